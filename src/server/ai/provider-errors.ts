/**
 * Maps AI provider failures to clear messages for students, never exposing keys or raw bodies.
 */
import { APICallError, RetryError } from "ai";
import { AppError } from "../http/errors";

/** An AppError for a failed model call (timeout, rejection, overload, outage). */
export function toProviderError(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  if (timedOut) {
    return new AppError(504, "TUTOR_TIMEOUT", "The tutor took too long to answer. Please try again.");
  }
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ?? 0;
    if (status === 401 || status === 403) {
      return new AppError(
        502,
        "PROVIDER_AUTH",
        "The tutor's AI provider refused our credentials. Please tell support.",
      );
    }
    if (status === 429) {
      return new AppError(
        503,
        "PROVIDER_BUSY",
        "The tutor is very busy right now. Please try again in a minute.",
      );
    }
    if (status === 400 || status === 404 || status === 422) {
      return new AppError(502, "PROVIDER_REJECTED", "The tutor's AI provider could not handle this request.");
    }
    return new AppError(
      502,
      "PROVIDER_UNAVAILABLE",
      "The tutor's AI provider is unavailable. Please try again.",
    );
  }
  return new AppError(
    502,
    "PROVIDER_UNAVAILABLE",
    "The tutor's AI provider is unavailable. Please try again.",
  );
}
