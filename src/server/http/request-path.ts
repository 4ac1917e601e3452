/**
 * The path a request reaches, for checks that depend on it (limits, the NUL check, no-store).
 * The router decodes percent-escapes, so `/api/%74utor/solve` reaches `/api/tutor/solve`: a check
 * that read the raw URL would not see the call it guards. Checks match on the route the router
 * chose or, for wildcard routes and unknown paths, on the normalised path below.
 */
import type { FastifyRequest } from "fastify";

/**
 * The path of a URL with each segment percent-decoded and lower-cased, `.` and `..` segments
 * resolved and empty segments (repeated or trailing slashes) dropped: every spelling of one address
 * gives one path. An encoded slash (`%2F`) stays inside its segment, as the router keeps it.
 */
export function normalisedPath(url: string): string {
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments: string[] = [];
  for (const rawSegment of rawPath.split("/")) {
    const segment = decodeSegment(rawSegment).toLowerCase();
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route a request reached: the router's pattern for a specific route, else its normalised path. */
export function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined && !route.includes("*")) return route;
  return normalisedPath(request.url);
}

/** Whether a request is an API call (under /api), however its address is spelled. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = routeOf(request);
  return path === "/api" || path.startsWith("/api/");
}
