/**
 * The Modern Physics problem bank: every template of the six subtopics, in taxonomy order.
 */
import type { ProblemTemplate } from "../template";
import { templates as atomicPhysics } from "./atomic-physics";
import { templates as nuclearPhysics } from "./nuclear-physics";
import { templates as particlePhysics } from "./particle-physics";
import { templates as quantumMechanics } from "./quantum-mechanics";
import { templates as relativity } from "./relativity";
import { templates as solidStatePhysics } from "./solid-state-physics";

/** All Modern Physics templates. */
export const modernPhysicsTemplates: ProblemTemplate[] = [
  ...quantumMechanics,
  ...atomicPhysics,
  ...nuclearPhysics,
  ...relativity,
  ...particlePhysics,
  ...solidStatePhysics,
];
