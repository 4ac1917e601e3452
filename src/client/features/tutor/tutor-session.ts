/**
 * The tutor session kept in local storage (tutor-experience.md sections 3 and 4): the current
 * session, restored on load, and the history of the latest 20 saved sessions.
 */
import { COURSE_LEVELS, type CourseLevel, TUTOR_MODES, type TutorMode } from "../../../contracts/taxonomy";
import type { ChatMessage, Verification } from "../../../contracts/tutor";

export const CURRENT_SESSION_KEY = "vector-current-session";
export const SESSION_HISTORY_KEY = "vector-session-history";
export const SESSION_HISTORY_LIMIT = 20;
export const DEFAULT_TOTAL_STEPS = 5;
export const FIRST_STEP_HINT = "Think about what physical principles apply to this situation";
/**
 * The shape of a stored session. Records written before versions existed read as version 0 and
 * are brought up to date by `readSessionRecord`; raise this when the shape changes.
 */
export const SESSION_SCHEMA_VERSION = 1;

/** A message as stored: the reply keeps the physics engine's verdict on it. */
export interface StoredMessage extends ChatMessage {
  verification?: Verification;
}

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
  history: StoredMessage[];
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
/** The storage the tutor's sessions are read from and written to. */
export type AccountStorage = Storage;

/** The key under which one account's copy of `key` is kept. */
export function accountKey(key: string, userId: string): string {
  return `${key}:${userId}`;
}

/**
 * One account's part of the browser's storage: the current session and the history are kept
 * under keys that carry the account's id, so another student signing in at the same browser
 * sees none of them. Sessions stored before keys carried an account (no owner) are adopted by
 * the first account that opens the tutor, so nothing a student wrote is lost.
 */
export function accountStorage(storage: Storage, userId: string): Storage {
  for (const key of [CURRENT_SESSION_KEY, SESSION_HISTORY_KEY]) {
    const unowned = storage.getItem(key);
    if (unowned === null) continue;
    if (storage.getItem(accountKey(key, userId)) === null) storage.setItem(accountKey(key, userId), unowned);
    storage.removeItem(key);
  }
  return {
    getItem: (key) => storage.getItem(accountKey(key, userId)),
    setItem: (key, value) => storage.setItem(accountKey(key, userId), value),
    removeItem: (key) => storage.removeItem(accountKey(key, userId)),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const VERIFICATION_STATUSES: readonly string[] = ["verified", "disagrees", "not-checked"];

function readVerification(value: unknown): Verification | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.status !== "string" || !VERIFICATION_STATUSES.includes(value.status)) return undefined;
  if (typeof value.note !== "string") return undefined;
  // Anything else the verdict carries (the engine's answer, a report) is kept as written.
  return value as unknown as Verification;
}

function readMessage(value: unknown): StoredMessage | null {
  if (!isObject(value)) return null;
  if (value.role !== "user" && value.role !== "assistant") return null;
  if (typeof value.content !== "string") return null;
  const verification = value.role === "assistant" ? readVerification(value.verification) : undefined;
  return verification
    ? { role: value.role, content: value.content, verification }
    : { role: value.role, content: value.content };
}

function readProgress(value: unknown): StepProgress {
  if (!isObject(value)) return EMPTY_PROGRESS;
  const whole = (field: unknown, fallback: number) =>
    typeof field === "number" && Number.isInteger(field) && field >= 0 ? field : fallback;
  return {
    completed: value.completed === true,
    currentStep: whole(value.currentStep, 0),
    totalSteps: whole(value.totalSteps, DEFAULT_TOTAL_STEPS) || DEFAULT_TOTAL_STEPS,
    nextHint: typeof value.nextHint === "string" ? value.nextHint : "",
  };
}

/**
 * A stored session read through the one schema of every version (null when it is not one): a
 * record from before versions existed (version 0) has the same fields, so it reads as version 1.
 * A message that is not a message makes the whole record unreadable rather than a different
 * conversation.
 */
export function readSessionRecord(value: unknown): TutorSessionRecord | null {
  if (!isObject(value)) return null;
  const version = value.version ?? 0;
  if (version !== 0 && version !== SESSION_SCHEMA_VERSION) return null;
  if (typeof value.id !== "string" || !value.id) return null;
  if (typeof value.mode !== "string" || !(TUTOR_MODES as readonly string[]).includes(value.mode)) return null;
  if (typeof value.problemText !== "string" || !Array.isArray(value.history)) return null;
  const history: StoredMessage[] = [];
  for (const entry of value.history) {
    const message = readMessage(entry);
    if (!message) return null;
    history.push(message);
  }
  const level =
    typeof value.level === "string" && (COURSE_LEVELS as readonly string[]).includes(value.level)
      ? (value.level as CourseLevel)
      : "";
  return {
    id: value.id,
    mode: value.mode as TutorMode,
    topic: typeof value.topic === "string" ? value.topic : "Physics",
    level,
    problemText: value.problemText,
    history,
    progress: readProgress(value.progress),
    updatedAt: typeof value.updatedAt === "number" ? value.updatedAt : 0,
    ...(typeof value.serverSessionId === "string" && value.serverSessionId
      ? { serverSessionId: value.serverSessionId }
      : {}),
  };
}

/** The stored form of a session: the record stamped with its schema version. */
function stored(session: TutorSessionRecord) {
  return { version: SESSION_SCHEMA_VERSION, ...session };
}

/** The saved current session, or null when there is none or it is unreadable. */
export function loadCurrentSession(storage: Storage): TutorSessionRecord | null {
  try {
    return readSessionRecord(JSON.parse(storage.getItem(CURRENT_SESSION_KEY) ?? "null"));
  } catch {
    return null;
  }
}

/** Saves the current session. */
export function saveCurrentSession(storage: Storage, session: TutorSessionRecord) {
  storage.setItem(CURRENT_SESSION_KEY, JSON.stringify(stored(session)));
}

/** Forgets the current session (a reset). */
export function clearCurrentSession(storage: Storage) {
  storage.removeItem(CURRENT_SESSION_KEY);
}

/** The saved sessions, newest first. */
export function loadSessionHistory(storage: Storage): TutorSessionRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_HISTORY_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readSessionRecord).filter((entry): entry is TutorSessionRecord => entry !== null);
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
  storage.setItem(SESSION_HISTORY_KEY, JSON.stringify(history.map(stored)));
  return history;
}

/** The export form of a session: the session with its export date and format version. */
export function exportedSession(session: TutorSessionRecord, now: Date) {
  return { ...session, exportDate: now.toISOString(), version: "1.0" };
}
