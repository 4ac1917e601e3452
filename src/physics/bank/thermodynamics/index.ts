/**
 * The Thermodynamics problem bank: every template of the six subtopics, in taxonomy order.
 */
import type { ProblemTemplate } from "../template";
import { templates as entropyTemplates } from "./entropy";
import { templates as gasLawsTemplates } from "./gas-laws";
import { templates as heatTemperatureTemplates } from "./heat-temperature";
import { templates as heatTransferTemplates } from "./heat-transfer";
import { templates as lawsOfThermodynamicsTemplates } from "./laws-of-thermodynamics";
import { templates as phaseChangesTemplates } from "./phase-changes";

export const thermodynamicsTemplates: ProblemTemplate[] = [
  ...heatTemperatureTemplates,
  ...lawsOfThermodynamicsTemplates,
  ...heatTransferTemplates,
  ...gasLawsTemplates,
  ...phaseChangesTemplates,
  ...entropyTemplates,
];
