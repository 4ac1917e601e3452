/**
 * Errors as values with a status, a code and a message for people. Every API error body is
 * { message, code } with a code from the one list of src/contracts/error-codes.ts (plus the
 * details of src/contracts/errors.ts where they apply); no stack trace leaves the server.
 */
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import type { ErrorCode } from "../../contracts/error-codes";
import type { ErrorBody, ErrorDetails } from "../../contracts/errors";
import { MAX_IMAGE_SIZE_TEXT } from "../../contracts/image-limits";
import { tutorCallOverLimit } from "./tutor-call-count";

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorDetails = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = "BAD_REQUEST") =>
  new AppError(400, code, message);
export const unauthorized = () => new AppError(401, "UNAUTHORIZED", "Please sign in to continue");
export const forbidden = (message = "You do not have permission to do this") =>
  new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);

/** Describes the first problem of a zod error as "field: message". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.length > 0 ? issue.path.join(".") : "body";
  return `${field}: ${issue.message}`;
}

/** Connection failures of PostgreSQL: refused, dropped, shutting down or starting up. */
const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const DATABASE_DOWN_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether an error (or one it wraps, as the query builder does) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && DATABASE_DOWN_CODES.has(code)) return true;
    if (DATABASE_DOWN_MESSAGES.test(current.message.slice(0, 300))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 answered while the database cannot be reached (a charge taken before is given back). */
export const databaseUnavailable = () =>
  new AppError(
    503,
    "DATABASE_UNAVAILABLE",
    "Vector cannot reach its database for a moment; nothing was saved or charged for this request. Please try again in a few seconds.",
  );

/** Fields of an error that hold the data of a query (parameters, the row a constraint refused). */
const QUERY_DATA_FIELDS = new Set(["query", "params", "detail", "where", "internalQuery"]);
/** Causes followed when an error is logged. */
const MAX_LOGGED_CAUSES = 5;

/**
 * The logger's `err` serializer: an error's type, message, stack, its own plain fields and its
 * causes. A failed query's text and parameters never reach the logs (they hold session tokens,
 * students' messages and emails): the query error keeps only its stack, and its cause (the
 * database's own error) its code and message.
 */
export function serializeError(error: Error): LoggedError {
  return describeLoggedError(error, 0);
}

/** An error as the logs show it. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function describeLoggedError(error: Error, depth: number): LoggedError {
  const failedQuery = error instanceof DrizzleQueryError;
  const described: LoggedError = {
    type: error.constructor.name,
    message: failedQuery ? "Failed query (its text and parameters are not logged)" : error.message,
    stack: (failedQuery ? framesOf(error) : error.stack) ?? "",
  };
  for (const [field, value] of Object.entries(error)) {
    if (QUERY_DATA_FIELDS.has(field) || field === "cause") continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      described[field] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && depth < MAX_LOGGED_CAUSES) {
    described.cause = describeLoggedError(cause, depth + 1);
  }
  return described;
}

/** The call frames of an error's stack, without the message that heads it. */
function framesOf(error: Error): string | undefined {
  const stack = error.stack ?? "";
  const messageAt = stack.indexOf(error.message);
  return messageAt === -1 ? undefined : stack.slice(messageAt + error.message.length).trimStart();
}

/** Installs the JSON error handler and the 404 handler for /api paths. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler(async (thrown: FastifyError | AppError | ZodError, request, reply) => {
    // A tutor call over its per-account limit answers 429 whatever else is wrong with it (the
    // count runs alongside the turn's first steps).
    let error = ((await tutorCallOverLimit(request)) as AppError | undefined) ?? thrown;
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      error = databaseUnavailable();
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    }
    if (error instanceof AppError) {
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.extra));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(errorBody("VALIDATION_ERROR", describeZodError(error)));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(statusCode).send(errorBody("INTERNAL", "Something went wrong on our side"));
    }
    const { code, message } = describeFrameworkError(error, statusCode);
    return reply.status(statusCode).send(errorBody(code, message));
  });
}

/** An error body of the contract (src/contracts/errors.ts). */
function errorBody(code: ErrorCode, message: string, details: ErrorDetails = {}): ErrorBody {
  return { message, code, ...details };
}

/** The code of a 4xx with no code of ours, by its status. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "BODY_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** A 4xx of the framework or a plugin (their codes are FST_...), in the terms of our code list. */
export function describeFrameworkError(
  error: { code?: string; message: string },
  statusCode: number,
): { code: ErrorCode; message: string } {
  if (error.code === "FST_REQ_FILE_TOO_LARGE") {
    return {
      code: "IMAGE_TOO_LARGE",
      message: `The file is too large: images must be at most ${MAX_IMAGE_SIZE_TEXT}`,
    };
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return { code: "BODY_TOO_LARGE", message: "The request body is too large" };
  }
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return { code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported content type" };
  }
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.message.includes("JSON")) {
    return { code: "INVALID_JSON", message: "body: the request body is not valid JSON" };
  }
  return { code: CODE_BY_STATUS[statusCode] ?? "BAD_REQUEST", message: error.message };
}
