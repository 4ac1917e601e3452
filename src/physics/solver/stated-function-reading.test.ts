import { describe, expect, it } from "vitest";
import { solveProblemReply } from "../modes/problem-solver";
import { solveText } from "./free-form";
import { refused, solved } from "./test-helpers";

describe("a quantity stated as a function of time or position", () => {
  it("differentiates a position twice for an acceleration at an instant", () => {
    const solution = solved(
      "A cart's position is x(t) = 2.0t^3 - 5.0t^2 + 1.0, where x is in meters and t is in seconds. What is its acceleration at t = 1.5 s?",
    );
    // d²x/dt² = 12t − 10 = 8.0 m/s² at 1.5 s.
    expect(solution.si.value).toBeCloseTo(8, 4);
    expect(solution.si.unit).toBe("m/s^2");
    expect(solution.steps[0].equation).toContain("\\frac{d^2x}{dt^2}");
  });

  it("integrates the size of a velocity that turns around for a distance, and not for a displacement", () => {
    const stated =
      "A bead moves along a wire with velocity v(t) = 2.0t^2 - 8.0t + 6.0, with v in m/s and t in s.";
    // v = 2(t − 1)(t − 3): forward 8/3 m, back 8/3 m, forward 8/3 m from 0 to 4 s.
    expect(solved(`${stated} How far does it travel between t = 0 and t = 4.0 s?`).si.value).toBeCloseTo(
      8,
      4,
    );
    expect(solved(`${stated} What is its displacement between t = 0 and t = 4.0 s?`).si.value).toBeCloseTo(
      8 / 3,
      4,
    );
  });

  it("shares an impulse by the mass for a speed gained from rest", () => {
    const solution = solved(
      "A net force F(t) = (8.0t - 2.0t^2) N, with t in seconds, pushes a 4.0-kg crate that starts at rest on ice. How fast is the crate moving at t = 3.0 s?",
    );
    // ∫₀³ (8t − 2t²) dt = 36 − 18 = 18 N·s, over 4.0 kg.
    expect(solution.si.value).toBeCloseTo(4.5, 6);
    expect(solution.steps[0].principle).toContain("Simpson");
  });

  it("takes the force from a potential energy and the field from a potential with the sign changed", () => {
    expect(
      solved(
        "A particle moving along the x axis has potential energy U(x) = (2.0 J/m^2)x^2 - (0.50 J/m^3)x^3. What is the x component of the force on it at x = 1.0 m?",
      ).si.value,
    ).toBeCloseTo(-2.5, 5);
    const field = solved(
      "Along the x axis the electric potential is V(x) = 6.0x^2 - 2.0x, with V in volts and x in meters. What is the x-component of the electric field at x = 0.50 m?",
    );
    expect(field.si.value).toBeCloseTo(-4, 5);
    expect(field.si.unit).toBe("V/m");
  });

  it("reads values written with units inside the function and a constant named beside it", () => {
    expect(
      solved(
        "The angular velocity of a rotor is ω(t) = 4.0 rad/s + (1.5 rad/s^3)t^2. Through what angle does it turn between t = 0 and t = 2.0 s?",
      ).si.value,
    ).toBeCloseTo(12, 5);
    expect(
      solved(
        "A puck of mass 0.30 kg at rest is struck so that the force on it is F(t) = F_0 sin(πt/T), with F_0 = 60 N and T = 0.010 s. What is the puck's speed at t = 0.010 s?",
      ).si.value,
    ).toBeCloseTo((2 * 60 * 0.01) / Math.PI / 0.3, 4);
  });

  it("multiplies the rate of change of a field by the coil's area and turns for an emf", () => {
    const solution = solved(
      "A 50-turn coil of area 0.020 m² lies with its plane perpendicular to a magnetic field B(t) = 0.40t² T (t in seconds). What is the magnitude of the induced emf at t = 3.0 s?",
    );
    expect(solution.si.value).toBeCloseTo(50 * 0.02 * 0.8 * 3, 5);
  });

  it("gives the charge that passes as the integral of the current, in the unit asked", () => {
    const solution = solved(
      "The current in a wire is I(t) = 0.30t^2 + 2.0 (amps, t in seconds). How much charge passes between t = 0 and t = 2.0 s, in millicoulombs?",
    );
    expect(solution.answer.unit).toBe("mC");
    expect(solution.si.value).toBeCloseTo(0.8 + 4, 6);
  });

  it("refuses a vector, a question with no instant, a given it would leave unused and units that disagree", () => {
    expect(
      refused(
        "A particle's position is r(t) = (3.0t^2) î + (2.0t^3) ĵ, with r in meters and t in seconds. What is its speed at t = 2.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "The position of a particle is x(t) = 4.0t^3 - 6.0t^2 + 2.0, with x in meters and t in seconds. What is its acceleration at the instant its velocity is zero?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A force F(t) = 6.0t^2 N acts on a 2.0 kg cart moving at 3.0 m/s. How fast is it moving at t = 2.0 s?",
      ),
    ).toBe(true);
    expect(
      solveText(
        "A force F(t) = (2.0 m/s)t + (3.0 N) acts on a 2.0 kg block at rest. How fast is it moving at t = 2.0 s?",
      ).status,
    ).not.toBe("solved");
  });

  it("refuses a function that blows up where it would be integrated or differentiated", () => {
    expect(
      refused(
        "A particle moves with velocity v(t) = 1/(t - 2.0001), with v in m/s and t in s. What is its displacement between t = 0 and t = 4.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A particle's position is x(t) = 1/(t - 2.0), with x in m and t in s. What is its velocity at t = 2.0001 s?",
      ),
    ).toBe(true);
  });

  it("finds the field of a sphere whose charge density varies with radius by Gauss's law, inside and outside", () => {
    const sphere = (at: string) =>
      solved(
        `A solid insulating sphere of radius R = 4.0 cm has a volume charge density ρ(r) = A r^2 with A = 5.0 × 10^-2 C/m^5. What is the magnitude of the electric field at a distance r = ${at} from the center?`,
      ).si.value;
    const epsilon0 = 8.8541878128e-12;
    // Inside: E = A r³ / (5ε₀); outside: E = A R⁵ / (5ε₀ r²).
    expect(sphere("2.0 cm")).toBeCloseTo((5e-2 * 0.02 ** 3) / (5 * epsilon0), -1);
    expect(sphere("8.0 cm")).toBeCloseTo((5e-2 * 0.04 ** 5) / (5 * epsilon0 * 0.08 ** 2), -1);
  });

  it("shows the instants and constants as givens and the unknown by its symbol in the Problem Solver's reply", () => {
    const { reply } = solveProblemReply({
      problem:
        "A puck of mass 0.30 kg at rest is struck so that the force on it is F(t) = F_0 sin(πt/T), with F_0 = 60 N and T = 0.010 s. What is the puck's speed at t = 0.010 s?",
      level: "calculus",
    });
    expect(reply).toContain("$F_{0} = 60.0");
    expect(reply).toContain("Time asked about: $t = 0.0100");
    expect(reply).toContain("Speed, $v$");
  });
});

