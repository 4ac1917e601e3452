/**
 * The problem bank of the topic area Electromagnetism: every template of its six subtopics.
 */
import type { ProblemTemplate } from "../template";
import { templates as acCircuits } from "./ac-circuits";
import { templates as electricCurrent } from "./electric-current";
import { templates as electricFields } from "./electric-fields";
import { templates as electricPotential } from "./electric-potential";
import { templates as electromagneticInduction } from "./electromagnetic-induction";
import { templates as magneticFields } from "./magnetic-fields";

/** All electromagnetism templates, subtopic by subtopic in taxonomy order. */
export const electromagnetismTemplates: ProblemTemplate[] = [
  ...electricFields,
  ...electricPotential,
  ...electricCurrent,
  ...magneticFields,
  ...electromagneticInduction,
  ...acCircuits,
];
