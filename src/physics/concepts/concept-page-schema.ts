/**
 * The schema of a concept page file (content/concept-pages/<area>/<subtopic>/<slug>.md) and its
 * reading into a `Concept`. A page is markdown: YAML front matter holds the title, keywords,
 * questions, challenge and misconceptions; the body holds the prose under fixed headings. Every
 * mistake is reported with the file, the field and what is wrong, so a teacher can fix a page
 * without reading code.
 */
import { load as loadYaml, YAMLException } from "js-yaml";
import { z } from "zod";
import { COURSE_LEVELS, SUBTOPIC_IDS, type SubtopicId, topicOfSubtopic } from "../../contracts/taxonomy";
import { isKnownUnit } from "../quantity/quantity";
import type { AnswerCheck, Concept, SocraticQuestion } from "./concept";

/** A page as its file gives it: the concept, and the everyday words that lead students to it. */
export interface ConceptPage {
  concept: Concept;
  /** Words and phrases students use for the page beyond its keywords, merged into them by the library. */
  studentWords: string[];
  /** Everyday objects and situations, as words, that point towards the page without naming it. */
  everydayCues?: string;
  /** Everyday phenomena, devices and situations a teacher explains with the page. */
  everydayPhenomena?: string[];
}

/** A concept page that cannot be read, with every problem found in it. */
export class ConceptPageError extends Error {
  readonly file: string;
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(problems.map((problem) => `${file}: ${problem}`).join("\n"));
    this.name = "ConceptPageError";
    this.file = file;
    this.problems = problems;
  }
}

/** The body's headings, in the order they are written, and the page field each fills. */
const BODY_SECTIONS = {
  "Key ideas": "keyIdeas",
  Intuition: "intuition",
  "Calculus idea": "calculusIdea",
  "Real world": "realWorld",
} as const;
type BodyHeading = keyof typeof BODY_SECTIONS;
type BodyField = (typeof BODY_SECTIONS)[BodyHeading];
const HEADING_OF_FIELD = Object.fromEntries(
  Object.entries(BODY_SECTIONS).map(([heading, field]) => [field, heading]),
) as Record<BodyField, BodyHeading>;

/** Text that says so when a number or a yes/no was written where words belong (YAML reads `0` and `true` as such). */
const text = z.string({
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? "is missing"
      : `must be text; put ${JSON.stringify(issue.input)} in quotes`,
});
const filledText = text.trim().min(1, "is empty");
/** A word or phrase looked for in an answer. */
const phrase = text.min(1, "is an empty phrase");
/** A list, said to be missing when it is not there at all. */
function listOf<Item extends z.ZodType>(item: Item, what: string) {
  return z.array(item, {
    error: (issue) => (issue.input === undefined || issue.input === null ? "is missing" : `must be ${what}`),
  });
}
const phraseGroup = listOf(phrase, "a list of phrases, like [zero, '0', none]").min(1, "is an empty group");

const numberCheckSchema = z
  .strictObject({
    number: z.number({ error: "must be a number" }),
    unit: text.refine(isKnownUnit, {
      error: (issue) => `is not a unit the engine knows: ${JSON.stringify(issue.input)}`,
    }),
    tolerance: z.number({ error: "must be a number, such as 0.05 for 5 %" }).positive().max(0.3).optional(),
  })
  .transform(
    ({ number, unit, tolerance }): AnswerCheck => ({
      kind: "numeric",
      expected: { value: number, unit },
      tolerance: tolerance ?? 0.05,
    }),
  );

const phrasesCheckSchema = z
  .strictObject({
    phrases: listOf(phraseGroup, "a list of phrase groups").min(1, "needs at least one group"),
    atLeast: z.int({ error: "must be a whole number" }).positive().optional(),
    reject: listOf(phrase, "a list of phrases").optional(),
  })
  .refine((check) => check.atLeast === undefined || check.atLeast <= check.phrases.length, {
    error: "asks for more groups than there are",
    path: ["atLeast"],
  })
  .transform(
    ({ phrases, atLeast, reject }): AnswerCheck => ({
      kind: "keywords",
      groups: phrases,
      ...(atLeast === undefined ? {} : { minimumGroups: atLeast }),
      ...(reject === undefined ? {} : { reject }),
    }),
  );

