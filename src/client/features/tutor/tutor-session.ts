/**
 * The tutor session kept in local storage (tutor-experience.md sections 3 and 4): the current
 * session, restored on load, and the history of the latest 20 saved sessions.
 */

import type { Diagram } from "../../../contracts/diagram";
import { DIAGRAM_KINDS } from "../../../contracts/diagram-kinds";
import { COURSE_LEVELS, type CourseLevel, TUTOR_MODES, type TutorMode } from "../../../contracts/taxonomy";
import { attributionLine, type ProblemAttribution } from "../../../contracts/textbook";
import type { ChatMessage, Verification } from "../../../contracts/tutor";

export const CURRENT_SESSION_KEY = "vector-current-session";
export const SESSION_HISTORY_KEY = "vector-session-history";
export const SESSION_HISTORY_LIMIT = 20;
export const DEFAULT_TOTAL_STEPS = 5;
export const FIRST_STEP_HINT = "Think about what physical principles apply to this situation";
/**
 * The shape of a stored session. Records written before versions existed read as version 0 and
 * are brought up to date by `readSessionRecord`; raise this when the shape changes.
 * Version 2: an imported problem's source is kept beside its text (`problemSource`), no longer
 * as a line at the end of it.
 */
export const SESSION_SCHEMA_VERSION = 2;

/** A message as stored: the reply keeps the physics engine's verdict on it and its diagram. */
export interface StoredMessage extends ChatMessage {
  verification?: Verification;
  diagram?: Diagram;
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
  /** Where an imported problem comes from, shown beside it and kept out of what the tutor reads. */
  problemSource?: ProblemAttribution;
  /**
   * Work Analysis: the solution the student typed, kept before it is sent so that a reload or a
   * slip of navigation does not lose it, and whether the problem is stated within it. Absent in
   * records written before they were kept (read as no work, the problem separate).
   */
  studentWork?: string;
  problemInWork?: boolean;
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

const DIAGRAM_KIND_NAMES: readonly string[] = DIAGRAM_KINDS;

function readDiagram(value: unknown): Diagram | undefined {
  if (!isObject(value) || typeof value.kind !== "string" || !DIAGRAM_KIND_NAMES.includes(value.kind))
    return undefined;
  if (typeof value.title !== "string" || typeof value.description !== "string") return undefined;
  // The rest is drawn as written; a drawing that cannot use it shows nothing rather than fail.
  return value as unknown as Diagram;
}

function readMessage(value: unknown): StoredMessage | null {
  if (!isObject(value)) return null;
  if (value.role !== "user" && value.role !== "assistant") return null;
  if (typeof value.content !== "string") return null;
  const verification = value.role === "assistant" ? readVerification(value.verification) : undefined;
  const diagram = value.role === "assistant" ? readDiagram(value.diagram) : undefined;
  return {
    role: value.role,
    content: value.content,
    ...(verification ? { verification } : {}),
    ...(diagram ? { diagram } : {}),
  };
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

function readAttribution(value: unknown): ProblemAttribution | undefined {
  if (!isObject(value)) return undefined;
  const text = (field: unknown) => typeof field === "string";
  const whole = (field: unknown) => typeof field === "number" && Number.isInteger(field);
  const textOrNull = (field: unknown) => field === null || typeof field === "string";
  const valid =
    text(value.book) &&
    text(value.publisher) &&
    whole(value.chapter) &&
    text(value.chapterTitle) &&
    whole(value.number) &&
    text(value.license) &&
    textOrNull(value.licenseUrl) &&
    textOrNull(value.url) &&
    text(value.text);
  return valid ? (value as unknown as ProblemAttribution) : undefined;
}

const LICENSE_URLS: Readonly<Record<string, string>> = {
  "CC BY 4.0": "https://creativecommons.org/licenses/by/4.0/",
};

// The source line that versions 0 and 1 wrote under an imported problem:
// "\n\n*<book> (<publisher>), chapter <n>, problem <m>.[ <license>.] <text>*".
const SOURCE_LINE =
  /\n\n\*([^*\n]+) \(([^()*\n]+)\), chapter (\d+), problem (\d+)\.(?: (CC BY[^*\n]*?\d)\.)? ([^*\n]+)\*\s*$/;

/**
 * A problem text of versions 0 and 1 split into the problem and the source line written under it,
 * read back into an attribution (its chapter title was not in the line, so it stays empty).
 */
export function splitSourceLine(problemText: string): { text: string; source?: ProblemAttribution } {
  const match = SOURCE_LINE.exec(problemText);
  if (!match) return { text: problemText };
  const [line, book, publisher, chapter, number, license = "", sourceText] = match;
  const source: ProblemAttribution = {
    book,
    publisher,
    chapter: Number(chapter),
    chapterTitle: "",
    number: Number(number),
    license,
    licenseUrl: LICENSE_URLS[license] ?? null,
    url: /^Access for free at (https:\/\/\S+)$/.exec(sourceText)?.[1] ?? null,
    text: sourceText,
  };
  // Only a line that reads back exactly as it was written is taken for a source line.
  if (`\n\n*${attributionLine(source)}*` !== line.trimEnd()) return { text: problemText };
  return { text: problemText.slice(0, match.index), source };
}

/** A version 0 or 1 record brought to version 2: the source line moves out of the problem text. */
function withSourceLineMoved(record: TutorSessionRecord): TutorSessionRecord {
  const { text, source } = splitSourceLine(record.problemText);
  if (!source) return record;
  // The conversation's first message repeats the problem as it was sent.
  const history = record.history.map((message, index) =>
    index === 0 && message.role === "user" && message.content.trim() === record.problemText.trim()
      ? { ...message, content: text.trim() }
      : message,
  );
  return { ...record, problemText: text, history, problemSource: source };
}

/**
 * A stored session read through the one schema of every version (null when it is not one): a
 * record from before versions existed (version 0) has the same fields as version 1; both are
 * brought to version 2 by moving an imported problem's source line out of its text.
 * A message that is not a message makes the whole record unreadable rather than a different
 * conversation.
 */
export function readSessionRecord(value: unknown): TutorSessionRecord | null {
  if (!isObject(value)) return null;
  const version = value.version ?? 0;
  if (version !== 0 && version !== 1 && version !== SESSION_SCHEMA_VERSION) return null;
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
  const problemSource = readAttribution(value.problemSource);
  const record: TutorSessionRecord = {
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
    ...(problemSource ? { problemSource } : {}),
    ...(typeof value.studentWork === "string" && value.studentWork ? { studentWork: value.studentWork } : {}),
    ...(value.problemInWork === true ? { problemInWork: true } : {}),
  };
  return version === SESSION_SCHEMA_VERSION ? record : withSourceLineMoved(record);
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
