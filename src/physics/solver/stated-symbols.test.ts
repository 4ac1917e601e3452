import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

const VACUUM_PERMITTIVITY = 8.8541878128e-12;

describe("a stated function whose coefficients are symbols with values given in the text", () => {
  it("puts the values in a charge density along a rod and integrates it between ends written by a symbol", () => {
    const solution = solved(
      "A plastic rod on the x axis runs from x = 0 to x = L and carries a charge per unit length λ(x) = λ_0(1 + x/L), where λ_0 = 3.0 µC/m and L = 2.0 m. How much charge does the rod carry?",
    );
    // ∫₀ᴸ λ₀(1 + x/L) dx = 3λ₀L/2 = 9.0 µC.
    expect(solution.si.value).toBeCloseTo(9.0e-6, 10);
    expect(solution.si.unit).toBe("C");
    // The worked step shows the function as written and with the stated values put in.
    expect(solution.steps[0].substitution).toContain("\\left(3.0\\ \\mu\\mathrm{C}/\\mathrm{m}\\right)");
    expect(solution.steps[0].substitution).toContain("\\left(2.0\\ \\mathrm{m}\\right)");
  });

  it("reads a symbol written against a bracket as a product, in a rod's moment of inertia", () => {
    const solution = solved(
      "A rod of length L = 1.2 m, measured from one end, has a mass per unit length λ(x) = λ0(1 + x/L) with λ0 = 0.50 kg/m. What is its moment of inertia about a perpendicular axis through the end at x = 0?",
    );
    // ∫₀ᴸ λ₀(1 + x/L) x² dx = 7λ₀L³/12.
    expect(solution.si.value).toBeCloseTo((7 * 0.5 * 1.2 ** 3) / 12, 6);
    expect(solution.si.unit).toBe("kg*m^2");
  });

  it("integrates a sine pulse over an interval bounded by its own time constant", () => {
    const solution = solved(
      "A hockey stick pushes a puck with a force F(t) = F_0 sin(πt/τ) for 0 ≤ t ≤ τ, where F_0 = 40 N and τ = 0.50 s. What impulse does the stick give the puck?",
    );
    // ∫₀^τ F₀ sin(πt/τ) dt = 2F₀τ/π.
    expect(solution.si.value).toBeCloseTo((2 * 40 * 0.5) / Math.PI, 6);
    expect(solution.steps[0].substitution).toContain("t_2 = 0.50");
  });

  it("reads the same pulse written in LaTeX, with the mass of the pushed body set aside and named", () => {
    const solution = solved(
      "A $0.25\\text{-kg}$ puck is struck by a stick whose force is $F(t) = F_{0}\\sin(\\pi t/\\tau)$ for $0 \\le t \\le \\tau$, with $F_{0} = 40\\ \\text{N}$ and $\\tau = 0.50\\ \\text{s}$. Find the impulse on the puck.",
    );
    expect(solution.si.value).toBeCloseTo((2 * 40 * 0.5) / Math.PI, 6);
    expect(solution.understood.assumptions.join(" ")).toContain("Not needed for this answer");
  });

  it("gives the field inside a sphere whose density falls off linearly, with its radius by a symbol", () => {
    const solution = solved(
      "An insulating ball of radius R = 0.20 m holds a charge density ρ(r) = ρ_0(1 − r/R) with ρ_0 = 5.0 × 10^-6 C/m^3. What is the electric field strength at r = 0.050 m?",
    );
    // E = (ρ₀/ε₀)(r/3 − r²/4R).
    const r = 0.05;
    expect(solution.si.value).toBeCloseTo((5e-6 / VACUUM_PERMITTIVITY) * (r / 3 - (r * r) / (4 * 0.2)), 1);
  });

  it("places a point asked for at the surface at the radius given", () => {
    const solution = solved(
      "A solid sphere of radius R = 0.20 m has volume charge density ρ(r) = ρ_0(1 − r/R), ρ_0 = 5.0 × 10^-6 C/m^3. Find the electric field at its surface.",
    );
    expect(solution.si.value).toBeCloseTo((5e-6 / VACUUM_PERMITTIVITY) * (0.2 / 3 - 0.2 / 4), 1);
  });

  it("reads a push lasting a time written by its symbol as the interval from the start", () => {
    const solution = solved(
      "A force F(t) = F_0 sin(πt/τ), F_0 = 50 N, acts on a 0.20 kg ball for a time τ = 0.010 s. What impulse does the ball receive?",
    );
    expect(solution.si.value).toBeCloseTo((2 * 50 * 0.01) / Math.PI, 8);
  });

  it("refuses when a symbol of the function has no value", () => {
    expect(
      refused(
        "A stick pushes a puck with F(t) = F_0 sin(πt/τ) for 0 ≤ t ≤ τ, where τ = 0.50 s. What impulse does the puck receive?",
      ),
    ).toBe(true);
  });

  it("refuses when an end of the interval is a symbol with no value", () => {
    expect(
      refused(
        "A stick pushes a puck with F(t) = F_0 sin(πt/τ) for 0 ≤ t ≤ T, where F_0 = 40 N and τ = 0.50 s. What impulse does the puck receive?",
      ),
    ).toBe(true);
  });

  it("refuses a place written as an expression in a symbol rather than by the symbol alone", () => {
    expect(
      refused(
        "A ball of radius R = 0.20 m holds a charge density ρ(r) = ρ_0(1 − r/R), ρ_0 = 5.0 × 10^-6 C/m^3. What is the field at r = R/2?",
      ),
    ).toBe(true);
  });

  it("refuses, without throwing, an empty function and a function with a pole in the interval", () => {
    for (const text of [
      "A force F(t) = acts on a cart from t = 0 to t = 2.0 s, with F_0 = 3.0 N. What impulse does it give?",
      "A force F(x) = F_0 L/(x − L) acts on a bead, with F_0 = 2.0 N and L = 1.0 m. How much work does it do between x = 0 and x = 2.0 m?",
      "A force F(t) = F_0 sin(πt/τ)) for 0 ≤ t ≤ τ, where F_0 = 40 N and τ = 0 s. What impulse?",
    ]) {
      expect(() => solveText(text)).not.toThrow();
      expect(solveText(text).status).toBe("cannot-solve");
    }
  });
});

