/**
 * Light in a transparent medium: slower by the refractive index (v = c / n), its wavelength shorter
 * by the same factor (λₙ = λ / n, the frequency unchanged), and the time it takes to cross a length
 * of the medium (t = L / v). Drawn when the solution used those relations and its values satisfy them.
 */
import type { LightInMediumDiagram } from "../../contracts/diagram";
import { quantityText, quantityTextIn, type SolvedQuantities } from "./solved-quantities";

const SPEED = "wave-optics.speed-in-medium";
const WAVELENGTH = "wave-optics.wavelength-in-medium";
const TRAVEL = ["wave-optics.travel-time", "wave-optics.travel-time-length"];
const FREQUENCY = "wave-optics.light-frequency";

/** Media a problem may name, as the description calls them. */
const MEDIA: readonly [RegExp, string][] = [
  [/\bfib(?:er|re)s?\b/, "the fibre"],
  [/\bwater\b|\bunderwater\b/, "water"],
  [/\bdiamond\b/, "diamond"],
  [/\bglass\b/, "glass"],
  [/\bplastic\b/, "plastic"],
  [/\bquartz\b/, "quartz"],
];

/** The light-in-a-medium diagram of a solved problem, or undefined when it is not one or its numbers disagree. */
export function lightInMediumDiagram(solved: SolvedQuantities): LightInMediumDiagram | undefined {
  if (!solved.uses(SPEED) && !solved.uses(WAVELENGTH)) return undefined;
  const used = [SPEED, WAVELENGTH, FREQUENCY, ...TRAVEL].filter((id) => solved.uses(id));
  if (!used.every((id) => solved.agrees(id))) return undefined;
  const index = solved.value("nIndex");
  if (index === undefined || !(index >= 1) || index > 5) return undefined;
  const figures = solved.figures;
  const c = 299_792_458;
  const speed =
    solved.value("vMedium") !== undefined ? solved.label("vMedium") : quantityText(c / index, "m/s", figures);
  const medium = MEDIA.find(([pattern]) => pattern.test(solved.text))?.[1];
  const known = (id: string) => (solved.value(id) === undefined ? undefined : solved.label(id));
  // A wavelength worked out is written in the unit of the other ("600 nm" beside "400 nm").
  const lambda = solved.value("lambda");
  const vacuumWavelength =
    !solved.uses(WAVELENGTH) || lambda === undefined
      ? undefined
      : solved.isGiven("lambda")
        ? solved.label("lambda")
        : quantityTextIn(lambda, "m", solved.writtenUnit("lambdaMedium"), figures);
  const mediumWavelength = solved.uses(WAVELENGTH) ? known("lambdaMedium") : undefined;
  const frequency = known("f");
  const travel = TRAVEL.some((id) => solved.uses(id));
  const distance = travel ? (known("L") ?? known("d")) : undefined;
  const time = travel ? known("t") : undefined;
  const labels = {
    ...(medium ? { medium } : {}),
    index: solved.label("nIndex"),
    speed,
    ...(vacuumWavelength ? { vacuumWavelength } : {}),
    ...(mediumWavelength ? { mediumWavelength } : {}),
    ...(frequency ? { frequency } : {}),
    ...(distance ? { distance } : {}),
    ...(time ? { time } : {}),
  };
  const where = medium ?? "the medium";
  const sentences = [
    `Light slows from c = 3.00 × 10⁸ m/s in vacuum to v = c / n = ${speed} in ${where} (n = ${labels.index}).`,
  ];
  if (vacuumWavelength && mediumWavelength)
    sentences.push(
      `Its frequency${frequency ? `, ${frequency},` : ""} stays the same, so its wavelength shrinks from ${vacuumWavelength} to λₙ = λ / n = ${mediumWavelength}.`,
    );
  if (distance && time) sentences.push(`Crossing ${distance} of it takes t = L / v = ${time}.`);
  sentences.push("The waves are drawn with wavelengths in the ratio of the refractive index.");
  return {
    kind: "light-in-medium",
    title: `Light in ${where}`,
    description: sentences.join(" "),
    index,
    labels,
  };
}
