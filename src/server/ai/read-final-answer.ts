/**
 * Reading the "Final answer: value unit" line of a model's reply, in the forms models write
 * (bold labels, LaTeX units, "v = 24.5 m/s"). Runs in the engine pool with the rest of the check.
 */
import { parseQuantity } from "../../physics/engine";

/** Turns the LaTeX of an answer ("24.5\ \mathrm{m/s}") into plain text ("24.5 m/s"). */
export function latexToPlain(text: string): string {
  return text
    .replace(/\$/g, "")
    .replace(/\\(mathrm|text|operatorname)\{([^{}]*)\}/g, "$2")
    .replace(/\\times/g, "×")
    .replace(/\\cdot/g, "·")
    .replace(/\\Omega/g, "Ω")
    .replace(/\\mu/g, "μ")
    .replace(/\^\{\\circ\}|\^\\circ|\\circ/g, "°")
    .replace(/\{([^{}]*)\}/g, "$1")
    .replace(/\\[,;!: ]/g, " ")
    .replace(/\*\*/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads the "Final answer: value unit" line of a reply. */
export function readFinalAnswer(reply: string): { value: number; unit: string } | undefined {
  const lines = reply.split(/\r\n|[\n\r\u2028\u2029]/).reverse();
  for (const line of lines) {
    // Found by position, then trimmed by an anchored pattern: a chain of optional spaces and
    // colons in one pattern backtracks for minutes on a long run of spaces.
    const label = /final answer/i.exec(line);
    if (!label) continue;
    const answer = line.slice(label.index + label[0].length).replace(/^[\s:：*]+/, "");
    if (answer === "") continue;
    let text = latexToPlain(answer);
    // "v = 24.5 m/s" or "v ≈ 24.5 m/s": keep what follows the last = or ≈.
    const assignment = text.split(/[=≈]/);
    text = assignment[assignment.length - 1].trim().replace(/[.。]$/, "");
    const parsed = parseQuantity(text);
    if (parsed.ok) return parsed.quantity;
  }
  return undefined;
}
