/**
 * A liquid flowing through a pipe that narrows (or widens): two sections of one pipe, each with
 * its size, its flow speed and its pressure. The physics needs the two sections told apart, so
 * each value is given to the section the text is speaking of where it stands: a diameter, radius
 * or area by its size (the larger is the wide section), a speed or a pressure by the section last
 * named before it ("in the narrow section", "farther along, the pipe narrows to 2.0 cm") or, with
 * none named yet, the section the liquid enters first. Continuity and Bernoulli's equation for a
 * horizontal pipe (relations/pipe-flow.ts) then give the asked speed, pressure, pressure
 * difference or flow rate. A pipe that changes height, a liquid other than water without its
 * density, or a value that fits no section makes the reader step aside (undefined).
 */

import { haveSameDimension } from "../quantity/quantity";
import { PIPE_FLOW_RELATIONS } from "../relations/pipe-flow";
import { variable } from "../relations/relations";
import type { Variable } from "../relations/variable-definition";
import type { ExtractedQuantity } from "./extract";
import { type PreparedGiven, prepared, solvePrepared } from "./structured";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

type Section = "Wide" | "Narrow";

const PIPE = /\b(pipes?|hoses?|tubes?|nozzles?|pipelines?|water mains?)\b/;
const NARROW_WORD = /\b(narrow\w*|nozzle|constrict\w*|smaller|throat)\b/g;
const WIDE_WORD = /\b(wide|wider|widest|larger|bigger)\b/g;
const WIDENS = /\b(widens?|widening|expands? to|enlarges? to)\b/;
const CHANGES_HEIGHT =
  /\b(elevat\w*|rises?|rising|uphill|downhill|vertical\w*|higher up|above|below|height|floor)\b/;
const OTHER_LIQUID = /\b(oil|blood|gasoline|petrol|mercury|alcohol|glycerin\w*|honey|air|gas)\b/;
const RADIUS = /\brad(ius|ii)\b/;
const ASKS_DIFFERENCE =
  /\b(difference|differ|drop\w*|falls? by|how much (lower|higher|less|greater|more|smaller|larger)|by how much|(lower|higher|less|greater) than|minus|decrease|change)\b/;
// The variables of a section's size.
const SIZE = /^pipe(Diameter|Radius|Area)/;
// The pressure of one section.
const PRESSURE = /^flowPressure/;
const LEAVES = /\b(leav\w*|exit\w*|emerg\w*|comes? out|out of)\b/;
const ASKS_FLOW_RATE = /\b(volume flow rate|flow rate|volume of water per|how much water)\b/;

/** Where each section is named in the text: positions of the words that name one. */
function sectionWords(lower: string): { at: number; section: Section }[] {
  return [
    ...[...lower.matchAll(NARROW_WORD)].map((match) => ({ at: match.index, section: "Narrow" as const })),
    ...[...lower.matchAll(WIDE_WORD)].map((match) => ({ at: match.index, section: "Wide" as const })),
  ];
}

// The kinds of value a pipe's flow states, by a unit of each.
const KIND_BY_UNIT: readonly [string, string][] = [
  ["m", "pipeDiameter"],
  ["m^2", "pipeArea"],
  ["m/s", "flowSpeed"],
  ["Pa", "flowPressure"],
  ["m^3/s", "volumeFlowRate"],
  ["kg/m^3", "density"],
];

/** The kind of a stated value in a pipe: its variable without the section, or undefined. */
function kindOf(quantity: ExtractedQuantity): string | undefined {
  const kind = KIND_BY_UNIT.find(([unit]) => haveSameDimension(quantity.unit, unit))?.[1];
  if (kind !== "pipeDiameter") return kind;
  return RADIUS.test(`${quantity.before.slice(-30)} ${quantity.after.slice(0, 20)}`) ? "pipeRadius" : kind;
}

/** The variable asked for, or undefined when the question is not one about the pipe's flow. */
function askedVariable(question: string): Variable | undefined {
  const q = question.toLowerCase();
  const narrow = new RegExp(NARROW_WORD.source).test(q);
  const wide = new RegExp(WIDE_WORD.source).test(q);
  if (/\bpressure\b/.test(q)) {
    if (ASKS_DIFFERENCE.test(q)) {
      // "The narrow section's pressure minus the wide one's" is the drop with its sign turned.
      const narrowFirst = q.search(new RegExp(NARROW_WORD.source)) < q.search(new RegExp(WIDE_WORD.source));
      if (/\bminus\b/.test(q) && narrow && wide && narrowFirst) return undefined;
      return variable("pressureDrop");
    }
    if (narrow === wide) return undefined;
    return variable(narrow ? "flowPressureNarrow" : "flowPressureWide");
  }
  if (ASKS_FLOW_RATE.test(q)) return variable("volumeFlowRate");
  if (/\b(speed|how fast|velocity)\b/.test(q)) {
    const leavesNozzle = LEAVES.test(q) && /\bnozzle\b/.test(q);
    if (narrow === wide && !leavesNozzle) return undefined;
    return variable(narrow || leavesNozzle ? "flowSpeedNarrow" : "flowSpeedWide");
  }
  return undefined;
}

