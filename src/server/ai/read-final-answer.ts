/**
 * Reading the final answer of a model's reply, in the notations models and textbooks write: a
 * labelled line ("**Final answer:** 24.5 m/s", "### Answer", "Result:"), a boxed value
 * (`\boxed{4.4\ \mathrm{m/s}}`), a line marked "(Answer)", or else the last result the solution
 * states (the end of its last display block, `&\approx 4.4\mathrm{~m/s}`). A reading is returned
 * only when it is certain: where two answers could be meant and they differ, nothing is read, so
 * the engine never holds a reply to an answer it does not give. Runs in the engine pool with the
 * rest of the check.
 */
import { parseQuantity, type Quantity, quantitiesMatch } from "../../physics/engine";

// Punctuation that ends an answer, matched only where it starts after a character that is not one
// of its own, so a long run of dots is tried once rather than from each of its positions.
const TRAILING_PUNCTUATION = /(?<![.,;:。])[.,;:。]+$/;
const TRAILING_STOPS = /(?<![.。])[.。]+$/;

/** A quantity read from a reply: its value and its unit as the engine writes units. */
export type ReadQuantity = { value: number; unit: string };

/** Braces longer than this hold no answer; not looking further keeps a run of unclosed braces fast. */
const LONGEST_BRACED = 2000;

/** The content of the braces that open at `open` (the index of "{"), and the index after them. */
function bracedAt(text: string, open: number): { content: string; end: number } | undefined {
  let depth = 0;
  const end = Math.min(text.length, open + LONGEST_BRACED);
  for (let index = open; index < end; index++) {
    if (text[index] === "{") depth += 1;
    else if (text[index] === "}") {
      depth -= 1;
      if (depth === 0) return { content: text.slice(open + 1, index), end: index + 1 };
    }
  }
  return undefined;
}

/** Replaces each `\command{a}{b}…` (with `arguments` braced arguments) by what `write` makes of them. */
function replaceCommand(
  text: string,
  command: RegExp,
  argumentCount: number,
  write: (parts: string[]) => string,
): string {
  let result = "";
  let rest = text;
  for (;;) {
    const found = command.exec(rest);
    if (!found) return result + rest;
    let end = found.index + found[0].length;
    while (rest[end] === " ") end += 1;
    const parts: string[] = [];
    for (let count = 0; count < argumentCount && rest[end] === "{"; count++) {
      const braced = bracedAt(rest, end);
      if (!braced) break;
      parts.push(braced.content);
      end = braced.end;
    }
    if (parts.length < argumentCount) {
      result += rest.slice(0, found.index + found[0].length);
      rest = rest.slice(found.index + found[0].length);
      continue;
    }
    result += rest.slice(0, found.index) + write(parts);
    rest = rest.slice(end);
  }
}

