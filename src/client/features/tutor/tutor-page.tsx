/**
 * The tutor screen: header (help, tracking for developers, account), subscription status,
 * modes, the side tools, the problem form and the response, and the footer.
 */
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { Link } from "wouter";
import { browserStorage } from "../../lib/browser-storage";
import type { AuthUser } from "../../lib/use-auth";
import { AccountMenu } from "../../ui/account-menu";
import { Button, buttonVariants } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { AccountConversations } from "./account-conversations";
import { ExportButton } from "./export-button";
import { FeaturesPanel } from "./features-panel";
import { GuidedTour } from "./guided-tour";
import { ModeSelector } from "./mode-selector";
import { PartBoundary } from "./part-boundary";
import { ProblemForm } from "./problem-form";
import { ResponsePanel } from "./response-panel";
import { SessionHistoryPanel } from "./session-history-panel";
import { SideSection } from "./side-section";
import { TemplateProblemsPanel } from "./template-problems-panel";
import { TextbookPanel } from "./textbook-panel";
import { accountStorage, type TutorSessionRecord } from "./tutor-session";
import { useTutor } from "./use-tutor";
import { accountWorkPhotos } from "./work-photo-store";

// The Math Helper loads on demand, outside the tutor screen's first download.
const MathHelper = lazy(() => import("./math-helper"));
// The question before a saved session replaces unsaved work loads when first asked.
const ReplaceWorkDialog = lazy(() =>
  import("./replace-work-dialog").then((m) => ({ default: m.ReplaceWorkDialog })),
);

const HELP_TEXT = `How to use Vector

Modes:
• Problem Solver: a complete step-by-step solution with key concepts and common mistakes.
• Concept Coach: explore an idea through questions, at your confidence level.
• Interactive Tutor: solve the problem yourself one step at a time, with hints.
• Work Analysis: submit your own solution and see the first wrong step and why.

How to use: choose your course level and a mode, type or photograph a problem, then choose "Get Help from Vector".

Tips: include units with every number; paste a photo anywhere on the page; use the Math Helper for symbols.

Interactive features: template problems, textbook import, research-based learning features, saving and exporting sessions.`;

/** The signed-in home: the tutor screen. `subscriptionCard` comes from the subscription feature. */
export function TutorPage({ user, subscriptionCard }: { user: AuthUser; subscriptionCard: ReactNode }) {
  // The student's own sessions: another account at this browser sees none of them.
  const storage = useMemo(() => accountStorage(browserStorage, user.id), [user.id]);
  const workPhotos = useMemo(() => accountWorkPhotos(user.id), [user.id]);
  const tutor = useTutor(storage, workPhotos);
  const [historyVersion, setHistoryVersion] = useState(0);
  // A saved session waiting for the student's answer before it replaces unsaved work.
  const [pendingSession, setPendingSession] = useState<TutorSessionRecord | null>(null);
  // Once asked, the question stays mounted (closed), so it closes as it opened.
  const [replaceAsked, setReplaceAsked] = useState(false);
  const openSaved = (session: TutorSessionRecord) => {
    if (tutor.hasUnsavedWork()) {
      setPendingSession(session);
      setReplaceAsked(true);
    } else tutor.restore(session);
  };

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

      <main className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-[20rem_1fr]">
        <h1 className="sr-only">Physics Tutor</h1>
        {/* On phones the tools follow the tutor; on wide screens they form the left column. */}
        <aside
          className="order-2 grid content-start gap-4 lg:order-none lg:col-start-1 lg:row-start-1"
          aria-label="Tools"
        >
          <div className="hidden lg:block">{subscriptionCard}</div>
          <SideSection title="Research-Based Learning Features">
            <PartBoundary name="Research-Based Learning Features">
              <FeaturesPanel
                mode={tutor.mode}
                perFeatures={tutor.perFeatures}
                onChange={tutor.setPerFeatures}
              />
            </PartBoundary>
          </SideSection>
          <SideSection title="Template Problems" tour="template-generator">
            <PartBoundary name="Template Problems">
              <TemplateProblemsPanel
                onChoose={(content, level) => {
                  tutor.loadProblem(content, null);
                  // The problem was written for this level, so it is the level the tutor answers at.
                  tutor.setLevel(level);
                  document.getElementById("problem-form")?.scrollIntoView({ behavior: "smooth" });
                }}
              />
            </PartBoundary>
          </SideSection>
          <SideSection title="Problem Management" tour="textbook-import">
            <PartBoundary name="Problem Management">
              <TextbookPanel
                onImport={(problem) => {
                  tutor.loadProblem(problem.content, problem.attribution);
                  document.getElementById("problem-form")?.scrollIntoView({ behavior: "smooth" });
                }}
              />
            </PartBoundary>
          </SideSection>
          <SideSection title="Session History">
            <PartBoundary name="Session History">
              <SessionHistoryPanel storage={storage} onOpen={openSaved} version={historyVersion} />
              <div className="mt-4 border-t border-slate-200 pt-3">
                <AccountConversations onOpen={openSaved} />
              </div>
            </PartBoundary>
          </SideSection>
        </aside>

        <div className="order-1 grid min-w-0 content-start gap-6 lg:order-none lg:col-start-2 lg:row-start-1">
          <div className="lg:hidden">{subscriptionCard}</div>
          <section aria-label="Choose a mode">
            <PartBoundary name="The mode selector">
              <ModeSelector mode={tutor.mode} onChange={tutor.setMode} />
            </PartBoundary>
          </section>
          <section
            id="problem-form"
            aria-label="Your problem"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <PartBoundary name="The problem form">
              <ProblemForm
                tutor={tutor}
                mathHelper={(insert) => (
                  <Suspense fallback={null}>
                    <MathHelper onInsert={insert} />
                  </Suspense>
                )}
              />
            </PartBoundary>
          </section>
          <PartBoundary name="The reply">
            <ResponsePanel
              tutor={tutor}
              actions={
                <>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      tutor.save();
                      setHistoryVersion((version) => version + 1);
                    }}
                  >
                    Save
                  </Button>
                  <ExportButton record={tutor.record} />
                </>
              }
            />
          </PartBoundary>
        </div>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-5 text-sm text-slate-600">
          <Logo />
          <span>Where Learning Meets Intelligence</span>
        </div>
      </footer>
      <GuidedTour />
      {replaceAsked && (
        <Suspense fallback={null}>
          <ReplaceWorkDialog
            open={pendingSession !== null}
            onCancel={() => setPendingSession(null)}
            onReplace={() => {
              if (pendingSession) tutor.restore(pendingSession);
              setPendingSession(null);
            }}
            onSaveFirst={() => {
              tutor.save();
              setHistoryVersion((version) => version + 1);
              if (pendingSession) tutor.restore(pendingSession);
              setPendingSession(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
