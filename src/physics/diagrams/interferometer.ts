/**
 * A Michelson interferometer: the beam split to a fixed and a movable mirror, and the fringes that
 * pass as the movable mirror moves, each a half-wavelength step of the mirror (2d = N λ). Drawn
 * only when the distance, count and wavelength the solution states satisfy that.
 */
import type { InterferometerDiagram } from "../../contracts/diagram";
import { quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

/** The interferometer of a solved Michelson problem, or undefined when it is not one. */
export function interferometerDiagram(solved: SolvedQuantities): InterferometerDiagram | undefined {
  if (!solved.uses("interference.michelson")) return undefined;
  const [shift, fringes, wavelength] = ["d", "nFringes", "lambda"].map(solved.value);
  if (shift === undefined || fringes === undefined || wavelength === undefined) return undefined;
  if (!(shift > 0) || !(fringes > 0) || !sameValue(2 * shift, fringes * wavelength)) return undefined;
  const length = (variable: string, metres: number, unit: string) => {
    const written = solved.writtenUnit(variable);
    return written !== undefined && !(variable === solved.answerVariable && written === "m")
      ? solved.label(variable)
      : quantityTextIn(metres, "m", unit, solved.figures);
  };
  const labels = {
    mirrorShift: length("d", shift, shift < 1e-3 ? "um" : "mm"),
    fringes: String(Math.round(fringes)),
    wavelength: length("lambda", wavelength, "nm"),
  };
  return {
    kind: "interferometer",
    title: "Michelson interferometer",
    description:
      `A beam splitter sends light of wavelength ${labels.wavelength} to a fixed mirror and to a movable one. ` +
      `Moving that mirror by ${labels.mirrorShift} lengthens the light's round trip by twice as much, and ${labels.fringes} fringes pass the detector: 2d = N λ.`,
    mirrorShift: shift,
    fringes,
    wavelength,
    labels,
  };
}
