/**
 * Vectors written by their components ("A = 3.0 i − 4.0 j + 2.0 k", "(−2.00 î + 6.00 ĵ) m"): the
 * angle between two of them, the size of their cross product, their dot product, or the size of
 * one of them or of a sum of multiples of them ("A + 2B", "A − B"). Each component is read from
 * its unit vector; a question about anything else, a vector named twice, or units that differ make
 * the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { parseUnit } from "../quantity/quantity";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

type Vector = readonly [number, number, number];

interface Named {
  name: string;
  components: Vector;
  unit: string;
  figures: number;
  text: string;
}

const AXES = { i: 0, j: 1, k: 2 } as const;
// One component: a sign, a number (none for 1) and its unit vector.
const TERM = /^\s*(?:([+-])\s*)?(?:(\d+(?:\.\d+)?)\s*)?(?:\*\s*)?([ijk])\b/;
const DEFINITION = /(?<![A-Za-z])([A-Z])\s*=\s*(\()?/g;

/** The text with vector marks written plainly: "vecA" as "A", "hati" and "î" as "i". */
function plain(text: string): string {
  return text
    .replace(/\bvec([A-Z])\b/g, "$1")
    .replace(/\bhat([ijk])\b/g, "$1")
    .replace(/î/g, "i")
    .replace(/ĵ/g, "j")
    .replace(/k̂/g, "k")
    .replace(/[−–]/g, "-");
}

function figuresOf(number: string): number {
  const digits = number.replace(".", "").replace(/^0+/, "");
  return Math.max(1, digits.length);
}

/** The vectors defined by components in the text, or undefined when one is named twice. */
function definedVectors(text: string): Named[] | undefined {
  const found: Named[] = [];
  for (const match of text.matchAll(DEFINITION)) {
    let at = (match.index ?? 0) + match[0].length;
    const components: [number, number, number] = [0, 0, 0];
    const seen = new Set<string>();
    let figures = Number.POSITIVE_INFINITY;
    for (;;) {
      const term = TERM.exec(text.slice(at));
      if (!term) break;
      const [whole, sign, number, axis] = term;
      if (seen.has(axis) || (seen.size > 0 && sign === undefined)) break;
      seen.add(axis);
      components[AXES[axis as keyof typeof AXES]] =
        (sign === "-" ? -1 : 1) * (number === undefined ? 1 : Number(number));
      if (number !== undefined) figures = Math.min(figures, figuresOf(number));
      at += whole.length;
    }
    if (seen.size === 0) continue;
    if (match[2]) {
      const close = /^\s*\)/.exec(text.slice(at));
      if (!close) continue;
      at += close[0].length;
    }
    const unitWord = /^\s*([a-zA-Z]+(?:\/[a-zA-Z]+)?)\b/.exec(text.slice(at))?.[1];
    const unit = unitWord && !/^(and|with|find|what|is|are|the)$/i.test(unitWord) ? parseUnit(unitWord) : "";
    if (unit === undefined) return undefined;
    if (found.some((vector) => vector.name === match[1])) return undefined;
    found.push({
      name: match[1],
      components,
      unit,
      figures: Number.isFinite(figures) ? figures : 2,
      text: text.slice(match.index ?? 0, at).trim(),
    });
  }
  return found;
}

const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const size = (a: Vector) => Math.sqrt(dot(a, a));
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

function vectorLatex(v: Vector): string {
  const parts = v.map((value, index) => `${formatNumberLatex(value, 4)}\\,\\hat{${"ijk"[index]}}`);
  return `(${parts.join(" + ").replace(/\+ -/g, "- ")})`;
}

/** A sum of multiples of named vectors ("A + 2B", "2A - B"), as coefficients by name. */
function combination(expression: string, names: ReadonlySet<string>): Map<string, number> | undefined {
  const compact = expression.replace(/\s+/g, "");
  if (!/^[+-]?(\d+(\.\d+)?)?[A-Z]([+-](\d+(\.\d+)?)?[A-Z])*$/.test(compact)) return undefined;
  const terms = new Map<string, number>();
  for (const part of compact.split(/(?=[+-])/)) {
    const term = /^([+-]?)(\d+(?:\.\d+)?)?([A-Z])$/.exec(part);
    if (!term) return undefined;
    const [, sign, number, name] = term;
    if (!names.has(name) || terms.has(name)) return undefined;
    terms.set(name, (sign === "-" ? -1 : 1) * (number === undefined ? 1 : Number(number)));
  }
  return terms;
}

interface Asked {
  kind: "angle" | "cross" | "dot" | "size";
  names: string[];
  terms?: Map<string, number>;
}

