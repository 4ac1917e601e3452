/**
 * Polarizing filters in a row: the light arriving (unpolarized, or polarized along 0°), each
 * filter's transmission axis, and the intensity or power after each, from the relation the
 * solution used: half of unpolarized light passes the first filter, and cos²θ of polarized light
 * passes a filter at θ to it (Malus's law). Values that do not follow those rules are not drawn.
 */
import type { PolarizersDiagram } from "../../contracts/diagram";
import { quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

const DEGREES = 180 / Math.PI;

interface Reading {
  incoming: PolarizersDiagram["incoming"];
  measure: PolarizersDiagram["measure"];
  incidentVariable: string;
  outVariable: string;
  /** Axes in radians, from the incoming polarization or the first filter's axis. */
  axes: number[];
  angleVariable?: string;
}

function readingOf(solved: SolvedQuantities): Reading | undefined {
  if (solved.uses("polarization.unpolarized-two-polarizers")) {
    const theta = solved.value("theta");
    if (theta === undefined) return undefined;
    return {
      incoming: "unpolarized",
      measure: "intensity",
      incidentVariable: "I0",
      outVariable: "Iout",
      axes: [0, theta],
      angleVariable: "theta",
    };
  }
  for (const [relation, measure, incident, out] of [
    ["polarization.malus", "intensity", "I0", "Iout"],
    ["polarization.malus-power", "power", "P", "Pout"],
  ] as const) {
    if (!solved.uses(relation)) continue;
    const theta = solved.value("theta");
    if (theta === undefined) return undefined;
    return {
      incoming: "polarized",
      measure,
      incidentVariable: incident,
      outVariable: out,
      axes: [theta],
      angleVariable: "theta",
    };
  }
  if (solved.uses("polarization.unpolarized")) {
    return {
      incoming: "unpolarized",
      measure: "intensity",
      incidentVariable: "I0",
      outVariable: "Iout",
      axes: [0],
    };
  }
  return undefined;
}

/** The filters of a solved polarization problem with what passes each, or undefined when it is not one. */
export function polarizersDiagram(solved: SolvedQuantities): PolarizersDiagram | undefined {
  const reading = readingOf(solved);
  if (!reading) return undefined;
  const incident = solved.value(reading.incidentVariable);
  const out = solved.value(reading.outVariable);
  if (incident === undefined || out === undefined || !(incident > 0)) return undefined;
  // What passes each filter, by the rules; the last must be what the solution states.
  const transmitted: number[] = [];
  let light = incident;
  let polarization: number | undefined = reading.incoming === "polarized" ? 0 : undefined;
  for (const axis of reading.axes) {
    light = polarization === undefined ? light / 2 : light * Math.cos(axis - polarization) ** 2;
    polarization = axis;
    transmitted.push(light);
  }
  if (!sameValue(transmitted[transmitted.length - 1], out)) return undefined;
  const unit = reading.measure === "power" ? "W" : "W/m^2";
  const written = solved.writtenUnit(reading.outVariable) ?? solved.writtenUnit(reading.incidentVariable);
  const text = (value: number) => quantityTextIn(value, unit, written, solved.figures);
  const filters = reading.axes.map((axis, index) => ({
    axis: axis * DEGREES,
    axisLabel:
      reading.angleVariable && index === reading.axes.length - 1 && axis !== 0
        ? solved.label(reading.angleVariable)
        : "0°",
    transmitted: transmitted[index],
    transmittedLabel:
      index === transmitted.length - 1 ? solved.label(reading.outVariable) : text(transmitted[index]),
  }));
  const incidentLabel = solved.label(reading.incidentVariable);
  const measured = reading.measure === "power" ? "power" : "intensity";
  const steps = filters.map((filter, index) =>
    index === 0 && reading.incoming === "unpolarized"
      ? `the first filter passes half, ${filter.transmittedLabel}`
      : `a filter at ${filter.axisLabel} to the light's polarization passes cos²θ of it, ${filter.transmittedLabel}`,
  );
  return {
    kind: "polarizers",
    title:
      filters.length > 1 ? "Light through the polarizing filters" : "Light through the polarizing filter",
    description: `${reading.incoming === "unpolarized" ? "Unpolarized" : "Polarized"} light of ${measured} ${incidentLabel} arrives; ${steps.join("; then ")}.`,
    incoming: reading.incoming,
    measure: reading.measure,
    incident: { value: incident, valueLabel: incidentLabel },
    filters,
  };
}
