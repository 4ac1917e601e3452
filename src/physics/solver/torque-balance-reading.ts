/**
 * Two loads that balance about a pivot (a door's hinges, a seesaw's pivot, a lever's fulcrum):
 * each pushes or weighs at its own distance from the pivot, and the torques balance, L₁ r₁ = L₂ r₂.
 * The loads are two forces, or two masses whose weights turn the beam. A given load is paired
 * with the distance written in its own sentence next to it ("pushes with a force of 17.5 N at
 * 0.600 m from the hinges"); the other distance or load is the one asked. Anything else (an angle,
 * a beam's own weight, a third load, a pairing the words do not give) makes the reader step aside
 * (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const PIVOT = /\b(hinges?|pivot\w*|fulcrum|seesaw|see-saw|teeter-totter|lever)\b/;
const BALANCED =
  /\b(balanc\w*|equilibrium|from (?:moving|rotating|turning|swinging)|does not (?:move|rotate|turn)|stays? (?:level|horizontal|still))\b/;
// A beam whose own weight also turns it: the reader leaves it to relations that model it.
const BEAM_WEIGHT = /\buniform\b|\bweighs\b|\bmass of the (?:board|plank|beam|rod|lever|seesaw|door)\b/;
const SENTENCE_END = /[.?!;]/;

type Kind = "force" | "mass";

function kindOf(quantity: ExtractedQuantity): Kind | "length" | undefined {
  const unit = { value: 1, unit: quantity.unit };
  if (convertQuantity(unit, "N")) return "force";
  if (convertQuantity(unit, "kg")) return "mass";
  if (convertQuantity(unit, "m")) return "length";
  return undefined;
}

function si(quantity: ExtractedQuantity, unit: string): number {
  return convertQuantity({ value: quantity.value, unit: quantity.unit }, unit)?.value ?? Number.NaN;
}

/** True when no sentence break lies between two positions of the text. */
function sameSentence(text: string, from: number, to: number): boolean {
  return !SENTENCE_END.test(text.slice(Math.min(from, to), Math.max(from, to)).replace(/\d\.\d/g, "00"));
}

/** The load or distance asked: a force, a mass or a distance, from the question's words. */
function askedKind(question: string): Kind | "length" | undefined {
  const lower = question.toLowerCase();
  if (/\bwhere\b|\bhow far\b|\bdistance\b/.test(lower)) return "length";
  if (/\bforce\b/.test(lower)) return "force";
  if (/\bmass\b|\bhow heavy\b/.test(lower)) return "mass";
  return undefined;
}

/** The balancing load or distance about a pivot, or undefined. */
export function solveTorqueBalance(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!PIVOT.test(lower) || !BALANCED.test(lower) || BEAM_WEIGHT.test(lower) || quantities.length !== 3) {
    return undefined;
  }
  const kinds = quantities.map(kindOf);
  const lengths = quantities.filter((_, index) => kinds[index] === "length");
  const loads = quantities.filter((_, index) => kinds[index] === "force" || kinds[index] === "mass");
  if (lengths.length + loads.length !== 3) return undefined;
  const loadKind = kindOf(loads[0]) as Kind;
  if (loads.some((load) => kindOf(load) !== loadKind)) return undefined;
  const asked = askedKind(question);
  const questionAt = normalized.indexOf(question);
  if (asked === undefined || (asked !== "length" && asked !== loadKind)) return undefined;
  // The known pair: a load and a distance in one sentence, before the question.
  let known: { load: ExtractedQuantity; length: ExtractedQuantity } | undefined;
  let other: ExtractedQuantity | undefined;
  if (asked === "length" && loads.length === 2 && lengths.length === 1) {
    const [length] = lengths;
    const paired = loads.filter((load) => sameSentence(normalized, load.end, length.start));
    if (paired.length !== 1) return undefined;
    known = { load: paired[0], length };
    other = loads.find((load) => load !== paired[0]);
  } else if (asked !== "length" && loads.length === 1 && lengths.length === 2) {
    const [load] = loads;
    // The distance written next after the load in its sentence, else the last one before it.
    const after = lengths.find(
      (length) => length.start > load.end && sameSentence(normalized, load.end, length.start),
    );
    const before = [...lengths]
      .reverse()
      .find((length) => length.end < load.start && sameSentence(normalized, length.end, load.start));
    const paired = after ?? before;
    if (!paired) return undefined;
    known = { load, length: paired };
    other = lengths.find((length) => length !== paired);
  }
  if (!known || !other || (questionAt >= 0 && known.length.start > questionAt)) return undefined;
  const loadUnit = loadKind === "force" ? "N" : "kg";
  const load1 = si(known.load, loadUnit);
  const arm1 = si(known.length, "m");
  const given2 = si(other, asked === "length" ? loadUnit : "m");
  if (!(load1 > 0 && arm1 > 0 && given2 > 0)) return undefined;
  const value = (load1 * arm1) / given2;
  const unitSI = asked === "length" ? "m" : loadUnit;
  const unitAsked = unitAskedFor(question);
  const answerUnit = unitAsked ?? (asked === "length" ? known.length.unit : known.load.unit);
  const converted = convertQuantity({ value, unit: unitSI }, answerUnit);
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  const figures = Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
  const symbol = loadKind === "force" ? "F" : "m";
  const rounded = roundSignificant(converted.value, figures);
  const equation =
    asked === "length"
      ? `r_2 = \\frac{${symbol}_1 r_1}{${symbol}_2}`
      : `${symbol}_2 = \\frac{${symbol}_1 r_1}{r_2}`;
  const show = (quantity: ExtractedQuantity) => formatQuantityLatex(quantity.value, quantity.unit);
  const step: SolutionStep = {
    principle:
      loadKind === "force"
        ? "Balance of torques about the pivot: each force times its distance from the pivot"
        : "Balance of torques about the pivot: each weight m g times its distance from the pivot (g cancels)",
    equation,
    substitution: `${equation.split(" = ")[0]} = \\frac{${show(known.load)} \\times ${show(known.length)}}{${show(other)}} = ${formatQuantityLatex(rounded, answerUnit)}`,
    result: { value, unit: unitSI, symbol: asked === "length" ? "r_2" : `${symbol}_2` },
  };
  return {
    status: "solved",
    answer: { value: rounded, unit: answerUnit },
    si: { value, unit: unitSI },
    significantFigures: figures,
    steps: [step],
    understood: {
      quantities: quantities.map((quantity) => ({
        text: quantity.text,
        value: quantity.value,
        unit: quantity.unit,
      })),
      unknown: {
        variable: asked === "length" ? "r" : loadKind === "force" ? "F" : "m",
        name:
          asked === "length"
            ? "distance from the pivot"
            : loadKind === "force"
              ? "balancing force"
              : "balancing mass",
        ...(unitAsked ? { unit: unitAsked } : {}),
      },
      assumptions: [
        `${known.load.text} acts at ${known.length.text} from the pivot.`,
        "Each load pushes or hangs perpendicular to the line from the pivot; nothing else turns the body.",
      ],
    },
  };
}