describe("how a stated function's unit and its start are written", () => {
  it("reads the unit named after 'in' beside a specific heat of the temperature, not 'in' as inches", () => {
    const solution = solved(
      "the specific heat of a sample goes like c(T) = 0.30 + 0.0020T in J/(g*K), T in kelvin. how much heat warms 20 g of it from 250 K to 350 K?",
    );
    // 20 g × ∫ (0.30 + 0.0020T) dT = 20 × (30 + 0.0010 × (350² − 250²)) J.
    expect(solution.si.value).toBeCloseTo(20 * (30 + 0.001 * (350 ** 2 - 250 ** 2)), 4);
  });

  it("adds the work of a force to the kinetic energy a body has where the interval starts", () => {
    const solution = solved(
      "A 0.50-kg bead slides along a wire under a force F(x) = (2.0 N/m^2)x^2 pointing along the wire. At x = 2.0 m its speed is 3.0 m/s. How fast is it moving at x = 4.0 m?",
    );
    // W = (2/3)(64 − 8) J; v = √(v₁² + 2W/m).
    const work = (2 / 3) * (64 - 8);
    expect(solution.si.value).toBeCloseTo(Math.sqrt(9 + (2 * work) / 0.5), 6);
    expect(solution.steps[0].equation).toContain("v_1^2 +");
  });

  it("refuses a speed stated at another place than where the interval starts", () => {
    expect(
      refused(
        "A 0.50-kg bead slides along a wire under a force F(x) = (2.0 N/m^2)x^2 pointing along the wire. At x = 1.0 m its speed is 3.0 m/s. How fast is it moving at x = 4.0 m if it passes x = 2.0 m?",
      ),
    ).toBe(true);
  });
});

describe("a domain written with a symbol at an end", () => {
  const pulse = "A force F(t) = F_0 sin(πt/τ) for 0 ≤ t ≤ τ, with F_0 = 40 N and τ = 0.50 s, acts on a puck.";

  it("reads an instant inside the domain as the place to evaluate the function", () => {
    expect(solved(`${pulse} What is the force at t = 0.125 s?`).si.value).toBeCloseTo(
      40 * Math.sin(Math.PI / 4),
      4,
    );
  });

  it("refuses an instant outside the domain the text states", () => {
    expect(refused(`${pulse} What is the force at t = 0.80 s?`)).toBe(true);
  });

  it("integrates an exponential between t = 0 and its time constant, and a rod's density over its length", () => {
    expect(
      solved(
        "The current in a wire is I(t) = I_0 e^(-t/τ), with I_0 = 3.0 A and τ = 0.20 s. How much charge passes from t = 0 to t = τ?",
      ).si.value,
    ).toBeCloseTo(3 * 0.2 * (1 - Math.exp(-1)), 6);
    expect(
      solved(
        "A rod from x = 0 to x = L, L = 2.0 m, has λ(x) = λ_0 (x/L)^2 with λ_0 = 0.30 kg/m. What is its mass?",
      ).si.value,
    ).toBeCloseTo((0.3 * 2) / 3, 6);
  });

  it("refuses a symbol defined twice", () => {
    expect(
      refused(
        "A rod from x = 0 to x = L has λ(x) = λ_0 (x/L)^2 with λ_0 = 0.30 kg/m and L = 2.0 m, and a second rod has L = 3.0 m. What is the mass of the first rod?",
      ),
    ).toBe(true);
  });
});
