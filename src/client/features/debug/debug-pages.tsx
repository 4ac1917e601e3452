/**
 * The public debug pages (accounts-and-business.md section 2): /debug tests the solve, concept and
 * step calls one at a time or all three, /test sends one problem to the Problem Solver. Their calls
 * are the normal tutor calls: signed out they answer that you must sign in, a student is charged
 * as anywhere else, and a developer's or admin's calls are recorded as debug usage, not charged.
 */
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { COURSE_LEVEL_LABELS, COURSE_LEVELS, type CourseLevel } from "../../../contracts/taxonomy";
import { DEBUG_REQUEST_TIMEOUT_MS } from "../../../contracts/tracking-limits";
import type { Verification } from "../../../contracts/tutor";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { SimplePage } from "../../ui/simple-page";
import {
  type DebugCallInput,
  type DebugCallName,
  type DebugCallResult,
  runDebugCall,
  serverMessage,
} from "./debug-call";

const CALLS: { name: DebugCallName; label: string; endpoint: string }[] = [
  { name: "solve", label: "Solve", endpoint: "POST /api/tutor/solve" },
  { name: "concept", label: "Concept", endpoint: "POST /api/tutor/concept" },
  { name: "step", label: "Step", endpoint: "POST /api/tutor/step" },
];

const SAMPLE_PROBLEM = "A car accelerates from rest at 3 m/s² for 4 s. What is its final speed?";
const TIMEOUT_SECONDS = DEBUG_REQUEST_TIMEOUT_MS / 1000;

type CallState = { running: true; startedAt: number } | { running: false; result: DebugCallResult | null };

const IDLE: CallState = { running: false, result: null };

