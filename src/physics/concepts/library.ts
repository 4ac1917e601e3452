/**
 * The whole concept library, in taxonomy order, and lookups into it.
 */
import type { SubtopicId } from "../../contracts/taxonomy";
import type { Concept } from "./concept";
import { ELECTROMAGNETISM_CONCEPTS } from "./electromagnetism";
import { MECHANICS_CONCEPTS } from "./mechanics";
import { MODERN_PHYSICS_CONCEPTS } from "./modern-physics";
import { OPTICS_CONCEPTS } from "./optics";
import { THERMODYNAMICS_CONCEPTS } from "./thermodynamics";

/** Every concept of the library. */
export const ALL_CONCEPTS: readonly Concept[] = [
  ...MECHANICS_CONCEPTS,
  ...THERMODYNAMICS_CONCEPTS,
  ...ELECTROMAGNETISM_CONCEPTS,
  ...MODERN_PHYSICS_CONCEPTS,
  ...OPTICS_CONCEPTS,
];

/** The concepts of one subtopic, in library order. */
export function conceptsOfSubtopic(subtopic: SubtopicId): Concept[] {
  return ALL_CONCEPTS.filter((concept) => concept.subtopic === subtopic);
}
