/**
 * The problem bank registry: every template of the five topic areas, problem sets drawn for a
 * subtopic and level, and problems reproduced from their ids.
 *
 * A problem id is "<template id>~<level>~<seed>", e.g. "kinematics.braking-distance~algebra~12345":
 * the template, the level it was drawn for and the seed of its random sequence, so the id alone
 * reproduces the same problem on any server process.
 *
 * The `topic` of a generated problem is the display name of its subtopic ("Kinematics",
 * "Dynamics (Forces)"), the most specific label the client can show beside the title.
 */
import {
  COURSE_LEVELS,
  type CourseLevel,
  SUBTOPIC_IDS,
  type SubtopicId,
  subtopicName,
  TOPIC_IDS,
  topicOfSubtopic,
} from "../../contracts/taxonomy";
import { createRandom, type Random } from "../random";
import { electromagnetismTemplates } from "./electromagnetism/index";
import { mechanicsTemplates } from "./mechanics/index";
import { modernPhysicsTemplates } from "./modern-physics/index";
import { opticsTemplates } from "./optics/index";
import type { GeneratedProblem, ProblemTemplate } from "./template";
import { thermodynamicsTemplates } from "./thermodynamics/index";

/** Every template of the five topic areas, in taxonomy order. */
export const allTemplates: readonly ProblemTemplate[] = [
  ...mechanicsTemplates,
  ...thermodynamicsTemplates,
  ...electromagnetismTemplates,
  ...modernPhysicsTemplates,
  ...opticsTemplates,
];

/** A generated problem as the client lists it. */
export interface ProblemCard {
  id: string;
  title: string;
  /** The statement, markdown with $...$ LaTeX. */
  content: string;
  /** Display name of the subtopic, e.g. "Kinematics". */
  topic: string;
}

/** A problem reproduced from its id: what the client saw plus the whole worked problem. */
export interface BankProblem extends ProblemCard {
  templateId: string;
  subtopic: SubtopicId;
  level: CourseLevel;
  seed: number;
  problem: GeneratedProblem;
}

/** Why a problem set could not be made; `field` names the request field at fault. */
export interface GenerateProblemsError {
  code: "unknown-topic" | "unknown-subtopic" | "unknown-level" | "subtopic-not-in-topic" | "no-problems";
  field: "topic" | "subtopic" | "courseLevel";
  message: string;
}

/** Either the problems or an error for people; never thrown. */
export type GenerateProblemsResult =
  | { ok: true; problems: ProblemCard[] }
  | { ok: false; error: GenerateProblemsError };

/** What a problem set is drawn for. */
export interface GenerateProblemsRequest {
  topic: string;
  subtopic: string;
  courseLevel: string;
  seed: number;
}

const MINIMUM_PROBLEMS = 3;
const MAXIMUM_PROBLEMS = 5;
// Enough draws to find five distinct statements even when a subtopic has a single template.
const MAXIMUM_DRAWS = 25;
const MAXIMUM_SEED = 0xffffffff;
const ID_PATTERN = /^([a-z0-9-]+\.[a-z0-9-]+)~([a-z-]+)~(\d{1,10})$/;

const templatesById = new Map(allTemplates.map((template) => [template.id, template]));

/** Templates of a subtopic that suit a course level, in bank order. */
export function templatesFor(subtopic: string, level: string): ProblemTemplate[] {
  return allTemplates.filter(
    (template) => template.subtopic === subtopic && template.levels.some((entry) => entry === level),
  );
}

function isCourseLevel(level: string): level is CourseLevel {
  return COURSE_LEVELS.some((entry) => entry === level);
}

function isSubtopicId(subtopic: string): subtopic is SubtopicId {
  return SUBTOPIC_IDS.some((entry) => entry === subtopic);
}

/** The id of the problem a template draws at a level with a seed. */
export function problemId(templateId: string, level: CourseLevel, seed: number): string {
  return `${templateId}~${level}~${seed}`;
}

