/**
 * Speeds near c stated relative to two frames ("a ship moving at 0.70c relative to Earth fires a
 * probe forward at 0.50c relative to the ship; the probe's speed relative to Earth?"). The words
 * after each speed name its frame: the speed measured in the frame the question names is the moving
 * frame's speed v_s, the other is the body's speed u in that moving frame, and relativistic velocity
 * addition gives the body's speed in the question's frame. A speed with no frame of its own, a third
 * speed, a question frame that matches no speed or both, or motion in opposite directions makes the
 * reader step aside (undefined).
 */
import { constantValue } from "../constants";
import { formatNumberLatex, roundSignificant } from "../format-number";
import { convertQuantity } from "../quantity/quantity";
import { RELATIONS, VARIABLES } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";
import { type PreparedGiven, solvePrepared } from "./structured";
import type { Solved, SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

const FRAME_AFTER =
  /^\s*(?:relative to|with respect to|as measured (?:by|from|in)|measured (?:by|from|in)|in the frame of)\s+(?:the\s+)?([a-z]+)/;
const QUESTION_FRAME =
  /\b(?:relative to|with respect to|as measured (?:by|from|in)|measured (?:by|from|in)|in the frame of|according to)\s+(?:an?\s+|the\s+)?(?:observers?\s+(?:on|in|at|aboard)\s+(?:the\s+)?)?([a-z]+)/;
// Directions that make the speeds subtract, which the same-direction relation does not model.
const OPPOSED =
  /\b(opposite|backward|backwards|rearward|toward each other|towards each other|head-on|approaching)\b/;
const AS_FRACTION_OF_C = /\b(fraction|multiple|units) of (c|the speed of light)\b/;
const SPEED_OF_LIGHT = constantValue("speed-of-light");
const RELATIVISTIC = /(?<![\d.])0?\.\d+\s?c\b|\bspeed of light\b|\brelativ/;

function frameOf(quantity: ExtractedQuantity): string | undefined {
  return FRAME_AFTER.exec(quantity.after.toLowerCase())?.[1];
}

/** A body's speed relative to a frame from its speed in a moving frame, or undefined. */
export function solveRelativeVelocity(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (quantities.length !== 2 || OPPOSED.test(lower) || !RELATIVISTIC.test(lower)) return undefined;
  const speeds = quantities.map((quantity) =>
    convertQuantity({ value: quantity.value, unit: quantity.unit }, "m/s"),
  );
  if (speeds.some((speed) => speed === undefined || !(speed.value > 0))) return undefined;
  const frames = quantities.map(frameOf);
  if (frames.some((frame) => frame === undefined) || frames[0] === frames[1]) return undefined;
  const asked = QUESTION_FRAME.exec(question.toLowerCase())?.[1];
  if (!asked) return undefined;
  const frameAt = frames.indexOf(asked);
  if (frameAt < 0) return undefined;
  const bodyAt = 1 - frameAt;
  const relation = RELATIONS.find((entry) => entry.id === "relativity.velocity-addition");
  const frameSpeed = VARIABLES.get("vFrame");
  const bodySpeed = VARIABLES.get("uObject");
  const unknown = VARIABLES.get("v");
  if (!relation || !frameSpeed || !bodySpeed || !unknown) return undefined;
  const givens: PreparedGiven[] = [[frameAt, frameSpeed] as const, [bodyAt, bodySpeed] as const].map(
    ([index, variable]) => ({
      variable,
      original: { value: quantities[index].value, unit: quantities[index].unit },
      si: speeds[index]?.value ?? Number.NaN,
      significantFigures: quantities[index].significantFigures,
    }),
  );
  const unit =
    unitAskedFor(question) ?? (quantities.every((quantity) => quantity.unit === "c") ? "c" : undefined);
  const understood: Understood = {
    quantities: givens.map((entry, index) => ({
      text: quantities[[frameAt, bodyAt][index]].text,
      value: entry.original.value,
      unit: entry.original.unit,
      variable: entry.variable.id,
      variableName: entry.variable.name,
    })),
    unknown: { variable: unknown.id, name: `speed relative to ${asked}`, ...(unit ? { unit } : {}) },
    assumptions: ["Both speeds lie along the same line, in the same direction."],
  };
  const result = solvePrepared({
    givens,
    unknown,
    unit,
    relations: [relation],
    understood,
    requireAllUsed: true,
  });
  if (result.status !== "solved") return undefined;
  return AS_FRACTION_OF_C.test(question.toLowerCase()) ? asFractionOfC(result) : result;
}

/** "As a fraction of c": the answer is the pure number β = v / c. */
function asFractionOfC(result: Solved): Solved {
  const beta = result.si.value / SPEED_OF_LIGHT;
  const figures = result.significantFigures;
  return {
    ...result,
    answer: { value: roundSignificant(beta, figures), unit: "" },
    si: { value: beta, unit: "" },
    steps: [
      ...result.steps,
      {
        principle: "The speed as a fraction of the speed of light",
        equation: "\\beta = \\frac{v}{c}",
        substitution: `\\beta = ${formatNumberLatex(beta, figures + 1)}`,
        result: { value: beta, unit: "", symbol: "\\beta" },
      },
    ],
    understood: {
      ...result.understood,
      unknown: { variable: "v", name: "speed as a fraction of c" },
    },
  };
}
