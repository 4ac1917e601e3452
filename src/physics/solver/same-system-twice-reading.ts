/**
 * One system in two situations: a value the question asks for is also stated, for another
 * situation ("a period of 2.00000 s where g = 9.80 m/s² ... at a new location the period is
 * 1.99796 s; what is g there?", "a 75-W bulb 10 m away ... at what distance does a 100-W bulb give
 * the same intensity?"). One relation of three variables links the two values of one quantity,
 * the stated value of the asked one and a third that stays the same (the pendulum's length, the
 * intensity). The third is found from the first situation and used in the second.
 *
 * The reader answers only when the problem states exactly three values, two of them of one
 * variable and one of the asked variable; when the words tie the asked variable's value to one of
 * the two (it stands next to it; or the other is the one the question sentence states; or the other
 * is marked as new: "now", "new", "next", "second", "another", "instead"); when the words point to the relation (one of its cues, or the quantity kept
 * named); and when every relation that fits gives the same answer. Otherwise it steps aside
 * (undefined).
 */
import { mentionsCue, type Relation } from "../relations/relation";
import { VARIABLES, type Variable } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";
import { type PreparedGiven, prepared, solvePrepared } from "./structured";
import type { Solved, SolveResult, Understood } from "./types";

/** Words that mark a value as belonging to the second situation. */
const SECOND_SITUATION =
  /\b(now|new|next|second|another|other|instead|later|changed to|reduced to|increased to)\b/;
/** Relative difference beyond which two relations' answers are said to disagree. */
const AGREEMENT = 1e-6;

interface Pairing {
  asked: number;
  first: number;
  second: number;
}

/**
 * Which of the two values of one variable belongs with the stated value of the asked variable:
 * the one next to it (no other value between them and the other one farther), or else the one not
 * marked as new.
 */
function pairing(
  normalized: string,
  question: string,
  quantities: readonly ExtractedQuantity[],
  askedAt: number,
): Pairing | undefined {
  const others = [0, 1, 2].filter((index) => index !== askedAt);
  const [a, b] = others;
  const neighbours = others.filter((index) => Math.abs(index - askedAt) === 1);
  if (neighbours.length === 1) {
    const first = neighbours[0];
    return { asked: askedAt, first, second: first === a ? b : a };
  }
  // The value the question sentence states, when the other and the asked one's are outside it.
  const questionStart = normalized.lastIndexOf(question);
  const inQuestion = (index: number) => questionStart >= 0 && quantities[index].start >= questionStart;
  const asked = others.filter(inQuestion);
  if (asked.length === 1 && !inQuestion(askedAt)) {
    const second = asked[0];
    return { asked: askedAt, first: second === a ? b : a, second };
  }
  const markedNew = others.filter((index) => {
    const from = index === 0 ? 0 : quantities[index - 1].end;
    const clause = normalized.slice(from, quantities[index].start).toLowerCase();
    return SECOND_SITUATION.test(clause);
  });
  if (markedNew.length !== 1) return undefined;
  const second = markedNew[0];
  return { asked: askedAt, first: second === a ? b : a, second };
}

/** The answer through one relation of the three variables, or undefined. */
function throughRelation(
  relation: Relation,
  kept: Variable,
  givens: { first: PreparedGiven; asked: PreparedGiven; second: PreparedGiven },
  unknown: Variable,
  unit: string | undefined,
  understood: Understood,
): Solved | undefined {
  const firstSituation = solvePrepared({
    givens: [givens.first, givens.asked],
    unknown: kept,
    relations: [relation],
    understood,
    requireAllUsed: true,
    maxSteps: 1,
  });
  if (firstSituation.status !== "solved" || !(firstSituation.si.value > 0)) return undefined;
  const figures = Math.min(givens.first.significantFigures, givens.asked.significantFigures);
  const secondSituation = solvePrepared({
    givens: [
      givens.second,
      {
        variable: kept,
        original: firstSituation.si,
        si: firstSituation.si.value,
        significantFigures: figures,
      },
    ],
    unknown,
    unit,
    relations: [relation],
    understood,
    requireAllUsed: true,
    maxSteps: 1,
  });
  if (secondSituation.status !== "solved") return undefined;
  return {
    ...secondSituation,
    steps: [...firstSituation.steps, ...secondSituation.steps],
  };
}

/** The asked value in the second situation, or undefined when the reader does not apply. */
export function solveSameSystemTwice(input: {
  normalized: string;
  question: string;
  quantities: readonly ExtractedQuantity[];
  options: readonly (readonly Variable[])[];
  candidates: readonly string[];
  unit: string | undefined;
  relations: readonly Relation[];
  understood: Understood;
}): SolveResult | undefined {
  const { normalized, question, quantities, options, candidates, unit, relations } = input;
  if (quantities.length !== 3) return undefined;
  const lower = normalized.toLowerCase();
  const answers: Solved[] = [];
  for (const askedId of candidates.slice(0, 1)) {
    const unknown = VARIABLES.get(askedId);
    if (!unknown) continue;
    // The stated value of the asked quantity is the one value of its dimension.
    const askedAt = quantities.flatMap((quantity, index) => (prepared(quantity, unknown) ? [index] : []));
    if (askedAt.length !== 1) continue;
    const roles = pairing(normalized, question, quantities, askedAt[0]);
    if (!roles) continue;
    const shared = options[roles.first].filter((variable) =>
      options[roles.second].some((other) => other.id === variable.id && other.id !== askedId),
    );
    for (const variable of shared) {
      const first = prepared(quantities[roles.first], variable);
      const second = prepared(quantities[roles.second], variable);
      const asked = prepared(quantities[roles.asked], unknown);
      if (!first || !second || !asked || first.si === second.si) continue;
      for (const relation of relations) {
        if (relation.variables.length !== 3) continue;
        if (!relation.variables.includes(variable.id) || !relation.variables.includes(askedId)) continue;
        const keptId = relation.variables.find((id) => id !== variable.id && id !== askedId);
        const kept = keptId ? VARIABLES.get(keptId) : undefined;
        if (!kept || !relation.solvers[kept.id] || !relation.solvers[askedId]) continue;
        // The words must point to this relation: one of its cues, or the quantity kept named
        // ("the same intensity"); a relation of the same shape from another topic is not used.
        if (!relation.cues?.length && !kept.keywords.some((keyword) => mentionsCue(lower, keyword))) continue;
        const understood: Understood = {
          quantities: [roles.first, roles.asked, roles.second].map((index) => ({
            text: quantities[index].text,
            value: quantities[index].value,
            unit: quantities[index].unit,
            variable: index === roles.asked ? unknown.id : variable.id,
            variableName: `${index === roles.asked ? unknown.name : variable.name} (${index === roles.second ? "second" : "first"} situation)`,
          })),
          unknown: {
            variable: unknown.id,
            name: `${unknown.name} in the second situation`,
            ...(unit ? { unit } : {}),
          },
          assumptions: [
            `The ${kept.name} is the same in both situations: it is found from the first (${quantities[roles.first].text}, ${quantities[roles.asked].text}) and used with ${quantities[roles.second].text}.`,
          ],
        };
        const answer = throughRelation(relation, kept, { first, asked, second }, unknown, unit, understood);
        if (answer) answers.push({ ...answer, understood });
      }
    }
  }
  if (answers.length === 0) return undefined;
  const [reference] = answers;
  const agree = answers.every(
    (answer) =>
      answer.si.unit === reference.si.unit &&
      Math.abs(answer.si.value - reference.si.value) <= AGREEMENT * Math.abs(reference.si.value),
  );
  return agree ? reference : undefined;
}
