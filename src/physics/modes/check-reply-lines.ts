/**
 * Checks the lines of a tutor reply written by a language model the way Work Analysis checks a
 * student's work: every line that computes something is evaluated for its arithmetic (within the
 * rounding its digits allow), its units and conversions, and a relation written with symbols must
 * have sides of the same dimension. It needs no solution of the problem, so it also checks
 * problems the engine cannot solve, and it reports only errors it has established.
 *
 * A reply may be plain text, markdown, LaTeX (inline `$...$`, display `$$...$$`, `\[...\]`,
 * aligned rows joined by `&=`) or unicode (×, ², ⁻¹, √): it is first cut into logical lines, each
 * remembering the lines of the reply it came from, so a failed line can be marked where it stands.
 */
import type { ValueWithUnit } from "../bank/template";
import { formatQuantity, significantFiguresOf } from "../quantity/quantity";
import { checkLine } from "./work-analysis";

/** The check of one computing line of a reply. */
export interface ReplyLineCheck {
  /** First and last line of the reply (from 1) the computation is written on. */
  lineNumber: number;
  endLineNumber: number;
  /** The computation as written in the reply. */
  text: string;
  status: "correct" | "error";
  /** arithmetic: a side does not work out to the next; units: sides or terms of different dimensions. */
  issue?: "arithmetic" | "units";
  /** What was found, for people. */
  message: string;
  /** For an arithmetic error: what the line should say, e.g. "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m". */
  correction?: string;
  /** For an arithmetic error: the value the computation works out to. */
  expected?: ValueWithUnit;
}

/** Every checked line of a reply, and the ones that failed. */
export interface ReplyLinesCheck {
  /** Lines that compute something and could be checked. */
  checked: ReplyLineCheck[];
  failed: ReplyLineCheck[];
}

/** A line of computation cut out of a reply, with the reply lines it spans. */
interface LogicalLine {
  text: string;
  original: string;
  first: number;
  last: number;
}

const DISPLAY_OPEN =
  /^\s*(\$\$|\\\[|\\begin\{(?:aligned|align\*?|equation\*?|gather\*?|split|array)\}(?:\{[^}]*\})?)/;
/** The end of the display block an opening starts: "$$" ends "$$", "\\]" ends "\\[", "\\end{X}" ends "\\begin{X}". */
function closingOf(opening: string): RegExp {
  if (opening === "$$") return /\$\$\s*$/;
  if (opening === "\\[") return /\\\]\s*$/;
  const environment = /\\begin\{([^}]*)\}/.exec(opening)?.[1] ?? "";
  return new RegExp(`\\\\end\\{${environment.replace(/\*/g, "\\*")}\\}\\s*$`);
}
// A row that continues the equation above it: "&= 80 m", "= 80 m".
const CONTINUATION = /^\s*(?:&\s*)?(=|≈|\\approx)/;

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  "½": "(1/2)",
  "⅓": "(1/3)",
  "¼": "(1/4)",
  "¾": "(3/4)",
  "⅔": "(2/3)",
};