/** Turns the LaTeX of an answer ("24.5\ \mathrm{m/s}", "2.8 \times 10^{5}\mathrm{~J}") into plain text ("24.5 m/s"). */
export function latexToPlain(text: string): string {
  let plain = text.replace(/\$/g, "");
  plain = replaceCommand(plain, /\\boxed(?![a-zA-Z])/, 1, ([inside]) => inside);
  plain = replaceCommand(plain, /\\[dt]?frac(?![a-zA-Z])/, 2, ([top, bottom]) => `(${top})/(${bottom})`);
  plain = replaceCommand(plain, /\\sqrt(?![a-zA-Z])/, 1, ([inside]) => `sqrt(${inside})`);
  return (
    plain
      // A micro prefix set apart from its unit: \mu\mathrm{m} is one unit, μm.
      .replace(/\\mu\s*\\(?:mathrm|text|textrm|rm)\{[~\s]*([^{}]*)\}/g, " μ$1")
      // In LaTeX a tilde is a space that does not break: \mathrm{~kg} is " kg".
      .replace(
        /\\(?:mathrm|text|textrm|textit|operatorname|mathit|rm)\{([^{}]*)\}/g,
        (_, inside: string) => ` ${inside.replace(/~/g, " ")}`,
      )
      .replace(/\{,\}/g, "")
      .replace(/\\(?:left|right|big|Big|bigg|Bigg)(?![a-zA-Z])\.?/g, "")
      .replace(/\\times/g, "×")
      .replace(/\\cdot/g, "·")
      .replace(/\\(?:approx|simeq|thickapprox)(?![a-zA-Z])/g, "≈")
      .replace(/\\sim(?![a-zA-Z])/g, "~")
      .replace(/\\Omega/g, "Ω")
      .replace(/\\mu/g, "μ")
      // A prefix set apart from its unit by a space ("μ F") is still the unit's prefix.
      .replace(/μ\s+(?=[A-Za-zΩ])/g, "μ")
      .replace(/\\%/g, "%")
      .replace(/\^\{\\circ\}|\^\\circ|\\circ|\\degree/g, "°")
      // "° C" set apart by a space is one unit, °C.
      .replace(/°\s*([CF])(?![A-Za-z])/g, "°$1")
      .replace(/\\q?quad(?![a-zA-Z])/g, " ")
      .replace(/\{([^{}]*)\}/g, "$1")
      .replace(/\{([^{}]*)\}/g, "$1")
      .replace(/\\[,;!: ]/g, " ")
      .replace(/\*\*/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const BOLD = /\\(?:mathbf|boldsymbol|textbf|bm)(?![a-zA-Z])/;
// Vectors in unit-vector notation are no single quantity.
const VECTOR = /\\(?:hat|vec|mathbf|bf|boldsymbol)(?![a-zA-Z])|[îĵ]|\\textbf/;
// Words that may follow an answer in its sentence ("13.2 m at the top"); they are no unit.
const TRAILING_WORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "to",
  "at",
  "in",
  "is",
  "on",
  "as",
  "by",
  "or",
  "for",
]);

/** The quantity a plain-text value starts with: "13.2 m at the top" → 13.2 m; the whole must parse, up to words of prose. */
function leadingQuantity(text: string): ReadQuantity | undefined {
  const trimmed = text
    .replace(/\(answer\)/gi, "")
    .replace(/^(?:about|approximately|roughly|around|nearly|~)\s*/i, "")
    .split(/[,;:]\s|\s[—–]\s|\s\(/)[0]
    .trim()
    .replace(TRAILING_PUNCTUATION, "")
    .trim();
  // An answer is a few words at most: "2.8 × 10^5 J at the top".
  const words = trimmed.split(" ").slice(0, 12);
  for (let count = words.length; count >= 1; count--) {
    const parsed = parseQuantity(words.slice(0, count).join(" "));
    if (parsed.ok) return parsed.quantity;
    const dropped = words[count - 1];
    if (count > 1 && !(TRAILING_WORDS.has(dropped) || /^[a-z]{3,}[.,]?$/.test(dropped))) return undefined;
  }
  return undefined;
}

/** A quantity stated in an answer's text: "v = 24.5 m/s", "about 13 J", "$2.8 \\times 10^{5}$ J". */
function quantityIn(answer: string): ReadQuantity | undefined {
  // "$\mathbf{11.1\ W}$" sets a value in bold; a vector in bold is a letter ("\mathbf{F}").
  const unbolded = replaceCommand(answer, BOLD, 1, ([inside]) =>
    /\d/.test(inside) && !VECTOR.test(inside) ? inside : `\\mathbf{${inside}}`,
  );
  if (VECTOR.test(unbolded)) return undefined;
  const text = latexToPlain(unbolded);
  // "v = 24.5 m/s" or "v ≈ 24.5 m/s": keep what follows the last = or ≈.
  const assignment = text.split(/[=≈]/);
  return leadingQuantity(assignment[assignment.length - 1]);
}

/** An instant an answer is given at: " at $t = 3.0\\ \\text{s}$", " when t = 4.0 s". */
const AT_AN_INSTANT = /\s(?:at|when)\s+(?:\$\s*t\s*=[^$]{1,40}\$|t\s*=\s*[-\d.]{1,12}\s*s\b)/g;

/** The quantity of an answer's text, or of the one bold phrase in it ("The car covers **90.0 m**."). */
function answerIn(written: string): ReadQuantity | undefined {
  // The instant the answer holds at ("at $t = 3.0\ \text{s}$") is a condition, not the answer.
  const answer = written.replace(AT_AN_INSTANT, "");
  const whole = quantityIn(answer);
  if (whole) return whole;
  const bold = [...answer.matchAll(/\*\*([^*]{1,80})\*\*/g)].map((match) => match[1]);
  if (bold.length === 1) {
    const inBold = quantityIn(bold[0]);
    // A whole sentence set in bold is read as the sentence.
    if (inBold || answer.replace(/\*\*/g, "").trim() !== bold[0].trim()) return inBold;
  }
  // "The maximum efficiency is about 96.0 %.": one sentence that states one thing.
  const verbs = [...answer.matchAll(/\b(?:is|are|was|equals|comes to)\s+/g)];
  if ((bold.length > 0 && answer.replace(/\*\*/g, "").trim() !== bold[0]?.trim()) || verbs.length !== 1)
    return undefined;
  const [verb] = verbs;
  return quantityIn(answer.slice(verb.index + verb[0].length).replace(/[.!]\s*$/, ""));
}

/** Two readings of the same answer: the same kind of quantity, equal to 1 %. */
function agree(first: ReadQuantity, second: ReadQuantity): boolean {
  return quantitiesMatch(first as Quantity, second as Quantity, 0.01).match;
}

/** The one answer all readings agree on, or undefined when there is none or they differ. */
function agreed(readings: (ReadQuantity | undefined)[]): ReadQuantity | undefined {
  const first = readings[0];
  if (!first) return undefined;
  return readings.every((reading) => reading !== undefined && agree(reading, first))
    ? readings[readings.length - 1]
    : undefined;
}

/**
 * The reply as lines of text, each display block (`$$…$$`, `\[…\]`) split into its rows (`\\`):
 * a row of an aligned block (`&= 5.10\mathrm{~m}`) is a line of its own, as a student reads it.
 */
function logicalLines(reply: string): string[] {
  const text = reply.replace(/\[Image:[^\]]{0,4000}\]\([^)]{0,4000}\)/g, "");
  // Found with indexOf rather than a lazy pattern: a run of unclosed "\[" would make a pattern
  // scan to the end of the reply from each of them.
  const closing = { $$: "$$", "\\[": "\\]" } as const;
  const open = new Set<keyof typeof closing>(["$$", "\\["]);
  let unfolded = "";
  let at = 0;
  while (open.size > 0) {
    const starts = [...open]
      .map((opening) => ({ opening, index: text.indexOf(opening, at) }))
      .filter((found) => found.index !== -1)
      .sort((first, second) => first.index - second.index);
    const next = starts[0];
    if (!next) break;
    const close = text.indexOf(closing[next.opening], next.index + 2);
    if (close === -1) {
      open.delete(next.opening);
      continue;
    }
    unfolded += text.slice(at, next.index) + displayRows(text.slice(next.index + 2, close));
    at = close + 2;
  }
  return (unfolded + text.slice(at)).split(/\r\n|[\n\r\u2028\u2029]/);
}