describe("a stated function's constants, coils and heat capacities", () => {
  it("integrates a force whose work the question asks of 'this force'", () => {
    const solution = solved(
      "A force acting along the x-axis varies with position as $F(x) = (3.0\\ \\text{N/m}^2)\\,x^2$. How much work does this force do on an object that moves from $x = 0$ to $x = 2.0\\ \\text{m}$?",
    );
    // ∫₀² 3x² dx = 8 J.
    expect(solution.si).toEqual({ value: expect.closeTo(8, 9), unit: "J" });
  });

  it("reads a constant written against the variable ('kx') and gives the work needed against a restoring force", () => {
    const spring =
      "A stiff nonlinear spring exerts a restoring force of magnitude $F(x) = kx + \\beta x^3$, with $k = 200\\ \\mathrm{N/m}$ and $\\beta = 5.0\\times10^{3}\\ \\mathrm{N/m^3}$, where $x$ is the stretch.";
    // ½k x² + ¼β x⁴ at 0.10 m: 1.0 + 0.125 J.
    expect(
      solved(
        `${spring} How much work is required to stretch it slowly from $x = 0$ to $x = 10\\ \\mathrm{cm}$?`,
      ).si.value,
    ).toBeCloseTo(1.125, 9);
    // The spring's own work has the other sign; the size of its force does not give it.
    expect(
      refused(`${spring} How much work does the spring do from $x = 0$ to $x = 10\\ \\mathrm{cm}$?`),
    ).toBe(true);
  });

  it("multiplies the emf of a flux through each turn by the coil's turns, and refuses a flux through the whole coil", () => {
    const emf = (where: string) =>
      `The magnetic flux through ${where} varies in time as $\\Phi_B(t) = (0.020\\ \\text{Wb/s}^2)\\,t^2$. What is the magnitude of the emf induced in the coil at $t = 3.0\\ \\text{s}$?`;
    // N dΦ/dt = 50 × 2 × 0.020 × 3.0 = 6.0 V.
    const solution = solved(emf("each turn of a 50-turn coil"));
    expect(solution.si.value).toBeCloseTo(6, 6);
    expect(solution.steps[0].equation).toContain("N\\,\\frac{d\\Phi}{dt}");
    expect(refused(emf("a 50-turn coil"))).toBe(true);
  });

  it("gives the heat and the entropy change of a heat capacity that varies with temperature", () => {
    const sample =
      "A solid sample has a heat capacity that varies with temperature as C(T) = a + bT, with a = 20 J/K and b = 0.050 J/K².";
    // Q = a ΔT + b(T₂² − T₁²)/2; ΔS = a ln(T₂/T₁) + b ΔT.
    expect(
      solved(`${sample} How much heat does it take to warm it from 300 K to 500 K?`).si.value,
    ).toBeCloseTo(20 * 200 + 0.025 * (500 ** 2 - 300 ** 2), 4);
    const entropy = solved(
      `${sample} What is its entropy change when it is heated reversibly from 300 K to 500 K?`,
    );
    expect(entropy.si).toEqual({ value: expect.closeTo(20 * Math.log(5 / 3) + 0.05 * 200, 6), unit: "J/K" });
  });

  it("multiplies a molar heat capacity stated as a law in T by the amount", () => {
    const solution = solved(
      "At very low temperatures the molar heat capacity of a certain crystal follows the Debye law C = aT^3, where a = 2.0 × 10^-5 J/(mol·K^4). How much heat is needed to warm 3.0 mol of the crystal from 10 K to 30 K?",
    );
    // n a (T₂⁴ − T₁⁴)/4 = 3.0 × 5.0 × 10⁻⁶ × 800 000 = 12 J.
    expect(solution.si.value).toBeCloseTo(12, 6);
    expect(solution.answer.unit).toBe("J");
  });

  it("finds the field of a wire whose current density varies with radius by Ampère's law, its unknown scale shared by the total current", () => {
    const wire = (at: string) =>
      `A long straight wire of radius $R = 2.0\\ \\mathrm{mm}$ carries a total current $I = 10\\ \\mathrm{A}$, but the current density is not uniform: $J(r) = C r$ for $0 \\le r \\le R$, where $C$ is a constant. Find the magnitude of the magnetic field at $r = ${at}\\ \\mathrm{mm}$ from the axis, in $\\mu$T.`;
    const mu0 = 4e-7 * Math.PI;
    // Inside: I_enc = I r³/R³, so B = μ₀ I r² / (2π R³); outside: μ₀ I / 2πr.
    const inside = solved(wire("1.0"));
    expect(inside.si.value).toBeCloseTo((mu0 * 10 * 0.001 ** 2) / (2 * Math.PI * 0.002 ** 3), 9);
    expect(inside.answer).toEqual({ value: 250, unit: "uT" });
    expect(solved(wire("3.0")).si.value).toBeCloseTo((mu0 * 10) / (2 * Math.PI * 0.003), 9);
    // Without the total current the constant is not known.
    expect(
      refused(
        "A long straight wire of radius $R = 2.0\\ \\mathrm{mm}$ carries a current whose density is $J(r) = C r$, where $C$ is a constant. Find the magnitude of the magnetic field at $r = 1.0\\ \\mathrm{mm}$ from the axis.",
      ),
    ).toBe(true);
  });

  it("integrates a rod's linear mass density times the squared distance for its moment of inertia about an end", () => {
    const about =
      "Find the rod's moment of inertia about an axis perpendicular to the rod through the end at x = 0.";
    // ∫₀² 3x · x² dx = 12 kg·m².
    expect(
      solved(
        `A thin rod of length 2.0 m has a nonuniform linear mass density λ = (3.0 kg/m²)x, where x is measured from one end. ${about}`,
      ).si,
    ).toEqual({ value: expect.closeTo(12, 9), unit: "kg*m^2" });
    // ∫₀^1.2 (0.50 + 0.80x) x² dx = 0.50 × 0.576 + 0.80 × 0.5184.
    expect(
      solved(
        `A thin rod of length 1.2 m lies along the x-axis from x = 0 to x = 1.2 m. Its linear mass density is λ(x) = (0.50 + 0.80x) kg/m, with x in meters. ${about}`,
      ).si.value,
    ).toBeCloseTo(0.5 * 0.576 + 0.8 * 0.5184, 9);
    // An axis the question places by words alone, not at a position, is not read.
    expect(
      refused(
        "A thin rod of length 2.0 m has a nonuniform linear mass density λ = (3.0 kg/m²)x, where x is measured from one end. Find the rod's moment of inertia about an axis perpendicular to the rod through its center.",
      ),
    ).toBe(true);
  });

  it("gives a rod's mass and centre of mass from its linear mass density", () => {
    const rod =
      "A thin rod of length 2.0 m has a nonuniform linear mass density λ = (3.0 kg/m²)x, where x is measured from one end.";
    // m = ∫₀² 3x dx = 6.0 kg; x_cm = ∫₀² 3x² dx / m = 8/6 m.
    expect(solved(`${rod} What is the rod's mass?`).si).toEqual({ value: expect.closeTo(6, 9), unit: "kg" });
    expect(solved(`${rod} Where is its center of mass?`).si).toEqual({
      value: expect.closeTo(8 / 6, 9),
      unit: "m",
    });
  });
});

