/** Converts between Fastify's request/reply and the Fetch API objects better-auth speaks. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "../../contracts/error-codes";

/** Fetch headers of a request, with the client address set by the server (never trusted from the client). */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === "x-vector-client-ip") continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set("x-vector-client-ip", request.ip);
  return headers;
}

/** A Fetch Request carrying the Fastify request's method, URL, headers and body. */
export function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const url = new URL(request.url, baseUrl);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers: toFetchHeaders(request),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Copies a Fetch Response (status, headers including every Set-Cookie, body) to the reply. */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  // The sign-in library names its wait X-Retry-After; clients and proxies read Retry-After.
  const wait = response.headers.get("x-retry-after");
  if (response.status === 429 && wait) reply.header("retry-after", wait);
  const body = await response.text();
  if (response.status >= 400) {
    return reply.type("application/json; charset=utf-8").send(inAppErrorShape(response.status, body));
  }
  return reply.send(body.length > 0 ? body : null);
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "VALIDATION_ERROR",
  429: "RATE_LIMITED",
};

/** An error from the sign-in library in the app's { message, code } shape, whatever it sent. */
function inAppErrorShape(status: number, body: string): { message: string; code: string } {
  let parsed: { message?: unknown; code?: unknown } = {};
  try {
    const value = JSON.parse(body);
    if (value && typeof value === "object") parsed = value;
  } catch {
    // Not JSON: keep the defaults below.
  }
  const message =
    status < 500 && typeof parsed.message === "string" && parsed.message.trim()
      ? parsed.message
      : status === 429
        ? "Too many attempts; please wait a minute and try again"
        : status >= 500
          ? "Something went wrong on our side"
          : "The sign-in request could not be completed";
  const code =
    typeof parsed.code === "string" && parsed.code ? parsed.code : (CODE_BY_STATUS[status] ?? "AUTH_ERROR");
  return { message, code };
}
