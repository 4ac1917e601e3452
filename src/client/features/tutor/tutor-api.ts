/**
 * The tutor calls from the browser: streamed replies, the retry rules by user agent and the
 * error messages of tutor-experience.md section 8.
 */

import { UPGRADE_ERROR_CODES } from "../../../contracts/error-codes";
import type { ErrorBody } from "../../../contracts/errors";
import type { CourseLevel, TutorMode } from "../../../contracts/taxonomy";
import type {
  ChatMessage,
  PerFeatures,
  StepResponse,
  TutorResponse,
  TutorStreamDelta,
} from "../../../contracts/tutor";
import { MAX_NEW_CONVERSATION_STUDENT_MESSAGES } from "../../../contracts/tutor-limits";
import { ApiError, errorCodeOf, isMobileBrowser, streamRequest } from "../../lib/request";

/** A tutor call's reply (src/contracts/tutor.ts); an Interactive Tutor reply adds the step fields. */
export type TutorCallResult = TutorResponse &
  Partial<Pick<StepResponse, "currentStep" | "totalSteps" | "isComplete" | "stepDescription">>;

export interface TutorCallInput {
  mode: TutorMode;
  level: CourseLevel;
  problem: string;
  history: ChatMessage[];
  studentWork: string;
  studentWorkImage: File | null;
  problemInWork: boolean;
  perFeatures: PerFeatures;
  sessionId?: string;
}

/** Mobile tutor calls make up to 3 attempts; desktop 1. */
export const MOBILE_ATTEMPTS = 3;

/** A failure shown as a toast: title and description, and what its button offers, if anything. */
export class TutorCallError extends Error {
  constructor(
    readonly title: string,
    message: string,
    readonly isSessionLimit = false,
    readonly offers: "start-free-trial" | null = null,
  ) {
    super(message);
  }
}

/** The toast of a tutor call made before the free trial was started. */
export const START_TRIAL_FIRST_TITLE = "Start your free trial first";

const MODE_ERROR_TITLES: Record<TutorMode, string> = {
  solve: "Problem Solver Error",
  concept: "Concept Coach Error",
  step: "Interactive Tutor Error",
  analyze: "Work Analysis Error",
};

const MODE_DEFAULT_MESSAGES: Partial<Record<TutorMode, string>> = {
  step: "Failed to get step-by-step guidance. Please try again.",
  analyze: "Failed to analyze your work. Please try again.",
};

const MOBILE_UNAVAILABLE: Partial<Record<TutorMode, string>> = {
  solve: "Problem Solver temporarily unavailable on mobile. Try Interactive Tutor instead.",
  concept: "Concept Coach temporarily unavailable on mobile. Try Interactive Tutor instead.",
};

const NETWORK_MESSAGE = "Network issue on mobile. Please check your connection and try again.";

/** Whether an error is the server's answer that a plan is needed: no session left (never retried). */
export function isSessionLimitError(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && (UPGRADE_ERROR_CODES as readonly string[]).includes(code);
}

function isNetworkOrTimeout(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof Error && error.message.startsWith("Request timeout"))
  );
}

function endpointOf(mode: TutorMode): string {
  return `/api/tutor/${mode}`;
}

/**
 * The history that starts a conversation the server does not have yet (one kept only in this
 * browser): the server takes only the student's side, and at most a session's worth of it, so the
 * first question and the latest messages go.
 */
function newConversationHistory(history: ChatMessage[]): ChatMessage[] {
  const studentMessages = history.filter((message) => message.role === "user");
  if (studentMessages.length <= MAX_NEW_CONVERSATION_STUDENT_MESSAGES) return history;
  return [studentMessages[0], ...studentMessages.slice(1 - MAX_NEW_CONVERSATION_STUDENT_MESSAGES)];
}

function bodyOf(input: TutorCallInput): unknown {
  const { mode, level, perFeatures, sessionId } = input;
  if (mode === "solve") return { topic: "Physics", level, problem: input.problem, perFeatures, sessionId };
  if (mode === "concept" || mode === "step") {
    const kept = sessionId ? input.history : newConversationHistory(input.history);
    // Only what was said goes back: a reply's diagram and verification mark are the server's own.
    const history = kept.map(({ role, content }) => ({ role, content }));
    return { topic: "Physics", level, history, perFeatures, sessionId };
  }
  if (input.studentWorkImage) {
    const form = new FormData();
    form.set("problem", input.problem);
    form.set("studentWork", input.studentWork);
    form.set("level", level);
    form.set("perFeatures", JSON.stringify(perFeatures));
    form.set("problemInWork", String(input.problemInWork));
    if (sessionId) form.set("sessionId", sessionId);
    form.set("studentWorkImage", input.studentWorkImage);
    return form;
  }
  return {
    problem: input.problem,
    studentWork: input.studentWork,
    level,
    perFeatures,
    problemInWork: input.problemInWork,
    sessionId,
  };
}

