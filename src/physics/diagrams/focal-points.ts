/**
 * A lens or a mirror with its focal points, for a problem about the focal length itself: a
 * mirror's radius of curvature (f = R / 2) or a lens's power (P = 1 / f). Drawn when the solution
 * used one of those relations, its values satisfy it, and the sign of a power agrees with the lens
 * the problem names.
 */
import type { FocalPointsDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

const MIRROR = "geometric-optics.mirror-focal";
const POWER = "geometric-optics.lens-power";

/** The element the words name: a concave mirror or a converging lens unless the problem says otherwise. */
function elementOf(solved: SolvedQuantities, mirror: boolean): FocalPointsDiagram["element"] {
  if (mirror) return /\b(convex|diverging) mirror/.test(solved.text) ? "convex-mirror" : "concave-mirror";
  return /\b(diverging|concave) lens/.test(solved.text) ? "diverging-lens" : "converging-lens";
}

const WORDS: Record<FocalPointsDiagram["element"], string> = {
  "converging-lens":
    "A converging lens brings light arriving parallel to its axis together at its focal point",
  "diverging-lens":
    "A diverging lens spreads light arriving parallel to its axis as if it came from its focal point",
  "concave-mirror": "A concave mirror reflects light arriving parallel to its axis through its focal point",
  "convex-mirror":
    "A convex mirror reflects light arriving parallel to its axis as if it came from its focal point behind it",
};

/** The focal points of a solved focal-length problem, or undefined when it is not one or its numbers disagree. */
export function focalPointsDiagram(solved: SolvedQuantities): FocalPointsDiagram | undefined {
  const mirror = solved.uses(MIRROR);
  if (!mirror && !solved.uses(POWER)) return undefined;
  if (mirror && !solved.agrees(MIRROR)) return undefined;
  const focal = solved.value("focal");
  if (focal === undefined || focal === 0) return undefined;
  const element = elementOf(solved, mirror);
  const power = mirror ? undefined : solved.value("lensPower");
  if (!mirror && power === undefined) return undefined;
  // A diverging lens's focal length is often given as a size: its power's sign says which lens it
  // is, and must be the one the problem names; the sizes must satisfy P = 1 / f.
  if (power !== undefined && power < 0 !== (element === "diverging-lens")) return undefined;
  if (power !== undefined && !sameValue(Math.abs(power), 1 / Math.abs(focal))) return undefined;
  const focalLength = solved.label("focal").replace(/^-/, "");
  const radius = mirror ? solved.label("r").replace(/^-/, "") : undefined;
  const powerLabel = power === undefined ? undefined : `${quantityText(power, "", solved.figures)} D`;
  const facts = mirror
    ? `, ${focalLength} away: f = R / 2, so its centre of curvature is R = ${radius} away.`
    : `, ${focalLength} away; its power is P = 1 / f = ${powerLabel} (dioptres, 1/m).`;
  return {
    kind: "focal-points",
    title: `Focal points of the ${element.replace("-", " ")}`,
    description: `${WORDS[element]}${facts}`,
    element,
    labels: { focalLength, ...(radius ? { radius } : {}), ...(powerLabel ? { power: powerLabel } : {}) },
  };
}
