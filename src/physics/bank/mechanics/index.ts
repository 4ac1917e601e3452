/**
 * The Mechanics area of the problem bank: all six subtopics' templates in taxonomy order.
 */
import type { ProblemTemplate } from "../template";
import { templates as dynamicsTemplates } from "./dynamics";
import { templates as kinematicsTemplates } from "./kinematics";
import { templates as momentumTemplates } from "./momentum";
import { templates as oscillationsWavesTemplates } from "./oscillations-waves";
import { templates as rotationalMotionTemplates } from "./rotational-motion";
import { templates as workEnergyTemplates } from "./work-energy";

export const mechanicsTemplates: ProblemTemplate[] = [
  ...kinematicsTemplates,
  ...dynamicsTemplates,
  ...workEnergyTemplates,
  ...momentumTemplates,
  ...rotationalMotionTemplates,
  ...oscillationsWavesTemplates,
];
