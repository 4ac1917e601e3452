/**
 * An ideal transformer read from the words: each number of turns, voltage and current belongs to
 * the winding ("primary" or "secondary") named nearest to it in its own clause, and the question
 * names the winding and the quantity it asks about. Values of other kinds (the supply's frequency,
 * the core's mass) do not change an ideal transformer's ratios and are named as not needed. A loss,
 * an efficiency, a value whose winding the words do not name, or a question about neither winding
 * makes the reader step aside (undefined).
 */
import { convertQuantity } from "../quantity/quantity";
import { RELATIONS, VARIABLES } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";
import { type PreparedGiven, solvePrepared } from "./structured";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

type Winding = "primary" | "secondary";
type Kind = "turns" | "voltage" | "current";

const TRANSFORMER = /\btransformer\b|\bprimary\b[^?]*\bsecondary\b|\bsecondary\b[^?]*\bprimary\b/;
// A real transformer's losses are not modelled: its ratios would give a wrong answer.
const NOT_IDEAL = /\b(efficien\w*|loss\w*|los(es|t)|leak\w*|non-?ideal|real transformer)\b|%/;
const WINDING = /\b(primary|secondary|input|output)\b/g;

const VARIABLE_OF: Record<Kind, Record<Winding, string>> = {
  turns: { primary: "Nprimary", secondary: "Nsecondary" },
  voltage: { primary: "Vprimary", secondary: "Vsecondary" },
  current: { primary: "Iprimary", secondary: "Isecondary" },
};

function windingOf(word: string): Winding {
  return word === "primary" || word === "input" ? "primary" : "secondary";
}

function kindOf(quantity: ExtractedQuantity): Kind | undefined {
  if (quantity.unit === "") {
    return /^[\s-]*(?:(?:primary|secondary)\s+)?(turns?|loops?|windings?)\b/.test(quantity.after) &&
      Number.isInteger(quantity.value) &&
      quantity.value >= 1
      ? "turns"
      : undefined;
  }
  if (convertQuantity({ value: 1, unit: quantity.unit }, "V")) return "voltage";
  if (convertQuantity({ value: 1, unit: quantity.unit }, "A")) return "current";
  return undefined;
}

const SENTENCE_MARKS = [".", ";", "?", "!"];
// Where one clause of a sentence ends: "its secondary has 50 turns and its primary 2300 turns".
const CLAUSE_BREAK = /,|\b(?:and|while|when|but|whereas)\b/g;

function windingsIn(text: string): { winding: Winding; at: number }[] {
  return [...text.matchAll(WINDING)].map((match) => ({ winding: windingOf(match[1]), at: match.index ?? 0 }));
}

/**
 * The winding a value belongs to: the one named last before it in its own clause ("its primary
 * has 400 turns"), else the first after it there ("60 turns on its secondary"), else the nearest
 * before it in its sentence, else the first after; undefined when the sentence names none.
 */
function windingOfValue(lower: string, quantity: ExtractedQuantity): Winding | undefined {
  const sentenceStart = Math.max(
    ...SENTENCE_MARKS.map((mark) => lower.lastIndexOf(mark, quantity.start - 1)),
  );
  const ends = SENTENCE_MARKS.map((mark) => lower.indexOf(mark, quantity.end)).filter((at) => at >= 0);
  const before = lower.slice(sentenceStart + 1, quantity.start);
  const after = lower.slice(quantity.end, ends.length > 0 ? Math.min(...ends) : lower.length);
  const clauseStart = Math.max(
    0,
    ...[...before.matchAll(CLAUSE_BREAK)].map((match) => (match.index ?? 0) + match[0].length),
  );
  const clauseEnd = after.search(CLAUSE_BREAK);
  const clauseBefore = windingsIn(before.slice(clauseStart));
  const clauseAfter = windingsIn(clauseEnd >= 0 ? after.slice(0, clauseEnd) : after);
  return (
    clauseBefore.at(-1)?.winding ??
    clauseAfter[0]?.winding ??
    windingsIn(before).at(-1)?.winding ??
    windingsIn(after)[0]?.winding
  );
}

/** The winding and kind of quantity a question asks about, or undefined. */
function askedFor(question: string): { winding: Winding; kind: Kind } | undefined {
  // "If the secondary delivers 0.50 A, what current does the primary draw?": the words from the
  // question word on say what is asked.
  const whole = question.toLowerCase();
  const lower = whole.slice(Math.max(0, whole.search(/\b(what|which|how|find|calculate|determine)\b/)));
  const windings = [...lower.matchAll(WINDING)].map((match) => windingOf(match[1]));
  if (windings.length === 0 || windings.some((winding) => winding !== windings[0])) return undefined;
  const kinds: Kind[] = [];
  if (/\b(voltage|emf|potential difference|volts?)\b/.test(lower)) kinds.push("voltage");
  if (/\bcurrent\b|\bamps?\b/.test(lower)) kinds.push("current");
  if (/\b(turns|windings|loops)\b/.test(lower)) kinds.push("turns");
  if (kinds.length !== 1) return undefined;
  return { winding: windings[0], kind: kinds[0] };
}

/** Solves an ideal transformer's voltage, current or turns from the words, or undefined. */
export function solveTransformer(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!TRANSFORMER.test(lower) || NOT_IDEAL.test(lower)) return undefined;
  const asked = askedFor(question);
  if (!asked) return undefined;
  const unknown = VARIABLES.get(VARIABLE_OF[asked.kind][asked.winding]);
  if (!unknown) return undefined;
  const givens: PreparedGiven[] = [];
  const notNeeded: string[] = [];
  for (const quantity of quantities) {
    const kind = kindOf(quantity);
    if (!kind) {
      // A bare number that is not a count of turns may be a ratio the reader does not read.
      if (quantity.unit === "") return undefined;
      notNeeded.push(quantity.text);
      continue;
    }
    const winding = windingOfValue(lower, quantity);
    if (!winding) return undefined;
    const variable = VARIABLES.get(VARIABLE_OF[kind][winding]);
    if (!variable || givens.some((given) => given.variable.id === variable.id)) return undefined;
    const si = convertQuantity({ value: quantity.value, unit: quantity.unit }, variable.unit);
    if (!si) return undefined;
    givens.push({
      variable,
      original: { value: quantity.value, unit: quantity.unit },
      si: si.value,
      significantFigures: quantity.significantFigures,
    });
  }
  const unit = unitAskedFor(question);
  const understood: Understood = {
    quantities: givens.map((given) => ({
      text: `${given.original.value} ${given.original.unit}`.trim(),
      value: given.original.value,
      unit: given.original.unit,
      variable: given.variable.id,
      variableName: given.variable.name,
    })),
    unknown: { variable: unknown.id, name: unknown.name, ...(unit ? { unit } : {}) },
    assumptions: [
      "The transformer is ideal: no flux leaks and no power is lost.",
      ...(notNeeded.length > 0
        ? [`Not needed for this answer: ${notNeeded.map((text) => `"${text}"`).join(", ")}.`]
        : []),
    ],
  };
  const relations = RELATIONS.filter((relation) =>
    relation.id.startsWith("electromagnetic-induction.transformer-"),
  );
  const result = solvePrepared({ givens, unknown, unit, relations, understood, requireAllUsed: true });
  return result.status === "solved" ? result : undefined;
}
