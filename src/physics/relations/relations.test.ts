import { type MathNode, parse } from "mathjs";
import { describe, expect, it } from "vitest";
import { SUBTOPIC_IDS } from "../../contracts/taxonomy";
import { dimensionOf } from "../quantity/quantity";
import { BASE_DIMENSIONS, type Dimension } from "../quantity/units";
import { createRandom } from "../random";
import { PIPE_FLOW_RELATIONS } from "./pipe-flow";
import { EXPRESSION_CONSTANTS } from "./relation";
import { RELATIONS, relationsOfSubtopic, VARIABLES } from "./relations";

type Exponents = Record<string, number>;

const DIMENSIONLESS: Exponents = Object.fromEntries(BASE_DIMENSIONS.map((name) => [name, 0]));

function exponentsOf(unit: string): Exponents {
  const dimension: Dimension | undefined = dimensionOf(unit);
  if (!dimension) throw new Error(`unknown unit ${unit}`);
  return { ...dimension };
}

function same(first: Exponents, second: Exponents): boolean {
  return BASE_DIMENSIONS.every((name) => Math.abs(first[name] - second[name]) < 1e-9);
}

/** The dimension of an expression from the units of its symbols; throws on an inconsistency. */
function dimensionOfExpression(node: MathNode): Exponents {
  switch (node.type) {
    case "ConstantNode":
      return DIMENSIONLESS;
    case "ParenthesisNode":
      return dimensionOfExpression((node as unknown as { content: MathNode }).content);
    case "SymbolNode": {
      const name = (node as unknown as { name: string }).name;
      if (name === "pi") return DIMENSIONLESS;
      const constantEntry = EXPRESSION_CONSTANTS[name];
      if (constantEntry) return exponentsOf(constantEntry.unit);
      const variableEntry = VARIABLES.get(name);
      if (!variableEntry) throw new Error(`unknown symbol ${name}`);
      return exponentsOf(variableEntry.unit);
    }
    case "OperatorNode": {
      const operator = node as unknown as { op: string; args: MathNode[] };
      const [first, second] = operator.args.map(dimensionOfExpression);
      if (operator.args.length === 1) return first;
      if (operator.op === "+" || operator.op === "-") {
        if (!same(first, second)) throw new Error(`adding different dimensions in ${node.toString()}`);
        return first;
      }
      if (operator.op === "*" || operator.op === "/") {
        const sign = operator.op === "*" ? 1 : -1;
        return Object.fromEntries(BASE_DIMENSIONS.map((name) => [name, first[name] + sign * second[name]]));
      }
      if (operator.op === "^") {
        if (!same(second, DIMENSIONLESS)) throw new Error(`dimensioned exponent in ${node.toString()}`);
        const exponent = operator.args[1].evaluate({ t: 1, halfLife: 1 });
        if (typeof exponent !== "number") throw new Error(`non-numeric exponent in ${node.toString()}`);
        if (!same(first, DIMENSIONLESS) && !Number.isFinite(exponent)) throw new Error("bad exponent");
        // A variable exponent is allowed only on a dimensionless base, (1/2)^(t/T).
        const isConstantExponent =
          operator.args[1].filter((child) => child.type === "SymbolNode").length === 0;
        if (!isConstantExponent && !same(first, DIMENSIONLESS))
          throw new Error(`variable exponent in ${node.toString()}`);
        return Object.fromEntries(BASE_DIMENSIONS.map((name) => [name, first[name] * exponent]));
      }
      throw new Error(`operator ${operator.op}`);
    }
    case "FunctionNode": {
      const call = node as unknown as { fn: { name: string }; args: MathNode[] };
      const argument = dimensionOfExpression(call.args[0]);
      if (call.fn.name === "sqrt")
        return Object.fromEntries(BASE_DIMENSIONS.map((name) => [name, argument[name] / 2]));
      // A size keeps its quantity's dimension.
      if (call.fn.name === "abs") return argument;
      if (!same(argument, DIMENSIONLESS))
        throw new Error(`${call.fn.name} of a dimensioned value in ${node.toString()}`);
      return DIMENSIONLESS;
    }
    default:
      throw new Error(`unsupported node ${node.type}`);
  }
}

