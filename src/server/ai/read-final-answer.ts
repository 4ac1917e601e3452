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

/** A quantity stated in an answer's text: "v = 24.5 m/s", "about 13 J", "$2.8 \\times 10^{5}$ J". */
function quantityIn(answer: string): { value: number; unit: string } | undefined {
  let text = latexToPlain(answer);
  // "v = 24.5 m/s" or "v ≈ 24.5 m/s": keep what follows the last = or ≈.
  const assignment = text.split(/[=≈]/);
  text = assignment[assignment.length - 1]
    .trim()
    .replace(/^(?:about|approximately|roughly|around|~)\s+/i, "")
    .replace(/[.。]$/, "");
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.quantity : undefined;
}

/** The quantity of an answer's text, or of the one bold phrase in it ("The car covers **90.0 m**."). */
function answerIn(answer: string): { value: number; unit: string } | undefined {
  const whole = quantityIn(answer);
  if (whole) return whole;
  const bold = [...answer.matchAll(/\*\*([^*]{1,80})\*\*/g)].map((match) => match[1]);
  return bold.length === 1 ? quantityIn(bold[0]) : undefined;
}

// A line that labels the answer: "**Final answer:** …", "### Final answer", "Answer: …".
const ANSWER_LABEL = /^(?:final answer|answer|result)\b/i;

/**
 * Reads the final answer of a reply: the quantity on its "Final answer" line (the label anywhere in
 * the line), or on a line that starts with "Answer" or "Result", or, when such a label stands alone
 * as a heading, on the first line after it.
 */
export function readFinalAnswer(reply: string): { value: number; unit: string } | undefined {
  const lines = reply.split(/\r\n|[\n\r\u2028\u2029]/);
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    // Found by position, then trimmed by an anchored pattern: a chain of optional spaces and
    // colons in one pattern backtracks for minutes on a long run of spaces.
    const label = /final answer/i.exec(line);
    const start = line.replace(/^[\s#>*_]+/, "");
    const leading = label ? undefined : ANSWER_LABEL.exec(start);
    if (!label && !leading) continue;
    const rest = label ? line.slice(label.index + label[0].length) : start.slice(leading?.[0].length ?? 0);
    const answer = rest.replace(/^[\s:：*]+/, "");
    if (answer !== "") {
      const found = answerIn(answer);
      if (found) return found;
      continue;
    }
    // A heading: the answer is the first line after it.
    const next = lines.slice(index + 1).find((following) => following.trim() !== "");
    const found = next === undefined ? undefined : answerIn(next.trim().replace(/^[>-]\s*/, ""));
    if (found) return found;
  }
  return undefined;
}