/** A display block as lines, one per row, each row as inline math. */
function displayRows(block: string): string {
  const rows = block
    .replace(
      /\\(?:begin|end)\{(?:aligned|align\*?|array|matrix|gathered|split|eqnarray\*?)\}(?:\{[^{}]*\})?/g,
      "",
    )
    .split(/\\\\|\n/)
    .map((row) => row.replace(/&/g, " ").trim())
    .filter((row) => row !== "");
  return `\n${rows.map((row) => `$${row}$`).join("\n")}\n`;
}

// A line that labels the answer: "**Final answer:** …", "### Final answer", "Answer: …".
const ANSWER_LABEL = /^(?:final answer|answer|result)\b/i;

/** The answer under a label ("Final answer", "Answer", "Result"), from the last such line that states one. */
function labelledAnswer(lines: string[]): ReadQuantity | undefined {
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

/** Every boxed value of the reply (`\boxed{…}`), in order; undefined for one that is no single quantity. */
function boxedValues(reply: string): (ReadQuantity | undefined)[] {
  const values: (ReadQuantity | undefined)[] = [];
  for (const found of reply.matchAll(/\\boxed\s*(?=\{)/g)) {
    const braced = bracedAt(reply, found.index + found[0].length);
    values.push(braced ? quantityIn(braced.content) : undefined);
  }
  return values;
}

// The heading of the notes that follow a solution in textbooks and chat replies ("**Significance**",
// "### Check", "Discussion:"); what they state is commentary, not the answer.
const AFTERWORD =
  /^\s*(?:(?:#+\s*|\*\*|__)\s*(?:significance|discussion|check(?:ing)?(?: the answer)?|sanity check|verification|interpretation|remarks?)\b|(?:significance|discussion|check(?:ing)?(?: the answer)?|sanity check|verification|interpretation|remarks?)\s*(?::|$))/i;
// A sentence that checks the solution ("our solution seems consistent"): a result on it may be the check's, not the answer.
const CHECKING =
  /\b(?:consistent|checks? out|as a check|to check|we can check|verify|verifies|as expected)\b/i;
// A part of the problem named anywhere in the text ("(a)", "**(b)**", "in (c)"), or "b)" starting a line:
// a reference to a part counts as well, which can only make more results have to agree.
const PART_LABEL = /(?:^|(?<=[\s*]))\(([a-h])\)(?=[\s,.:;*]|$)|^\s*([a-h])\)\s/gi;
// The left side of a statement that is a sentence rather than a symbol ("So the engine does about …").
const PROSE = /\b[A-Za-z]{2,30}\s+[a-z]{2,30}\s+[a-z]{2,30}\s+[a-z]{2,30}\b/;

/** Whether a statement ends in a result: a value after its last "=" or "≈", its left side a symbol or expression, not a sentence. */
function statesResult(segment: string): boolean {
  if (!/[=≈]|\\approx|\\simeq/.test(segment)) return false;
  const plain = latexToPlain(segment);
  const sides = plain.split(/[=≈]/);
  if (sides.length < 2) return false;
  // A relation in symbols states no result.
  if (!/\d/.test(sides[sides.length - 1])) return false;
  const left = sides[0].split(/:\s/).pop() ?? "";
  return !PROSE.test(left);
}

/** The parts of a line outside its inline math, and its inline math segments, in order. */
function splitMath(line: string): { math: boolean; text: string }[] {
  return line.split("$").map((text, index) => ({ math: index % 2 === 1, text }));
}

/** The statements of a line (its inline math segments that end in a result, or the whole line when it has no math), and the rest of it. */
function statementsOf(line: string): { statements: string[]; rest: string } {
  if (!line.includes("$"))
    return statesResult(line) ? { statements: [line], rest: "" } : { statements: [], rest: line };
  const pieces = splitMath(line);
  const statements: string[] = [];
  const rest: string[] = [];
  pieces.forEach((piece, index) => {
    if (!piece.math || !statesResult(piece.text)) {
      rest.push(piece.math ? `$${piece.text}$` : piece.text);
      return;
    }
    // A value whose unit is written after the math: "$r \approx 1.66$ cm".
    const after = pieces[index + 1]?.text ?? "";
    const unit = /\d\s*$/.test(latexToPlain(piece.text)) ? (after.match(/^\s*[^\s$.,;:]+/)?.[0] ?? "") : "";
    statements.push(`${piece.text}${unit}`);
  });
  return { statements, rest: rest.join(" ") };
}

/** The part labels of a line outside its math, with where each starts. */
function partLabelsOf(line: string): { part: string; index: number }[] {
  const labels: { part: string; index: number }[] = [];
  let dollars = 0;
  let counted = 0;
  for (const label of line.matchAll(PART_LABEL)) {
    for (; counted < label.index; counted++) if (line[counted] === "$") dollars += 1;
    if (dollars % 2 === 0) labels.push({ part: (label[1] ?? label[2]).toLowerCase(), index: label.index });
  }
  return labels;
}

/**
 * The last result the solution states, read only when nothing else that could be the answer
 * differs: the last statement of a value before any afterword, not in a sentence that checks the
 * solution, agreeing with the last
 * result of every other part of the problem and with every value of the same kind stated after it
 * (only the bold ones, where the closing words set a value in bold). A last result without a
 * unit is not read: it may be an equation set to zero as well as a ratio.
 */
function lastStatedResult(lines: string[]): ReadQuantity | undefined {
  const end = lines.findIndex((line, index) => index > 0 && AFTERWORD.test(line));
  const body = end === -1 ? lines : lines.slice(0, end);
  // The last result of each part, a part starting where a line or sentence names "(a)", "(b)" …
  const partResults = new Map<string, string>();
  let part = "";
  let last: { line: number; rest: string } | undefined;
  for (let index = 0; index < body.length; index++) {
    const line = body[index];
    const labels = partLabelsOf(line);
    const pieces = [
      { part, text: labels.length === 0 ? line : line.slice(0, labels[0].index) },
      ...labels.map((label, at) => ({
        part: label.part,
        text: line.slice(label.index, labels[at + 1]?.index ?? line.length),
      })),
    ];
    const rest: string[] = [];
    for (const piece of pieces) {
      part = piece.part;
      const { statements, rest: pieceRest } = statementsOf(piece.text);
      if (statements.length > 0) {
        partResults.set(part, statements[statements.length - 1]);
        last = { line: index, rest: "" };
        rest.length = 0;
      }
      rest.push(pieceRest);
    }
    if (last?.line === index) last.rest = rest.join(" ");
  }
  if (!last) return undefined;
  // The last result stands in a sentence that checks the solution, or next to one (a display
  // between the words that introduce it and those that follow): it may be the check's value.
  const wordsOf = (line: string | undefined) =>
    splitMath(line ?? "")
      .filter((piece) => !piece.math)
      .map((piece) => piece.text)
      .join(" ");
  const nearest = (step: number) => {
    for (let index = last.line + step; index >= 0 && index < body.length; index += step)
      if (body[index].trim() !== "") return body[index];
    return undefined;
  };
  if ([body[last.line], nearest(-1), nearest(1)].some((line) => CHECKING.test(wordsOf(line))))
    return undefined;
  // Results stated before the first part is named (a strategy's givens) belong to no part.
  if (partResults.size > 1) partResults.delete("");
  const answer = agreed([...partResults.values()].map(quantityIn));
  if (!answer || answer.unit === "") return undefined;
  const after = [last.rest, ...body.slice(last.line + 1)].join("\n");
  const bold = [...after.matchAll(/\*\*([^*]{1,80})\*\*/g)].flatMap((match) => valuesIn(match[1]));
  const closing = bold.length > 0 ? bold : valuesIn(after);
  return closing.every((value) => !sameKind(value, answer) || agree(value, answer)) ? answer : undefined;
}

function sameKind(first: ReadQuantity, second: ReadQuantity): boolean {
  return quantitiesMatch(first as Quantity, second as Quantity, 0.01).sameDimension;
}

/** Every value with a unit stated in a piece of text ("about 50 μT", "$6.3\mathrm{~m/s}$"). */
function valuesIn(text: string): ReadQuantity[] {
  const plain = latexToPlain(text);
  const values: ReadQuantity[] = [];
  for (const found of plain.matchAll(
    /[-−]?\d[\d,]{0,20}(?:\.\d{1,20})?(?:\s*[×x]\s*10\^?[-−⁻]?[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+)?\s*[A-Za-zΩμµ°%][^\s,;:()]*(?:\/[^\s,;:()]+)?/g,
  )) {
    const parsed = parseQuantity(found[0].replace(TRAILING_STOPS, ""));
    if (parsed.ok && parsed.quantity.unit !== "") values.push(parsed.quantity);
  }
  return values;
}

/**
 * The answer a line marked "(Answer)" states: what its last equals sign gives, or, in a sentence
 * without one, its one value with a unit ("The ball rises to a maximum height of 13.2 m."); none
 * where the sentence states two.
 */
function markedAnswer(line: string): ReadQuantity | undefined {
  const text = line.replace(AT_AN_INSTANT, "");
  if (/=|\\approx/.test(latexToPlain(text))) return quantityIn(text);
  const values = valuesIn(text);
  return values.length === 1 ? values[0] : undefined;
}

/**
 * Reads the final answer of a reply: the quantity under its "Final answer", "Answer" or "Result"
 * label; else its boxed value; else its line marked "(Answer)"; else the last result its solution
 * states. Where boxed values, marked lines or the results of several parts differ, or a value of
 * the same kind stated after the last result differs from it, it reads none.
 */
export function readFinalAnswer(reply: string): ReadQuantity | undefined {
  const lines = logicalLines(reply);
  const labelled = labelledAnswer(lines);
  if (labelled) return labelled;
  const boxed = boxedValues(reply);
  if (boxed.length > 0) return agreed(boxed);
  const marked = lines.flatMap((line, index) => {
    if (!/\(answer\)/i.test(line)) return [];
    const text = line.replace(/\\text\{\s*\(answer\)\s*\}|\(answer\)/gi, "").trim();
    // "(Answer)" alone on the line after a display marks that display.
    if (!/^[\s$.]*$/.test(text)) return [text];
    const before = lines.slice(0, index).findLast((previous) => !/^[\s$.]*$/.test(previous));
    return [before ?? ""];
  });
  if (marked.length > 0) return agreed(marked.map(markedAnswer));
  return lastStatedResult(lines);
}
