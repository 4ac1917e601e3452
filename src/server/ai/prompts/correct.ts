/** The short follow-up that asks the model to correct calculations that failed the engine's check. */
import type { FailedLine } from "../../../contracts/tutor";

/** Asks for the whole reply again with the failed calculations and everything that depends on them fixed. */
export function correctionRequest(failed: readonly FailedLine[]): string {
  const items = failed.map(
    (line) =>
      `- Line ${line.lineNumber}: \`${line.text.replace(/\s+/g, " ").trim()}\`: ${line.correction ?? line.message}`,
  );
  return [
    "The physics engine checked the calculations in your reply and found these wrong:",
    ...items,
    "Write your whole reply again with these calculations corrected and every value that depends on them (the final answer too) updated. Keep everything else as it was, and write only the corrected reply, with no comment about the correction.",
  ].join("\n");
}
