/**
 * The work of a constant force written by its components ("F = (3 N)î + (4 N)ĵ", "F = (2.0î − 5.0ĵ) N")
 * over a straight displacement given by its ends: two points ("from (0 m, 0 m) to (5 m, 6 m)") or two
 * positions on one axis ("from x = 0 to x = 5 m"). The work is the dot product W = F · d, whatever
 * path or other forces the words mention. A second force vector, a force or a point not read whole,
 * or a question about anything but the work makes the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { haveSameDimension, parseUnit, toSI } from "../quantity/quantity";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

type Vector = [number, number, number];

const AXES = { i: 0, j: 1, k: 2, x: 0, y: 1, z: 2 } as const;
const NUMBER = "[+-]?\\d+(?:\\.\\d+)?";
// "vecF_1 =", "F =", "F_{1} =": a force named by a symbol starting with F.
const FORCE_NAME = /(?:^|[\s(:,;])(?:vec)?F(?:_\{?[\w]+\}?)?\s*=\s*/g;
// One component with its unit inside brackets: "(3 N)i", "+ (−4.0 N) j".
const TERM_WITH_UNIT = new RegExp(
  `^\\s*(?:([+-])\\s*)?\\(\\s*(${NUMBER})\\s*([A-Za-z]+)\\s*\\)\\s*(?:\\*\\s*)?([ijk])\\b`,
);
// One component without a unit: "3i", "- 4.0 j".
const BARE_TERM = /^\s*(?:([+-])\s*)?(?:(\d+(?:\.\d+)?)\s*)?(?:\*\s*)?([ijk])\b/;
const COORDINATE = `(${NUMBER})(?:\\s*([A-Za-z]+))?`;
const POINT = `\\(\\s*${COORDINATE}\\s*,\\s*${COORDINATE}\\s*(?:,\\s*${COORDINATE}\\s*)?\\)(?:\\s*([A-Za-z]+))?`;
// "from a Cartesian coordinate of (0 m, 0 m) to (5 m, 6 m)", "from the point (1, 2) m to (4, 6) m".
const BETWEEN_POINTS = new RegExp(`\\bfrom\\b[^()?.]{0,40}?${POINT}\\s*to\\b[^()?.]{0,25}?${POINT}`);
// "along the x-axis from x = 0 to x = 5 m".
const ALONG_AN_AXIS = new RegExp(
  `\\bfrom\\s+([xyz])\\s*=\\s*(${NUMBER})(?:\\s*([A-Za-z]+))?\\s+to\\s+([xyz])\\s*=\\s*(${NUMBER})(?:\\s*([A-Za-z]+))?`,
);

/** The text with vector marks written plainly: "vecF" as "F", "hati" and "î" as "i". */
function plain(text: string): string {
  return text
    .replace(/\bhat([ijk])\b/g, "$1")
    .replace(/î/g, "i")
    .replace(/ĵ/g, "j")
    .replace(/k̂/g, "k")
    .replace(/[−–]/g, "-");
}

/** A unit of the dimension wanted, or undefined. */
function unitOf(word: string | undefined, like: string): string | undefined {
  if (word === undefined) return undefined;
  const unit = parseUnit(word);
  return unit && haveSameDimension(unit, like) ? unit : undefined;
}

const inSI = (value: number, unit: string) => toSI({ value, unit }).value;

/** The force's components in newtons, read after its "=", or undefined when not read whole. */
function forceAfter(text: string): { components: Vector; text: string } | undefined {
  const components: Vector = [0, 0, 0];
  const seen = new Set<string>();
  let at = 0;
  for (;;) {
    const term = TERM_WITH_UNIT.exec(text.slice(at));
    if (!term) break;
    const [whole, sign, number, unitWord, axis] = term;
    const unit = unitOf(unitWord, "N");
    if (!unit || seen.has(axis) || (seen.size > 0 && sign === undefined)) return undefined;
    seen.add(axis);
    components[AXES[axis as "i"]] = inSI((sign === "-" ? -1 : 1) * Number(number), unit);
    at += whole.length;
  }
  if (seen.size > 0) return { components, text: text.slice(0, at) };
  // "(2.0i - 5.0j) N": bare components with one unit after them.
  const open = /^\s*\(/.exec(text);
  at = open ? open[0].length : 0;
  const bare: Vector = [0, 0, 0];
  for (;;) {
    const term = BARE_TERM.exec(text.slice(at));
    if (!term) break;
    const [whole, sign, number, axis] = term;
    if (seen.has(axis) || (seen.size > 0 && sign === undefined)) return undefined;
    seen.add(axis);
    bare[AXES[axis as "i"]] = (sign === "-" ? -1 : 1) * (number === undefined ? 1 : Number(number));
    at += whole.length;
  }
  if (seen.size === 0) return undefined;
  if (open) {
    const close = /^\s*\)/.exec(text.slice(at));
    if (!close) return undefined;
    at += close[0].length;
  }
  const unitWord = /^\s*([A-Za-z]+)\b/.exec(text.slice(at));
  const unit = unitOf(unitWord?.[1], "N");
  if (!unit || !unitWord) return undefined;
  return {
    components: bare.map((value) => inSI(value, unit)) as Vector,
    text: text.slice(0, at + unitWord[0].length),
  };
}