/** The asked speed, pressure, pressure difference or flow rate of a pipe's two sections, or undefined. */
export function solvePipeFlow(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!PIPE.test(lower) || quantities.length < 2) return undefined;
  const setting = lower.slice(0, Math.max(0, lower.indexOf(question.toLowerCase())) || lower.length);
  if (CHANGES_HEIGHT.test(lower) && !/\bhorizontal\b/.test(lower)) return undefined;
  const unknown = askedVariable(question);
  if (!unknown) return undefined;
  const kinds = quantities.map(kindOf);
  if (kinds.some((kind) => kind === undefined)) return undefined;
  const densityStated = kinds.includes("density");
  if (!densityStated && (!/\bwater\b/.test(lower) || OTHER_LIQUID.test(lower))) return undefined;
  // Sizes: two of one kind, the larger the wide section.
  const sizeAt = kinds.flatMap((kind, index) =>
    kind === "pipeDiameter" || kind === "pipeRadius" || kind === "pipeArea" ? [index] : [],
  );
  if (sizeAt.length !== 0 && sizeAt.length !== 2) return undefined;
  const sections: (Section | undefined)[] = quantities.map(() => undefined);
  if (sizeAt.length === 2) {
    const [first, second] = sizeAt;
    if (kinds[first] !== kinds[second] || quantities[first].unit === "") return undefined;
    const firstSI = prepared(quantities[first], variable(`${kinds[first]}Wide`))?.si;
    const secondSI = prepared(quantities[second], variable(`${kinds[second]}Wide`))?.si;
    if (firstSI === undefined || secondSI === undefined || firstSI === secondSI) return undefined;
    sections[first] = firstSI > secondSI ? "Wide" : "Narrow";
    sections[second] = firstSI > secondSI ? "Narrow" : "Wide";
  }
  // The section the liquid enters first: the wide one, unless the pipe widens.
  const entered: Section = WIDENS.test(setting) ? "Narrow" : "Wide";
  const named = [
    ...sectionWords(setting),
    ...sizeAt.map((index) => ({ at: quantities[index].start, section: sections[index] as Section })),
  ];
  for (const [index, kind] of kinds.entries()) {
    if (kind !== "flowSpeed" && kind !== "flowPressure") continue;
    const before = named.filter((mention) => mention.at < quantities[index].start);
    const last = before.sort((a, b) => b.at - a.at)[0];
    sections[index] = last?.section ?? entered;
  }
  const givens: PreparedGiven[] = [];
  const understood: Understood = {
    quantities: [],
    unknown: { variable: unknown.id, name: unknown.name },
    assumptions: [],
  };
  for (const [index, kind] of kinds.entries()) {
    const id = sections[index] ? `${kind}${sections[index]}` : (kind as string);
    if (givens.some((given) => given.variable.id === id)) return undefined;
    const given = prepared(quantities[index], variable(id));
    if (!given) return undefined;
    givens.push(given);
    understood.quantities.push({
      text: quantities[index].text,
      value: quantities[index].value,
      unit: quantities[index].unit,
      variable: id,
      variableName: given.variable.name,
    });
  }
  if (!densityStated) {
    const assumption = "Density of water ρ = 1000 kg/m³.";
    givens.push({
      variable: variable("density"),
      original: { value: 1000, unit: "kg/m^3" },
      si: 1000,
      significantFigures: 4,
      implicit: true,
      assumption,
    });
  }
  const unit = unitAskedFor(normalized.slice(Math.max(0, normalized.indexOf(question))));
  if (unit) understood.unknown = { ...understood.unknown, unit } as Understood["unknown"];
  understood.assumptions.push(
    "The pipe is horizontal and the liquid flows steadily without friction (an ideal fluid).",
  );
  const solve = (requireAllUsed: boolean) =>
    solvePrepared({
      givens,
      unknown,
      unit,
      relations: PIPE_FLOW_RELATIONS,
      understood,
      requireAllUsed,
      maxSteps: 6,
    });
  let result = solve(true);
  // The size of a section the answer does not need ("the hose's diameter" when the flow rate and
  // the nozzle give the jet's speed) is set aside, and so is the one pressure stated beside a
  // speed or flow rate asked, which continuity alone gives; any other value left over is a misreading.
  const unused = result.status === "cannot-solve" ? (result.unused ?? []) : [];
  const pressuresGiven = givens.filter((given) => PRESSURE.test(given.variable.id)).length;
  const asksAFlow = !PRESSURE.test(unknown.id) && unknown.id !== "pressureDrop";
  const setAside = (id: string) => SIZE.test(id) || (asksAFlow && pressuresGiven === 1 && PRESSURE.test(id));
  if (unused.length > 0 && unused.every(setAside)) {
    understood.assumptions.push(
      ...unused.map((id) => `The ${variable(id).name} is not needed for the answer.`),
    );
    result = solve(false);
  }
  if (result.status !== "solved") return undefined;
  // A liquid that slows where the pipe narrows, or a pressure below zero, is data read wrong.
  const speeds = ["flowSpeedWide", "flowSpeedNarrow"].map(
    (id) => givens.find((given) => given.variable.id === id)?.si,
  );
  if (speeds[0] !== undefined && speeds[1] !== undefined && speeds[1] <= speeds[0]) return undefined;
  if (unknown.id !== "pressureDrop" && !(result.si.value > 0)) return undefined;
  if (unknown.id === "pressureDrop" && !(result.si.value >= 0)) return undefined;
  return result;
}
