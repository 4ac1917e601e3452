/**
 * What the physics engine checked in a reply, in words: the badge on screen and the PDF export
 * say the same. Replies saved before line checks carry only a status and a note.
 */
import type { FailedLine, Verification } from "../../../contracts/tutor";

/** A failed calculation and what it should be. */
export function failedLineSummary(line: FailedLine): string {
  return line.correction ? `${line.correction}.` : line.message;
}

function calculations(count: number): string {
  return `${count} calculation${count === 1 ? "" : "s"}`;
}

/**
 * Whether some calculations of a reply were checked, all correct, but not the whole reply: some
 * could not be read and the final answer was not confirmed. Shown in a neutral colour, never as
 * "checked".
 */
export function isPartlyChecked(verification: Verification | undefined): boolean {
  return verification?.status === "not-checked" && (verification.linesChecked ?? 0) > 0;
}

/** The headline of the report: how many calculations were checked and how many failed. */
export function verificationHeadline(verification: Verification): string {
  const checked = verification.linesChecked;
  const failed = verification.failedLines?.length ?? 0;
  if (isPartlyChecked(verification)) {
    const all = (checked ?? 0) + (verification.linesUnread ?? 0);
    const relations = verification.relationsUnchecked?.length ?? 0;
    const relationsNote =
      relations === 0
        ? ""
        : `; ${relations === 1 ? "a relation it uses" : `${relations} relations it uses`} not checked`;
    return `${checked} of ${calculations(all)} checked${relationsNote}; final answer not confirmed`;
  }
  if (verification.status === "verified") {
    const count = checked ? `: ${calculations(checked)} checked, all correct` : "";
    const final =
      verification.finalAnswer === "confirmed" ? "; the final answer matches its own solution" : "";
    return `Checked by the physics engine${count}${final}`;
  }
  if (failed > 0) {
    const where =
      checked === 1
        ? "the one calculation it checked"
        : checked
          ? `the ${calculations(checked)} it checked`
          : "this reply";
    return `The physics engine found ${failed === 1 ? "a mistake" : `${failed} mistakes`} in ${where}`;
  }
  return "The physics engine disagrees with this answer";
}

/** The whole report as lines of text, for the PDF; undefined when nothing was checked. */
export function verificationReport(verification: Verification | undefined): string[] | undefined {
  if (!verification || (verification.status === "not-checked" && !isPartlyChecked(verification)))
    return undefined;
  const lines = [
    verification.status === "verified"
      ? `✓ ${verificationHeadline(verification)}`
      : verification.status === "not-checked"
        ? `${verificationHeadline(verification)}.`
        : `⚠ ${verificationHeadline(verification)}.`,
  ];
  for (const line of verification.failedLines ?? []) {
    lines.push(
      `Line ${line.lineNumber}: ${line.text.replace(/\s+/g, " ").trim()} → ${failedLineSummary(line)}`,
    );
  }
  const corrected = verification.correctedLines ?? [];
  if (corrected.length > 0) {
    lines.push(`Corrected after the check: ${corrected.map(failedLineSummary).join(" ")}`);
  }
  if (verification.status === "disagrees" && (verification.failedLines?.length ?? 0) === 0) {
    const engine = verification.engineAnswer;
    if (engine) lines.push(`Its own result is ${Number(engine.value.toPrecision(4))} ${engine.unit}.`);
    if (verification.note) lines.push(verification.note);
  }
  return lines;
}
