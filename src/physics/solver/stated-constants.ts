/**
 * A universal constant the problem states for the student's use ("Use G = 6.674 × 10⁻¹¹ N·m²/kg²",
 * "Wien's constant 2.898e-3 m K") is not data: the engine's relations already carry it, so the
 * value leaves the givens instead of being read as a quantity of the problem. Only constants no
 * body or particle has as a property of its own are set aside this way: a stated charge of
 * 1.6 × 10⁻¹⁹ C or mass of 9.11 × 10⁻³¹ kg may be a given of the problem and is kept.
 */
import { CONSTANTS } from "../constants";
import { haveSameDimension, toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

const UNIVERSAL = new Set([
  "planck",
  "reduced-planck",
  "boltzmann",
  "avogadro",
  "gas-constant",
  "gravitational-constant",
  "vacuum-permittivity",
  "vacuum-permeability",
  "coulomb-constant",
  "stefan-boltzmann",
  "wien",
  "faraday",
  "rydberg",
]);
/** Symbols a problem types for a constant beside its own (Boltzmann's k, shared with Coulomb's). */
const TYPED_SYMBOLS: Readonly<Record<string, readonly string[]>> = { boltzmann: ["k"] };
/** A stated value within this share of the constant is that constant, as rounded in a book. */
const ROUNDING = 0.01;

/**
 * True when the quantity is one of the universal constants, stated with its unit; or named by its
 * symbol just before it, with its unit or without ("eps0 = 8.854e-12", "c = 3.00e8 m/s"). Light's
 * speed is set aside only so named, since a body may be given a speed near it.
 */
export function isStatedConstant(quantity: ExtractedQuantity): boolean {
  // "k =" names Coulomb's constant or Boltzmann's: the value tells which.
  const named = CONSTANTS.filter(
    (constant) =>
      (UNIVERSAL.has(constant.id) || constant.id === "speed-of-light") &&
      namedJustBefore(quantity.before, constant),
  );
  for (const constant of named) {
    if (quantity.unit !== "" && !haveSameDimension(quantity.unit, constant.unit)) continue;
    const value =
      quantity.unit === "" ? quantity.value : toSI({ value: quantity.value, unit: quantity.unit }).value;
    if (Math.abs(value - constant.value) <= ROUNDING * Math.abs(constant.value)) return true;
  }
  if (quantity.unit === "") return false;
  const si = toSI({ value: quantity.value, unit: quantity.unit });
  if (!Number.isFinite(si.value)) return false;
  return CONSTANTS.some(
    (constant) =>
      UNIVERSAL.has(constant.id) &&
      haveSameDimension(quantity.unit, constant.unit) &&
      Math.abs(si.value - constant.value) <= ROUNDING * Math.abs(constant.value),
  );
}

/**
 * True when the words just before a value name one of the universal constants by its symbol
 * ("mu0 = ...") and its unit, if it has one, measures what the constant does: a value so named
 * that is not the constant (a slip of a power of ten) is never a given to set aside, since the
 * problem means it to be used. "k = 50 N/m" is a spring's constant, not Coulomb's.
 */
export function namesAUniversalConstant(quantity: ExtractedQuantity): boolean {
  return CONSTANTS.some(
    (constant) =>
      (UNIVERSAL.has(constant.id) || constant.id === "speed-of-light") &&
      namedJustBefore(quantity.before, constant) &&
      (quantity.unit === "" || haveSameDimension(quantity.unit, constant.unit)),
  );
}

/** Whether the words before a value end with a constant's symbol and "=" ("eps0 =", "μ₀ ="). */
function namedJustBefore(before: string, constant: (typeof CONSTANTS)[number]): boolean {
  const symbols = [
    constant.symbol.replace(/\\var|\\/g, ""),
    ...constant.aliases.filter((alias) => !alias.includes(" ")),
    ...(TYPED_SYMBOLS[constant.id] ?? []),
  ];
  const trimmed = before.trimEnd();
  if (!trimmed.endsWith("=")) return false;
  const named =
    trimmed
      .slice(0, -1)
      .trim()
      .split(/[\s,;:(]+/)
      .at(-1) ?? "";
  return symbols.some((symbol) => symbol.toLowerCase().replace(/[{}]/g, "") === named.replace(/[{}]/g, ""));
}

/** The quantities without the universal constants the problem states. */
export function withoutStatedConstants(quantities: ExtractedQuantity[]): ExtractedQuantity[] {
  return quantities.filter((quantity) => !isStatedConstant(quantity));
}
