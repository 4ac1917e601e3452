/**
 * Physical constants used by the electromagnetism templates, in SI units, taken from the engine's
 * one table of constants (src/physics/constants.ts).
 */
import { constantValue } from "../../constants";
import { formatQuantityLatex } from "../../format-number";

/** Elementary charge in C. */
export const ELEMENTARY_CHARGE = constantValue("elementary-charge");
/** Vacuum electric permittivity ε0 in F/m. */
export const VACUUM_PERMITTIVITY = constantValue("vacuum-permittivity");
/** Vacuum magnetic permeability μ0 in N/A^2. */
export const VACUUM_PERMEABILITY = constantValue("vacuum-permeability");
/** Coulomb constant k = 1/(4πε0) in N·m²/C². */
export const COULOMB_CONSTANT = constantValue("coulomb-constant");
/** Electron rest mass in kg. */
export const ELECTRON_MASS = constantValue("electron-mass");
/** Proton rest mass in kg. */
export const PROTON_MASS = constantValue("proton-mass");

/** The constants as LaTeX with four significant figures, for statements and solutions. */
export const CONSTANT_LATEX = {
  coulomb: `k = ${formatQuantityLatex(COULOMB_CONSTANT, "N*m^2/C^2", 4)}`,
  permittivity: `\\varepsilon_0 = ${formatQuantityLatex(VACUUM_PERMITTIVITY, "F/m", 4)}`,
  permeability: `\\mu_0 = ${formatQuantityLatex(VACUUM_PERMEABILITY, "T*m/A", 4)}`,
  charge: `e = ${formatQuantityLatex(ELEMENTARY_CHARGE, "C", 4)}`,
  electronMass: `m_e = ${formatQuantityLatex(ELECTRON_MASS, "kg", 4)}`,
  protonMass: `m_p = ${formatQuantityLatex(PROTON_MASS, "kg", 4)}`,
} as const;
