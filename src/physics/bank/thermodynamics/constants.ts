/**
 * Constants and material data used by the thermodynamics templates.
 * Fundamental constants are CODATA 2018 exact or recommended values; material data are
 * common textbook values near room temperature unless a temperature is named.
 */
import { constantValue } from "../../constants";

/** Molar gas constant R in J/(mol·K). */
export const GAS_CONSTANT = constantValue("gas-constant");
/** Stefan–Boltzmann constant σ in W/(m^2·K^4). */
export const STEFAN_BOLTZMANN = constantValue("stefan-boltzmann");
/** Boltzmann constant k_B in J/K. */
export const BOLTZMANN = constantValue("boltzmann");
/** Offset between the Celsius and Kelvin scales. */
export const KELVIN_OFFSET = 273.15;
/** Free-fall acceleration used for Earth problems, in m/s^2 (stated in each statement). */
export const EARTH_GRAVITY = 9.81;

/** Specific heat of liquid water in J/(kg·K). */
export const WATER_SPECIFIC_HEAT = 4186;
/** Specific heat of ice near 0 °C in J/(kg·K). */
export const ICE_SPECIFIC_HEAT = 2090;
/** Latent heat of fusion of water at 0 °C in J/kg. */
export const WATER_LATENT_FUSION = 3.34e5;
/** Latent heat of vaporization of water at 100 °C in J/kg. */
export const WATER_LATENT_VAPORIZATION = 2.26e6;

/** Converts a Celsius temperature to kelvin. */
export function celsiusToKelvin(celsius: number): number {
  return celsius + KELVIN_OFFSET;
}