async function attempt(input: TutorCallInput, onDelta: (text: string) => void, signal: AbortSignal) {
  let final: TutorCallResult | undefined;
  let failure: (Partial<ErrorBody> & { message: string; status?: number }) | undefined;
  await streamRequest(
    "POST",
    endpointOf(input.mode),
    bodyOf(input),
    (event, payload) => {
      if (event === "delta") onDelta((payload as TutorStreamDelta).text);
      else if (event === "final") final = payload as TutorCallResult;
      else if (event === "error") failure = payload as typeof failure;
    },
    signal,
  );
  if (failure)
    throw new ApiError(failure.status ?? 500, `${failure.status ?? 500}: ${failure.message}`, failure);
  if (!final?.reply?.trim()) throw new Error("Empty response from server");
  return final;
}

/** The toast for a failed tutor call: title and text by mode, device and what went wrong. */
export function describeFailure(
  mode: TutorMode,
  error: unknown,
  mobile: boolean,
  attempts: number,
): TutorCallError {
  if (isSessionLimitError(error)) {
    const message = error instanceof ApiError ? (error.body?.message ?? error.message) : String(error);
    // No plan at all is not a limit reached: the student has not started the trial yet.
    if (errorCodeOf(error) === "NO_SUBSCRIPTION") {
      return new TutorCallError(START_TRIAL_FIRST_TITLE, message, true, "start-free-trial");
    }
    return new TutorCallError("Session Limit Reached", message, true);
  }
  const title = MODE_ERROR_TITLES[mode];
  if (error instanceof Error && error.message === "Empty response from server")
    return new TutorCallError(title, error.message);
  if (mobile && isNetworkOrTimeout(error) && (mode === "solve" || mode === "concept"))
    return new TutorCallError(title, NETWORK_MESSAGE);
  if (mobile && attempts >= MOBILE_ATTEMPTS && MOBILE_UNAVAILABLE[mode]) {
    return new TutorCallError(title, MOBILE_UNAVAILABLE[mode] as string);
  }
  if (error instanceof ApiError) {
    // The server says what was wrong with the work sent ("images must be at most 10 MB").
    if (mode === "analyze")
      return new TutorCallError(
        title,
        error.body?.message ?? `Failed to analyze student work: ${error.status}`,
      );
    if (mode === "concept")
      return new TutorCallError(
        title,
        `API Error: ${error.status} ${STATUS_TEXTS[error.status] ?? "Error"} - ${error.body?.message ?? error.message}`,
      );
    return new TutorCallError(title, error.body?.message ?? MODE_DEFAULT_MESSAGES[mode] ?? error.message);
  }
  return new TutorCallError(
    title,
    MODE_DEFAULT_MESSAGES[mode] ?? (error instanceof Error ? error.message : String(error)),
  );
}

/** Reason phrases of the statuses the tutor calls answer with (streamed errors carry no status text). */
const STATUS_TEXTS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** Waits, unless the call is stopped first (then rejects with the stop's reason). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Calls the tutor for a mode, streaming the reply into onDelta. On mobile it retries up to
 * 3 attempts with 1 s × attempt back-off (onRetry: what the failed attempt streamed is void);
 * session-limit errors and a stop are never retried.
 */
export async function callTutor(
  input: TutorCallInput,
  onDelta: (text: string) => void,
  onRetry: () => void,
  signal: AbortSignal,
): Promise<TutorCallResult> {
  const mobile = isMobileBrowser();
  const attempts = mobile ? MOBILE_ATTEMPTS : 1;
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt(input, onDelta, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      if (isSessionLimitError(error) || attemptNumber >= attempts) {
        throw describeFailure(input.mode, error, mobile, attemptNumber);
      }
      onRetry();
      await pause(1000 * attemptNumber, signal);
    }
  }
}
