/**
 * Constants, angles, formatting and the unit-conversion step shared by the optics templates. The
 * builders of a problem's parts are in ../template-kit.ts. Constants are exact SI values (CODATA
 * 2018 defining constants).
 */
import { constantValue } from "../../constants";
import { formatNumberLatex, formatQuantityLatex } from "../../format-number";
import type { TutorStep } from "../template";
import { tutorStep } from "../template-kit";

/** Speed of light in vacuum, m/s (exact). */
export const SPEED_OF_LIGHT = constantValue("speed-of-light");
/** Planck constant, J*s (exact). */
export const PLANCK_CONSTANT = constantValue("planck");
/** Elementary charge, C (exact); also joules per electronvolt. */
export const ELEMENTARY_CHARGE = constantValue("elementary-charge");
/** Boltzmann constant, J/K (exact). */
export const BOLTZMANN_CONSTANT = constantValue("boltzmann");

/** Converts degrees to radians. */
export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Converts radians to degrees. */
export function toDegrees(radians: number): number {
  return (radians * 180) / Math.PI;
}

/** A value with its unit as LaTeX, exactly as the statement shows a given quantity. */
export function show(value: number, unit: string, significantFigures = 3): string {
  return formatQuantityLatex(value, unit, significantFigures);
}

/** A bare number as LaTeX with the given significant figures. */
export function showNumber(value: number, significantFigures = 3): string {
  return formatNumberLatex(value, significantFigures);
}

const METRES_PER_UNIT = { km: 1e3, mm: 1e-3, um: 1e-6, nm: 1e-9 } as const;
const POWER_OF_TEN = { km: "10^{3}", mm: "10^{-3}", um: "10^{-6}", nm: "10^{-9}" } as const;
const UNIT_WORDS = { km: "1 km", mm: "1 mm", um: "1 µm", nm: "1 nm" } as const;

/** A tutor step converting a given length to metres, the step students most often skip. */
export function metresConversionStep(
  quantity: string,
  symbol: string,
  value: number,
  unit: keyof typeof METRES_PER_UNIT,
): TutorStep {
  return tutorStep({
    prompt: `What is the ${quantity} in metres?`,
    description: `Convert the ${quantity} to metres`,
    expected: { value: value * METRES_PER_UNIT[unit], unit: "m" },
    hints: [
      "Use SI units throughout, so that constants and other lengths combine directly.",
      `${UNIT_WORDS[unit]} is $${POWER_OF_TEN[unit]}$ m.`,
      `$${symbol} = ${showNumber(value)} \\times ${POWER_OF_TEN[unit]}\\ \\mathrm{m}$.`,
    ],
  });
}