/** Seconds since a moment, ticking once a second while a call runs. */
function useElapsedSeconds(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** Who is calling, and what their calls cost, so nobody is surprised by a charge. */
function CallerNotice() {
  const { user } = useAuth();
  const text = !user
    ? "You are signed out: the tutor calls will answer that you must sign in."
    : user.role === "developer" || user.role === "admin"
      ? `Signed in as ${user.email} (${user.role}): your calls here are recorded as debug usage and not charged.`
      : `Signed in as ${user.email}: each call is charged like the same call in the tutor.`;
  return <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">{text}</p>;
}

/** The problem or question, the level and the topic every call sends. */
function CallInputs(props: {
  input: DebugCallInput;
  onChange: (input: DebugCallInput) => void;
  textLabel: string;
}) {
  const fieldClass =
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="text-sm font-medium text-slate-800 sm:col-span-2">
        {props.textLabel}
        <textarea
          className={cn(fieldClass, "min-h-24")}
          value={props.input.text}
          onChange={(event) => props.onChange({ ...props.input, text: event.target.value })}
        />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Level
        <select
          className={fieldClass}
          value={props.input.level}
          onChange={(event) => props.onChange({ ...props.input, level: event.target.value as CourseLevel })}
        >
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {COURSE_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        Topic
        <input
          className={fieldClass}
          value={props.input.topic}
          onChange={(event) => props.onChange({ ...props.input, topic: event.target.value })}
        />
      </label>
    </div>
  );
}

function verificationOf(body: unknown): Verification | null {
  if (typeof body !== "object" || body === null || !("verification" in body)) return null;
  return (body as { verification: Verification }).verification ?? null;
}

/** One line that says how a call ended. */
function describeOutcome(result: DebugCallResult): { text: string; tone: "ok" | "error" } {
  if (result.outcome === "aborted")
    return { text: `Aborted after ${TIMEOUT_SECONDS} seconds without an answer`, tone: "error" };
  if (result.outcome === "failed") return { text: `Failed: ${result.message}`, tone: "error" };
  if (result.ok) return { text: `HTTP ${result.status}: answered`, tone: "ok" };
  const message = serverMessage(result.body);
  return { text: `HTTP ${result.status}${message ? `: ${message}` : ""}`, tone: "error" };
}

function CallCard(props: {
  label: string;
  endpoint: string;
  state: CallState;
  onRun: () => void;
  busy: boolean;
}) {
  const { state } = props;
  const elapsed = useElapsedSeconds(state.running ? state.startedAt : null);
  const result = state.running ? null : state.result;
  const outcome = result ? describeOutcome(result) : null;
  const verification = result?.outcome === "answered" ? verificationOf(result.body) : null;

  return (
    <section
      aria-label={`${props.label} call`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{props.label}</h2>
          <p className="font-mono text-xs text-slate-600">{props.endpoint}</p>
        </div>
        <Button size="sm" onClick={props.onRun} disabled={props.busy}>
          Test {props.label}
        </Button>
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd
            role="status"
            className={cn(
              "font-medium",
              outcome?.tone === "ok" && "text-emerald-800",
              outcome?.tone === "error" && "text-red-800",
            )}
          >
            {state.running
              ? `Running... ${elapsed} s (aborts at ${TIMEOUT_SECONDS} s)`
              : (outcome?.text ?? "Not run yet")}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Time taken</dt>
          <dd className="font-medium tabular-nums">
            {result ? `${result.durationMs.toLocaleString("en-US")} ms` : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Brain</dt>
          <dd className="font-medium">
            {result?.outcome === "answered" && result.brain ? result.brain : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Verification</dt>
          <dd className="break-words font-medium">
            {verification ? `${verification.status}: ${verification.note}` : "—"}
          </dd>
        </div>
      </dl>
      {result?.outcome === "answered" && (
        <details className="mt-3 text-sm" open>
          <summary className="cursor-pointer font-medium">Raw JSON</summary>
          <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
            {JSON.stringify(result.body, null, 2)}
          </pre>
        </details>
      )}
    </section>
  );
}

/** /debug: the physics tutor debug tool. */
export function DebugPage() {
  const [input, setInput] = useState<DebugCallInput>({
    topic: "Physics",
    level: "algebra",
    text: SAMPLE_PROBLEM,
  });
  const [states, setStates] = useState<Record<DebugCallName, CallState>>({
    solve: IDLE,
    concept: IDLE,
    step: IDLE,
  });
  const busy = Object.values(states).some((state) => state.running);

  async function run(name: DebugCallName) {
    setStates((current) => ({ ...current, [name]: { running: true, startedAt: Date.now() } }));
    const result = await runDebugCall(name, input);
    setStates((current) => ({ ...current, [name]: { running: false, result } }));
  }

  async function runAll() {
    // One after another, as a student's calls come, so each time taken is the call's own.
    for (const call of CALLS) await run(call.name);
  }

  return (
    <main className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:py-8">
      <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Tutor
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Physics Tutor Debug</h1>
      <p className="mt-1 text-sm text-slate-600">
        Tests the tutor's solve, concept and step calls one at a time or all three; each call is aborted after{" "}
        {TIMEOUT_SECONDS} seconds.
      </p>
      <div className="mt-4 grid gap-4">
        <CallerNotice />
        <CallInputs input={input} onChange={setInput} textLabel="Problem or question" />
        <div>
          <Button onClick={runAll} disabled={busy || !input.text.trim()}>
            Run All Three
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {CALLS.map((call) => (
            <CallCard
              key={call.name}
              label={call.label}
              endpoint={call.endpoint}
              state={states[call.name]}
              busy={busy || !input.text.trim()}
              onRun={() => run(call.name)}
            />
          ))}
        </div>
      </div>
    </main>
  );
}

/** /test: a simple solve test. */
export function SolveTestPage() {
  const [input, setInput] = useState<DebugCallInput>({
    topic: "Physics",
    level: "algebra",
    text: SAMPLE_PROBLEM,
  });
  const [state, setState] = useState<CallState>(IDLE);
  const result = state.running ? null : state.result;
  const reply =
    result?.outcome === "answered" && result.ok && typeof result.body === "object" && result.body !== null
      ? String((result.body as { reply?: unknown }).reply ?? "")
      : null;

  async function solve() {
    setState({ running: true, startedAt: Date.now() });
    setState({ running: false, result: await runDebugCall("solve", input) });
  }

  return (
    <SimplePage title="Solve Test" backHref="/" backLabel="Back to Tutor">
      <p>Sends one problem to the Problem Solver (POST /api/tutor/solve) and shows the reply.</p>
      <CallerNotice />
      <CallInputs input={input} onChange={setInput} textLabel="Problem" />
      <Button onClick={solve} disabled={state.running || !input.text.trim()}>
        {state.running ? "Solving..." : "Solve"}
      </Button>
      <div role="status" className="text-sm">
        {result && (
          <p
            className={cn(
              "font-medium",
              describeOutcome(result).tone === "ok" ? "text-emerald-800" : "text-red-800",
            )}
          >
            {describeOutcome(result).text} in {result.durationMs.toLocaleString("en-US")} ms
          </p>
        )}
      </div>
      {reply !== null && (
        <section
          aria-label="Reply"
          className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-900"
        >
          <h2 className="text-lg font-semibold">Reply</h2>
          <p className="mt-2 whitespace-pre-wrap break-words">{reply}</p>
        </section>
      )}
    </SimplePage>
  );
}
