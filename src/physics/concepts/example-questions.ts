/**
 * The bank of example student questions: for each page of the library, questions students ask
 * that the page answers, each told through an everyday situation. The parts are written apart
 * (mechanics; heat and electricity; light and modern physics; then a second set for each of the
 * three that tells other situations in other words) and joined here.
 * `nearest-example.ts` reads a question against them.
 */
import { EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY } from "./example-questions-heat-and-electricity";
import { EXAMPLE_QUESTIONS_LIGHT_AND_MODERN } from "./example-questions-light-and-modern";
import { EXAMPLE_QUESTIONS_MECHANICS } from "./example-questions-mechanics";
import { MORE_EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY } from "./more-example-questions-heat-and-electricity";
import { MORE_EXAMPLE_QUESTIONS_LIGHT_AND_MODERN } from "./more-example-questions-light-and-modern";
import { MORE_EXAMPLE_QUESTIONS_MECHANICS } from "./more-example-questions-mechanics";

/** The parts of the bank, each a map from page id to example questions. */
export const EXAMPLE_QUESTION_PARTS: readonly Readonly<Record<string, readonly string[]>>[] = [
  EXAMPLE_QUESTIONS_MECHANICS,
  EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY,
  EXAMPLE_QUESTIONS_LIGHT_AND_MODERN,
  MORE_EXAMPLE_QUESTIONS_MECHANICS,
  MORE_EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY,
  MORE_EXAMPLE_QUESTIONS_LIGHT_AND_MODERN,
];

function joinParts(): Readonly<Record<string, readonly string[]>> {
  const joined: Record<string, string[]> = {};
  for (const part of EXAMPLE_QUESTION_PARTS)
    for (const [pageId, questions] of Object.entries(part))
      joined[pageId] = [...(joined[pageId] ?? []), ...questions];
  return joined;
}

/** Example student questions per page id, all parts joined (a page found in two parts has both lists). */
export const EXAMPLE_QUESTIONS: Readonly<Record<string, readonly string[]>> = joinParts();