describe("a stated function written as a law, and the instants and starts the words give", () => {
  it("reads a force written as a law in x with its unit after the bracket, in textbook, LaTeX and chat typing", () => {
    // ∫₁² (4x² + 2) dx = 4(8 − 1)/3 + 2 = 34/3 J.
    const textbook = solved(
      "The force on a bead threaded on a straight wire varies as F = (4.0x^2 + 2.0) N, where x is in meters. Find the work done on the bead by this force as it slides from x = 1.0 m to x = 2.0 m.",
    );
    expect(textbook.si).toEqual({ value: expect.closeTo(34 / 3, 9), unit: "J" });
    expect(textbook.answer).toEqual({ value: 11, unit: "J" });
    expect(textbook.steps[0].equation).toContain("\\int_{x_1}^{x_2} F(x)\\,dx");
    expect(textbook.steps[0].principle).toContain("Simpson");
    const latex = solved(
      "A spring-like device pushes with $F(x) = (3.0\\,\\text{N/m}^2)x^2$. Determine the work done by the device as the slider moves from $x = 0$ to $x = 2.0\\,\\text{m}$.",
    );
    expect(latex.si).toEqual({ value: expect.closeTo(8, 9), unit: "J" });
    expect(solved("how much work does F(x)=3x^2 N do between x=0 and x=2 m").si.value).toBeCloseTo(8, 9);
  });

  it("takes the interval from the sentence before a question that names none", () => {
    const solution = solved(
      "A force F(x) = 6.0x N drags a sled from x = 1.0 m to x = 2.0 m. What work does it do?",
    );
    // 3x² from 1 to 2.
    expect(solution.si).toEqual({ value: expect.closeTo(9, 9), unit: "J" });
  });

  it("gives the emf of a flux written as a law in t, and the charge a current carries in the first seconds", () => {
    const emf = solved(
      "The magnetic flux through a single loop changes as Φ_B = 0.10t² Wb, with t in seconds. Find the induced emf at t = 1.5 s.",
    );
    expect(emf.si).toEqual({ value: expect.closeTo(0.3, 9), unit: "V" });
    expect(emf.steps[0].equation).toContain("\\frac{d\\Phi}{dt}");
    // ∫₀² (2.0 + 0.30t²) dt = 4.0 + 0.80 C.
    const charge = solved(
      "The current in a heater lead is I = 2.0 A + (0.30 A/s²)t². How much charge flows through the lead in the first 2.0 s?",
    );
    expect(charge.si).toEqual({ value: expect.closeTo(4.8, 9), unit: "C" });
    expect(charge.steps[0].substitution).toContain("t_1 = 0");
  });

  it("gives a velocity at an instant from an acceleration and the body's start at rest or at a stated speed", () => {
    // v = 3t² from rest: 12 m/s at 2.0 s.
    const fromRest = solved(
      "A sled starts from rest and is pulled so that its acceleration is a(t) = (6.0 m/s³)t. What is its speed at t = 2.0 s?",
    );
    expect(fromRest.si).toEqual({ value: expect.closeTo(12, 9), unit: "m/s" });
    expect(fromRest.steps[0].equation).toContain("v_0 + \\int_0^{t}");
    expect(fromRest.steps[0].principle).toContain("from rest");
    // 2.0 + 0.25 t² at 2.0 s.
    const moving = solved(
      "A cart moving at 2.0 m/s along x at t = 0 has acceleration a(t) = (0.50 m/s^3)t. Find its velocity at t = 2.0 s.",
    );
    expect(moving.si.value).toBeCloseTo(3, 9);
    expect(moving.steps[0].substitution).toContain("v_0 = 2.0\\ \\mathrm{m}");
    expect(solved("a(t) = 6t m/s^2, v(0) = 2 m/s. find v at t = 2 s").si.value).toBeCloseTo(14, 9);
  });

  it("gives a position from a velocity and the start, and from an acceleration integrated twice", () => {
    // 1.0 + t³ at 2.0 s.
    expect(
      solved(
        "A drone is at x = 1.0 m at t = 0 and flies along x with velocity v(t) = 3.0t^2 m/s. Where is it at t = 2.0 s?",
      ).si,
    ).toEqual({ value: expect.closeTo(9, 9), unit: "m" });
    // From rest at the origin, a = 2 − 3t gives x = t² − t³/2: 0.5 m at 1.0 s.
    const twice = solved(
      "A bead starts from rest at the origin with acceleration a(t) = (2.0 - 3.0t) m/s^2. What is its position at t = 1.0 s?",
    );
    expect(twice.si).toEqual({ value: expect.closeTo(0.5, 9), unit: "m" });
    expect(twice.steps[0].equation).toContain("(t - u)");
    // The distance in the first 2.0 s of a = 6t from rest: t³ = 8 m.
    expect(
      solved(
        "The acceleration of a probe that is at rest at the origin at t = 0 is a(t) = (6.0 m/s³)t. How far does it travel in the first 2.0 s?",
      ).si.value,
    ).toBeCloseTo(8, 9);
  });

  it("refuses a state without its start, a change without its interval, a start at another instant and a distance that turns back", () => {
    expect(refused("A particle has velocity v(t) = 3.0t^2 m/s. What is its position at t = 2.0 s?")).toBe(
      true,
    );
    expect(refused("A particle has acceleration a(t) = 6.0t m/s^2. What is its velocity at t = 2.0 s?")).toBe(
      true,
    );
    expect(
      refused("The current in a wire is I(t) = (0.30t^2 + 2.0) A. How much charge passes at t = 2.0 s?"),
    ).toBe(true);
    expect(refused("A force F(x) = 3x^2 N acts on a box. How much work does it do?")).toBe(true);
    expect(
      refused(
        "A particle is at rest at t = 1.0 s and then has acceleration a(t) = 6.0t m/s^2. What is its speed at t = 2.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A car at rest has acceleration a(t) = 6.0t m/s^2 and an initial velocity of 2.0 m/s. What is its speed at t = 2.0 s?",
      ),
    ).toBe(true);
    // v = 2t − 1.5t² turns back at 4/3 s: the distance is not the displacement's size.
    expect(
      refused(
        "A particle starts from rest at the origin with acceleration a(t) = (2.0 - 3.0t) m/s^2. How far does it travel in the first 2.0 s?",
      ),
    ).toBe(true);
    // Two laws of x: which force is meant is not told.
    expect(
      refused(
        "A force F = 3x^2 N acts on a box from x = 0 to x = 2.0 m. A second force F = 2x N also acts. How much work does the first force do?",
      ),
    ).toBe(true);
  });
});

