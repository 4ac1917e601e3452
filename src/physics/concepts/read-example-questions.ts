/**
 * Reads the bank of example student questions from content/example-questions: one JSON Lines
 * file a subtopic (`<area>/<subtopic>.jsonl`), one question a line with the page it belongs to and
 * the set it was written in. Every line is checked; a bad line is named by file and line number.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The folder of the example questions in this checkout. */
export const EXAMPLE_QUESTIONS_FOLDER = fileURLToPath(
  new URL("../../../content/example-questions/", import.meta.url),
);

/** The sets the questions were written in, 1 to 5; see the folder's README for what each holds. */
export const EXAMPLE_QUESTION_SETS = [1, 2, 3, 4, 5] as const;

const exampleQuestionSchema = z.strictObject({
  page: z
    .string({ error: "must be a page id such as kinematics.free-fall" })
    .regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, {
      error: "must be a page id such as kinematics.free-fall",
    }),
  set: z.union(
    EXAMPLE_QUESTION_SETS.map((set) => z.literal(set)),
    { error: "must be a set number from 1 to 5" },
  ),
  question: z.string({ error: "must be the question as text" }).trim().min(1, "is empty"),
});

/** One example question of the bank. */
export type ExampleQuestion = z.infer<typeof exampleQuestionSchema>;

/** The example questions cannot be read: every problem, each naming its file and line. */
export class ExampleQuestionsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The example questions have ${problems.length} problem(s):\n${problems.join("\n")}`);
    this.name = "ExampleQuestionsError";
    this.problems = problems;
  }
}

/**
 * Every example question of a folder, file by file in path order and line by line; `pageIds`
 * are the library's pages, which each question must name, and whose subtopic must be its file's.
 */
export function readExampleQuestions(
  pageIds: ReadonlySet<string>,
  folder: string = EXAMPLE_QUESTIONS_FOLDER,
): ExampleQuestion[] {
  const files = (readdirSync(folder, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".jsonl"))
    .sort();
  const problems: string[] = [];
  const questions: ExampleQuestion[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const shown = path.relative(process.cwd(), path.join(folder, file));
    const subtopic = path.basename(file, ".jsonl");
    const lines = readFileSync(path.join(folder, file), "utf8").split(/\r?\n/);
    for (const [index, line] of lines.entries()) {
      if (line.trim() === "") continue;
      const where = `${shown}:${index + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        problems.push(`${where}: not a JSON object; write {"page": "...", "set": 1, "question": "..."}`);
        continue;
      }
      const parsed = exampleQuestionSchema.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(
            `${where}: ${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`,
          );
        continue;
      }
      const example = parsed.data;
      if (!pageIds.has(example.page))
        problems.push(`${where}: page: no concept page has the id ${example.page}`);
      else if (!example.page.startsWith(`${subtopic}.`))
        problems.push(
          `${where}: page: ${example.page} belongs in ${example.page.split(".")[0]}.jsonl, not ${subtopic}.jsonl`,
        );
      const earlier = seen.get(example.question);
      if (earlier) problems.push(`${where}: question: the same question is already at ${earlier}`);
      seen.set(example.question, where);
      questions.push(example);
    }
  }
  if (problems.length > 0) throw new ExampleQuestionsError(problems);
  return questions;
}