function askedOperation(question: string, names: ReadonlySet<string>, text: string): Asked | undefined {
  const q = question;
  // "the angle between A and B", "the angle between A = 3i + 4j and B = 5i - 2j".
  const between = /\bangle between (?:the vectors? )?([A-Z])\b(?:\s*=[^?]{0,40}?)?\s+and\s+([A-Z])\b/.exec(q);
  if (between) return { kind: "angle", names: [between[1], between[2]] };
  if (/\bangle between (?:them|the (?:two )?vectors)\b/i.test(q) && names.size === 2)
    return { kind: "angle", names: [...names] };
  const crossed = /\b([A-Z])\s*(?:×|x|\\times)\s*([A-Z])\b/.exec(q);
  if (crossed && /\b(magnitude|size|length)\b|\|/i.test(q))
    return { kind: "cross", names: [crossed[1], crossed[2]] };
  if (/\bcross product\b/i.test(q) && /\bmagnitude\b/i.test(q) && names.size === 2)
    return { kind: "cross", names: [...names] };
  const dotted = /\b([A-Z])\s*(?:·|\\cdot|\.(?=\s*[A-Z]\b))\s*([A-Z])\b/.exec(q);
  if (dotted) return { kind: "dot", names: [dotted[1], dotted[2]] };
  if (/\b(dot|scalar) product\b/i.test(q) && names.size === 2) return { kind: "dot", names: [...names] };
  if (!/\b(magnitude|length|size)\b/i.test(q)) return undefined;
  // "the magnitude of C = A + 2B", "the magnitude of A - B", "|A + B|", "the magnitude of A".
  const defined =
    /\b(?:magnitude|length|size) of (?:the (?:vector )?)?(?:[A-Z]\s*=\s*)?([A-Z0-9.+\-\s]+?)\s*(?:[?.,]|$|\bin\b)/.exec(
      q,
    );
  const resultant = /\b(resultant|sum)\b/i.test(q) && names.size === 2 ? [...names].join("+") : undefined;
  const expression = defined?.[1] ?? resultant;
  if (!expression) return undefined;
  // "C" defined as a combination elsewhere ("C = A + 2B").
  const alias =
    /^[A-Z]$/.test(expression.trim()) && !names.has(expression.trim())
      ? new RegExp(`\\b${expression.trim()}\\s*=\\s*([A-Z0-9.+\\-\\s]+?)\\s*(?:[?.,]|$)`).exec(text)?.[1]
      : undefined;
  const terms = combination(alias ?? expression, names);
  return terms ? { kind: "size", names: [...terms.keys()], terms } : undefined;
}

