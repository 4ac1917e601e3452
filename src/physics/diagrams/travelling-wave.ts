/**
 * A travelling wave at one instant: two wavelengths of it along the direction it travels, from
 * the wavelength, speed and frequency the solution states, which must satisfy v = f λ.
 */
import type { TravellingWaveDiagram } from "../../contracts/diagram";
import { quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

/** The snapshot of a solved v = f λ problem, or undefined when it is not one. */
export function travellingWaveDiagram(solved: SolvedQuantities): TravellingWaveDiagram | undefined {
  if (!solved.uses("oscillations-waves.wave-speed")) return undefined;
  const [speed, frequency, wavelength] = ["v", "f", "lambda"].map(solved.value);
  if (speed === undefined || frequency === undefined || wavelength === undefined) return undefined;
  if (!(speed > 0) || !(frequency > 0) || !(wavelength > 0) || !sameValue(speed, frequency * wavelength))
    return undefined;
  // A short wavelength worked out in metres reads better in millimetres.
  const shortAnswer =
    solved.answerVariable === "lambda" && solved.writtenUnit("lambda") === "m" && wavelength < 0.1;
  const labels = {
    wavelength: shortAnswer ? quantityTextIn(wavelength, "m", "mm", solved.figures) : solved.label("lambda"),
    speed: solved.label("v"),
    frequency: solved.label("f"),
  };
  return {
    kind: "travelling-wave",
    title: "The wave at one instant",
    description:
      `A wave travelling to the right at ${labels.speed}, drawn over two wavelengths: one wavelength, crest to crest, is ${labels.wavelength}. ` +
      `Its frequency is ${labels.frequency}, the crests passing any point each second, so v = f λ.`,
    wavelength,
    speed,
    frequency,
    labels,
  };
}
