/**
 * The bank of example student questions: for each page of the library, questions students ask
 * that the page answers, each told through an everyday situation. The parts are written apart
 * (mechanics; heat and electricity; light and modern physics; then a second set for each of the
 * three that tells other situations in other words; then a third set in five areas, with more
 * questions that reason about a situation; then a fourth with the commonest questions, the classic
 * demonstrations and textbook situations of each page; then a fifth with those common scenes told
 * in still other words) and joined here.
 * `nearest-example.ts` reads a question against them, and `question-classifier.ts` learns from them.
 */
import { EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY } from "./example-questions-heat-and-electricity";
import { EXAMPLE_QUESTIONS_LIGHT_AND_MODERN } from "./example-questions-light-and-modern";
import { EXAMPLE_QUESTIONS_MECHANICS } from "./example-questions-mechanics";
import { FIFTH_EXAMPLE_QUESTIONS_MECHANICS } from "./fifth-example-questions-mechanics";
import { FIFTH_EXAMPLE_QUESTIONS_MODERN_PHYSICS_AND_AC } from "./fifth-example-questions-modern-physics-and-ac";
import { FIFTH_EXAMPLE_QUESTIONS_OPTICS } from "./fifth-example-questions-optics";
import { FIFTH_EXAMPLE_QUESTIONS_THERMODYNAMICS_AND_ELECTRICITY } from "./fifth-example-questions-thermodynamics-and-electricity";
import { FIFTH_EXAMPLE_QUESTIONS_WAVES_AND_HEAT } from "./fifth-example-questions-waves-and-heat";
import { FOURTH_EXAMPLE_QUESTIONS_MECHANICS } from "./fourth-example-questions-mechanics";
import { FOURTH_EXAMPLE_QUESTIONS_MODERN_PHYSICS_AND_AC } from "./fourth-example-questions-modern-physics-and-ac";
import { FOURTH_EXAMPLE_QUESTIONS_OPTICS } from "./fourth-example-questions-optics";
import { FOURTH_EXAMPLE_QUESTIONS_THERMODYNAMICS_AND_ELECTRICITY } from "./fourth-example-questions-thermodynamics-and-electricity";
import { FOURTH_EXAMPLE_QUESTIONS_WAVES_AND_HEAT } from "./fourth-example-questions-waves-and-heat";
import { MORE_EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY } from "./more-example-questions-heat-and-electricity";
import { MORE_EXAMPLE_QUESTIONS_LIGHT_AND_MODERN } from "./more-example-questions-light-and-modern";
import { MORE_EXAMPLE_QUESTIONS_MECHANICS } from "./more-example-questions-mechanics";
import { THIRD_EXAMPLE_QUESTIONS_MECHANICS } from "./third-example-questions-mechanics";
import { THIRD_EXAMPLE_QUESTIONS_MODERN_PHYSICS_AND_AC } from "./third-example-questions-modern-physics-and-ac";
import { THIRD_EXAMPLE_QUESTIONS_OPTICS } from "./third-example-questions-optics";
import { THIRD_EXAMPLE_QUESTIONS_THERMODYNAMICS_AND_ELECTRICITY } from "./third-example-questions-thermodynamics-and-electricity";
import { THIRD_EXAMPLE_QUESTIONS_WAVES_AND_HEAT } from "./third-example-questions-waves-and-heat";

/** The parts of the bank, each a map from page id to example questions. */
export const EXAMPLE_QUESTION_PARTS: readonly Readonly<Record<string, readonly string[]>>[] = [
  EXAMPLE_QUESTIONS_MECHANICS,
  EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY,
  EXAMPLE_QUESTIONS_LIGHT_AND_MODERN,
  MORE_EXAMPLE_QUESTIONS_MECHANICS,
  MORE_EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY,
  MORE_EXAMPLE_QUESTIONS_LIGHT_AND_MODERN,
  THIRD_EXAMPLE_QUESTIONS_MECHANICS,
  THIRD_EXAMPLE_QUESTIONS_WAVES_AND_HEAT,
  THIRD_EXAMPLE_QUESTIONS_THERMODYNAMICS_AND_ELECTRICITY,
  THIRD_EXAMPLE_QUESTIONS_MODERN_PHYSICS_AND_AC,
  THIRD_EXAMPLE_QUESTIONS_OPTICS,
  FOURTH_EXAMPLE_QUESTIONS_MECHANICS,
  FOURTH_EXAMPLE_QUESTIONS_WAVES_AND_HEAT,
  FOURTH_EXAMPLE_QUESTIONS_THERMODYNAMICS_AND_ELECTRICITY,
  FOURTH_EXAMPLE_QUESTIONS_MODERN_PHYSICS_AND_AC,
  FOURTH_EXAMPLE_QUESTIONS_OPTICS,
  FIFTH_EXAMPLE_QUESTIONS_MECHANICS,
  FIFTH_EXAMPLE_QUESTIONS_WAVES_AND_HEAT,
  FIFTH_EXAMPLE_QUESTIONS_THERMODYNAMICS_AND_ELECTRICITY,
  FIFTH_EXAMPLE_QUESTIONS_MODERN_PHYSICS_AND_AC,
  FIFTH_EXAMPLE_QUESTIONS_OPTICS,
];

function joinParts(
  parts: readonly Readonly<Record<string, readonly string[]>>[],
): Readonly<Record<string, readonly string[]>> {
  const joined: Record<string, string[]> = {};
  for (const part of parts)
    for (const [pageId, questions] of Object.entries(part))
      joined[pageId] = [...(joined[pageId] ?? []), ...questions];
  return joined;
}

/** Example student questions per page id, all parts joined (a page found in two parts has both lists). */
export const EXAMPLE_QUESTIONS: Readonly<Record<string, readonly string[]>> =
  joinParts(EXAMPLE_QUESTION_PARTS);

/**
 * The first two sets only (six parts): the examples `nearest-example.ts` compares a question with.
 * Its closeness thresholds were set on these; with the third set too, more examples come close by
 * chance. The classifier learns from all three.
 */
export const FIRST_TWO_EXAMPLE_SETS: Readonly<Record<string, readonly string[]>> = joinParts(
  EXAMPLE_QUESTION_PARTS.slice(0, 6),
);
