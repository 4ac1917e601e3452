/**
 * A conversion factor a problem states ("Assume that 1 m = 3.281 ft", "1 kilometer equals 3,281
 * feet") is not data: the two values leave the givens, and every value written in the second unit
 * is expressed in the first with the factor as stated, so the answer is the one the book gets
 * with it (29,028 ft is 8.847 km with 3.281 ft per metre, not the 8.848 km of the exact foot).
 */
import { haveSameDimension } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

const EQUALS = /^\s*(?:=|equals|is equal to|is the same as)\s*$/i;

/** The quantities with stated conversion factors applied and set aside (see above). */
export function withStatedConversions(quantities: ExtractedQuantity[], text: string): ExtractedQuantity[] {
  let result = quantities;
  for (let index = 0; index + 1 < result.length; index++) {
    const one = result[index];
    const other = result[index + 1];
    const isFactor =
      one.value === 1 &&
      /^1(?!\d|\.\d)/.test(one.text) &&
      one.unit !== "" &&
      other.unit !== "" &&
      one.unit !== other.unit &&
      other.value > 0 &&
      EQUALS.test(text.slice(one.end, other.start)) &&
      haveSameDimension(one.unit, other.unit);
    if (!isFactor) continue;
    const rest = [...result.slice(0, index), ...result.slice(index + 2)];
    result = rest.map((quantity) =>
      quantity.unit === other.unit
        ? {
            ...quantity,
            value: quantity.value / other.value,
            unit: one.unit,
            significantFigures: Math.min(quantity.significantFigures, other.significantFigures),
          }
        : quantity,
    );
    index--;
  }
  return result;
}
