/**
 * A laser beam: the laser, its beam with the power it carries and its wavelength, the photons it
 * sends out each second (R = P λ / (h c)), and across the beam its width and the intensity over
 * it, uniform over a circle of diameter D (I = P / A, A = π D² / 4) or a Gaussian's peak
 * (I = 2 P / (π w²)). Drawn when the solution used those relations and its values satisfy them.
 */
import type { LaserBeamDiagram } from "../../contracts/diagram";
import type { SolvedQuantities } from "./solved-quantities";

const PHOTON_RATE = "lasers.photon-rate";
const INTENSITY = "lasers.intensity";
const BEAM_AREA = "lasers.beam-area";
const GAUSSIAN = "lasers.gaussian-peak-intensity";

/** The laser-beam diagram of a solved problem, or undefined when it is not one or its numbers disagree. */
export function laserBeamDiagram(solved: SolvedQuantities): LaserBeamDiagram | undefined {
  const used = [PHOTON_RATE, INTENSITY, BEAM_AREA, GAUSSIAN].filter((id) => solved.uses(id));
  // A beam's area alone is any circle's; the beam is drawn when it carries power.
  if (!used.some((id) => id !== BEAM_AREA)) return undefined;
  if (!used.every((id) => solved.agrees(id))) return undefined;
  const power = solved.value("P");
  if (power === undefined || !(power > 0)) return undefined;
  const known = (id: string) => (solved.value(id) === undefined ? undefined : solved.label(id));
  const gaussian = solved.uses(GAUSSIAN);
  const photons = solved.uses(PHOTON_RATE);
  const wavelength = known("lambda");
  // A count per second: the words say "photons per second", so the label is the number alone.
  const photonRate = photons
    ? known("photonRate")
        ?.replace(/(?:1\/s|s⁻¹)$/, "")
        .trimEnd()
    : undefined;
  const intensity = solved.uses(INTENSITY) || gaussian ? known("intensity") : undefined;
  const diameter = solved.uses(BEAM_AREA) ? known("diameter") : undefined;
  const area = solved.uses(INTENSITY) ? known("area") : undefined;
  const beamRadius = gaussian ? known("beamRadius") : undefined;
  const labels = {
    power: solved.label("P"),
    ...(wavelength ? { wavelength } : {}),
    ...(photonRate ? { photonRate } : {}),
    ...(diameter ? { diameter } : {}),
    ...(beamRadius ? { beamRadius } : {}),
    ...(area ? { area } : {}),
    ...(intensity ? { intensity } : {}),
  };
  const sentences = [
    `A laser sends out a beam of power ${labels.power}${wavelength ? ` at wavelength ${wavelength}` : ""}.`,
  ];
  if (photonRate)
    sentences.push(
      `Each photon carries h c / λ, so it sends out R = P λ / (h c) = ${photonRate} photons per second.`,
    );
  if (intensity && gaussian)
    sentences.push(
      `Its intensity falls off from the axis as a Gaussian${beamRadius ? ` of radius w = ${beamRadius}` : ""}; at the centre it is I = 2 P / (π w²) = ${intensity}.`,
    );
  else if (intensity)
    sentences.push(
      `Spread evenly over the beam's cross-section${diameter ? ` of diameter ${diameter}` : ""}${area ? ` (area ${area})` : ""}, its intensity is I = P / A = ${intensity}.`,
    );
  return {
    kind: "laser-beam",
    title: photonRate && !intensity ? "Photons in a laser beam" : "A laser beam and its intensity",
    description: sentences.join(" "),
    profile: gaussian ? "gaussian" : "uniform",
    labels,
  };
}
