/**
 * POST /api/generate-problems: 3 to 5 distinct problems from the engine's bank for a topic,
 * subtopic and course level. It costs no session.
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { generateProblemsRequestSchema } from "../../contracts/problems";
import { generateProblems } from "../../physics/engine";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { parseInput } from "../http/validate";
import { rememberGeneratedProblems } from "./generated-problems";

/** Registers the problem routes. */
export async function registerProblemRoutes(app: FastifyInstance, options: { db: Database }) {
  app.post("/api/generate-problems", async (request) => {
    await request.requireUser();
    const body = parseInput(generateProblemsRequestSchema, request.body);
    const result = generateProblems({ ...body, seed: randomInt(0, 2 ** 32 - 1) });
    if (!result.ok) {
      throw new AppError(400, "VALIDATION_ERROR", `${result.error.field}: ${result.error.message}`);
    }
    await rememberGeneratedProblems(options.db, result.problems);
    return result.problems;
  });
}
