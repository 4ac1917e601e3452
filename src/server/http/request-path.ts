/**
 * The path a request reaches, for checks that depend on it (limits, the NUL check, no-store).
 * The router decodes percent-escapes, so `/api/%74utor/solve` reaches `/api/tutor/solve`: a check
 * that read the raw URL would not see the call it guards. Checks match on the route the router
 * chose or, for wildcard routes and unknown paths, on the normalised path below.
 */
import type { FastifyRequest } from "fastify";

/**
 * The path of a URL percent-decoded, lower-cased, with `.` and `..` segments resolved and empty
 * segments (repeated or trailing slashes) dropped: every spelling of one address gives one path.
 */
export function normalisedPath(url: string): string {
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = rawPath;
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
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