describe("averages, greatest values, pushes that last a stated time and amounts reached", () => {
  it("gives the greatest emf of a sinusoidal flux over one period, and a greatest value over a stated interval", () => {
    // |dΦ/dt| = 0.50 × 5.0 |cos 5.0t|: at most 2.5 V.
    const sinusoid = solved(
      "The magnetic flux through a loop is given by Φ = 0.50 sin(5.0t) Wb, with t in seconds. What is the maximum emf induced in the loop?",
    );
    expect(sinusoid.si).toEqual({ value: expect.closeTo(2.5, 6), unit: "V" });
    expect(sinusoid.steps[0].principle).toContain("one period");
    expect(sinusoid.steps[0].equation).toContain("\\max");
    // v = 6t − 3t², greatest at t = 1 s on [0, 3 s]: 3 m/s.
    expect(
      solved(
        "A slider's position is x(t) = 3.0t^2 - 1.0t^3, with x in meters and t in seconds. What is its greatest velocity between t = 0 and t = 3.0 s?",
      ).si.value,
    ).toBeCloseTo(3, 6);
  });

  it("gives an average as the integral over the interval's length, or as the change over it", () => {
    // ∫₀² 6t² dt / 2 s = 16 N·s / 2 s.
    const force = solved(
      "A force F(t) = (6.0 N/s²)t² acts on a ball from t = 0 to t = 2.0 s. What is the average force over that time?",
    );
    expect(force.si).toEqual({ value: expect.closeTo(8, 9), unit: "N" });
    expect(force.steps[0].equation).toContain("\\overline{F}");
    // (x(3) − x(1)) / 2 s = (18 − 3 − 1 + ... ) : x = 2t² − t + 3 gives 18 and 4.
    const velocity = solved(
      "A particle's position is x(t) = 2.0t^2 - 1.0t + 3.0, with x in meters and t in seconds. What is its average velocity between t = 1.0 s and t = 3.0 s?",
    );
    expect(velocity.si).toEqual({ value: expect.closeTo(7, 9), unit: "m/s" });
    expect(velocity.steps[0].equation).toContain("x(t_2) - x(t_1)");
  });

  it("gives the greatest acceleration of a sinusoidal position, and refuses a curvature beside a pole", () => {
    // ω² A = 16 × 0.30 m/s².
    expect(
      solved("A particle's position is x(t) = -0.30 cos(4.0t) m, t in s. What is its maximum acceleration?")
        .si.value,
    ).toBeCloseTo(4.8, 6);
    expect(
      refused(
        "A particle's position is x(t) = 1/(t - 2.0), with x in m and t in s. What is its acceleration at t = 2.0001 s?",
      ),
    ).toBe(true);
  });

  it("gives an average speed from a position only while the body keeps its direction", () => {
    const position = "A particle's position is x(t) = t^2 - 4.0t, with x in meters and t in seconds.";
    // It turns back at t = 2.0 s: from 0 to 4.0 s it covers 8 m, though its displacement is zero.
    expect(refused(`${position} What is its average speed between t = 0 and t = 4.0 s?`)).toBe(true);
    expect(
      solved(`${position} What is its average speed between t = 2.0 s and t = 4.0 s?`).si.value,
    ).toBeCloseTo(2, 9);
  });

  it("takes the interval of a push from the time it lasts, and a starting speed stated as initial", () => {
    // ∫₀^τ F_max sin(πt/τ) dt = 2 F_max τ / π, over the mass.
    const kick = solved(
      "During a shove lasting τ = 0.050 s, the force of a player's hands on a 5.0 kg sled initially at rest is F(t) = F_0 sin(πt/τ), with F_0 = 200 N. How fast is the sled moving just after the shove?",
    );
    expect(kick.si).toEqual({ value: expect.closeTo((2 * 200 * 0.05) / Math.PI / 5, 9), unit: "m/s" });
    expect(kick.steps[0].substitution).toContain("t_2 = 0.050");
    // 3.0 + ∫₀² 4t dt / 2.0 kg.
    expect(
      solved(
        "A 2.0 kg block has an initial velocity of 3.0 m/s along x when a force F(t) = (4.0 N/s)t along x starts to act on it. What is its velocity at t = 2.0 s?",
      ).si.value,
    ).toBeCloseTo(7, 9);
  });

  it("gives the kinetic energy an impulse gives a body at rest, and the time an accumulation takes to reach an amount", () => {
    // J = 2.0 × 1.2² = 2.88 N·s, ½ m (J/m)² = 2.0736 J.
    expect(
      solved(
        "A 2.0 kg block at rest is pushed by a force F(t) = (4.0 N/s)t. What is its kinetic energy at t = 1.2 s?",
      ).si,
    ).toEqual({ value: expect.closeTo(2.0736, 9), unit: "J" });
    // ∫₀ᵀ 2t dt = T² = 2.25 C.
    const reach = solved(
      "The current in a wire is I(t) = (2.0 A/s)t. How long does it take for 2.25 C of charge to pass?",
    );
    expect(reach.si).toEqual({ value: expect.closeTo(1.5, 9), unit: "s" });
    expect(reach.steps[0].equation).toContain("= 2.25");
  });

  it("refuses a greatest value with no period or interval, an average at one instant, energy given to a moving body and an amount an accumulation that turns back never reaches", () => {
    expect(
      refused(
        "A particle's position is x(t) = 1.0t^3, with x in meters and t in seconds. What is its maximum velocity?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A particle's position is x(t) = 2.0t^2, with x in meters and t in seconds. What is its average velocity at t = 2.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A 2.0 kg block has an initial velocity of 3.0 m/s when a force F(t) = (4.0 N/s)t starts to push it. How much energy has it at t = 1.2 s?",
      ),
    ).toBe(true);
    // I = 1 − 2t: the charge rises to 0.25 C at 0.5 s and never reaches 1.5 C.
    expect(
      refused(
        "The current in a wire is I(t) = (1.0 - 2.0t) A. How long does it take for 1.5 C of charge to pass?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A sled moving at 3.0 m/s is pushed by a force F(t) = (4.0 N/s)t. The sled has a mass of 2.0 kg. What is its speed at t = 2.0 s?",
      ),
    ).toBe(true);
  });
});

