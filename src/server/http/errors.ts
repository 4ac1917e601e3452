/**
 * Errors as values with a status, a code and a message for people. Every API error body is
 * { message, code } (plus requiresUpgrade where it applies); no stack trace leaves the server.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST") => new AppError(400, code, message);
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

/** Installs the JSON error handler and the 404 handler for /api paths. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...error.extra });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: describeZodError(error), code: "VALIDATION_ERROR" });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(statusCode).send({ message: "Something went wrong on our side", code: "INTERNAL" });
    }
    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply
        .status(413)
        .send({ message: "The file is too large: images must be at most 10 MB", code: "IMAGE_TOO_LARGE" });
    }
    const code = error.code ?? "BAD_REQUEST";
    const message =
      code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? "The request body is too large"
        : code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? "Unsupported content type"
          : code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.message.includes("JSON")
            ? "body: the request body is not valid JSON"
            : error.message;
    return reply.status(statusCode).send({ message, code });
  });
}
