/**
 * The optics problem bank: every template of the six optics subtopics.
 */
import type { ProblemTemplate } from "../template";
import { templates as diffraction } from "./diffraction";
import { templates as geometricOptics } from "./geometric-optics";
import { templates as interference } from "./interference";
import { templates as lasers } from "./lasers";
import { templates as polarization } from "./polarization";
import { templates as waveOptics } from "./wave-optics";

/** Every optics template, subtopic by subtopic. */
export const opticsTemplates: ProblemTemplate[] = [
  ...geometricOptics,
  ...waveOptics,
  ...interference,
  ...diffraction,
  ...polarization,
  ...lasers,
];