describe("a value no operation on the stated function uses", () => {
  it("is set aside and named when it stands in a sentence of its own", () => {
    const solution = solved(
      "A force F(t) = (4.0 N/s)t pushes a 2.0 kg cart at rest along a smooth floor. The cart's wheels have a radius of 5.0 cm. What is its speed at t = 1.0 s?",
    );
    // ∫₀¹ 4t dt = 2.0 N·s over 2.0 kg.
    expect(solution.si).toEqual({ value: expect.closeTo(1, 9), unit: "m/s" });
    expect(solution.understood.assumptions.join(" ")).toContain('Not needed for this answer: "5.0 cm"');
  });

  it("is not set aside where friction, a slope or a rise could make it matter, nor when it shares a sentence", () => {
    expect(
      refused(
        "A force F(t) = (4.0 N/s)t pushes a 2.0 kg cart at rest up a ramp. The ramp is 3.0 m long. What is its speed at t = 1.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A force F(t) = (4.0 N/s)t pushes a 2.0 kg block at rest. The coefficient of friction is 0.20. What is its speed at t = 1.0 s?",
      ),
    ).toBe(true);
    expect(
      refused(
        "A force F(t) = (4.0 N/s)t pushes a 2.0 kg block at rest. The block is 0.50 m long, 0.20 m wide. What is its speed at t = 1.0 s?",
      ),
    ).toBe(true);
  });
});

