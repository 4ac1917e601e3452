/**
 * /faq: fifteen questions, each opening and closing on its own.
 */
import { FREE_TRIAL_SESSIONS, PLANS } from "../../../contracts/plans";
import { TOPICS } from "../../../contracts/taxonomy";
import { buttonVariants } from "../../ui/button";
import { DisclosureList, type QuestionAndAnswer } from "./disclosure-list";
import { BackToHome, MarketingLayout, PageIntro } from "./marketing-layout";
import { OPERATOR } from "./operator";
import { allowanceText, paidPriceRange } from "./pricing-content";

const planSummary = PLANS.filter((plan) => plan.priceUsd > 0)
  .map(
    (plan) => `${plan.name} $${plan.priceUsd} a month for ${allowanceText(plan).replace(" per month", "")}`,
  )
  .join("; ");

/** The fifteen questions of the FAQ page, in the order a new student tends to ask them. */
export const FAQ_QUESTIONS: readonly QuestionAndAnswer[] = [
  {
    question: "What is Vector?",
    answer:
      "Vector is an AI physics tutor for high-school and college students. It explains, questions and checks in four modes, and a physics engine of its own checks the numbers and units in every answer it gives.",
  },
  {
    question: "Who is Vector for?",
    answer:
      "Students taking physics in high school (including AP) or in introductory college courses, and anyone reviewing those topics. You choose your course level and Vector pitches its explanations to it.",
  },
  {
    question: "What are the four tutoring modes?",
    answer:
      "Problem Solver walks through a complete solution step by step. Concept Coach asks Socratic questions and adapts to how confident you feel. Interactive Tutor guides you through a problem one step at a time while you do the work. Work Analysis reads your own solution, typed or photographed, and shows the first step that goes wrong.",
  },
  {
    question: "How does the free trial work?",
    answer: `You sign in and get ${FREE_TRIAL_SESSIONS} sessions in total to use in any mode, with no credit card. The trial does not expire by date, and you can choose a plan whenever you want more.`,
  },
  {
    question: "What counts as a session?",
    answer:
      "One use of Problem Solver or Work Analysis is one session. In Concept Coach and Interactive Tutor a typical conversation of about 6-8 exchanges is one session: your first message starts a session that covers 6 of your messages, and the 7th starts the next.",
  },
  {
    question: "How much does Vector cost after the trial?",
    answer: `${planSummary}. That is ${paidPriceRange()} a month, against $60 or more for a single hour of private tutoring. Prices exclude taxes.`,
  },
  {
    question: "What happens when I run out of sessions?",
    answer:
      "Vector lets you know as you get close to your limit and when you reach it. You can upgrade to a larger plan or wait for your sessions to reset at the start of your next billing period. Unused sessions do not roll over.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Cancel from My Subscription and you keep access until the end of the period you have already paid for; you are not charged again. There are no refunds for partial months or unused sessions.",
  },
  {
    question: "Can I upload a photo of a problem or of my work?",
    answer:
      "Yes. Photograph a problem from a textbook or worksheet and Vector reads the text for you to check, or photograph your handwritten solution for Work Analysis. Reading a photo never costs a session.",
  },
  {
    question: "How accurate are the answers?",
    answer:
      "Vector checks the arithmetic, the units and the relations in each line it writes, and confirms final answers with its own physics engine where it can read the problem with certainty. When a check fails you see it rather than a confident wrong answer. Like any tutor it can still be wrong, so treat it as help with your thinking, not a final authority.",
  },
  {
    question: "Is using Vector cheating?",
    answer:
      "Not when you use it to learn. Vector is built to help you understand how to solve problems, and the Terms of Service ask you to follow your school's rules on outside help. Submitting its work as your own on graded work where that is not allowed breaks those rules.",
  },
  {
    question: "Which physics topics does Vector cover?",
    answer: `The topics of introductory physics, in ${TOPICS.length} areas: ${TOPICS.map((topic) => topic.name).join(", ")}. You can pick one of their subtopics or simply type any problem.`,
  },
  {
    question: "Does Vector work on my phone?",
    answer:
      "Yes. Vector runs in any modern browser on a phone, tablet or computer, and there is nothing to install. On a phone you can photograph a problem straight from the camera.",
  },
  {
    question: "What happens to my data?",
    answer:
      "Your problems and conversations are used to tutor you and are never sold. You can export your data or delete it from My Subscription at any time. The Privacy Policy describes everything we collect and why.",
  },
  {
    question: "How do I get help with my account or billing?",
    answer: `Write to ${OPERATOR.mailboxes.support}. We answer within 24 hours on business days, Monday to Friday, 9 am to 6 pm Eastern Time.`,
  },
];

/** The /faq page. */
export function FaqPage() {
  return (
    <MarketingLayout>
      <PageIntro
        back={<BackToHome />}
        title="Frequently Asked Questions"
        lead="Answers about the tutoring modes, sessions, plans and your data. Open any question to read its answer."
      />
      <section aria-label="Questions" className="mx-auto max-w-3xl px-4">
        <DisclosureList items={FAQ_QUESTIONS} />
      </section>
      <section className="mx-auto my-16 max-w-3xl px-4 text-center">
        <h2 className="text-2xl font-bold text-slate-900">Still have a question?</h2>
        <p className="mt-2 text-slate-700">Try Vector on a problem of your own, or write to us.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/api/login" className={buttonVariants({ size: "lg" })}>
            Try Vector Free
          </a>
          <a
            href={`mailto:${OPERATOR.mailboxes.support}`}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            Contact Support
          </a>
        </div>
      </section>
    </MarketingLayout>
  );
}