/** A check is on a number with a unit when it says `number` or `unit`, else on phrases. */
const answerCheckSchema = z.unknown().pipe(
  z.custom<AnswerCheck>().transform((value, context) => {
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    if (!isObject) {
      context.addIssue({ code: "custom", message: "must be either number and unit, or phrases" });
      return z.NEVER;
    }
    const schema = "number" in value || "unit" in value ? numberCheckSchema : phrasesCheckSchema;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }),
);

const questionSchema = z
  .strictObject({
    prompt: filledText,
    check: answerCheckSchema,
    answer: filledText,
    followUp: filledText,
    hint: filledText,
    levels: z.array(z.enum(COURSE_LEVELS)).min(1).optional(),
  })
  .transform(
    ({ levels, ...question }): SocraticQuestion => ({
      ...question,
      ...(levels === undefined ? {} : { levels }),
    }),
  );

const misconceptionSchema = z.strictObject({
  id: text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  belief: filledText,
  diagnostic: z.strictObject({ prompt: filledText, check: answerCheckSchema }),
  pattern: listOf(phraseGroup, "a list of phrase groups").min(1, "needs at least one group"),
  correction: filledText,
});

const oneParagraph = listOf(filledText, "one paragraph")
  .length(1, "must be one paragraph")
  .transform((paragraphs) => paragraphs[0] as string);

/** Everything a page file holds: its front matter and its body's sections. */
const pageSchema = z.strictObject({
  title: filledText,
  keywords: listOf(filledText, "a list").min(1, "needs at least one keyword"),
  studentWords: listOf(filledText, "a list").optional(),
  everydayCues: filledText.optional(),
  everydayPhenomena: listOf(
    filledText.refine(
      (phenomenon) => !phenomenon.includes(","),
      "must not contain a comma: write two phenomena",
    ),
    "a list",
  ).optional(),
  questions: listOf(questionSchema, "a list of questions").min(1, "needs at least one question"),
  challenge: questionSchema,
  misconceptions: listOf(misconceptionSchema, "a list"),
  keyIdeas: listOf(filledText, "paragraphs").min(1, "needs at least one paragraph"),
  intuition: oneParagraph,
  calculusIdea: oneParagraph.optional(),
  realWorld: listOf(filledText, "paragraphs"),
});

/** Where a problem is, in the words of the file: a front-matter path or a body section. */
function describePath(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path;
  if (first === undefined) return "front matter";
  if (typeof first === "string" && first in HEADING_OF_FIELD) {
    return `section "## ${HEADING_OF_FIELD[first as BodyField]}"`;
  }
  return [
    String(first),
    ...rest.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)),
  ].join("");
}