describe("more ways a stated function is asked about", () => {
  it("gives a speed as the size of a stated velocity, and a net force as the mass times the second derivative of a position", () => {
    expect(solved("A particle's velocity is v(t) = 3.0t^2 m/s. What is its speed at t = 2.0 s?").si).toEqual({
      value: expect.closeTo(12, 9),
      unit: "m/s",
    });
    // m d²x/dt² = 2.0 kg × 3.0 m/s².
    const force = solved(
      "A 2.0 kg particle's position is x(t) = 1.5t^2 m with t in s. What net force acts on it at t = 1.0 s?",
    );
    expect(force.si).toEqual({ value: expect.closeTo(6, 6), unit: "N" });
    expect(force.steps[0].equation).toContain("\\frac{d^2x}{dt^2}");
  });

  it("answers without an instant only where the answer is the same at every instant", () => {
    const steady = solved(
      "The magnetic field through a 0.20 m² loop is B(t) = 5.0t T, perpendicular to it. Find the induced emf.",
    );
    expect(steady.si).toEqual({ value: expect.closeTo(1, 9), unit: "V" });
    expect(steady.steps[0].principle).toContain("same at every instant");
    expect(
      refused(
        "The magnetic field through a 0.20 m² loop is B(t) = 5.0t^2 T, perpendicular to it. Find the induced emf.",
      ),
    ).toBe(true);
  });

  it("reads the force named before the function in the question as the agent, not what is asked", () => {
    // ∫₀³ 6t² dt = 54 N·s.
    expect(
      solved("What impulse does the force F(t) = (6.0 N/s²)t² deliver between t = 0 and t = 3.0 s?").si,
    ).toEqual({ value: expect.closeTo(54, 9), unit: "N*s" });
  });
});

describe("a rate given as a function of the speed", () => {
  it("separates a drag law for the distance and the time between a starting and a final speed", () => {
    // a = −kv²: x = ln(v₀/v₁)/k, t = (1/v₁ − 1/v₀)/k.
    const boat =
      "A launch has v_0 = 8.0 m/s when its engine stops, and then decelerates as a = -kv^2, where k = 0.050 m^-1.";
    const distance = solved(`${boat} How far does it coast while its speed falls to 2.0 m/s?`);
    expect(distance.si).toEqual({ value: expect.closeTo(Math.log(4) / 0.05, 6), unit: "m" });
    expect(distance.steps[0].equation).toContain("\\frac{v\\,dv}{a(v)}");
    expect(distance.steps[0].principle).toContain("separated");
    expect(solved(`${boat} How long does it take to slow to 2.0 m/s?`).si.value).toBeCloseTo(
      (1 / 2 - 1 / 8) / 0.05,
      6,
    );
  });

  it("shares a drag force by the mass, and a friction torque in ω by the moment of inertia", () => {
    // m dv/dt = −bv: t = (m/b) ln(v₀/v₁).
    expect(
      solved(
        "A 2.0 kg puck sliding at 10 m/s feels a drag force F(v) = -(0.50 N*s/m)v. How long until its speed falls to 5.0 m/s?",
      ).si.value,
    ).toBeCloseTo(4 * Math.log(2), 6);
    // I dω/dθ ω = −bω: θ = I(ω₀ − ω₁)/b.
    expect(
      solved(
        "a rotor with I = 0.50 kg m^2 turns at 40 rad/s and its bearing's friction torque is -0.20*ω (N m, ω in rad/s). through how many radians does it turn while slowing to 20 rad/s?",
      ).si,
    ).toEqual({ value: expect.closeTo(50, 6), unit: "rad" });
  });

  it("refuses a speed the drag never brings it to, a body that never stops under v², and speeds with no final one named", () => {
    const boat = "A launch has v_0 = 2.0 m/s and decelerates as a = -kv^2, where k = 0.050 m^-1.";
    expect(refused(`${boat} How long does it take to reach 8.0 m/s?`)).toBe(true);
    expect(refused(`${boat} How far does it go before it stops?`)).toBe(true);
    expect(
      refused(
        "A boat moves at 8.0 m/s and 2.0 m/s with a = -kv^2, where k = 0.050 m^-1. How far does it go?",
      ),
    ).toBe(true);
  });
});

describe("stated functions typed in a chat", () => {
  it("reads terse typing: a start without 'the', a first interval without 'the', phi for a flux, a function that holds every number", () => {
    expect(
      solved("particle starts at rest at origin, a(t) = 6t m/s^2, how far in first 2 s").si.value,
    ).toBeCloseTo(8, 9);
    expect(solved("flux phi(t) = 0.1t^2 Wb thru a loop, emf at t=1s?").si).toEqual({
      value: expect.closeTo(0.2, 9),
      unit: "V",
    });
    expect(solved("I(t) = 0.3t^2 + 2 A, how much charge in first 2 s").si.value).toBeCloseTo(4.8, 9);
    expect(solved("flux = 0.5sin(5t) Wb, max emf?").si.value).toBeCloseTo(2.5, 6);
    expect(
      solved("boat v0 = 8 m/s, a = -0.05v^2 (m/s^2, v in m/s). how far till speed is 2 m/s").si.value,
    ).toBeCloseTo(Math.log(4) / 0.05, 6);
  });

  it("refuses phi without a unit that tells a flux from an angle", () => {
    expect(refused("phi(t) = 0.1t^2, what is its rate of change at t=1s?")).toBe(true);
  });
});

