/**
 * A quantity stated as a function of time, position or temperature, and a question whose answer is
 * its value, its rate of change or its accumulation: "v(t) = 3t² − 12t + 9, where v is in m/s and t
 * is in s … the total distance between t = 0 s and t = 4 s" (∫|v| dt), "U(x) = (3.0 J/m²)x² −
 * (1.0 J/m³)x³ … the force at x = 2.5 m" (−dU/dx), "F(t) = F_max sin(πt/τ) … on a 0.40 kg ball at
 * rest" (∫F dt / m).
 *
 * The operation is chosen by dimensions, not by phrasing: the quantity the question asks has a
 * dimension, and exactly one of the operations on the stated function (its value, first or second
 * derivative, integral, integral shared by a given mass or moment of inertia, derivative times a
 * given area) must give it. Derivatives and integrals are computed numerically (central differences
 * and Simpson's rule) and shown as worked steps. The reader steps aside (undefined) when the
 * function does not parse, a symbol in it is not a constant the text gives, its units do not
 * agree, the question's instant or interval is not stated, or a given would be left unused.
 *
 * The same reading serves a value from the start (v₀ + ∫a dt, and twice for a position), an
 * average, a greatest value, the time an accumulation takes to reach an amount, a law in the speed
 * itself (a drag, by separating the variables), a rate in the quantity itself (dI/dx = −μI), the
 * charge of a density that varies with radius, and light across a graded index; the solver's
 * README lists each with the words it needs.
 */
import { type MathNode, parse } from "mathjs";
import type { SolutionStep } from "../bank/template";
import { constantValue } from "../constants";
import { formatNumber, formatQuantityLatex, formatUnitLatex, roundSignificant } from "../format-number";
import {
  convertQuantity,
  type Dimension,
  dimensionOf,
  haveSameDimension,
  parseUnit,
  toSI,
} from "../quantity/quantity";
import { dimensionsEqual, siUnitFor } from "../quantity/units";
import { VARIABLES as VARIABLE_DEFINITIONS } from "../relations/variables";
import type { ExtractedQuantity } from "./extract";
import { AT_THE_ORIGIN, integralOverDistance } from "./line-charge-potential";
import {
  boundsBySymbols,
  domainOf,
  placedAtTheSurface,
  unvaluedSubscriptedSymbols,
  withSymbolProducts,
  withValuesInPlace,
} from "./stated-symbols";
import type { SolveResult } from "./types";
import { questionSentence, unitAskedFor } from "./unknown";
import { simpsonIntegral } from "./varying-force-reading";

/** A kind of quantity a stated function may give: the letters that name it and its SI unit. */
interface FunctionKind {
  name: string;
  letters: readonly string[];
  unit: string;
}

/** What a function of time, position or temperature may be, by its letter and its unit's dimension. */
const FUNCTION_KINDS: readonly FunctionKind[] = [
  { name: "position", letters: ["x", "y", "s"], unit: "m" },
  { name: "angle", letters: ["θ", "theta", "φ", "phi"], unit: "rad" },
  { name: "velocity", letters: ["v"], unit: "m/s" },
  { name: "angular velocity", letters: ["ω", "omega"], unit: "rad/s" },
  { name: "angular acceleration", letters: ["α", "alpha"], unit: "rad/s^2" },
  { name: "acceleration", letters: ["a"], unit: "m/s^2" },
  { name: "force", letters: ["F"], unit: "N" },
  { name: "torque", letters: ["τ", "tau"], unit: "N*m" },
  { name: "potential energy", letters: ["U"], unit: "J" },
  { name: "electric potential", letters: ["V"], unit: "V" },
  { name: "charge", letters: ["q", "Q"], unit: "C" },
  { name: "current", letters: ["I", "i"], unit: "A" },
  { name: "power", letters: ["P"], unit: "W" },
  { name: "magnetic field", letters: ["B"], unit: "T" },
  { name: "electric field", letters: ["E"], unit: "V/m" },
  { name: "refractive index", letters: ["n"], unit: "" },
  { name: "magnetic flux", letters: ["Φ", "Phi", "phi"], unit: "Wb" },
  { name: "charge density", letters: ["ρ", "rho"], unit: "C/m^3" },
  { name: "current density", letters: ["J"], unit: "A/m^2" },
  { name: "linear mass density", letters: ["λ", "lambda"], unit: "kg/m" },
  { name: "linear charge density", letters: ["λ", "lambda"], unit: "C/m" },
  { name: "heat capacity", letters: ["C"], unit: "J/K" },
  { name: "molar heat capacity", letters: ["C", "c"], unit: "J/(mol*K)" },
  { name: "specific heat", letters: ["c"], unit: "J/(kg*K)" },
];

/** The variables a function may be of, with their SI units. */
const VARIABLES: Readonly<Record<string, { name: string; unit: string }>> = {
  t: { name: "time", unit: "s" },
  x: { name: "position", unit: "m" },
  r: { name: "distance from the centre", unit: "m" },
  T: { name: "temperature", unit: "K" },
  v: { name: "speed", unit: "m/s" },
  ω: { name: "angular velocity", unit: "rad/s" },
  omega: { name: "angular velocity", unit: "rad/s" },
};

/** Variables that are rates themselves: a law in one (a drag a = −kv²) is integrated by separating it. */
const RATE_VARIABLES = new Set(["v", "ω", "omega"]);

/** A quantity a question may ask for, by its words, with its SI unit. */
interface AskedKind {
  name: string;
  /** The engine's variable for it. */
  variable: string;
  words: RegExp;
  unit: string;
  /** Asked as a size: the magnitude of a signed result. */
  magnitude?: boolean;
  /** The accumulation of the magnitude (a distance, not a displacement). */
  totalOfMagnitude?: boolean;
  /**
   * A state at an instant (a velocity, a position), not a change over an interval: found from an
   * integral only with its value at the start.
   */
  state?: boolean;
}

