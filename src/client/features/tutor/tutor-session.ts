/**
 * The tutor session kept in local storage (tutor-experience.md sections 3 and 4): the current
 * session, restored on load, and the history of the latest 20 saved sessions.
 */
import type { CourseLevel, TutorMode } from "../../../contracts/taxonomy";
import type { ChatMessage } from "../../../contracts/tutor";

export const CURRENT_SESSION_KEY = "vector-current-session";
export const SESSION_HISTORY_KEY = "vector-session-history";
export const SESSION_HISTORY_LIMIT = 20;
export const DEFAULT_TOTAL_STEPS = 5;
export const FIRST_STEP_HINT = "Think about what physical principles apply to this situation";

export interface StepProgress {
  completed: boolean;
  currentStep: number;
  totalSteps: number;
  nextHint: string;
}

export interface TutorSessionRecord {
  id: string;
  mode: TutorMode;
  topic: string;
  level: CourseLevel | "";
  problemText: string;
  history: ChatMessage[];
  progress: StepProgress;
  updatedAt: number;
  /** The server's conversation id, so a reload continues the same conversation. */
  serverSessionId?: string;
}

export const EMPTY_PROGRESS: StepProgress = {
  completed: false,
  currentStep: 0,
  totalSteps: DEFAULT_TOTAL_STEPS,
  nextHint: "",
};

/** The heading of the step progress: the step the student is on, or that every step is done. */
export function stepProgressLabel(progress: Pick<StepProgress, "completed" | "currentStep" | "totalSteps">) {
  if (!progress.completed) return `Step ${progress.currentStep} of ${progress.totalSteps}`;
  // Free-form problems are often a single step, and "All 1 steps" reads as a slip.
  return progress.totalSteps === 1 ? "The step is complete" : `All ${progress.totalSteps} steps complete`;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function isRecord(value: unknown): value is TutorSessionRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    typeof record.mode === "string" &&
    typeof record.problemText === "string" &&
    Array.isArray(record.history) &&
    typeof record.progress === "object"
  );
}

/** The saved current session, or null when there is none or it is unreadable. */
export function loadCurrentSession(storage: Storage): TutorSessionRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CURRENT_SESSION_KEY) ?? "null");
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves the current session. */
export function saveCurrentSession(storage: Storage, session: TutorSessionRecord) {
  storage.setItem(CURRENT_SESSION_KEY, JSON.stringify(session));
}

/** Forgets the current session (a reset). */
export function clearCurrentSession(storage: Storage) {
  storage.removeItem(CURRENT_SESSION_KEY);
}

/** The saved sessions, newest first. */
export function loadSessionHistory(storage: Storage): TutorSessionRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_HISTORY_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/** Adds (or refreshes) a session at the top of the history, keeping the latest 20. */
export function addToSessionHistory(storage: Storage, session: TutorSessionRecord): TutorSessionRecord[] {
  const history = [session, ...loadSessionHistory(storage).filter((entry) => entry.id !== session.id)].slice(
    0,
    SESSION_HISTORY_LIMIT,
  );
  storage.setItem(SESSION_HISTORY_KEY, JSON.stringify(history));
  return history;
}

/** The export form of a session: the session with its export date and format version. */
export function exportedSession(session: TutorSessionRecord, now: Date) {
  return { ...session, exportDate: now.toISOString(), version: "1.0" };
}