describe("a power that varies in time and a change of phase", () => {
  it("gives the time the heat m L takes to flow, the water already at its freezing or melting point", () => {
    // ∫₀ᵀ 2t dt = T² = 0.80 kg × 3.34 × 10⁵ J/kg.
    const melt = solved(
      "A heater delivers P(t) = (2.0 W/s)t to 0.80 kg of ice at 0 °C. How long does it take to melt all the ice? The latent heat of fusion is 3.34 × 10^5 J/kg.",
    );
    expect(melt.si).toEqual({ value: expect.closeTo(Math.sqrt(0.8 * 3.34e5), 6), unit: "s" });
    expect(melt.steps[0].equation).toContain("m L");
    // P₀τ(1 − e^(−T/τ)) = m L.
    const freeze = solved(
      "A chiller holds 0.40 kg of water at 0 °C and draws heat from it at P(t) = P0 e^(−t/τ), where P0 = 150 W and τ = 30 min. How long, in minutes, until all the water is frozen? (L_f = 3.34 × 10^5 J/kg)",
    );
    expect(freeze.si.value).toBeCloseTo(-1800 * Math.log(1 - (0.4 * 3.34e5) / (150 * 1800)), 3);
    expect(freeze.answer.unit).toBe("min");
  });

  it("refuses water that must first cool, and a power that never delivers enough", () => {
    expect(
      refused(
        "A chiller holds 0.40 kg of water at 10 °C and draws heat from it at P(t) = P0 e^(−t/τ), where P0 = 150 W and τ = 30 min. How long, in minutes, until all the water is frozen? (L_f = 3.34 × 10^5 J/kg)",
      ),
    ).toBe(true);
    // P₀τ = 90 kJ is less than m L = 134 kJ.
    expect(
      refused(
        "A chiller holds 0.40 kg of water at 0 °C and draws heat from it at P(t) = P0 e^(−t/τ), where P0 = 50 W and τ = 30 min. How long, in minutes, until all the water is frozen? (L_f = 3.34 × 10^5 J/kg)",
      ),
    ).toBe(true);
  });
});

describe("a rate of change stated as a function of the quantity itself", () => {
  it("separates the variables for the depth or time at which the quantity reaches a share of its start", () => {
    // x = ln(10) / 0.040 cm⁻¹.
    const depth = solved(
      "Light entering a tinted gel loses intensity as dI/dx = -0.040 I (x in cm). How deep does it go before the intensity is 10% of what entered, in cm?",
    );
    expect(depth.si).toEqual({ value: expect.closeTo(Math.log(10) / 4, 6), unit: "m" });
    expect(depth.answer).toEqual({ value: 58, unit: "cm" });
    expect(depth.steps[0].principle).toContain("separated");
    // ln 2 / λ.
    expect(
      solved(
        "The number of nuclei in a sample obeys $\\dfrac{dN}{dt} = -\\lambda N$ with $\\lambda = 0.10\\ \\text{s}^{-1}$. How long until half of them remain?",
      ).si.value,
    ).toBeCloseTo(Math.log(2) / 0.1, 6);
  });

  it("refuses a rate not proportional to the quantity, an unstated unit, a share it moves away from and a drop by a share", () => {
    expect(
      refused(
        "Light loses intensity as dI/dx = -0.040 I^2 (x in cm). How deep before the intensity is 10% of what entered, in cm?",
      ),
    ).toBe(true);
    expect(
      refused("Light loses intensity as dI/dx = -0.040 I. How deep before it is 10% of what entered?"),
    ).toBe(true);
    expect(refused("A population grows as dN/dt = 0.10N (t in s). How long until it falls to half?")).toBe(
      true,
    );
    expect(
      refused(
        "Light loses intensity as dI/dx = -0.040 I (x in cm). How deep before the intensity has dropped by 10%, in cm?",
      ),
    ).toBe(true);
  });
});

describe("values of the variable written outside the function and the question", () => {
  it("reads an x between a number and a power of ten as a times sign, never as the variable", () => {
    expect(
      refused("A force F = 2.0 x 10^3 N pushes a cart from x = 0 to x = 5.0 m. What work does it do?"),
    ).toBe(true);
  });

  it("starts a share of the work at the position the body starts from, and reads a restated instant", () => {
    // ∫₁² 3x² dx = 7 J from rest: v = √(2 × 7 / 2.0).
    expect(
      solved(
        "A force F(x) = 3x^2 N pushes a 2.0 kg box starting from rest at x = 1.0 m. What is its speed at x = 2.0 m?",
      ).si.value,
    ).toBeCloseTo(Math.sqrt(7), 6);
    // 10t − t² from 0 to 5 s.
    expect(
      solved(
        "A car moving with velocity v(t) = (10 - 2.0t) m/s comes to rest at t = 5.0 s. How far does it travel from t = 0 to t = 5.0 s?",
      ).si.value,
    ).toBeCloseTo(25, 6);
  });

  it("refuses an instant stated before the question that the reading would leave aside", () => {
    expect(
      refused(
        "An object's acceleration is a = 6.0t m/s^2 and its velocity at t = 1.0 s is 4.0 m/s. What is its velocity at t = 3.0 s?",
      ),
    ).toBe(true);
  });
});

describe("a charge density that varies with position", () => {
  it("gives the charge of a sphere whose density varies with radius, within a radius or in all", () => {
    // ∫₀ʳ A s · 4πs² ds = πA r⁴.
    const sphere =
      "A solid sphere of radius R = 5.0 cm has a volume charge density ρ(r) = A r with A = 2.0 × 10^-3 C/m^4.";
    const whole = solved(`${sphere} What is the total charge of the sphere?`);
    expect(whole.si).toEqual({ value: expect.closeTo(Math.PI * 2e-3 * 0.05 ** 4, 15), unit: "C" });
    expect(whole.steps[0].equation).toContain("4\\pi s^2");
    expect(solved(`${sphere} How much charge lies within r = 3.0 cm of the centre?`).si.value).toBeCloseTo(
      Math.PI * 2e-3 * 0.03 ** 4,
      15,
    );
  });

  it("gives the charge on a rod from its linear charge density between the ends stated", () => {
    // ∫₀² 3.0 nC/m² x dx = 6.0 nC.
    expect(
      solved(
        "A rod lies along the x axis from x = 0 to x = 2.0 m and carries a linear charge density λ(x) = (3.0 nC/m²)x. What is the total charge on the rod?",
      ).si,
    ).toEqual({ value: expect.closeTo(6e-9, 15), unit: "C" });
  });

  it("refuses a sphere's whole charge when its radius is not given", () => {
    expect(
      refused(
        "A charged ball has a volume charge density ρ(r) = A r with A = 2.0 × 10^-3 C/m^4. What is its total charge?",
      ),
    ).toBe(true);
  });
});

