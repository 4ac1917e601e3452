/**
 * Collisions and push-aparts along a line, before and after: two bodies that stick together or
 * collide elastically, two that push apart from rest (recoil), or one that bounces back off a
 * wall. Each body's velocity before and after comes from the relation the solution used; the
 * total momentum is the same before and after (not for a bounce off a wall, whose push changes
 * it), and a picture whose momenta do not balance is not drawn.
 */
import type { CollisionDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

type Body = CollisionDiagram["bodies"][number];

const MOMENTUM_UNIT = "kg*m/s";

/** Velocities read as the relation means them: with signs along the line, to the right positive. */
interface Motion {
  event: CollisionDiagram["event"];
  masses: number[];
  before: number[];
  after: number[];
  /** The variable each velocity is labelled from, when the solution states it. */
  beforeVariables: (string | undefined)[];
  afterVariables: (string | undefined)[];
}

function twoBodies(solved: SolvedQuantities): Motion | undefined {
  const m1 = solved.value("m1");
  const m2 = solved.value("m2");
  const v1 = solved.value("v1");
  if (m1 === undefined || m2 === undefined || v1 === undefined || !(m1 > 0) || !(m2 > 0)) return undefined;
  if (solved.uses("momentum.perfectly-inelastic")) {
    const v2 = solved.value("v2") ?? 0;
    const vf = solved.value("vf");
    if (vf === undefined) return undefined;
    return {
      event: "sticks",
      masses: [m1, m2],
      before: [v1, v2],
      after: [vf, vf],
      beforeVariables: ["v1", solved.value("v2") !== undefined ? "v2" : undefined],
      afterVariables: ["vf", "vf"],
    };
  }
  if (solved.uses("momentum.elastic-second-body") || solved.uses("momentum.elastic-first-body")) {
    const sum = m1 + m2;
    const v2f = solved.value("v2f");
    // The second body's velocity before, as given, or the one the stated v₂f fixes in the same relation.
    const v2 =
      solved.value("v2") ??
      (v2f !== undefined && m1 !== m2 ? (v2f * sum - 2 * m1 * v1) / (m2 - m1) : m1 === m2 ? v2f : undefined);
    if (v2 === undefined) return undefined;
    return {
      event: "elastic",
      masses: [m1, m2],
      before: [v1, Math.abs(v2) < 1e-12 ? 0 : v2],
      after: [((m1 - m2) * v1 + 2 * m2 * v2) / sum, (2 * m1 * v1 + (m2 - m1) * v2) / sum],
      beforeVariables: ["v1", solved.value("v2") !== undefined ? "v2" : undefined],
      afterVariables: [
        solved.value("v1f") !== undefined ? "v1f" : undefined,
        v2f !== undefined ? "v2f" : undefined,
      ],
    };
  }
  if (solved.uses("momentum.recoil")) {
    const v2 = solved.value("v2");
    if (v2 === undefined) return undefined;
    // The relation's speeds are sizes in opposite directions: the second body goes right, the first back.
    return {
      event: "recoil",
      masses: [m1, m2],
      before: [0, 0],
      after: [-Math.abs(v1), Math.abs(v2)],
      beforeVariables: [undefined, undefined],
      afterVariables: ["v1", "v2"],
    };
  }
  return undefined;
}

function rebound(solved: SolvedQuantities): Motion | undefined {
  if (!solved.uses("momentum.rebound-average-force") && !solved.uses("momentum.rebound-impulse"))
    return undefined;
  const m = solved.value("m");
  const v0 = solved.value("v0");
  const v = solved.value("v");
  if (m === undefined || v0 === undefined || v === undefined || !(m > 0)) return undefined;
  return {
    event: "rebound",
    masses: [m],
    before: [Math.abs(v0)],
    after: [-Math.abs(v)],
    beforeVariables: ["v0"],
    afterVariables: ["v"],
  };
}

/** The before-and-after picture of a solved collision, recoil or rebound, or undefined when it is not one. */
export function collisionDiagram(solved: SolvedQuantities): CollisionDiagram | undefined {
  const motion = twoBodies(solved) ?? rebound(solved);
  if (!motion) return undefined;
  const figures = solved.figures;
  const momentum = (velocities: number[]) =>
    velocities.reduce((total, velocity, index) => total + motion.masses[index] * velocity, 0);
  const before = momentum(motion.before);
  const after = momentum(motion.after);
  // Momentum is conserved unless a wall pushes; a picture whose momenta differ is not this collision.
  if (
    motion.event !== "rebound" &&
    !(sameValue(before, after) || Math.abs(before - after) < 1e-9 * (Math.abs(before) + 1))
  )
    return undefined;
  const massVariables = motion.masses.length === 1 ? ["m"] : ["m1", "m2"];
  const speedText = (velocity: number, variable: string | undefined) =>
    variable !== undefined && sameValue(Math.abs(solved.value(variable) ?? Number.NaN), Math.abs(velocity))
      ? solved.label(variable).replace(/^-/, "")
      : quantityText(Math.abs(velocity), "m/s", figures);
  const bodies: Body[] = motion.masses.map((mass, index) => ({
    name: motion.masses.length === 1 ? "m" : `m${index === 0 ? "₁" : "₂"}`,
    mass,
    massLabel: solved.label(massVariables[index]),
    before: motion.before[index],
    after: motion.after[index],
    beforeLabel: speedText(motion.before[index], motion.beforeVariables[index]),
    afterLabel: speedText(motion.after[index], motion.afterVariables[index]),
  }));

  const impulse =
    motion.event === "rebound" && solved.value("F") !== undefined
      ? {
          forceLabel: solved.label("F"),
          ...(solved.value("t") !== undefined ? { timeLabel: solved.label("t") } : {}),
        }
      : undefined;
  if (impulse) {
    const force = solved.value("F") ?? 0;
    const time = solved.value("t");
    if (time !== undefined && !sameValue(force * time, Math.abs(after - before))) return undefined;
  }
  const totalMomentum =
    motion.event === "rebound"
      ? undefined
      : { value: before, valueLabel: quantityText(before, MOMENTUM_UNIT, figures) };
  const way = (velocity: number) =>
    Math.abs(velocity) < 1e-12 ? "at rest" : velocity > 0 ? "to the right" : "to the left";
  const state = (body: Body, when: "before" | "after") => {
    const velocity = body[when];
    return Math.abs(velocity) < 1e-12 ? "at rest" : `moving ${body[`${when}Label`]} ${way(velocity)}`;
  };
  const [first, second] = bodies;
  const EVENT_TITLES: Record<CollisionDiagram["event"], string> = {
    sticks: "Momentum before and after: the bodies stick together",
    elastic: "Momentum before and after: an elastic collision",
    recoil: "Momentum before and after: pushing apart",
    rebound: "Momentum before and after: a bounce off a wall",
  };
  const description =
    motion.event === "rebound"
      ? `A ${first.massLabel} body moves at ${first.beforeLabel} toward a wall and bounces straight back at ${first.afterLabel}. ` +
        `Its momentum reverses, so it changes by m(v₀ + v) = ${quantityText(Math.abs(after - before), MOMENTUM_UNIT, figures)}` +
        (impulse
          ? `, the impulse of the wall's average force of ${impulse.forceLabel}${impulse.timeLabel ? ` acting for ${impulse.timeLabel}` : ""}.`
          : ".")
      : `Before: ${first.name} = ${first.massLabel} ${state(first, "before")}, ${second.name} = ${second.massLabel} ${state(second, "before")}. ` +
        (motion.event === "sticks"
          ? `After: they move together at ${first.afterLabel} ${way(first.after)}. `
          : `After: ${first.name} ${state(first, "after")}, ${second.name} ${state(second, "after")}. `) +
        `The total momentum, ${totalMomentum?.valueLabel}, is the same before and after. Arrow lengths are in proportion to the velocities.`;
  return {
    kind: "collision",
    title: EVENT_TITLES[motion.event],
    description,
    event: motion.event,
    bodies,
    ...(totalMomentum ? { totalMomentum } : {}),
    ...(impulse ? { impulse } : {}),
  };
}
