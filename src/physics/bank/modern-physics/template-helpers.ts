/**
 * Constants and formatting shared by the Modern Physics templates. The builders of a problem's
 * parts are in ../template-kit.ts.
 */
import { constantValue } from "../../constants";
import { formatNumberLatex, formatQuantityLatex } from "../../format-number";

/** CODATA 2018 values (exact where the SI defines them), from the engine's one table of constants. */
export const PLANCK_CONSTANT = constantValue("planck"); // J*s
export const REDUCED_PLANCK_CONSTANT = constantValue("reduced-planck"); // J*s
export const SPEED_OF_LIGHT = constantValue("speed-of-light"); // m/s
export const ELEMENTARY_CHARGE = constantValue("elementary-charge"); // C, also J per eV
export const ELECTRON_MASS = constantValue("electron-mass"); // kg
export const PROTON_MASS = constantValue("proton-mass"); // kg
export const BOLTZMANN_CONSTANT = constantValue("boltzmann"); // J/K
export const AVOGADRO_CONSTANT = constantValue("avogadro"); // 1/mol
export const BOHR_RADIUS = constantValue("bohr-radius"); // m
export const BOHR_MAGNETON = constantValue("bohr-magneton"); // J/T
export const RYDBERG_ENERGY_EV = 13.605693122994; // eV, hydrogen levels with an infinitely heavy nucleus
export const ELECTRON_REST_ENERGY_MEV = 0.51099895; // MeV
export const PROTON_REST_ENERGY_MEV = 938.27208816; // MeV
export const CHARGED_PION_REST_ENERGY_MEV = 139.57039; // MeV (PDG)
export const MUON_MEAN_LIFETIME_US = 2.1969811; // microseconds (PDG)

/** Seconds in one day and in one Julian year, for half-lives quoted in days or years. */
export const SECONDS_PER_DAY = 86400;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_YEAR = 365.25 * SECONDS_PER_DAY;

/** Smallest number of significant figures (at least 3) that shows a drawn value exactly. */
export function exactSignificantFigures(value: number): number {
  for (let figures = 3; figures < 15; figures++) {
    if (Number(value.toPrecision(figures)) === value) return figures;
  }
  return 15;
}

/**
 * A given value with its unit in LaTeX, with enough figures that the student sees the exact value used;
 * dimensionless whole numbers (quantum numbers, counts) are shown as integers.
 */
export function showGiven(value: number, unit: string): string {
  if (unit === "" && Number.isInteger(value)) return String(value);
  return formatQuantityLatex(value, unit, exactSignificantFigures(value));
}

/** A computed value with its unit in LaTeX, rounded for display. */
export function showValue(value: number, unit: string, significantFigures = 3): string {
  return formatQuantityLatex(value, unit, significantFigures);
}

/** A bare number in LaTeX, rounded for display. */
export function showNumber(value: number, significantFigures = 3): string {
  return formatNumberLatex(value, significantFigures);
}