/** Runs a template; a template that fails to generate yields nothing rather than breaking the set. */
function generateSafely(
  template: ProblemTemplate,
  level: CourseLevel,
  seed: number,
): BankProblem | undefined {
  let problem: GeneratedProblem;
  try {
    problem = template.generate(createRandom(seed), level);
  } catch {
    return undefined;
  }
  return {
    id: problemId(template.id, level, seed),
    title: template.title,
    content: problem.statement,
    topic: subtopicName(template.subtopic) ?? template.subtopic,
    templateId: template.id,
    subtopic: template.subtopic,
    level,
    seed,
    problem,
  };
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = random.integer(0, index);
    [result[index], result[other]] = [result[other], result[index]];
  }
  return result;
}

function validateRequest(request: GenerateProblemsRequest): GenerateProblemsError | undefined {
  const { topic, subtopic, courseLevel } = request;
  if (!TOPIC_IDS.some((entry) => entry === topic)) {
    return { code: "unknown-topic", field: "topic", message: `Unknown topic area "${String(topic)}".` };
  }
  if (!isSubtopicId(subtopic)) {
    return {
      code: "unknown-subtopic",
      field: "subtopic",
      message: `Unknown subtopic "${String(subtopic)}".`,
    };
  }
  if (topicOfSubtopic(subtopic) !== topic) {
    return {
      code: "subtopic-not-in-topic",
      field: "subtopic",
      message: `The subtopic "${subtopic}" does not belong to the topic area "${topic}".`,
    };
  }
  if (!isCourseLevel(courseLevel)) {
    return {
      code: "unknown-level",
      field: "courseLevel",
      message: `Unknown course level "${String(courseLevel)}".`,
    };
  }
  return undefined;
}

/**
 * Draws 3 to 5 distinct problems of a subtopic at a course level; the seed makes the set
 * reproducible. Bad input gives an error result, never an exception.
 */
export function generateProblems(request: GenerateProblemsRequest): GenerateProblemsResult {
  const invalid = validateRequest(request);
  if (invalid) return { ok: false, error: invalid };
  const level = request.courseLevel as CourseLevel;
  const seed = Number.isFinite(request.seed) ? Math.abs(Math.trunc(request.seed)) % (MAXIMUM_SEED + 1) : 0;
  const random = createRandom(seed);
  // Shuffle so that sets with more than five templates vary from one request to the next.
  const templates = shuffled(templatesFor(request.subtopic, level), random);
  const problems: ProblemCard[] = [];
  const statements = new Set<string>();
  for (let draw = 0; draw < MAXIMUM_DRAWS && templates.length > 0; draw++) {
    if (problems.length === MAXIMUM_PROBLEMS) break;
    const template = templates[draw % templates.length];
    const generated = generateSafely(template, level, random.integer(1, MAXIMUM_SEED));
    if (!generated || statements.has(generated.content)) continue;
    statements.add(generated.content);
    problems.push({
      id: generated.id,
      title: generated.title,
      content: generated.content,
      topic: generated.topic,
    });
  }
  if (problems.length < MINIMUM_PROBLEMS) {
    return {
      ok: false,
      error: {
        code: "no-problems",
        field: "subtopic",
        message: `There are not enough problems for "${subtopicName(request.subtopic)}" at this level yet.`,
      },
    };
  }
  return { ok: true, problems };
}

/** Reproduces the problem an id names, or undefined for a malformed or unknown id. */
export function problemFromId(id: string): BankProblem | undefined {
  if (typeof id !== "string") return undefined;
  const match = ID_PATTERN.exec(id);
  if (!match) return undefined;
  const [, templateId, level, seedText] = match;
  const template = templatesById.get(templateId);
  const seed = Number(seedText);
  if (!template || !isCourseLevel(level) || seed > MAXIMUM_SEED) return undefined;
  if (!template.levels.includes(level)) return undefined;
  // A leading zero would name the same problem under a second id; accept only the canonical form.
  if (String(seed) !== seedText) return undefined;
  return generateSafely(template, level, seed);
}
