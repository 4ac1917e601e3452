/**
 * GET /api/openstax/books and POST /api/openstax/import: the textbook list and problem import.
 * Both need a signed-in user; import costs no session.
 */
import type { FastifyInstance } from "fastify";
import {
  textbookImportRequestSchema,
  textbookImportResponseSchema,
  textbookListSchema,
} from "../../contracts/textbook-schemas";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { importTextbookProblems, listTextbooks, type TextbookDependencies } from "./import-textbook-problems";

/** Registers the textbook routes. */
export async function registerTextbookRoutes(fastify: FastifyInstance, dependencies: TextbookDependencies) {
  const app = withReplyContracts(fastify);
  app.get("/api/openstax/books", answers(textbookListSchema), async (request) => {
    await request.requireUser();
    return listTextbooks();
  });

  app.post("/api/openstax/import", answers(textbookImportResponseSchema), async (request) => {
    await request.requireUser();
    const body = parseInput(textbookImportRequestSchema, request.body);
    return importTextbookProblems(dependencies, body);
  });
}