// Samples where a variable's typical value would make the relation degenerate (gamma near 1).
const SAMPLE_OVERRIDES: Record<string, Record<string, number>> = {
  "relativity.lorentz-factor": { v: 2.0e8 },
  // A time within the first half-cycle of an LC circuit (√(LC) = 0.2 ms).
  "ac-circuits.lc-discharge-current": { Lind: 0.01, C: 4e-6, t: 1e-4 },
  // A time while the projectile is still in flight.
  "kinematics.projectile-horizontal-distance-at-time": { v0: 20, theta: 0.5, t: 1 },
  // X-rays: a wavelength of the order of the crystal planes' spacing.
  "diffraction.bragg": { lambda: 1.5e-10, order: 1 },
  // Levels are whole numbers; the level a line starts from is worked back only as one.
  "atomic-physics.transition": { n_final: 2, n_initial: 4 },
  // A diverging lens: a negative focal length, so its negative power satisfies P = 1/f.
  "geometric-optics.lens-power-diverging": { focal: -0.2 },
  // Sound moves faster than its source or listener.
  "sound.doppler-source-toward": { v: 340 },
  "sound.doppler-source-away": { v: 340 },
  "sound.doppler-listener-toward": { v: 340 },
  "sound.doppler-listener-away": { v: 340 },
  // A wavelength and a speed where the kinetic energy is not lost to rounding against the rest energy.
  "quantum-mechanics.wavelength-energy": { lambda: 1e-12, m: 9.1e-31 },
  // A particle's rest energy and momentum energy of the same order, so neither is lost to rounding.
  "relativity.energy-momentum": { m: 1e-30, p: 1e-22 },
  "relativity.kinetic-energy-speed": { v: 1.0e8 },
  // A beam near c whose decay length (v Δt, about 15 m) is of the order of the path.
  "particle-physics.survival-over-flight-distance": { v: 2.9e8, tDilated: 5e-8 },
  "particle-physics.survival-over-flight-length": { v: 2.9e8, tDilated: 5e-8 },
  // Transients sampled while they still change (t of the order of the time constant).
  "electric-current.rc-charging-fraction": { tauTime: 2 },
  "electromagnetic-induction.rl-growth-fraction": { tauTime: 2 },
  "electric-current.rc-charging-voltage": { tauTime: 2 },
  "electric-current.rc-charging-charge": { tauTime: 2 },
  "electromagnetic-induction.rl-current-growth": { Lind: 300 },
  // A diverging lens images a real object as a virtual image (negative distance).
  "geometric-optics.diverging-lens": { dImage: -0.2, focal: -0.3 },
  // A virtual image of a converging lens needs the object inside the focal length.
  "geometric-optics.virtual-image": { focal: 0.15, dImage: -0.3 },
  // Ice in water: enough heat to melt it all, or too little, as each relation requires.
  "phase-changes.ice-in-water-final-temperature": {
    Tmelt: 273.15,
    TIce: 263,
    TWater: 350,
    mWater: 1,
    mIce: 0.1,
  },
  "phase-changes.ice-left-in-water": { Tmelt: 273.15, TIce: 263, TWater: 283, mWater: 1, mIce: 0.5 },
};

function numericScope(values: Record<string, number>): Record<string, number> {
  const scope: Record<string, number> = { ...values };
  for (const [name, entry] of Object.entries(EXPRESSION_CONSTANTS)) scope[name] = entry.value;
  return scope;
}

// The general relations and those a reader of one structure uses (a pipe's two sections).
const CHECKED_RELATIONS = [...RELATIONS, ...PIPE_FLOW_RELATIONS];

describe("relations", () => {
  it("cover all 30 subtopics", () => {
    for (const subtopic of SUBTOPIC_IDS)
      expect(relationsOfSubtopic(subtopic).length, subtopic).toBeGreaterThan(0);
  });

  it("have unique ids and use only catalogued variables", () => {
    const ids = RELATIONS.map((relation) => relation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const relation of RELATIONS) {
      for (const id of relation.variables) expect(VARIABLES.has(id), `${relation.id}: ${id}`).toBe(true);
      for (const id of Object.keys(relation.solvers)) expect(relation.variables, relation.id).toContain(id);
      expect(relation.latex.length, relation.id).toBeGreaterThan(0);
    }
  });

  it.each(CHECKED_RELATIONS.map((relation) => [relation.id, relation] as const))(
    "%s is dimensionally consistent",
    (_id, relation) => {
      const left = dimensionOfExpression(parse(relation.left));
      const right = dimensionOfExpression(parse(relation.right));
      expect(same(left, right), `${JSON.stringify(left)} vs ${JSON.stringify(right)}`).toBe(true);
    },
  );

  it.each(CHECKED_RELATIONS.map((relation) => [relation.id, relation] as const))(
    "%s: every solver satisfies the equation",
    (_id, relation) => {
      const random = createRandom(relation.id.length * 7919);
      const solvable = Object.keys(relation.solvers);
      expect(solvable.length).toBeGreaterThan(0);
      let checked = 0;
      for (let attempt = 0; attempt < 20 && checked < solvable.length; attempt++) {
        const values: Record<string, number> = {};
        for (const id of relation.variables) {
          const typical = VARIABLES.get(id)?.typical ?? 1;
          values[id] = typical * (0.6 + 0.8 * random.next());
        }
        Object.assign(values, SAMPLE_OVERRIDES[relation.id]);
        // Make the sample exact for the first solvable variable, then solve for each one back.
        const pivotValue = relation.solvers[solvable[0]](values);
        if (pivotValue === undefined) continue;
        values[solvable[0]] = pivotValue;
        const scope = numericScope(values);
        const left = parse(relation.left).evaluate(scope) as number;
        const right = parse(relation.right).evaluate(scope) as number;
        expect(left).toBeCloseTo(right, 6 - Math.round(Math.log10(Math.abs(right) || 1)));
        checked = 0;
        for (const id of solvable) {
          const others = { ...values };
          delete others[id];
          const solved = relation.solvers[id]({ ...others, [id]: Number.NaN });
          expect(solved, `${relation.id} solving for ${id}`).toBeDefined();
          expect(Math.abs((solved ?? 0) - values[id]) / Math.abs(values[id])).toBeLessThan(1e-6);
          checked++;
        }
      }
      expect(checked).toBe(solvable.length);
    },
  );
});
