/**
 * Equations written with symbols: the relation a line writes, in whatever spelling and form,
 * whether the worked solution uses it, and dimension errors only where no reading makes sense.
 */
import { describe, expect, it } from "vitest";
import { RELATIONS } from "../../relations/relations";
import { brakingProblem } from "../braking-problem.fixture";
import { normalizeWorkText } from "./read-expression";
import {
  checkSymbolicEquation,
  followsFromTwoRelations,
  needsAbsoluteTemperature,
  relationFormOf,
  relationPairsToCompose,
} from "./recognise-relation";

function check(line: string, solved = false) {
  const [left, right] = normalizeWorkText(line).split("=");
  return checkSymbolicEquation(left, right, solved ? brakingProblem : undefined);
}

describe("checkSymbolicEquation", () => {
  it.each([
    ["v^2 = 2 g h", "kinematics.free-fall-speed"],
    ["v = sqrt(2gh)", "kinematics.free-fall-speed"],
    ["h = v^2/2g", "kinematics.free-fall-speed"],
    ["F = m a", "dynamics.newton-second-law"],
    ["$\\lambda = \\frac{\\ln 2}{t_{1/2}}$", "nuclear-physics.decay-constant"],
    ["λ = ln 2 / t_1/2", "nuclear-physics.decay-constant"],
    ["N/N0 = (1/2)^(t/t_half)", "nuclear-physics.decay"],
    ["$\\frac{N}{N_0} = \\left(\\frac{1}{2}\\right)^{t/t_{1/2}}$", "nuclear-physics.decay"],
    ["F_net = ma", "dynamics.newton-second-law"],
    ["d = v0 t + 1/2 a t^2", "kinematics.position-time"],
    ["s = ut + ½at²", "kinematics.position-time"],
    ["$d = v_{0} t + \\tfrac{1}{2} a t^{2}$", "kinematics.position-time"],
    ["v = u + at", "kinematics.velocity-time"],
    ["KE = 1/2 m v^2", "work-energy.kinetic-energy"],
    ["2K = mv^2", "work-energy.kinetic-energy"],
    ["PV = nRT", "gas-laws.ideal-gas"],
    ["F = k q1 q2 / r^2", "electric-fields.coulomb"],
    ["F = k |q_1 q_2| / r^2", "electric-fields.coulomb"],
    ["E = k|q|/r^2", "electric-fields.point-charge-field"],
    ["E = hc/λ", "quantum-mechanics.photon-energy-wavelength"],
    ["n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2", "geometric-optics.snell"],
    ["T = 2π√(L/g)", "oscillations-waves.pendulum"],
    ["γ = 1/sqrt(1 - v^2/c^2)", "relativity.lorentz-factor"],
  ])("recognises %j as %s, with the relation's principle and conditions", (line, id) => {
    const finding = check(line);
    expect(finding).toMatchObject({ status: "unchecked", relationId: id });
    const relation = RELATIONS.find((candidate) => candidate.id === id);
    expect(finding?.message).toContain(`"${relation?.principle}"`);
  });

  it("names the variable a special case sets to zero", () => {
    expect(check("v^2 = 2 a d")?.message).toContain("with $v_0 = 0$ (a start from rest)");
    expect(check("d = 1/2 a t^2")).toMatchObject({ relationId: "kinematics.position-time" });
  });

  it("describes v² = 2gh as the free-fall relation, right for a fall from rest", () => {
    const message = check("v^2 = 2 g h")?.message ?? "";
    expect(message).toMatch(
      /^This is the relation "Free fall from rest: speed after falling a height", \$v\^2 = 2 g h\$ \(the same equation as /,
    );
    // Every relation of the same equation is named, energy conserved on a slide among them.
    expect(message).toContain(
      '"Mechanical energy conserved between rest at a height and a speed at the bottom',
    );
    expect(message).toMatch(/\), which assumes released from rest; air resistance neglected\.$/);
  });

  it("knows the power a resistance turns into heat, from the current or the voltage", () => {
    expect(check("P = I^2 R")).toMatchObject({ relationId: "electric-current.power-from-current" });
    expect(check("P = V^2/R")).toMatchObject({ relationId: "electric-current.power-from-voltage" });
  });

  it("does not take a wrong form for a relation", () => {
    for (const line of [
      "gamma = 1/sqrt(1 + v^2/c^2)",
      "d = v0 t + a t^2",
      "KE = m v^2",
      "v = v",
      "F = -kx",
    ]) {
      const finding = check(line);
      expect(finding?.status, line).not.toBe("correct");
      expect(finding && "relationId" in finding ? finding.relationId : undefined, line).toBeUndefined();
    }
  });

  it("says the worked solution uses the relation, or gently that it does not", () => {
    expect(check("d = 1/2 v0 t", true)).toMatchObject({
      status: "correct",
      relationId: "kinematics.average-velocity",
    });
    expect(check("d = 1/2 v0 t", true)?.message).toContain("the worked solution uses it too (step 3)");
    const other = check("F = m a", true);
    expect(other?.status).toBe("unchecked");
    expect(other?.message).toContain("The worked solution does not use it");
    expect(other?.message).toContain("so check that it fits this problem");
    expect(other?.message).not.toMatch(/wrong|error/i);
  });

  it("matches a step of the worked solution written as an equation that is not one of the relations", () => {
    expect(check("a = v0/t", true)).toEqual({
      status: "correct",
      message: "This is the equation of step 2 of the worked solution ($a = \\frac{v_0}{t}$).",
    });
  });

  it("flags a relation written with sides of different dimensions, in words", () => {
    const finding = check("v = 2 g h");
    expect(finding?.status).toBe("error");
    expect(finding?.message).toContain("v is a speed (m/s), but 2 g h is a speed squared (m²/s²)");
    expect(finding?.message).toContain("$v^2 = 2 g h$");
    expect(check("E = m c")?.message).toContain("E is an energy (J), but m c is a momentum");
    expect(check("T = 2 pi sqrt(g/L)")?.message).toContain("is a frequency (Hz)");
  });

  it("never calls a right line wrong when its letters could mean something else", () => {
    for (const line of [
      "mgh = 1/2 mv^2",
      "T - mg = ma",
      "F = G M m / r^2",
      "g = GM/r^2",
      "emf = BLv",
      "v = 20 m/s",
      "F = m × 9.8 m/s^2",
      "x(t) = A cos(ωt)",
      "v[km/h] = 3.6 v[m/s]",
      "dV/dx = 3 a x^2 + b",
      "β = sqrt(1 - 1/γ^2)",
      "F = k e^2 / r^2",
      "ΔS = m c \\ln\\frac{T_f}{T_i}",
      "e_{C} = 1 - T_c/T_h",
      "P = 1 - e^{-0.640}",
      // A zero written as a number, a final velocity of a body that stops, is a zero of any unit.
      "F = m (0 - v_i)/Δt",
    ]) {
      expect(check(line)?.status, line).not.toBe("error");
    }
  });

  it("reads a unicode power before a letter as ending with its digits, not as a number with a unit", () => {
    expect(check("P = I²V")).toMatchObject({ status: "error", kind: "units" });
    expect(check("F = mv²/r")).toMatchObject({
      status: "unchecked",
      relationId: "rotational-motion.centripetal-force",
    });
  });

  it("recognises the engine's own relations written in their LaTeX, and flags none of them", () => {
    let recognised = 0;
    for (const relation of RELATIONS) {
      const finding = check(`$${relation.latex}$`);
      expect(finding?.status, relation.id).not.toBe("error");
      if (finding && "relationId" in finding && finding.relationId) recognised++;
    }
    expect(recognised / RELATIONS.length).toBeGreaterThan(0.9);
  });
});