/** The asked angle, cross or dot product, or size of vectors given by components, or undefined. */
export function solveVectorComponents(normalized: string, question: string): SolveResult | undefined {
  const text = plain(normalized);
  if (!/(?:\d|\b)[ijk]\b/.test(text)) return undefined;
  const vectors = definedVectors(text);
  if (!vectors || vectors.length === 0) return undefined;
  const byName = new Map(vectors.map((vector) => [vector.name, vector]));
  const asked = askedOperation(plain(question), new Set(byName.keys()), text);
  if (!asked || asked.names.some((name) => !byName.has(name))) return undefined;
  const used = asked.names.map((name) => byName.get(name) as Named);
  const units = new Set(used.map((vector) => vector.unit));
  if (units.size !== 1) return undefined;
  const [unit] = units;
  const figures = Math.max(2, Math.min(...used.map((vector) => vector.figures)));
  const steps: SolutionStep[] = [];
  let value: number;
  let answerUnit: string;
  let symbol: string;
  let name: string;
  if (asked.kind === "size") {
    const sum: [number, number, number] = [0, 0, 0];
    for (const [vectorName, coefficient] of asked.terms ?? [])
      for (const axis of [0, 1, 2])
        sum[axis] += coefficient * (byName.get(vectorName) as Named).components[axis];
    const expression = [...(asked.terms ?? [])]
      .map(
        ([vectorName, c], index) =>
          `${c < 0 ? "-" : index > 0 ? "+" : ""}${Math.abs(c) === 1 ? "" : Math.abs(c)}\\vec{${vectorName}}`,
      )
      .join(" ");
    value = size(sum);
    answerUnit = unit;
    symbol = `|${expression}|`;
    name = "magnitude";
    steps.push({
      principle: "Add the vectors component by component",
      equation: `${expression} = \\sum c\\,(x\\,\\hat{i} + y\\,\\hat{j} + z\\,\\hat{k})`,
      substitution: `${expression} = ${vectorLatex(sum)}`,
      result: { value: sum[0], unit, symbol: "x" },
    });
    steps.push({
      principle: "The magnitude of a vector from its components",
      equation: `|\\vec{V}| = \\sqrt{V_x^2 + V_y^2 + V_z^2}`,
      substitution: `|\\vec{V}| = \\sqrt{${sum.map((c) => `(${formatNumberLatex(c, 4)})^2`).join(" + ")}} = ${formatQuantityLatex(value, unit, figures)}`,
      result: { value, unit, symbol: "|V|" },
    });
  } else {
    const [a, b] = used;
    const product = dot(a.components, b.components);
    const productUnit = unit === "" ? "" : `${unit}^2`;
    const dotStep: SolutionStep = {
      principle: "The dot product from the components",
      equation: `\\vec{${a.name}} \\cdot \\vec{${b.name}} = A_x B_x + A_y B_y + A_z B_z`,
      substitution: `\\vec{${a.name}} \\cdot \\vec{${b.name}} = ${a.components.map((c, i) => `(${formatNumberLatex(c, 4)})(${formatNumberLatex(b.components[i], 4)})`).join(" + ")} = ${formatNumberLatex(product, 4)}`,
      result: { value: product, unit: productUnit, symbol: "A·B" },
    };
    if (asked.kind === "dot") {
      value = product;
      answerUnit = productUnit;
      symbol = "A·B";
      name = "dot product";
      steps.push(dotStep);
    } else if (asked.kind === "cross") {
      const c = cross(a.components, b.components);
      value = size(c);
      answerUnit = productUnit;
      symbol = "|A×B|";
      name = "magnitude of the cross product";
      steps.push({
        principle: "The cross product from the components",
        equation: `\\vec{${a.name}} \\times \\vec{${b.name}} = (A_y B_z - A_z B_y)\\,\\hat{i} + (A_z B_x - A_x B_z)\\,\\hat{j} + (A_x B_y - A_y B_x)\\,\\hat{k}`,
        substitution: `\\vec{${a.name}} \\times \\vec{${b.name}} = ${vectorLatex(c)}`,
        result: { value: c[0], unit: productUnit, symbol: "x" },
      });
      steps.push({
        principle: "The magnitude of a vector from its components",
        equation: `|\\vec{V}| = \\sqrt{V_x^2 + V_y^2 + V_z^2}`,
        substitution: `|\\vec{${a.name}} \\times \\vec{${b.name}}| = ${formatQuantityLatex(value, productUnit, figures)}`,
        result: { value, unit: productUnit, symbol },
      });
    } else {
      const sizes = [size(a.components), size(b.components)];
      if (sizes.some((s) => s === 0)) return undefined;
      const cosine = Math.max(-1, Math.min(1, product / (sizes[0] * sizes[1])));
      value = (Math.acos(cosine) * 180) / Math.PI;
      answerUnit = "deg";
      symbol = "θ";
      name = "angle between the vectors";
      steps.push(dotStep);
      steps.push({
        principle: "The angle from the dot product and the magnitudes",
        equation: `\\cos\\theta = \\frac{\\vec{${a.name}} \\cdot \\vec{${b.name}}}{|\\vec{${a.name}}|\\,|\\vec{${b.name}}|}`,
        substitution: `\\cos\\theta = \\frac{${formatNumberLatex(product, 4)}}{${formatNumberLatex(sizes[0], 4)} \\times ${formatNumberLatex(sizes[1], 4)}} = ${formatNumberLatex(cosine, 4)} \\;\\Rightarrow\\; \\theta = ${formatNumberLatex(value, Math.max(figures, 3))}^\\circ`,
        result: { value: (value * Math.PI) / 180, unit: "rad", symbol: "θ" },
      });
    }
  }
  if (!Number.isFinite(value)) return undefined;
  const asksUnit = unitAskedFor(normalized.slice(Math.max(0, normalized.indexOf(question))));
  if (asksUnit && asksUnit !== answerUnit && !(answerUnit === "deg" && /^(deg|°)/.test(asksUnit)))
    return undefined;
  const shownFigures = answerUnit === "deg" ? Math.max(figures, 3) : figures;
  return {
    status: "solved",
    answer: { value: roundSignificant(value, shownFigures), unit: answerUnit },
    si: answerUnit === "deg" ? { value: (value * Math.PI) / 180, unit: "rad" } : { value, unit: answerUnit },
    significantFigures: shownFigures,
    steps,
    understood: {
      quantities: used.map((vector) => ({
        text: vector.text,
        value: size(vector.components),
        unit: vector.unit,
        variable: vector.name,
        variableName: `vector ${vector.name} (${vector.components.map((c) => roundSignificant(c, 4)).join(", ")})`,
      })),
      unknown: { variable: symbol, name },
      assumptions: ["The vectors' components are along the x, y and z axes (i, j, k)."],
    },
  };
}
