/**
 * The landing page for signed-out visitors: what Vector is, the four modes, the free trial.
 */
import { FREE_TRIAL_SESSIONS, PLANS } from "../../../contracts/plans";
import { MODE_LABELS, TUTOR_MODES } from "../../../contracts/taxonomy";
import { buttonVariants } from "../../ui/button";
import { LocationBanner } from "./location-banner";
import { MarketingFooter, MarketingHeader } from "./marketing-layout";

const MODE_DESCRIPTIONS: Record<(typeof TUTOR_MODES)[number], string> = {
  concept: "Socratic questions that build real understanding, tuned to how confident you feel.",
  solve: "A complete step-by-step solution with the key ideas and the mistakes to avoid.",
  step: "Solve it yourself one step at a time, with hints that go from a nudge to nearly the answer.",
  analyze: "Submit your own work, typed or photographed, and see the first wrong step and why.",
};

const lowestPrice = Math.min(...PLANS.filter((plan) => plan.priceUsd > 0).map((plan) => plan.priceUsd));

/** The signed-out home page. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <LocationBanner />
      <MarketingHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 pb-16">
        <section className="py-12 text-center md:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">
            The physics tutor that <span className="text-brand-700">checks every number</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Designed by a physics professor and based on physics education research. Every answer Vector gives
            is checked by its own units-aware physics engine, and your work is checked line by line.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="/api/login" className={buttonVariants({ size: "lg" })}>
              Start Free Trial
            </a>
            <a href="/api/login" className={buttonVariants({ variant: "secondary", size: "lg" })}>
              Subscriber Login
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-600">
            {FREE_TRIAL_SESSIONS} free sessions · no credit card · then ${lowestPrice}/month
          </p>
        </section>

        <section aria-labelledby="modes-heading">
          <h2 id="modes-heading" className="text-center text-2xl font-bold">
            Four ways to learn
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TUTOR_MODES.map((mode) => (
              <article key={mode} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold">{MODE_LABELS[mode]}</h3>
                <p className="mt-2 text-sm text-slate-600">{MODE_DESCRIPTIONS[mode]}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="mx-auto mt-12 max-w-xl rounded-2xl border-2 border-brand-600 bg-white p-6 text-center shadow">
          <h2 className="text-xl font-bold">Free Trial</h2>
          <p className="mt-2 text-slate-700">
            {FREE_TRIAL_SESSIONS} tutoring sessions in every mode, photo upload, the Math Helper, template
            problems and textbook import. No credit card.
          </p>
          <a href="/api/login" className={`${buttonVariants({ size: "lg" })} mt-5`}>
            Start Free Trial
          </a>
        </section>
      </main>
      <MarketingFooter />
    </div>
  );
}