describe("relationFormOf, for a variant written where the problem names another situation", () => {
  const wheel = "A grinding wheel, a solid disk of mass 4.0 kg and radius 0.20 m, turns at 30 rad/s.";

  it("calls a hoop's moment of inertia wrong for a problem about a solid disk", () => {
    const form = relationFormOf("I", "M R^2", wheel);
    expect(form?.status).toBe("wrong");
  });

  it("knows the same form for a problem about a hoop, and the disk's form for the disk", () => {
    expect(relationFormOf("I", "M R^2", wheel.replace("a solid disk", "a thin hoop"))).toEqual({
      status: "known",
    });
    expect(relationFormOf("I", "1/2 M R^2", wheel)).toEqual({ status: "known" });
  });

  it("says nothing certain where the problem names two bodies", () => {
    const race = "A uniform disk and a thin hoop, each of mass 4.0 kg and radius 0.20 m, turn at 30 rad/s.";
    expect(relationFormOf("I", "M R^2", race)?.status).not.toBe("wrong");
  });
});

describe("relationFormOf, for a relation read with a speed set to zero", () => {
  it("never calls a projectile's steady horizontal motion a relation with a factor left out", () => {
    const cliff =
      "A ball is thrown horizontally at 12.0 m/s from a cliff 19.6 m high. How far from the base does it land?";
    expect(relationFormOf("x", "v_0 t", cliff)?.status).not.toBe("wrong");
  });

  it("still calls it wrong for a body the words bring to rest", () => {
    const braking =
      "A car moving at 20 m/s brakes uniformly and comes to rest in 4.0 s. How far does it travel while braking?";
    expect(relationFormOf("d", "v_0 t", braking)?.status).toBe("wrong");
  });
});

