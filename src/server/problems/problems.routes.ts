/**
 * POST /api/generate-problems: 3 to 5 distinct problems from the engine's bank for a topic,
 * subtopic and course level, or up to 10 from the Extended Problem Library. It costs no session
 * and is limited per student.
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  type GeneratedProblemCard,
  generatedProblemListSchema,
  generateProblemsRequestSchema,
} from "../../contracts/problems";
import { COURSE_LEVELS, type CourseLevel } from "../../contracts/taxonomy";
import { generateProblems } from "../../physics/engine";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { requirePlanFeature } from "../plan-features/require-plan-feature";
import { rememberGeneratedProblems } from "./generated-problems";

/** Problem sets a student may draw per minute. */
export const GENERATE_PROBLEMS_PER_MINUTE = { windowSeconds: 60, max: 20 };
/** Problem sets a student may draw per day. */
export const GENERATE_PROBLEMS_PER_DAY = { windowSeconds: 24 * 60 * 60, max: 300 };

/** Largest set of the Extended Problem Library. */
const EXTENDED_SET_SIZE = 10;

/**
 * The Extended Problem Library: the standard set, then problems of the same subtopic from the
 * harder course levels (a high-school student also gets algebra- and calculus-based ones), up to 10
 * distinct problems.
 */
function extendedProblemSet(
  request: { topic: string; subtopic: string; courseLevel: string },
  standard: GeneratedProblemCard[],
): GeneratedProblemCard[] {
  const problems = [...standard];
  const statements = new Set(problems.map((problem) => problem.content));
  const harderLevels = COURSE_LEVELS.slice(COURSE_LEVELS.indexOf(request.courseLevel as CourseLevel));
  for (let round = 0; round < 4 && problems.length < EXTENDED_SET_SIZE; round++) {
    for (const courseLevel of harderLevels) {
      const drawn = generateProblems({ ...request, courseLevel, seed: randomInt(0, 2 ** 32 - 1) });
      if (!drawn.ok) continue;
      for (const problem of drawn.problems) {
        if (problems.length === EXTENDED_SET_SIZE || statements.has(problem.content)) continue;
        statements.add(problem.content);
        problems.push(problem);
      }
    }
  }
  return problems;
}

/** Registers the problem routes. */
export async function registerProblemRoutes(fastify: FastifyInstance, options: { db: Database }) {
  const app = withReplyContracts(fastify);
  app.post("/api/generate-problems", answers(generatedProblemListSchema), async (request) => {
    const student = await request.requireUser();
    // Every call stores the problems it drew, so calls are limited per student.
    await consumeRateLimit(options.db, `vector:generate-problems:${student.id}`, {
      ...GENERATE_PROBLEMS_PER_MINUTE,
      message: "Too many problem sets in a minute; please wait a moment and try again",
    });
    await consumeRateLimit(options.db, `vector:generate-problems-day:${student.id}`, {
      ...GENERATE_PROBLEMS_PER_DAY,
      message: `You have drawn ${GENERATE_PROBLEMS_PER_DAY.max} problem sets today, the daily limit; please try again tomorrow`,
    });
    const { library, ...body } = parseInput(generateProblemsRequestSchema, request.body);
    const result = generateProblems({ ...body, seed: randomInt(0, 2 ** 32 - 1) });
    if (!result.ok) {
      throw new AppError(400, "VALIDATION_ERROR", `${result.error.field}: ${result.error.message}`);
    }
    let problems = result.problems;
    if (library === "extended") {
      await requirePlanFeature(options.db, student.id, "extended-problem-library");
      problems = extendedProblemSet(body, problems);
    }
    await rememberGeneratedProblems(options.db, problems);
    return problems;
  });
}
