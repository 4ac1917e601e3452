/**
 * Role guards by path: one table decides which roles may call which API areas, checked
 * before any route runs (unknown paths inside a guarded area are guarded too).
 */
import type { FastifyInstance } from "fastify";
import type { Role } from "../db/schema";
import { forbidden } from "../http/errors";

export const ROLE_GUARDS: { pathPrefix: string; roles: Role[] }[] = [
  { pathPrefix: "/api/admin", roles: ["admin"] },
  { pathPrefix: "/api/users", roles: ["developer", "admin"] },
  { pathPrefix: "/api/analytics", roles: ["developer", "admin"] },
  { pathPrefix: "/api/assistant/memory/debug", roles: ["developer", "admin"] },
  // A user's stored conversations: never readable by another student.
  { pathPrefix: "/api/assistant/thread", roles: ["developer", "admin"] },
];

function decodePath(url: string): string {
  const pathname = url.split("?")[0];
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The roles allowed on a path (percent-encoding decoded, as the router does), or undefined when not guarded. */
export function rolesForPath(url: string): Role[] | undefined {
  const pathname = decodePath(url)
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  return ROLE_GUARDS.find(
    (guard) => pathname === guard.pathPrefix || pathname.startsWith(`${guard.pathPrefix}/`),
  )?.roles;
}

/** Installs the guard table as an onRequest hook. */
export function registerRoleGuards(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    // Both the route the router matched and the decoded path are checked, so no spelling of a
    // guarded path ("/api/%61dmin/...") reaches a handler unguarded.
    const roles = rolesForPath(request.routeOptions.url ?? "") ?? rolesForPath(request.url);
    if (!roles) return;
    const current = await request.requireUser();
    if (!roles.includes(current.role)) throw forbidden();
  });
}
