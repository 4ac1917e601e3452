/**
 * GET /api/openstax/books and POST /api/openstax/import: the textbook list and problem import.
 * Both need a signed-in user; import costs no session.
 */
import type { FastifyInstance } from "fastify";
import { parseInput } from "../http/validate";
import { importTextbookProblems, listTextbooks, type TextbookDependencies } from "./import-textbook-problems";
import { textbookImportRequestSchema } from "./textbook-request";

/** Registers the textbook routes. */
export async function registerTextbookRoutes(app: FastifyInstance, dependencies: TextbookDependencies) {
  app.get("/api/openstax/books", async (request) => {
    await request.requireUser();
    return listTextbooks();
  });

  app.post("/api/openstax/import", async (request) => {
    await request.requireUser();
    const body = parseInput(textbookImportRequestSchema, request.body);
    return importTextbookProblems(dependencies, body);
  });
}