/** Markdown and LaTeX decoration that is not part of a computation. */
function plainComputation(text: string): string {
  return (
    text
      // Markdown: headings, quotes, list markers, emphasis, code ticks.
      .replace(/^\s*(?:#{1,6}\s+|>\s*)+/, "")
      .replace(/^\s*(?:[-*+•]|\d{1,2}[.)])\s+/, "")
      .replace(/\*\*|__|`/g, "")
      // "Step 2:" and similar labels before the computation.
      .replace(/^\s*(?:step|part)\s*\d+[a-z]?\s*[:.)-]\s*/i, "")
      .replace(/\\(?:begin|end)\{[a-z*]+\}(?:\{[^}]*\})?/g, " ")
      .replace(/\\boxed\s*\{/g, "{")
      .replace(/\\approx|\\simeq|≃|≅/g, "≈")
      .replace(/\\(?:Rightarrow|implies|rightarrow|to|longrightarrow)(?![A-Za-z])/g, " ⇒ ")
      .replace(/\\(?:quad|qquad)(?![A-Za-z])/g, " ; ")
      .replace(/\\text\s*\{\s*(?:and|so|then|thus|hence|therefore|where|with)\s*\}/g, " ; ")
      // "\mathrm{\mu T}" is the microtesla, one unit.
      .replace(/(\\(?:mathrm|text|textrm)\s*\{\s*)\\mu\s*/g, "$1μ")
      .replace(/\\%/g, "%")
      .replace(/[½⅓¼¾⅔]/g, (fraction) => VULGAR_FRACTIONS[fraction] ?? fraction)
      .replace(/\\degree/g, "°")
      .replace(/\\\\/g, " ")
      .replace(/&/g, " ")
      .replace(/\\[[\]()]/g, " ")
  );
}

/** Cuts a reply into logical lines: display math blocks split into rows, continued rows joined. */
function logicalLines(reply: string): LogicalLine[] {
  const source = reply.split(/\r?\n/);
  const lines: LogicalLine[] = [];
  let block: { rows: string[]; first: number; closing: RegExp } | undefined;

  const push = (text: string, original: string, first: number, last: number) => {
    if (text.trim() === "") return;
    const previous = lines[lines.length - 1];
    if (previous && CONTINUATION.test(text) && previous.last >= first - 1) {
      previous.text += ` ${text}`;
      previous.original += `\n${original}`;
      previous.last = last;
      return;
    }
    lines.push({ text, original, first, last });
  };
  const flushBlock = (last: number) => {
    if (!block) return;
    const joined = block.rows.join("\n");
    for (const row of joined.split(/\\\\/)) push(row.replace(/\n/g, " "), joined, block.first, last);
    block = undefined;
  };

  source.forEach((line, index) => {
    const number = index + 1;
    if (block) {
      if (block.closing.test(line)) {
        block.rows.push(line.replace(block.closing, ""));
        flushBlock(number);
      } else {
        block.rows.push(line);
      }
      return;
    }
    const open = DISPLAY_OPEN.exec(line);
    if (open) {
      const rest = line.slice(open[0].length);
      const closing = closingOf(open[1]);
      if (closing.test(rest)) {
        // A display equation on one line: "$$ d = ... = 80 m $$".
        for (const row of rest.replace(closing, "").split(/\\\\/)) push(row, line, number, number);
        return;
      }
      block = { rows: [rest], first: number, closing };
      return;
    }
    push(line, line, number, number);
  });
  flushBlock(source.length);
  return lines;
}

const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};

/** A side of a computation in the notation people read: "0.5 × 2.5 m/s² × (8.0 s)²". */
function readableSide(side: string): string {
  return side
    .replace(/(?<!\s)\s*\*\s*|\*\s*/g, " × ")
    .replace(/\^\(?(-?\d+)\)?/g, (_whole, power: string) =>
      [...power].map((character) => SUPERSCRIPT_DIGITS[character] ?? character).join(""),
    )
    .replace(/\bsqrt\b/g, "√")
    .replace(/\bpi\b/g, "π")
    .replace(/\s+/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/(?<!\s)\s+\)/g, ")")
    .trim();
}

/** Significant figures to state a corrected value with: those of the wrong value, 2 to 4. */
function figuresFor(written: string): number {
  const number = /\d[\d.]*/.exec(written)?.[0];
  const figures = number ? (significantFiguresOf(number) ?? 3) : 3;
  return Math.min(4, Math.max(2, figures));
}

/** Checks every line of a model's reply that computes something. */
export function checkReplyLines(reply: string): ReplyLinesCheck {
  const checked: ReplyLineCheck[] = [];
  for (const line of logicalLines(typeof reply === "string" ? reply : "")) {
    const text = plainComputation(line.text);
    if (!/=|≈/.test(text) || !/\d/.test(text)) continue;
    const { check } = checkLine(line.first, text, undefined, { roundedAsWritten: true });
    // Numbers that agree count as a checked calculation even where units were left off.
    const arithmeticOnly = check.status === "unchecked" && check.arithmeticChecked === true;
    if (check.status !== "correct" && check.status !== "error" && !arithmeticOnly) continue;
    const base = {
      lineNumber: line.first,
      endLineNumber: line.last,
      text: line.original.trim(),
      message: check.message,
    };
    if (check.status !== "error") {
      checked.push({ ...base, status: "correct" });
      continue;
    }
    const correction = check.correction;
    if (correction) {
      const expected = correction.expected;
      checked.push({
        ...base,
        status: "error",
        issue: "arithmetic",
        correction: `${readableSide(correction.computed)} is ${readableSide(formatQuantity(expected, figuresFor(correction.written)))}, not ${readableSide(correction.written)}`,
        expected,
      });
      continue;
    }
    checked.push({ ...base, status: "error", issue: "units" });
  }
  return { checked, failed: checked.filter((line) => line.status === "error") };
}