const ASKED_KINDS: readonly AskedKind[] = [
  {
    name: "angular velocity",
    variable: "omega",
    words: /\bangular (?:velocity|speed)\b/,
    unit: "rad/s",
    state: true,
  },
  { name: "angular acceleration", variable: "alpha", words: /\bangular acceleration\b/, unit: "rad/s^2" },
  {
    name: "angle",
    variable: "theta",
    words: /\b(?:through what angle|angular displacement|how many radians|angle (?:does|did|has|it|the))\b/,
    unit: "rad",
  },
  {
    name: "speed",
    variable: "v",
    words: /\b(?:speed|how fast)\b/,
    unit: "m/s",
    magnitude: true,
    state: true,
  },
  { name: "velocity", variable: "v", words: /\bvelocity\b/, unit: "m/s", state: true },
  { name: "acceleration", variable: "a", words: /\bacceleration\b/, unit: "m/s^2" },
  {
    name: "distance",
    variable: "d",
    words: /\b(?:distance|how far|how deep|depth)\b/,
    unit: "m",
    totalOfMagnitude: true,
  },
  {
    name: "position",
    variable: "x",
    words: /\bposition\b/,
    unit: "m",
    state: true,
  },
  { name: "displacement", variable: "d", words: /\bdisplacement\b/, unit: "m" },
  { name: "electric field", variable: "Efield", words: /\belectric field\b/, unit: "V/m" },
  { name: "force", variable: "F", words: /\bforce\b/, unit: "N" },
  { name: "emf", variable: "emf", words: /\b(?:emf|induced voltage)\b/, unit: "V", magnitude: true },
  { name: "current", variable: "I", words: /\bcurrent\b/, unit: "A" },
  { name: "charge", variable: "q", words: /\bcharge\b/, unit: "C" },
  { name: "impulse", variable: "J", words: /\bimpulse\b/, unit: "N*s" },
  { name: "work", variable: "W", words: /\bwork\b/, unit: "J" },
  { name: "energy", variable: "Q", words: /\b(?:energy|heat)\b/, unit: "J" },
  { name: "entropy change", variable: "dS", words: /\bentropy\b/, unit: "J/K" },
  { name: "magnetic field", variable: "B", words: /\bmagnetic field\b/, unit: "T" },
  {
    name: "electric potential",
    variable: "V",
    words: /\b(?:electric |electrostatic )?potential\b(?!\s+(?:energy|difference))/,
    unit: "V",
  },
  { name: "moment of inertia", variable: "I_rot", words: /\bmoment of inertia\b/, unit: "kg*m^2" },
  {
    name: "mass",
    variable: "m",
    words:
      /\b(?:total mass|its (?:total )?mass|mass of the (?:rod|bar|stick|beam|wire)|(?:rod|bar|stick|beam|wire)'s (?:total )?mass)\b/,
    unit: "kg",
  },
  { name: "centre of mass", variable: "xcm", words: /\bcent(?:er|re) of mass\b/, unit: "m" },
  {
    name: "time",
    variable: "t",
    words: /\bhow (?:long|much time)\b|\bat what (?:time|instant)\b|\bafter what time\b/,
    unit: "s",
  },
];

/** What is done to the function to answer: its value, a derivative or an integral, and what divides or multiplies it. */
type Operation =
  | { kind: "value"; times?: ExtractedQuantity }
  | {
      kind: "derivative";
      order: 1 | 2;
      times?: ExtractedQuantity;
      /** The factor is the radius of a circle, whose area π r² multiplies the rate. */
      circle?: true;
    }
  | {
      kind: "integral";
      per?: ExtractedQuantity;
      workEnergy?: true;
      /** The amount or mass a molar heat capacity or a specific heat is multiplied by. */
      times?: ExtractedQuantity;
      /** ∫ f / T dT: the entropy a heat capacity gives as the temperature changes. */
      overVariable?: true;
      /** ∫∫ f dt dt from the start: a position or displacement from an acceleration. */
      twice?: true;
      /** ½ m v² of the speed a shared impulse gives: a kinetic energy. */
      kinetic?: true;
      /** ∫ n dx / c: the time light takes through a medium whose index varies along its path. */
      light?: true;
    }
  | { kind: "enclosed"; radius: ExtractedQuantity }
  /** The charge within a radius of a sphere whose charge density varies with it, or its whole charge. */
  | { kind: "enclosedCharge"; radius?: ExtractedQuantity }
  | { kind: "enclosedCurrent"; radius: ExtractedQuantity; total?: ExtractedQuantity }
  /** The time from the start at which the integral reaches a given amount ("how long for 2.25 C to pass"). */
  | {
      kind: "reach";
      target: ExtractedQuantity;
      /** A latent heat the target mass is multiplied by: the heat to freeze, melt or boil it, m L. */
      latent?: ExtractedQuantity;
      /** A temperature given as the one the change of phase happens at. */
      atTransition?: ExtractedQuantity;
    }
  /**
   * A rate given as a function of the speed (a drag a = −kv²): the time, ∫dv/a, or the distance,
   * ∫v dv/a, between a starting and a final speed; a force or torque shared by a mass or moment of inertia.
   */
  | {
      kind: "separated";
      over: "time" | "distance";
      begin: ExtractedQuantity;
      end: ExtractedQuantity;
      per?: ExtractedQuantity;
    }
  /** A rod's mass (0), centre of mass (1) or moment of inertia (2) from its linear mass density. */
  | { kind: "rod"; moment: 0 | 1 | 2; length?: ExtractedQuantity }
  /** The potential at a point of a charged rod's axis: k ∫ λ(x) / |x − x₀| dx. */
  | { kind: "linePotential"; length?: ExtractedQuantity };

/** "Depth x below the entry face", "x measured from the front surface": a path that starts at x = 0 at a face. */
const MEASURED_FROM_A_FACE =
  /\b(?:below|beneath|beyond|behind|from)\s+(?:(?:the|its)\s+)?(?:(?:entry|entrance|front|first|incident|top|left)\s+)?(?:face|surface)\b/i;

/** "Where x is measured from one end": a rod's length then runs from x = 0. */
const MEASURED_FROM_AN_END = /\bmeasured from (?:one|an|the left|the) end\b|\bfrom one end\b/i;

/** The kinds of heat capacity, each with the unit of what it is multiplied by (none for a body's own). */
const HEAT_CAPACITY_FOR: ReadonlyMap<string, string | undefined> = new Map([
  ["heat capacity", undefined],
  ["molar heat capacity", "mol"],
  ["specific heat", "kg"],
]);

/** "a 100-turn coil", "200 turns": a count of turns, which multiplies an emf. */
const TURNS_AFTER = /^\s*(?:-\s*)?turns?\b/;
/** A flux stated for one turn of a coil, so that the coil's turns multiply its emf. */
const FLUX_PER_TURN =
  /\b(?:through|in|of) (?:each|every|one|a single) (?:turn|loop)\b|\bper (?:turn|loop)\b/i;

const NUMBER = String.raw`\d+(?:\.\d+)?(?:\s*(?:×|\*)\s*10\^\(?[-−]?\d+\)?)?`;
/** "F(t) =", "V(x) =", "ω(t) =", "F_{max}" excluded: the name of a function of one letter-variable. */
const FUNCTION_STATED =
  /(?<![\w\\])(rho|theta|omega|tau|Phi|phi|lambda|alpha|[A-Za-zθφωτΦρλα])(?:_\{?[A-Za-z]\}?)?\s*\(\s*([txrTvω]|omega)\s*\)\s*=\s*/g;
/**
 * A function written as a law, its letter alone, with the variable it is of: a heat capacity in
 * the temperature ("C = aT^3", "C = a + bT"), a rod's linear mass density along it ("λ = (3.0
 * kg/m²)x"). The variable must appear before the clause ends.
 */
const LAWS: readonly { pattern: RegExp; variable: string }[] = [
  { pattern: /(?<![\w\\])(C)\s*=\s*(?=(?:[^=.;,]|\.(?=\d)){0,40}?T(?![A-Za-z]))/g, variable: "T" },
  { pattern: /(?<![\w\\])(λ|lambda)\s*=\s*(?=(?:[^=.;,]|\.(?=\d)){0,40}?x(?![A-Za-z]))/g, variable: "x" },
];
/**
 * "F = …", "Φ_B = …", "a = …": the letter of a kind of quantity that may be stated as a function
 * of time or position, set equal to something, its variable not written after it. A heat capacity
 * and a rod's density have their own laws above.
 */
const LAW_OF_TIME_OR_POSITION =
  /(?<![\w\\])(theta|omega|tau|Phi|rho|alpha|[xysvaFUVqQIiPBJθφωτΦρα])(?:_\{?[A-Za-z0-9]\}?)?\s*=\s*(?![\s=])/g;

/** "The friction torque is …", "the net force on it is …": a kind of quantity named by its word and set equal to a law. */
const LAW_NAMED_BY_WORD =
  /\b(force|torque|acceleration|angular acceleration|current|power|flux|magnetic flux)\s+(?:is|equals|=)\s+(?=[-−(\d])/gi;
/** The kind a word names, where the word is shorter than the kind's name. */
const KIND_OF_WORD: Readonly<Record<string, string>> = { flux: "magnetic flux" };

/** The variables a law of a letter may be in: a density of the distance from a centre, else time or position. */
function variablesOfLaw(letter: string): string[] {
  if (["rho", "ρ", "J"].includes(letter)) return ["r"];
  // A drag: an acceleration or force in the speed, a torque or angular acceleration in the angular velocity.
  if (["a", "F"].includes(letter)) return ["t", "x", "v"];
  if (["τ", "tau", "α", "alpha"].includes(letter)) return ["t", "ω", "omega"];
  return ["t", "x"].filter((variable) => variable !== letter);
}

/** Greek letters the text spells out ("rho(r)"), written in LaTeX with a backslash. */
const GREEK_NAMES = new Set(["rho", "theta", "omega", "tau", "Phi", "lambda", "sigma", "alpha", "beta"]);
/** Greek letters written as themselves ("Φ(t)"), by their LaTeX commands. */
const GREEK_LETTERS_LATEX: Readonly<Record<string, string>> = {
  Φ: "\\Phi",
  φ: "\\phi",
  ρ: "\\rho",
  λ: "\\lambda",
  ω: "\\omega",
  θ: "\\theta",
  τ: "\\tau",
  α: "\\alpha",
};
/** Function names the expression may call. */
const FUNCTIONS = new Set(["sin", "cos", "tan", "exp", "sqrt", "ln", "log"]);
/** Largest tree an expression may have: a textbook function has a few dozen nodes. */
const MAX_NODES = 80;

/** A symbol's value in the variable's working units, and its dimension when known. */
interface Valued {
  value: number;
  /** How a value written with its unit shows in a worked step. */
  latex?: string;
  /** Undefined for a bare number, whose unit is implied by the units the text states. */
  dimension?: Dimension;
}

const DIMENSIONLESS: Dimension = {
  length: 0,
  mass: 0,
  time: 0,
  current: 0,
  temperature: 0,
  amount: 0,
  luminousIntensity: 0,
};

function combine(first: Dimension, second: Dimension, sign: 1 | -1): Dimension {
  return Object.fromEntries(
    Object.entries(first).map(([name, exponent]) => [
      name,
      exponent + sign * second[name as keyof Dimension],
    ]),
  ) as unknown as Dimension;
}

function power(dimension: Dimension, exponent: number): Dimension {
  return Object.fromEntries(
    Object.entries(dimension).map(([name, value]) => [name, value * exponent]),
  ) as unknown as Dimension;
}

/** The function's expression as written, up to the unit or words after it. */
interface StatedFunction {
  letter: string;
  variable: string;
  expression: string;
  /** The expression as the text writes it, units and all. */
  asWritten: string;
  /** Values written with their units in the expression, by the symbols that stand for them. */
  symbols: Map<string, Valued>;
  /** The unit written right after the expression ("(12t − 3.0t²) N"), or in brackets ("(amps, t in s)"). */
  unit?: string;
  start: number;
  end: number;
}

/** Identifiers an expression may hold besides the variable and named constants. */
const KNOWN_WORDS = new Set([...FUNCTIONS, "pi", "e"]);

/** Reads "NAME(VAR) = expression [unit]" from the text; undefined unless exactly one is stated. */
export function statedFunction(text: string, constantNames: ReadonlySet<string>): StatedFunction | undefined {
  const named = [...text.matchAll(FUNCTION_STATED)].map((match) => ({ match, variable: match[2] }));
  if (named.length > 0)
    return named.length === 1
      ? functionStatedAt(text, named[0].match, named[0].variable, constantNames)
      : undefined;
  // "The Debye law C = aT^3": a function written as a law in its variable, without "(T)".
  const laws = LAWS.flatMap(({ pattern, variable }) =>
    [...text.matchAll(pattern)].map((match) => ({ match, variable })),
  );
  if (laws.length > 0)
    return laws.length === 1
      ? functionStatedAt(text, laws[0].match, laws[0].variable, constantNames)
      : undefined;
  // "F = (4.0x² + 2.0) N", "Φ_B = 0.10t² Wb": any quantity's letter set equal to an expression in
  // time or position. Only a law whose expression holds its variable counts, and exactly one must.
  const read = [...text.matchAll(LAW_OF_TIME_OR_POSITION)].flatMap((match) =>
    variablesOfLaw(match[1]).flatMap((variable) => {
      const stated = functionStatedAt(text, match, variable, constantNames);
      return stated ? [stated] : [];
    }),
  );
  if (read.length > 0) return read.length === 1 ? read[0] : undefined;
  // "The bearing's friction torque is −0.10ω (N·m, ω in rad/s)": a quantity named by its word.
  const worded = [...text.matchAll(LAW_NAMED_BY_WORD)].flatMap((match) => {
    const word = match[1].toLowerCase();
    const kind = FUNCTION_KINDS.find((candidate) => candidate.name === (KIND_OF_WORD[word] ?? word));
    if (!kind) return [];
    const named = Object.assign([match[0], kind.letters[0]], {
      index: match.index ?? 0,
    }) as unknown as RegExpMatchArray;
    return variablesOfLaw(kind.letters[0]).flatMap((variable) => {
      const stated = functionStatedAt(text, named, variable, constantNames);
      return stated ? [stated] : [];
    });
  });
  return worded.length === 1 ? worded[0] : undefined;
}

/** The function whose name (and variable) a match of its "NAME =" found, read from the text after it. */
function functionStatedAt(
  text: string,
  match: RegExpExecArray | RegExpMatchArray,
  variable: string,
  constantNames: ReadonlySet<string>,
): StatedFunction | undefined {
  const letter = match[1];
  const from = (match.index ?? 0) + match[0].length;
  const written = text.slice(from, from + 160);
  // Values written with their units inside the expression ("2.0 rad/s + (0.50 rad/s^3)t^2") become
  // symbols, so that the expression reads to its end.
  const withUnits = withUnitsAsSymbols(written, variable);
  const rest = withUnits.expression;
  // The expression is numbers, operators, brackets and known names; it stops at the first other word.
  const token =
    /\s*(?:(\d+(?:\.\d+)?)|([A-Za-zα-ορ-ωΑ-Ω][A-Za-z0-9α-ορ-ωΑ-Ω]*(?:_\{?[A-Za-z0-9]+\}?)?)|([-+*/^(),.·π]))/y;
  // "kx", "bT": a constant the text gives, written against the variable it multiplies.
  const constantTimesVariable = (word: string) =>
    word.length > variable.length &&
    word.endsWith(variable) &&
    constantNames.has(word.slice(0, -variable.length));
  let index = 0;
  let depth = 0;
  let end = 0;
  for (;;) {
    token.lastIndex = index;
    const piece = token.exec(rest);
    if (!piece) break;
    const [whole, , word, mark] = piece;
    if (
      word !== undefined &&
      !(
        word === variable ||
        KNOWN_WORDS.has(word) ||
        constantNames.has(word) ||
        withUnits.symbols.has(word) ||
        constantTimesVariable(word)
      )
    )
      break;
    if (mark === "," || (mark === "." && !/^\s*\.\d/.test(whole))) break;
    if (mark === "(") depth++;
    if (mark === ")") {
      if (depth === 0) break;
      depth--;
    }
    index += whole.length;
    if (depth === 0 && !/[-+*/^(·]$/.test(whole.trim())) end = index;
  }
  const expression = rest
    .slice(0, end)
    .trim()
    .replace(/[A-Za-zα-ωΑ-Ω][A-Za-z0-9α-ωΑ-Ω]*/g, (word) =>
      constantTimesVariable(word) ? `${word.slice(0, -variable.length)} * ${variable}` : word,
    );
  // "2 x 10^3": an x between a number and a power of ten is a times sign, not the variable.
  if (variable === "x" && /\d\s*x\s*10\s*(?:\^|\*\*)/.test(written.slice(0, end))) return undefined;
  if (expression === "" || !new RegExp(`(?<![A-Za-z])${variable}(?![A-Za-z])`).test(expression))
    return undefined;
  const after = rest.slice(end);
  // What follows must end the expression: a unit, a bracket of units, the clause's end or its words.
  const unitAfter = /^\s*([A-Za-zΩμ°][A-Za-z0-9Ωμ°/·*^]*(?:\s?·\s?[A-Za-z]+)?)(?=[\s,.;:)?]|$)/.exec(after);
  const bracket = /^\s*\(\s*([^,()]+?)\s*(?:,|\))/.exec(after);
  let unit: string | undefined;
  // "c(T) = 0.20 + 0.0015T in J/(g*K)": the unit named after "in", not "in" as inches.
  const unitNamedAfterIn = /^\s*in\s+([^\s,;]+?)(?=[,;]|\s|$)/.exec(after);
  const inUnit = unitNamedAfterIn ? parseUnit(unitNamedAfterIn[1].replace(/[.?]$/, "")) : undefined;
  if (inUnit) unit = inUnit;
  else if (unitAfter && unitAfter[1] !== variable && unitAfter[1] !== "in") unit = parseUnit(unitAfter[1]);
  if (!unit && bracket) unit = parseUnit(bracket[1]);
  if (
    !unit &&
    !/^\s*(?:$|[,.;:?]|\(|(?:where|with|for|and|when|in|acts?|acting|pushes|pulls|is|on|along|that|which|from|starts?|begins?|during|over|until|between|to|into|onto|deliver(?:s)?|do(?:es)?|exerts?|gives?|transfers?|imparts?|supplies|supply|produces?|drives?|moves?|directed|pointing|points|oriented)\b)/.test(
      after,
    )
  )
    return undefined;
  // A vector's components ("(3.0t²) î + (2.0t³) ĵ") are no single function.
  if (/\\hat|\bvec|î|ĵ|k̂|\bvector\b/i.test(text)) return undefined;
  const symbols = new Map(
    [...withUnits.symbols].filter(([name]) => new RegExp(`\\b${name}\\b`).test(expression)),
  );
  const asWritten = written.slice(0, end).trim();
  return { letter, variable, expression, asWritten, symbols, unit, start: match.index ?? 0, end: from + end };
}

/** "with V in volts", "where v is in m/s and t is in s", "(t in seconds)": the unit stated for a letter. */
function unitStatedFor(text: string, letter: string): string | undefined {
  const pattern = new RegExp(
    String.raw`(?<![\w\\])${letter}\s+(?:is\s+)?(?:given\s+)?(?:measured\s+)?in\s+([^\s,.;)]+(?:\s+per\s+[^\s,.;)]+)?)`,
    "g",
  );
  const units = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    const unit = parseUnit(match[1]);
    if (unit) units.add(unit);
  }
  return units.size === 1 ? [...units][0] : undefined;
}

/** A constant the text gives by its symbol ("with F_max = 900 N", "τ = 8.0 ms"), found just once. */
export function namedConstants(quantities: readonly ExtractedQuantity[]): Map<string, ExtractedQuantity> {
  const byName = new Map<string, ExtractedQuantity[]>();
  for (const quantity of quantities) {
    const symbol =
      /(?:^|[\s(,;:])((?:rho|theta|omega|tau|lambda|sigma|alpha|beta|mu|Phi|[A-Za-zα-ωΑ-Ω])(?:_\{?[A-Za-z0-9]+\}?|[0-9])?)\s*=\s*$/.exec(
        quantity.beforeRaw,
      )?.[1];
    if (!symbol) continue;
    const name = symbol.replace(/[{}]/g, "");
    byName.set(name, [...(byName.get(name) ?? []), quantity]);
  }
  return new Map(
    [...byName].filter(([, found]) => found.length === 1).map(([name, [found]]) => [name, found]),
  );
}

/** A number as written, "2.36 × 10^-10" or "−4.0", as a value. */
function numberValue(written: string): number {
  return Number(
    written
      .replace(/−/g, "-")
      .replace(/(?<=\d)\s*(?:×|\*)\s*10\^\(?([-−]?\d+)\)?/, "e$1")
      .replace(/−/g, "-"),
  );
}

/**
 * True when the one value written with a unit is the expression's last term, unbracketed, after
 * terms with no unit ("a(t) = 6t − 4 m/s^2"): the unit is then the whole function's, as a
 * textbook writes it, not the last term's alone.
 */
function unitOfTheWholeExpression(written: string, pattern: RegExp, variable: string): boolean {
  const matches = [...written.matchAll(pattern)];
  if (matches.length !== 1) return false;
  const [match] = matches;
  // A bracketed value ("(4.00 A)") carries its own unit.
  if (match[3] === undefined) return false;
  if (new RegExp(`^${variable}(?![A-Za-z])`).test(match[4])) return false;
  const before = written.slice(0, match.index);
  const after = written.slice((match.index ?? 0) + match[0].length);
  return (
    /[-+−]\s*$/.test(before) &&
    new RegExp(`\\d\\s*\\*?\\s*${variable}(?![A-Za-z])`).test(before) &&
    /^\s*(?:$|[,;:?)]|\.(?!\d)|(?:where|with|and|for|at|when|in)\b)/.test(after)
  );
}

/**
 * Replaces each "(0.50 rad/s^3)" or "0.20 m" written in an expression by a symbol with its SI value,
 * padded to the length of what it replaces so that positions in the text still hold.
 */
function withUnitsAsSymbols(
  written: string,
  variable: string,
): { expression: string; symbols: Map<string, Valued> } {
  const symbols = new Map<string, Valued>();
  const pattern = new RegExp(
    String.raw`\(\s*(${NUMBER})\s+((?:1\/)?[A-Za-zΩμ°][A-Za-z0-9Ωμ°/·*^-]*)\s*\)|(?<![\w^.])(${NUMBER})\s+([A-Za-zΩμ°][A-Za-z0-9Ωμ°/·*^]*)`,
    "g",
  );
  if (unitOfTheWholeExpression(written, pattern, variable)) return { expression: written, symbols };
  const expression = written.replace(pattern, (whole, bracketNumber, bracketUnit, number, unitText) => {
    const unitWritten = (bracketUnit ?? unitText) as string;
    // "3 t^2", "5.0 x": the variable after a number, not a unit.
    if (
      new RegExp(`^${variable}(?![A-Za-z])`).test(unitWritten) ||
      KNOWN_WORDS.has(unitWritten.split(/\W/)[0])
    )
      return whole;
    const unit = parseUnit(unitWritten);
    if (!unit) return whole;
    const value = numberValue(String(bracketNumber ?? number));
    const name = `k${symbols.size + 1}`;
    const numberWritten = String(bracketNumber ?? number).trim();
    symbols.set(name, {
      value: toSI({ value, unit }).value,
      dimension: dimensionOf(unit),
      latex: `\\left(${numberWritten.replace(/(?<=\d)\s*(?:×|\*)\s*10\^\(?([-−]?\d+)\)?/, "\\times 10^{$1}")}\\ ${formatUnitLatex(unit)}\\right)`,
    });
    return name.padEnd(whole.length);
  });
  return { expression, symbols };
}

/** The expression in LaTeX for a worked step: powers, subscripts and functions set, values with their units. */
function expressionLatex(expression: string, symbols: ReadonlyMap<string, { latex?: string }>): string {
  return expression
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\^\s*\(([^()]*)\)/g, "^{$1}")
    .replace(/\^\s*([-−]?[\d.]+)/g, "^{$1}")
    .replace(/_\{?([A-Za-z0-9]+)\}?/g, "_{$1}")
    .replace(/\b(sin|cos|tan|exp|ln|log)\b/g, "\\$1")
    .replace(/\b(rho|theta|omega|tau|lambda|sigma|alpha|beta|Phi)(?=_|\b)/g, "\\$1")
    .replace(/\bsqrt\b/g, "\\operatorname{sqrt}")
    .replace(/[*·]/g, "\\cdot ")
    .replace(/\bk\d+\b/g, (name) => symbols.get(name)?.latex ?? name);
}

/** A node of mathjs's tree with the fields of the kinds of node an expression may hold. */
type TreeNode = MathNode & {
  value?: unknown;
  name?: string;
  op?: string;
  fn?: { name?: string } | string;
  args?: MathNode[];
  content?: MathNode;
};

/** The expression as a function of the variable, with the dimension of its result when the units fix it. */
interface ReadFunction {
  at: (value: number) => number;
  /** The dimension of the result, undefined when bare numbers leave it to the stated units. */
  dimension?: Dimension;
  /**
   * The period, in the variable's units, of a function whose variable appears only inside sines
   * and cosines of one angular frequency ("0.50 sin(5.0t)"); undefined for any other.
   */
  period?: number;
}

function readFunction(
  expression: string,
  variable: string,
  variableDimension: Dimension | undefined,
  symbols: ReadonlyMap<string, Valued>,
): ReadFunction | undefined {
  let tree: MathNode;
  try {
    tree = parse(
      withSymbolProducts(expression, symbols.keys())
        .replace(/π/g, " pi ")
        .replace(/−/g, "-")
        .replace(/·/g, "*")
        .replace(/²/g, "^2")
        .replace(/³/g, "^3")
        .replace(/\be\s*\^\s*\(/g, "exp("),
    );
  } catch {
    return undefined;
  }
  let nodes = 0;
  tree.traverse(() => {
    nodes++;
  });
  if (nodes > MAX_NODES) return undefined;
  // Walks the tree once for dimensions (undefined: a bare number's implied unit), failing on a mismatch.
  const dimensionOfNode = (node: MathNode): Dimension | undefined | "mismatch" => {
    const anyNode = node as TreeNode;
    switch (node.type) {
      case "ConstantNode":
        return typeof anyNode.value === "number" ? undefined : "mismatch";
      case "SymbolNode": {
        const name = anyNode.name ?? "";
        if (name === variable) return variableDimension;
        if (name === "pi" || name === "e") return DIMENSIONLESS;
        const symbol = symbols.get(name);
        return symbol ? symbol.dimension : "mismatch";
      }
      case "ParenthesisNode":
        return anyNode.content ? dimensionOfNode(anyNode.content) : "mismatch";
      case "FunctionNode": {
        const name = typeof anyNode.fn === "string" ? anyNode.fn : anyNode.fn?.name;
        const args = anyNode.args ?? [];
        if (!name || !FUNCTIONS.has(name) || args.length !== 1) return "mismatch";
        const argument = dimensionOfNode(args[0]);
        if (argument === "mismatch") return "mismatch";
        if (name === "sqrt") return argument && power(argument, 0.5);
        return argument === undefined || dimensionsEqual(argument, DIMENSIONLESS)
          ? DIMENSIONLESS
          : "mismatch";
      }
      case "OperatorNode": {
        const args = (anyNode.args ?? []).map(dimensionOfNode);
        if (args.includes("mismatch")) return "mismatch";
        const [first, second] = args as (Dimension | undefined)[];
        switch (anyNode.op) {
          case "+":
          case "-":
            if (args.length === 1) return first;
            if (first && second) return dimensionsEqual(first, second) ? first : "mismatch";
            return first ?? second;
          case "*":
            return first && second ? combine(first, second, 1) : undefined;
          case "/":
            return first && second ? combine(first, second, -1) : undefined;
          case "^": {
            const exponent = anyNode.args?.[1];
            if (exponent?.type !== "ConstantNode" || second !== undefined) return "mismatch";
            return first && power(first, Number((exponent as MathNode & { value: number }).value));
          }
          default:
            return "mismatch";
        }
      }
      default:
        return "mismatch";
    }
  };
  const dimension = dimensionOfNode(tree);
  if (dimension === "mismatch") return undefined;
  const evaluateNode = (node: MathNode, at: number): number => {
    const anyNode = node as TreeNode;
    switch (node.type) {
      case "ConstantNode":
        return anyNode.value as number;
      case "SymbolNode":
        if (anyNode.name === variable) return at;
        if (anyNode.name === "pi") return Math.PI;
        if (anyNode.name === "e") return Math.E;
        return symbols.get(anyNode.name ?? "")?.value ?? Number.NaN;
      case "ParenthesisNode":
        return evaluateNode(anyNode.content as MathNode, at);
      case "FunctionNode": {
        const name = typeof anyNode.fn === "string" ? anyNode.fn : anyNode.fn?.name;
        const argument = evaluateNode((anyNode.args ?? [])[0], at);
        const functions: Record<string, (value: number) => number> = {
          sin: Math.sin,
          cos: Math.cos,
          tan: Math.tan,
          exp: Math.exp,
          sqrt: Math.sqrt,
          ln: Math.log,
          log: Math.log,
        };
        return functions[name ?? ""]?.(argument) ?? Number.NaN;
      }
      case "OperatorNode": {
        const args = (anyNode.args ?? []).map((argument) => evaluateNode(argument, at));
        if (args.length === 1) return anyNode.op === "-" ? -args[0] : args[0];
        const [first, second] = args;
        if (anyNode.op === "+") return first + second;
        if (anyNode.op === "-") return first - second;
        if (anyNode.op === "*") return first * second;
        if (anyNode.op === "/") return first / second;
        if (anyNode.op === "^") return first ** second;
        return Number.NaN;
      }
      default:
        return Number.NaN;
    }
  };
  // The angular frequencies of the sines and cosines the variable appears in, each argument linear
  // in it; the variable anywhere else leaves the function without a period.
  const frequencies: number[] = [];
  const onlyInSinusoids = (node: MathNode): boolean => {
    const anyNode = node as TreeNode;
    if (node.type === "SymbolNode") return anyNode.name !== variable;
    if (node.type === "FunctionNode") {
      const name = typeof anyNode.fn === "string" ? anyNode.fn : anyNode.fn?.name;
      const [argument] = anyNode.args ?? [];
      if ((name === "sin" || name === "cos") && argument) {
        const points = [0, 0.37, 1.3, 2.9];
        const [first, ...rest] = points.map((at) => evaluateNode(argument, at));
        const slope = (rest[0] - first) / points[1];
        const linear = rest.every(
          (value, index) =>
            Math.abs(value - first - slope * points[index + 1]) <= 1e-9 * Math.max(1, Math.abs(value)),
        );
        if (!linear || !(slope !== 0 && Number.isFinite(slope))) return false;
        frequencies.push(Math.abs(slope));
        return true;
      }
    }
    const children: MathNode[] = [...(anyNode.args ?? []), ...(anyNode.content ? [anyNode.content] : [])];
    return children.every(onlyInSinusoids);
  };
  const periodic =
    onlyInSinusoids(tree) &&
    frequencies.length > 0 &&
    frequencies.every((frequency) => Math.abs(frequency - frequencies[0]) <= 1e-9 * frequencies[0]);
  return {
    at: (value) => evaluateNode(tree, value),
    dimension,
    ...(periodic ? { period: (2 * Math.PI) / frequencies[0] } : {}),
  };
}

/** The values of the variable the question names: "between t = 0 and t = 4.0 s", "at x = 2.5 m", "from 10 K to 30 K". */
function variableValues(
  sentence: string,
  variable: string,
  unit: string,
  symbolValues: ReadonlyMap<string, number> = new Map(),
): number[] | undefined {
  const pattern = new RegExp(String.raw`(?<![\w\\])${variable}\s*=\s*([-−]?${NUMBER})\s*([A-Za-zμ]+)?`, "g");
  const values: { index: number; value: number }[] = [];
  for (const match of sentence.matchAll(pattern)) {
    const value = numberValue(match[1]);
    const written = match[2] && parseUnit(match[2]);
    if (match[2] && !written && !/^(?:and|to|until|is|when|the|s)$/.test(match[2])) return undefined;
    const inUnit = written ? convertQuantity({ value, unit: written }, unit) : { value, unit };
    if (!inUnit) return undefined;
    values.push({ index: match.index ?? 0, value: inUnit.value });
  }
  // "t = τ", "0 ≤ t ≤ τ": values written by symbols the text gives; a number at an end of a double
  // inequality is read there, not again as "t = …".
  const bySymbols = boundsBySymbols(sentence, variable, symbolValues, numberValue);
  return [...values, ...bySymbols]
    .sort((first, second) => first.index - second.index)
    .map((value) => value.value);
}

/**
 * "From 300 K to 500 K": the two ends of an interval written by their values alone, in the
 * question, with the dimension of the function's variable; none unless exactly that pair is there.
 */
function endsInWords(inQuestion: readonly ExtractedQuantity[], unit: string): ExtractedQuantity[] {
  const ofVariable = inQuestion.filter((quantity) => haveSameDimension(quantity.unit, unit));
  if (ofVariable.length !== 2) return [];
  const [first, second] = ofVariable;
  return /\bfrom\s+$/.test(first.before) && /^\s*to\s+$/.test(second.before) ? [first, second] : [];
}

/** Words before a time that count it from the start: "in the first 2.0 s", "after 2.0 s", "within 3 s". */
const COUNTED_FROM_THE_START = /\b(?:(?:(?:the|its)\s+)?first|after|in|within|during)\s+$/i;
/** Words before a time a push or a pulse lasts: "a kick lasting τ = 8.0 ms", "the force acts for 0.20 s". */
const LASTING =
  /\b(?:lasting|lasts|lasted|that lasts|which lasts|acts? for|for a (?:time|duration)(?: of)?|duration of)\s+(?:(?:tau|τ|[A-Za-z])(?:_\{?[A-Za-z0-9]+\}?)?\s*=\s*)?$/;
/** Words of a change of phase that takes a latent heat. */
const PHASE_CHANGE =
  /\b(?:freeze|freezes|freezing|frozen|melt|melts|melting|melted|boil|boils|boiling|vapori[sz]e[sd]?|vapori[sz]ing|condense[sd]?|condensing)\b/i;
/** Water named as the substance, whose transitions are at 0 °C and 100 °C. */
const WATER = /\b(?:water|ice|steam)\b/i;
/** Words before a time or position that place the instant asked about: "at 2.0 s". */
const PLACES_AN_INSTANT = /\bat\s+$/i;
/** Words before an instant "t = 2.0 s" that count the time from the start: "by t = 2.0 s", "up to t = 2.0 s". */
const UP_TO_AN_INSTANT = /\b(?:by|until|up to|(?:(?:the|its)\s+)?first|after)\s+t\s*=\s*[-−]?\d/i;

/**
 * An instant the question gives by its value alone, "at 2.0 s", or a time it counts from the start,
 * "in the first 2.0 s", "after 2.0 s"; undefined unless exactly one value of the variable's
 * dimension is there, with one of those words before it.
 */
function instantInWords(
  inQuestion: readonly ExtractedQuantity[],
  variable: string,
  unit: string,
): { quantity: ExtractedQuantity; fromStart: boolean } | undefined {
  const ofVariable = inQuestion.filter((quantity) => haveSameDimension(quantity.unit, unit));
  if (ofVariable.length !== 1) return undefined;
  const [quantity] = ofVariable;
  if (variable === "t" && COUNTED_FROM_THE_START.test(quantity.before)) return { quantity, fromStart: true };
  return PLACES_AN_INSTANT.test(quantity.before) ? { quantity, fromStart: false } : undefined;
}

/** A given marked as the value at the start: "v_0 = 2.0 m/s", "x(0) = 1.0 m", "an initial velocity of", "2.0 m/s at t = 0". */
function isStartingValue(quantity: ExtractedQuantity, text: string): boolean {
  return (
    /^\s*(?:(?!and\b)[A-Za-z]+\s+){0,3}?(?:at|when)\s+t\s*=\s*0(?:\.0*)?(?![.\d])/.test(
      text.slice(quantity.end, quantity.end + 40),
    ) ||
    /(?:^|[\s(,;:])(?:[A-Za-zωθ]|omega|theta)(?:_\{?(?:0|i|initial)\}?|0|\(\s*0\s*\))\s*=\s*$/.test(
      quantity.beforeRaw,
    ) ||
    /\binitial(?:ly)?\s+(?:[a-z]+\s+){0,2}(?:of\s+|is\s+|at\s+)?$/i.test(quantity.before)
  );
}

/** Words that start a body at rest, or at the origin: the starting value zero. */
const STARTS_AT_REST =
  /\b(?:from rest|at rest|starts? (?:out )?(?:from|at) rest|initially (?:at rest|stationary|motionless))\b/i;
const STARTS_AT_THE_ORIGIN = /\b(?:at|from) (?:the )?origin\b/i;

/**
 * The value a state (a velocity, a position) has at the start, by the words or a given marked as
 * the starting one: zero for a body at rest or at the origin. Undefined when the words give none,
 * or give it twice.
 */
function startingValue(
  unit: string,
  text: string,
  givens: readonly ExtractedQuantity[],
): { quantity?: ExtractedQuantity; words?: string } | undefined {
  const stated = givens.filter(
    (given) => haveSameDimension(given.unit, unit) && isStartingValue(given, text),
  );
  const words = haveSameDimension(unit, "m")
    ? STARTS_AT_THE_ORIGIN.exec(text)?.[0]
    : haveSameDimension(unit, "m/s") || haveSameDimension(unit, "rad/s")
      ? STARTS_AT_REST.exec(text)?.[0]
      : undefined;
  if (stated.length + (words ? 1 : 0) !== 1) return undefined;
  return stated.length === 1 ? { quantity: stated[0] } : { words };
}

/**
 * "At x = 1.0 m its speed is 1.0 m/s": the one given of a unit that its sentence places at the
 * value of the variable where the interval starts (not at t = 0, read by `startingValue`).
 */
function valueStatedAtPlace(
  unit: string,
  text: string,
  givens: readonly ExtractedQuantity[],
  variable: string,
  at: number,
  variableUnit: string,
): { quantity: ExtractedQuantity } | undefined {
  const place = new RegExp(
    String.raw`(?<![\w\\])[Aa]t\s+${variable}\s*=\s*([-−]?${NUMBER})\s*([A-Za-zμ]+)?`,
    "g",
  );
  const placed = givens.filter((given) => {
    if (!haveSameDimension(given.unit, unit)) return false;
    const sentenceStart = Math.max(
      0,
      ...[". ", "? ", "! "].map((mark) => text.lastIndexOf(mark, given.start) + 1),
    );
    const nextEnd = text.slice(given.end).search(/[.?!](?:\s|$)|,/);
    const clause = text.slice(sentenceStart, nextEnd < 0 ? text.length : given.end + nextEnd);
    const places = [...clause.matchAll(place)].map((match) => {
      const unitWritten = match[2] ? parseUnit(match[2]) : undefined;
      const value = numberValue(match[1]);
      return unitWritten ? convertQuantity({ value, unit: unitWritten }, variableUnit)?.value : value;
    });
    return (
      places.length === 1 &&
      places[0] !== undefined &&
      Math.abs(places[0] - at) <= 1e-9 * Math.max(1, Math.abs(at))
    );
  });
  return placed.length === 1 ? { quantity: placed[0] } : undefined;
}

/** The values of given quantities in a unit; undefined when one does not convert. */
function valuesIn(quantities: readonly ExtractedQuantity[], unit: string): number[] | undefined {
  const values: number[] = [];
  for (const quantity of quantities) {
    const converted = convertQuantity({ value: quantity.value, unit: quantity.unit }, unit);
    if (!converted) return undefined;
    values.push(converted.value);
  }
  return values;
}

function kindOf(letter: string, unit: string | undefined): FunctionKind | undefined {
  const byLetter = FUNCTION_KINDS.filter((kind) => kind.letters.includes(letter));
  const dimension = unit ? dimensionOf(unit) : undefined;
  const fitting = byLetter.filter((kind) => {
    const own = dimensionOf(kind.unit);
    return !dimension || (own !== undefined && dimensionsEqual(own, dimension));
  });
  return fitting.length === 1 ? fitting[0] : undefined;
}

/**
 * Words before a quantity's name that make it where the question is asked, not what ("at a
 * distance"), that point back to the stated function ("how much work does this force do"), or
 * that name the agent ("the work done by the variable force", "what impulse does the force
 * deliver") or a given amount ("for 2.25 C of charge to pass", "on a 2.0 nC charge").
 */
const PLACES_THE_POINT =
  /\b(?:(?:at|after|when|within|from)(?:\s+(?:a|an|the|its))?|this|that|the same|(?:by|does|do|did|will|would|while|until|till|as)(?:\s+(?:a|an|the|this|that|its))?(?:\s+[a-z-]+)?|\d[\d.,]*(?:\s*[^\s\d.,]+)?\s+of|\d\s*[^\s\d.,]+)\s+$/;

/** "Find v at t = 2 s", "what is x(3)": a question that names what it asks by a letter alone. */
const ASKED_BY_LETTER =
  /\b(?:find|calculate|determine|compute|what is|what's|whats)\s+(?:the\s+)?([A-Za-zωθα])(?=\s+(?:at|when|after)\b|\s*[?.]?\s*$)/i;

/** "Where is it at t = 2.0 s?": a position asked, when no quantity is named. */
const ASKED_WHERE = /^\s*where\b|\bwhere (?:is|will|does|would)\b/;

/** The quantity the question asks, by its words, narrowed by a unit it names. */
function askedKind(question: string): { kind: AskedKind; unit?: string } | undefined {
  const lower = question.toLowerCase();
  const named = unitAskedFor(question);
  // "at a distance r = 3.0 cm", "after a time of 2.0 s": a quantity named after a preposition
  // places the point asked about; it is not what is asked.
  let found = ASKED_KINDS.filter((kind) => {
    const at = lower.search(kind.words);
    return at >= 0 && !PLACES_THE_POINT.test(lower.slice(Math.max(0, at - 30), at));
  });
  // "angular velocity" also says "velocity": the longer name decides.
  if (found.some((kind) => kind.name.startsWith("angular")))
    found = found.filter((kind) => kind.name.startsWith("angular") || kind.name === "angle");
  if (named) {
    const namedDimension = dimensionOf(named);
    found = found.filter((kind) => {
      const own = dimensionOf(kind.unit);
      return own && namedDimension && dimensionsEqual(own, namedDimension);
    });
  }
  // "find v at t = 2 s": a quantity asked by its letter alone.
  if (found.length === 0 && ASKED_WHERE.test(lower))
    found = ASKED_KINDS.filter((kind) => kind.name === "position");
  if (found.length === 0) {
    const letter = ASKED_BY_LETTER.exec(question)?.[1];
    const kinds = FUNCTION_KINDS.filter((kind) => letter !== undefined && kind.letters.includes(letter));
    found = ASKED_KINDS.filter((kind) => kinds.length === 1 && kind.name === kinds[0].name);
  }
  const names = new Set(found.map((kind) => kind.name));
  if (names.size !== 1) return undefined;
  return { kind: found[0], unit: named };
}

function sameDimension(first: Dimension | undefined, second: Dimension | undefined): boolean {
  return first !== undefined && second !== undefined && dimensionsEqual(first, second);
}

/** The significant figures of an answer: the fewest of the givens, at least two. */
function figuresOf(quantities: readonly ExtractedQuantity[], written: string): number {
  const numbers = [...written.matchAll(/\d+(?:\.\d+)?/g)].map(
    ([number]) => number.replace(/^0+\.?0*/, "").replace(".", "").length,
  );
  const all = [
    ...quantities.map((quantity) => quantity.significantFigures),
    ...numbers.filter((count) => count > 1),
  ];
  return all.length === 0 ? 3 : Math.max(2, Math.min(3, ...all));
}

/**
 * The central difference of order 1 or 2 at a point, with a step scaled to the point; NaN unless
 * half that step gives the same, as it does where the function is smooth.
 */
export function numericalDerivative(f: (value: number) => number, at: number, order: 1 | 2): number {
  const withStep = (step: number) =>
    order === 1
      ? (f(at + step) - f(at - step)) / (2 * step)
      : (f(at + step) - 2 * f(at) + f(at - step)) / (step * step);
  // A function that varies fast (a sinusoid of high frequency) needs a smaller step: each is tried
  // in turn until one and its half agree.
  for (const relative of [1e-4, 1e-5]) {
    const step = relative * Math.max(1, Math.abs(at));
    const coarse = withStep(step);
    const fine = withStep(step / 2);
    // Where the slope is zero (a turning point), the change across the step measures the slope's
    // scale instead; for a curvature, the slope (a sinusoid's curvature is zero where it is steepest).
    const change =
      order === 1
        ? (Math.abs(f(at + step) - f(at)) + Math.abs(f(at) - f(at - step))) / step
        : Math.abs(f(at + step) - f(at - step)) / (2 * step);
    const scale = Math.max(Math.abs(fine), Math.abs(f(at)), change, 1e-12);
    if (Number.isFinite(fine) && Math.abs(fine - coarse) <= 1e-4 * scale) return fine;
  }
  return Number.NaN;
}

/**
 * Simpson's rule with 200 and with 400 intervals: NaN unless they agree, as they do for a smooth
 * function, so a function that blows up inside the interval ("1/(t − 2)") is refused, not summed.
 */
function convergedIntegral(f: (value: number) => number, from: number, to: number): number {
  const coarse = simpsonIntegral(f, from, to, 200);
  const fine = simpsonIntegral(f, from, to, 400);
  const scale = Math.max(Math.abs(fine), Number.MIN_VALUE);
  return Number.isFinite(fine) && Math.abs(fine - coarse) <= 1e-6 * scale + 1e-12 ? fine : Number.NaN;
}

/** The integral of |f|: split where f changes sign, found by sampling and bisection. */
function integralOfMagnitude(f: (value: number) => number, from: number, to: number): number {
  const samples = 400;
  const points = [from];
  for (let index = 1; index <= samples; index++) {
    const left = from + ((to - from) * (index - 1)) / samples;
    const right = from + ((to - from) * index) / samples;
    if (f(right) === 0) points.push(right);
    else if (Math.sign(f(left)) * Math.sign(f(right)) < 0) {
      let low = left;
      let high = right;
      for (let step = 0; step < 60; step++) {
        const middle = (low + high) / 2;
        if (Math.sign(f(middle)) === Math.sign(f(low))) low = middle;
        else high = middle;
      }
      points.push((low + high) / 2);
    }
  }
  if (points.at(-1) !== to) points.push(to);
  let total = 0;
  for (let index = 0; index + 1 < points.length; index++)
    total += Math.abs(convergedIntegral(f, points[index], points[index + 1]));
  return total;
}

/** The variable a given besides the function stands for, by its unit: a mass, an area, a count of turns, a radius. */
function roleOf(quantity: ExtractedQuantity): { variable?: string; variableName?: string } {
  if (quantity.unit === "" && TURNS_AFTER.test(quantity.after)) return { variable: "N_turns" };
  if (haveSameDimension(quantity.unit, "kg")) return { variable: "m" };
  if (haveSameDimension(quantity.unit, "kg*m^2")) return { variable: "I_rot" };
  if (haveSameDimension(quantity.unit, "m^2")) return { variable: "area" };
  if (haveSameDimension(quantity.unit, "m")) return { variable: "r", variableName: "radius of the sphere" };
  return {};
}

/** Work asked of someone else than the force: "the work required to stretch it", "the work you do". */
const WORK_AGAINST_THE_FORCE =
  /\b(?:required|needed|necessary|must (?:be )?do(?:ne)?|by (?:you|an? (?:external|outside) (?:agent|force)|the (?:agent|person|hand))|done on the spring)\b/i;

/**
 * True when the integral of the stated force is the work asked. A restoring force works against
 * the stretch, so the work it does and the work needed to stretch against it differ in sign: the
 * integral answers only a force stated as a size and a question about the work needed, which is
 * then not negative; a question about the work of another agent likewise.
 */
function isWorkOfTheStatedForce(text: string, question: string, work: number): boolean {
  const against = WORK_AGAINST_THE_FORCE.test(question);
  if (/\brestoring\b/i.test(text)) return against && /\bmagnitude\b/i.test(text) && work >= 0;
  return !against || work >= 0;
}

/**
 * Letters the text declares constants without a value ("where C is a constant"): a current
 * density's scale, which a total current given elsewhere fixes.
 */
function scaleConstants(text: string, constants: ReadonlyMap<string, ExtractedQuantity>): Set<string> {
  const declared = new Set<string>();
  for (const match of text.matchAll(
    /\b(?:where|and|with)\s+([A-Za-z])\s+is\s+(?:a|some)\s+(?:positive\s+)?constant\b/g,
  ))
    if (!constants.has(match[1])) declared.add(match[1]);
  // "J(r) = J_0 r/R" with the total current given: a subscripted symbol the text gives no value is
  // a scale too, read only where a total shares it out and doubling it leaves the answer unchanged.
  for (const name of unvaluedSubscriptedSymbols(text, constants)) declared.add(name);
  return declared;
}

/**
 * The sentence that asks, after the stated function; or the one the function is written in
 * ("how much work does F(x) = 3x^2 N do between x = 0 and x = 2 m"), the function blanked out.
 */
function askingSentence(text: string, stated: StatedFunction): { question: string; at: number } | undefined {
  const after = questionSentence(text.slice(stated.end));
  const afterAt = after === undefined ? -1 : text.lastIndexOf(after);
  // A question that begins after the function's own sentence; else the function is inside it.
  if (after && /[.?!;:](?:\s|$)|,/.test(text.slice(stated.end, afterAt + 1)))
    return { question: after, at: afterAt };
  const whole = questionSentence(text);
  if (!whole) return undefined;
  const at = text.lastIndexOf(whole);
  if (!(at <= stated.start && stated.end <= at + whole.length)) return undefined;
  const question = `${whole.slice(0, stated.start - at)}${" ".repeat(stated.end - stated.start)}${whole.slice(stated.end - at)}`;
  return { question, at };
}

/** A question about a mean over an interval ("the average force between t = 0 and t = 2.0 s"). */
const AVERAGE_ASKED = /\b(?:average|mean)\b/i;
/** A question about the greatest value ("the maximum emf", "the peak current"). */
const GREATEST_ASKED = /\b(?:maximum|max|peak|greatest|largest)\b/i;

/** The symbol of a given that multiplies the function in a worked step: an area, a mass, a charge. */
function factorSymbol(quantity: ExtractedQuantity): string {
  if (haveSameDimension(quantity.unit, "m^2")) return "A";
  if (haveSameDimension(quantity.unit, "kg")) return "m";
  if (haveSameDimension(quantity.unit, "C")) return "q";
  if (haveSameDimension(quantity.unit, "kg*m^2")) return "I";
  return "k";
}

/** True when the quantity asked is the negative slope of the function: a force from a potential energy, a field from a potential. */
function negativeSlope(kindName: string, askedName: string): boolean {
  return (
    (kindName === "potential energy" && askedName === "force") ||
    (kindName === "electric potential" && askedName === "electric field")
  );
}

/**
 * Where a smooth function is greatest between two values: sampled at 400 points, then narrowed
 * around the best by golden-section search; undefined when a sample is not a number.
 */
function greatestAt(f: (value: number) => number, from: number, to: number): number | undefined {
  const samples = 400;
  let best = from;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let index = 0; index <= samples; index++) {
    const at = from + ((to - from) * index) / samples;
    const value = f(at);
    if (!Number.isFinite(value)) return undefined;
    if (value > bestValue) [best, bestValue] = [at, value];
  }
  const width = (to - from) / samples;
  let low = Math.max(from, best - width);
  let high = Math.min(to, best + width);
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let step = 0; step < 60; step++) {
    const left = high - ratio * (high - low);
    const right = low + ratio * (high - low);
    if (f(left) >= f(right)) high = right;
    else low = left;
  }
  const refined = (low + high) / 2;
  return f(refined) >= bestValue ? refined : best;
}

/**
 * Words of a situation in which a value set aside could matter: other forces (friction, gravity on
 * a slope or a rise, a spring, drag) or energies stored by height.
 */
const OTHER_FORCES_OR_ENERGIES =
  /\b(?:friction|frictional|incline|inclined|ramp|slope|hill|vertical|vertically|upward|downward|lifts?|raised?|hangs?|hanging|springs?|gravity|gravitational|weight|air resistance|drag|height|high|above|below|falls?|dropped|thrown|rough)\b/i;

/**
 * True when a value is the only one of its sentence, and that sentence neither states the
 * function nor asks the question, nor marks the value as a starting one.
 */
function isStatedApart(
  quantity: ExtractedQuantity,
  text: string,
  quantities: readonly ExtractedQuantity[],
  functionSpan: { from: number; to: number },
  questionAt: number,
): boolean {
  const start = Math.max(
    ...[...text.slice(0, quantity.start).matchAll(/[.?!](?=\s)/g)].map((end) => (end.index ?? 0) + 1),
    0,
  );
  const endMatch = /[.?!](?=\s|$)/.exec(text.slice(quantity.end));
  const end = endMatch ? quantity.end + (endMatch.index ?? 0) + 1 : text.length;
  if (end > questionAt || (start < functionSpan.to && functionSpan.from < end)) return false;
  if (isStartingValue(quantity, text)) return false;
  return quantities.every((other) => other === quantity || other.start < start || other.start >= end);
}

/** A loop or coil that is a circle, whose radius gives its area. */
const CIRCULAR_LOOP =
  /\bcircular\s+(?:\w+\s+)?(?:loop|coil|ring|wire loop|turn)s?\b|\b(?:loop|coil|ring)\s+(?:of|with)\s+(?:a\s+)?radius\b/i;
/** The field square to the loop's plane ("its plane perpendicular to the field", "normal to the plane"). */
const FIELD_ACROSS_THE_PLANE =
  /\bplane\s+(?:is\s+)?(?:perpendicular|normal|at right angles)\s+to\b|\b(?:perpendicular|normal|at right angles)\s+to\s+(?:the\s+|its\s+)?(?:plane|loop|coil|face)\b|\bthrough the (?:loop|coil)\b|\balong (?:the|its) axis\b/i;
/** The field along the loop's plane, which sends no flux through it. */
const FIELD_ALONG_THE_PLANE = /\bparallel\b/i;

/** A question about the impulse a force delivers, or the momentum it changes. */
const IMPULSE_ASKED = /\b(?:impulse|change (?:in|of) (?:the )?(?:ball's |body's )?momentum)\b/i;

/**
 * True for the mass of the body a force acts on ("a 0.145-kg ball", "on a 2.0 kg cart"), written
 * as the body's, beside a question about the impulse of that force: ∫F dt does not depend on the
 * mass it pushes, so the mass is set aside and named, not used.
 */
function isMassOfThePushedBody(
  quantity: ExtractedQuantity,
  operation: Operation,
  kindName: string,
  question: string,
): boolean {
  return (
    operation.kind === "integral" &&
    !operation.per &&
    !operation.times &&
    !operation.twice &&
    kindName === "force" &&
    IMPULSE_ASKED.test(question) &&
    haveSameDimension(quantity.unit, "kg") &&
    /\b(?:a|an|the|on)\s+$/i.test(quantity.before) &&
    /^[\s-]*(?!of\b|and\b|each\b)[a-z]+/i.test(quantity.after)
  );
}

/** "dI/dx = −0.040 I", "dN/dt = −λN": a rate of change stated as a function of the quantity itself. */
const RATE_EQUATION = /(?<![\w\\])d\s*([A-Za-zΦθω])\s*\/\s*d\s*([tx])\s*=\s*/g;

/** "10% of what entered", "half its initial value": the share of its start a quantity ends at. */
function shareOfStart(
  question: string,
  quantities: readonly ExtractedQuantity[],
): { ratio: number; quantity?: ExtractedQuantity } | undefined {
  const percents = quantities.filter((quantity) => /%|\bpercent\b/i.test(quantity.text));
  if (percents.length > 1) return undefined;
  if (percents.length === 1) {
    const [percent] = percents;
    // "10% of what entered", "is 10%", not "drops by 10%".
    const endsAt =
      !/\bby\s+$/i.test(percent.before) &&
      (/^\s*of\b/i.test(percent.after) ||
        /\b(?:is|to|reaches|be|remains?|at|only)\s+$/i.test(percent.before));
    const number = /\d+(?:\.\d+)?/.exec(percent.text)?.[0];
    return endsAt && number ? { ratio: Number(number) / 100, quantity: percent } : undefined;
  }
  const words = [
    ...question.matchAll(
      /\b(half|one[- ]half|a quarter|one[- ]quarter|a third|one[- ]third|double|doubles|twice)\b/gi,
    ),
  ];
  if (words.length !== 1) return undefined;
  const word = words[0][1].toLowerCase();
  if (word.includes("half")) return { ratio: 0.5 };
  if (word.includes("quarter")) return { ratio: 0.25 };
  if (word.includes("third")) return { ratio: 1 / 3 };
  return { ratio: 2 };
}

/**
 * Solves "dI/dx = −0.040 I (x in cm) … how deep before the intensity is 10% of what entered" by
 * separating the variables: x = ∫ dI / (dI/dx) from the start to the end. Only a rate proportional
 * to the quantity is read (checked by doubling the start), so the answer needs only the share the
 * quantity ends at; the variable's unit must be stated or carried by the constants.
 */
function solveRateEquation(text: string, quantities: readonly ExtractedQuantity[]): SolveResult | undefined {
  const equations = [...text.matchAll(RATE_EQUATION)];
  if (equations.length !== 1) return undefined;
  const [match] = equations;
  const [, quantityLetter, along] = match;
  const constants = namedConstants(quantities);
  const stated = functionStatedAt(text, match, quantityLetter, new Set(constants.keys()));
  if (!stated) return undefined;
  const asking = askingSentence(text, stated);
  if (!asking) return undefined;
  const { question, at: questionAt } = asking;
  const variable = VARIABLES[along];
  const asked = askedKind(question);
  if (!variable || !asked || !haveSameDimension(asked.kind.unit, variable.unit)) return undefined;
  // Constants of the rate carry the reciprocal of the variable's unit; bare numbers need it stated.
  const symbols = new Map(stated.symbols);
  const used: ExtractedQuantity[] = [];
  for (const [name, quantity] of constants) {
    if (
      !new RegExp(`(?<![A-Za-z0-9_])${name.replace(/[^\w]/g, "\\$&")}(?![A-Za-z0-9_])`).test(
        stated.expression,
      )
    )
      continue;
    if (!haveSameDimension(quantity.unit, `1/${variable.unit}`)) return undefined;
    symbols.set(name, { value: toSI(quantity).value, dimension: dimensionOf(quantity.unit) ?? undefined });
    used.push(quantity);
  }
  for (const symbol of symbols.values())
    if (
      !symbol.dimension ||
      !dimensionsEqual(symbol.dimension, dimensionOf(`1/${variable.unit}`) as Dimension)
    )
      return undefined;
  const statedUnit = unitStatedFor(text, along);
  const inputUnit = symbols.size > 0 ? variable.unit : statedUnit;
  if (!inputUnit || (symbols.size > 0 && statedUnit && statedUnit !== variable.unit)) return undefined;
  const read = readFunction(stated.expression, quantityLetter, undefined, symbols);
  if (!read) return undefined;
  const share = shareOfStart(
    question,
    quantities.filter((quantity) => quantity.start >= questionAt),
  );
  if (share === undefined) return undefined;
  const ratio = share.ratio;
  // Every given is a constant of the rate or the share.
  const others = quantities.filter(
    (quantity) =>
      !used.includes(quantity) &&
      quantity !== share.quantity &&
      !(quantity.start >= stated.start && quantity.start < stated.end),
  );
  if (others.length > 0 || !(ratio > 0) || ratio === 1) return undefined;
  // The rate must carry the quantity from its start to the share all the way, and scale with it.
  const across = (start: number) => {
    const end = start * ratio;
    const signs = Array.from({ length: 51 }, (_, index) =>
      Math.sign(read.at(start + ((end - start) * index) / 50)),
    );
    if (signs.some((sign) => sign !== Math.sign(end - start))) return Number.NaN;
    return convergedIntegral((value) => 1 / read.at(value), start, end);
  };
  const once = across(1);
  const twice = across(2);
  if (!Number.isFinite(once) || !(Math.abs(once - twice) <= 1e-6 * Math.abs(once)) || !(once > 0))
    return undefined;
  const si = once * toSI({ value: 1, unit: inputUnit }).value;
  const figures = figuresOf([...used, ...(share.quantity ? [share.quantity] : [])], stated.asWritten);
  const letterLatex = GREEK_LETTERS_LATEX[quantityLetter] ?? quantityLetter;
  const functionLatex = `\\frac{d${letterLatex}}{d${along}} = ${expressionLatex(stated.expression, stated.symbols)}`;
  const shareText = share.quantity ? `${share.quantity.text} of` : `${formatNumber(ratio, 3)} of`;
  const answerUnit = asked.unit ?? variable.unit;
  const converted = convertQuantity({ value: si, unit: variable.unit }, answerUnit) ?? {
    value: si,
    unit: variable.unit,
  };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit: converted.unit },
    si: { value: si, unit: variable.unit },
    significantFigures: figures,
    steps: [
      {
        principle: `The rate of change of ${quantityLetter} is stated as a function of ${quantityLetter} itself, so the variables are separated: d${along} = d${quantityLetter} divided by the rate; the ${asked.kind.name} is the integral from the start ${quantityLetter}₀ to ${shareText} it, computed numerically (Simpson's rule). The rate is proportional to ${quantityLetter}, so the start itself does not matter.`,
        equation: `${along} = \\int_{${letterLatex}_0}^{${formatNumber(ratio, 3)}\\,${letterLatex}_0} \\frac{d${letterLatex}}{d${letterLatex}/d${along}}`,
        substitution: `${functionLatex}${symbols.size > 0 ? "" : `\\ (${along}\\ \\text{in}\\ ${formatUnitLatex(inputUnit)})`} \\;\\Rightarrow\\; ${along} = ${formatQuantityLatex(si, variable.unit, figures)}`,
        result: { value: si, unit: variable.unit, symbol: along },
      },
    ],
    understood: {
      quantities: quantities.map((quantity) => ({
        text: quantity.text,
        value: quantity.value,
        unit: quantity.unit,
      })),
      unknown: { variable: asked.kind.variable, name: asked.kind.name, unit: answerUnit },
      assumptions: [
        `d${quantityLetter}/d${along} = ${stated.asWritten}, with ${along} in ${inputUnit}; ${quantityLetter} ends at ${shareText} its starting value.`,
      ],
    },
  };
}

