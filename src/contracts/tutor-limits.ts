/**
 * The tutor calls' limits, read by the server's schemas (tutor.ts) and by the browser. Kept apart
 * from the schemas, free of zod, so the tutor screen does not load the schema library for them.
 */

/** Longest problem, message or piece of work accepted, in characters. */
export const MAX_TEXT_LENGTH = 20_000;
/** Most messages a conversation may carry in one request. */
export const MAX_HISTORY_MESSAGES = 200;
/** Interactive Tutor's default number of steps. */
export const DEFAULT_TOTAL_STEPS = 5;
/** In Concept Coach and Interactive Tutor, one session covers this many student messages. */
export const MESSAGES_PER_SESSION = 6;
/**
 * Most student messages a new conversation (no sessionId) may bring: what its first session pays
 * for. A longer one continues with its sessionId, each message then counted as it is sent.
 */
export const MAX_NEW_CONVERSATION_STUDENT_MESSAGES = MESSAGES_PER_SESSION;