/** A point's coordinates in metres from the captures of POINT, or undefined without a length unit. */
function pointFrom(captures: readonly (string | undefined)[]): Vector | undefined {
  const [x, xUnit, y, yUnit, z, zUnit, after] = captures;
  const units = [xUnit, yUnit, zUnit, after].filter((word) => word !== undefined);
  const lengths = units.map((word) => unitOf(word, "m"));
  if (lengths.length === 0 || lengths.some((unit) => unit === undefined)) return undefined;
  const unit = lengths[0] as string;
  if (lengths.some((other) => other !== unit)) return undefined;
  return [x, y, z].map((coordinate) =>
    coordinate === undefined ? 0 : inSI(Number(coordinate), unit),
  ) as Vector;
}

/** The displacement in metres between the two ends the words give, or undefined. */
function displacementIn(text: string): Vector | undefined {
  const points = BETWEEN_POINTS.exec(text);
  if (points) {
    const start = pointFrom(points.slice(1, 8));
    const end = pointFrom(points.slice(8, 15));
    if (!start || !end) return undefined;
    return [end[0] - start[0], end[1] - start[1], end[2] - start[2]];
  }
  const along = ALONG_AN_AXIS.exec(text);
  if (!along || along[1] !== along[4]) return undefined;
  const units = [along[3], along[6]].filter((word) => word !== undefined).map((word) => unitOf(word, "m"));
  if (units.length === 0 || units.some((unit) => unit === undefined)) return undefined;
  const unit = units[0] as string;
  const displacement: Vector = [0, 0, 0];
  displacement[AXES[along[1] as "x"]] = inSI(Number(along[5]) - Number(along[2]), unit);
  return displacement;
}

const figuresOf = (text: string) =>
  Math.min(
    ...[...text.matchAll(/\d+(?:\.\d+)?/g)].map(
      (match) => match[0].replace(".", "").replace(/^0+/, "").length || 1,
    ),
  );

const vectorLatex = (v: Vector) =>
  `(${v.map((value, index) => `${formatNumberLatex(value, 4)}\\,\\hat{${"ijk"[index]}}`).join(" + ")})`.replace(
    /\+ -/g,
    "- ",
  );

/** The work of a constant force given by components over a straight displacement, or undefined. */
export function solveConstantForceWork(normalized: string, question: string): SolveResult | undefined {
  if (!/\bwork\b/i.test(question) || /\b(power|energy|kinetic|speed|friction)\b/i.test(question))
    return undefined;
  const text = plain(normalized);
  const forces = [...text.matchAll(FORCE_NAME)].flatMap((match) => {
    const force = forceAfter(text.slice((match.index ?? 0) + match[0].length));
    return force ? [force] : [];
  });
  if (forces.length !== 1) return undefined;
  const displacement = displacementIn(text);
  if (!displacement) return undefined;
  const force = forces[0].components;
  const work = force[0] * displacement[0] + force[1] * displacement[1] + force[2] * displacement[2];
  if (!Number.isFinite(work)) return undefined;
  const asked = unitAskedFor(normalized.slice(Math.max(0, normalized.indexOf(question))));
  if (asked && !haveSameDimension(asked, "J")) return undefined;
  // Components written as "3 N" are exact counts more often than one-figure measurements.
  const figures = Math.max(2, Math.min(figuresOf(forces[0].text), 3));
  const steps: SolutionStep[] = [
    {
      principle: "The displacement from its start to its end",
      equation: "\\vec{d} = \\vec{r}_2 - \\vec{r}_1",
      substitution: `\\vec{d} = ${vectorLatex(displacement)}\\ \\mathrm{m}`,
      result: { value: Math.hypot(...displacement), unit: "m", symbol: "d" },
    },
    {
      principle: "Work of a constant force: the dot product of the force and the displacement",
      equation: "W = \\vec{F} \\cdot \\vec{d} = F_x d_x + F_y d_y + F_z d_z",
      substitution: `W = ${force.map((component, index) => `(${formatNumberLatex(component, 4)})(${formatNumberLatex(displacement[index], 4)})`).join(" + ")} = ${formatQuantityLatex(work, "J", figures)}`,
      result: { value: work, unit: "J", symbol: "W" },
    },
  ];
  return {
    status: "solved",
    answer: { value: roundSignificant(work, figures), unit: "J" },
    si: { value: work, unit: "J" },
    significantFigures: figures,
    steps,
    understood: {
      quantities: [
        {
          text: forces[0].text.trim(),
          value: Math.hypot(...force),
          unit: "N",
          variable: "F",
          variableName: `constant force (${force.map((c) => roundSignificant(c, 4)).join(", ")}) N`,
        },
      ],
      unknown: { variable: "W", name: "work" },
      assumptions: [
        "The force is constant and the displacement runs straight from the first point to the second.",
      ],
    },
  };
}
