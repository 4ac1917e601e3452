/**
 * /about: the product's story and approach, and its creator, whose bio, photo and contact come
 * from content/operator.json.
 */
import { Link } from "wouter";
import { Button, buttonVariants } from "../../ui/button";
import { MarketingLayout } from "./marketing-layout";
import { OPERATOR } from "./operator";

const APPROACH = [
  {
    name: "Understanding before answers",
    description:
      "Concept Coach asks questions instead of lecturing, and Interactive Tutor lets you take each step yourself, because students learn more physics by reasoning than by reading solutions.",
  },
  {
    name: "Every number checked",
    description:
      "A physics engine with units checks the arithmetic, the units and the relations of each line, in the tutor's answers and in your own work. When something does not check, you are told.",
  },
  {
    name: "Feedback on your own work",
    description:
      "Work Analysis reads your solution, typed or photographed, and shows the first step that goes wrong and why, so you fix the idea and not just the answer.",
  },
  {
    name: "Pitched to your course",
    description:
      "Explanations follow your level, from high-school physics to calculus-based college courses, and build on what Vector remembers of the topics you have already mastered.",
  },
];

/** The /about page. */
export function AboutPage() {
  const { creator } = OPERATOR;
  return (
    <MarketingLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-8 pb-10 md:pt-12">
          <Button variant="secondary" size="sm" onClick={() => window.history.back()}>
            ← Back
          </Button>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            About Vector
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Vector is a physics tutor for high-school and college students, designed by a physics professor
            and based on physics education research. It is patient, available whenever you study, and careful
            with every number.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-4xl px-4">
        <h2 id="story-heading" className="text-2xl font-bold text-slate-900">
          Why Vector exists
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
          <p>
            Physics asks students to do several hard things at once: picture a situation, pick the principle
            that governs it, set up the mathematics and carry units through to a sensible answer. A good tutor
            helps with each of those, but an hour with one costs more than most students can spend every week,
            and help is rarely there at the moment you are stuck.
          </p>
          <p>
            Vector was built to be that help. It explains, asks and checks in four modes, and it does not hand
            you answers it has not checked: its physics engine verifies the numbers and units of each step it
            shows, and the steps of the work you send it.
          </p>
        </div>
      </section>

      <section aria-labelledby="approach-heading" className="mx-auto mt-14 max-w-4xl px-4">
        <h2 id="approach-heading" className="text-2xl font-bold text-slate-900">
          Our approach
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {APPROACH.map((item) => (
            <article key={item.name} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{item.name}</h3>
              <p className="mt-2 text-sm text-slate-700">{item.description}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="creator-heading" className="mx-auto mt-14 max-w-4xl px-4">
        <h2 id="creator-heading" className="text-2xl font-bold text-slate-900">
          Who makes Vector
        </h2>
        <div className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row">
          {creator.photoUrl ? (
            <img
              src={creator.photoUrl}
              alt={creator.photoAlt}
              width={128}
              height={128}
              className="h-32 w-32 shrink-0 rounded-full object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-brand-50"
            >
              <img src="/favicon.svg" alt="" width={64} height={64} />
            </div>
          )}
          <div>
            <h3 className="text-xl font-bold text-slate-900">{creator.name}</h3>
            <p className="text-sm font-medium text-brand-700">{creator.role}</p>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {creator.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p className="mt-4 text-slate-700">
              Write to us at{" "}
              <a href={`mailto:${creator.email}`} className="font-medium text-brand-700 underline">
                {creator.email}
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className="mx-auto my-16 max-w-3xl px-4 text-center">
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/api/login" className={buttonVariants({ size: "lg" })}>
            Start Free Trial
          </a>
          <Link href="/learning-path" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            See the Learning Path
          </Link>
        </div>
      </section>
    </MarketingLayout>
  );
}
