/**
 * The engine brain's reply when it cannot solve a problem: the student loses nothing. The reply
 * says the session is given back, keeps what the engine understood and where it stopped, and
 * offers the closest bank problems of the same subtopic to practise with instead.
 */
import { type CourseLevel, subtopicName } from "../../contracts/taxonomy";
import {
  type BankProblem,
  problemFromId,
  problemId,
  processSearchTerm,
  readsAsPhysicsProblem,
  searchConcepts,
  templatesFor,
} from "../../physics/engine";

/** The opening of every cannot-solve reply: the message cost the student nothing. */
export const SESSION_RETURNED_NOTE =
  "**This reply cost you no session:** I could not solve the problem, so the session it used has been given back.";

/** The opening of a Work Analysis reply that could not check the work: it cost nothing either. */
export const WORK_NOT_CHECKED_NOTE =
  "**This reply cost you no session:** I could not check your work, so the session it used has been given back.";

/** The reply to a text that is not a physics problem. */
export const NOT_A_PHYSICS_PROBLEM =
  "I can't work this out: it states no values with units and asks for no quantity to find. If it is a question about physics ideas, ask it in **Concept Coach**; if it is a problem, write it with its given values, their units, and what to find. Requests outside physics get no answer here.";

const PRACTICE_COUNT = 3;

function terms(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9']+/)) {
    const term = word ? processSearchTerm(word) : null;
    if (term && !/^\d/.test(term)) found.add(term);
  }
  return found;
}

/** A small stable number from the text, so the same problem is offered the same practice set. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  return (hash % 100000) + 1;
}

/** The subtopic a problem text seems to belong to, read from the concept it is closest to. */
export function subtopicOfText(text: string): string | undefined {
  return searchConcepts(text, 1)[0]?.concept.subtopic;
}

/**
 * The bank problems closest to a text: the subtopic's templates at the level, ranked by the words
 * their statements share with the text (ties keep the bank's order).
 */
export function practiceProblems(text: string, level: CourseLevel, subtopic = subtopicOfText(text)) {
  if (!subtopic) return { subtopic: undefined, problems: [] as BankProblem[] };
  const wanted = terms(text);
  const seed = seedOf(text);
  const ranked = templatesFor(subtopic, level)
    .map((template, order) => {
      const problem = problemFromId(problemId(template.id, level, seed));
      if (!problem) return undefined;
      const shared = [...terms(`${template.title} ${problem.content}`)].filter((term) => wanted.has(term));
      return { problem, score: shared.length, order };
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== undefined)
    .sort((first, second) => second.score - first.score || first.order - second.order);
  return { subtopic, problems: ranked.slice(0, PRACTICE_COUNT).map((entry) => entry.problem) };
}

/** Wraps the engine's cannot-solve explanation with the session note and the practice problems. */
export function cannotSolveReply(explanation: string, problemText: string, level: CourseLevel): string {
  // Practice is offered for a physics problem only: never for an essay or a request outside physics.
  if (!readsAsPhysicsProblem(problemText)) return [SESSION_RETURNED_NOTE, NOT_A_PHYSICS_PROBLEM].join("\n\n");
  const { subtopic, problems } = practiceProblems(problemText, level);
  const parts = [SESSION_RETURNED_NOTE, explanation];
  if (subtopic && problems.length > 0) {
    const list = problems.map((problem) => `- **${problem.title}:** ${problem.content}`).join("\n");
    parts.push(
      `### Practise with similar problems\n\nThese ${subtopicName(subtopic) ?? subtopic} problems are ones I can take you through step by step; paste one into **Interactive Tutor** to start.\n\n${list}`,
    );
  }
  return parts.join("\n\n");
}
