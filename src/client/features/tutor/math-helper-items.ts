/**
 * What the Math Helper offers (tutor-experience.md, "Math Helper popup"): Greek letters and
 * symbols, the twelve math structures and eighteen physics formulas, each with the name a
 * screen reader announces and the LaTeX it inserts.
 */

export interface MathHelperItem {
  /** Accessible name of the item's button. */
  name: string;
  /** LaTeX inserted (wrapped in inline math delimiters) and shown rendered. */
  latex: string;
}

export interface MathHelperGroup {
  id: "symbols" | "structures" | "formulas";
  title: string;
  items: readonly MathHelperItem[];
}

const SYMBOLS: readonly MathHelperItem[] = [
  { name: "alpha", latex: "\\alpha" },
  { name: "beta", latex: "\\beta" },
  { name: "gamma", latex: "\\gamma" },
  { name: "delta", latex: "\\delta" },
  { name: "epsilon", latex: "\\epsilon" },
  { name: "theta", latex: "\\theta" },
  { name: "lambda", latex: "\\lambda" },
  { name: "mu", latex: "\\mu" },
  { name: "pi", latex: "\\pi" },
  { name: "rho", latex: "\\rho" },
  { name: "sigma", latex: "\\sigma" },
  { name: "tau", latex: "\\tau" },
  { name: "phi", latex: "\\phi" },
  { name: "omega", latex: "\\omega" },
  { name: "capital Delta", latex: "\\Delta" },
  { name: "capital Omega", latex: "\\Omega" },
  { name: "sum sign", latex: "\\sum" },
  { name: "integral sign", latex: "\\int" },
  { name: "partial", latex: "\\partial" },
  { name: "nabla", latex: "\\nabla" },
  { name: "infinity", latex: "\\infty" },
  { name: "plus or minus", latex: "\\pm" },
  { name: "times", latex: "\\times" },
  { name: "dot product", latex: "\\cdot" },
  { name: "divided by", latex: "\\div" },
  { name: "approximately equal", latex: "\\approx" },
  { name: "not equal", latex: "\\neq" },
  { name: "less than or equal", latex: "\\leq" },
  { name: "greater than or equal", latex: "\\geq" },
  { name: "right arrow", latex: "\\rightarrow" },
  { name: "degree", latex: "^\\circ" },
  { name: "square root sign", latex: "\\sqrt{}" },
];

const STRUCTURES: readonly MathHelperItem[] = [
  { name: "Fraction", latex: "\\frac{a}{b}" },
  { name: "Square root", latex: "\\sqrt{x}" },
  { name: "Nth root", latex: "\\sqrt[n]{x}" },
  { name: "Exponent", latex: "x^{n}" },
  { name: "Subscript", latex: "x_{i}" },
  { name: "Integral", latex: "\\int_{a}^{b} f(x)\\,dx" },
  { name: "Sum", latex: "\\sum_{i=1}^{n} x_i" },
  { name: "Limit", latex: "\\lim_{x \\to 0} f(x)" },
  { name: "Derivative", latex: "\\frac{dy}{dx}" },
  { name: "Partial derivative", latex: "\\frac{\\partial f}{\\partial x}" },
  { name: "Vector", latex: "\\vec{v}" },
  { name: "Matrix", latex: "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}" },
];

const FORMULAS: readonly MathHelperItem[] = [
  { name: "Newton's second law, F = ma", latex: "F = ma" },
  { name: "Mass-energy equivalence, E = mc²", latex: "E = mc^2" },
  { name: "Kinetic energy", latex: "KE = \\frac{1}{2}mv^2" },
  { name: "Gravitational potential energy", latex: "PE = mgh" },
  { name: "Ohm's law, V = IR", latex: "V = IR" },
  { name: "Ideal gas law, PV = nRT", latex: "PV = nRT" },
  { name: "Momentum, p = mv", latex: "p = mv" },
  { name: "Work, W = Fd", latex: "W = Fd" },
  { name: "Power, P = W/t", latex: "P = \\frac{W}{t}" },
  { name: "Velocity with constant acceleration", latex: "v = v_0 + at" },
  { name: "Position with constant acceleration", latex: "x = x_0 + v_0 t + \\frac{1}{2}at^2" },
  { name: "Velocity squared with constant acceleration", latex: "v^2 = v_0^2 + 2a\\Delta x" },
  { name: "Coulomb's law", latex: "F = \\frac{k q_1 q_2}{r^2}" },
  { name: "Hooke's law, F = -kx", latex: "F = -kx" },
  { name: "Wavelength, λ = v/f", latex: "\\lambda = \\frac{v}{f}" },
  { name: "Photon energy, E = hf", latex: "E = hf" },
  { name: "Heat, Q = mcΔT", latex: "Q = mc\\Delta T" },
  { name: "Torque, τ = rF sin θ", latex: "\\tau = rF\\sin\\theta" },
];

export const MATH_HELPER_GROUPS: readonly MathHelperGroup[] = [
  { id: "symbols", title: "Greek letters and symbols", items: SYMBOLS },
  { id: "structures", title: "Math structures", items: STRUCTURES },
  { id: "formulas", title: "Physics formulas", items: FORMULAS },
];

/** The text an item inserts: its LaTeX between inline math delimiters. */
export function inlineMath(latex: string): string {
  return `$${latex}$`;
}
