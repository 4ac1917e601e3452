/**
 * The response panel for each mode: the solution, the Concept Coach chat, the Interactive
 * Tutor with its steps, or the analysis of the student's work.
 */
import { Check, Copy } from "lucide-react";
import { memo, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { TutorMode } from "../../../contracts/taxonomy";
import { toast } from "../../lib/toast-store";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { CheckedReply } from "./checked-reply";
import { RenderedMath } from "./rendered-math";
import { ReplyDiagram } from "./reply-diagram";
import { type StreamingText, useStreamingText } from "./streaming-text";
import { stepProgressLabel } from "./tutor-session";
import type { SolutionResponse, TutorController, TutorMessage } from "./use-tutor";
import { VerificationBadge } from "./verification-badge";

export const EMPTY_STATE_TEXT = "Enter a physics problem above to get started with Vector!";

const PANEL_TITLES: Record<TutorMode, string> = {
  solve: "Complete Solution",
  concept: "Concept Exploration",
  step: "Interactive Tutoring",
  analyze: "Work Analysis",
};

const RESET_LABELS: Record<TutorMode, string> = {
  solve: "New Problem",
  concept: "New Topic",
  step: "New Session",
  analyze: "New Analysis",
};

/** The panel; `actions` holds Save and Export. */
export function ResponsePanel({ tutor, actions }: { tutor: TutorController; actions: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isChat = tutor.mode === "concept" || tutor.mode === "step";
  const hasContent = isChat ? tutor.history.length > 0 : tutor.response !== null || tutor.loading;

  // When the reply to what the student sent from the problem form arrives, focus moves to it so
  // keyboard and screen-reader users find it; never on load, and a follow-up keeps its reply box.
  useEffect(() => {
    if (tutor.repliesToFocus > 0) headingRef.current?.focus();
  }, [tutor.repliesToFocus]);

  if (!hasContent && !tutor.loading) {
    return (
      <section
        aria-label="Tutor response"
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
      >
        {EMPTY_STATE_TEXT}
      </section>
    );
  }

  return (
    <section
      aria-labelledby="response-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="response-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {PANEL_TITLES[tutor.mode]}
        </h2>
        <div className="flex flex-wrap gap-2">
          {!isChat && tutor.response && <CopyButton text={tutor.response.reply} />}
          {actions}
          <Button variant="secondary" size="sm" onClick={tutor.reset}>
            {RESET_LABELS[tutor.mode]}
          </Button>
        </div>
      </div>
      {tutor.mode === "step" && <StepProgressView tutor={tutor} />}
      <ReplyAnnouncer finishedReplies={tutor.finishedReplies} />
      <div className="mt-4" aria-busy={tutor.loading}>
        {isChat ? (
          <ChatTranscript messages={tutor.history} streaming={tutor.loading ? tutor.streaming : null} />
        ) : (
          <SolutionReply
            response={tutor.loading ? null : tutor.response}
            streaming={tutor.loading ? tutor.streaming : null}
          />
        )}
      </div>
      {tutor.mode === "concept" && (
        <FollowUpInput tutor={tutor} label="Your reply" placeholder="Answer or ask a follow-up question" />
      )}
      {tutor.mode === "step" && !tutor.progress.completed && tutor.history.length > 0 && (
        <FollowUpInput tutor={tutor} label="Your answer" placeholder="e.g. 12 m/s, or type hint" />
      )}
    </section>
  );
}

/** Says once that a reply is finished (not every streamed token, as a live reply would). */
function ReplyAnnouncer({ finishedReplies }: { finishedReplies: number }) {
  return (
    <div role="status" className="sr-only">
      {finishedReplies > 0 && <p key={finishedReplies}>Vector has replied.</p>}
    </div>
  );
}

const THINKING = (
  <p className="animate-pulse text-slate-500" role="status">
    Vector is thinking...
  </p>
);

/**
 * The solution or analysis, streaming in or finished. Both render at the same place, so the
 * finished reply reuses the blocks already typeset while it streamed.
 */
function SolutionReply({
  response,
  streaming,
}: {
  response: SolutionResponse | null;
  streaming: StreamingText | null;
}) {
  const streamed = useStreamingText(streaming);
  const text = streaming ? streamed : (response?.reply ?? null);
  if (streaming && !text) return THINKING;
  if (!text) return null;
  return (
    <>
      <CheckedReply text={text} verification={streaming ? undefined : response?.verification} />
      {!streaming && response?.diagram && <ReplyDiagram diagram={response.diagram} />}
      {!streaming && <VerificationBadge verification={response?.verification} />}
    </>
  );
}

function ChatTranscript({
  messages,
  streaming,
}: {
  messages: TutorMessage[];
  streaming: StreamingText | null;
}) {
  // Messages never reorder, so their position is a stable key. The reply streaming in is one more
  // item of the same list, with the key its finished message will have: when it finishes, React
  // keeps its elements instead of building the whole reply's markup again.
  const items = messages.map((message, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <ChatMessageItem key={index} message={message} streaming={null} />
  ));
  if (streaming)
    items.push(<ChatMessageItem key={messages.length} message={STREAMING_MESSAGE} streaming={streaming} />);
  return <ol className="grid gap-3">{items}</ol>;
}

const STREAMING_MESSAGE: TutorMessage = { role: "assistant", content: "" };

/** One message of the conversation; messages already on screen do not re-render as a reply streams. */
const ChatMessageItem = memo(function ChatMessageItem({
  message,
  streaming,
}: {
  message: TutorMessage;
  streaming: StreamingText | null;
}) {
  const streamed = useStreamingText(streaming);
  const content = streaming ? (streamed ?? "") : message.content;
  return (
    <li
      className={cn(
        "max-w-[92%] rounded-2xl px-4 py-3",
        // Messages out of view are not laid out again while a reply grows below them. The reply
        // streaming in has the same class, so finishing it changes nothing of its layout.
        "[contain-intrinsic-size:auto_12rem] [content-visibility:auto]",
        message.role === "user"
          ? "justify-self-end bg-brand-700 text-white"
          : "justify-self-start bg-slate-100 text-slate-900",
      )}
    >
      <span className="sr-only">{message.role === "user" ? "You said:" : "Vector said:"}</span>
      {message.role === "user" ? (
        <div className="whitespace-pre-wrap">{message.content}</div>
      ) : streaming && !content ? (
        THINKING
      ) : (
        <CheckedReply text={content} verification={streaming ? undefined : message.verification} />
      )}
      {message.role === "assistant" && !streaming && message.diagram && (
        <ReplyDiagram diagram={message.diagram} />
      )}
      {message.role === "assistant" && !streaming && (
        <VerificationBadge verification={message.verification} />
      )}
    </li>
  );
});

function StepProgressView({ tutor }: { tutor: TutorController }) {
  const { currentStep, totalSteps, completed, nextHint } = tutor.progress;
  if (currentStep === 0 && !completed) return null;
  const steps = Array.from({ length: totalSteps }, (_, index) => index + 1);
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3">
      <p className="text-sm font-medium">{stepProgressLabel(tutor.progress)}</p>
      <ol className="mt-2 flex gap-1.5" aria-label="Steps">
        {steps.map((step) => {
          const done = completed || step < currentStep;
          return (
            <li
              key={step}
              aria-label={`Step ${step}: ${done ? "done" : step === currentStep ? "current" : "to do"}`}
              className={cn(
                "flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold",
                done
                  ? "bg-emerald-600 text-white"
                  : step === currentStep
                    ? "bg-brand-700 text-white"
                    : "bg-slate-200 text-slate-600",
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : step}
            </li>
          );
        })}
      </ol>
      {nextHint && <p className="mt-2 text-sm text-slate-700">{nextHint}</p>}
    </div>
  );
}

/** Follow-up box: Enter sends, Shift+Enter adds a line; a live math preview shows below. */
function FollowUpInput({
  tutor,
  label,
  placeholder,
}: {
  tutor: TutorController;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState("");
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  // The box is disabled while the reply comes; then the student carries on typing where they were.
  const refocusAfterReply = useRef(false);
  useEffect(() => {
    if (tutor.loading || !refocusAfterReply.current) return;
    refocusAfterReply.current = false;
    // Without scrolling: the student may be reading the top of a long reply.
    boxRef.current?.focus({ preventScroll: true });
  }, [tutor.loading]);
  async function send() {
    if (!text.trim()) return;
    const sent = text;
    setText("");
    refocusAfterReply.current = true;
    const ok = await tutor.sendFollowUp(sent);
    if (!ok) setText(sent);
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <textarea
          ref={boxRef}
          id={id}
          rows={2}
          value={text}
          placeholder={placeholder}
          disabled={tutor.loading}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          className="block min-h-12 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2"
        />
        <Button onClick={() => void send()} disabled={tutor.loading || !text.trim()}>
          Submit
        </Button>
      </div>
      {text.includes("$") || text.includes("\\(") ? (
        <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="text-xs font-medium text-slate-500">Preview</p>
          <RenderedMath text={text} />
        </div>
      ) : null}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          toast({
            title: "Copy failed",
            description: "Your browser did not allow copying.",
            variant: "destructive",
          });
        }
      }}
    >
      {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}
