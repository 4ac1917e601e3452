/**
 * A uniform plank or beam resting level on two supports, one under each end, with one load on
 * it at a stated distance from one end: the force each support pushes up with. Torques about the
 * end the distance is measured from give the far support's force, F_far L = M g L/2 + m g x, and
 * the two forces together carry both weights. The reader needs the body's length, its mass, the
 * load's mass (or weight) and the load's distance from a named end; anything else makes it step
 * aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const BODY = /\b(plank|beam|board|bridge|scaffold|bar|shelf|log|pole|rod|platform)\b/;
const ON_TWO_SUPPORTS =
  /\b(two supports|supports?,? one (?:at|under) each end|supported at (?:both|its two|each|the two) ends?|rests? on supports at (?:both|each) ends?)\b/;
const LOAD =
  /\b(person|painter|child|man|woman|boy|girl|worker|student|box|crate|load|sign|block|bucket|cat|dog|gymnast|diver|weight)\b/;
const FROM_END = /^\s*(?:away\s+)?from (?:the |its )?(left|right)(?:-hand)? end\b/;
const ASKS_SIDE = /\b(left|right)(?:-hand)? (?:support|end|side)\b/;
const G = 9.8;

type Side = "left" | "right";

/** The force of the support at the asked end, or undefined when the text is not this structure. */
export function solveTwoSupports(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!BODY.test(lower) || !ON_TWO_SUPPORTS.test(lower) || !/\buniform\b/.test(lower)) return undefined;
  const questionLower = question.toLowerCase();
  const askedSide = ASKS_SIDE.exec(questionLower)?.[1] as Side | undefined;
  if (!askedSide || !/\bforce\b/.test(questionLower)) return undefined;
  const questionAt = normalized.indexOf(question);
  const stated = quantities.filter((quantity) => questionAt < 0 || quantity.start < questionAt);
  const lengths = stated.filter((quantity) => haveSameDimension(quantity.unit, "m"));
  const masses = stated.filter((quantity) => haveSameDimension(quantity.unit, "kg"));
  const accelerations = stated.filter((quantity) => haveSameDimension(quantity.unit, "m/s^2"));
  if (lengths.length !== 2 || masses.length !== 2 || accelerations.length > 1) return undefined;
  if (lengths.length + masses.length + accelerations.length !== stated.length) return undefined;
  // The load's distance is the length measured from a named end; the other is the body's length.
  const fromEnd = lengths.filter((length) => FROM_END.test(length.after));
  if (fromEnd.length !== 1) return undefined;
  const distance = fromEnd[0];
  const measuredFrom = FROM_END.exec(distance.after)?.[1] as Side;
  const length = lengths.find((entry) => entry !== distance) as ExtractedQuantity;
  // The body is described before the load: the mass stated before the sentence that first names
  // the load is the body's.
  const loadAt = lower.search(LOAD);
  if (loadAt < 0) return undefined;
  const loadSentenceAt = Math.max(lower.lastIndexOf(". ", loadAt), lower.lastIndexOf("; ", loadAt));
  const bodyMasses = masses.filter((mass) => mass.start < loadSentenceAt);
  if (bodyMasses.length !== 1) return undefined;
  const bodyMass = bodyMasses[0];
  const loadMass = masses.find((mass) => mass !== bodyMass) as ExtractedQuantity;
  const g = accelerations.length === 1 ? toSI(accelerations[0]).value : G;
  const L = toSI(length).value;
  const x = toSI(distance).value;
  const M = toSI(bodyMass).value;
  const m = toSI(loadMass).value;
  if (!(L > 0 && M > 0 && m > 0 && x >= 0 && x <= L && g > 0)) return undefined;
  const far = g * (M / 2 + (m * x) / L);
  const near = (M + m) * g - far;
  const value = askedSide === measuredFrom ? near : far;
  const unit = unitAskedFor(normalized.slice(Math.max(0, questionAt))) ?? "N";
  const converted = convertQuantity({ value, unit: "N" }, unit);
  if (!converted || !Number.isFinite(converted.value)) return undefined;
  const figures = Math.max(2, Math.min(...stated.map((quantity) => quantity.significantFigures)));
  const rounded = roundSignificant(converted.value, figures);
  const show = (quantity: ExtractedQuantity) => formatQuantityLatex(quantity.value, quantity.unit);
  const farSide: Side = measuredFrom === "left" ? "right" : "left";
  const farLabel = `F_{\\text{${farSide}}}`;
  const steps: SolutionStep[] = [
    {
      principle: `Torques about the ${measuredFrom} end: the ${farSide} support's force balances the body's weight at its middle and the load's weight at its distance`,
      equation: `${farLabel} L = M g \\frac{L}{2} + m g x`,
      substitution: `${farLabel} = g\\left(\\frac{M}{2} + \\frac{m x}{L}\\right) = ${formatQuantityLatex(g, "m/s^2")} \\left(\\frac{${show(bodyMass)}}{2} + \\frac{${show(loadMass)} \\times ${show(distance)}}{${show(length)}}\\right) = ${formatQuantityLatex(far, "N", figures)}`,
      result: { value: far, unit: "N", symbol: farLabel },
    },
  ];
  if (askedSide === measuredFrom) {
    const nearLabel = `F_{\\text{${measuredFrom}}}`;
    steps.push({
      principle: "The two supports together carry both weights",
      equation: `${nearLabel} = (M + m) g - ${farLabel}`,
      substitution: `${nearLabel} = (${show(bodyMass)} + ${show(loadMass)}) \\times ${formatQuantityLatex(g, "m/s^2")} - ${formatQuantityLatex(far, "N", figures)} = ${formatQuantityLatex(rounded, unit)}`,
      result: { value: near, unit: "N", symbol: nearLabel },
    });
  }
  return {
    status: "solved",
    answer: { value: rounded, unit },
    si: { value, unit: "N" },
    significantFigures: figures,
    steps,
    understood: {
      quantities: [
        understoodAs(length, "L", "length of the body"),
        understoodAs(bodyMass, "M", "mass of the body"),
        understoodAs(loadMass, "m", "mass of the load"),
        understoodAs(distance, "x", `load's distance from the ${measuredFrom} end`),
      ],
      unknown: { variable: "Fsupport", name: `force of the ${askedSide} support`, unit },
      assumptions: [
        "The body is uniform, so its weight acts at its middle; the supports are under its ends and push straight up.",
        ...(accelerations.length === 0 ? [`g = ${G} m/s².`] : []),
      ],
    },
  };
}
