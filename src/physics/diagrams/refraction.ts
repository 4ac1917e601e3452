/**
 * Refraction at a boundary: the incident and refracted rays with their angles from the normal,
 * drawn from Snell's law as the solution used it; at the critical angle the refracted ray grazes
 * the surface, and at Brewster's angle the reflected and refracted rays are at right angles. The
 * angles and indices the solution states must satisfy the law they were worked out with, or the
 * picture is not drawn.
 */
import type { RefractionDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

const DEGREES = 180 / Math.PI;
/** Agreement between angles worked out from rounded givens, in radians. */
const ANGLE_AGREEMENT = 1e-3;

type Reading = Pick<RefractionDiagram, "event" | "incidence" | "refraction"> & {
  incidenceVariable: string;
  refractionVariable?: string;
};

function readingOf(solved: SolvedQuantities): Reading | undefined {
  const [n1, n2] = [solved.value("n1"), solved.value("n2")];
  if (solved.uses("polarization.brewster")) {
    const brewster = solved.value("thetaB");
    if (brewster === undefined || n1 === undefined || n2 === undefined) return undefined;
    if (Math.abs(Math.tan(brewster) - n2 / n1) > ANGLE_AGREEMENT * (n2 / n1)) return undefined;
    const refracted = solved.value("theta2");
    if (refracted !== undefined && Math.abs(refracted - (Math.PI / 2 - brewster)) > ANGLE_AGREEMENT)
      return undefined;
    return {
      event: "brewster",
      incidence: brewster * DEGREES,
      refraction: 90 - brewster * DEGREES,
      incidenceVariable: "thetaB",
      refractionVariable: refracted !== undefined ? "theta2" : undefined,
    };
  }
  if (solved.uses("geometric-optics.critical-angle")) {
    const critical = solved.value("thetaC");
    if (critical === undefined || n1 === undefined || n2 === undefined || !(n1 > n2)) return undefined;
    if (Math.abs(Math.sin(critical) - n2 / n1) > ANGLE_AGREEMENT) return undefined;
    return {
      event: "critical-angle",
      incidence: critical * DEGREES,
      refraction: 90,
      incidenceVariable: "thetaC",
    };
  }
  if (solved.uses("geometric-optics.snell")) {
    const [incident, refracted] = [solved.value("theta1"), solved.value("theta2")];
    if (incident === undefined || refracted === undefined) return undefined;
    if (!(incident >= 0 && incident < Math.PI / 2 && refracted >= 0 && refracted < Math.PI / 2))
      return undefined;
    if (
      n1 !== undefined &&
      n2 !== undefined &&
      !sameValue(n1 * Math.sin(incident), n2 * Math.sin(refracted))
    ) {
      if (Math.abs(n1 * Math.sin(incident) - n2 * Math.sin(refracted)) > ANGLE_AGREEMENT) return undefined;
    }
    return {
      event: "refraction",
      incidence: incident * DEGREES,
      refraction: refracted * DEGREES,
      incidenceVariable: "theta1",
      refractionVariable: "theta2",
    };
  }
  return undefined;
}

/** The refraction picture of a solved Snell's-law, critical-angle or Brewster's-angle problem, or undefined. */
export function refractionDiagram(solved: SolvedQuantities): RefractionDiagram | undefined {
  const reading = readingOf(solved);
  if (!reading) return undefined;
  const [n1, n2] = [solved.value("n1"), solved.value("n2")];
  const labels: RefractionDiagram["labels"] = {
    incidence: solved.label(reading.incidenceVariable),
    refraction: reading.refractionVariable
      ? solved.label(reading.refractionVariable)
      : quantityText(reading.refraction, "deg", solved.figures),
    ...(n1 !== undefined ? { n1: solved.label("n1") } : {}),
    ...(n2 !== undefined ? { n2: solved.label("n2") } : {}),
  };
  const media =
    labels.n1 && labels.n2
      ? ` from a medium of index ${labels.n1} into one of index ${labels.n2}`
      : " across the boundary";
  const description: Record<RefractionDiagram["event"], string> = {
    refraction:
      `A ray passes${media}: it meets the boundary at ${labels.incidence} from the normal and leaves at ${labels.refraction}, ` +
      `${reading.refraction < reading.incidence ? "bending toward" : "bending away from"} the normal (n₁ sin θ₁ = n₂ sin θ₂).`,
    "critical-angle":
      `A ray inside the medium of index ${labels.n1} meets the boundary with the medium of index ${labels.n2} at the critical angle, ${labels.incidence}: ` +
      "the refracted ray grazes the surface at 90°, and at any larger angle all the light is reflected (sin θc = n₂ / n₁).",
    brewster:
      `A ray passes${media} at Brewster's angle, ${labels.incidence}: the refracted ray leaves at ${labels.refraction}, ` +
      "at right angles to the reflected ray, and the reflected light is completely polarized (tan θB = n₂ / n₁).",
  };
  const titles: Record<RefractionDiagram["event"], string> = {
    refraction: "Refraction at the boundary",
    "critical-angle": "Light at the critical angle",
    brewster: "Light at Brewster's angle",
  };
  return {
    kind: "refraction",
    title: titles[reading.event],
    description: description[reading.event],
    event: reading.event,
    incidence: reading.incidence,
    refraction: reading.refraction,
    ...(n1 !== undefined ? { n1 } : {}),
    ...(n2 !== undefined ? { n2 } : {}),
    labels,
  };
}
