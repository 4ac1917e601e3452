/**
 * A column of liquid and the pressure its weight makes at the bottom (P = ρ g h): a barometer's
 * mercury, a manometer's water. Drawn when the solution used that relation and its values satisfy it.
 */
import type { FluidColumnDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities } from "./solved-quantities";

const COLUMN = "fluids.column-pressure";

/** The liquid's name: from the solver's note of its density ("Density of mercury …"), else the text. */
function fluidName(solved: SolvedQuantities): string | undefined {
  for (const note of solved.assumptions) {
    const match = /^Density of (?:the )?([a-z ]+?) \d/i.exec(note);
    if (match) return match[1];
  }
  return ["mercury", "water", "oil", "seawater", "blood"].find((name) =>
    new RegExp(`\\b${name}\\b`).test(solved.text),
  );
}

/** The fluid column of a solved problem, or undefined when it is not one or its numbers disagree. */
export function fluidColumnDiagram(solved: SolvedQuantities): FluidColumnDiagram | undefined {
  if (!solved.uses(COLUMN) || !solved.agrees(COLUMN)) return undefined;
  const [density, height, pressure] = ["density", "h", "pressure"].map(solved.value);
  if (density === undefined || height === undefined || pressure === undefined) return undefined;
  if (!(density > 0) || !(height > 0) || !(pressure > 0)) return undefined;
  const fluid = fluidName(solved);
  const labels = {
    ...(fluid ? { fluid } : {}),
    density: solved.isGiven("density") ? solved.label("density") : quantityText(density, "kg/m^3", 3),
    height: solved.label("h"),
    pressure: solved.label("pressure"),
  };
  return {
    kind: "fluid-column",
    title: `A column of ${fluid ?? "liquid"}`,
    description:
      `A column of ${fluid ?? "liquid"} (density ${labels.density}) ${labels.height} tall presses on its base with ` +
      `a pressure P = ρ g h = ${labels.pressure}, above the pressure at its top. The pressure grows steadily with depth.`,
    labels,
  };
}
