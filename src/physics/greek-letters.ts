/**
 * Greek letters by their LaTeX names, as the characters a student types or a message shows
 * ("\lambda" and "λ").
 */
export const GREEK_LETTERS: Readonly<Record<string, string>> = {
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  Delta: "Δ",
  epsilon: "ε",
  varepsilon: "ε",
  eta: "η",
  theta: "θ",
  kappa: "κ",
  lambda: "λ",
  mu: "μ",
  nu: "ν",
  pi: "π",
  rho: "ρ",
  sigma: "σ",
  tau: "τ",
  phi: "φ",
  Phi: "Φ",
  omega: "ω",
  Omega: "Ω",
};
