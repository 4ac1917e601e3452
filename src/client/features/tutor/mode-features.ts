/**
 * Which research-based switches a mode always has on. Problem Solver's solution names the common
 * mistakes of its kind of problem every time (tutor-experience.md section 1 lists them in what the
 * mode gives), so there the "common mistakes" switch is shown on and sent on; in Concept Coach the
 * same switch still turns misconception diagnosis on and off.
 */
import type { TutorMode } from "../../../contracts/taxonomy";
import type { PerFeatures } from "../../../contracts/tutor";

/** The switches of the features panel (the confidence rating is a slider). */
export type FeatureSwitch = "showMisconceptions" | "requestConceptualWarmup" | "requestErrorAnalysis";

const ALWAYS_ON: Record<TutorMode, readonly FeatureSwitch[]> = {
  solve: ["showMisconceptions"],
  concept: [],
  step: [],
  analyze: [],
};

/** Whether a switch is part of the mode itself, on whatever the student chose. */
export function isAlwaysOn(mode: TutorMode, feature: FeatureSwitch): boolean {
  return ALWAYS_ON[mode].includes(feature);
}

/** The switches a request of the mode carries: the student's, with the mode's own ones on. */
export function featuresForMode(mode: TutorMode, chosen: PerFeatures): PerFeatures {
  const sent = { ...chosen };
  for (const feature of ALWAYS_ON[mode]) sent[feature] = true;
  return sent;
}
