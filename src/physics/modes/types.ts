/**
 * Types shared by the tutor modes: the research-based feature switches and chat messages.
 */

/** The per-request feature switches of the spec; a missing switch counts as off, confidence as 3. */
export interface PerFeatures {
  showMisconceptions?: boolean;
  /** 1 (needs support) to 5 (wants a challenge). */
  confidenceRating?: number;
  requestErrorAnalysis?: boolean;
  requestConceptualWarmup?: boolean;
}

/** One message of a tutoring conversation. */
export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

/** How much support the student asked for, from the confidence rating. */
export type SupportLevel = "more" | "standard" | "less";

/** Confidence 1-2 asks for more scaffolding, 4-5 for terser prompts. */
export function supportLevel(features: PerFeatures | undefined): SupportLevel {
  const rating = features?.confidenceRating ?? 3;
  if (rating <= 2) return "more";
  if (rating >= 4) return "less";
  return "standard";
}