/** Solves a problem about a quantity stated as a function of time or position. */
export function solveStatedFunction(
  text: string,
  quantities: readonly ExtractedQuantity[],
): SolveResult | undefined {
  if (RATE_EQUATION.test(text)) {
    RATE_EQUATION.lastIndex = 0;
    return solveRateEquation(text, quantities);
  }
  const constants = namedConstants(quantities);
  const scales = scaleConstants(text, constants);
  const stated = statedFunction(text, new Set([...constants.keys(), ...scales]));
  if (!stated) return undefined;
  const asking = askingSentence(text, stated);
  if (!asking) return undefined;
  const { question, at: questionAt } = asking;
  const variable = VARIABLES[stated.variable];
  if (!variable) return undefined;
  const functionUnit = stated.unit ?? unitStatedFor(text, stated.letter);
  const variableUnit = unitStatedFor(text, stated.variable) ?? variable.unit;
  const variableDimension = dimensionOf(variableUnit);
  const withSymbols = { expression: stated.expression, symbols: new Map(stated.symbols) };
  // Named constants used in the expression, in SI.
  const used: ExtractedQuantity[] = [];
  for (const [name, quantity] of constants) {
    if (name === stated.variable) continue;
    if (
      !new RegExp(`(?<![A-Za-z0-9_])${name.replace(/[^\w]/g, "\\$&")}(?![A-Za-z0-9_])`).test(
        withSymbols.expression,
      )
    )
      continue;
    if (quantity.start < stated.end && quantity.start > stated.start) continue;
    withSymbols.symbols.set(name, {
      value: toSI(quantity).value,
      dimension: dimensionOf(quantity.unit) ?? undefined,
    });
    used.push(quantity);
  }
  // A constant the text leaves unknown ("where C is a constant") stands at 1, and again at 2: an
  // answer it does not change is one where it cancels.
  const withScale = (value: number) =>
    new Map([
      ...withSymbols.symbols,
      ...[...scales]
        .filter((name) => new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(withSymbols.expression))
        .map((name): [string, Valued] => [name, { value }]),
    ]);
  const read = readFunction(
    withSymbols.expression,
    stated.variable,
    withSymbols.symbols.size > 0 ? variableDimension : undefined,
    withScale(1),
  );
  const rescaled = readFunction(
    withSymbols.expression,
    stated.variable,
    withSymbols.symbols.size > 0 ? variableDimension : undefined,
    withScale(2),
  );
  if (!read || !rescaled) return undefined;
  const hasScale = withScale(1).size > withSymbols.symbols.size;
  // The function's dimension: from its units where they fix it, else from the unit stated for it.
  const kind = kindOf(
    stated.letter,
    functionUnit ?? (read.dimension ? siUnitFor(read.dimension) : undefined),
  );
  if (!kind) return undefined;
  const kindDimension = dimensionOf(kind.unit);
  if (read.dimension && !sameDimension(read.dimension, kindDimension)) return undefined;
  // Bare numbers imply the stated units; units written in the expression are SI throughout.
  const inputUnit = read.dimension ? variable.unit : variableUnit;
  const outputUnit = read.dimension ? kind.unit : (functionUnit ?? kind.unit);
  if (
    read.dimension &&
    variableUnit !== variable.unit &&
    convertQuantity({ value: 1, unit: variableUnit }, variable.unit)?.value !== 1
  )
    return undefined;
  // Constants of the variable's kind, for an instant or an end written by its symbol ("t = τ",
  // "0 ≤ x ≤ L"); one written so is used.
  const variableSymbols = new Map(
    [...constants].flatMap(([name, quantity]): [string, number][] => {
      if (name === stated.variable || !haveSameDimension(quantity.unit, inputUnit)) return [];
      const converted = convertQuantity({ value: quantity.value, unit: quantity.unit }, inputUnit);
      return converted ? [[name, converted.value]] : [];
    }),
  );
  for (const bound of boundsBySymbols(text, stated.variable, variableSymbols, numberValue)) {
    const quantity = constants.get(bound.symbol);
    if (quantity && !used.includes(quantity)) used.push(quantity);
  }
  const asked = askedKind(question);
  if (!asked) return undefined;
  const askedDimension = dimensionOf(asked.kind.unit);
  const fDimension = kindDimension as Dimension;
  const xDimension = dimensionOf(variable.unit) as Dimension;
  // The givens besides the function: a mass or moment of inertia may share an integral.
  const inQuestion = quantities.filter(
    (quantity) =>
      quantity.start >= questionAt && !(quantity.start >= stated.start && quantity.start < stated.end),
  );
  const ends = endsInWords(inQuestion, variable.unit);
  const statedValues = variableValues(question, stated.variable, inputUnit, variableSymbols);
  if (!statedValues) return undefined;
  // "In the first 2.0 s", "at 2.0 s": an instant given by its value alone.
  const counted =
    statedValues.length === 0 && ends.length === 0
      ? instantInWords(inQuestion, stated.variable, variable.unit)
      : undefined;
  const others = quantities.filter(
    (quantity) =>
      !used.includes(quantity) &&
      !ends.includes(quantity) &&
      quantity !== counted?.quantity &&
      !(quantity.start >= stated.start && quantity.start < stated.end) &&
      !new RegExp(`(?<![\\w\\\\])${stated.variable}\\s*=\\s*$`).test(quantity.beforeRaw),
  );
  const turns = others.filter((other) => other.unit === "" && TURNS_AFTER.test(other.after));
  const dimensioned = others.filter((other) => {
    const dimension = dimensionOf(other.unit);
    return dimension !== undefined && !dimensionsEqual(dimension, DIMENSIONLESS);
  });
  const candidates: { operation: Operation; dimension: Dimension }[] = [];
  // The function's own value; a speed is the size of a velocity.
  if (asked.kind.name === kind.name || (asked.kind.name === "speed" && kind.name === "velocity"))
    candidates.push({ operation: { kind: "value" }, dimension: fDimension });
  const slope = combine(fDimension, xDimension, -1);
  candidates.push({ operation: { kind: "derivative", order: 1 }, dimension: slope });
  candidates.push({
    operation: { kind: "derivative", order: 2 },
    dimension: combine(fDimension, power(xDimension, 2), -1),
  });
  const integralDimension = combine(fDimension, xDimension, 1);
  const rod = kind.name === "linear mass density" && stated.variable === "x";
  // A rod's mass is read over the whole rod below, not between instants the question names.
  if (!rod) candidates.push({ operation: { kind: "integral" }, dimension: integralDimension });
  // Light crossing a medium whose refractive index varies along its path: ∫ n dx / c.
  if (
    kind.name === "refractive index" &&
    stated.variable === "x" &&
    /\blight|\bpulse|\bray|\bbeam/i.test(text)
  )
    candidates.push({
      operation: { kind: "integral", light: true },
      dimension: combine(integralDimension, dimensionOf("m/s") as Dimension, -1),
    });
  // An acceleration integrated twice from the start: a position or a displacement.
  if (stated.variable === "t" && ["acceleration", "angular acceleration"].includes(kind.name))
    candidates.push({
      operation: { kind: "integral", twice: true },
      dimension: combine(integralDimension, xDimension, 1),
    });
  for (const other of dimensioned) {
    const dimension = dimensionOf(other.unit) as Dimension;
    // A speed gained from rest: an impulse shared by a mass, an angular impulse by a moment of inertia.
    candidates.push({
      operation: { kind: "integral", per: other },
      dimension: combine(integralDimension, dimension, -1),
    });
    // A charge in an electric field that varies with position or time: the force on it, q E, and
    // the work the field does on it, q ∫E dx.
    if (kind.name === "electric field" && haveSameDimension(other.unit, "C")) {
      candidates.push({
        operation: { kind: "value", times: other },
        dimension: combine(fDimension, dimension, 1),
      });
      candidates.push({
        operation: { kind: "integral", times: other },
        dimension: combine(integralDimension, dimension, 1),
      });
    }
    // The time at which the integral from the start reaches a given amount.
    if (stated.variable === "t" && sameDimension(dimension, integralDimension))
      candidates.push({ operation: { kind: "reach", target: other }, dimension: xDimension });
    // The kinetic energy that impulse gives the mass, ½m(J/m)².
    if (stated.variable === "t" && kind.name === "force")
      candidates.push({
        operation: { kind: "integral", per: other, kinetic: true },
        dimension: combine(power(integralDimension, 2), dimension, -1),
      });
    // A flux's rate of change through a given area (an emf, with the turns of a coil); a field
    // along a coil's plane sends no flux through it.
    if (!(kind.name === "magnetic field" && FIELD_ALONG_THE_PLANE.test(text)))
      candidates.push({
        operation: { kind: "derivative", order: 1, times: other },
        dimension: combine(slope, dimension, 1),
      });
    // A field changing through a circular loop or coil of the radius given, square to its plane:
    // the area is π r².
    if (
      kind.name === "magnetic field" &&
      haveSameDimension(other.unit, "m") &&
      CIRCULAR_LOOP.test(text) &&
      FIELD_ACROSS_THE_PLANE.test(text) &&
      !FIELD_ALONG_THE_PLANE.test(text) &&
      (/\bradius\s+(?:of\s+)?(?:[A-Za-z]\s*=\s*)?$/i.test(other.before) ||
        /^\s*(?:in\s+)?radius\b/i.test(other.after))
    )
      candidates.push({
        operation: { kind: "derivative", order: 1, times: other, circle: true },
        dimension: combine(slope, power(dimension, 2), 1),
      });
    // A second derivative times a given mass or moment of inertia: the net force or torque.
    candidates.push({
      operation: { kind: "derivative", order: 2, times: other },
      dimension: combine(combine(fDimension, power(xDimension, 2), -1), dimension, 1),
    });
    // The work-energy theorem: the speed from rest, √(2W/m), for a force that varies with position.
    if (kind.name === "force" && stated.variable === "x")
      candidates.push({
        operation: { kind: "integral", per: other, workEnergy: true },
        dimension: power(combine(integralDimension, dimension, -1), 0.5),
      });
  }
  // A heat capacity that varies with temperature: the heat is its integral over the temperature,
  // the entropy change the integral of C/T; a molar heat capacity or a specific heat is multiplied
  // by the amount or the mass given.
  if (stated.variable === "T" && HEAT_CAPACITY_FOR.has(kind.name)) {
    const amountUnit = HEAT_CAPACITY_FOR.get(kind.name);
    const scales = amountUnit
      ? dimensioned.filter((other) => haveSameDimension(other.unit, amountUnit))
      : [undefined];
    for (const times of scales) {
      const timesDimension = times ? (dimensionOf(times.unit) as Dimension) : DIMENSIONLESS;
      if (times)
        candidates.push({
          operation: { kind: "integral", times },
          dimension: combine(integralDimension, timesDimension, 1),
        });
      candidates.push({
        operation: { kind: "integral", times, overVariable: true },
        dimension: combine(fDimension, timesDimension, 1),
      });
    }
  }
  // Gauss's law for a sphere whose charge density varies with the distance from its centre: the
  // field at r is the charge within r over 4πε₀r², the charge within r the integral of ρ·4πs² to r
  // (or to the sphere's radius, outside it). The radius is the one other length given.
  const radii = others.filter((other) => haveSameDimension(other.unit, "m"));
  const namedRadius = [...constants].find(([name]) => name === "R")?.[1];
  const radius = radii.length === 1 ? radii[0] : radii.length === 0 ? namedRadius : undefined;
  if (kind.name === "charge density" && stated.variable === "r" && radius)
    candidates.push({ operation: { kind: "enclosed", radius }, dimension: dimensionOf("V/m") as Dimension });
  // The charge within a radius, or the whole sphere's: ∫ρ 4πs² ds, in place of the plain integral.
  if (kind.name === "charge density" && stated.variable === "r") {
    const plain = candidates.findIndex(
      (candidate) => candidate.operation.kind === "integral" && !candidate.operation.per,
    );
    if (plain >= 0) candidates.splice(plain, 1);
    if (radii.length <= 1)
      candidates.push({
        operation: { kind: "enclosedCharge", radius },
        dimension: dimensionOf("C") as Dimension,
      });
  }
  // A rod's mass, centre of mass, or moment of inertia about a perpendicular axis at the position
  // the question names (the integrals of λ, xλ and λ(x − a)² along the rod), from the end x is
  // measured from over its length, or between the positions the text gives.
  const lengths = others.filter((other) => haveSameDimension(other.unit, "m"));
  // The rod's length may be a symbol of the function too ("a rod of length L = 1.2 m, λ0(1 + x/L)").
  const namedLength = used.filter(
    (quantity) =>
      haveSameDimension(quantity.unit, "m") && /\blength\s+(?:of\s+)?[A-Za-z]\s*=\s*$/i.test(quantity.before),
  );
  const rodLength = lengths.length === 0 && namedLength.length === 1 ? namedLength[0] : lengths[0];
  if (rod && lengths.length <= 1)
    for (const moment of [0, 1, 2] as const)
      candidates.push({
        operation: { kind: "rod", moment, length: rodLength },
        dimension: moment === 1 ? xDimension : combine(integralDimension, power(xDimension, moment), 1),
      });
  // The potential at a point of the axis of a rod whose charge per length varies along it.
  if (kind.name === "linear charge density" && stated.variable === "x" && lengths.length <= 1)
    candidates.push({
      operation: { kind: "linePotential", length: rodLength },
      dimension: dimensionOf("V") as Dimension,
    });
  // Ampère's law for a long straight wire whose current density varies with the distance from its
  // axis: the field at r is μ₀ I_enc / 2πr, I_enc the integral of J·2πs to r (or to the wire's
  // radius, outside it); with the total current given, I_enc is its share, so J's scale cancels.
  const currents = others.filter((other) => haveSameDimension(other.unit, "A"));
  if (kind.name === "current density" && stated.variable === "r" && radius && currents.length <= 1)
    candidates.push({
      operation: { kind: "enclosedCurrent", radius, total: currents[0] },
      dimension: dimensionOf("T") as Dimension,
    });
  // A law in the speed itself is read only by separating it, between a starting speed and the
  // final one the words bring it to ("falls to 2.0 m/s").
  if (RATE_VARIABLES.has(stated.variable)) {
    candidates.length = 0;
    const speeds = dimensioned.filter((other) => haveSameDimension(other.unit, variable.unit));
    // The final speed is the one the words bring it "to", else the one the question names.
    const broughtTo = speeds.filter((other) => /\bto\s+$/.test(other.before));
    const finals = broughtTo.length > 0 ? broughtTo : speeds.filter((other) => other.start >= questionAt);
    const begin = speeds.find((other) => !finals.includes(other));
    if (speeds.length === 2 && finals.length === 1 && begin)
      for (const per of [undefined, ...dimensioned.filter((other) => !speeds.includes(other))]) {
        const rate = per ? combine(fDimension, dimensionOf(per.unit) as Dimension, -1) : fDimension;
        const operation = { kind: "separated", begin, end: finals[0], per } as const;
        candidates.push({
          operation: { ...operation, over: "time" },
          dimension: combine(xDimension, rate, -1),
        });
        candidates.push({
          operation: { ...operation, over: "distance" },
          dimension: combine(power(xDimension, 2), rate, -1),
        });
      }
  }
  // A power that varies in time and a mass to freeze, melt or boil with its latent heat: the time
  // the heat m L takes to flow. A temperature given is allowed only as the one the change happens at.
  const phaseChange = PHASE_CHANGE.exec(text)?.[0].toLowerCase();
  if (stated.variable === "t" && phaseChange && sameDimension(integralDimension, dimensionOf("J"))) {
    const masses = dimensioned.filter((other) => haveSameDimension(other.unit, "kg"));
    const latents = dimensioned.filter((other) => haveSameDimension(other.unit, "J/kg"));
    const temperatures = dimensioned.filter((other) => haveSameDimension(other.unit, "K"));
    const transition = /^(?:boil|vapo|condens)/.test(phaseChange) ? 373.15 : 273.15;
    const atTransition = temperatures.find(
      (temperature) => Math.abs(toSI(temperature).value - transition) < 0.01 && WATER.test(text),
    );
    if (masses.length === 1 && latents.length === 1 && temperatures.length === (atTransition ? 1 : 0))
      candidates.push({
        operation: { kind: "reach", target: masses[0], latent: latents[0], atTransition },
        dimension: xDimension,
      });
  }
  const fitting = candidates.filter(({ dimension }) => sameDimension(dimension, askedDimension));
  if (fitting.length !== 1) return undefined;
  const [{ operation }] = fitting;
  // An unknown constant is only scale, shared out by a total the text gives.
  if (hasScale && !(operation.kind === "enclosedCurrent" && operation.total)) return undefined;
  const partner =
    operation.kind === "reach"
      ? operation.target
      : operation.kind === "integral"
        ? (operation.per ?? operation.times)
        : operation.kind === "derivative" || operation.kind === "value"
          ? operation.times
          : operation.kind === "enclosed" || operation.kind === "enclosedCharge"
            ? operation.radius
            : undefined;
  // A coil's turns multiply the emf of a field through a given area, or of a flux the words give
  // through each one of its turns ("the flux through each turn of a 50-turn coil").
  const fluxPerTurn = kind.name === "magnetic flux" && FLUX_PER_TURN.test(text);
  if (
    turns.length > 0 &&
    !(
      operation.kind === "derivative" &&
      (operation.times || fluxPerTurn) &&
      operation.order === 1 &&
      asked.kind.name === "emf"
    )
  )
    return undefined;
  let values =
    statedValues.length > 0
      ? statedValues
      : counted
        ? valuesIn([counted.quantity], inputUnit)
        : valuesIn(ends, inputUnit);
  if (!values) return undefined;
  // "A force pushes a cart from x = 1 m to x = 2 m. What work is done?": an interval stated
  // before a question that names none.
  const overInterval =
    operation.kind === "integral" || AVERAGE_ASKED.test(question) || GREATEST_ASKED.test(question);
  const beforeQuestion = `${text.slice(0, stated.start)}${" ".repeat(stated.end - stated.start)}${text.slice(stated.end, questionAt)}`;
  const earlier = variableValues(beforeQuestion, stated.variable, inputUnit, variableSymbols);
  const takenFromBefore = values.length === 0 && overInterval && earlier?.length === 2;
  if (takenFromBefore && earlier) values = earlier;
  // Values of the variable stated before the question ("from rest at x = 1.0 m") must be read: as
  // the interval, as the start of a share of an integral, or as the start t = 0; any other is
  // refused, never left aside.
  const rawEarlier = [
    ...beforeQuestion.matchAll(
      new RegExp(String.raw`(?<![\w\\])${stated.variable}\s*=\s*([-−]?${NUMBER})`, "g"),
    ),
  ].map((instant) => numberValue(instant[1]));
  let startAt = 0;
  const readsOwnPlaces =
    operation.kind === "rod" ||
    operation.kind === "linePotential" ||
    operation.kind === "enclosed" ||
    operation.kind === "enclosedCharge" ||
    operation.kind === "enclosedCurrent";
  // An instant restated ("comes to rest at t = 5.0 s" beside the interval to 5.0 s) is read already.
  const valuesSoFar = values;
  // "F(t) = F₀ sin(πt/τ) for 0 ≤ t ≤ τ … at t = 0.25 s": the ends of the function's domain are read
  // where the instants asked lie inside it.
  const domain = domainOf(beforeQuestion, stated.variable, variableSymbols, numberValue);
  const insideDomain =
    domain !== undefined &&
    valuesSoFar.length > 0 &&
    valuesSoFar.every((value) => value >= domain[0] && value <= domain[1]);
  const restated = (instant: number) =>
    instant === 0 ||
    (insideDomain && (instant === domain[0] || instant === domain[1])) ||
    valuesSoFar.some((value) => Math.abs(value - instant) <= 1e-9 * Math.max(1, Math.abs(value)));
  const unread = earlier
    ? earlier.some((instant) => !restated(instant))
    : rawEarlier.some((instant) => instant !== 0);
  if (!takenFromBefore && !readsOwnPlaces && unread) {
    const oneStart =
      operation.kind === "integral" && operation.per && values.length === 1 && earlier?.length === 1;
    if (!oneStart || !earlier) return undefined;
    startAt = earlier[0];
  }
  // "A slab 5.0 cm thick, n(x) with x the depth below the entry face": the path runs across the
  // slab, from x = 0 to its thickness.
  // "The field at the surface of the sphere": the distance from the centre is the radius given.
  if (
    values.length === 0 &&
    (operation.kind === "enclosed" || operation.kind === "enclosedCurrent") &&
    placedAtTheSurface(question)
  ) {
    const radiusIn = valuesIn([operation.radius], inputUnit);
    if (radiusIn) values = radiusIn;
  }
  let thickness: ExtractedQuantity | undefined;
  if (
    values.length === 0 &&
    operation.kind === "integral" &&
    operation.light &&
    MEASURED_FROM_A_FACE.test(text)
  ) {
    const thick = quantities.filter(
      (quantity) =>
        quantity.start < questionAt &&
        haveSameDimension(quantity.unit, "m") &&
        (/^\s*thick\b/i.test(quantity.after) ||
          /\bthickness\s+(?:of\s+)?(?:[A-Za-z]\s*=\s*)?$/i.test(quantity.before) ||
          /^\s*thick\b/i.test(text.slice(quantity.end, quantity.end + 8))),
    );
    const end = thick.length === 1 ? valuesIn(thick, inputUnit) : undefined;
    if (end && end[0] > 0) {
      thickness = thick[0];
      values = [0, end[0]];
    }
  }
  // "During a kick lasting τ = 8.0 ms": a push that lasts a stated time acts from t = 0 to its end.
  let duration: ExtractedQuantity | undefined;
  if (values.length === 0 && operation.kind === "integral" && stated.variable === "t") {
    const lasting = quantities.filter(
      (quantity) =>
        quantity.start < questionAt &&
        haveSameDimension(quantity.unit, variable.unit) &&
        LASTING.test(quantity.before),
    );
    const end = lasting.length === 1 ? valuesIn(lasting, inputUnit) : undefined;
    if (end && end[0] > 0) {
      duration = lasting[0];
      values = [0, end[0]];
    }
  }
  // An integral up to one instant runs from the start (t = 0). A change over that time is asked
  // only by words that count the time from the start ("in the first 2.0 s", "by t = 2.0 s"); a state
  // at the instant (a velocity, a position) needs its value at the start, and an acceleration
  // integrated twice needs the velocity there too.
  const start: { value?: ReturnType<typeof startingValue>; velocity?: ReturnType<typeof startingValue> } = {};
  // The words that state the start: those before the question, or before the function's end when
  // the question holds it.
  const statedBefore = text.slice(0, Math.max(questionAt, stated.end));
  const fromTheStart =
    operation.kind === "integral" &&
    !operation.per &&
    !operation.overVariable &&
    values.length === 1 &&
    stated.variable === "t";
  if (operation.kind === "integral" && asked.kind.state && values.length === 2 && !operation.per)
    if (!/\b(?:change|gain|increase|decrease|loss)\b/i.test(question)) return undefined;
  if (fromTheStart) {
    // The start is t = 0: a body that starts at another instant ("at rest at t = 1.0 s") is not read.
    const before = `${text.slice(0, stated.start)}${" ".repeat(stated.end - stated.start)}${text.slice(stated.end, questionAt)}`;
    const instants = before.matchAll(new RegExp(String.raw`(?<![\w\\])t\s*=\s*([-−]?${NUMBER})`, "g"));
    if ([...instants].some((instant) => numberValue(instant[1]) !== 0)) return undefined;
    const counts = counted?.fromStart === true || UP_TO_AN_INSTANT.test(question);
    if (operation.twice) {
      start.velocity = startingValue(siUnitFor(integralDimension) ?? "m/s", statedBefore, dimensioned);
      if (!start.velocity) return undefined;
    }
    if (asked.kind.state) {
      start.value = startingValue(asked.kind.unit, statedBefore, dimensioned);
      if (!start.value) return undefined;
    } else if (!counts) return undefined;
  } else if (operation.kind === "integral" && operation.twice) return undefined;
  // A share of an integral gives a speed gained from the start: the words must start the body at
  // rest, or state its speed there.
  if (operation.kind === "integral" && operation.per) {
    const speedUnit = operation.kinetic
      ? siUnitFor(combine(integralDimension, dimensionOf(operation.per.unit) as Dimension, -1))
      : asked.kind.unit;
    start.value =
      startingValue(speedUnit ?? "m/s", statedBefore, dimensioned) ??
      (startAt !== 0
        ? valueStatedAtPlace(
            speedUnit ?? "m/s",
            statedBefore,
            dimensioned,
            stated.variable,
            startAt,
            inputUnit,
          )
        : undefined);
    if (!start.value) return undefined;
    // Two values of the interval leave the speed at its start unknown.
    if (values.length === 2 && values[0] !== 0) return undefined;
    // The energy a push gives a moving body is not its kinetic energy: only that is read.
    if (operation.kinetic && start.value.quantity && !/\bkinetic\b/i.test(question)) return undefined;
  }
  // The time to reach an amount is counted from the start, t = 0, with no other instant stated.
  if (
    operation.kind === "reach" &&
    (values.length > 0 || /(?<![\w\\])t\s*=\s*[-−]?\d*\.?\d*[1-9]/.test(beforeQuestion))
  )
    return undefined;
  const partners =
    operation.kind === "enclosedCurrent"
      ? [operation.radius, operation.total]
      : operation.kind === "rod" || operation.kind === "linePotential"
        ? [operation.length]
        : operation.kind === "separated"
          ? [operation.begin, operation.end, operation.per]
          : operation.kind === "reach"
            ? [operation.target, operation.latent, operation.atTransition]
            : [partner, start.value?.quantity, start.velocity?.quantity, duration, thickness];
  const unused = others.filter((other) => !partners.includes(other) && !turns.includes(other));
  // A value stated in a sentence of its own, of a kind no operation on the function uses ("The
  // pitch is 100 m long."), is set aside and named; any other unused value leaves the reading open.
  const roles = [fDimension, xDimension, askedDimension, integralDimension, slope];
  const setAside =
    unused.length === 1 &&
    !haveSameDimension(unused[0].unit, "") &&
    !OTHER_FORCES_OR_ENERGIES.test(text) &&
    !roles.some((role) => sameDimension(role, dimensionOf(unused[0].unit))) &&
    !partners.some((used) => used && haveSameDimension(used.unit, unused[0].unit)) &&
    isStatedApart(unused[0], text, quantities, { from: stated.start, to: stated.end }, questionAt)
      ? unused[0]
      : unused.length === 1 && isMassOfThePushedBody(unused[0], operation, kind.name, question)
        ? unused[0]
        : undefined;
  if ((unused.length > 0 && !setAside) || turns.length > 1) return undefined;
  const f = (at: number) => read.at(at);
  const toSIOf = (value: number, unit: string) => toSI({ value, unit }).value;
  // What each given is to the reader, for the list of givens the tutor shows.
  const givenRoles = new Map<ExtractedQuantity, { variableName: string; symbol: string }>();
  const askedLatex = VARIABLE_DEFINITIONS.get(asked.kind.variable)?.latex ?? asked.kind.variable;
  if (operation.kind === "separated") {
    const rate = stated.variable === "v" ? "v" : "\\omega";
    givenRoles.set(operation.begin, { variableName: `starting ${variable.name}`, symbol: `${rate}_0` });
    givenRoles.set(operation.end, { variableName: `final ${variable.name}`, symbol: `${rate}_1` });
  }
  if (operation.kind === "reach") {
    givenRoles.set(operation.target, {
      variableName: operation.latent ? "mass that changes phase" : "amount reached",
      symbol: operation.latent ? "m" : "Q",
    });
    if (operation.latent) givenRoles.set(operation.latent, { variableName: "latent heat", symbol: "L" });
    if (operation.atTransition)
      givenRoles.set(operation.atTransition, {
        variableName: "temperature of the change of phase",
        symbol: "T",
      });
  }
  if (start.value?.quantity)
    givenRoles.set(start.value.quantity, {
      variableName: `starting ${asked.kind.name}`,
      symbol: `${askedLatex}_0`,
    });
  if (start.velocity?.quantity)
    givenRoles.set(start.velocity.quantity, { variableName: "starting velocity", symbol: "v_0" });
  if (duration) givenRoles.set(duration, { variableName: "time the push lasts", symbol: "t_2" });
  const figures = figuresOf(
    [...used, ...others.filter((other) => !turns.includes(other) && other !== setAside)],
    stated.asWritten,
  );
  const letterLatex = GREEK_NAMES.has(stated.letter)
    ? `\\${stated.letter}`
    : (GREEK_LETTERS_LATEX[stated.letter] ?? stated.letter);
  // The function as written and, where symbols stand for stated values, with the values put in.
  const constantsInPlace = withValuesInPlace(
    stated.expression,
    used.map((quantity) => ({
      name: [...constants].find(([, found]) => found === quantity)?.[0] ?? "",
      latex: formatQuantityLatex(quantity.value, quantity.unit, quantity.significantFigures),
    })),
    stated.symbols,
  );
  const valuesPutIn =
    constantsInPlace.expression === stated.expression
      ? ""
      : ` = ${expressionLatex(constantsInPlace.expression, constantsInPlace.symbols)}`;
  const functionLatex = `${letterLatex}(${stated.variable}) = ${expressionLatex(stated.expression, stated.symbols)}${valuesPutIn}${stated.unit ? `\\ ${formatUnitLatex(stated.unit)}` : ""}`;
  const variableLatex = (value: number) => formatQuantityLatex(value, inputUnit, figures);
  let si: number;
  let step: SolutionStep;
  const resultUnit = asked.kind.unit;
  const askedSymbol = VARIABLE_DEFINITIONS.get(asked.kind.variable)?.latex ?? asked.kind.variable;
  // The rod runs between the positions stated before the question, or from the end x is measured
  // from over its length.
  const rodEnds = (length: ExtractedQuantity | undefined): [number, number] | undefined => {
    const before = text.slice(0, questionAt);
    const ends = variableValues(before, stated.variable, inputUnit, variableSymbols) ?? [];
    const lengthIn = length
      ? convertQuantity({ value: length.value, unit: length.unit }, inputUnit)?.value
      : undefined;
    if (ends.length === 2) {
      // A length stated beside the two ends must be the rod between them.
      if (lengthIn !== undefined && !(Math.abs(Math.abs(ends[1] - ends[0]) - lengthIn) <= 1e-9 * lengthIn))
        return undefined;
      return [ends[0], ends[1]];
    }
    if (ends.length === 0 && lengthIn !== undefined && MEASURED_FROM_AN_END.test(text)) return [0, lengthIn];
    return undefined;
  };
  if (operation.kind === "linePotential") {
    // The point is where the question puts it: "at x = −0.20 m", or "at the origin".
    const at =
      values.length === 1 ? values[0] : values.length === 0 && AT_THE_ORIGIN.test(question) ? 0 : undefined;
    const ends = rodEnds(operation.length);
    if (at === undefined || !ends) return undefined;
    const [from, to] = ends;
    const integral = integralOverDistance(f, from, to, at, convergedIntegral, (g, x) =>
      numericalDerivative(g, x, 1),
    );
    if (integral === undefined) return undefined;
    si = constantValue("coulomb-constant") * integral * toSIOf(1, outputUnit);
    if (!Number.isFinite(si)) return undefined;
    step = {
      principle:
        "The potential of a line of charge is the sum of k dq / r over its pieces, dq = λ(x) dx at the distance |x − x₀| from the point (zero at infinity), computed numerically (Simpson's rule)",
      equation: `V = k \\int_{${stated.variable}_1}^{${stated.variable}_2} \\frac{\\lambda(${stated.variable})}{\\left|${stated.variable} - ${stated.variable}_0\\right|}\\,d${stated.variable}`,
      substitution: `${functionLatex},\\ ${stated.variable}_1 = ${variableLatex(from)},\\ ${stated.variable}_2 = ${variableLatex(to)},\\ ${stated.variable}_0 = ${variableLatex(at)} \\;\\Rightarrow\\; V = ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: "V" },
    };
  } else if (operation.kind === "rod") {
    // A moment of inertia's axis is where the question puts it.
    if (values.length !== (operation.moment === 2 ? 1 : 0)) return undefined;
    const axis = operation.moment === 2 ? values[0] : 0;
    const ends = rodEnds(operation.length);
    if (!ends) return undefined;
    const [from, to] = ends;
    if (!(to > from) || axis < from || axis > to) return undefined;
    const mass = convergedIntegral(f, from, to) * toSIOf(1, outputUnit) * toSIOf(1, inputUnit);
    if (!(mass > 0)) return undefined;
    if (operation.moment === 0) {
      si = mass;
      step = {
        principle:
          "The rod's mass is the integral of its linear mass density along it, computed numerically (Simpson's rule)",
        equation: `m = \\int_{${stated.variable}_1}^{${stated.variable}_2} \\lambda(${stated.variable})\\,d${stated.variable}`,
        substitution: `${functionLatex},\\ ${stated.variable}_1 = ${variableLatex(from)},\\ ${stated.variable}_2 = ${variableLatex(to)} \\;\\Rightarrow\\; m = ${formatQuantityLatex(si, resultUnit, figures)}`,
        result: { value: si, unit: resultUnit, symbol: "m" },
      };
    } else if (operation.moment === 1) {
      si =
        (convergedIntegral((x) => f(x) * x, from, to) * toSIOf(1, outputUnit) * toSIOf(1, inputUnit) ** 2) /
        mass;
      step = {
        principle: `The rod's centre of mass is the average of position along it weighted by its linear mass density, measured from ${stated.variable} = 0, computed numerically (Simpson's rule)`,
        equation: `x_{cm} = \\frac{\\int ${stated.variable}\\,\\lambda(${stated.variable})\\,d${stated.variable}}{\\int \\lambda(${stated.variable})\\,d${stated.variable}}`,
        substitution: `${functionLatex},\\ ${stated.variable}_1 = ${variableLatex(from)},\\ ${stated.variable}_2 = ${variableLatex(to)} \\;\\Rightarrow\\; x_{cm} = ${formatQuantityLatex(si, resultUnit, figures)}`,
        result: { value: si, unit: resultUnit, symbol: "x_{cm}" },
      };
    } else {
      si =
        convergedIntegral((x) => f(x) * (x - axis) ** 2, from, to) *
        toSIOf(1, outputUnit) *
        toSIOf(1, inputUnit) ** 3;
      if (!Number.isFinite(si) || si <= 0) return undefined;
      step = {
        principle: `The moment of inertia of a rod about a perpendicular axis is the integral of its linear mass density times the square of the distance from the axis, along the rod, computed numerically (Simpson's rule)`,
        equation: `I = \\int_{${stated.variable}_1}^{${stated.variable}_2} \\lambda(${stated.variable})\\,(${stated.variable} - ${stated.variable}_a)^2\\,d${stated.variable}`,
        substitution: `${functionLatex},\\ ${stated.variable}_1 = ${variableLatex(from)},\\ ${stated.variable}_2 = ${variableLatex(to)},\\ ${stated.variable}_a = ${variableLatex(axis)} \\;\\Rightarrow\\; I = ${formatQuantityLatex(si, resultUnit, figures)}`,
        result: { value: si, unit: resultUnit, symbol: "I" },
      };
    }
    if (!Number.isFinite(si)) return undefined;
  } else if (operation.kind === "enclosedCurrent") {
    if (values.length !== 1) return undefined;
    const [at] = values;
    const atSI = at * toSIOf(1, inputUnit);
    const radiusSI = toSI(operation.radius).value;
    if (!(atSI > 0 && radiusSI > 0)) return undefined;
    const upTo = Math.min(atSI, radiusSI) / toSIOf(1, inputUnit);
    const whole = radiusSI / toSIOf(1, inputUnit);
    // The current within a radius, I = ∫ J 2πs ds, in amperes.
    const within = (g: (value: number) => number, to: number) =>
      2 *
      Math.PI *
      convergedIntegral((s) => g(s) * s, 0, to) *
      toSIOf(1, outputUnit) *
      toSIOf(1, inputUnit) ** 2;
    let enclosed: number;
    const total = operation.total;
    if (total) {
      const share = within(f, upTo) / within(f, whole);
      const shareRescaled = within(rescaled.at, upTo) / within(rescaled.at, whole);
      if (!(Math.abs(share - shareRescaled) <= 1e-9 * Math.abs(share))) return undefined;
      // A current density stated in full must carry the total current given.
      if (
        !hasScale &&
        !(Math.abs(within(f, whole) - toSI(total).value) <= 0.01 * Math.abs(toSI(total).value))
      )
        return undefined;
      enclosed = share * toSI(total).value;
    } else {
      enclosed = within(f, upTo);
    }
    si = (constantValue("vacuum-permeability") * enclosed) / (2 * Math.PI * atSI);
    if (!Number.isFinite(si)) return undefined;
    if (/\bmagnitude\b/i.test(question)) si = Math.abs(si);
    const inside = atSI <= radiusSI;
    step = {
      principle: `Ampère's law on a circle of radius r about the wire's axis: the field is μ₀ times the current within it over 2πr, that current ${total ? `the share of the total current ${total.text} that` : "the integral of the current density over the cross-section"} ${inside ? "inside radius r" : "in the whole wire"}${total ? " carries" : ""}, computed numerically (Simpson's rule)`,
      equation: total
        ? `B = \\frac{\\mu_0 I}{2\\pi r}\\,\\frac{\\int_0^{${inside ? "r" : "R"}} J(s)\\,s\\,ds}{\\int_0^{R} J(s)\\,s\\,ds}`
        : `B = \\frac{\\mu_0}{2\\pi r}\\int_0^{${inside ? "r" : "R"}} J(s)\\,2\\pi s\\,ds`,
      substitution: `${functionLatex},\\ R = ${formatQuantityLatex(operation.radius.value, operation.radius.unit, figures)},${total ? `\\ I = ${formatQuantityLatex(total.value, total.unit, figures)},` : ""}\\ r = ${variableLatex(at)} \\;\\Rightarrow\\; B = ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: "B" },
    };
  } else if (operation.kind === "enclosedCharge") {
    // Within the radius the question names (no farther than the sphere), or the whole sphere.
    const radiusIn = operation.radius
      ? convertQuantity({ value: operation.radius.value, unit: operation.radius.unit }, inputUnit)?.value
      : undefined;
    if (values.length > 1 || (values.length === 0 && radiusIn === undefined)) return undefined;
    const upTo = values.length === 1 ? Math.min(values[0], radiusIn ?? values[0]) : (radiusIn as number);
    if (!(upTo > 0)) return undefined;
    si =
      4 *
      Math.PI *
      convergedIntegral((s) => f(s) * s * s, 0, upTo) *
      toSIOf(1, outputUnit) *
      toSIOf(1, inputUnit) ** 3;
    if (!Number.isFinite(si)) return undefined;
    const whole = values.length === 0 || (radiusIn !== undefined && values[0] >= radiusIn);
    step = {
      principle: `The charge within ${whole ? "the sphere" : "radius r"} is the integral of the charge density over its volume, in shells of area 4πs², computed numerically (Simpson's rule)`,
      equation: `Q = \\int_0^{${whole ? "R" : "r"}} \\rho(s)\\,4\\pi s^2\\,ds`,
      substitution: `${functionLatex},\\ ${whole ? "R" : "r"} = ${variableLatex(upTo)} \\;\\Rightarrow\\; Q = ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: "Q" },
    };
  } else if (operation.kind === "enclosed") {
    if (values.length !== 1) return undefined;
    const [at] = values;
    const atSI = at * toSIOf(1, inputUnit);
    const radiusSI = toSI(operation.radius).value;
    if (!(atSI > 0 && radiusSI > 0)) return undefined;
    const upTo = Math.min(atSI, radiusSI) / toSIOf(1, inputUnit);
    const enclosed =
      4 *
      Math.PI *
      convergedIntegral((s) => f(s) * s * s, 0, upTo) *
      toSIOf(1, outputUnit) *
      toSIOf(1, inputUnit) ** 3;
    si = enclosed / (4 * Math.PI * constantValue("vacuum-permittivity") * atSI * atSI);
    if (!Number.isFinite(si)) return undefined;
    if (asked.kind.magnitude || /\bmagnitude\b/i.test(question)) si = Math.abs(si);
    step = {
      principle: `Gauss's law on a sphere of radius r about the centre: the field is the charge within it over 4πε₀r², that charge the integral of the charge density over the ${atSI <= radiusSI ? "sphere of radius r" : "whole charged sphere"}, computed numerically (Simpson's rule)`,
      equation: `E = \\frac{1}{4\\pi\\varepsilon_0 r^2}\\int_0^{${atSI <= radiusSI ? "r" : "R"}} \\rho(s)\\,4\\pi s^2\\,ds`,
      substitution: `${functionLatex},\\ R = ${formatQuantityLatex(operation.radius.value, operation.radius.unit, figures)},\\ r = ${variableLatex(at)} \\;\\Rightarrow\\; E = ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: "E" },
    };
  } else if (operation.kind === "separated") {
    if (values.length !== 0) return undefined;
    const [from, to] = valuesIn([operation.begin, operation.end], inputUnit) ?? [];
    if (from === undefined || to === undefined || from === to || from * to < 0) return undefined;
    // The rate must carry the speed from its start to its end: of that sign all the way.
    const direction = Math.sign(to - from);
    const rateSigns = Array.from({ length: 51 }, (_, index) =>
      Math.sign(f(from + ((to - from) * index) / 50)),
    );
    if (rateSigns.some((sign) => sign !== direction)) return undefined;
    const distance = operation.over === "distance";
    const perSI = operation.per ? toSI(operation.per).value : 1;
    const integral = convergedIntegral((speed) => (distance ? speed : 1) / f(speed), from, to);
    si = (integral * toSIOf(1, inputUnit) ** (distance ? 2 : 1) * perSI) / toSIOf(1, outputUnit);
    if (asked.kind.totalOfMagnitude || asked.kind.name === "angle") si = Math.abs(si);
    if (!Number.isFinite(si) || si <= 0) return undefined;
    const v = stated.variable === "v" ? "v" : "\\omega";
    const perLatex = operation.per
      ? `${formatQuantityLatex(operation.per.value, operation.per.unit, figures)}\\,`
      : "";
    step = {
      principle: `The ${kind.name} is given as a function of the ${variable.name}, so the variables are separated: ${distance ? `d${stated.variable === "v" ? "x" : "θ"} = ${stated.variable} d${stated.variable} / (rate)` : `dt = d${stated.variable} / (rate)`}${operation.per ? `, the rate being the ${kind.name} divided by ${operation.per.text}` : ""}; the ${asked.kind.name} is the integral from the starting ${variable.name} (${operation.begin.text}) to the final one (${operation.end.text}), computed numerically (Simpson's rule)`,
      equation: `${askedSymbol} = \\int_{${v}_0}^{${v}_1} \\frac{${perLatex}${distance ? `${v}\\,` : ""}d${v}}{${letterLatex}(${v})}`,
      substitution: `${functionLatex},\\ ${v}_0 = ${formatQuantityLatex(operation.begin.value, operation.begin.unit, figures)},\\ ${v}_1 = ${formatQuantityLatex(operation.end.value, operation.end.unit, figures)} \\;\\Rightarrow\\; ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: askedSymbol },
    };
  } else if (operation.kind === "reach") {
    // ∫₀ᵀ f dt = amount: the accumulation grows with T while f keeps its sign, so T is found by
    // doubling an upper bound until it is passed, then halving the bracket.
    const targetSI = toSI(operation.target).value * (operation.latent ? toSI(operation.latent).value : 1);
    const amount = targetSI / (toSIOf(1, outputUnit) * toSIOf(1, inputUnit));
    const accumulated = (to: number) => simpsonIntegral(f, 0, to, 200);
    let high = 1;
    for (let step = 0; step < 60 && Math.abs(accumulated(high)) < Math.abs(amount); step++) high *= 2;
    if (!(Math.abs(accumulated(high)) >= Math.abs(amount))) return undefined;
    let low = 0;
    for (let step = 0; step < 60; step++) {
      const middle = (low + high) / 2;
      if (Math.abs(accumulated(middle)) < Math.abs(amount)) low = middle;
      else high = middle;
    }
    const reached = (low + high) / 2;
    // One sign throughout, and the same sign as the amount: the accumulation passes it once.
    const signs = new Set(
      Array.from({ length: 201 }, (_, index) => Math.sign(f((reached * index) / 200))).filter(
        (sign) => sign !== 0,
      ),
    );
    if (signs.size !== 1 || [...signs][0] !== Math.sign(amount)) return undefined;
    if (!(Math.abs(convergedIntegral(f, 0, reached) - amount) <= 1e-6 * Math.abs(amount))) return undefined;
    si = reached * toSIOf(1, inputUnit);
    const integratedName = asked.kind.name;
    const latent = operation.latent;
    const amountLatex = latent
      ? `m L = ${formatQuantityLatex(operation.target.value, operation.target.unit, figures)} \\times ${formatQuantityLatex(latent.value, latent.unit, figures)} = ${formatQuantityLatex(targetSI, "J", figures)}`
      : formatQuantityLatex(
          operation.target.value,
          operation.target.unit,
          operation.target.significantFigures,
        );
    step = {
      principle: latent
        ? `The change of phase takes the heat m L (${operation.target.text} times ${latent.text}${operation.atTransition ? `, the water already at ${operation.atTransition.text}` : ""}); the ${integratedName} is when the integral of the ${kind.name} over ${variable.name} from the start reaches it, found numerically (Simpson's rule, bisection)`
        : `The ${integratedName} at which the integral of the ${kind.name} over ${variable.name} from the start reaches ${operation.target.text}, found numerically (Simpson's rule, bisection)`,
      equation: `\\int_0^{${stated.variable}} ${letterLatex}(${stated.variable}')\\,d${stated.variable}' = ${amountLatex}`,
      substitution: `${functionLatex} \\;\\Rightarrow\\; ${stated.variable} = ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: stated.variable },
    };
  } else if (operation.kind === "integral" && fromTheStart && (operation.twice || start.value)) {
    // A state at an instant from its value at the start: v = v₀ + ∫₀ᵗ a dt, x = x₀ + ∫₀ᵗ v dt, or
    // twice, x = x₀ + v₀t + ∫₀ᵗ (t − u) a(u) du (the repeated integral as one).
    const [to] = values;
    if (!(to > 0)) return undefined;
    const toSeconds = to * toSIOf(1, inputUnit);
    const startSI = (found: ReturnType<typeof startingValue>) =>
      found?.quantity ? toSI(found.quantity).value : 0;
    const v0 = startSI(start.velocity);
    const x0 = startSI(start.value);
    const scale = toSIOf(1, outputUnit) * toSIOf(1, inputUnit) ** (operation.twice ? 2 : 1);
    const accumulated = operation.twice
      ? convergedIntegral((u) => (to - u) * f(u), 0, to) * scale + v0 * toSeconds
      : convergedIntegral(f, 0, to) * scale;
    si = x0 + accumulated;
    // A sum that cancels to rounding error is zero, not a tiny number.
    const size =
      Math.abs(x0) +
      Math.abs(v0 * toSeconds) +
      simpsonIntegral((u) => (operation.twice ? to - u : 1) * Math.abs(f(u)), 0, to) * scale;
    if (Math.abs(si) <= 1e-9 * size) si = 0;
    if (operation.twice && asked.kind.totalOfMagnitude) {
      // A distance is the displacement's size only while the velocity keeps its sign.
      const velocityAt = (at: number) =>
        v0 + simpsonIntegral(f, 0, at, 40) * toSIOf(1, outputUnit) * toSIOf(1, inputUnit);
      const signs = new Set(
        Array.from({ length: 41 }, (_, index) => Math.sign(velocityAt((to * index) / 40))).filter(
          (sign) => sign !== 0,
        ),
      );
      if (signs.size > 1) return undefined;
      si = Math.abs(si);
    }
    if (asked.kind.magnitude) si = Math.abs(si);
    if (!Number.isFinite(si)) return undefined;
    const integrated = VARIABLE_DEFINITIONS.get(operation.twice ? "v" : asked.kind.variable)?.latex ?? "v";
    const startLatex = (symbol: string, found: ReturnType<typeof startingValue>) =>
      `${symbol}_0 = ${found?.quantity ? formatQuantityLatex(found.quantity.value, found.quantity.unit, figures) : `0\\ (\\text{${found?.words ?? "start"}})`}`;
    const givensLatex = [
      ...(start.value ? [startLatex(askedSymbol, start.value)] : []),
      ...(start.velocity ? [startLatex(integrated, start.velocity)] : []),
    ].join(",\\ ");
    const fromWords = start.value?.words ?? start.velocity?.words;
    step = {
      principle: operation.twice
        ? `The ${asked.kind.name} is found by integrating the ${kind.name} twice over ${variable.name} from the start${fromWords ? ` (${fromWords})` : ""}: once for the velocity, again for the ${asked.kind.name}, written as one integral and computed numerically (Simpson's rule)`
        : `The ${asked.kind.name} at an instant is its value at the start${fromWords ? ` (${fromWords})` : ""} plus the integral of the ${kind.name} over ${variable.name} since then, computed numerically (Simpson's rule)`,
      equation: operation.twice
        ? `${askedSymbol} = ${start.value ? `${askedSymbol}_0 + ` : ""}${integrated}_0\\,t + \\int_0^{t} (t - u)\\,${letterLatex}(u)\\,du`
        : `${askedSymbol}(t) = ${askedSymbol}_0 + \\int_0^{t} ${letterLatex}(t')\\,dt'`,
      substitution: `${functionLatex},\\ ${givensLatex}${givensLatex ? ",\\ " : ""}t = ${variableLatex(to)} \\;\\Rightarrow\\; ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: askedSymbol },
    };
  } else if (operation.kind === "integral") {
    let from: number;
    let to: number;
    if (values.length === 2) [from, to] = values;
    else if (values.length === 1 && (operation.per || fromTheStart)) [from, to] = [startAt, values[0]];
    else return undefined;
    const overVariable = operation.overVariable === true;
    // ∫ C/T dT divides by the absolute temperature, so both ends must be above zero kelvin.
    if (overVariable && !(inputUnit === "K" && from > 0 && to > 0)) return undefined;
    const integral = asked.kind.totalOfMagnitude
      ? integralOfMagnitude(f, from, to)
      : overVariable
        ? convergedIntegral((at) => f(at) / at, from, to)
        : convergedIntegral(f, from, to);
    const integralSI = integral * toSIOf(1, outputUnit) * (overVariable ? 1 : toSIOf(1, inputUnit));
    const per = operation.per;
    const times = operation.times;
    si = (per ? integralSI / toSI(per).value : integralSI) * (times ? toSI(times).value : 1);
    if (operation.light) si /= constantValue("speed-of-light");
    const startSpeed = start.value?.quantity ? toSI(start.value.quantity).value : 0;
    if (operation.workEnergy) {
      const squared = startSpeed ** 2 + 2 * si;
      si = squared >= 0 ? Math.sqrt(squared) : Number.NaN;
    } else if (per) {
      si += startSpeed;
      if (operation.kinetic) si = 0.5 * toSI(per).value * si ** 2;
      else if (asked.kind.magnitude) si = Math.abs(si);
    }
    if (!Number.isFinite(si)) return undefined;
    if (asked.kind.name === "work" && !isWorkOfTheStatedForce(text, question, si)) return undefined;
    // The work of a field on a charge is the field's; the work needed against it is not read.
    if (kind.name === "electric field" && WORK_AGAINST_THE_FORCE.test(question)) return undefined;
    const integrand = asked.kind.totalOfMagnitude
      ? `\\left|${stated.letter}(${stated.variable})\\right|`
      : overVariable
        ? `\\frac{${stated.letter}(${stated.variable})}{${stated.variable}}`
        : `${stated.letter}(${stated.variable})`;
    const timesLatex = times ? `${formatQuantityLatex(times.value, times.unit, figures)}\\,` : "";
    const integralLatex = `\\int_{${stated.variable}_1}^{${stated.variable}_2} ${integrand}\\,d${stated.variable}`;
    step = {
      principle: operation.light
        ? `Light travels at c/n in the medium, so the time to cross it is the integral of the refractive index along the path divided by c, computed numerically (Simpson's rule)`
        : operation.workEnergy
          ? startSpeed !== 0
            ? `Work-energy theorem: the work of the ${kind.name} is its integral over ${variable.name}, computed numerically (Simpson's rule), and it adds to the kinetic energy ½mv₁² at the start (${start.value?.quantity?.text})`
            : `Work-energy theorem from rest: the work of the ${kind.name} is its integral over ${variable.name}, computed numerically (Simpson's rule), and ½mv² equals it`
          : per
            ? `The ${asked.kind.name} ${startSpeed !== 0 ? `is its starting value (${start.value?.quantity?.text}) plus the change,` : "gained from rest is"} the integral of the ${kind.name} over ${variable.name}, divided by ${per.text}, computed numerically (Simpson's rule)`
            : overVariable
              ? `The ${asked.kind.name} of a reversible heating is the integral of the ${kind.name} over ${variable.name}, each bit of heat divided by the temperature it enters at${times ? `, times ${times.text}` : ""}, computed numerically (Simpson's rule)`
              : times
                ? `The ${asked.kind.name} is the integral of the ${kind.name} over ${variable.name}, times ${times.text}, computed numerically (Simpson's rule)`
                : `The ${asked.kind.name} is the integral of the ${asked.kind.totalOfMagnitude ? `size of the ${kind.name}` : kind.name} over ${variable.name}, computed numerically (Simpson's rule)`,
      equation: operation.light
        ? `t = \\frac{1}{c}${integralLatex}`
        : operation.workEnergy
          ? `v = \\sqrt{${startSpeed !== 0 ? "v_1^2 + " : ""}\\frac{2}{m}${integralLatex}}`
          : per
            ? `\\frac{1}{${formatQuantityLatex(per.value, per.unit, figures)}}${integralLatex}`
            : `${timesLatex}${integralLatex}`,
      substitution: `${functionLatex},\\ ${stated.variable}_1 = ${variableLatex(from)},\\ ${stated.variable}_2 = ${variableLatex(to)}${operation.workEnergy && per ? `,\\ m = ${formatQuantityLatex(per.value, per.unit, figures)}` : ""}${operation.workEnergy && start.value?.quantity ? `,\\ v_1 = ${formatQuantityLatex(start.value.quantity.value, start.value.quantity.unit, figures)}` : ""} \\;\\Rightarrow\\; ${formatQuantityLatex(si, resultUnit, figures)}`,
      result: { value: si, unit: resultUnit, symbol: askedSymbol },
    };
  } else {
    const curve = (at: number) =>
      operation.kind === "value" ? f(at) : numericalDerivative(f, at, operation.order);
    const averaged = AVERAGE_ASKED.test(question);
    const greatest = GREATEST_ASKED.test(question);
    if (averaged && greatest) return undefined;
    let raw: number;
    let span: [number, number] | undefined;
    if (averaged) {
      // The mean over an interval: of the function, its integral over the interval's length; of a
      // rate of change, the change over the interval's length.
      if (values.length !== 2 || values[0] === values[1]) return undefined;
      const [from, to] = values;
      span = [from, to];
      // An average size (a speed) from a change is the change's size only while the rate keeps its
      // sign: a body that turns back covers more than its displacement.
      if (asked.kind.magnitude && operation.kind === "derivative") {
        const signs = new Set(
          Array.from({ length: 101 }, (_, index) =>
            Math.sign(curve(from + ((to - from) * index) / 100)),
          ).filter((sign) => sign !== 0),
        );
        if (signs.size !== 1) return undefined;
      }
      raw =
        operation.kind === "value"
          ? (asked.kind.magnitude ? integralOfMagnitude(f, from, to) : convergedIntegral(f, from, to)) /
            (to - from)
          : operation.order === 1
            ? (f(to) - f(from)) / (to - from)
            : (numericalDerivative(f, to, 1) - numericalDerivative(f, from, 1)) / (to - from);
    } else if (greatest) {
      // The greatest value over the interval asked, or over one period of a sinusoid.
      if (values.length === 2) span = [values[0], values[1]];
      else if (values.length === 0 && read.period) span = [0, read.period];
      else return undefined;
      const sign = operation.kind === "derivative" && negativeSlope(kind.name, asked.kind.name) ? -1 : 1;
      const size = (at: number) => (asked.kind.magnitude ? Math.abs(curve(at)) : sign * curve(at));
      const at = greatestAt(size, span[0], span[1]);
      raw = at === undefined ? Number.NaN : curve(at);
    } else if (values.length === 0 && variable.unit === "s") {
      // No instant named: answered only where the answer is the same at every instant (a field
      // that grows steadily gives a steady emf).
      const samples = [0, 0.7, 1.9, 4.3, 10].map(curve);
      const steady = samples.every(
        (sample) => Math.abs(sample - samples[0]) <= 1e-6 * Math.max(Math.abs(samples[0]), 1e-12),
      );
      if (!steady || !Number.isFinite(samples[0]) || (operation.kind === "value" && samples[0] === 0))
        return undefined;
      raw = samples[0];
    } else {
      if (values.length !== 1) return undefined;
      raw = curve(values[0]);
    }
    const at = values[0];
    const scale =
      operation.kind === "value"
        ? toSIOf(1, outputUnit)
        : toSIOf(1, outputUnit) / toSIOf(1, inputUnit) ** operation.order;
    // A force from a potential energy, a field from a potential: the negative of the slope.
    const negative = operation.kind === "derivative" && negativeSlope(kind.name, asked.kind.name);
    const times = operation.kind === "derivative" || operation.kind === "value" ? operation.times : undefined;
    const count = turns.length === 1 ? turns[0].value : 1;
    const circle = operation.kind === "derivative" && operation.circle === true;
    const factor = times ? (circle ? Math.PI * toSI(times).value ** 2 : toSI(times).value) : 1;
    si = (negative ? -1 : 1) * raw * scale * factor * count;
    if (asked.kind.magnitude) si = Math.abs(si);
    if (!Number.isFinite(si)) return undefined;
    const order = operation.kind === "derivative" ? operation.order : 0;
    const derivativeLatex =
      order === 0
        ? `${letterLatex}(${stated.variable})`
        : `${negative ? "-" : ""}\\frac{d${order === 2 ? "^2" : ""}${letterLatex}}{d${stated.variable}${order === 2 ? "^2" : ""}}`;
    const factors = `${times ? (circle ? `, times the loop's area π r² (r = ${times.text})` : `, times ${times.text}`) : ""}${turns.length === 1 ? `${times ? " and" : ", times"} ${turns[0].value} turns` : ""}`;
    const ofWhat =
      order === 0
        ? `the ${kind.name}${factors}`
        : `the ${order === 2 ? "second " : ""}derivative of the ${kind.name} with respect to ${variable.name}${negative ? ", with its sign changed" : ""}${factors}`;
    const sizeOpen = asked.kind.magnitude ? "\\left|" : "";
    const sizeClose = asked.kind.magnitude ? "\\right|" : "";
    const factorsLatex = `${turns.length === 1 ? "N\\," : ""}${times ? (circle ? "\\pi r^2\\," : `${factorSymbol(times)}\\,`) : ""}`;
    if (averaged && span) {
      const [from, to] = span;
      const v = stated.variable;
      step = {
        principle:
          order === 0
            ? `The average ${kind.name} over the interval is its integral over ${variable.name} divided by the interval's length, computed numerically (Simpson's rule)`
            : `The average ${asked.kind.name} over the interval is the change in ${order === 2 ? `the ${kind.name}'s rate of change` : `the ${kind.name}`} over it divided by its length${negative ? ", with its sign changed" : ""}${factors}`,
        equation:
          order === 0
            ? `\\overline{${askedSymbol}} = \\frac{1}{${v}_2 - ${v}_1}\\int_{${v}_1}^{${v}_2} ${sizeOpen}${letterLatex}(${v})${sizeClose}\\,d${v}`
            : `\\overline{${askedSymbol}} = ${negative ? "-" : ""}${factorsLatex}\\frac{${order === 2 ? `${letterLatex}'(${v}_2) - ${letterLatex}'(${v}_1)` : `${letterLatex}(${v}_2) - ${letterLatex}(${v}_1)`}}{${v}_2 - ${v}_1}`,
        substitution: `${functionLatex},\\ ${v}_1 = ${variableLatex(from)},\\ ${v}_2 = ${variableLatex(to)} \\;\\Rightarrow\\; ${formatQuantityLatex(si, resultUnit, figures)}`,
        result: { value: si, unit: resultUnit, symbol: `\\overline{${askedSymbol}}` },
      };
    } else if (greatest && span) {
      const [from, to] = span;
      const overPeriod = values.length === 0;
      step = {
        principle: `The greatest ${asked.kind.name} is the largest value of ${ofWhat}${
          overPeriod
            ? `, over one period of the sinusoid (${formatQuantityLatex(to, inputUnit, figures)
                .replace(/\\[a-z]+\{([^}]*)\}/g, "$1")
                .replace(/\\./g, "")})`
            : " over the interval"
        }, found by sampling and refining numerically`,
        equation:
          `${asked.kind.name}_{\\max} = \\max_{${from === 0 && overPeriod ? `0 \\le ${stated.variable} \\le T` : `${stated.variable}_1 \\le ${stated.variable} \\le ${stated.variable}_2`}} ${sizeOpen}${factorsLatex}${derivativeLatex}${sizeClose}`.replace(
            /^([a-z ]+)_/,
            (whole, name: string) => (name.includes(" ") ? `${askedSymbol}_` : whole),
          ),
        substitution: `${functionLatex},\\ ${overPeriod ? `T = ${variableLatex(to)}` : `${stated.variable}_1 = ${variableLatex(from)},\\ ${stated.variable}_2 = ${variableLatex(to)}`} \\;\\Rightarrow\\; ${formatQuantityLatex(si, resultUnit, figures)}`,
        result: { value: si, unit: resultUnit, symbol: `${askedSymbol}_{\\max}` },
      };
    } else
      step = {
        principle:
          order === 0
            ? `The ${kind.name} at the instant asked, from the stated function`
            : `The ${asked.kind.name} is ${ofWhat}, computed numerically (central difference)${at === undefined ? `; it is the same at every instant, so none need be named` : ""}`,
        equation: `${sizeOpen}${factorsLatex}${derivativeLatex}${sizeClose}`,
        substitution: `${functionLatex},\\ ${at === undefined ? `\\text{the same at every } ${stated.variable}` : `${stated.variable} = ${variableLatex(at)}`} \\;\\Rightarrow\\; ${formatQuantityLatex(si, resultUnit, figures)}`,
        result: { value: si, unit: resultUnit, symbol: askedSymbol },
      };
  }
  const answerUnit = asked.unit ?? resultUnit;
  const converted = convertQuantity({ value: si, unit: resultUnit }, answerUnit) ?? {
    value: si,
    unit: resultUnit,
  };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit: converted.unit },
    si: { value: si, unit: resultUnit },
    significantFigures: figures,
    steps: [step],
    understood: {
      quantities: [
        ...values.map((value, index) => ({
          text: `${stated.variable} = ${formatNumber(value, figures)} ${inputUnit}`,
          value,
          unit: inputUnit,
          variable: stated.variable,
          variableName:
            values.length === 1
              ? `${variable.name} asked about`
              : index === 0
                ? "start of the interval"
                : "end of the interval",
          ...(values.length === 2 ? { symbol: `${stated.variable}_${index + 1}` } : {}),
        })),
        ...used.map((quantity) => ({
          text: quantity.text,
          value: quantity.value,
          unit: quantity.unit,
          variableName: "constant of the stated function",
          symbol: expressionLatex(
            [...constants].find(([, found]) => found === quantity)?.[0] ?? "",
            new Map(),
          ),
        })),
        ...others.map((quantity) => ({
          text: quantity.text,
          value: quantity.value,
          unit: quantity.unit,
          ...(givenRoles.get(quantity) ?? (quantity === setAside ? {} : roleOf(quantity))),
        })),
      ],
      unknown: { variable: asked.kind.variable, name: asked.kind.name, unit: answerUnit },
      assumptions: [
        `${stated.letter}(${stated.variable}) = ${stated.asWritten} gives the ${kind.name} in ${functionUnit ?? outputUnit} with ${stated.variable} in ${inputUnit}.`,
        ...(setAside ? [`Not needed for this answer: "${setAside.text}".`] : []),
      ],
    },
  };
}
