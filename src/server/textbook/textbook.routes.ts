/**
 * GET /api/openstax/books and POST /api/openstax/import: the textbook list and problem import.
 * Both need a signed-in user; import costs no session and is limited per student.
 */
import type { FastifyInstance } from "fastify";
import {
  textbookImportRequestSchema,
  textbookImportResponseSchema,
  textbookListSchema,
} from "../../contracts/textbook-schemas";
import { consumeRateLimit } from "../http/rate-limit";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { importTextbookProblems, listTextbooks, type TextbookDependencies } from "./import-textbook-problems";

/** Textbook imports a student may make per minute. */
export const TEXTBOOK_IMPORTS_PER_MINUTE = { windowSeconds: 60, max: 10 };

/** Registers the textbook routes. */
export async function registerTextbookRoutes(fastify: FastifyInstance, dependencies: TextbookDependencies) {
  const app = withReplyContracts(fastify);
  app.get("/api/openstax/books", answers(textbookListSchema), async (request) => {
    await request.requireUser();
    return listTextbooks();
  });

  app.post("/api/openstax/import", answers(textbookImportResponseSchema), async (request) => {
    const student = await request.requireUser();
    // An import can fetch and parse whole chapters, so imports are limited per student.
    await consumeRateLimit(dependencies.db, `vector:openstax-import:${student.id}`, {
      ...TEXTBOOK_IMPORTS_PER_MINUTE,
      message: "Too many textbook imports in a minute; please wait a moment and try again",
    });
    const body = parseInput(textbookImportRequestSchema, request.body);
    return importTextbookProblems(dependencies, body);
  });
}