describe("relationFormOf, for a variant the problem's words rule out", () => {
  /** The form of an equation written in LaTeX, read as a reply's line is. */
  const formOf = (left: string, right: string, problem: string) =>
    relationFormOf(normalizeWorkText(left), normalizeWorkText(right), problem);
  const siren =
    "An ambulance drives toward a cyclist at 25 m/s with its 800-Hz siren on. Sound travels at 343 m/s. What frequency does the cyclist hear?";

  it("does not take the receding-source Doppler form as known for a source that approaches", () => {
    expect(formOf("f_L", "f \\frac{v}{v + v_s}", siren)?.status).toBe("doubtful");
    expect(formOf("f_L", "f \\frac{v}{v - v_s}", siren)).toEqual({ status: "known" });
  });

  it("reads the frequencies of the observer and of the source as f_o and f_s", () => {
    expect(formOf("f_o", "f_s \\frac{v}{v + v_s}", siren)?.status).toBe("doubtful");
    expect(formOf("f_o", "f_s \\frac{v}{v - v_s}", siren)).toEqual({ status: "known" });
  });

  it("reads a frequency with a prime, f' or f^{\\prime}, as the frequency heard", () => {
    for (const heard of ["f'", "f^{\\prime}"]) {
      expect(formOf(heard, "f \\frac{v}{v - v_s}", siren), heard).toEqual({ status: "known" });
      expect(formOf(heard, "f \\frac{v}{v + v_s}", siren)?.status, heard).toBe("doubtful");
    }
  });

  it("calls a straight wire's field wrong at the centre of a loop, and knows it beside a wire", () => {
    const ring =
      "A circular loop of radius 6.0 cm carries 3.0 A. What is the field at the centre of the loop?";
    expect(formOf("B", "\\frac{\\mu_0 I}{2\\pi R}", ring)?.status).toBe("wrong");
    expect(formOf("B", "\\frac{\\mu_0 I}{2 R}", ring)).toEqual({ status: "known" });
    const wire = "A long straight wire carries 3.0 A. What is the field 6.0 cm from it?";
    expect(formOf("B", "\\frac{\\mu_0 I}{2\\pi r}", wire)).toEqual({ status: "known" });
  });

  it("keeps the thin-lens equation known for a diverging lens, whose variant writes the same equation", () => {
    const diverging =
      "A candle stands 40 cm from a diverging lens of focal length −15 cm. Where is its image?";
    expect(formOf("\\frac{1}{d_o} + \\frac{1}{d_i}", "\\frac{1}{f}", diverging)).toEqual({
      status: "known",
    });
  });

  it("reads a least resolvable angle written θ_min, and leaves λ/D without the 1.22 unchecked", () => {
    const telescope =
      "A telescope mirror 1.2 m across views stars in 500-nm light. What angle can it resolve?";
    expect(formOf("\\theta_{\\min}", "\\frac{\\lambda}{D}", telescope)?.status).toBe("doubtful");
    // With its 1.22, a measured number, the line is no equation of symbols alone: nothing is said of it.
    expect(formOf("\\theta_{\\min}", "1.22 \\frac{\\lambda}{D}", telescope)).toBeUndefined();
  });

  it("reads an oscillator's energy written E, and calls it wrong without its ½", () => {
    const block = "A 0.50-kg block on a spring of constant 200 N/m oscillates with an amplitude of 4.0 cm.";
    expect(formOf("E", "k A^2", block)?.status).toBe("wrong");
    expect(formOf("E", "\\frac{1}{2} k A^2", block)).toEqual({ status: "known" });
  });
});