describe("an electric field that varies with position", () => {
  const field = "The electric field along the x axis is E(x) = (200 V/m²)x.";

  it("gives the force on a charge at a point and the work the field does on it between two points", () => {
    // q E(2.0 m) = 2.0 × 10⁻⁸ C × 400 V/m.
    const force = solved(`${field} What force acts on a 2.0 × 10^-8 C charge at x = 2.0 m?`);
    expect(force.si).toEqual({ value: expect.closeTo(8e-6, 15), unit: "N" });
    expect(force.steps[0].equation).toContain("q\\,E(x)");
    // q ∫₀² 200x dx = 2.0 × 10⁻⁸ C × 400 V.
    expect(
      solved(
        `${field} How much work does the field do on a 2.0 × 10^-8 C charge that moves from x = 0 to x = 2.0 m?`,
      ).si.value,
    ).toBeCloseTo(8e-6, 15);
  });

  it("refuses the work needed against the field, whose sign the words leave to the reader", () => {
    expect(
      refused(`${field} How much work is needed to move a 2.0 × 10^-8 C charge from x = 0 to x = 2.0 m?`),
    ).toBe(true);
  });
});

describe("the givens the Problem Solver shows for a stated function", () => {
  it("names the starting and final speeds of a drag, and the mass and latent heat of a change of phase", () => {
    const { reply: drag } = solveProblemReply({
      problem: "boat v0 = 8 m/s, a = -0.05v^2 (m/s^2, v in m/s). how far till speed is 2 m/s",
      level: "calculus",
    });
    expect(drag).toContain("Starting speed: $v_0 = 8.00");
    expect(drag).toContain("Final speed: $v_1 = 2.00");
    const { reply: melt } = solveProblemReply({
      problem:
        "A heater delivers P(t) = (2.0 W/s)t to 0.80 kg of ice at 0 °C. How long does it take to melt all the ice? The latent heat of fusion is 3.34 × 10^5 J/kg.",
      level: "calculus",
    });
    expect(melt).toContain("Mass that changes phase: $m = 0.800");
    expect(melt).toContain("Latent heat: $L = 3.34");
  });
});

describe("light through a medium whose refractive index varies along its path", () => {
  it("gives the time to cross a slab as ∫n dx / c, across its thickness from the face x is measured from", () => {
    // (1.40 L + 0.20 L/3) / c with L = 5.0 cm.
    const slab = solved(
      "A plate of graded-index glass is L = 4.0 cm thick, and its refractive index varies with depth x below the entry face as n(x) = 1.50 + 0.30(x/L)^2. How long does a light pulse take to cross the plate, in ps?",
    );
    expect(slab.si).toEqual({ value: expect.closeTo((0.04 * (1.5 + 0.1)) / 299792458, 18), unit: "s" });
    expect(slab.answer.unit).toBe("ps");
    expect(slab.steps[0].equation).toContain("\\frac{1}{c}");
  });

  it("refuses a crossing whose path the words do not start at a face", () => {
    expect(
      refused(
        "A slab of glass is 5.0 cm thick, with refractive index n(x) = 1.40 + 4.0x^2 (x in m). How long does a light pulse take to cross it?",
      ),
    ).toBe(true);
  });
});

describe("an exponent of several terms written in braces", () => {
  it("integrates a discharge current whose exponent holds a time with its unit, in LaTeX", () => {
    const text =
      "A capacitor discharges through a resistor with current $I(t) = (0.250\\ \\text{A})\\,e^{-t/(0.80\\ \\text{s})}$. What charge flows through the resistor from $t = 0$ to $t = 1.6\\ \\text{s}$?";
    const result = solved(text);
    expect(result.si.unit).toBe("C");
    expect(result.si.value).toBeCloseTo(0.25 * 0.8 * (1 - Math.exp(-2)), 3);
  });

  it("reads the same exponent typed in braces without LaTeX", () => {
    const text =
      "current is I(t) = (0.250 A) e^{-t/(0.80 s)}. how much charge goes through between t = 0 and t = 1.6 s";
    expect(solved(text).si.value).toBeCloseTo(0.25 * 0.8 * (1 - Math.exp(-2)), 3);
  });

  it("refuses the charge when no interval is stated", () => {
    expect(
      refused(
        "A capacitor discharges through a resistor with current $I(t) = (0.250\\ \\text{A})\\,e^{-t/(0.80\\ \\text{s})}$. What charge flows through the resistor?",
      ),
    ).toBe(true);
  });
});

describe("a unit written once after a function's last term", () => {
  it("is the whole function's unit, not the last term's", () => {
    const fromRest = solved(
      "A cart's acceleration is a(t) = 4t - 2 m/s^2. It leaves the origin from rest at t = 0. How fast is it moving at t = 2.0 s?",
    );
    // v = ∫(4t − 2) dt from 0 to 2 = 8 − 4
    expect(fromRest.si.value).toBeCloseTo(4, 6);
    expect(fromRest.si.unit).toBe("m/s");
    const work = solved(
      "A force F(x) = 6x^2 + 1 N pushes a crate along a floor. How much work does it do from x = 0 to x = 1.0 m?",
    );
    // ∫(6x² + 1) dx from 0 to 1 = 2 + 1
    expect(work.si.value).toBeCloseTo(3, 6);
  });

  it("still reads a value bracketed with its unit as that term's own", () => {
    const result = solved(
      "A cart's acceleration is a(t) = (4 m/s^3)t - 2 m/s^2. It leaves the origin from rest at t = 0. How fast is it moving at t = 2.0 s?",
    );
    expect(result.si.value).toBeCloseTo(4, 6);
  });

  it("refuses a speed from an acceleration when the start is not given", () => {
    expect(refused("A cart's acceleration is a(t) = 4t - 2 m/s^2. How fast is it moving at t = 2.0 s?")).toBe(
      true,
    );
  });
});