/** The body's paragraphs by field; lines of a paragraph may be wrapped. */
function readBody(body: string, problems: string[]): Record<string, string[]> {
  const sections: Record<string, string[]> = {};
  let current: string[] | undefined;
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0 && current) current.push(paragraph.join(" "));
    paragraph = [];
  };
  for (const [index, line] of body.split("\n").entries()) {
    const heading = line.startsWith("## ") ? line.slice("## ".length).trim() : undefined;
    if (heading !== undefined) {
      endParagraph();
      const field = BODY_SECTIONS[heading as BodyHeading];
      if (field === undefined) {
        problems.push(`unknown section "## ${heading}" (sections: ${Object.keys(BODY_SECTIONS).join(", ")})`);
        current = undefined;
        continue;
      }
      if (sections[field]) problems.push(`section "## ${heading}" is written twice`);
      current = [];
      sections[field] = current;
      continue;
    }
    if (line.trim() === "") {
      endParagraph();
      continue;
    }
    if (!current) {
      problems.push(
        `body line ${index + 1} is outside any section: start it with a heading such as "## Key ideas"`,
      );
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  return sections;
}

/** The id and subtopic a page's path gives it: `<area>/<subtopic>/<slug>.md` is `subtopic.slug`. */
function idFromPath(
  relativePath: string,
  problems: string[],
): { id: string; subtopic: SubtopicId } | undefined {
  const parts = relativePath.split("/");
  const [area, subtopic, fileName] = parts;
  if (parts.length !== 3 || !area || !subtopic || !fileName?.endsWith(".md")) {
    problems.push("a page must be at <area>/<subtopic>/<page>.md, such as mechanics/kinematics/free-fall.md");
    return undefined;
  }
  const slug = fileName.slice(0, -".md".length);
  if (!(SUBTOPIC_IDS as string[]).includes(subtopic)) {
    problems.push(`folder "${subtopic}" is not a subtopic (subtopics: ${SUBTOPIC_IDS.join(", ")})`);
    return undefined;
  }
  const expectedArea = topicOfSubtopic(subtopic);
  if (area !== expectedArea) {
    problems.push(`subtopic "${subtopic}" belongs in folder "${expectedArea}", not "${area}"`);
    return undefined;
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    problems.push(`file name "${fileName}" must be lower-case words joined by hyphens, ending in .md`);
    return undefined;
  }
  return { id: `${subtopic}.${slug}`, subtopic: subtopic as SubtopicId };
}

/**
 * Reads one concept page from its text; `relativePath` (`<area>/<subtopic>/<slug>.md`) gives its id
 * and subtopic, and `shownPath` is how errors name the file. Throws a `ConceptPageError` listing
 * every problem.
 */
export function readConceptPage(
  pageText: string,
  relativePath: string,
  shownPath = relativePath,
): ConceptPage {
  const problems: string[] = [];
  const where = idFromPath(relativePath, problems);
  const normalised = pageText.replace(/\r\n?/g, "\n");
  const frontMatter = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(normalised);
  if (!frontMatter)
    throw new ConceptPageError(shownPath, [
      ...problems,
      'must start with front matter between two "---" lines',
    ]);
  let front: unknown;
  try {
    front = loadYaml(frontMatter[1] ?? "", { filename: shownPath });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The front matter starts on the file's second line.
    problems.push(
      `line ${error.mark.line + 2}: ${error.reason} (front matter is YAML; text with ": " in it needs quotes)`,
    );
    throw new ConceptPageError(shownPath, problems);
  }
  if (typeof front !== "object" || front === null || Array.isArray(front)) {
    throw new ConceptPageError(shownPath, [
      ...problems,
      "the front matter must be fields such as title: and keywords:",
    ]);
  }
  const body = readBody(normalised.slice(frontMatter[0].length), problems);
  const overlap = Object.keys(front).filter((key) => Object.values(BODY_SECTIONS).includes(key as BodyField));
  for (const key of overlap)
    problems.push(`${key} belongs in the body under "## ${HEADING_OF_FIELD[key as BodyField]}"`);
  const parsed = pageSchema.safeParse({ ...body, ...front });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${describePath(issue.path)}: ${issue.message}`);
  }
  if (problems.length > 0 || !parsed.success || !where) throw new ConceptPageError(shownPath, problems);
  const page = parsed.data;
  const concept: Concept = {
    id: where.id,
    subtopic: where.subtopic,
    title: page.title,
    keywords: page.keywords,
    keyIdeas: page.keyIdeas,
    ...(page.calculusIdea === undefined ? {} : { calculusIdea: page.calculusIdea }),
    intuition: page.intuition,
    questions: page.questions,
    misconceptions: page.misconceptions,
    realWorld: page.realWorld,
    challenge: page.challenge,
  };
  return {
    concept,
    studentWords: page.studentWords ?? [],
    ...(page.everydayCues === undefined ? {} : { everydayCues: page.everydayCues }),
    ...(page.everydayPhenomena === undefined ? {} : { everydayPhenomena: page.everydayPhenomena }),
  };
}
