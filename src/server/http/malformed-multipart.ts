/**
 * Maps what the multipart parser throws on a broken body (no boundary, a boundary too long, a
 * body cut short) to a 400 in the app's error shape: bad input from a client is never a 500.
 */
import { AppError } from "./errors";

/** The error to answer for a failure while reading a multipart body. */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  // The parser's own limits (a file too large, too many parts) already carry their 4xx status.
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) return error;
  return new AppError(
    400,
    "MALFORMED_MULTIPART",
    "body: the form data is malformed (check its boundary and that it is complete)",
  );
}