describe("an equation two relations give together", () => {
  it("is recognised with one quantity eliminated, and a wrong factor or power is not", () => {
    expect(followsFromTwoRelations("P", "I^2 R")).toBe(true);
    expect(followsFromTwoRelations("P", "V^2/R")).toBe(true);
    expect(followsFromTwoRelations("p", "sqrt(2 m K)")).toBe(true);
    expect(followsFromTwoRelations("P", "2 I^2 R")).toBe(false);
    expect(followsFromTwoRelations("P", "I R")).toBe(false);
    expect(followsFromTwoRelations("K", "m v^2")).toBe(false);
  });

  it("tries only pairs of relations that share the quantity they eliminate", () => {
    // The letters of "P = I² R" can be a power, a current and a resistance.
    const readable = new Set(["P", "I", "R"]);
    const pairs = relationPairsToCompose(readable);
    const general = RELATIONS.filter((relation) => relation.variant === undefined).length;
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.length).toBeLessThan(general);
    for (const [first, second] of pairs) {
      const shared = first.variables.filter((id) => second.variables.includes(id));
      const others = [...first.variables, ...second.variables].filter((id) => !readable.has(id));
      expect(shared.length, `${first.id} with ${second.id}`).toBeGreaterThan(0);
      expect(new Set(others).size, `${first.id} with ${second.id}`).toBeLessThanOrEqual(1);
    }
  });
});

describe("relationFormOf, for a relation rearranged where its arithmetic cancels", () => {
  const form = (left: string, right: string) =>
    relationFormOf(normalizeWorkText(left), normalizeWorkText(right), undefined)?.status;

  it("knows the Lorentz factor solved for the speed, and the kinetic energy from it", () => {
    expect(form("\\frac{v^{2}}{c^{2}}", "1-\\frac{1}{\\gamma^{2}}")).toBe("known");
    expect(form("\\frac{v}{c}", "\\sqrt{1-\\frac{1}{\\gamma^{2}}}")).toBe("known");
    expect(form("K_{\\text{rel}}", "\\left(\\gamma-1\\right)mc^{2}")).toBe("known");
  });

  it("still finds a rearrangement that is wrong", () => {
    expect(form("\\frac{v^{2}}{c^{2}}", "1-\\frac{1}{\\gamma}")).not.toBe("known");
    expect(form("K", "\\gamma mc^{2}")).not.toBe("known");
  });
});

describe("relations that take absolute temperatures", () => {
  it("are told from relations of temperature differences by raising every temperature alike", () => {
    expect(needsAbsoluteTemperature("laws-of-thermodynamics.carnot-efficiency")).toBe(true);
    expect(needsAbsoluteTemperature("gas-laws.ideal-gas")).toBe(true);
    expect(needsAbsoluteTemperature("heat-temperature.two-body-equilibrium")).toBe(false);
    expect(needsAbsoluteTemperature("kinematics.velocity-time")).toBe(false);
  });
});

describe("a function of one symbol written without brackets", () => {
  const form = (line: string) => {
    const [left, right] = normalizeWorkText(line).split("=");
    return relationFormOf(left, right)?.status;
  };

  it("is read where it ends a side, so Snell's law is known in its forms and not in an inverted one", () => {
    expect(form("n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2")).toBe("known");
    expect(form("\\sin\\theta_2 = \\frac{n_1}{n_2}\\sin\\theta_1")).toBe("known");
    expect(form("\\sin\\theta_2 = \\frac{n_2}{n_1}\\sin\\theta_1")).not.toBe("known");
  });

  it("is left unclear before a division, where its argument's extent is not known", () => {
    expect(form("\\Delta S = n R \\ln V_f / V_i")).toBeUndefined();
  });
});

describe("relationFormOf, for a relation written with sin and cos exchanged", () => {
  const ramp = "A crate slides down a frictionless ramp inclined at 20°. What is its acceleration?";
  const pull =
    "A child pulls a wagon 12 m along level ground with a 30 N force at 40° above the horizontal. How much work does she do?";

  it("is a certain slip where the problem gives the angle its relation takes", () => {
    expect(relationFormOf("a", "g \\cos \\theta", ramp)).toMatchObject({
      status: "wrong",
      relationId: "dynamics.incline-frictionless",
    });
    expect(relationFormOf("W", "F d \\sin \\theta", pull)).toMatchObject({ status: "wrong" });
    expect(relationFormOf("a", "g \\sin \\theta", ramp)).toEqual({ status: "known" });
    expect(relationFormOf("W", "F d \\cos \\theta", pull)).toEqual({ status: "known" });
  });

  it("is no slip found where the angle may be measured from the vertical or a normal", () => {
    const fromVertical = pull.replace("above the horizontal", "from the vertical");
    expect(relationFormOf("W", "F d \\sin \\theta", fromVertical)?.status).not.toBe("wrong");
  });
});
