/**
 * A body weighed twice, once in air and once held under a liquid ("weighs 12 N in air and 8.0 N
 * when fully submerged in water"): the weight read in the liquid is its apparent weight, the one
 * read in air its true weight. The words right after each value say where it was weighed; both
 * places must be named (or the one in the liquid beside a true weight the words name), else the
 * values keep their other readings.
 */
import { VARIABLES, type Variable } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";

const WEIGHED = /\bweigh/;
// Where a value was weighed, as the words just after it say ("8 N when submerged in water"), or
// else the words of its clause before it ("in water it weighs 8 N"): under a liquid, or in air.
const LIQUID_PLACE =
  "(?:submerged|immersed|under\\s?water|under the (?:water|surface)|in (?:the )?(?:fresh |sea |salt )?(?:water|oil|alcohol|liquid|mercury|brine|glycerin|gasoline))";
const IN_A_LIQUID_AFTER = new RegExp(`^[^.;?]{0,30}?\\b${LIQUID_PLACE}\\b`);
const IN_A_LIQUID_BEFORE = new RegExp(`\\b${LIQUID_PLACE}\\b`);
const IN_AIR_AFTER = /^\s*(?:when\s+|while\s+)?(?:it\s+is\s+|it's\s+)?in (?:the )?air\b/;
const IN_AIR_BEFORE = /\bin (?:the )?air\b/;

/** Where the words say a value was weighed, if they say. */
function placeWeighed(quantity: ExtractedQuantity): "liquid" | "air" | undefined {
  if (IN_A_LIQUID_AFTER.test(quantity.after)) return "liquid";
  if (IN_AIR_AFTER.test(quantity.after)) return "air";
  const liquidBefore = IN_A_LIQUID_BEFORE.test(quantity.before);
  const airBefore = IN_AIR_BEFORE.test(quantity.before);
  if (liquidBefore === airBefore) return undefined;
  return liquidBefore ? "liquid" : "air";
}

/** Gives the weights read in a liquid the reading "apparent weight", and those read in air "weight". */
export function withWeighingsInALiquid(
  lower: string,
  quantities: readonly ExtractedQuantity[],
  options: Variable[][],
): void {
  if (!WEIGHED.test(lower)) return;
  const weight = VARIABLES.get("Fg");
  const apparent = VARIABLES.get("Wapparent");
  if (!weight || !apparent) return;
  const isForce = (index: number) => options[index].some((variable) => variable.unit === "N");
  const places = quantities.map((quantity, index) => (isForce(index) ? placeWeighed(quantity) : undefined));
  const inLiquid = places.flatMap((place, index) => (place === "liquid" ? [index] : []));
  const inAir = places.flatMap((place, index) => (place === "air" ? [index] : []));
  // One weighing in each place: two values under a liquid would be two bodies or two liquids.
  if (inLiquid.length !== 1 || inAir.length !== 1) return;
  options[inLiquid[0]] = [apparent];
  options[inAir[0]] = [weight];
}
