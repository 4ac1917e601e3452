/**
 * An angle the words measure from a loop's or coil's plane ("a field at 30° with the plane of the
 * loop") is not the angle from its normal that Φ = B A cos θ takes: such an angle is read only as
 * the angle to the plane, which the flux relation in sin α uses.
 */
import { VARIABLES, type Variable } from "../relations/relations";
import type { ExtractedQuantity } from "./extract";

const WITH_THE_PLANE = /^\s*(?:with|to|relative to|from)\s+(?:the\s+)?plane\b/;

/** Gives every angle measured from a plane the single reading "angle to the plane". */
export function withPlaneAngles(quantities: readonly ExtractedQuantity[], options: Variable[][]): void {
  const toPlane = VARIABLES.get("angleToPlane");
  if (!toPlane) return;
  for (const [index, quantity] of quantities.entries()) {
    if (!options[index].some((variable) => variable.unit === "rad")) continue;
    if (WITH_THE_PLANE.test(quantity.after)) options[index] = [toPlane];
  }
}
