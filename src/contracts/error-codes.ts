/**
 * The one list of error codes an API answer may carry in its `{ message, code }` body
 * (ARCHITECTURE.md section 7). The server's errors take their code from this list; the client
 * tells errors apart by these codes, never by the wording of a message. Kept free of zod so the
 * client can read it without the schema library (the body's schema is in ./errors).
 *
 * The sign-in library's own calls under /api/auth/* relay its codes as they are (for example
 * INVALID_EMAIL_OR_PASSWORD); the app's sign-in page shows their message and reads no code.
 */
export const ERROR_CODES = [
  // Bad requests (400, 413, 415)
  /** The request is wrong in a way no more specific code names. */
  "BAD_REQUEST",
  /** A field is missing or invalid; the message names the field. */
  "VALIDATION_ERROR",
  /** The body is not JSON, or is nested too deeply. */
  "INVALID_JSON",
  /** Multipart form data without a valid boundary, or cut short. */
  "MALFORMED_MULTIPART",
  /** The body is larger than the call accepts. */
  "BODY_TOO_LARGE",
  /** The body's content type is not one the call accepts. */
  "UNSUPPORTED_MEDIA_TYPE",
  /** An uploaded image over the size limit (`MAX_IMAGE_BYTES`, ./image-limits). */
  "IMAGE_TOO_LARGE",
  /** An uploaded file whose bytes are not a PNG, JPEG or WebP image. */
  "UNSUPPORTED_IMAGE",

  // Who may do what (401, 403)
  /** No signed-in session. */
  "UNAUTHORIZED",
  /** The signed-in user's role does not allow the call. */
  "FORBIDDEN",
  /** A state-changing call from a page of another origin. */
  "INVALID_ORIGIN",
  /** A payment webhook whose signature does not match its body. */
  "INVALID_SIGNATURE",
  /** A feature of a paid plan the student's plan does not include (the body names the feature). */
  "PLAN_FEATURE_REQUIRED",
  /** A call that needs the account's email address confirmed first (the free trial, when mail is on). */
  "EMAIL_NOT_VERIFIED",
  /** A failure of the sign-in library that came without a code of its own. */
  "AUTH_ERROR",

  // Not found (404)
  /** No such call or record. */
  "NOT_FOUND",
  /** No user with the id or email given. */
  "USER_NOT_FOUND",
  /** No textbook with the id given. */
  "BOOK_NOT_FOUND",
  /** The textbook has no chapter with the number given. */
  "CHAPTER_NOT_FOUND",
  /** The chapter has no problem with the number given. */
  "PROBLEM_NOT_FOUND",
  /** A textbook problem that is an interactive exercise shown only on OpenStax (the body gives its url). */
  "PROBLEM_ONLY_ON_OPENSTAX",
  /** This server takes no payments: checkout cannot be opened. */
  "PAYMENTS_NOT_CONFIGURED",
  /** The student has no paid plan, so there is no billing account to manage. */
  "NO_BILLING_ACCOUNT",
  /** The server was started without a built client. */
  "NO_CLIENT",

  // Plans and sessions (402, 409)
  /** Every session of the plan's allowance is used (requiresUpgrade). */
  "SESSION_LIMIT_REACHED",
  /** No subscription: a tutor call before the free trial (402, requiresUpgrade) or an admin change (409). */
  "NO_SUBSCRIPTION",
  /** The subscription has ended or is not usable now (requiresUpgrade). */
  "SUBSCRIPTION_ENDED",
  /** The free trial is once per student. */
  "TRIAL_ALREADY_USED",
  /** Cancel with no running paid plan, or resume with no cancelled plan still in its period (409). */
  "NO_PLAN_TO_CHANGE",
  /** Deleting data while a paid plan runs, without acknowledging it (the body names the plan). */
  "PAID_PLAN_RUNNING",
  /** A payment provider's subscription already linked to another student. */
  "SUBSCRIPTION_ALREADY_LINKED",
  /** The email is already on the test user whitelist. */
  "ALREADY_WHITELISTED",
  /** An adjustment that would leave fewer than zero sessions. */
  "WOULD_GO_BELOW_ZERO",
  /** A credit larger than the sessions used. */
  "CREDIT_EXCEEDS_USED",
  /** The conversation's previous message is still being answered. */
  "TURN_IN_PROGRESS",

  // Content that could not be made (422)
  /** No text could be read from a photo. */
  "NO_TEXT_FOUND",
  /** The engine ran out of its time budget reading the request; nothing was charged. */
  "TOO_LONG_TO_READ",

  // Limits (429)
  /** Too many calls in a window; Retry-After says when to try again. */
  "RATE_LIMITED",

  // The server or a service behind it (499, 5xx)
  /** The client went away before the answer was ready (never seen by a person). */
  "CLIENT_CLOSED",
  /** Something failed on our side; nothing more is said to the client. */
  "INTERNAL",
  /** The database cannot be reached for a moment; Retry-After says when to try again. */
  "DATABASE_UNAVAILABLE",
  /** The payment provider did not answer or refused. */
  "PAYMENT_PROVIDER_UNAVAILABLE",
  /** OpenStax could not be reached. */
  "OPENSTAX_UNREACHABLE",
  /** An OpenStax book source that could not be read. */
  "OPENSTAX_SOURCE_INVALID",
  /** Every engine worker is busy and the queue is full; try again shortly. */
  "ENGINE_BUSY",
  /** The tutor's model took too long. */
  "TUTOR_TIMEOUT",
  /** The model provider refused the server's credentials. */
  "PROVIDER_AUTH",
  /** The model provider is over its capacity or our quota. */
  "PROVIDER_BUSY",
  /** The model provider failed or could not be reached. */
  "PROVIDER_UNAVAILABLE",
  /** The model provider rejected the request. */
  "PROVIDER_REJECTED",
  /** The model answered with nothing. */
  "EMPTY_REPLY",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a value is one of the error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The codes of a 402 that asks the student to choose a plan (the body also says requiresUpgrade):
 * a client offers the plans instead of a retry.
 */
export const UPGRADE_ERROR_CODES = [
  "SESSION_LIMIT_REACHED",
  "NO_SUBSCRIPTION",
  "SUBSCRIPTION_ENDED",
] as const satisfies readonly ErrorCode[];
