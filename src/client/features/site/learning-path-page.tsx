/**
 * /learning-path: three phases with their durations, modes, skills and study tips, the summary
 * figures and four study techniques (accounts-and-business.md section 2).
 */
import { Link } from "wouter";
import { MODE_LABELS, TUTOR_MODES } from "../../../contracts/taxonomy";
import { buttonVariants } from "../../ui/button";
import { BackToHome, MarketingLayout, PageIntro } from "./marketing-layout";

export interface LearningPhase {
  number: number;
  name: string;
  minimumWeeks: number;
  maximumWeeks: number;
  modes: string[];
  goal: string;
  skills: string[];
  tips: string[];
}

export const LEARNING_PHASES: readonly LearningPhase[] = [
  {
    number: 1,
    name: "Foundation Building",
    minimumWeeks: 2,
    maximumWeeks: 4,
    modes: [MODE_LABELS.concept, MODE_LABELS.solve],
    goal: "Understand the core ideas of a topic and see how complete solutions are put together.",
    skills: [
      "Say what each quantity in a relation means and what units it carries",
      "Draw and label a diagram before writing any equation",
      "Choose the principle that fits a situation: forces, energy or momentum",
      "Follow a worked solution and explain why each step is there",
    ],
    tips: [
      "Rate your confidence honestly in Concept Coach; the questions adapt to it",
      "Predict the answer's size and direction before reading a solution",
      "Rewrite one solved problem a day from memory",
    ],
  },
  {
    number: 2,
    name: "Skill Development",
    minimumWeeks: 4,
    maximumWeeks: 6,
    modes: [MODE_LABELS.step, MODE_LABELS.analyze],
    goal: "Solve problems yourself, with guidance at each step and feedback on your own work.",
    skills: [
      "Break a multi-step problem into parts and solve each in turn",
      "Carry units through every line and use them to catch mistakes",
      "Find your own first wrong step and correct it",
      "Check an answer for sign, size and limiting cases",
    ],
    tips: [
      "In Interactive Tutor, try each step before asking for a hint",
      "Submit your full working to Work Analysis, not just the final number",
      "Keep a list of the mistakes Work Analysis finds and reread it weekly",
    ],
  },
  {
    number: 3,
    name: "Mastery and Application",
    minimumWeeks: 4,
    maximumWeeks: 8,
    modes: TUTOR_MODES.map((mode) => MODE_LABELS[mode]),
    goal: "Combine topics, work under exam conditions and explain the physics in your own words.",
    skills: [
      "Solve problems that join two or more topics",
      "Set up a problem without being told which principle applies",
      "Explain a result in words as well as in symbols",
      "Work accurately within a time limit",
    ],
    tips: [
      "Mix topics in each study session instead of practising one at a time",
      "Time yourself on a problem set, then have Work Analysis check it",
      "Teach a concept back to Concept Coach and see where its questions lead",
    ],
  },
];

export const STUDY_TECHNIQUES = [
  {
    name: "Active Learning",
    description:
      "Work the problem yourself before reading a solution. Answering Concept Coach's questions and taking each Interactive Tutor step does more for understanding than reading.",
  },
  {
    name: "Deliberate Practice",
    description:
      "Spend most of your time on the problems that are just beyond you, and practise the exact steps where you go wrong.",
  },
  {
    name: "Self-Assessment",
    description:
      "Judge how well you know a topic before you are tested on it. Rate your confidence, then compare it with how Work Analysis grades your work.",
  },
  {
    name: "Spaced Repetition",
    description:
      "Come back to a topic after a few days and again after a few weeks. Short reviews spread out last longer than one long session.",
  },
] as const;

/** The path's summary: number of phases, total weeks, and the modes it uses. */
export function learningPathSummary(phases: readonly LearningPhase[] = LEARNING_PHASES) {
  const minimumWeeks = phases.reduce((total, phase) => total + phase.minimumWeeks, 0);
  const maximumWeeks = phases.reduce((total, phase) => total + phase.maximumWeeks, 0);
  const modes = new Set(phases.flatMap((phase) => phase.modes));
  return { phases: phases.length, weeks: `${minimumWeeks}-${maximumWeeks}`, modes: modes.size };
}

/** The /learning-path page. */
export function LearningPathPage() {
  const summary = learningPathSummary();
  const figures = [
    { value: String(summary.phases), label: "Phases" },
    { value: summary.weeks, label: "Weeks" },
    { value: String(summary.modes), label: "Tutoring modes" },
  ];
  return (
    <MarketingLayout>
      <PageIntro
        back={<BackToHome />}
        title="Your Physics Learning Path"
        lead="A plan for a course or a semester of review: build the foundations, develop problem-solving skill, then bring it all together. Go at your own pace; the weeks are a guide."
      />

      <section aria-label="Summary" className="mx-auto max-w-4xl px-4">
        <dl className="grid grid-cols-3 gap-3 text-center">
          {figures.map((figure) => (
            // The figure reads first on screen; the term comes first in the markup, as a list needs.
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-4"
            >
              <dt className="mt-1 text-sm font-medium text-slate-700">{figure.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700 md:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="phases-heading" className="mx-auto mt-14 max-w-4xl px-4">
        <h2 id="phases-heading" className="text-2xl font-bold text-slate-900">
          The three phases
        </h2>
        <ol className="mt-6 space-y-6">
          {LEARNING_PHASES.map((phase) => (
            <li key={phase.number}>
              <article
                aria-labelledby={`phase-${phase.number}`}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <p className="text-sm font-semibold text-brand-700">
                  Phase {phase.number} · {phase.minimumWeeks}-{phase.maximumWeeks} weeks
                </p>
                <h3 id={`phase-${phase.number}`} className="mt-1 text-xl font-bold text-slate-900">
                  {phase.name}
                </h3>
                <p className="mt-2 text-slate-700">{phase.goal}</p>
                <p className="mt-3 text-sm">
                  <span className="font-semibold text-slate-900">Modes: </span>
                  {phase.modes.length === TUTOR_MODES.length ? "All modes" : phase.modes.join(" and ")}
                </p>
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <div>
                    <h4 className="font-semibold text-slate-900">Skills you build</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {phase.skills.map((skill) => (
                        <li key={skill}>{skill}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-slate-900">Study tips</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {phase.tips.map((tip) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="techniques-heading" className="mx-auto mt-14 max-w-4xl px-4">
        <h2 id="techniques-heading" className="text-2xl font-bold text-slate-900">
          Four study techniques that work
        </h2>
        <p className="mt-2 text-slate-700">
          Each is backed by research on how people learn physics and keep it.
        </p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {STUDY_TECHNIQUES.map((technique) => (
            <article key={technique.name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{technique.name}</h3>
              <p className="mt-2 text-sm text-slate-700">{technique.description}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="mx-auto my-16 max-w-3xl px-4 text-center">
        <h2 className="text-2xl font-bold text-slate-900">Start your first phase today</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/api/login" className={buttonVariants({ size: "lg" })}>
            Start Free Trial
          </a>
          <Link href="/pricing" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            View Pricing Plans
          </Link>
        </div>
      </section>
    </MarketingLayout>
  );
}
