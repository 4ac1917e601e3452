/**
 * The tutor screen: header (help, tracking for developers, account), the tutor, the footer.
 */
import { Link } from "wouter";
import type { AuthUser } from "../../lib/use-auth";
import { AccountMenu } from "../../ui/account-menu";
import { Button, buttonVariants } from "../../ui/button";
import { Logo } from "../../ui/logo";

const HELP_TEXT = `How to use Vector

Modes:
• Problem Solver: a complete step-by-step solution with key concepts and common mistakes.
• Concept Coach: explore an idea through questions, at your confidence level.
• Interactive Tutor: solve the problem yourself one step at a time, with hints.

How to use: choose your course level and a mode, type or photograph a problem, then choose "Get Help from Vector".

Tips: include units with every number; paste a photo anywhere on the page; use the Math Helper for symbols.

Interactive features: template problems, textbook import, research-based learning features and session export.`;

/** The signed-in home: the tutor screen. */
export function TutorPage({ user }: { user: AuthUser }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <Link href="/" aria-label="Vector home">
            <Logo className="text-xl" />
          </Link>
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => window.alert(HELP_TEXT)}>
              Help
            </Button>
            {(user.role === "developer" || user.role === "admin") && (
              <Link href="/tracking" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Tracking
              </Link>
            )}
            <AccountMenu user={user} />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold">Physics Tutor</h1>
        <p className="mt-2 text-slate-600">
          Welcome, {user.name}. Choose a mode and a course level, then ask Vector for help.
        </p>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-5 text-sm text-slate-600">
          <Logo />
          <span>Where Learning Meets Intelligence</span>
        </div>
      </footer>
    </div>
  );
}
