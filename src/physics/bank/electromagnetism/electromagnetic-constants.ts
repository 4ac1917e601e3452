/**
 * Physical constants used by the electromagnetism templates (SI units, CODATA 2022 values;
 * the elementary charge is exact since the 2019 SI redefinition).
 */
import { formatQuantityLatex } from "../../format-number";

/** Elementary charge in C. */
export const ELEMENTARY_CHARGE = 1.602176634e-19;
/** Vacuum electric permittivity ε0 in F/m. */
export const VACUUM_PERMITTIVITY = 8.8541878188e-12;
/** Vacuum magnetic permeability μ0 in N/A^2. */
export const VACUUM_PERMEABILITY = 1.25663706127e-6;
/** Coulomb constant k = 1/(4πε0) in N·m²/C². */
export const COULOMB_CONSTANT = 1 / (4 * Math.PI * VACUUM_PERMITTIVITY);
/** Electron rest mass in kg. */
export const ELECTRON_MASS = 9.1093837139e-31;
/** Proton rest mass in kg. */
export const PROTON_MASS = 1.67262192595e-27;

/** The constants as LaTeX with four significant figures, for statements and solutions. */
export const CONSTANT_LATEX = {
  coulomb: `k = ${formatQuantityLatex(COULOMB_CONSTANT, "N*m^2/C^2", 4)}`,
  permittivity: `\\varepsilon_0 = ${formatQuantityLatex(VACUUM_PERMITTIVITY, "F/m", 4)}`,
  permeability: `\\mu_0 = ${formatQuantityLatex(VACUUM_PERMEABILITY, "T*m/A", 4)}`,
  charge: `e = ${formatQuantityLatex(ELEMENTARY_CHARGE, "C", 4)}`,
  electronMass: `m_e = ${formatQuantityLatex(ELECTRON_MASS, "kg", 4)}`,
  protonMass: `m_p = ${formatQuantityLatex(PROTON_MASS, "kg", 4)}`,
} as const;
