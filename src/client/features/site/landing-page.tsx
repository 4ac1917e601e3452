/**
 * The landing page for signed-out visitors: what Vector is, the four modes, the free trial.
 */
import { MODE_LABELS, TUTOR_MODES } from "../../../contracts/taxonomy";
import { buttonVariants } from "../../ui/button";
import { Logo } from "../../ui/logo";

const MODE_DESCRIPTIONS: Record<(typeof TUTOR_MODES)[number], string> = {
  concept: "Socratic questions that build real understanding, tuned to how confident you feel.",
  solve: "A complete step-by-step solution with the key ideas and the mistakes to avoid.",
  step: "Solve it yourself one step at a time, with hints that go from a nudge to nearly the answer.",
  analyze: "Submit your own work, typed or photographed, and see the first wrong step and why.",
};

/** The signed-out home page. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header>
        <p className="bg-brand-800 px-4 py-2 text-center text-sm text-white">
          Physics help for high-school and college students, wherever you study
        </p>
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <Logo className="text-xl" />
          <a href="/api/login" className={buttonVariants({ variant: "secondary", size: "sm" })}>
            Subscriber Login
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16">
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
          </div>
          <p className="mt-3 text-sm text-slate-600">6 free sessions · no credit card · then $20/month</p>
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
            6 tutoring sessions in every mode, photo upload, the Math Helper, template problems and textbook
            import. No credit card.
          </p>
          <a href="/api/login" className={`${buttonVariants({ size: "lg" })} mt-5`}>
            Start Free Trial
          </a>
        </section>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600">
          <span>© Vector · Where Learning Meets Intelligence</span>
          <nav aria-label="Legal" className="flex gap-4">
            <a href="/privacy-policy" className="hover:underline">
              Privacy Policy
            </a>
            <a href="/terms-of-service" className="hover:underline">
              Terms of Service
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
