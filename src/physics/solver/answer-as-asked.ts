/**
 * The sign of a solved answer as the question asks for it. The relations work with signed values
 * along the motion (a braking force is negative) and with bound levels below zero; a question
 * about a force's size, a binding energy or a magnitude wants the size, and a question about a
 * component or a direction keeps the sign.
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex } from "../format-number";
import { VARIABLES } from "../relations/variables";
import type { Solved } from "./types";

const ASKS_FOR_SIGN = /\b(component|direction|signed|sign of|which way)\b/;
const ASKS_FOR_SPEED = /\b(speed|how fast)\b/;
// "What is the deceleration?": a deceleration is the size of an acceleration against the motion.
const ASKS_FOR_DECELERATION = /\bdecelerations?\b/;
const ASKS_FOR_SIZE =
  /\b(magnitude|how (large|big|strong|far|tall|wide)|size of|just the size|strength of|what distance)\b/;
// "By how much does its entropy decrease?": the size of a change the question already calls a fall.
const ASKS_FOR_DECREASE = /\bhow much\b[^.?!]*\b(decrease|drop|fall|go down)s?\b/;
const ASKS_FOR_BINDING =
  /\b(binding|ioni[sz]ation|ioni[sz]e|to remove|to free|needed to|required to|magnitude|size of)\b/;
const RELEASE_WORDS =
  /\b(release[sd]?|lose[s]?|lost|give[s]? off|given off|gives up|removed|rejects?|exhausts?|emit(s|ted)?)\b/;

function negated(result: Solved): Solved {
  return {
    ...result,
    answer: { ...result.answer, value: -result.answer.value },
    si: { ...result.si, value: -result.si.value },
  };
}

/** The answer made positive, with a last step that states the size and why the sign went. */
function withSizeStep(result: Solved, principle: string): Solved {
  const symbol = result.steps[result.steps.length - 1]?.result.symbol ?? "x";
  const size = negated(result);
  const figures = Math.max(result.significantFigures, 2);
  const signed = formatQuantityLatex(result.answer.value, result.answer.unit, figures);
  const step: SolutionStep = {
    principle,
    equation: `|${symbol}| = -${symbol}`,
    substitution: `|${symbol}| = -(${signed}) = ${formatQuantityLatex(size.answer.value, size.answer.unit, figures)}`,
    result: { value: -convertedValue(result), unit: result.answer.unit, symbol: `|${symbol}|` },
  };
  return { ...size, steps: [...result.steps, step] };
}

/** The unrounded answer in the unit it is given in. */
function convertedValue(result: Solved): number {
  const last = result.steps[result.steps.length - 1]?.result;
  return last && last.unit === result.answer.unit ? last.value : result.answer.value;
}

/** True when the solution slows the body down (a negative acceleration along its motion). */
function slowsDown(result: Solved): boolean {
  return (
    result.steps.some((step) => step.result.symbol === "a" && step.result.value < 0) ||
    result.understood.quantities.some((quantity) => quantity.variable === "a" && quantity.value < 0) ||
    result.understood.assumptions.some((assumption) => assumption.includes("slows down"))
  );
}

/**
 * The answer with the sign the question asks for: the size of a force, a binding energy or a
 * magnitude; a released heat as a positive amount; otherwise the signed value.
 * `asked` is the question and what follows it in the problem text.
 */
export function answerAsAsked(result: Solved, asked: string): Solved {
  const variableId = result.understood.unknown?.variable;
  if (result.si.value >= 0 || variableId === undefined) return result;
  const lower = asked.toLowerCase();
  if (ASKS_FOR_SIGN.test(lower)) return result;
  if ((variableId === "Q" || variableId === "W") && RELEASE_WORDS.test(lower)) {
    // "How much heat does it release?" asks for a size: a negative heat absorbed is given as positive.
    const released = negated(result);
    return {
      ...released,
      understood: {
        ...released.understood,
        assumptions: [
          ...released.understood.assumptions,
          "The amount released is given as a positive number.",
        ],
      },
    };
  }
  if (variableId === "En") {
    if (!ASKS_FOR_BINDING.test(lower)) return result;
    return withSizeStep(
      result,
      "The binding energy is the size of the level's energy: the energy needed to free the electron from the level.",
    );
  }
  const variable = VARIABLES.get(variableId);
  if (variable?.unit === "N") {
    const direction = slowsDown(result)
      ? "The minus sign says the force points opposite the motion."
      : "The minus sign says the force points in the negative direction.";
    return withSizeStep(result, `The question asks for the size of the force. ${direction}`);
  }
  if (ASKS_FOR_DECREASE.test(lower)) {
    return withSizeStep(
      result,
      `The question asks by how much the ${variable?.name ?? "quantity"} decreases.`,
    );
  }
  // A speed is the size of a velocity: "how fast does the first cart move" after it bounces back.
  if (ASKS_FOR_SPEED.test(lower) && result.si.unit === "m/s") {
    return withSizeStep(
      result,
      "A speed is the size of the velocity; the minus sign only says the body moves the other way.",
    );
  }
  if (ASKS_FOR_DECELERATION.test(lower) && result.si.unit === "m/s^2") {
    return withSizeStep(
      result,
      "A deceleration is the size of the acceleration; the minus sign only says it points against the motion.",
    );
  }
  if (ASKS_FOR_SIZE.test(lower)) {
    return withSizeStep(result, `The question asks for the size of the ${variable?.name ?? "quantity"}.`);
  }
  return result;
}
