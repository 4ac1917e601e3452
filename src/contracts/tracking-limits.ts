/**
 * Constants of the tracking dashboard and the debug pages that both the server schemas and the
 * browser read. Kept free of zod so the client bundle can import them without the schema library.
 */

/** Most users one search of the user selector returns. */
export const TRACKING_USER_SEARCH_LIMIT = 50;
/** Usage records per page of the API Usage tab unless asked otherwise. */
export const API_USAGE_PAGE_SIZE = 25;
/** Largest page of usage records that may be asked for. */
export const API_USAGE_MAX_PAGE_SIZE = 200;
/** Days the daily statistics cover unless asked otherwise. */
export const DAILY_STATS_DEFAULT_DAYS = 30;
/** Longest span of the daily statistics, in days. */
export const DAILY_STATS_MAX_DAYS = 366;
/** Conversations the thread call returns, the newest first. */
export const THREAD_CONVERSATION_LIMIT = 20;
/** Decimals of a cost in USD on the dashboard (section 9). */
export const COST_DECIMALS = 6;
/** The header a debug page sends so a developer's or admin's calls are recorded as debug usage. */
export const DEBUG_USAGE_HEADER = "x-vector-debug-usage";
/** The response header of a JSON tutor reply that names the brain and model that answered. */
export const TUTOR_BRAIN_HEADER = "x-vector-tutor-brain";
/** How long a debug page waits for a tutor call before aborting it (section 9). */
export const DEBUG_REQUEST_TIMEOUT_MS = 30_000;
