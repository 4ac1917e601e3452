/**
 * Refuses text with NUL characters anywhere in a request's address, query or JSON body: the
 * database cannot store them in text, so they would fail deep in a query as a 500 instead of
 * being named as bad input.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";
import { routeOf } from "./request-path";

/** The dotted path of the first string holding a NUL character, or undefined. */
function findNullCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return itemPath;
    const found = findNullCharacter(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * The tutor calls' own schemas drop NUL characters from the student's text (they come with text
 * pasted from some PDFs), so a pasted problem is read rather than refused. Matched on the route
 * the router reached, so no other call escapes the check through a spelling such as `/api/%74utor/`.
 */
function dropsNullCharacters(route: string): boolean {
  return route.startsWith("/api/tutor/") || route.startsWith("/api/assistant/");
}

/** Installs the check before validation of every route. */
export function registerNullCharacterCheck(app: FastifyInstance) {
  app.addHook("preHandler", async (request) => {
    const found =
      findNullCharacter(request.params, "") ??
      findNullCharacter(request.query, "") ??
      (Buffer.isBuffer(request.body) || dropsNullCharacters(routeOf(request))
        ? undefined
        : findNullCharacter(request.body, ""));
    if (found !== undefined) {
      throw new AppError(400, "VALIDATION_ERROR", `${found || "body"}: must not contain NUL characters`);
    }
  });
}
