/**
 * All relations of the engine, by subtopic.
 */
import type { SubtopicId } from "../../contracts/taxonomy";
import { ATOM_NUCLEUS_SOLID_RELATIONS } from "./atoms-nuclei-solids";
import { CALORIMETRY_RELATIONS } from "./calorimetry";
import { CIRCUIT_FIELD_RELATIONS } from "./circuit-fields";
import { CIRCUIT_RELATIONS } from "./circuits";
import { DECAY_ACTIVITY_RELATIONS } from "./decay-activity";
import { DECAY_ENERGETICS_RELATIONS } from "./decay-energetics";
import { ELASTICITY_RELATIONS } from "./elasticity";
import { ELECTROMAGNETISM_RELATIONS } from "./electromagnetism";
import { EM_OPTICS_RELATIONS } from "./em-optics-models";
import { FLUID_STATICS_RELATIONS } from "./fluid-statics";
import { FORCE_COLLISION_RELATIONS } from "./forces-collisions";
import { GAS_OSCILLATION_RELATIONS } from "./gas-oscillation";
import { GAUSS_LAW_RELATIONS } from "./gauss-law-and-current-density";
import { GRAVITATION_RELATIONS } from "./gravitation";
import { HEAT_PROCESS_RELATIONS } from "./heat-processes";
import { IDEAL_GAS_PROCESS_RELATIONS } from "./ideal-gas-processes";
import { MECHANICS_RELATIONS } from "./mechanics";
import { MIRROR_CURVATURE_RELATIONS } from "./mirror-curvature";
import { MODERN_PHYSICS_RELATIONS } from "./modern-physics";
import { OPTICS_RELATIONS } from "./optics";
import { CHARGED_PARTICLE_RELATIONS, PARTICLE_RELATIONS } from "./particles";
import { PARTICLE_FLIGHT_RELATIONS } from "./particles-in-flight";
import { PROJECTILE_RELATIONS } from "./projectiles";
import { QUANTUM_CONFINEMENT_RELATIONS } from "./quantum-confinement";
import type { Relation } from "./relation";
import { RELATIVISTIC_ENERGY_RELATIONS } from "./relativistic-energy";
import { RIGID_BODY_RELATIONS } from "./rigid-bodies";
import { SEMICONDUCTOR_RELATIONS } from "./semiconductors";
import { SOUND_RELATIONS } from "./sound";
import { STANDING_WAVE_RELATIONS } from "./standing-waves";
import { THERMODYNAMICS_RELATIONS } from "./thermodynamics";
import { WAVE_LIGHT_RELATIONS } from "./wave-light";

export type { Relation, Solver, Values } from "./relation";
export type { Variable } from "./variables";
export { VARIABLES, variable } from "./variables";

/** Every relation of every subtopic. */
export const RELATIONS: readonly Relation[] = [
  ...MECHANICS_RELATIONS,
  ...RIGID_BODY_RELATIONS,
  ...PROJECTILE_RELATIONS,
  ...THERMODYNAMICS_RELATIONS,
  ...HEAT_PROCESS_RELATIONS,
  ...CALORIMETRY_RELATIONS,
  ...IDEAL_GAS_PROCESS_RELATIONS,
  ...FORCE_COLLISION_RELATIONS,
  ...GRAVITATION_RELATIONS,
  ...CIRCUIT_RELATIONS,
  ...ELECTROMAGNETISM_RELATIONS,
  ...MODERN_PHYSICS_RELATIONS,
  ...PARTICLE_RELATIONS,
  ...CHARGED_PARTICLE_RELATIONS,
  ...STANDING_WAVE_RELATIONS,
  ...RELATIVISTIC_ENERGY_RELATIONS,
  ...DECAY_ACTIVITY_RELATIONS,
  ...OPTICS_RELATIONS,
  ...CIRCUIT_FIELD_RELATIONS,
  ...WAVE_LIGHT_RELATIONS,
  ...ATOM_NUCLEUS_SOLID_RELATIONS,
  ...MIRROR_CURVATURE_RELATIONS,
  ...DECAY_ENERGETICS_RELATIONS,
  ...PARTICLE_FLIGHT_RELATIONS,
  ...QUANTUM_CONFINEMENT_RELATIONS,
  ...SEMICONDUCTOR_RELATIONS,
  ...EM_OPTICS_RELATIONS,
  ...GAS_OSCILLATION_RELATIONS,
  ...SOUND_RELATIONS,
  ...ELASTICITY_RELATIONS,
  ...FLUID_STATICS_RELATIONS,
  ...GAUSS_LAW_RELATIONS,
];

/** The relations of one subtopic. */
export function relationsOfSubtopic(subtopic: SubtopicId): Relation[] {
  return RELATIONS.filter((relation) => relation.subtopic === subtopic);
}

/** The relation with this id, or undefined. */
export function relationById(id: string): Relation | undefined {
  return RELATIONS.find((relation) => relation.id === id);
}
