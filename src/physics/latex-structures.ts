/**
 * LaTeX structure read the same way wherever the engine reads LaTeX (problem statements, students'
 * work, model replies): a command's arguments are balanced brace groups at any depth, so
 * "\sqrt{2 g h}" and "\frac{\frac{a}{b}}{c}" read alike in the solver and in Work Analysis.
 */

/**
 * The argument of a LaTeX command starting at `start`: a braced group (braces inside it
 * balanced) or, without braces ("\frac12"), one character or one command.
 */
export function latexArgument(
  text: string,
  start: number,
  closes?: Int32Array,
): { content: string; end: number } | undefined {
  let index = start;
  while (text[index] === " ") index++;
  if (index >= text.length) return undefined;
  if (text[index] !== "{") {
    const command = /^\\[A-Za-z]+/.exec(text.slice(index));
    const length = command ? command[0].length : 1;
    return { content: text.slice(index, index + length), end: index + length };
  }
  if (closes) {
    const close = closes[index];
    return close < 0 ? undefined : { content: text.slice(index + 1, close), end: close + 1 };
  }
  let depth = 0;
  for (let position = index; position < text.length; position++) {
    if (text[position] === "{") depth++;
    else if (text[position] === "}") {
      depth--;
      if (depth === 0) return { content: text.slice(index + 1, position), end: position + 1 };
    }
  }
  return undefined;
}

/** Where each opening brace of a text closes (-1 when it never does), found in one pass. */
function closingBraces(text: string): Int32Array {
  const closes = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let position = 0; position < text.length; position++) {
    if (text[position] === "{") open.push(position);
    else if (text[position] === "}") {
      const opening = open.pop();
      if (opening !== undefined) closes[opening] = position;
    }
  }
  return closes;
}

const FRACTION_COMMAND = /^\\[dtc]?frac(?![A-Za-z])/;
const ROOT_COMMAND = /^\\sqrt(?![A-Za-z])\s*(?:\[([^\]]*)\])?/;
const UNIT_TEXT_COMMAND = /^\\(?:text|textrm|mathrm|operatorname)\s*(?=\{)/;
const BRACED_POWER = /^\^\s*(?=\{)/;
// "\ln\frac{T_f}{T_i}" takes the whole fraction as its argument.
const FUNCTION_BEFORE = /\\(ln|log|exp|sin|cos|tan)\s*$/;
/** Characters at the end of the output that FUNCTION_BEFORE looks at: a name and the spaces after it. */
const FUNCTION_BEFORE_LENGTH = 24;

/** How a reader writes what it reads: a line of work wants every group bracketed, a problem statement as typed. */
export interface LatexStyle {
  fraction(numerator: string, denominator: string): string;
  /** Braced powers and upright text are rewritten too (a statement's reader does those itself). */
  powersAndText: boolean;
}

/** Work and model replies: every fraction's parts in brackets, "(2 h)/(g)", as the evaluator reads them. */
export const WORK_STYLE: LatexStyle = {
  fraction: (numerator, denominator) => `(${numerator})/(${denominator})`,
  powersAndText: true,
};

// A fraction's part that needs no brackets when written as typed: one number, unit or symbol.
const SIMPLE_PART = /^[\w.μΩ°^-]*$/;

/** Problem statements: "3/4", or "(a + b)/(2 c)" when a part is more than one token. */
export const STATEMENT_STYLE: LatexStyle = {
  fraction: (numerator, denominator) => {
    const wrap = (part: string) => (SIMPLE_PART.test(part.trim()) ? part.trim() : `(${part.trim()})`);
    return `${wrap(numerator)}/${wrap(denominator)}`;
  },
  powersAndText: false,
};

/**
 * Rewrites LaTeX fractions and roots (and, for work, braced powers and upright text) into plain
 * notation, reading each command's braces as a balanced group so that nesting ("\frac{2(7.97\,
 * \mathrm{m/s})}{9.81\,\mathrm{m/s^{2}}}", "\sqrt{\frac{2h}{g}}") comes out as it would be typed.
 * The one reader of LaTeX structure for the solver's statements and for Work Analysis.
 */
export function latexStructures(text: string, style: LatexStyle = WORK_STYLE): string {
  const closes = closingBraces(text);
  let output = "";
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const fraction = FRACTION_COMMAND.exec(rest);
    if (fraction) {
      const numerator = latexArgument(text, index + fraction[0].length, closes);
      const denominator = numerator && latexArgument(text, numerator.end, closes);
      if (numerator && denominator) {
        const quotient = style.fraction(
          latexStructures(numerator.content, style),
          latexStructures(denominator.content, style),
        );
        // Only the end of what is written so far can hold the function's name.
        const tail = output.slice(-FUNCTION_BEFORE_LENGTH);
        const functionName = FUNCTION_BEFORE.exec(tail);
        output = functionName
          ? `${output.slice(0, output.length - tail.length + functionName.index)}${functionName[1]}((${quotient}))`
          : output + quotient;
        index = denominator.end;
        continue;
      }
    }
    const root = ROOT_COMMAND.exec(rest);
    if (root) {
      const radicand = latexArgument(text, index + root[0].length, closes);
      if (radicand) {
        const inner = latexStructures(radicand.content, style);
        const degree = root[1]?.trim();
        output += degree ? `((${inner})^(1/(${latexStructures(degree, style)})))` : `sqrt(${inner})`;
        index = radicand.end;
        continue;
      }
    }
    const power = style.powersAndText ? BRACED_POWER.exec(rest) : null;
    if (power) {
      const exponent = latexArgument(text, index + power[0].length, closes);
      if (exponent) {
        const inner = latexStructures(exponent.content, style).trim();
        output += /^-?\d+$/.test(inner) ? `^${inner}` : `^(${inner})`;
        index = exponent.end;
        continue;
      }
    }
    const upright = style.powersAndText ? UNIT_TEXT_COMMAND.exec(rest) : null;
    if (upright) {
      const word = latexArgument(text, index + upright[0].length, closes);
      if (word) {
        output += ` ${latexStructures(word.content, style)} `;
        index = word.end;
        continue;
      }
    }
    output += text[index];
    index++;
  }
  return output;
}
