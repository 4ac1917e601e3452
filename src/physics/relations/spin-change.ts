/**
 * A body that changes its own moment of inertia while it spins freely (a skater pulling in her
 * arms, a diver tucking): no outside torque, so its angular momentum I ω stays the same, and the
 * work its muscles do is the change in its rotational kinetic energy.
 */
import { finite, generalRelation, type Relation } from "./relation";

// Words of a spinning body that pulls in or stretches out its mass.
const CHANGES_SHAPE = [
  "pulls in",
  "pulls her arms",
  "pulls his arms",
  "pulls its arms",
  "draws in",
  "draws her arms",
  "draws his arms",
  "tucks",
  "extends her arms",
  "extends his arms",
  "stretches out",
  "arms in",
  "arms out",
  "reducing her moment",
  "reducing his moment",
  "reducing its moment",
  "reduces her moment",
  "reduces his moment",
  "reduces its moment",
];
const CONDITIONS = [
  "no outside torque about the spin axis (friction neglected)",
  "angular momentum conserved",
  "two phases: before and after the change of shape",
];

export const SPIN_CHANGE_RELATIONS: Relation[] = [
  generalRelation({
    id: "rotational-motion.spin-change-angular-speed",
    subtopic: "rotational-motion",
    principle:
      "Conservation of angular momentum for a body that changes its moment of inertia: $I_1 \\omega_1 = I_2 \\omega_2$",
    latex: "\\omega = \\frac{I_1 \\omega_0}{I_2}",
    left: "omega",
    right: "I1Rot * omega0 / I2Rot",
    variables: ["omega", "I1Rot", "omega0", "I2Rot"],
    conditions: CONDITIONS,
    cues: CHANGES_SHAPE,
    // The moments of inertia given, the body's mass changes nothing.
    unaffectedBy: ["m"],
    solvers: {
      omega: ({ I1Rot, omega0, I2Rot }) => finite((I1Rot * omega0) / I2Rot),
      omega0: ({ omega, I1Rot, I2Rot }) => finite((I2Rot * omega) / I1Rot),
      I2Rot: ({ omega, I1Rot, omega0 }) => (omega === 0 ? undefined : finite((I1Rot * omega0) / omega)),
      I1Rot: ({ omega, omega0, I2Rot }) => (omega0 === 0 ? undefined : finite((I2Rot * omega) / omega0)),
    },
  }),
  generalRelation({
    id: "rotational-motion.spin-change-work",
    subtopic: "rotational-motion",
    principle:
      "Work done in changing the moment of inertia of a freely spinning body: the change in its rotational kinetic energy, with $I \\omega$ conserved",
    latex: "W = \\tfrac{1}{2} I_2 \\omega^2 - \\tfrac{1}{2} I_1 \\omega_0^2",
    left: "W",
    right: "1/2 * I2Rot * omega^2 - 1/2 * I1Rot * omega0^2",
    variables: ["W", "I2Rot", "omega", "I1Rot", "omega0"],
    conditions: CONDITIONS,
    cues: CHANGES_SHAPE,
    solvers: {
      W: ({ I2Rot, omega, I1Rot, omega0 }) => finite(0.5 * I2Rot * omega ** 2 - 0.5 * I1Rot * omega0 ** 2),
    },
  }),
];
