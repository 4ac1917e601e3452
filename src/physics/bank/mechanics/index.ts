/**
 * The Mechanics area of the problem bank: all six subtopics' templates in taxonomy order.
 */
import type { ProblemTemplate } from "../template";
import { templates as dynamicsTemplates } from "./dynamics";
import { templates as kinematicsTemplates } from "./kinematics";

export const mechanicsTemplates: ProblemTemplate[] = [...kinematicsTemplates, ...dynamicsTemplates];
