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
import type { ValueWithUnit } from "../../bank/template";
import { constantValue } from "../../constants";
import { dimensionOf, formatQuantity, parseUnit, significantFiguresOf, toSI } from "../../quantity/quantity";
import { VARIABLES } from "../../relations/variables";
import { CLAUSE_SEPARATORS, checkLine, type LineCheck, STRICT_CARRIED_LIMIT } from "./analyze-work";
import { readSymbols, rearranges, type SymbolicEquation, sameExpression } from "./check-algebra-step";
import { functionsStated, readDerivatives, type StatedFunction } from "./derivatives-and-integrals";
import {
  exponentialsAsFunctions,
  FREE_LETTER_SAMPLES,
  freeLettersOf,
  shownLetter,
  uprightUnitsAsFactors,
  withLettersAt,
} from "./free-letters";
import {
  relabelledEquations,
  relationsOfTotal,
  writesConservation,
  writesRelativeChain,
  writesSumOfParts,
  writesVectorComponents,
} from "./labelled-equations";
import {
  dimensionsMatch,
  dimensionVector,
  evaluateSide,
  normalizeWorkText,
  quantitiesOfSide,
  readUnitAfterNumber,
  type SideEvaluation,
  siUnitOfDimension,
  VULGAR_FRACTIONS,
} from "./read-expression";
import { readSymbolicSide } from "./read-symbols";
import {
  checkSymbolicEquation,
  followsFromTwoRelations,
  type RelationForm,
  relationFormOf,
} from "./recognise-relation";
import {
  equationInUnknown,
  equationWithUnitsInUnknown,
  type LineUnknown,
  sameUnknownValue,
  solveLineForUnknown,
  valueStatedFor,
} from "./solve-line-unknown";
import {
  putsInAPowerOfNoValueStated,
  type StatedValues,
  statedValues,
  valuesWritten,
} from "./squared-values";
import { substitutedRelationForm, symbolsOfSubstitution } from "./substituted-relation";
import { scaleConversionHolds, temperaturesGiven } from "./temperature-scales";
import { holdsWithValuesOfTheirKind, type StatedValue, statedValuesIn } from "./values-of-their-kind";

/** A constant's value as LaTeX in scientific notation (a mantissa times 10 to a power). */
function scientificLatex(value: number): string {
  const [mantissa, exponent] = value.toExponential().split("e");
  return `${mantissa}\\times 10^{${Number(exponent)}}`;
}

/** The check of one computing line of a reply. */
export interface ReplyLineCheck {
  /** First and last line of the reply (from 1) the computation is written on. */
  lineNumber: number;
  endLineNumber: number;
  /** The computation as written in the reply. */
  text: string;
  status: "correct" | "error";
  /**
   * arithmetic: a side does not work out to the next; units: sides or terms of different dimensions;
   * relation: a relation the engine knows written in a wrong form ("K = m v²").
   */
  issue?: "arithmetic" | "units" | "relation";
  /** What was found, for people. */
  message: string;
  /** For an arithmetic error: what the line should say, e.g. "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m". */
  correction?: string;
  /** For an arithmetic error: the value the computation works out to. */
  expected?: ValueWithUnit;
  /** relation: a line of symbols read as a relation the engine knows, with no numbers or result of its own. */
  kind?: "relation";
  /**
   * False for a line counted as checked where it holds but never disputed: an equation whose
   * unknown the next line states, or a line read with values stated on earlier lines.
   */
  disputable?: false;
}

/** Every checked line of a reply, and the ones that failed. */
export interface ReplyLinesCheck {
  /** Lines that compute something and could be checked. */
  checked: ReplyLineCheck[];
  failed: ReplyLineCheck[];
  /**
   * Lines that compute something (a chain of equals signs, or an operation on numbers after one)
   * but could not be checked: a reply with any is not wholly checked, whatever the others say.
   */
  unread: { lineNumber: number; endLineNumber: number; text: string }[];
  /**
   * Equations of symbols the reply writes that the checks cannot tell are right ("λ₃ = L/3"): the
   * arithmetic after them may hold and the physics not, so the reply is not wholly checked.
   */
  relationsNotChecked: { lineNumber: number; endLineNumber: number; text: string; equation: string }[];
}

/**
 * An operation between numbers or groups: "2 × 9.8", "(3.0)(4.0)", "\\frac{", "sqrt(", a function of
 * a number ("\\tan 31.0°", "ln(4)"); not a unit's "m/s".
 */
const OPERATION =
  /[\d)}]\s*[-−+×*·/^÷]\s*[\d(\\]|\)\s*\(|\\(?:frac|sqrt)\b|\bsqrt\s*\(|(?:\\|\b)(?:sin|cos|tan|cot|sec|csc|ln|log|exp)(?:\\[ ,;]|\s)*[({]?\s*\d/;
/** A power of ten written after a number ("× 10^8"): part of one value, not an operation. */
const TIMES_POWER_OF_TEN = /[×x*·]\s*10\s*(?:\^\s*[{(]?\s*[-+−]?\d+[})]?|[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g;

/**
 * Where one clause of a line ends: a comma before a space, a LaTeX space or a letter ("m = 2.0 kg,\
 * a = 3.0 m/s²", "v = 0.95c,\Delta t = …"; not "12{,}557"), a semicolon or "and".
 */
const CLAUSE_BREAK = /,(?=\s|\\[ ,;]|\\?[A-Za-z])|;|\band\b/;

/**
 * Whether a line computes something: in one of its clauses ("v = 20 m/s, t = 3.0 s" states two
 * values), a chain of equals signs, or an operation with a number after one.
 */
function computesSomething(text: string): boolean {
  return text.split(CLAUSE_BREAK).some((clause) => clauseComputes(withVectorsAsValues(clause)));
}

/**
 * A component along an axis: "4787\\hat{i}", "100.0\\ \\text{N}\\hat{i}",
 * "\\left(2.36\\times 10^{-10}\\ \\text{m}\\right)\\hat{j}".
 */
const LATEX_SPACES = String.raw`(?:\s|\\[ ,;])*`;
const COMPONENT_VALUE = String.raw`\d+(?:\.\d+)?(?:${LATEX_SPACES}\\times${LATEX_SPACES}10\^\{?\s*-?\d+\s*\}?)?`;
const UPRIGHT_UNIT_AFTER = String.raw`${LATEX_SPACES}\\(?:text|mathrm)\s*\{[^{}]*\}(?:\s*\^\s*\{[^{}]*\})?`;
const AXIS_COMPONENT = String.raw`(?:${COMPONENT_VALUE}(?:${UPRIGHT_UNIT_AFTER})?|\\left\(\s*-?${COMPONENT_VALUE}${UPRIGHT_UNIT_AFTER}\s*\\right\))\s*\\hat\s*\{?\s*[ijk]\s*\}?`;
/** A vector written by its components, "125\\hat{i}+233\\hat{j}": one value, whose signs add nothing. */
const VECTOR_VALUE = new RegExp(
  String.raw`(?:[-+]\s*)?${AXIS_COMPONENT}(?:\s*[-+]\s*${AXIS_COMPONENT})*`,
  "g",
);

/**
 * The clause with each vector written by its components as one value ("\\vec{s}=125\\hat{i}+233\\hat{j}"
 * states a vector as "v = 20 m/s" states a speed, and computes nothing).
 */
function withVectorsAsValues(clause: string): string {
  return /\\hat/.test(clause) ? clause.replace(VECTOR_VALUE, " 1 ") : clause;
}

/** A vector written by the symbols of its components: "r_{3x}\\hat{i}+r_{3y}\\hat{j}". */
const SYMBOLIC_COMPONENT = String.raw`(?:[A-Za-z]|\\[A-Za-z]+)(?:_(?:\{[^{}]*\}|[A-Za-z0-9]))?\s*\\hat\s*(?:\{\s*[ijk]\s*\}|[ijk])`;
const SYMBOLIC_COMPONENTS = new RegExp(
  String.raw`^[-+]?\s*${SYMBOLIC_COMPONENT}(?:\s*[-+]\s*${SYMBOLIC_COMPONENT})*$`,
);

/**
 * Whether every equation of a line names a vector by the symbols of its components and gives it
 * by its components ("\\vec{r}_{3} = r_{3x}\\hat{i} + r_{3y}\\hat{j} = (2.36 × 10^{-10} m)\\hat{i} + …"):
 * it works no value out. With values stated for those symbols it is read as a calculation first.
 */
function statesVectorsByComponents(text: string): boolean {
  const clauses = text.split(CLAUSE_BREAK).filter((clause) => /=/.test(clause));
  return (
    clauses.length > 0 &&
    clauses.every((clause) => {
      const sides = clause.split("=").map((side) => sideOf(side.replace(/\\[ ,;]/g, " ")));
      return (
        sides.some((side) => SYMBOLIC_COMPONENTS.test(side)) &&
        sides.every(
          (side) =>
            SYMBOLIC_COMPONENTS.test(side) ||
            LATEX_SYMBOL.test(side) ||
            withVectorsAsValues(side).trim() === "1",
        )
      );
    })
  );
}

/** A symbol alone, with a subscript or a plus sign: "m_3", "+e", "R_{ES}" (not "−W", a sign changed). */
const SIGNED_SYMBOL =
  /^\+?\s*(?:Δ\s*)?(?:[A-Za-zα-ωΑ-Ω]|\\[A-Za-z]+)'*(?:\s*_\s*(?:\([^()]*\)|[A-Za-z0-9]+))?$/;

/**
 * Whether a clause gives the value of a ratio of symbols ("\\frac{I_{2}}{I_{1}} = 2.00"): one side
 * whose only digits are its subscripts', the other one value.
 */
function statesARatio(sides: readonly string[]): boolean {
  if (sides.length !== 2) return false;
  const labelsOnly = (side: string) => !/\d/.test(side.replace(/_\s*(?:\{[^{}]*\}|\w)/g, ""));
  const value = (side: string) => VALUE_SIDE.test(normalizeWorkText(sideOf(side)).trim());
  return (labelsOnly(sides[0]) && value(sides[1])) || (labelsOnly(sides[1]) && value(sides[0]));
}

function clauseComputes(text: string): boolean {
  const sides = text.split(/=|≈|\\approx/);
  if (sides.length >= 3) {
    // A value given its names ("m_1 = m_3 = 5.885 × 10^{-26} kg", "q_1 = +e = +1.602 × 10^{-19} C")
    // computes nothing: every side but one is a symbol alone, and that one holds no operation.
    const named = sides.filter((side) => SIGNED_SYMBOL.test(normalizeWorkText(side).trim()));
    const rest = sides.filter((side) => !named.includes(side));
    return !(rest.length === 1 && !OPERATION.test(rest[0].replace(TIMES_POWER_OF_TEN, " ")));
  }
  // The operation may stand on either side: "v = 2.0 × 3.0 m/s", "\frac{2.38e39 MeV/s}{25.7 MeV} = 9.26e37".
  return (
    sides.length === 2 &&
    !statesARatio(sides) &&
    sides.some((side) => {
      const numbers = side.replace(TIMES_POWER_OF_TEN, " ");
      return /\d/.test(numbers) && OPERATION.test(numbers);
    })
  );
}

/**
 * The text with the stops that close it written once: "= 11.0\\ \\text{m/s}.\\end{aligned}." closes
 * its display and its sentence, one calculation that ends there.
 */
function withOneClosingStop(text: string): string {
  let end = text.length;
  let stops = 0;
  for (let index = text.length - 1; index >= 0; index--) {
    const character = text[index];
    if (character === ".") stops++;
    else if (!/\s/.test(character)) break;
    end = index;
  }
  return stops > 1 ? `${text.slice(0, end)}.` : text;
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
// A row that continues the equation above it: "&= 80 m", "= 80 m", or an aligned row that goes on
// with an operator ("& - (1000 kg/m³)(9.80 m/s²)(10.0 m)").
const CONTINUATION =
  /^\s*(?:&\s*)?(=|≈|\\approx)|^\s*&(?:\s|\\[ ,;:!])*(?:[-+−]|\\(?:cdot|times)(?![A-Za-z]))/;
/** An empty column between equations set side by side in a display: "a &= b && c &= d". */
const SIDE_BY_SIDE = /&[ \t]*&(?:[ \t]*&)*/;
/** A picture in markdown, "[Image: description](address)": its description is not a calculation. */
const MARKDOWN_IMAGE = /!?\[Image:[^\]]*\]\([^)\s]*\)/g;

/**
 * A unit and words after it in one upright text ("64.3\\ \\text{m on dry concrete}", "207\\ \\text{N to
 * two significant figures}"): the result's unit, then words that end the calculation. Not two units
 * ("\\text{N m}").
 */
const UNIT_THEN_WORDS = /\\text\s*\{\s*([A-Za-zΩμ°][A-Za-zΩμ°/·^0-9-]*)\s+([a-z]{2,})(?:\s[a-z ]*)?\}/g;

/** A bracketed percentage after a number that ends a side: "0.40 (40 %)", "0.40\\left(40\\%\\right)". */
const PERCENT_RESTATED =
  /(\d)[ \t]*(?:\\left)?\([ \t]*(\d+(?:\.\d+)?)[ \t]*%[ \t]*(?:\\right)?\)(?=[ \t]*(?:$|[;,.$\n]|\\\\))/g;

/**
 * The text without the points a derivative or a function is evaluated at, written below a bar
 * ("\\left.\\frac{dV}{dx}\\right|_{x = 2.0\\text{ m}}"): the condition's equals sign is no side
 * of the calculation. A bar's limits without one ("|_{1 m}^{2 m}") are kept.
 */
function withoutEvaluationPoints(text: string): string {
  let result = "";
  let from = 0;
  for (let bar = text.indexOf("|", from); bar >= 0; bar = text.indexOf("|", from)) {
    const below = /^\s*_\s*\{/.exec(text.slice(bar + 1, bar + 40));
    if (!below) {
      result += text.slice(from, bar + 1);
      from = bar + 1;
      continue;
    }
    const open = bar + 1 + below[0].length - 1;
    let depth = 0;
    let close = -1;
    for (let index = open; index < text.length; index++) {
      if (text[index] === "{") depth++;
      else if (text[index] === "}" && --depth === 0) {
        close = index;
        break;
      }
    }
    const condition = close < 0 ? "" : text.slice(open + 1, close);
    if (!condition.includes("=")) {
      result += text.slice(from, bar + 1);
      from = bar + 1;
      continue;
    }
    // The bar and its condition go; a "\\right" before the bar stays, as an empty delimiter.
    const before = text.slice(from, bar);
    result += /\\right\s*$/.test(before) ? `${before}. ` : `${before} `;
    from = close + 1;
  }
  return result + text.slice(from);
}

/** Markdown and LaTeX decoration that is not part of a computation. */
function plainComputation(text: string): string {
  return withRestatementsAsEquals(
    withOneClosingStop(
      withoutEvaluationPoints(text)
        // Markdown: headings, quotes, list markers, emphasis, code ticks.
        .replace(/^\s*(?:#{1,6}\s+|>\s*)+/, "")
        .replace(/^\s*(?:[-*+•]|\d{1,2}[.)])\s+/, "")
        .replace(/\*\*|__|`/g, "")
        // "\\frac{1240\\ \\text{eV·nm}}{1.889\\ \\text{eV}} \\approx 656$ nm": in math that writes its
        // units, a unit written just after it closes belongs to its last number.
        .replace(UNIT_AFTER_INLINE_MATH, (whole, math: string, unit: string) =>
          /\\(?:text|mathrm)\s*\{/.test(math) && parseUnit(unit) ? `$${math}\\ \\text{${unit}}$` : whole,
        )
        // "$x = 8.00$ cm $= 0.800$ m": inline math that goes on after a unit written outside it is one
        // calculation, its units inside.
        .replace(INLINE_MATH_CONTINUED, (whole, math: string, unit: string, rest: string) =>
          parseUnit(unit) && !ENGLISH_WORDS_LIKE_UNITS.has(unit)
            ? `$${math}\\ \\text{${unit}} ${rest}$`
            : whole,
        )
        // Its last unit, written after it too ("… $= 0.800$ m").
        .replace(UNIT_AFTER_INLINE_MATH, (whole, math: string, unit: string) =>
          /\\(?:text|mathrm)\s*\{/.test(math) && parseUnit(unit) ? `$${math}\\ \\text{${unit}}$` : whole,
        )
        // Inline math is a calculation of its own: "... = 90 m$. How long would 160 m take?"
        .replace(/(?<!\$)\$(?!\$)([^$]+?)\$(?!\$)/g, " ; $1 ; ")
        // A sentence ends the calculation in it: "… = 0.15 m = 15 cm. The distance that …".
        .replace(/(?<=[\w}°%)])\.[ \t]+(?=\*{0,2}[A-Z])/g, " ; ")
        // "Step 2:" and similar labels before the computation.
        .replace(/^\s*(?:step|part)\s*\d+[a-z]?\s*[:.)-]\s*/i, "")
        .replace(/\\(?:begin|end)\{[a-z*]+\}(?:\{[^}]*\})?/g, " ")
        .replace(/\\boxed\s*\{/g, "{")
        // The brace that gathers a system of equations ("\\left\\{\\right. R_{x}=…") opens no expression.
        .replace(/\\left\s*\\\{\s*\\right\s*\./g, " ")
        // A unit struck through where it cancels ("\\frac{1609\\ \\text{m}}{1\\ \\cancel{\\text{mile}}}") is
        // still a unit of the conversion, not a symbol "cancel".
        .replace(/\\[bx]?cancel\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g, "$1")
        // An accent over a letter set upright ("\\hat{\\text{r}}", "\\vec{\\mathrm{E}}") is the letter's.
        .replace(/\\(hat|vec)\s*\{\s*\\(?:text|mathrm|rm)\s*\{\s*([A-Za-z])\s*\}\s*\}/g, "\\$1{$2}")
        .replace(/\\approx|\\simeq|\\cong(?![A-Za-z])|≃|≅/g, "≈")
        .replace(/\\(?:Rightarrow|implies|rightarrow|to|longrightarrow)(?![A-Za-z])/g, " ⇒ ")
        .replace(/\\(?:quad|qquad)(?![A-Za-z])/g, " ; ")
        .replace(/\\text\s*\{\s*(?:and|so|then|thus|hence|therefore|where|with)\s*\}/g, " ; ")
        // "468 750 J": digits grouped in threes by spaces are one number.
        .replace(/(?<![\d.,])\d{1,3}(?:[ \u2009\u202F]\d{3})+(?![\d.])/g, (number) =>
          number.replace(/\s/g, ""),
        )
        // "\mathrm{\mu T}" is the microtesla, one unit.
        .replace(/(\\(?:mathrm|text|textrm)\s*\{\s*)\\mu\s*/g, "$1μ")
        .replace(/\\%/g, "%")
        // A result restated in percent in brackets after it ("= 0.40 (40 %)") is one more side, not a factor.
        .replace(PERCENT_RESTATED, "$1 = $2 %")
        // "12{,}509": a comma between groups of three digits, as converted formulas write it.
        .replace(/(\d)\{,\}(?=\d{3}(?!\d))/g, "$1")
        // A power of ten whose ten is bracketed: "1.60 \times \left(\ 10\right)^{-19}".
        .replace(/\\left\(\s*(?:\\[ ,;]\s*)?10\s*\\right\)(?=\s*\^)/g, "10")
        // An empty superscript ("2.5^{}\text{m/s}^{2}") and zero-width spaces are nothing.
        .replace(/\^\{\s*\}/g, "")
        .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
        // Words after a result ("41.2°\ \text{north of east}") end the calculation.
        .replace(/\\text\s*\{\s*[a-z]{2,}(?:\s+[a-z]+)+\s*\}(?=\s*[.,]?\s*(?:$|;|\\\\|\$))/g, " ; ")
        .replace(UNIT_THEN_WORDS, (whole, unit: string, word: string) =>
          parseUnit(unit) !== undefined && parseUnit(word) === undefined ? `\\text{${unit}} ; ` : whole,
        )
        .replace(/[½⅓¼¾⅔]/g, (fraction) => VULGAR_FRACTIONS[fraction] ?? fraction)
        .replace(/\\degree/g, "°")
        .replace(/\\\\/g, " ")
        .replace(/&/g, " ")
        .replace(/\\[[\]()]/g, " "),
    ),
  );
}

/** Inline math that ends with a number, and the word written right after it closes. */
const UNIT_AFTER_INLINE_MATH =
  /(?<!\$)\$(?!\$)([^$]*?\d)[ \t]*\$(?!\$)[ \t]*([A-Za-zμΩ°][A-Za-z0-9μΩ/^·]*)(?![\w$])/g;
/** Inline math ending in a number, a unit outside it, then inline math that goes on: "$x = 8.00$ cm $= 0.800$". */
const INLINE_MATH_CONTINUED =
  /(?<!\$)\$(?!\$)([^$]*?\d)[ \t]*\$[ \t]*([A-Za-zμΩ°][A-Za-z0-9μΩ/^·]*)[ \t]*\$(?!\$)[ \t]*((?:=|≈|\\approx)[^$]*)\$/g;

/**
 * A line with the unit written after inline math that states a value alone put in it ("with $v =
 * 25.0$ m/s", "$\\tfrac12(1200) = 600$ kg"), where the word is a unit and no word of English: the
 * values stated so, with their units, for bare numbers further on. The line itself is read as written.
 */
function withUnitsOfValuesStatedInline(raw: string): string {
  return raw.replace(UNIT_AFTER_INLINE_MATH, (whole, math: string, unit: string) =>
    VALUE_STATED_ALONE.test(math) && !ENGLISH_WORDS_LIKE_UNITS.has(unit) && parseUnit(unit)
      ? `$${math}\\ \\text{${unit}}$`
      : whole,
  );
}

/** Math that ends by giving a value alone: "m = 1200", "\\tfrac{1}{2}(1200) = 600", "v^2 = (25.0)^2 = 625". */
const VALUE_STATED_ALONE = /=\s*[-−]?\d+(?:[.,]\d+)*\s*$/;

/** Words of English that are also the symbols of units, which a sentence may put after math. */
const ENGLISH_WORDS_LIKE_UNITS = new Set(["a", "am", "an", "as", "at", "in", "are", "do", "each"]);

/** "or" between a result and the next value: "= 1.57 × 10^{-10} m, or 0.157 nm". */
const OR_BETWEEN_VALUES =
  /,?[ \t]?(?:\\[ ,;][ \t]?)?(?:\\text\s*\{\s*or\s*\}|\bor\b)(?:\s|\\[ ,;])*(?=-?\d)/g;
/** A number times π that ends a text: "= 1.52\\pi". */
const MULTIPLE_OF_PI_AT_END = /\d(?:\s|\\[ ,;])*(?:\\pi(?![A-Za-z])|π)(?:\s|\\[ ,;])*$/;
/** A unit at the end of a text: "\\ \\text{m}", " nm". */
const UNIT_AT_END =
  /(?:\\(?:text|mathrm)\s*\{\s*~?([^{}\s]+)\s*\}|(?<![A-Za-zΩμ°\\])([A-Za-zΩμ°]+(?:\/[A-Za-z]+)?))$/;
/** A value with its unit that ends a calculation: "0.157\\ \\text{nm}.", "25 cm". */
const VALUE_ENDING =
  /^-?\d+(?:\.\d+)?(?:\s*(?:\\times|×)\s*10\s*\^\s*\{?\s*-?\d+\s*\}?)?(?:\s|\\[ ,;])*(?=\\|[A-Za-zΩμ°])/;

/**
 * A result restated in another unit after "or" ("= 1.57 × 10^{-10} m, or 0.157 nm") as one more
 * side equal to it. Only where the two units differ and are of one kind: "t = 2.0 s or 5.0 s" gives
 * two roots, not one value twice.
 */
function withRestatementsAsEquals(text: string): string {
  if (!/\bor\b/.test(text)) return text;
  return text.replace(OR_BETWEEN_VALUES, (whole: string, offset: number) => {
    const before = text.slice(0, offset);
    if (!before.includes("=")) return whole;
    const after = text.slice(offset + whole.length).split(/;|\$/)[0];
    const value = VALUE_ENDING.exec(after);
    const restated = value && after.slice(value[0].length).trimEnd().replace(/[.,]$/, "").trimEnd();
    const [first, second] = [before.trimEnd(), restated ?? ""].map((part) => {
      const unit = UNIT_AT_END.exec(part);
      return unit && parseUnit(unit[1] ?? unit[2] ?? "");
    });
    // "= 1.52π or 4.77 rad": a multiple of π is an angle in radians.
    if (restated && second === "rad" && MULTIPLE_OF_PI_AT_END.test(before)) return " = ";
    if (!restated || UNIT_AT_END.exec(restated)?.index !== 0 || !first || !second || first === second)
      return whole;
    const [firstDimension, secondDimension] = [dimensionVector(first), dimensionVector(second)];
    const sameKind = firstDimension && secondDimension && dimensionsMatch(firstDimension, secondDimension);
    return sameKind ? " = " : whole;
  });
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
      // Rows of one display share its source text: it is kept once.
      if (!previous.original.endsWith(original)) previous.original += `\n${original}`;
      previous.last = last;
      return;
    }
    lines.push({ text, original, first, last });
  };
  /**
   * The rows of a display, each equation apart. Equations set side by side in columns ("a &= b &&
   * c &= d") go on down their own column: each column is read in turn.
   */
  const pushRows = (display: string, original: string, first: number, last: number) => {
    const rows = display.split(/\\\\/).map((row) => row.split(SIDE_BY_SIDE));
    const columns = Math.max(...rows.map((cells) => cells.length));
    for (let column = 0; column < columns; column++)
      for (const cells of rows) push(cells[column] ?? "", original, first, last);
  };
  const flushBlock = (last: number) => {
    if (!block) return;
    const joined = block.rows.join("\n");
    pushRows(joined.replace(/\n/g, " "), joined, block.first, last);
    block = undefined;
  };

  /**
   * Reads a piece of a line of the reply: a display, or the words before one. Returns what is left
   * of the line to read ("" when done), so a line of many displays is read in a loop.
   */
  const readPiece = (line: string, number: number): string => {
    if (block) {
      if (block.closing.test(line)) {
        block.rows.push(line.replace(block.closing, ""));
        flushBlock(number);
      } else {
        block.rows.push(line);
      }
      return "";
    }
    const open = DISPLAY_OPEN.exec(line);
    if (open) {
      const rest = line.slice(open[0].length);
      const closing = closingOf(open[1]);
      // Several displays on one line ("$$ a = … $$ $$ b = … $$"): the first ends at its own closing.
      const closingMark = open[1] === "$$" ? "$$" : open[1] === "\\[" ? "\\]" : undefined;
      const end = closingMark ? rest.indexOf(closingMark) : -1;
      if (closingMark && end >= 0 && rest.slice(end + closingMark.length).trim() !== "") {
        const display = `${open[0]}${rest.slice(0, end + closingMark.length)}`;
        pushRows(rest.slice(0, end), display, number, number);
        return rest.slice(end + closingMark.length);
      }
      if (closing.test(rest)) {
        // A display equation on one line: "$$ d = ... = 80 m $$".
        pushRows(rest.replace(closing, ""), line, number, number);
        return "";
      }
      block = { rows: [rest], first: number, closing };
      return "";
    }
    // Text and displays in one paragraph ("(a) We use ... $$ f = ... $$ Thus ..."): each display
    // is read apart from the words before and after it.
    const display = /\$\$|\\\[/.exec(line);
    if (display && display.index > 0) {
      push(line.slice(0, display.index), line, number, number);
      return line.slice(display.index);
    }
    push(line, line, number, number);
    return "";
  };
  source.forEach((line, index) => {
    let rest = line.replace(MARKDOWN_IMAGE, " ");
    while (rest !== "") rest = readPiece(rest, index + 1);
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
    .replace(
      /\^(?:\((-?\d+)\)|(-?\d+))/g,
      (_whole, bracketed: string | undefined, bare: string | undefined) =>
        [...(bracketed ?? bare ?? "")]
          .map((character) => SUPERSCRIPT_DIGITS[character] ?? character)
          .join(""),
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
  // Thousands set apart by spaces or commas ("10 565", "41,860") are one number.
  const number = /\d{1,3}(?:[ \u2009\u202f,]\d{3})+(?![\d])(?:\.\d+)?|\d[\d.]*/.exec(written)?.[0];
  const figures = number ? (significantFiguresOf(number.replace(/[ \u2009\u202f,]/g, "")) ?? 3) : 3;
  return Math.min(6, Math.max(2, figures));
}

// A result written with "≈" may be rounded loosely, up to this share of its value.
const APPROXIMATE_TOLERANCE = 0.01;
const SI_PREFIXES = /^(?:Y|Z|E|P|T|G|M|k|h|da|d|c|m|μ|µ|u|n|p|f|a)(?=.)/;

/** The units written after numbers in a line, with their unprefixed forms ("keV" and "eV"). */
function unitsWritten(text: string): string[] {
  const units = new Set<string>();
  for (const match of text.matchAll(/\d(?=\s*[A-Za-zΩμµ°])/g)) {
    const unit = readUnitAfterNumber(text.slice((match.index ?? 0) + 1))?.unit;
    if (!unit) continue;
    units.add(unit);
    const unprefixed = unit.replace(SI_PREFIXES, "");
    if (unprefixed !== unit && dimensionVector(unprefixed)) units.add(unprefixed);
  }
  return [...units];
}

/**
 * Whether a side written without any unit ("1.2 × 3.826") agrees with a side that has units
 * ("1.2 fm × 56^(1/3)") read in one of the units written on the line: numbers without units are
 * numbers in some unit, and a model often leaves it off. A side with units and a single number
 * ("2eV/m") is more likely symbols than a quantity.
 */
function agreesInSomeUnitOfTheLine(line: string, first: string, second: string): boolean {
  const a = evaluateSide(first);
  const b = evaluateSide(second);
  if (!a.ok || !b.ok || a.measured.hasUnit === b.measured.hasUnit) return false;
  const [withUnits, withUnitsText, bare] = a.measured.hasUnit
    ? [a.measured, first, b.measured]
    : [b.measured, second, a.measured];
  // A function of an angle ("\\tan 31.0°") is a pure number, whatever unit its angle is written in.
  const functionOfAngle =
    withUnits.dimension.every((entry) => entry === 0) &&
    /(?:\\|\b)(?:sin|cos|tan|cot|sec|csc)\b/.test(withUnitsText);
  if (functionOfAngle) return false;
  if ((withUnitsText.match(/\d+(?:\.\d+)?/g) ?? []).length <= 1) return true;
  const loose = line.includes("≈") ? APPROXIMATE_TOLERANCE : 0;
  for (const unit of unitsWritten(line)) {
    const dimension = dimensionVector(unit);
    if (!dimension || !dimensionsMatch(dimension, withUnits.dimension)) continue;
    const perUnit = toSI({ value: 1, unit }, { temperatureDifference: true }).value;
    const inUnit = withUnits.value / perUnit;
    const rounding = (withUnits.roundingError + bare.roundingError) / Math.abs(perUnit);
    const allowed = Math.max(Math.abs(inUnit) * Math.max(0.002, loose), rounding);
    if (Math.abs(inUnit - bare.value) <= allowed * (1 + 1e-9)) return true;
  }
  return false;
}

let quantityDimensions: number[][] | undefined;

/** The dimensions of the engine's quantities: what a number written without its unit could measure. */
function isQuantityDimension(dimension: readonly number[]): boolean {
  // Angles are pure numbers, so rad/s² would make any stray 1/s² look like a quantity.
  quantityDimensions ??= [...VARIABLES.values()]
    .filter((variable) => !/\brad\b/.test(variable.unit))
    .map((variable) => dimensionVector(variable.unit))
    .filter((vector): vector is number[] => vector !== undefined);
  return quantityDimensions.some((vector) => dimensionsMatch(vector, dimension));
}

/** Numbers that stand in formulas as factors, not as data written without a unit. */
const FORMULA_FACTORS = new Set([0.5, 1, 2, 3, 4]);

/**
 * Whether sides whose units differ could be right with a unit left off one number: a number
 * that looks like data (two or more significant figures, or a power of ten, unlike the factors
 * 0.5 or 2) and a missing dimension that some quantity has ("2.0e5 × 2.0e-3 m³ = 400 J": pascals).
 */
function unitLeftOff(sides: readonly [string, string]): boolean {
  const [left, right] = sides.map((side) => evaluateSide(side));
  if (!left.ok || !right.ok) return true;
  // "1.0 * 10^-5 F" is one number with its unit.
  const numbers = sides.map((side) =>
    side.replace(/(?<![\d.])(\d+(?:\.\d+)?)\s*\*\s*10\^\(?(-?\d+)\)?/g, "$1e$2"),
  );
  // The powers the numbers that look like data are raised to ("(5)²": 2), 1 for none.
  const powers = new Set<number>();
  for (const side of numbers) {
    for (const match of side.matchAll(/(?<![\w.^])(\d+(?:\.\d+)?(?:e-?\d+)?)(?!\s*[A-Za-zΩμµ°(\d.])/g)) {
      const number = match[1];
      // The small factors of formulas (½, 2, 3, 4) carry no unit; "5" in "(4 m/s²)(5)²" is a time.
      const looksLikeData =
        /e/.test(number) || (significantFiguresOf(number) ?? 1) >= 2 || !FORMULA_FACTORS.has(Number(number));
      if (!looksLikeData) continue;
      const after = side.slice((match.index ?? 0) + match[0].length);
      powers.add(Number(/^\s*(?:\)\s*)?\^\s*\(?([23])(?![\d.])/.exec(after)?.[1] ?? 1));
    }
  }
  if (powers.size === 0) return false;
  const missing = right.measured.dimension.map((entry, index) => entry - left.measured.dimension[index]);
  // A number squared or cubed ("(5)²" for a time of 5 s) has a root of the missing unit as its own.
  return [...powers].some((power) => {
    const root = missing.map((entry) => entry / power);
    if (!root.every(Number.isInteger)) return false;
    return isQuantityDimension(root) || isQuantityDimension(root.map((entry) => -entry));
  });
}

let symbolLetters: Set<string> | undefined;

/** The one-letter symbols of the engine's quantities ("L", "g", "m", "V"). */
function quantityLetters(): Set<string> {
  symbolLetters ??= new Set(
    [...VARIABLES.values()].map((variable) => variable.latex).filter((latex) => /^[A-Za-z]$/.test(latex)),
  );
  return symbolLetters;
}

/** Units written upright, "\\mathrm{~m}", "\\text{ kg}": in such a line a unit is written so. */
const UPRIGHT_UNIT_TEXT = /\\(?:mathrm|text|textrm|rm)\s*\{[^{}]*\}/g;

/**
 * One reading of a line's notation: whether a side of it, as checked, takes for units letters the
 * line writes as symbols. A small whole coefficient glued to a quantity's letter ("2π√(2L/3g)": a
 * length and the acceleration of free fall, not litres and grams), or to letters that all are
 * quantities' ("2meV" in "\\sqrt{2meV}"), is a formula's; and where the line writes its units upright
 * ("0.650\\ \\mathrm{m}"), a letter left in italics after a whole number ("\\frac{2 L}{3 g}") is a
 * symbol too. Units read from such a side cannot be trusted.
 */
function symbolsReadAsUnits(original: string): (side: string) => boolean {
  const letters = quantityLetters();
  const italic = original.replace(UPRIGHT_UNIT_TEXT, " ");
  const writesUnitsUpright = italic !== original;
  return (side) => {
    for (const match of side.matchAll(/(?<![\w.])[1-9]\d*([A-Za-z])(?![A-Za-z0-9])/g)) {
      if (letters.has(match[1])) return true;
    }
    for (const match of side.matchAll(/(?<![\w.])[1-9]\d*([A-Za-z]{2,4})(?![A-Za-z0-9])/g)) {
      if ([...match[1]].every((letter) => letters.has(letter))) return true;
    }
    // Only a side that reads with such a letter as a unit: "ln 2 T_{1/2}" reads no unit from "T".
    if (!writesUnitsUpright || !evaluateSide(side).ok) return false;
    for (const match of side.matchAll(/(?<![\w.])([1-9]\d*)\s+([A-Za-z])(?![A-Za-z0-9])/g)) {
      if (!letters.has(match[2])) continue;
      const inItalics = new RegExp(`(?<![\\w.\\\\])${match[1]}(?:\\\\[ ,;]|\\s)*${match[2]}(?![A-Za-z0-9])`);
      if (inItalics.test(italic)) return true;
    }
    return false;
  };
}

/**
 * Brackets the checker cannot trust: an empty sized delimiter used as a bracket ("\left(\right.",
 * "\left.\right)"), as converted formulas leave them, or a bracket opened before a decimal point
 * ("1(.8 m)"). Where they stand, what a power or a product applies to is unknown.
 */
const UNRELIABLE_BRACKETS = /\\left\s*[([]\s*\\right\s*\.|\\left\s*\.\s*\\right|\d\s*\(\s*\.\d/;
/** An empty superscript, "2r^{}", as converted formulas leave a power they lost. */
const EMPTY_SUPERSCRIPT = /\^\s*\{\s*\}/;
/** A unit vector ("\hat{i}", "\hat{v}"): a direction, which the checks read as the letter alone. */
const UNIT_VECTOR = /\\hat\b/;
/** A percentage multiplied by a power of ten ("8.36 % × 10^-25") is no notation of one value. */
const PERCENT_TIMES_POWER = /%\s*[*×·]\s*10/;
/** "1.0 * 10^-5" and "1.0e-5" as one number "1.0E5", so no minus is left in a number. */
function withNumbersWhole(side: string): string {
  return side
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s*\*\s*10\^\(?[-+]?(\d+)\)?/g, "$1E$2")
    .replace(/(\d)e[-+]?(\d)/g, "$1E$2");
}

/**
 * A whole term of a sum that is a number written without its unit ("0.5" in "0.5 - 0.5 + 1.75 km");
 * a zero ("0 + (110 rad/s²)(2.00 s)") is zero in any unit.
 */
const BARE_TERM = /(?:^|[-+−])\s*(?!0(?:\.0*)?\s*(?:[-+−]|$))\d+(?:\.\d+)?(?:E\d+)?\s*(?=[-+−]|$)/;

/** Whether a side adds numbers written without a unit to quantities written with one. */
function sumWithUnitsDropped(side: string): boolean {
  const evaluation = evaluateSide(side);
  if (!evaluation.ok || !evaluation.measured.hasUnit) return false;
  // Without the minus of a unit's power ("s^-1"), what is left are signs between terms.
  const whole = withNumbersWhole(side)
    .replace(/\^\(?-/g, "^")
    .trim();
  return /\S\s*[-+−]/.test(whole) && BARE_TERM.test(whole);
}

/**
 * A side whose only unit is written after an operation on bare data ("2300 / 14.7 atm"), read the
 * other way: the unit naming the result, "(2300 / 14.7) * 1 atm". Undefined for other sides; exact
 * factors ("1/2 C V") are not data.
 */
function unitNamingTheResult(side: string): string | undefined {
  const whole = withNumbersWhole(side);
  const numbers = [...whole.matchAll(/\d+(?:\.\d+)?(?:E\d+)?/g)];
  if (numbers.length < 2) return undefined;
  const last = numbers[numbers.length - 1];
  const end = (last.index ?? 0) + last[0].length;
  if (/\d\s*[A-Za-zΩμµ°]/.test(side.slice(0, side.lastIndexOf(last[0].replace(/E\d+$/, "")))))
    return undefined;
  const data = numbers
    .slice(0, -1)
    .some((number) => (significantFiguresOf(number[0].replace(/E\d+$/, "")) ?? 1) >= 2);
  const unit = whole.slice(end);
  // The unit ends the side: in "0.400 / (2000 J)" it belongs to its number alone.
  if (!data || !/^\s*[A-Za-zΩμµ°][^()]*$/.test(unit)) return undefined;
  return `(${side.slice(0, side.length - unit.length)}) * 1 ${unit.trim()}`;
}

/**
 * Whether a side puts in data without their units and writes a unit after the bracket that closes
 * them, for the result: "((202.6)(5.00 * 10^-3))/((8.314)(300)) mol" (not "1/2.1 40.0 V", where
 * the unit is the last number's).
 */
function unitAfterBareData(side: string): boolean {
  const trimmed = sideOf(side);
  const unit = /\)\s*([A-Za-zΩμµ°][^()\d]*)$/.exec(trimmed);
  if (!unit || readUnitAfterNumber(` ${unit[1]}`) === undefined) return false;
  const data = trimmed.slice(0, trimmed.length - unit[1].length);
  const evaluation = evaluateSide(data);
  if (!evaluation.ok || evaluation.measured.hasUnit) return false;
  // A sum of numbers in one bracket ("(2.0 − 6.0) cm") or the root of a sum of squares has the unit after it.
  const inner = data
    .trim()
    .replace(/^\((.*)\)$/, "$1")
    .trim();
  if (SUM_OF_NUMBERS.test(inner) || ROOT_OF_SQUARES.test(inner)) return false;
  // Two data (of two figures or more, not the 2 or ½ of a formula) multiplied or divided.
  const whole = withNumbersWhole(data);
  const dataAt = (index: number) => {
    const number = /^\d+(?:\.\d+)?/.exec(whole.slice(index))?.[0] ?? "";
    return (significantFiguresOf(number) ?? 1) >= 2;
  };
  // Each number is taken whole from its first digit (the lookahead and its backreference keep the
  // search from trying it shorter), so a long run of digits costs linear time.
  for (const match of whole.matchAll(
    /(?<![\d.])(?=(\d+(?:\.\d+)?))\1(?:E\d+)?\s*\)*\s*(?:[*/]|\)\s*\(|\(\s*(?=\d))\s*\(*\s*(?=\d)/g,
  )) {
    if (dataAt(match.index ?? 0) && dataAt((match.index ?? 0) + match[0].length)) return true;
  }
  return false;
}

/**
 * The line with a unit written after bare data read as naming the result ("2300 psi = 2300 / 14.7 atm
 * = 156 atm" as "(2300 / 14.7) * 1 atm"), where a side before it writes every value with its unit, so
 * that the units are checked there; undefined otherwise.
 */
function withUnitNamingTheResult(text: string): string | undefined {
  const parts = normalizeWorkText(text).split(/(=|≈)/);
  for (let index = 2; index < parts.length; index += 2) {
    const reread = unitNamingTheResult(sideOf(parts[index]));
    if (reread === undefined) continue;
    if (!parts.slice(0, index).some((part, at) => at % 2 === 0 && everyValueWithItsUnit(sideOf(part))))
      return undefined;
    return [...parts.slice(0, index), ` ${reread} `, ...parts.slice(index + 1)].join("");
  }
  return undefined;
}

/** Whether the sides of a line agree in dimension once a unit written last is read as naming the result. */
function agreeWithUnitNamingTheResult(sides: readonly string[]): boolean {
  const reread = sides.map(unitNamingTheResult);
  if (reread.every((side) => side === undefined)) return false;
  const known: number[][] = [];
  sides.forEach((side, index) => {
    const evaluation = evaluateSide(reread[index] ?? side);
    if (evaluation.ok && evaluation.measured.hasUnit) known.push(evaluation.measured.dimension);
  });
  return known.length >= 2 && known.every((dimension) => dimensionsMatch(dimension, known[0]));
}

/** Whether a failed check is an established error, not a notation the checker may have misread. */
function isEstablished(text: string, original: string, check: LineCheck, inputsExact = false): boolean {
  if (UNRELIABLE_BRACKETS.test(original) || UNRELIABLE_BRACKETS.test(text)) return false;
  // A temperature in °C put into a relation of absolute temperatures is wrong whatever the arithmetic.
  if (check.absoluteTemperature) return true;
  // An empty superscript ("r^{}") is a power lost in conversion: what stood there is unknown.
  if (EMPTY_SUPERSCRIPT.test(original)) return false;
  // "\hat{v} = \vec{v}/v": read without its accents, a unit vector is the quantity it points along.
  if (!check.correction && UNIT_VECTOR.test(text)) return false;
  const normalized = normalizeWorkText(text);
  if (PERCENT_TIMES_POWER.test(normalized)) return false;
  const sides = normalized.split(/=|≈/);
  if (sides.some(sumWithUnitsDropped)) return false;
  if (check.unitsDoubtful === true) return false;
  const correction = check.correction;
  if (!correction) {
    // A units error stands only where every unit is read without doubt: not where the line's
    // notation makes a letter read as a unit a symbol ("2L", "\\frac{2 L}{3 g}" beside "\\mathrm{~m}").
    const readAsUnits = symbolsReadAsUnits(original);
    if (sides.some(readAsUnits) || check.unitsDoubtful?.some(readAsUnits)) return false;
    if (agreeWithUnitNamingTheResult(sides)) return false;
    return check.unitsDoubtful ? !unitLeftOff(check.unitsDoubtful) : true;
  }
  const { expected, writtenValue } = correction;
  const relativeDifference =
    writtenValue === undefined || expected.value === 0
      ? Number.POSITIVE_INFINITY
      : Math.abs(writtenValue - expected.value) / Math.abs(expected.value);
  // So small a difference may be a value rounded in an earlier step and used unrounded here, as
  // worked solutions do: such a line is left unchecked, never disputed. Not where every number is
  // one the problem gives.
  if (relativeDifference <= STRICT_CARRIED_LIMIT && !inputsExact && !beyondRoundingOfTerms(correction))
    return false;
  return !agreesInSomeUnitOfTheLine(text, correction.computed, correction.written);
}

/** Half a unit of a number's last significant place: "17100" ± 50, "3.35" ± 0.005. */
function halfLastSignificantPlace(digits: string): number {
  const point = digits.indexOf(".");
  if (point >= 0) return 0.5 * 10 ** -(digits.length - point - 1);
  let zeros = 0;
  while (zeros < digits.length - 1 && digits[digits.length - 1 - zeros] === "0") zeros++;
  return 0.5 * 10 ** zeros;
}

/**
 * Whether a sum or difference of numbers all in one unit ("17100 + 33488", "1.71 km + 3.35 km")
 * misses the result it writes by more than the rounding of its terms and of the result could
 * explain: a rounding carried in from an earlier step cannot move a sum further than that.
 */
function beyondRoundingOfTerms(correction: NonNullable<LineCheck["correction"]>): boolean {
  const { computed, written, writtenValue, expected } = correction;
  if (writtenValue === undefined) return false;
  const terms = computed
    .replace(/^\s*\((.*)\)\s*$/, "$1")
    .split(/[-+−]/)
    .map((term) => term.trim());
  if (terms.length < 2 || terms[0] === "") return false;
  const writtenMatch = /^(\d+(?:\.\d+)?)(?![\d.])\s*(.*)$/.exec(written.trim());
  if (!writtenMatch) return false;
  let bound = halfLastSignificantPlace(writtenMatch[1]);
  for (const term of terms) {
    const match = /^(\d+(?:\.\d+)?)(?![\d.])\s*(.*)$/.exec(term);
    // Every term a number in the result's unit, or every term bare.
    if (!match || (match[2] !== "" && match[2] !== writtenMatch[2])) return false;
    bound += halfLastSignificantPlace(match[1]);
  }
  const units = new Set(terms.map((term) => /^\d+(?:\.\d+)?(?![\d.])\s*(.*)$/.exec(term)?.[2] ?? ""));
  if (units.size !== 1) return false;
  return Math.abs(writtenValue - expected.value) > bound;
}

/** A unit vector along an axis: "\hat{i}", "\hat j". */
const AXIS_VECTOR = /\\hat\s*\{?\s*([ijk])\s*\}?(?![A-Za-z])/g;
/**
 * A product in a line of vectors ("\hat{i} \times \hat{k}", "\vec{F}\cdot\vec{d}") other than a power
 * of ten or a product of units: perhaps a product of vectors, which is no sum of components.
 */
const VECTOR_PRODUCT = /(?:\\times|\\cdot|[×·])(?!\s*(?:\\[ ,;]\s*)*(?:10\s*\^|\\(?:text|mathrm)\b))/;

/** A product of vectors where the text begins. */
const VECTOR_PRODUCT_HERE = new RegExp(`^(?:${VECTOR_PRODUCT.source})`);

/** A number of a component, "3.00", "2.36\\times 10^{-10}". */
const COMPONENT_NUMBER = String.raw`\d+(?:\.\d+)?(?:\s*\\times\s*10\^\{?\s*-?\d+\s*\}?)?`;
const COMPONENT = String.raw`${COMPONENT_NUMBER}\s*\\hat\s*\{?\s*[ijk]\s*\}?`;
/**
 * Components written with one unit after the last ("3.00\hat{i}+7.00\hat{j}\ \text{m/s}^{2}", "\mu\text{m}"): the
 * unit of each, so they are bracketed before it.
 */
const COMPONENTS_BEFORE_UNIT = new RegExp(
  String.raw`((?:[-+]\s*)?${COMPONENT}(?:\s*[-+]\s*${COMPONENT})+)((?:\s|\\[ ,;])*(?:\\mu\s*|μ)?\\(?:text|mathrm)\s*\{[^{}]*\}(?:\s*\^\s*\{[^{}]*\})?)`,
  "g",
);

/**
 * A unit vector read along an axis as 1 or 0: a factor of what stands before it ("(6.00 − 2.00)
 * \hat{i} \text{ N}", so the unit after it is a unit of 1 N), or the number alone after a sign or a
 * bracket ("−\hat{j}").
 */
function axisFactor(value: "1" | "0", before: string): string {
  let end = before.trimEnd();
  for (;;) {
    const space = ["\\left", "\\,", "\\;", "\\"].find((ending) => end.endsWith(ending));
    if (!space) break;
    end = end.slice(0, -space.length).trimEnd();
  }
  return end === "" || /[-+=([{−]$/.test(end) ? ` ${value} ` : ` \\cdot ${value} `;
}

/**
 * The line read along each axis when it writes vectors by their components ("(−4.0 \hat{i} +
 * 2.9 \hat{j}) cm"): one text for each unit vector written, that vector read as 1 and the others
 * as 0. Undefined for a line without them, with products of vectors, or with a side of numbers
 * that is no vector (a magnitude), which has no components to compare.
 */
function alongEachAxis(
  text: string,
): { axis: "i" | "j" | "k"; text: string; crossProduct: boolean }[] | undefined {
  const sides = text.split(/(=|≈)/);
  const withNumbers = (side: string) => /\d/.test(side.replace(/_\{[^{}]*\}|_\w|\^\{[^{}]*\}|\^\d/g, ""));
  // A side of numbers may be the product of two vectors, "(3.2 × 10^{-19} C)(5.0 m/s \hat{i}) ×
  // (1.5 T \hat{k})", or of a number and a vector; no other product of vectors is read.
  const products = sides.map((side) => (withNumbers(side) ? vectorProductOf(side) : undefined));
  const axes = new Set([...text.matchAll(AXIS_VECTOR)].map((match) => match[1] as "i" | "j" | "k"));
  if (axes.size === 0 || /\\hat\s*\{?\s*[^ijk\s{]/.test(text)) return undefined;
  const otherProduct = sides.some(
    (side, index) => withNumbers(side) && products[index] === undefined && VECTOR_PRODUCT.test(side),
  );
  if (otherProduct) return undefined;
  if (sides.some((side) => !/\\hat/.test(side) && withNumbers(side))) return undefined;
  // Where a product of two vectors stands, every axis is read: its components may stand on any.
  const read = products.some((product) => product?.cross) ? new Set(["i", "j", "k"] as const) : axes;
  // Only sides of numbers are read along an axis: a side of symbols keeps its vectors as written.
  return [...read].map((axis) => ({
    axis,
    crossProduct: read !== axes,
    text: sides
      .map((side, index) => {
        if (!withNumbers(side)) return side;
        const product = products[index];
        if (!product?.cross) return componentAlong(side, axis);
        const [first, second] = { i: ["j", "k"], j: ["k", "i"], k: ["i", "j"] }[axis] as [
          "i" | "j" | "k",
          "i" | "j" | "k",
        ];
        const along = (factor: string, on: "i" | "j" | "k") => `\\left(${componentAlong(factor, on)}\\right)`;
        return ` ${along(product.left, first)}${along(product.right, second)} - ${along(product.left, second)}${along(product.right, first)} `;
      })
      .join(""),
  }));
}

/** A unit vector named by one letter, "\\hat{u}", "\\hat n". */
const UNIT_VECTOR_OF_A_LETTER = /\\hat\s*(?:\{\s*([A-Za-z])\s*\}|([A-Za-z])(?![A-Za-z]))/g;

/**
 * A line whose unit vectors are named by other letters than i, j and k ("(15 cm)(+\\hat{u}) + (56
 * cm)(−\\hat{u})"), with each letter read as an axis: components along different unit vectors add
 * apart, as along the axes. Unchanged where it names i, j or k too, or multiplies vectors.
 */
function withUnitVectorsAsAxes(text: string): { text: string; letters?: string[] } {
  if (!/\\hat/.test(text) || VECTOR_PRODUCT.test(text)) return { text };
  const letters = [
    ...new Set([...text.matchAll(UNIT_VECTOR_OF_A_LETTER)].map((match) => match[1] ?? match[2])),
  ];
  if (letters.length === 0 || letters.length > 3 || letters.some((letter) => "ijk".includes(letter)))
    return { text };
  return {
    text: text.replace(
      UNIT_VECTOR_OF_A_LETTER,
      (_whole, braced?: string, bare?: string) => `\\hat{${"ijk"[letters.indexOf(braced ?? bare ?? "")]}}`,
    ),
    letters,
  };
}

/** A side of numbers along one axis: its unit vectors read as 1 on that axis and 0 on the others. */
function componentAlong(side: string, axis: "i" | "j" | "k"): string {
  return side
    .replace(COMPONENTS_BEFORE_UNIT, "\\left($1\\right)$2")
    .replace(AXIS_VECTOR, (_whole, written: string, offset: number, whole: string) =>
      axisFactor(written === axis ? "1" : "0", whole.slice(0, offset)),
    );
}

/**
 * The one product a side of numbers writes at its outer level with "\\times" or "×", not a power of
 * ten or a product of units: its two factors, and whether both are vectors (a cross product) or one
 * is a number (an ordinary product). Undefined for a side with no such product or with more.
 */
function vectorProductOf(side: string): { left: string; right: string; cross: boolean } | undefined {
  const at: number[] = [];
  let depth = 0;
  for (let index = 0; index < side.length; index++) {
    const character = side[index];
    if ("({[".includes(character)) depth++;
    else if (")}]".includes(character)) depth--;
    const rest = side.slice(index);
    const times = rest.startsWith("\\times") ? "\\times" : character === "×" ? "×" : undefined;
    if (!times) continue;
    // "× 10^{4}" and "× \text{…}" join a number to its power of ten or its unit.
    if (!VECTOR_PRODUCT_HERE.test(rest)) continue;
    if (depth !== 0) return undefined;
    at.push(index);
    index += times.length - 1;
  }
  if (at.length !== 1) return undefined;
  // Without the spaces about the sign and the stop or comma that ends the side.
  const trimmed = (factor: string) => {
    let end = factor.length;
    while (end > 0 && /[\s,;.\\]/.test(factor[end - 1])) end--;
    return factor.slice(0, end).replace(/^(?:\\[ ,;]|\s)+/, "");
  };
  const left = trimmed(side.slice(0, at[0]));
  const right = trimmed(side.slice(at[0]).replace(/^(?:\\times|×)/, ""));
  // Nothing else multiplies vectors in it: a dot product, or a product inside a factor.
  if (VECTOR_PRODUCT.test(left) || VECTOR_PRODUCT.test(right)) return undefined;
  return { left, right, cross: /\\hat/.test(left) && /\\hat/.test(right) };
}

/** Checks a calculation, a vector one along each axis; returns the check and the text it holds for. */
function checkCalculation(lineNumber: number, text: string): { check: LineCheck; checkedText: string } {
  const renamed = withUnitVectorsAsAxes(text);
  const components = alongEachAxis(renamed.text);
  if (!components) {
    return {
      check: checkLine(lineNumber, text, undefined, { roundedAsWritten: true }).check,
      checkedText: text,
    };
  }
  const checks = components.map(({ text: component }) => ({
    check: checkLine(lineNumber, component, undefined, { roundedAsWritten: true }).check,
    checkedText: component,
  }));
  // A component whose arithmetic is wrong makes the line wrong; the line is right only when every
  // component is. What else a component says is about a text rewritten here, so it is not held.
  const wrongAt = checks.findIndex(({ check }) => check.status === "error" && check.correction !== undefined);
  if (wrongAt >= 0) {
    const wrong = checks[wrongAt];
    const letter = renamed.letters?.["ijk".indexOf(components[wrongAt].axis)];
    const axis = letter ? `\\hat{${letter}}` : { i: "x", j: "y", k: "z" }[components[wrongAt].axis];
    // A product of vectors is put as its component, not as the text it was rewritten into.
    const correction = wrong.check.correction;
    const unitFactor = /(?<!\s)\s*[*×]\s*[01](?![\d.])/g;
    const result =
      correction &&
      `${formatQuantity({ value: correction.expected.value, unit: correction.expected.unit })}, not ${readableSide(correction.written.replace(unitFactor, "").trim())}`;
    const message =
      components[wrongAt].crossProduct && result
        ? `Along the ${axis} axis, the product of the vectors works out to ${result}.`
        : `Along ${letter ? axis : `the ${axis} axis`}: ${wrong.check.message}`;
    return { ...wrong, check: { ...wrong.check, message } };
  }
  const doubtful = checks.find(({ check }) => check.status !== "correct");
  if (doubtful) return { ...doubtful, check: { ...doubtful.check, status: "unchecked" } };
  return checks[0];
}

/**
 * What a line of symbols says when every equation in it is a relation the engine knows, written in
 * a form that holds wherever the relation holds ("y = v_{0y}^2/(2g)", "F = ma"); undefined when
 * any equation of the line is not (a step of a derivation, a relation in a wrong form, a symbol
 * the engine does not know), so such a line stays unread.
 */
function knownRelationsWritten(text: string): string | undefined {
  const messages: string[] = [];
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined || !/=/.test(clause)) continue;
    const sides = clause.split("=").map((side) => side.replace(/(?<![.,:;!?])[.,:;!?]+\s*$/, "").trim());
    if (sides.some((side) => side === "" || /≈/.test(side))) return undefined;
    for (let index = 0; index + 1 < sides.length; index++) {
      const finding = checkSymbolicEquation(sides[index], sides[index + 1], undefined);
      if (!finding || finding.status === "error" || !finding.relationId) return undefined;
      messages.push(finding.message);
    }
  }
  return messages.length > 0 ? messages.join(" ") : undefined;
}

/** A unit in \text{} or \mathrm{}, as published solutions write it ("\text{kg}", "\mathrm{~m/s}"). */
const UPRIGHT_UNIT = String.raw`\\(?:text|mathrm)\s*\{\s*~?[A-Za-zΩμ°/]+\s*\}`;
/**
 * A unit in brackets raised to a power right after a number, "26.0\left(\ \text{m/s}\right)^{2}":
 * converted formulas write "m/s²" so, the power on the unit's last factor.
 */
const BRACKETED_UNIT_POWER = new RegExp(
  String.raw`([\d}]\s*(?:\\[ ,;]\s*)*)\\left\s*\(\s*(?:\\[ ,;]\s*)*((?:${UPRIGHT_UNIT}\s*[-/]?\s*)+)(?:\s|\\[ ,;])*\\right\s*\)\s*\^\s*\{?\s*(-?[1-4])\s*\}?`,
  "g",
);
/** A unit in brackets right after a number, "10\left(\text{m/s}\right)": the unit of that number. */
const BRACKETED_UNIT = new RegExp(
  String.raw`([\d}]\s*(?:\\[ ,;]\s*)*)\\left\s*\(\s*(?:\\[ ,;]\s*)*(${UPRIGHT_UNIT})(?:\s|\\[ ,;])*\\right\s*\)(?!\s*\^)`,
  "g",
);
/**
 * The upper or lower part of a fraction that is units alone ("\frac{\text{kg}\cdot\text{m}}{\text{s}}",
 * the "\text{u}" of "\frac{1.66 × 10^{-27}\ \text{kg}}{\text{u}}"): one of that unit.
 */
const UNIT_FRACTION_PART = new RegExp(
  String.raw`((?<=\\[dt]?frac\s*|\})\{)\s*((?:${UPRIGHT_UNIT}|\\mu(?![A-Za-z])|°|\\cdot|\^\s*\{\s*-?\d\s*\}|\\[ ,;]|\s)+)(\})`,
  "g",
);
/**
 * A unit divided into a number, "2.0 × 10^{-5}/\text{atm}": per one of that unit (not a unit's
 * power before it, "\text{C}^{2}/\text{N}").
 */
const PER_UNIT = new RegExp(
  String.raw`((?:\d|10\s*\^\s*\{\s*[-−]?\d+\s*\})\s*)/\s*(${UPRIGHT_UNIT}(?:\s*\^\s*\{?\s*\d\s*\}?)?)`,
  "g",
);
/**
 * Two units joined by a hyphen after a number or its power of ten, "375.0\ \text{N}-\text{m}",
 * "2.5 \times 10^{-3}\text{kg}-\text{m}^{2}": their product, N·m.
 */
const HYPHENATED_UNITS = new RegExp(
  String.raw`((?:\d|\^\s*\{\s*-?\d+\s*\})\s*(?:\\[ ,;]\s*)*${UPRIGHT_UNIT})\s*-\s*(?=${UPRIGHT_UNIT})`,
  "g",
);

/**
 * A line with its units read as textbooks write them where the letter of the notation says
 * otherwise: "5.24 (rad/s)²" as 5.24 rad/s², "56.25 (kg-m)²" as 56.25 kg·m². The same text when
 * it has no such units. Only a reading under which the line holds is taken from it.
 */
function unitsAsTextbooksWriteThem(text: string): string {
  let reread = text;
  for (let pass = 0; pass < 2; pass++)
    reread = reread
      .replace(BRACKETED_UNIT_POWER, "$1\\ $2^{$3}")
      .replace(BRACKETED_UNIT, "$1\\ $2")
      .replace(HYPHENATED_UNITS, "$1\\cdot ");
  return reread
    .replace(
      UNIT_FRACTION_PART,
      (_whole, opening: string, units: string, closing: string) => `${opening}1\\ ${units}${closing}`,
    )
    .replace(PER_UNIT, "$1/(1\\ $2)");
}

/** The most calculations of one reply that are checked (a reply may hold many displays on a line). */
export const MAX_REPLY_CALCULATIONS = 120;

/** A number as the checks read it, in brackets or not: "80.93", "(-7.0)", "2.65 * 10^11". */
const PLAIN_NUMBER = String.raw`(?:\(\s*-?\s*\d+(?:\.\d+)?(?:\s*\*\s*10\^\(?-?\d+\)?)?\s*\)|\d+(?:\.\d+)?(?:\s*\*\s*10\^\(?-?\d+\)?)?)`;
/** A sum of numbers written without their unit: "80.93 + 450.0". */
const SUM_OF_NUMBERS = new RegExp(String.raw`^-?\s*${PLAIN_NUMBER}(?:\s*[-+]\s*${PLAIN_NUMBER})+$`);
/** The root of a sum of squared numbers written without their unit: "sqrt(125^2 + 233^2)". */
const ROOT_OF_SQUARES = new RegExp(
  String.raw`^sqrt\s*\(\s*${PLAIN_NUMBER}\s*\^\s*2(?:\s*[-+]\s*${PLAIN_NUMBER}\s*\^\s*2)+\s*\)$`,
);

/**
 * Whether a line whose numbers agree, though some are written without a unit, has its units
 * known all the same: each side without units is a sum of numbers ("80.93 + 450.0 = 530.93 J") or
 * the root of a sum of their squares ("√(125² + 233²) = 264 m"), whose every number can only be in
 * the unit of the side it equals. A product or a quotient of bare numbers has no such unit.
 */
function unitsDroppedFromTerms(text: string): boolean {
  let dropped = false;
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined || !/=/.test(clause)) continue;
    const sides = clause.split(/=|≈/).map(sideOf);
    const evaluations = sides.map((side) => evaluateSide(side));
    for (let index = 0; index + 1 < sides.length; index++) {
      const pair = [evaluations[index], evaluations[index + 1]];
      const [left, right] = pair;
      if (!left.ok || !right.ok) continue;
      if (left.measured.hasTemperature || right.measured.hasTemperature) return false;
      if (left.measured.hasUnit === right.measured.hasUnit) {
        if (left.measured.hasUnit && !dimensionsMatch(left.measured.dimension, right.measured.dimension))
          return false;
        continue;
      }
      const bare = sides[left.measured.hasUnit ? index + 1 : index];
      if (!SUM_OF_NUMBERS.test(bare) && !ROOT_OF_SQUARES.test(bare)) return false;
      dropped = true;
    }
  }
  return dropped;
}

/**
 * Sized delimiters left empty by converted formulas ("\\left(\\right.13.5\\ \\left(\\text{m/s}\\left.\\right)\\right)"):
 * without them the brackets that are left are the ones meant, when they pair up.
 */
function withoutEmptyDelimiters(text: string): string {
  const stripped = text.replace(/\\(?:left|right)\s*\.(?![\d])/g, " ");
  if (stripped === text) return text;
  let depth = 0;
  for (const character of stripped.replace(/\\[{}]/g, "")) {
    if (character === "(") depth++;
    else if (character === ")" && --depth < 0) return text;
  }
  return depth === 0 ? stripped : text;
}

/** The argument of a function written without brackets: "\\cos\\ \\pi/9", "\\ln\\ 4.0", "\\sin\\ 5.0°". */
const BARE_FUNCTION_ARGUMENT =
  /(\\(?:arcsin|arccos|arctan|sin|cos|tan|cot|sec|csc|ln|log)(?![A-Za-z]))((?:\s|\\[ ,;])*)((?:\d+(?:\.\d+)?\s*)?\\pi(?:\s*\/\s*\d+(?:\.\d+)?)?|\d+(?:\.\d+)?\s*(?:°|\^\s*\{?\s*\\circ\s*\}?)?(?:\s*\/\s*\d+(?:\.\d+)?)?)(?![\d.]|\s*\\pi)/g;

/** Things counted, which textbooks write after a number as if they were units: "6.70 × 10^{21} nuclei". */
const COUNTED = String.raw`(?:nuclei|nucleus|decays?|molecules?|electrons?|atoms?|turns?|cycles?|reactions?|photons?|particles?|ion\s+pairs?)`;
/** A count per unit, "\\text{turns/m}", "\\text{decays/s}": per one of that unit. */
const COUNT_PER_UNIT = new RegExp(String.raw`\\text\s*\{\s*${COUNTED}\s*/\s*([A-Za-z]+)\s*\}`, "g");
/** A unit per count, "\\text{MeV/reaction}": that unit, for each one. */
const UNIT_PER_COUNT = new RegExp(String.raw`\\text\s*\{\s*([A-Za-z]+)\s*/\s*${COUNTED}\s*\}`, "g");
/** A lens's power in diopters after its number, "-3.51\\text{D}": per metre. */
const DIOPTERS = /(\d\s*(?:\\[ ,;]\s*)*)\\(?:text|mathrm)\s*\{\s*D\s*\}/g;
/** A unit per electron written with its sign, "\\text{C/e}^{-}": that unit, for each one. */
const UNIT_PER_ELECTRON = /\\text\s*\{\s*([A-Za-z]+)\s*\/\s*e\s*\}\s*\^\s*\{\s*-\s*\}/g;
/** Electrons counted with their sign after a number, "8.34 \\times 10^{28}e^{-}/\\text{m}^{3}": a count. */
const ELECTRONS_COUNTED = /([\d}])\s*(?:\\[ ,;]\s*)*e\s*\^\s*\{\s*-\s*\}/g;
/** A count alone as the lower part of a fraction, "\\frac{…}{\\text{atom}}". */
const COUNT_BELOW_BAR = new RegExp(String.raw`(?<=\}\s*)\{\s*\\text\s*\{\s*${COUNTED}\s*\}\s*\}`, "g");
/** A count alone as the upper part of a fraction, "\\frac{\\text{cycles}}{\\text{s}}": one of them, per the unit below. */
const COUNT_ABOVE_BAR = new RegExp(String.raw`(\\[dt]?frac\s*)\{\s*\\text\s*\{\s*${COUNTED}\s*\}\s*\}`, "g");
/** A count alone, "\\text{nuclei}", perhaps per a unit written apart ("\\text{cycles}/\\text{s}"). */
const COUNT_ALONE = new RegExp(
  String.raw`\\text\s*\{\s*${COUNTED}\s*\}(?:\s*/\s*(\\text\s*\{\s*[A-Za-z]+\s*\}))?`,
  "g",
);
/**
 * The letter c of the speed of light as a factor of a calculation: "0.500c", the "c^{2}" of
 * "(931.5\\ \\text{MeV}/c^{2})(c^{2})" (not "v_{c}", "\\text{c}", or the unit "\\text{MeV}/c^{2}", read as one).
 */
const SPEED_OF_LIGHT = /(?<![A-Za-z\\'])(?<!_\s*\{?\s*)(?<!\}\s*\/\s*)c(?![A-Za-z_'}])/g;
/** The letter e of the elementary charge: "e(0.80 V)", "2e" (not "e^{-t}", "1.0e-5", "eV"). */
const ELEMENTARY_CHARGE = /(?<![A-Za-z\\'])(?<!_\s*\{?\s*)e(?![A-Za-z_'}\d]|\s*\^|[-+]\d)/g;
/**
 * Constants a solution leaves as their symbols among numbers, each with its unit in LaTeX: "\\hbar",
 * "N_{A}", "k_{\\text{B}}", "\\epsilon_{0}", "\\mu_{0}" (the letters h, G and k, which name other
 * quantities too, are not among them).
 */
const CONSTANTS_BY_SYMBOL: readonly { symbol: RegExp; id: string; unit: string }[] = [
  { symbol: /\\hbar(?![A-Za-z])|ħ/g, id: "reduced-planck", unit: "\\text{J}\\cdot\\text{s}" },
  { symbol: subscriptedSymbol("N", "A"), id: "avogadro", unit: "\\text{mol}^{-1}" },
  { symbol: subscriptedSymbol("k", "B"), id: "boltzmann", unit: "\\text{J/K}" },
  { symbol: subscriptedSymbol("\\\\(?:var)?epsilon", "0"), id: "vacuum-permittivity", unit: "\\text{F/m}" },
  { symbol: subscriptedSymbol("\\\\mu", "0"), id: "vacuum-permeability", unit: "\\text{T}\\cdot\\text{m/A}" },
];

/** A letter with a one-character subscript, however braced or set upright: "N_A", "N_{\\text{A}}". */
function subscriptedSymbol(letter: string, subscript: string): RegExp {
  return new RegExp(
    String.raw`(?<![A-Za-z\\])${letter}\s*_\s*(?:\{\s*(?:\\(?:text|mathrm|rm)\s*\{\s*${subscript}\s*\}|${subscript})\s*\}|${subscript}(?![A-Za-z0-9]))`,
    "g",
  );
}

/** A size between bars, "|6.71 m − 6.32 m|", "\\left|\\vec{v}\\right|". */
const BARS = /\|([^|]+)\|/g;
/** An inverse function written as a power of its name in brackets: "\\left(\\cos\\right)^{-1}". */
const BRACKETED_INVERSE = /\\left\s*\((?:\s|\\[ ,;])*\\(sin|cos|tan)\s*\\right\s*\)\s*\^\s*\{\s*-\s*1\s*\}/g;
/** A comparison after a result, "= 4.6\\ \\text{J/K} > 0": what is compared is no side of the equation. */
const COMPARISON_AFTER = /(?:>|<|\\[gl]eq?(?![A-Za-z])|≥|≤)[ \t]*0(?:\.0*)?([.,;]?)[ \t]*$/;

/**
 * A side that is a sum of bare numbers with a unit after its last term, spaces made single: "0.5 -
 * 0.5 + 1.0 - 1.75\\ \\text{km}", "20 + 273 K". The sum, and the unit.
 */
const SUM_BEFORE_ITS_UNIT =
  /^ ?(-? ?\d+(?:\.\d+)?(?: ?[-+−] ?\d+(?:\.\d+)?)+)( ?(?:\\[ ,;] ?)?(?:\\(?:text|mathrm) ?\{ ?~?[A-Za-zΩμ°/]+ ?\}|[A-Za-zΩμ°]+(?:\/[A-Za-z]+)?)(?:\^ ?\{? ?\d ?\}?)?)( ?[.,;]? ?(?:\$\$?)? ?)$/;

/**
 * The line with each sum of bare numbers whose last term alone has a unit ("0.5 − 0.5 + 1.0 − 1.75 km")
 * bracketed before the unit: the unit is every term's, as a reader takes it, not only the last's.
 */
function withSumsInTheirUnit(text: string): string {
  if (!/\d\s*[-+−]\s*\d/.test(text)) return text;
  return text
    .split(/(=|≈)/)
    .map((side) => {
      const sum = SUM_BEFORE_ITS_UNIT.exec(side.replace(/\s+/g, " "));
      return sum ? ` (${sum[1]})${sum[2]}${sum[3]}` : side;
    })
    .join("");
}

/**
 * The line in notations textbooks use whose reach the letter of the line leaves open: a function's
 * argument without brackets taken as the number, angle or multiple of π right after it, empty
 * sized delimiters dropped, things counted ("nuclei", "turns/m") as pure numbers, the letters c and e
 * as the speed of light and the elementary charge, a size between bars, an inverse function written
 * as a power of its bracketed name, and a comparison after the result left off. Taken only where the
 * line then holds: such a reading is never disputed.
 */
function notationAsTextbooksMeanIt(text: string): string {
  let meant = withoutEmptyDelimiters(withSumsInTheirUnit(text))
    .replace(COUNT_PER_UNIT, "\\text{$1}^{-1}")
    .replace(UNIT_PER_COUNT, "\\text{$1}")
    .replace(UNIT_PER_ELECTRON, "\\text{$1}")
    .replace(DIOPTERS, "$1\\text{m}^{-1}")
    .replace(ELECTRONS_COUNTED, "$1")
    // A count alone below a fraction's bar ("\\frac{1\\ e^{-}}{\\text{atom}}") is one of them.
    .replace(COUNT_BELOW_BAR, "{1}")
    .replace(COUNT_ABOVE_BAR, "$1{1}")
    .replace(COUNT_ALONE, (_whole, per: string | undefined) => (per ? `${per}^{-1}` : ""))
    .replace(BRACKETED_INVERSE, "\\arc$1")
    .replace(/\\left\s*\||\\right\s*\|/g, "|")
    .replace(BARS, "\\sqrt{\\left($1\\right)^{2}}")
    .replace(COMPARISON_AFTER, "$1");
  if (/\d/.test(meant)) {
    meant = meant
      // The lower part of a fraction that is c alone, "\frac{E_{0}}{c}", is the speed of light too.
      .replace(/(\\[dt]?frac\s*\{(?:[^{}]|\{[^{}]*\})*\}\s*\{\s*)c(\s*\})/g, "$1c $2")
      .replace(
        SPEED_OF_LIGHT,
        `\\left(${scientificLatex(constantValue("speed-of-light"))}\\ \\text{m/s}\\right)`,
      )
      .replace(
        ELEMENTARY_CHARGE,
        `\\left(${scientificLatex(constantValue("elementary-charge"))}\\ \\text{C}\\right)`,
      );
    for (const { symbol, id, unit } of CONSTANTS_BY_SYMBOL)
      meant = meant.replace(symbol, `\\left(${scientificLatex(constantValue(id))}\\ ${unit}\\right)`);
  }
  return meant.replace(
    BARE_FUNCTION_ARGUMENT,
    (_whole, name: string, space: string, argument: string) => `${name}${space}\\left(${argument}\\right)`,
  );
}

/** A letter, perhaps with a subscript, before one bracketed value: "x\\left(0\\right)", "v(2.0 s)". */
const FUNCTION_VALUE =
  /^(?:\\?[A-Za-z]+)(?:\s*_\s*(?:\{[^{}]*\}|\w))?\s*(?:\\left\s*)?\(\s*[^()]*?(?:\\right\s*)?\)$/;

/**
 * A line of numbers with letters left free ("F_x = ζ[(−2.0)(−2.4) − (3.5)(−1.0)] = 8.3ζ") read as
 * an identity in them: each letter set to the same value on every side, at several values. It
 * holds when its sides agree at every one. It is wrong only where one letter stands in every side
 * as a factor of the whole, so that each side is a number times the letter and the numbers differ
 * by more than a rounding; the correction is then written with the letter. Undefined where the
 * line is neither.
 */
function readAsIdentity(line: LogicalLine, whole: string): ReplyLineCheck | undefined {
  // The sides with numbers: a side of symbols alone names the quantity or the relation used, its
  // only digits those of labels and powers ("\\sqrt{F_{x}^{2}+F_{y}^{2}}").
  const sidesWithNumbers = whole
    .split(/(?:=|≈|\\approx(?![A-Za-z]))/)
    .filter((side) => /\d/.test(side.replace(/_\s*(?:\{[^{}]*\}|\w)|\^\s*(?:\{\s*[1-4]\s*\}|[1-4])/g, "")));
  // A side with letters the last leaves out is the relation with its coefficients ("16\\frac{E}{U}
  // e^{-2βL}" before "16(0.7)(0.3)e^{-17.75 L/nm}"), which names what the numbers work out.
  const lettersOfLast = new Set(
    (freeLettersOf(exponentialsAsFunctions(sidesWithNumbers.at(-1) ?? "")) ?? []).map((letter) => letter.key),
  );
  const withNumbers = sidesWithNumbers.filter(
    (side) =>
      lettersOfLast.size === 0 ||
      evaluateSide(sideOf(side)).ok ||
      freeLettersOf(exponentialsAsFunctions(side))?.every((letter) => lettersOfLast.has(letter.key)),
  );
  if (withNumbers.length < 2 || /[;⇒]/.test(whole)) return undefined;
  const text = uprightUnitsAsFactors(exponentialsAsFunctions(withNumbers.join(" = ")));
  const letters = freeLettersOf(text);
  // Data put in without their units, the result's unit after them: the units are not checked.
  if (!letters || normalizeWorkText(text).split(/=|≈/).some(unitAfterBareData)) return undefined;
  // A side that is a letter before a bracketed value ("x(0)", "U(2.0 m)") is a function's value
  // there, not a product.
  if (withNumbers.some((side) => FUNCTION_VALUE.test(sideOf(side)))) return undefined;
  const entry = placeOf(line);
  // A time or a place is a number in its SI unit where a side reads only so ("e^{-(5.0 s^{-1})t}"),
  // and then on every side that reads so too.
  const atValues = (values: readonly number[]) => {
    const sides = text.split("=").map((side) => {
      const [bare, inUnits] = [false, true].map((units) => withLettersAt(side, letters, values, units));
      return { bare, inUnits, readsInUnits: inUnits !== bare && evaluateSide(sideOf(inUnits)).ok };
    });
    const inUnits = sides.some((side) => side.readsInUnits && !evaluateSide(sideOf(side.bare)).ok);
    return sides.map((side) => (inUnits && side.readsInUnits ? side.inUnits : side.bare)).join("=");
  };
  const reads = FREE_LETTER_SAMPLES.map((values) => checkCalculation(line.first, atValues(values)));
  if (reads.every(({ check }) => check.status === "correct"))
    return {
      ...entry,
      status: "correct",
      message: `The sides agree whatever ${letters.map((letter) => shownLetter(letter.written)).join(" and ")} ${letters.length > 1 ? "are" : "is"}.`,
      disputable: false,
    };
  if (letters.length !== 1) return undefined;
  const [letter] = letters;
  // Only a letter that stands in every side can be a factor of every side.
  if (withNumbers.some((side) => withLettersAt(side, letters, [1]) === side)) return undefined;
  const corrections = reads.map(({ check, checkedText }) =>
    check.status === "error" && isEstablished(checkedText, line.original, check)
      ? check.correction
      : undefined,
  );
  if (corrections.some((correction) => correction?.writtenValue === undefined)) return undefined;
  // A factor of every side: the value it works out to and the value written grow with the letter alike.
  const ratios = corrections.map((correction, index) => ({
    expected: (correction?.expected.value ?? 0) / FREE_LETTER_SAMPLES[index][0],
    written: (correction?.writtenValue ?? 0) / FREE_LETTER_SAMPLES[index][0],
  }));
  const same = (first: number, second: number) => Math.abs(first - second) <= 1e-6 * Math.abs(first);
  if (
    !ratios.every(
      (ratio) => same(ratio.expected, ratios[0].expected) && same(ratio.written, ratios[0].written),
    )
  )
    return undefined;
  const first = corrections[0];
  if (!first) return undefined;
  const shown = shownLetter(letter.written);
  const sample = `(${FREE_LETTER_SAMPLES[0][0].toFixed(9)})`;
  const withLetter = (side: string) => readableSide(side.split(sample).join(shown));
  const expected = { value: ratios[0].expected, unit: first.expected.unit };
  return {
    ...entry,
    status: "error",
    issue: "arithmetic",
    message: `Whatever ${shown} is, ${withLetter(first.computed)} is not ${withLetter(first.written)}.`,
    correction: `${withLetter(first.computed)} is ${readableSide(formatQuantity(expected, figuresFor(first.written)))} × ${shown}, not ${withLetter(first.written)}`,
    expected,
  };
}

/** A line that carries a temperature to another scale ("T_F = (9/5)(25 °C) + 32 = 77 °F"), never disputed. */
function readAsScaleConversion(
  line: LogicalLine,
  text: string,
  given: ReadonlyMap<string, number>,
): ReplyLineCheck | undefined {
  const message = scaleConversionHolds(text, given);
  return message === undefined ? undefined : confirmedLine(line, message);
}

/**
 * A line that states a function of one letter with the values of its other symbols put in ("x(t) =
 * A cos(ωt + φ) = (0.02 m) cos(4.00 s⁻¹ t)" after A, ω and φ are given): read as an identity in that
 * letter once the values stated for the symbols are put in, never disputed.
 */
function readAsIdentityWithValues(
  line: LogicalLine,
  text: string,
  values: ReadonlyMap<string, string>,
): ReplyLineCheck | undefined {
  const substituted = withValuesStated(text, values, false, true);
  const read = substituted === undefined ? undefined : readAsIdentity(line, substituted);
  return read?.status === "correct" ? { ...read, disputable: false } : undefined;
}

/**
 * A line that differentiates a function the problem or an earlier line states, or one it writes
 * itself, and may then give the function's values ("v(t) = \\frac{dx(t)}{dt} = 3.0 m/s − (6.0 m/s²)t,
 * v(0.25 s) = 1.50 m/s"): read where every derivative agrees with the function written for it at
 * several values of the variable, never disputed.
 */
function readAsDerivatives(
  line: LogicalLine,
  text: string,
  functions: ReadonlyMap<string, StatedFunction>,
): ReplyLineCheck | undefined {
  const read = readDerivatives(text, functions);
  if (!read) return undefined;
  const values =
    read.values > 0
      ? `, and the ${read.values === 1 ? "value" : "values"} of the function agree with it`
      : "";
  return confirmedLine(
    line,
    `${[
      read.derivatives > 0
        ? `The derivative agrees with the function it is taken of, worked out at several values of its variable${values}.`
        : "",
      read.integrals > 0 ? "The integral, worked out numerically, agrees with the sides beside it." : "",
    ]
      .filter((part) => part !== "")
      .join(" ")}`,
  );
}

/**
 * A calculation that arrives, after "⇒", at the value of a symbol it holds ("1/λ = R_H(1/4 − 1/9)
 * = (1.097 × 10⁷)(1/m)(1/4 − 1/9) ⇒ λ = 656.3 nm", "12.0 V = Q₁/(12.0 μF) + Q₁/(6.0 μF) ⇒ Q₁ =
 * 48.0 μC"): read with that value put in, as an equation is against the next line that states its
 * unknown. Counted as checked where it holds, never disputed.
 */
function readWithValueAfterArrow(line: LogicalLine, text: string): ReplyLineCheck | undefined {
  const parts = text.split("⇒");
  if (parts.length < 2) return undefined;
  // "⇒ v = ±142.8 m/s": both roots are stated; the equation is read at the positive one.
  const arrivedAt = (parts[parts.length - 1] ?? "").replace(/=(\s*)(?:\\pm(?![A-Za-z])|±)/, "=$1");
  const resolved = checkAgainstStatedValue(line.first, parts[parts.length - 2], arrivedAt);
  if (resolved?.check.status !== "correct") return undefined;
  return confirmedLine(line, resolved.check.message.replace("the next line gives", "the line arrives at"));
}

/** A calculation as read, and whether it holds only under a reading of its notation that is never disputed. */
interface CalculationRead {
  check: LineCheck;
  checkedText: string;
  /** It holds only as textbooks mean a notation whose letter leaves its reach open. */
  holdsOnlyAsMeant?: true;
  /** Every number it works with is a value the problem gives, so none was rounded in an earlier step. */
  inputsExact?: true;
}

/** A temperature in degrees Celsius written after a number, as the checks normalise it: "60.0 ° C". */
const CELSIUS_VALUE = /(?<![\w.^*/])(\d+(?:\.\d+)?)\s*°\s*C(?![A-Za-z])/g;
/** The most temperatures of a line read each both ways. */
const MAX_TEMPERATURES = 3;

/**
 * A line with temperatures in degrees Celsius ("(0.250 kg)(4186 J/kg·°C)(60.0 °C) = 98.1 kJ")
 * that is wrong whichever way each is read, a change (in kelvins) or a level (plus 273.15 K):
 * the check of the reading as changes, whose correction is then shown, with the degrees written
 * as the line writes them. Undefined where some reading holds or cannot be checked, as a
 * temperature that is a level (pV = nRT with 25 °C) makes a line right that reads wrong as a change.
 */
function wrongWhicheverTemperatureReading(lineNumber: number, text: string): CalculationRead | undefined {
  const normalized = normalizeWorkText(text);
  const count = [...normalized.matchAll(CELSIUS_VALUE)].length;
  if (count === 0 || count > MAX_TEMPERATURES) return undefined;
  const reading = (levels: number) => {
    let index = 0;
    return normalized.replace(CELSIUS_VALUE, (_whole, number: string) =>
      (levels >> index++) & 1 ? `(${number} + 273.15) K` : `${number} K`,
    );
  };
  const asChanges = checkCalculation(lineNumber, reading(0));
  const correction = asChanges.check.correction;
  if (asChanges.check.status !== "error" || !correction) return undefined;
  for (let levels = 1; levels < 2 ** count; levels++)
    if (checkCalculation(lineNumber, reading(levels)).check.status !== "error") return undefined;
  const asWritten = (side: string) => side.replace(/(?<![\d.])(\d+(?:\.\d+)?) K(?![A-Za-z])/g, "$1 °C");
  return {
    ...asChanges,
    check: {
      ...asChanges.check,
      message: asWritten(asChanges.check.message),
      correction: {
        ...correction,
        computed: asWritten(correction.computed),
        written: asWritten(correction.written),
      },
    },
  };
}

/** A first side of a number and letters alone ("2meV", "3kT"), before a chain of equals signs. */
const NUMBER_AND_LETTERS = /^\s*\d+(?:\.\d+)?\s*[A-Za-z]{2,4}\s*$/;

/**
 * The line with a first side of a number and letters ("2meV") replaced by a symbol of its own,
 * where two or more sides follow it; undefined for any other line.
 */
function withFirstSideNamed(text: string): string | undefined {
  const sides = text.split("=");
  if (sides.length < 3 || !NUMBER_AND_LETTERS.test(sides[0])) return undefined;
  return ["Q ", ...sides.slice(1)].join("=");
}

/**
 * A calculation checked as written, or as textbooks write units where that reading holds, or
 * as they mean an open notation where the line then holds.
 */
function readCalculation(lineNumber: number, text: string): CalculationRead {
  const asWritten = checkCalculation(lineNumber, text);
  // A temperature in °C put into a relation of absolute temperatures: no other reading of the notation mends it.
  if (asWritten.check.status === "correct" || asWritten.check.absoluteTemperature) return asWritten;
  // "2meV = 2(9.109 × 10⁻³¹ kg)(…)": letters after a number that also spell a unit (meV), read as a
  // unit, make the first side a value of another kind; read as symbols, the first side names what
  // the rest works out, and the rest is checked.
  const named =
    asWritten.check.status === "error" && !asWritten.check.correction ? withFirstSideNamed(text) : undefined;
  if (named) {
    const reread = checkCalculation(lineNumber, named);
    if (reread.check.status === "correct" || reread.check.correction) return reread;
  }
  const temperatures =
    asWritten.check.status === "unchecked" ? wrongWhicheverTemperatureReading(lineNumber, text) : undefined;
  if (temperatures) return temperatures;
  const wholeQuotient = asWritten.check.status === "unchecked" ? withUnitNamingTheResult(text) : undefined;
  if (wholeQuotient) {
    const reread = checkCalculation(lineNumber, wholeQuotient);
    if (reread.check.status === "correct") return { ...reread, holdsOnlyAsMeant: true };
  }
  const textbookUnits = unitsAsTextbooksWriteThem(text);
  if (textbookUnits !== text) {
    const reread = checkCalculation(lineNumber, textbookUnits);
    // Read as the book means its units, the line holds, or its units agree and only its arithmetic is off.
    const holds = reread.check.status === "correct";
    const onlyArithmetic =
      reread.check.status === "error" && reread.check.correction !== undefined && !asWritten.check.correction;
    if (holds || onlyArithmetic) return reread;
  }
  const meant = notationAsTextbooksMeanIt(text);
  if (meant === text) return asWritten;
  const unitsToo = unitsAsTextbooksWriteThem(meant);
  for (const candidate of unitsToo === meant ? [meant] : [meant, unitsToo]) {
    const reread = checkCalculation(lineNumber, candidate);
    if (reread.check.status === "correct") return { ...reread, holdsOnlyAsMeant: true };
  }
  return asWritten;
}

/**
 * What a checked calculation written from line `first` to line `last` of a reply reports: correct,
 * or an established error; undefined when it stays unread. An error is reported only when
 * `disputable`.
 */
function replyLineCheck(
  {
    check,
    checkedText,
    disputable,
    inputsExact,
  }: { check: LineCheck; checkedText: string; disputable: boolean; inputsExact?: true },
  first: LogicalLine,
  last: LogicalLine,
): ReplyLineCheck | undefined {
  if (check.status !== "correct" && check.status !== "error") return undefined;
  const original = first === last ? first.original : `${first.original}\n${last.original}`;
  if (check.status === "error" && (!disputable || !isEstablished(checkedText, original, check, inputsExact)))
    return undefined;
  const base = {
    lineNumber: first.first,
    endLineNumber: last.last,
    text: original.trim(),
    message: check.message,
  };
  if (check.status !== "error") {
    // Data put in without their units, the result's unit written after them ("(202.6)(5.00 × 10⁻³) /
    // ((8.314)(300)) mol"): the numbers agree, but the units are the writer's word, not checked.
    // Where a side before them writes every value with its unit, the units were checked there, and
    // the bare data restate its numbers ("0.50 mi/min × 1609 m/mi × 1 min/60 s = (0.50)(1609)/60 m/s").
    const sides = normalizeWorkText(checkedText).split(/=|≈/);
    const bareData = sides.findIndex(unitAfterBareData);
    if (bareData >= 0 && !sides.slice(0, bareData).some(everyValueWithItsUnit)) return undefined;
    return { ...base, status: "correct", ...(disputable ? {} : { disputable: false }) };
  }
  const correction = check.correction;
  if (!correction) return { ...base, status: "error", issue: "units" };
  const expected = correction.expected;
  return {
    ...base,
    status: "error",
    issue: "arithmetic",
    correction: `${readableSide(correction.computed)} is ${readableSide(formatQuantity(expected, figuresFor(correction.written)))}, not ${readableSide(correction.written)}`,
    expected,
  };
}

/** Whether a side works out with a unit on each of its numbers ("0.50 mi/min × (1609 m)/(1 mi)"). */
function everyValueWithItsUnit(side: string): boolean {
  const read = evaluateSide(side);
  return (
    read.ok && read.measured.hasUnit && !read.measured.hasBareNumber && read.measured.hasBareValue !== true
  );
}

/** A side ending a clause, without the punctuation of the sentence around it. */
function sideOf(text: string): string {
  return text.replace(/(?<![.,:;!?])[.,:;!?]+\s*$/, "").trim();
}

/** A symbol as written, without its spacing and braces: "v_{0}" and "v_ 0" alike. */
function symbolKey(symbol: string): string {
  return symbol.replace(/[\s{}]/g, "");
}

/** A symbol alone on a side ("t", "v_ f", "Δx", "L'"), not numbers or an expression. */
const LONE_SYMBOL =
  /^(?:abs\(\s*|\|\s*)?(?:[A-Za-zΔα-ωΑ-Ω]|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|theta|lambda|mu|nu|rho|sigma|tau|phi|varphi|omega|Delta|Phi|Omega))(?:'|′)?(?:\s*_\s*\(?\s*[A-Za-z0-9]+\s*\)?)?(?:\s*[)|])?$/;

/** The value a line states for a symbol in its first equation ("t = 2.5 s", "y = … = 233 m"), with the symbol. */
function statedValue(text: string): { symbol: string; value: string } | undefined {
  // "g = 9.8281 (m/s)^2": a unit as textbooks write it.
  return statedValueAsWritten(text) ?? statedValueAsWritten(unitsAsTextbooksWriteThem(text));
}

function statedValueAsWritten(text: string): { symbol: string; value: string } | undefined {
  const clause = normalizeWorkText(text)
    .split(CLAUSE_SEPARATORS)
    .find((part) => part !== undefined && /=/.test(part));
  if (clause === undefined || /≈/.test(clause)) return undefined;
  const sides = clause.split("=").map(sideOf);
  const symbol = sides[0];
  const value = sides[sides.length - 1];
  if (sides.length < 2 || !LONE_SYMBOL.test(symbol)) return undefined;
  const evaluation = evaluateSide(value);
  if (!evaluation.ok || !evaluation.measured.lone || !evaluation.measured.hasUnit) return undefined;
  return { symbol, value };
}

/**
 * The check of a calculation left without its result or with an unknown in it ("y = (67.6 m/s)² /
 * (2 × 9.80 m/s²)." or "0 = 24.5 m/s − (9.8 m/s²)t"), against the next line that states the value
 * ("y = 233 m", "t = 2.5 s"): its numbers against the value stated, or the equation with the value
 * put in for its unknown. Only the first is disputed when wrong: a value put into an equation
 * carries its rounding into a difference, which may then be far from zero.
 */
function checkAgainstStatedValue(
  lineNumber: number,
  text: string,
  nextText: string,
): { check: LineCheck; checkedText: string; disputable: boolean } | undefined {
  const stated = statedValue(nextText);
  if (!stated) return undefined;
  const clause = normalizeWorkText(text)
    .split(CLAUSE_SEPARATORS)
    .filter((part) => part !== undefined && /=/.test(part))
    .at(-1);
  if (clause === undefined || /≈/.test(clause)) return undefined;
  const sides = clause.split("=").map(sideOf);
  const last = sides[sides.length - 1];
  // "x − 0 = …": the symbol less a zero start, as books write it before the value.
  if (symbolKey(sides[0].replace(/[-−+]\s*0(?:\.0*)?$/, "").trimEnd()) === symbolKey(stated.symbol)) {
    const evaluation = evaluateSide(last);
    if (evaluation.ok && !evaluation.measured.lone)
      return { ...readCalculation(lineNumber, `${last} = ${stated.value}`), disputable: true };
    // Constants left as their letters among the numbers ("(0.005631 u)c²"): read as textbooks mean
    // them, only where the value stated then agrees, never disputed.
    const meant = sideOf(notationAsTextbooksMeanIt(last));
    if (meant === last || !evaluateSide(meant).ok) return undefined;
    const read = readCalculation(lineNumber, `${meant} = ${stated.value}`);
    return read.check.status === "correct" ? { ...read, disputable: false } : undefined;
  }
  if (sides.length < 2) return undefined;
  const escaped = stated.symbol.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*");
  // In an equation that writes no unit ("t² + 10t − 200 = 0", its units set aside), a letter after a
  // number is the unknown times it; elsewhere "10 t" may be ten tonnes.
  const afterNumbers = new RegExp(`(?<![A-Za-z_.])${escaped}(?![A-Za-z0-9_])`, "g");
  const withoutUnits =
    sides.some((side) => side.search(afterNumbers) >= 0) &&
    sides.every((side) => {
      const read = evaluateSide(side.replace(afterNumbers, "(1)"));
      return read.ok && !read.measured.hasUnit;
    });
  // A symbol that also names a unit ("s", "m", "T") cannot be told from the units around it.
  if (parseUnit(stated.symbol.replace(/\s/g, "")) !== undefined && !withoutUnits) return undefined;
  const unknown = withoutUnits
    ? afterNumbers
    : new RegExp(`(?<![A-Za-z0-9_.])${escaped}(?![A-Za-z0-9_])`, "g");
  if (!sides.some((side) => side.search(unknown) >= 0)) return undefined;
  // Its units as textbooks write them ("26.0 (m/s)²" for m/s²), where the equation then holds.
  const asTextbooksWrite = () =>
    normalizeWorkText(unitsAsTextbooksWriteThem(text))
      .split(CLAUSE_SEPARATORS)
      .filter((part) => part !== undefined && /=/.test(part))
      .at(-1)
      ?.split("=")
      .map(sideOf);
  const holds = (candidate: readonly string[] | undefined) =>
    candidate !== undefined && holdsNear(candidate, unknown, stated.value);
  if (!holds(sides) && !holds(asTextbooksWrite())) return undefined;
  const check: LineCheck = {
    lineNumber,
    text,
    kind: "equation",
    status: "correct",
    message: `The equation holds for ${stated.symbol.replace(/\s/g, "")} = ${stated.value.trim()}, the value the next line gives.`,
  };
  return { check, checkedText: text, disputable: false };
}

/**
 * Whether an equation ("0 = 18.0 m/s − (9.80 m/s²) t") has a root within the rounding of a value
 * stated for its unknown ("t = 1.84 s"): its sides, with the unknown set just below and just above
 * the value, differ in sign. Both sides must evaluate with units of one dimension, or one be zero.
 * In a chain ("12.0 V = V₁ + V₂₃ = Q₁/(12.0 μF) + Q₁/(6.0 μF)"), the sides that evaluate with the
 * unknown set are compared: each with the first that holds the unknown, and those without it with
 * each other, whose arithmetic must hold as written; a side of other symbols is left aside.
 */
function holdsNear(sides: readonly string[], unknown: RegExp, value: string): boolean {
  const stated = evaluateSide(value);
  const lone = stated.ok ? stated.measured.lone : undefined;
  if (!lone || lone.value === 0) return false;
  const figures = significantFiguresOf(lone.numberText.replace(/^-/, "")) ?? 2;
  // Half the last digit written, and the rounding carried from the numbers of the equation.
  const margin = Math.abs(lone.value) * (0.5 * 10 ** (1 - figures) + 0.01);
  // An equation of bare numbers ("t² + 10t − 200 = 0", its units set aside) takes the value's number.
  const bare = sides.every((side) => {
    const read = evaluateSide(side.replace(unknown, "(1)"));
    return read.ok && !read.measured.hasUnit;
  });
  const at = (side: string, x: number) =>
    evaluateSide(side.replace(unknown, bare ? `(${x})` : `(${x} ${lone.unit})`));
  const evaluating = sides.filter((side) => at(side, lone.value).ok);
  const withUnknown = evaluating.filter((side) => side.search(unknown) >= 0);
  const numbers = evaluating.filter((side) => side.search(unknown) < 0);
  if (withUnknown.length === 0 || evaluating.length < 2) return false;
  if (numbers.length >= 2) {
    const { check } = checkCalculation(0, numbers.join(" = "));
    if (check.status !== "correct") return false;
  }
  const differenceAt = (first: string, second: string, x: number): number | undefined => {
    const [left, right] = [at(first, x), at(second, x)];
    if (!left.ok || !right.ok) return undefined;
    const zero = [left, right].some((side) => side.ok && side.measured.value === 0 && !side.measured.hasUnit);
    // A pure number equals a side whose units cancel ("0.60 = 1 − (300 K)/T_h").
    const pure = (side: typeof left) => side.ok && side.measured.dimension.every((entry) => entry === 0);
    const bothPure = pure(left) && pure(right) && (left.measured.hasUnit || right.measured.hasUnit);
    if (!bare && !zero && !bothPure && (!left.measured.hasUnit || !right.measured.hasUnit)) return undefined;
    if (!zero && !dimensionsMatch(left.measured.dimension, right.measured.dimension)) return undefined;
    return left.measured.value - right.measured.value;
  };
  const [first, ...others] = [...withUnknown, ...numbers];
  return others.every((other) => {
    const below = differenceAt(first, other, lone.value - margin);
    const above = differenceAt(first, other, lone.value + margin);
    return below !== undefined && above !== undefined && below * above <= 0;
  });
}

/**
 * A quantity's symbol in LaTeX, alone on a side: a letter or a Greek letter, perhaps with an
 * accent ("\\vec{r}", "\\Delta t") and a subscript ("L_{1x}", "v_{\\text{f}}", "x_2").
 */
const LATEX_SYMBOL =
  /^(?:\\left\s*\|\s*)?(?:\\Delta\s*)?(?:\\(?:vec|bar|overline)\s*\{\s*)?(?:[A-Za-z]|\\[a-zA-Z]+)(?:\s*\})?(?:\s*(?:'|′|\^\s*\{\s*\\prime\s*\}))?(?:\s*_\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|[A-Za-z0-9]))?(?:\s*\\right\s*\|)?$/;

/** A symbol as a key: its LaTeX without spaces. */
function latexSymbolKey(symbol: string): string {
  return symbol.replace(/\s+/g, "");
}

/** Whether a side is one value with its unit along one axis ("-\\left(1.4\\ \\text{kg·m/s}\\right)\\hat{j}"). */
function isAValueAlongOneAxis(side: string): boolean {
  const axes = side.match(AXIS_VECTOR) ?? [];
  if (axes.length !== 1) return false;
  const normalized = normalizeWorkText(side.replace(AXIS_VECTOR, " "));
  const magnitude = evaluateSide(normalized);
  // One number, its sign and brackets aside: no operation between values.
  const numbers =
    normalized
      .replace(TIMES_TEN_TO, " ")
      .replace(/\^\s*-?\d+/g, " ")
      .match(/\d+(?:\.\d+)?/g) ?? [];
  return magnitude.ok && magnitude.measured.hasUnit && numbers.length === 1;
}

/** A fraction of whole numbers before an upright unit ("\\frac{2}{3}\\ \\text{kg}"), written as its decimal. */
function exactFractionAsDecimal(side: string): string {
  const fraction =
    /^\s*\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}(?=(?:\s|\\[ ,;])*\\(?:text|mathrm)\s*\{)/.exec(side);
  if (!fraction || Number(fraction[2]) === 0) return side;
  return `${(Number(fraction[1]) / Number(fraction[2])).toPrecision(6)}${side.slice(fraction[0].length)}`;
}

/** A side without the spaces, LaTeX spaces and punctuation it ends with. */
function withoutTrailingSpacing(side: string): string {
  let end = side.length;
  while (end > 0 && " \t\n\\,.;:!".includes(side[end - 1])) end--;
  return side.slice(0, end);
}

/**
 * The values the line states for symbols, by symbol ("L_{1x} = … = 141.4\\ \\text{m}"): the last
 * side of each equation that is one value with a unit, as written.
 */
function valuesStated(text: string): [string, string][] {
  const stated: [string, string][] = [];
  // Values given one after another, a comma and a LaTeX space between ("A_{x}=0\\ \\text{m},\\ A_{y}=…").
  const clauses = text.split(CLAUSE_SEPARATORS).flatMap((clause) => clause?.split(CLAUSE_BREAK) ?? []);
  for (const clause of clauses) {
    if (clause === undefined || !/=/.test(clause) || /≈/.test(clause)) continue;
    const sides = clause.split("=").map(sideOf);
    // A clause after a comma may open with a LaTeX space ("…,\\ V_{1}=1.00\\ \\text{L}").
    const symbol = sides[0].replace(/^(?:\\[ ,;:!]|\s)+/, "");
    // Its punctuation after a LaTeX space is no part of it ("=0.0\\ ,"); its units as textbooks
    // write them where only so it is a value ("2.10\\times 10^{5}\\left(\\text{N/m}\\right)^{2}", N/m²).
    const written = exactFractionAsDecimal(withoutTrailingSpacing(sides[sides.length - 1]));
    const value = evaluateSide(normalizeWorkText(written)).ok ? written : unitsAsTextbooksWriteThem(written);
    if (sides.length < 2 || !LATEX_SYMBOL.test(symbol)) continue;
    // A value worked out to the end: one number with its unit, or numbers alone with it ("\\frac{2}{3}\\ kg·m²").
    const normalized = normalizeWorkText(value);
    const evaluation = evaluateSide(normalized);
    const sum = /\S\s*[-+−]/.test(normalized.replace(/\^\s*\(?\s*[-+−]/g, "^").trim());
    // A number alone, as a table's cell gives it under a heading that names the unit ("x_{1}=0.5"),
    // is a value too: a line read with it holds only with bare numbers, and is never disputed.
    const bare = /^[-−+]?\d+(?:\.\d+)?$/.test(normalized.trim());
    if (evaluation.ok && (evaluation.measured.hasUnit || bare) && (evaluation.measured.lone || !sum))
      stated.push([latexSymbolKey(symbol), value]);
    else if (/^\\vec\b/.test(symbol) && isAValueAlongOneAxis(value))
      stated.push([latexSymbolKey(symbol), value]);
  }
  return stated;
}

/**
 * A pattern that finds a symbol as written, spaces allowed between its characters; the letters of an
 * upright label take either case ("Q_{\\text{w}}" stated, "Q_{\\text{W}}" put in: books write both).
 */
function symbolPattern(symbol: string): string {
  const label = /\\text\{[^{}]*\}/g;
  const labels = [...symbol.matchAll(label)].map((match) => [
    match.index ?? 0,
    (match.index ?? 0) + match[0].length,
  ]);
  return [...symbol]
    .map((character, index) => {
      const inLabel = labels.some(([start, end]) => index >= start + 6 && index < end - 1);
      if (inLabel && /[A-Za-z]/.test(character))
        return `[${character.toLowerCase()}${character.toUpperCase()}]`;
      return character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("\\s*");
}

/**
 * The values a problem states for symbols in its formulas ("Assume that $p_{1}=2.10\\times 10^{5}\\
 * \\text{Pa}$"), which a line of the reply may put in by name.
 */
function valuesStatedInProblem(problem: string): [string, string][] {
  return (
    problem
      .split(/\r?\n/)
      .flatMap((line) => plainComputation(line).split(CLAUSE_BREAK))
      // A display's delimiters are no part of the value that ends it ("c_{2}=6.0\ \text{m}\cdot\text{s}.$$").
      .flatMap((clause) => valuesStated(clause.replace(/\$+/g, " ")))
  );
}

/**
 * The line with the symbols of its sides of symbols replaced by the values earlier lines stated for
 * them ("L_{1x}\\hat{i} + L_{1y}\\hat{j}" with L_{1x} = 141.4 m), or undefined when no side of
 * symbols has all its symbols known.
 */
function withValuesStated(
  text: string,
  known: ReadonlyMap<string, string>,
  withConstants = false,
  lettersMayStay = false,
): string | undefined {
  if (known.size === 0) return undefined;
  // A side of components evaluates along an axis.
  const evaluates = (side: string) =>
    evaluateSide(normalizeWorkText(sideOf(side).replace(AXIS_VECTOR, "(1)"))).ok;
  let changed = false;
  const clauses = text.split(/(;|⇒)/).map((clause) => {
    // A clause that gives a symbol its value ("l=2") is no calculation to read with that value.
    if (!/=/.test(clause) || statesValuesOnly(clause)) return clause;
    const sides = clause.split("=");
    // The symbol a chain works out ("I_{Total} = I_R + I_F + I_MR = 3.17 kg·m²") keeps its name: a
    // value an earlier line stated for it may be of another case.
    const worksOut = (side: string, index: number) =>
      index === 0 &&
      sides.length > 2 &&
      LATEX_SYMBOL.test(sideOf(side)) &&
      evaluates(sides[sides.length - 1]);
    return (
      sides
        .map((side, index) => {
          if (evaluates(side) || worksOut(side, index)) return side;
          let replaced = side;
          for (const [symbol, value] of known) {
            const pattern = symbolPattern(symbol);
            // A symbol that opens with a command may follow a letter ("e\\Delta V"); one of letters may not.
            const before = symbol.startsWith("\\") ? "\\\\" : "A-Za-z\\\\";
            replaced = replaced.replace(
              // Never a unit written upright ("63.54\\ \\text{g}" is grams, whatever g stands for).
              new RegExp(
                `(?<![${before}]|\\\\(?:text|mathrm|rm)\\s*\\{\\s*)${pattern}(?![A-Za-z0-9_{])`,
                "g",
              ),
              () => `\\left(${value}\\right)`,
            );
          }
          if (replaced === side) return side;
          // The speed of light or the elementary charge beside the values put in ("E_0/c").
          const meant =
            evaluates(replaced) || !withConstants ? replaced : notationAsTextbooksMeanIt(replaced);
          // A side may keep the variable of a function it states ("(0.02 m) cos((4.00 s⁻¹) t)"), read as an identity in it.
          if (!evaluates(meant) && !lettersMayStay) return side;
          changed = true;
          return meant;
        })
        // A side left in symbols after sides worked out ("9\\frac{v}{4L} = 9f_{1} = 1.15 kHz") restates
        // the chain in other symbols, unread like a side of symbols before them.
        .filter((side, index, all) => {
          const afterValues = all.slice(0, index).some((before, at) => at > 0 && evaluates(before));
          return index === all.length - 1 || !afterValues || evaluates(side);
        })
        .join("=")
    );
  });
  return changed ? clauses.join("") : undefined;
}

/** Units of the values stated so far, by their number: 1200 → kg where "1200 kg" was written. */
type UnitsByNumber = Map<number, Set<string>>;

/** Adds the values with units a text writes to those stated so far. */
function noteValuesWritten(text: string, units: UnitsByNumber): void {
  for (const { value, unit } of valuesWritten(normalizeWorkText(text))) {
    const same = units.get(value);
    if (same) same.add(unit);
    else units.set(value, new Set([unit]));
  }
}

/** A number in normalised text, with its power of ten: "1200", "1.257 * 10^-3", "2.5e-3". */
const BARE_NUMBER = /(?<![\w.^])(\d+(?:\.\d+)?)(?:\s*\*\s*10\^\(?([-−]?\d+)\)?|e([-−]?\d+))?(?![\d.])/g;

/** The small factors of formulas, which carry no unit: ½, 2, 3, 4 … 10. */
function isFactor(value: number): boolean {
  return value === 0.5 || (Number.isInteger(value) && value >= 1 && value <= 10);
}

/**
 * A side of bare numbers with each number written with the unit of the value stated with that
 * number (in the problem or a line before), where each names one unit: "½ × 1200 × 15²" with
 * "1200 kg" and "15 m/s" stated is "½ × (1200 kg) × (15 m/s)²". Small factors stay bare. Undefined
 * when a number names no unit or several, or the side is not of bare numbers.
 */
function bareSideWithUnitsStated(side: string, units: UnitsByNumber): string | undefined {
  const whole = normalizeWorkText(sideOf(side));
  const read = evaluateSide(whole);
  if (!read.ok) return undefined;
  // Bare numbers with the result's unit written after their bracket ("\frac{(225)(95.0)}{225 + 1674}
  // °C"): filled, they must work out in that unit, which then adds nothing.
  const resultUnit = read.measured.hasUnit ? /\)\s*([A-Za-zΩμµ°][^()\d]*)$/.exec(whole)?.[1] : undefined;
  const normalized = resultUnit === undefined ? whole : whole.slice(0, whole.length - resultUnit.length);
  const data = evaluateSide(normalized);
  if (!data.ok) return undefined;
  // Some values with their units and some without ("45.0(30.0 s) − 45.0(0 s)" after "ω = 45 rad/s"):
  // only the numbers written without a unit are filled.
  const mixed = data.measured.hasUnit;
  let filled = 0;
  let unknown = false;
  const withUnits = normalized.replace(
    BARE_NUMBER,
    (whole, digits: string, power: string | undefined, exponent: string | undefined, offset: number) => {
      if (mixed && readUnitAfterNumber(normalized.slice(offset + whole.length))) return whole;
      const value = Number(digits) * 10 ** Number((power ?? exponent ?? "0").replace("−", "-"));
      const named = units.get(value);
      if (named?.size === 1) {
        filled++;
        return `(${whole} ${[...named][0]})`;
      }
      if (named || !isFactor(value)) unknown = true;
      return whole;
    },
  );
  if (unknown || filled === 0) return undefined;
  if (resultUnit === undefined) return withUnits;
  const unit = readUnitAfterNumber(` ${resultUnit}`)?.unit;
  const written = unit === undefined ? undefined : dimensionVector(unit);
  const worked = evaluateSide(withUnits);
  return written && worked.ok && dimensionsMatch(worked.measured.dimension, written) ? withUnits : undefined;
}

/**
 * The line with each side of bare numbers that follows a side of symbols written with the units
 * of the values stated with those numbers ("W = m g = 70 × 9.8 = 686 N" with 70 kg and g = 9.8 m/s²
 * stated): the units left off can only be those. Undefined when no side is so filled.
 */
function withBareSidesFilled(text: string, units: UnitsByNumber): string | undefined {
  if (units.size === 0) return undefined;
  let changed = false;
  const clauses = text.split(/(;|⇒)/).map((clause) => {
    const sides = clause.split("=");
    if (sides.length < 3) return clause;
    let firstFilled = -1;
    for (let index = 1; index < sides.length; index++) {
      if (firstFilled < 0 && !/[A-Za-zα-ωΑ-ΩΔ]/.test(sides[index - 1])) continue;
      const filled = bareSideWithUnitsStated(sides[index], units);
      if (filled === undefined) continue;
      sides[index] = ` ${filled} `;
      if (firstFilled < 0) firstFilled = index;
      changed = true;
    }
    // The bare numbers worked out after it ("= ½ × 1200 × 225 = 135 000 J") are in the result's unit.
    const result = valuesWritten(normalizeWorkText(sides[sides.length - 1])).at(-1);
    if (firstFilled < 0 || !result) return sides.join("=");
    for (let index = firstFilled + 1; index < sides.length - 1; index++) {
      const normalized = normalizeWorkText(sideOf(sides[index]));
      const read = evaluateSide(normalized);
      if (read.ok && !read.measured.hasUnit) sides[index] = ` (${normalized}) * (1 ${result.unit}) `;
    }
    return sides.join("=");
  });
  return changed ? clauses.join("") : undefined;
}

/** A relation's form found in a line, with the equation it was found in, as people read it. */
type FormFound = Exclude<RelationForm, { status: "known" }> & { equation: string };

/**
 * The relations written with symbols in a line ("K = m v^2" of "K = m v^2 = (70 kg)(10 m/s)^2 =
 * 7000 J") that are not in a form the engine knows: a certain slip first, then a doubtful form;
 * undefined when every one is known or none is written.
 */
function relationFormsOfLine(text: string, problem: string | undefined): FormFound | undefined {
  let doubtful: FormFound | undefined;
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined || !/=/.test(clause)) continue;
    const sides = clause.split(/=|≈/).map(sideOf);
    for (let index = 0; index + 1 < sides.length; index++) {
      const [left, right] = [sides[index], sides[index + 1]];
      if (left === "" || right === "") continue;
      const form = relationFormOf(left, right, problem);
      const equation = `${readableSide(left)} = ${readableSide(right)}`.replace(/_\s+/g, "_");
      if (!form) {
        // Values put straight into a relation: the relation they are put into is read too, and
        // one in a form not checked leaves the line unread, as the relation written in symbols does.
        const substituted = substitutedRelationForm(left, right, problem);
        const found = substituted && {
          ...substituted,
          equation,
          message: `puts its values into ${left.trim()} = ${readableSide(symbolsOfSubstitution(right) ?? right)}, which ${substituted.message}`,
        };
        if (found?.status === "wrong") return found;
        if (found) doubtful ??= found;
        continue;
      }
      if (form.status === "known") continue;
      if (form.status === "wrong") return { ...form, equation };
      doubtful ??= { ...form, equation };
    }
  }
  return doubtful;
}

/** An equation in an unknown read on a line of a reply, waiting for the line that solves it further. */
interface SolvingUnknown extends LineUnknown {
  line: LogicalLine;
  /** Its entry among the lines left unread. */
  entry: ReplyLinesCheck["unread"][number];
}

/** The first value with a unit a sentence states ("This yields a value of 2.67 × 10¹² m"), in SI, as written too. */
function resultInWords(
  sentence: string | undefined,
): { value: number; roundingError: number; written: string } | undefined {
  if (sentence === undefined || /=/.test(sentence)) return undefined;
  const normalized = normalizeWorkText(sentence);
  const [first] = valuesWritten(normalized);
  if (!first) return undefined;
  const written = normalized.slice(first.start, first.end);
  const read = evaluateSide(written);
  return read.ok
    ? { value: read.measured.value, roundingError: read.measured.roundingError, written }
    : undefined;
}

/**
 * A calculation that stops before its result, which the sentence after it states ("… )^{1/3}." then
 * "This yields a value of 2.67 × 10¹² m"): read with that result as its last side, never disputed.
 */
function completedInWords(
  line: LogicalLine,
  text: string,
  sentence: string | undefined,
): ReplyLineCheck | undefined {
  const result = resultInWords(sentence);
  const sides = text.split("=");
  const last = evaluateSide(sideOf(sides[sides.length - 1]));
  // Only a last side that works something out and states no value.
  if (!result || !last.ok || last.measured.lone || sides.length < 2) return undefined;
  const read = readCalculation(line.first, `${sideOf(text)} = ${result.written}`);
  if (read.check.status !== "correct") return undefined;
  return confirmedLine(
    line,
    `${read.check.message} (with the result the sentence after it states, ${readableSide(result.written)})`,
  );
}

/**
 * A calculation that stops before its result, in a sentence that states the result in words ("the
 * mass of System 2 is 19.0 kg (m = 12.0 kg + 7.0 kg)"): read with that value as its last side,
 * never disputed. Only where the sentence holds one such calculation.
 */
function completedInItsSentence(line: LogicalLine, text: string): ReplyLineCheck | undefined {
  const clauses = text.split(";");
  const calculations = clauses.filter((clause) => /=/.test(clause) && !statesValuesOnly(clause));
  if (calculations.length !== 1) return undefined;
  const [calculation] = calculations;
  const sides = calculation.split("=");
  const last = evaluateSide(sideOf(sides[sides.length - 1]));
  if (sides.length < 2 || !last.ok || last.measured.lone) return undefined;
  for (const sentence of clauses.filter((clause) => !/=/.test(clause))) {
    const normalized = normalizeWorkText(sentence);
    for (const value of valuesWritten(normalized)) {
      const written = normalized.slice(value.start, value.end);
      const read = readCalculation(line.first, `${sideOf(calculation)} = ${written}`);
      if (read.check.status !== "correct") continue;
      return confirmedLine(
        line,
        `${read.check.message} (with the result its sentence states, ${readableSide(written)})`,
      );
    }
  }
  return undefined;
}

/** A line's one equation and the words after it in the line ("… = 0. We solve to find that …"). */
function sentenceOfEquation(text: string): { equation: string; sentence: string } | undefined {
  const clauses = text.split(";");
  const equations = clauses.filter((clause) => /=/.test(clause));
  if (equations.length !== 1) return undefined;
  const sentence = clauses
    .slice(clauses.indexOf(equations[0]) + 1)
    .join(" ")
    .trim();
  return sentence === "" ? undefined : { equation: equations[0], sentence };
}

/** An equation in one unknown with units whose root the words after it in its line state. */
function equationInItsSentence(text: string): LineUnknown | undefined {
  const own = sentenceOfEquation(text);
  return own && equationWithUnitsInUnknown(own.equation, { sentenceAfter: own.sentence });
}

/** An equation in an unknown whose root the next line states too: checked, never disputed. */
function confirmSolving(
  solving: SolvingUnknown,
  next: LogicalLine | "the sentence after it",
  checked: ReplyLineCheck[],
  unread: ReplyLinesCheck["unread"],
): void {
  unread.splice(unread.indexOf(solving.entry), 1);
  checked.push({
    lineNumber: solving.line.first,
    endLineNumber: solving.line.last,
    text: solving.line.original.trim(),
    status: "correct",
    message: `An equation in ${solving.symbol}: solving it gives ${solving.symbol} = ${formatQuantity({ value: solving.value, unit: "" }, 3)}, as ${typeof next === "string" ? next : `line ${next.first}`} has it.`,
    disputable: false,
  });
}

/** The longest line of symbols alone whose relations are read (a sentence with "=" may be long). */
const MAX_SYMBOLIC_LINE = 240;

/** The most equations of symbols remembered from earlier lines. */
const MAX_EQUATIONS_REMEMBERED = 40;

/** An equation of symbols as written and as read. */
interface WrittenEquation extends SymbolicEquation {
  leftText: string;
  rightText: string;
}

/**
 * The equations of symbols a line writes, each side with the next ("a = b = c": a = b, b = c);
 * undefined when a side is no expression of symbols alone.
 */
function symbolicEquationsOf(text: string): WrittenEquation[] | undefined {
  const equations: WrittenEquation[] = [];
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined || !/=/.test(clause)) continue;
    if (/≈/.test(clause)) return undefined;
    const sides = clause.split("=").map(sideOf);
    if (sides.some((side) => side === "")) return undefined;
    const read = sides.map(readSymbols);
    for (let index = 0; index + 1 < sides.length; index++) {
      const [left, right] = [read[index], read[index + 1]];
      if (!left || !right) return undefined;
      equations.push({ left, right, leftText: sides[index], rightText: sides[index + 1] });
    }
  }
  return equations;
}

/** Whether an equation of symbols is a relation the engine knows, in a form that holds wherever it does. */
function isKnownRelation(equation: Pick<WrittenEquation, "leftText" | "rightText">): boolean {
  const finding = checkSymbolicEquation(equation.leftText, equation.rightText, undefined);
  return finding !== undefined && finding.status !== "error" && finding.relationId !== undefined;
}

/** A conversion's exact value with as few figures as show it, up to six: "60 s", "4.184 J". */
function exactQuantityText(value: number, unit: string): string {
  const shown = Number(value.toPrecision(6));
  const figures = [1, 2, 3, 4, 5, 6].find((count) => Number(value.toPrecision(count)) === shown) ?? 6;
  return formatQuantity({ value, unit }, figures);
}

/** Units whose kinds a sloppy chain may pass between (f in Hz to ω in rad/s), and temperatures, whose changes convert otherwise. */
const UNITS_NOT_CONVERTED_BARE = /rad|rev|rpm|Hz|deg|°|K\b/;

/**
 * A unit conversion done with a bare factor that is wrong ("90 km/h = 90 × 3.6 = 324 m/s", "t =
 * 2.00 h = 2.00 × 60 = 120 s"): a value with its unit, then bare numbers whose arithmetic gives the
 * next value with another unit of the same kind. The bare arithmetic holds, so the slip is the
 * factor: the two values with units must be equal, and they are not. The message, or undefined.
 */
function bareConversion(text: string): { holds: boolean; message: string } | undefined {
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined || !clause.includes("=")) continue;
    const sides = clause.split("=").map(sideOf);
    for (let first = 0; first + 2 < sides.length; first++) {
      const start = evaluateSide(sides[first]);
      if (!start.ok || !start.measured.lone || !start.measured.hasUnit) continue;
      let last = first + 1;
      while (last < sides.length) {
        const middle = evaluateSide(sides[last]);
        if (!middle.ok || middle.measured.hasUnit) break;
        last++;
      }
      if (last === first + 1 || last >= sides.length) continue;
      const end = evaluateSide(sides[last]);
      if (!end.ok || !end.measured.lone || !end.measured.hasUnit) continue;
      const [startValue, endValue] = [valueWritten(sides[first]), valueWritten(sides[last])];
      if (!startValue || !endValue || startValue.unit === endValue.unit) continue;
      if (UNITS_NOT_CONVERTED_BARE.test(startValue.unit) || UNITS_NOT_CONVERTED_BARE.test(endValue.unit))
        continue;
      if (!dimensionsMatch(start.measured.dimension, end.measured.dimension)) continue;
      // The bare numbers work out the last value's number: the writer meant them in its unit.
      const bare = evaluateSide(sides[last - 1]);
      if (
        !bare.ok ||
        Math.abs(bare.measured.value - endValue.value) > halfLastSignificantPlace(endValue.digits)
      )
        continue;
      const converted =
        toSI({ value: startValue.value, unit: startValue.unit }).value /
        toSI({ value: 1, unit: endValue.unit }).value;
      const off = Math.abs(converted - endValue.value);
      if (off <= halfLastSignificantPlace(endValue.digits) || off <= 0.005 * Math.abs(converted))
        return {
          holds: true,
          message: `${sides[first]} is ${sides[last]}: the bare numbers convert it with the right factor.`,
        };
      if (off <= 0.02 * Math.abs(converted)) continue;
      const message = `${sides[first]} is ${formatQuantity({ value: converted, unit: endValue.unit }, significantFiguresOf(endValue.digits) ?? 3)}, not ${sides[last]}: the factor that converts it is wrong.`;
      return { holds: false, message };
    }
  }
  return undefined;
}

/** A bare conversion's factor found wrong: the message, or undefined. */
function wrongBareConversion(text: string): string | undefined {
  const conversion = bareConversion(text);
  return conversion && !conversion.holds ? conversion.message : undefined;
}

/** A line that converts a value with a bare factor that is right, read without dispute. */
function readAsBareConversion(line: LogicalLine, text: string): ReplyLineCheck | undefined {
  const conversion = bareConversion(text);
  return conversion?.holds ? confirmedLine(line, conversion.message) : undefined;
}

/** A lone number and its unit as written: "90 km/h". */
function valueWritten(side: string): { value: number; digits: string; unit: string } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)(?![\d.])\s*(\S.*)$/.exec(side);
  const unit = match ? parseUnit(match[2].trim()) : undefined;
  return match && unit ? { value: Number(match[1]), digits: match[1], unit } : undefined;
}

/** A quotient of two bracketed parts, as fractions read: "(1 m^3)/(1000 L)". */
const QUOTIENT_OF_PARTS = /\(([^()]*)\)\s*\/\s*\(([^()]*)\)/g;

/**
 * A conversion factor written wrong: a quotient of two quantities of one kind, one of them a 1 of
 * its unit ("\frac{1\mathrm{~m^3}}{100\mathrm{~L}}"), that is not 1. Such a factor is meant to be
 * exactly one, so any other value is a slip whatever the rest of the line says. The message, or
 * undefined where the line writes no such factor.
 */
function wrongConversionFactor(text: string, ratesStated: ReadonlySet<string>): string | undefined {
  const perUnit = wrongFactorPerUnit(text, ratesStated);
  if (perUnit) return perUnit;
  for (const match of normalizeWorkText(text).matchAll(QUOTIENT_OF_PARTS)) {
    const [upper, lower] = [match[1], match[2]].map((part) => evaluateSide(part));
    if (!upper.ok || !lower.ok) continue;
    const [top, bottom] = [upper.measured, lower.measured];
    if (!top.lone || !bottom.lone || !top.hasUnit || !bottom.hasUnit || top.hasTemperature) continue;
    if (top.lone.unit === bottom.lone.unit || !dimensionsMatch(top.dimension, bottom.dimension)) continue;
    if (top.lone.numberText !== "1" && bottom.lone.numberText !== "1") continue;
    const ratio = top.value / bottom.value;
    if (Math.abs(ratio - 1) <= 0.005) continue;
    const [one, other] = top.lone.numberText === "1" ? [top.lone, bottom.lone] : [bottom.lone, top.lone];
    const exact = toSI({ value: 1, unit: one.unit }).value / toSI({ value: 1, unit: other.unit }).value;
    return `1 ${one.unit} is ${exactQuantityText(exact, other.unit)}, not ${other.numberText} ${other.unit}: the conversion factor is not 1.`;
  }
  return undefined;
}

/**
 * A unit of one kind per another unit of the same kind ("s/min", "cm/m", "J/cal"), as its upper and
 * lower units; undefined for any other unit, for angles and counts ("rad/rev"), which are pure, and
 * for temperatures, whose scales have offsets.
 */
function unitPerUnitOfItsKind(unit: string): { upper: string; lower: string } | undefined {
  const parts = unit.split("/");
  if (parts.length !== 2 || /[()*^]/.test(unit) || parts[0] === parts[1]) return undefined;
  const [upper, lower] = parts;
  const [top, bottom] = [dimensionOf(upper), dimensionOf(lower)];
  if (!top || !bottom || top.temperature !== 0 || bottom.temperature !== 0) return undefined;
  const [topVector, bottomVector] = [dimensionVector(upper), dimensionVector(lower)];
  if (!topVector || !bottomVector || !dimensionsMatch(topVector, bottomVector)) return undefined;
  return topVector.some((exponent) => exponent !== 0) ? { upper, lower } : undefined;
}

/** How far a number may be off 1 part in itself for the digits written: 0 for a whole number, an exact factor. */
function relativeRoundingOf(numberText: string, value: number): number {
  const text = numberText.replace(/^-/, "");
  if (!/^\d*\.\d+$/.test(text) || value === 0) return 0;
  const figures = significantFiguresOf(text) ?? 3;
  return (0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - figures + 1)) / Math.abs(value);
}

/**
 * A conversion factor written as one number of a unit per another unit of its kind ("5.00 min × 100
 * s/min"), multiplying a value in the lower unit, that is not 1: 1 min is 60 s. A rate of that unit
 * the problem gives or an earlier line states ("loses 2.0 s per day") is no conversion.
 */
function wrongFactorPerUnit(text: string, ratesStated: ReadonlySet<string>): string | undefined {
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined) continue;
    for (const side of clause.split(/=|≈/)) {
      const quantities = quantitiesOfSide(sideOf(side));
      if (!quantities || quantities.length < 2) continue;
      for (const factor of quantities) {
        const units = unitPerUnitOfItsKind(factor.unit);
        if (!units || ratesStated.has(factor.unit)) continue;
        // The factor converts a value written in its lower unit.
        if (!quantities.some((other) => other !== factor && other.unit === units.lower)) continue;
        const ratio = toSI({ value: factor.value, unit: factor.unit }).value;
        const allowed = relativeRoundingOf(factor.numberText, factor.value) + CONVERSION_TOLERANCE;
        if (!Number.isFinite(ratio) || Math.abs(ratio - 1) <= allowed) continue;
        const exact =
          toSI({ value: 1, unit: units.lower }).value / toSI({ value: 1, unit: units.upper }).value;
        return `1 ${units.lower} is ${exactQuantityText(exact, units.upper)}, not ${factor.numberText} ${units.upper}: the conversion factor ${factor.numberText} ${factor.unit} is not 1.`;
      }
    }
  }
  return undefined;
}

/** How far a conversion factor may be from 1 beyond its digits: "1.6 km/mi" is a factor, rounded. */
const CONVERSION_TOLERANCE = 0.005;

/**
 * The units of one kind per another a text writes with a number ("2.0 s/day"), and those it writes in
 * words ("2.0 s per day", "3.0 hours a day", "20 minutes every day"): rates, not conversions.
 */
function ratesWritten(text: string): string[] {
  const withPer = normalizeWorkText(text).replace(
    /(?<=[A-Za-zΩμ°])\s+(?:per|an?|each|every)\s+(?=[A-Za-zΩμ°])/g,
    "/",
  );
  return givenValues(withPer)
    .map((given) => given.unit)
    .filter((unit) => unitPerUnitOfItsKind(unit) !== undefined);
}

/** A number and the unit written right after it, in a text through normalizeWorkText. */
interface NumberWithUnit {
  numberText: string;
  unit: string;
  /** Where the number starts, in the normalised text. */
  index?: number;
}

/** The numbers written with a unit right after them ("2.50 kHz"), not part of a power of ten. */
function numbersWithUnits(text: string): NumberWithUnit[] {
  const found: NumberWithUnit[] = [];
  const normalized = normalizeWorkText(text);
  for (const match of normalized.matchAll(/(?<![\d.^*×-])(\d+\.\d+|\d{2,})(?![\d.])(?!\s*[*×]\s*10)/g)) {
    const after = normalized.slice((match.index ?? 0) + match[0].length);
    const unit =
      /^\s/.test(after) || /^[A-Za-zΩμ°]/.test(after) ? readUnitAfterNumber(after)?.unit : undefined;
    if (unit && dimensionVector(unit)) found.push({ numberText: match[1], unit, index: match.index ?? 0 });
  }
  return found;
}

/** Units of temperature, whose same digits may rightly be a change in another of them. */
const TEMPERATURE_UNITS = new Set(["K", "degC", "degF"]);

/** Whether a value at this place of a line is put into a calculation: a side after it follows. */
function putIntoCalculation(normalized: string, index: number): boolean {
  const clause = normalized.slice(index).split(/;/)[0];
  return /=/.test(clause);
}

/**
 * A value the problem gives put into a line with another unit of the same kind ("2.50 Hz" where the
 * problem says "2.50 kHz", "45.0 h" for "45.0 min"): the digits carried over and the prefix or unit
 * lost. Only numbers of three or more figures, so a coincidence of digits is not taken for one.
 */
function givenWithAnotherUnit(text: string, givens: readonly NumberWithUnit[]): string | undefined {
  const normalized = normalizeWorkText(text);
  for (const written of numbersWithUnits(text)) {
    const figures = significantFiguresOf(written.numberText) ?? 0;
    // Two figures only where the value is put into a calculation ("(72 m/s)²" for 72 km/h), not a
    // result that may happen to share its digits, and never a temperature, whose change in kelvins
    // has the digits of one in degrees.
    if (
      figures < 2 ||
      (figures < 3 &&
        (!putIntoCalculation(normalized, written.index ?? 0) ||
          TEMPERATURE_UNITS.has(written.unit) ||
          givens.some(
            (given) => given.numberText === written.numberText && TEMPERATURE_UNITS.has(given.unit),
          )))
    )
      continue;
    const sameDigits = givens.filter((given) => given.numberText === written.numberText);
    if (sameDigits.length === 0 || sameDigits.some((given) => given.unit === written.unit)) continue;
    const dimension = dimensionVector(written.unit);
    const given = sameDigits.find((candidate) => {
      const other = dimensionVector(candidate.unit);
      if (!dimension || !other || !dimensionsMatch(dimension, other)) return false;
      const ratio =
        toSI({ value: 1, unit: candidate.unit }).value / toSI({ value: 1, unit: written.unit }).value;
      return Number.isFinite(ratio) && Math.abs(ratio - 1) > 0.001;
    });
    if (given)
      return `The problem gives ${given.numberText} ${given.unit}; this line puts in ${written.numberText} ${written.unit}, the digits without their unit.`;
  }
  return undefined;
}

/** A value the problem gives, with the words just before it ("a temperature of", "rises by"). */
interface GivenValue extends NumberWithUnit {
  before: string;
}

/** Units on a scale whose zero is not nothing: the same digits in kelvin are another temperature. */
const OFFSET_UNITS = new Set(["degC", "degF"]);
/** Words before a temperature that make it a difference, in which a degree Celsius is a kelvin. */
const CHANGE_WORDS =
  /\b(?:by|change[sd]?|chang(?:e|ing) of|rises?|rising|raised?|increases?d?|decreases?d?|drops?|falls?|difference|warmer|cooler|hotter|colder)\b[^.;:]*$/i;

/** Every number written with a unit in the problem, of any number of figures, with the words before it. */
function givenValues(problem: string): GivenValue[] {
  const text = normalizeWorkText(problem);
  const found: GivenValue[] = [];
  for (const match of text.matchAll(/(?<![\d.^*×])(-?\d+(?:\.\d+)?)(?![\d.])(?!\s*[*×]\s*10)/g)) {
    const index = match.index ?? 0;
    const after = text.slice(index + match[0].length);
    const unit = /^\s?-?\s?[A-Za-zΩμ°]/.test(after)
      ? readUnitAfterNumber(after.replace(/^\s?-\s?/, " "))?.unit
      : undefined;
    if (unit && dimensionVector(unit))
      found.push({ numberText: match[1], unit, before: text.slice(Math.max(0, index - 40), index) });
  }
  return found;
}

/** The most readings of a bare side tried, one per unit. */
const MAX_BARE_SIDE_UNITS = 4;

/**
 * The line with a bare number that stands between two sides of one kind ("(3.0 × 10⁸ m/s)/(3.55 ×
 * 10¹⁷ Hz) = 8.5 × 10⁻¹⁰ = 0.85 nm") given, in turn, the SI unit of that kind and each unit of that
 * kind the line writes; none where the line has no such side.
 */
function bareMiddleSideReadings(text: string): string[] {
  const sides = text.split("=");
  if (sides.length < 3 || /≈|;|⇒/.test(text)) return [];
  for (let index = 1; index < sides.length - 1; index++) {
    const bare = evaluateSide(normalizeWorkText(sideOf(sides[index])));
    if (!bare.ok || bare.measured.hasUnit || !bare.measured.lone) continue;
    const before = evaluateSide(normalizeWorkText(sideOf(sides[index - 1])));
    const after = evaluateSide(normalizeWorkText(sideOf(sides[index + 1])));
    if (!before.ok || !after.ok || !before.measured.hasUnit || !after.measured.lone?.unit) continue;
    const dimension = before.measured.dimension;
    if (!dimensionsMatch(after.measured.dimension, dimension)) continue;
    const units = [siUnitOfDimension(dimension), ...unitsWritten(normalizeWorkText(text))].filter(
      (unit, at, all) =>
        unit !== "" && all.indexOf(unit) === at && dimensionsMatch(dimensionVector(unit) ?? [], dimension),
    );
    return units
      .slice(0, MAX_BARE_SIDE_UNITS)
      .map((unit) =>
        [...sides.slice(0, index), ` ${sideOf(sides[index])} ${unit} `, ...sides.slice(index + 1)].join("="),
      );
  }
  return [];
}

/**
 * A calculation whose inputs are the problem's own values, as given, worked out exactly: the writer
 * had no more digits than the problem gives, so no rounding is carried in from them. "(2.5 kg)(4186
 * J/(kg·K)) = 10 565 J/K" is off by 100, which the last digit of 2.5 would otherwise forgive. The
 * line read with each such value held exact; its result when that reading finds the arithmetic wrong.
 * Only values on a side that works something out: a value alone on a side is a result, whose own
 * rounding stands.
 */
function wrongWithGivensExact(
  lineNumber: number,
  text: string,
  givens: readonly GivenValue[],
): CalculationRead | undefined {
  if (givens.length === 0) return undefined;
  const digits = new Set(givens.map((given) => given.numberText));
  const parts = text.split(/(=|≈)/);
  let changed = false;
  let allGivens = true;
  const exact = parts.map((side, index) => {
    if (index % 2 === 1) return side;
    const read = evaluateSide(normalizeWorkText(side));
    if (!read.ok || read.measured.lone) return side;
    return side.replace(
      /(?<![\d.^,_{])(\d+(?:\.\d+)?)(?![\d.,])/g,
      (number: string, _digits, offset: number) => {
        // A number no given of the problem, other than a whole or one-figure factor ("2", "0.5"), or a
        // power of ten, may have been rounded in an earlier step: then the line is not held exact.
        const powerOfTen = /^\s*(?:[*×]|\\times)\s*10\b/.test(side.slice(offset + number.length));
        if (powerOfTen || !digits.has(number)) {
          if (powerOfTen || (significantFiguresOf(number) ?? 2) > 1) allGivens = false;
          return number;
        }
        changed = true;
        return number.includes(".") ? `${number}000000` : `${number}.000000`;
      },
    );
  });
  if (!changed || !allGivens) return undefined;
  const reread = readCalculation(lineNumber, exact.join(""));
  if (reread.check.status !== "error" || reread.check.correction === undefined) return undefined;
  // Said with the values as written.
  const asWritten = (said: string) =>
    said.replace(/(?<![\d.])\d+\.\d+/g, (number) =>
      number.endsWith("000000") ? number.slice(0, -6).replace(/\.$/, "") : number,
    );
  const { correction } = reread.check;
  return {
    ...reread,
    check: {
      ...reread.check,
      message: asWritten(reread.check.message),
      correction: { ...correction, computed: asWritten(correction.computed) },
    },
    checkedText: text,
    inputsExact: true,
  };
}

/**
 * A value the problem gives restated on a line of its own with another unit of the same kind, its
 * digits kept ("T = 27 K" where the problem says 27 °C, "m = 5.0 g" for 5.0 kg): nothing is computed
 * on such a line, so only the problem's own value shows the slip. A line that states one symbol's
 * value and nothing else, and a value of two figures or more, so that the digits are the given's; a
 * temperature that the problem's words make a change ("rises by 27 °C") is the same in kelvin.
 */
function givenRestatedWithAnotherUnit(text: string, givens: readonly GivenValue[]): string | undefined {
  for (const clause of normalizeWorkText(text).split(CLAUSE_SEPARATORS)) {
    if (clause === undefined) continue;
    const sides = clause.split(/=|≈/).map(sideOf);
    if (sides.length !== 2 || !LONE_SYMBOL.test(sides[0])) continue;
    const evaluation = evaluateSide(sides[1]);
    const lone = evaluation.ok ? evaluation.measured.lone : undefined;
    if (!lone || !evaluation.ok || !evaluation.measured.hasUnit) continue;
    // Two digits or more ("90" of 90 km/h, though its zero may not be significant): one digit may
    // be the same by chance.
    if (lone.numberText.replace(/^-/, "").replace(/\./, "").replace(/^0+/, "").length < 2) continue;
    const sameDigits = givens.filter((given) => given.numberText === lone.numberText);
    if (sameDigits.length === 0 || sameDigits.some((given) => given.unit === lone.unit)) continue;
    const dimension = dimensionVector(lone.unit);
    const isChange = /^(?:Δ|Delta|d(?=[A-Z]))/.test(sides[0]);
    const given = sameDigits.find((candidate) => {
      const other = dimensionVector(candidate.unit);
      if (!dimension || !other || !dimensionsMatch(dimension, other)) return false;
      const offset = OFFSET_UNITS.has(candidate.unit) || OFFSET_UNITS.has(lone.unit);
      if (offset && (isChange || CHANGE_WORDS.test(candidate.before))) {
        const perDegree = (unit: string) => toSI({ value: 1, unit }, { temperatureDifference: true }).value;
        return Math.abs(perDegree(candidate.unit) / perDegree(lone.unit) - 1) > 0.001;
      }
      const value = Number(lone.numberText);
      const givenSI = toSI({ value, unit: candidate.unit }).value;
      const writtenSI = toSI({ value, unit: lone.unit }).value;
      return Number.isFinite(givenSI) && Math.abs(givenSI - writtenSI) > 0.001 * Math.abs(givenSI);
    });
    if (given)
      return `The problem gives ${given.numberText} ${formatUnitForPeople(given.unit)}; this line states ${lone.numberText} ${formatUnitForPeople(lone.unit)}, the same digits in another unit.`;
  }
  return undefined;
}

/** Whether every side of every equation of a line works out to a value (components along an axis). */
function everySideWorksOut(text: string): boolean {
  const sides = text
    .split(CLAUSE_SEPARATORS)
    .filter((clause): clause is string => clause !== undefined && /=/.test(clause))
    .flatMap((clause) => clause.split(/=|≈/));
  return (
    sides.length > 1 &&
    sides.every((side) => evaluateSide(normalizeWorkText(sideOf(side).replace(AXIS_VECTOR, "(1)"))).ok)
  );
}

/** A name in a side: a letter or a command with its subscript ("T_ L", "\\theta_ 2", "Δx"). */
const NAME_IN_SIDE = /(?<![A-Za-z\\])(?:Δ\s*)?(\\[A-Za-z]+|[A-Za-zα-ωΑ-Ω][A-Za-z]*)(\s*_\s*[A-Za-z0-9]+)?/g;

/**
 * Two numbers an operation joins, with a unit between or not ("(650.0 + 250.0 + 150.0) a", "16
 * (7/10)", "(30.0 °C − 95.0 °C)"), not a power's or a subscript's digits: a side that works them out
 * is a calculation.
 */
const NUMBERS_WORKED_OUT = /(?<![\^_.\d]\s*)\d+(?:\.\d+)?[A-Za-zμΩ°\s]*[-+−*×/]\s*\(?\s*\d/;

/** A number raised to a power, with its unit in brackets or without ("(12 m/s)^2", "3.0^2"). */
const NUMBER_RAISED = /\d(?:\s*[A-Za-zμΩ°/·*\s-]*\))?\s*\^/;

/** A side that states one value with its unit or a count, known or not ("8.34 × 10^28 e^-/m^3"). */
const VALUE_SIDE =
  /^[-−+]?\s*\d+(?:\.\d+)?(?:\s*(?:\*|×)\s*\(?\s*10\s*\)?\s*\^\s*\{?\s*-?\d+\s*\}?)?(?:[A-Za-zμΩ°%/·*\s{}]|\^\s*[({]?\s*-?\d*\s*[)}]?)*$/;

/** The power of ten of a number in scientific notation, "× 10^-19", which raises nothing. */
const TIMES_TEN_TO = /(?:\*|×|\\times)\s*\(?\s*10\s*\)?\s*\^\s*\{?\s*-?\d+\s*\}?/g;

/** A function of letters written with its argument: "i_ R(t)", "y(x,t)". */
const FUNCTION_OF_LETTERS = /([A-Za-z](?:\s*_\s*[A-Za-z0-9]+)?)\s*\(\s*[a-z](?:\s*,\s*[a-z])*\s*\)/g;

/**
 * The symbols of quantities in a side, and how many numbers it holds: no function's name, and no
 * word right after a number, which is its unit ("300.0 m").
 */
function symbolsAndNumbers(side: string): { symbols: Set<string>; numbers: number } {
  // A function's name stands for it, not the letters of its argument ("i_R(t)").
  const named = side.replace(FUNCTION_OF_LETTERS, "$1");
  let withoutUnits = "";
  let numbers = 0;
  let position = 0;
  for (const number of named.matchAll(/\d+(?:\.\d+)?(?:\s*\*\s*10\^\s*-?\d+)?/g)) {
    const end = (number.index ?? 0) + number[0].length;
    // A subscript's or a power's digits are no number of the side ("T_1", "v^2").
    if (end <= position || /[_^]\s*[({]?\s*$/.test(named.slice(0, number.index))) continue;
    numbers++;
    withoutUnits += named.slice(position, number.index);
    const unit = readUnitAfterNumber(named.slice(end));
    // A whole coefficient with one letter joined to it ("2T sin 5.0°") multiplies a symbol.
    const coefficient = /^\d+$/.test(number[0]) && /^[A-Za-z](?![A-Za-z/^·*])/.test(named.slice(end));
    position = end + (unit && !coefficient ? unit.length : 0);
    withoutUnits += position === end ? " # " : " ";
  }
  withoutUnits += named.slice(position);
  const symbols = new Set<string>();
  for (const match of withoutUnits.matchAll(NAME_IN_SIDE)) {
    // A word of letters alone right after a number counts what it measures ("6.70 × 10²¹ nuclei").
    if (/#\s*\)?\s*$/.test(withoutUnits.slice(0, match.index)) && /^[A-Za-z]{3,}$/.test(match[0])) continue;
    if (/^\\?(?:sqrt|sin|cos|tan|cot|sec|csc|ln|log|exp|pi|frac|left|right|cdot|times)$/.test(match[1]))
      continue;
    symbols.add(match[0].replace(/\s+/g, ""));
  }
  return { symbols, numbers };
}

/** A whole number with one letter joined to it, "2T" of "2T sin 5.0°". */
const WHOLE_COEFFICIENT_OF_A_LETTER = /(?<![\d.^_])\d+[A-Za-z](?![A-Za-z/^·*])/;

/** A function of an angle alone, as a side may give it: "cos 5.0°", "sin(30°)". */
const TRIGONOMETRY_OF_AN_ANGLE = /^\s*(?:sin|cos|tan)[\s(]*\d+(?:\.\d+)?\s*°[\s)]*$/;

/**
 * Whether a line writes relations with data among their symbols and works no value out ("T_L cos
 * 5.0° = T_R cos 5.0°", "Q = m c (T_f − 150 °C)", "F_net = T_L + T_R − w = 0"): each side of each
 * equation holds the symbol of a quantity besides its numbers and their units, or is a bare zero,
 * and the line relates two quantities or more. An equation in one unknown, a side of numbers alone,
 * a value with a word the units do not know ("6.70 × 10²¹ nuclei"), a vector, or a side that puts
 * numbers in for the symbols of the side before it ("= 16 (7/10)(1 − 7/10) e^{−17.75 L/nm}") makes
 * it a calculation.
 */
function writesRelationWithData(text: string): boolean {
  if (/\\(?:hat|vec)\b/.test(text)) return false;
  const clauses = normalizeWorkText(withSubscriptsJoined(text))
    .split(CLAUSE_SEPARATORS)
    .filter((clause): clause is string => clause !== undefined && /=|≈/.test(clause));
  const symbols = new Set<string>();
  const relation = (clause: string) => {
    let before: ReturnType<typeof symbolsAndNumbers> | undefined;
    for (const side of clause.split(/=|≈/).map(sideOf)) {
      if (side === "") return false;
      // "2T sin 5.0°": a whole coefficient before a letter, which multiplies a symbol, not a unit.
      const evaluated = evaluateSide(side);
      const read: SideEvaluation = WHOLE_COEFFICIENT_OF_A_LETTER.test(side)
        ? { ok: false, reason: "not-numeric" }
        : evaluated;
      if (read.ok) {
        // Zero, or the sine of an angle given ("\\cos 5.0° = T_{x}/T"): data, not a value worked out.
        if (TRIGONOMETRY_OF_AN_ANGLE.test(side)) continue;
        if (read.measured.value !== 0 || read.measured.hasUnit) return false;
        continue;
      }
      const found = symbolsAndNumbers(side);
      const powersOfTenLeftOut = side.replace(TIMES_TEN_TO, " ");
      if (
        read.reason !== "not-numeric" ||
        found.symbols.size === 0 ||
        VALUE_SIDE.test(side) ||
        NUMBERS_WORKED_OUT.test(powersOfTenLeftOut) ||
        NUMBER_RAISED.test(powersOfTenLeftOut)
      )
        return false;
      if (before && found.symbols.size < before.symbols.size && found.numbers > before.numbers) return false;
      for (const symbol of found.symbols) symbols.add(symbol);
      before = found;
    }
    return true;
  };
  return clauses.length > 0 && clauses.every(relation) && symbols.size >= 2;
}

/**
 * The text with each subscript written as one name ("T_{\\text{L}x}" as "T_{Lx}"): a label and an
 * axis in one subscript name one quantity, not a label and a symbol x.
 */
function withSubscriptsJoined(text: string): string {
  return text.replace(/_\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_whole, inner: string) => {
    const joined = inner.replace(/\\(?:text|mathrm|rm)\s*\{([^{}]*)\}/g, "$1").replace(/\s+|\\[ ,;]/g, "");
    return /^[A-Za-z0-9]+$/.test(joined) ? `_{${joined}}` : `_{${inner}}`;
  });
}

/**
 * Whether a line writes formulas alone, in symbols its reading of symbols does not follow
 * ("\\Delta t = \\frac{\\Delta\\tau}{\\sqrt{1 - v^{2}/c^{2}}}", "\\oint E dl = 2\\pi r E"): its only numbers are
 * whole coefficients and powers, it writes no unit and no measured value, each side holds a symbol
 * or is zero, and no side puts numbers in for the symbols of the side before it. It works no value
 * out: a relation not checked, not a calculation.
 */
function writesFormulasAlone(plain: string): boolean {
  const pieces = equationPieces(plain).filter(({ text }) => !statesValuesOnly(text));
  const formula = (side: string) => {
    const read = evaluateSide(side);
    if (read.ok) return read.measured.value === 0 && !read.measured.hasUnit;
    return /[A-Za-zα-ωΑ-Ω]/.test(side.replace(FUNCTION_NAMES, " "));
  };
  return (
    pieces.length > 0 &&
    pieces.every(({ text, coefficients }) => {
      if (!coefficients || text.length > MAX_SYMBOLIC_LINE) return false;
      const clauses = normalizeWorkText(text)
        .split(CLAUSE_SEPARATORS)
        .filter((clause): clause is string => clause !== undefined && /=/.test(clause));
      // Two quantities related, not an equation in one unknown ("t² + 6t − 40 = 0").
      const symbols = new Set(
        clauses.flatMap((clause) => [...symbolsAndNumbers(clause.replace(/=|≈/g, " ")).symbols]),
      );
      return (
        clauses.length > 0 &&
        symbols.size >= 2 &&
        clauses.every((clause) => solveLineForUnknown(clause) === undefined) &&
        clauses.every((clause) => {
          const sides = clause.split(/=|≈/).map(sideOf);
          return sides.every(
            (side, index) =>
              side.trim() !== "" &&
              formula(side) &&
              (index === 0 || !putsNumbersInFor(sides[index - 1], side)),
          );
        })
      );
    })
  );
}

/** The variables a function is written of, after its name: "x(t)", "y(x, t)". */
const ARGUMENTS_OF_FUNCTION = /\(\s*([a-z])\s*(?:,\s*([a-z])\s*)?\)\s*$/;
/** A function's name, with its subscript and its variables: "x(t)", "v_ y", "\\vec{a}(t)". */
const FUNCTION_NAME =
  /^(?:Δ\s*)?[A-Za-zα-ωΑ-Ω](?:\s*_\s*\{?\s*[A-Za-z0-9]+\s*\}?)?\s*(?:\(\s*[a-z](?:\s*,\s*[a-z])?\s*\))?$/;
/** A unit written after the last term of a side: "… − 6.0(1.7)^2(1) m/s^2" (the terms, the unit). */
const UNIT_AFTER_TERMS = /^(.*[\d)])\s+([A-Za-zμΩ][A-Za-z]*(?:\s*\/\s*[A-Za-z]+)?(?:\^-?\d)?)$/;
/** The exponential as written with e: "e^(-t^2/(8 s^2))". */
const EXPONENTIAL_WRITTEN = /(?<![A-Za-z\d.])e\s*\^\s*\(/g;
/** A time after a bracket, as a term of a function of time is written: "(2.0 m/s²)t", "(5.0 s^{-1})t". */
const TIME_AFTER_BRACKET = /\)\s*t(?![A-Za-z0-9_])/;

/**
 * Whether a line states a function of time or of place with its data ("x(t) = 75.0 m + (4.1 m/s)t",
 * "\\vec{a}(t) = 5.0\\hat{i} + 2.0t\\hat{j} m/s²", "v_y = −2.0 × 10³ m/s − (2.0 m/s²)t"): the last side of
 * each of its equations holds numbers and the function's variable, and works out to a quantity
 * only once the variable is given a value in its unit. It works no value out: a relation not checked.
 * A line that also multiplies vectors, differentiates or integrates is a calculation left unread.
 */
function statesAFunction(plain: string): boolean {
  // A product of vectors, a derivative or an integral is a calculation the line does, not read here.
  if (VECTOR_PRODUCT.test(plain) || /\\int\b|\\frac\s*\{\s*d|\bd\s*\/\s*d[a-z]/.test(plain)) return false;
  const clauses = plain
    .replace(AXIS_VECTOR, "(1)")
    // A comma before a space ends a clause; one before a letter may part a function's variables ("y(x,t)").
    .split(/,(?=\s|\\[ ,;])|;/)
    .flatMap((part) => normalizeWorkText(part).split(CLAUSE_SEPARATORS))
    .filter((clause): clause is string => clause !== undefined && /=/.test(clause));
  let functions = 0;
  for (const clause of clauses) {
    const sides = clause.split(/=|≈/).map(sideOf);
    const last = sides[sides.length - 1];
    // The function's name alone on the left ("x(t)", "v_ y"), no number: "0 = 12.0 m/s − (9.80 m/s²)t" has an unknown.
    if (!FUNCTION_NAME.test(sides[0])) return false;
    const named = sides[0].match(ARGUMENTS_OF_FUNCTION);
    const variables = named ? [named[1], named[2]].filter((name) => name !== undefined) : [];
    if (!named && TIME_AFTER_BRACKET.test(last)) variables.push("t");
    const given = variables.reduce(
      (side, variable) =>
        side.replace(
          new RegExp(`(?<![A-Za-z_\\\\])${variable}(?![A-Za-z_])`, "g"),
          variable === "t" ? "(1.7 s)" : "(1.7 m)",
        ),
      last,
    );
    // Two sides only: a side between puts numbers in for symbols ("A cos(ωt) = (0.05 m) cos(6.0 s⁻¹ t)").
    if (sides.length !== 2 || given === last || !/\d/.test(last)) {
      // A clause that states a value alone ("v_x = 0") may stand beside the function.
      if (sides.length === 2 && evaluateSide(last).ok) continue;
      return false;
    }
    // Its terms may leave their units to one written after the last ("5.0\\hat{i} + 2.0t\\hat{j} m/s²"),
    // which then measures them all, the variable a number alone; "e^(…)" is the exponential.
    const bare = variables
      .reduce(
        (side, variable) =>
          side.replace(new RegExp(`(?<![A-Za-z_\\\\])${variable}(?![A-Za-z_])`, "g"), "(1.7)"),
        last,
      )
      .replace(UNIT_AFTER_TERMS, "($1) $2");
    const read = [given, bare]
      .map((side) => evaluateSide(side.replace(EXPONENTIAL_WRITTEN, "exp(")))
      .find((reading) => reading.ok);
    if (!read?.ok || !read.measured.hasUnit) return false;
    functions += 1;
  }
  return functions > 0;
}

/** Whether a side has fewer symbols than the side before it and two numbers more: values put in for them. */
function putsNumbersInFor(before: string, side: string): boolean {
  // A fraction of whole numbers ("(1)/(2)" of "½ M v²") is one coefficient.
  const fractionsAsOne = (text: string) => text.replace(/\(\s*\d+\s*\)\s*\/\s*\(\s*\d+\s*\)/g, " 1 ");
  const [earlier, later] = [
    symbolsAndNumbers(fractionsAsOne(before)),
    symbolsAndNumbers(fractionsAsOne(side)),
  ];
  // One number more may be a coefficient ("\\oint E dl = 2\\pi r E").
  return later.symbols.size < earlier.symbols.size && later.numbers >= earlier.numbers + 2;
}

/** The free-fall acceleration put in for a g left among numbers. */
const FREE_FALL_LATEX = "9.80\\ \\text{m/s}^{2}";

/** The free-fall acceleration as replies write it, in m/s². */
const STANDARD_GRAVITY_WRITTEN = [9.8, 9.81];

/** A unit as people write it: "°C" for degC. */
function formatUnitForPeople(unit: string): string {
  return unit.replace(/^degC$/, "°C").replace(/^degF$/, "°F");
}

/**
 * How many calculations on a line left unread may wait for the value it works towards: a solution
 * often rearranges an equation over a few lines ("t² + 10t − 200 = 0", the quadratic formula)
 * before it states the unknown.
 */
const LINES_TO_A_STATED_VALUE = 4;

/**
 * The values with units the problem and the lines of a reply state, in order, with how many of
 * them were stated before each line.
 */
function valuesStatedLineByLine(
  problem: string,
  lines: readonly { line: LogicalLine; text: string }[],
): { values: StatedValue[]; reach: { last: number; count: number }[] } {
  const values: StatedValue[] = [];
  const seen = new Set<string>();
  const note = (text: string) => {
    for (const value of statedValuesIn(text)) {
      const key = `${value.value} ${value.dimension}`;
      if (seen.has(key)) continue;
      seen.add(key);
      values.push(value);
    }
  };
  note(problem);
  const reach = lines.map(({ line, text }) => {
    const count = values.length;
    note(text);
    return { last: line.last, count };
  });
  return { values, reach };
}

/** What the checks may know of a reply besides its text. */
export interface ReplyLinesContext {
  /** The problem the reply answers: a relation for a situation it names is the one meant. */
  problem?: string;
}

/** A ratio made a percentage: "\\times\\ 100\\%", "× 100%". */
const PERCENTAGE_FACTOR = /(?:\\times|×|\\cdot|·|\*)(?:\s|\\ )*100(?:\s|\\ )*\\?%/g;

/** Where a line stands in the reply, and its text as written. */
function placeOf(line: LogicalLine): ReplyLinesCheck["unread"][number] {
  return { lineNumber: line.first, endLineNumber: line.last, text: line.original.trim() };
}

/** A line read where it holds, under a reading that is never disputed. */
function confirmedLine(line: LogicalLine, message: string): ReplyLineCheck {
  return { ...placeOf(line), status: "correct", message, disputable: false };
}

/** Checks every line of a model's reply that computes something. */
export function checkReplyLines(reply: string, context: ReplyLinesContext = {}): ReplyLinesCheck {
  const checked: ReplyLineCheck[] = [];
  const unread: ReplyLinesCheck["unread"] = [];
  let calculations = 0;
  // Calculations left unread, newest last, which a later line that states a value may complete.
  let pending: {
    line: LogicalLine;
    text: string;
    index: number;
    entry: ReplyLinesCheck["unread"][number];
    /** The relation the line puts its numbers into, in a form not checked. */
    relation?: string;
  }[] = [];
  // Values earlier lines stated for symbols: a line of symbols may be read with them, never disputed.
  const known = new Map<string, string>(valuesStatedInProblem(context.problem ?? ""));
  const readWithValuesStated = (
    line: LogicalLine,
    text: string,
    values: ReadonlyMap<string, string> = known,
    where = "above",
  ): boolean => {
    // The letters c and e of a side are read as constants only where the line holds no other way.
    // Its units as textbooks write them too ("12.0 N-m"), a reading taken only where the line then holds.
    const check = [text, unitsAsTextbooksWriteThem(text)]
      .flatMap((written) =>
        [false, true].map((withConstants) => withValuesStated(written, values, withConstants)),
      )
      .filter((substituted, index, all) => substituted !== undefined && all.indexOf(substituted) === index)
      .map((substituted) => readCalculation(line.first, substituted as string).check)
      .find((read) => read.status === "correct");
    if (!check) return false;
    checked.push(confirmedLine(line, `${check.message} (with the values stated ${where})`));
    return true;
  };
  // The values the problem gives with their units, which a line may put in with another unit.
  const givens = numbersWithUnits(context.problem ?? "");
  const givenAnyFigures = givenValues(context.problem ?? "");
  // Units of one kind per another that the problem or a line gives a rate in ("2.0 s per day").
  const ratesStated = new Set(ratesWritten(context.problem ?? ""));
  // Equations of symbols written so far, which a later line may solve for one of their symbols.
  const earlierEquations: WrittenEquation[] = [];
  // Lines of symbols alone read as relations rather than left unread: each formula of one is examined.
  const readAsRelations = new Set<LogicalLine>();
  // Relations written with symbols, or with data among their symbols, that work out no value and
  // were not found to hold ("T_L cos 5.0° = T_R cos 5.0°"): not calculations, but not checked.
  const relationsWithData: ReplyLinesCheck["relationsNotChecked"] = [];
  const writtenWithData = new Map<ReplyLinesCheck["unread"][number], string>();
  // Calculations left unread whose symbols later lines may all give values to.
  const awaitingValues: { line: LogicalLine; text: string; entry: ReplyLinesCheck["unread"][number] }[] = [];
  // The equation in an unknown last read ("16,200 − 180T = 2093T − 41,860"), until a line solves it further.
  let solving: SolvingUnknown | undefined;
  // The reply is cut into logical lines once; each pass below reads the lines it needs.
  const lines = logicalLines(typeof reply === "string" ? reply : "").map((line) => ({
    line,
    text: plainComputation(line.text),
  }));
  // A formula that only turns a ratio into a percentage ("= \\frac{δA}{A} × 100%") works out nothing.
  const calculationLines = lines.filter(
    ({ text }) => /=|≈/.test(text) && /\d/.test(text.replace(PERCENTAGE_FACTOR, "")),
  );
  // The problem and the reply before a line, for values stated in words.
  const textUpTo = (until: LogicalLine) =>
    [
      context.problem ?? "",
      ...lines
        .slice(
          0,
          lines.findIndex(({ line }) => line === until),
        )
        .map(({ text }) => text),
    ].join("\n");
  // The sentence after a calculation, which may state in words the result the calculation leaves off.
  const calculating = new Set(calculationLines);
  const sentenceAfter = new Map(
    lines.flatMap(({ line }, at) => {
      const next = lines[at + 1];
      return next && !calculating.has(next) ? [[line, next.text] as const] : [];
    }),
  );
  // The units of the values stated so far by their numbers, for sides of bare numbers.
  const unitsStated: UnitsByNumber = new Map();
  noteValuesWritten(context.problem ?? "", unitsStated);
  // The free-fall acceleration, which replies put in bare ("W = mgh = (50.0)(9.80)(12.0)"), unless
  // the problem gives the same number in another unit.
  for (const g of STANDARD_GRAVITY_WRITTEN) if (!unitsStated.has(g)) unitsStated.set(g, new Set(["m/s^2"]));
  // A relation written with symbols alone ("v_{rms} = \sqrt{RT/M}") computes nothing, but the lines
  // after it put numbers into it: one in a wrong form is a slip, one in a form not checked leaves
  // the reply not wholly checked.
  for (const { line, text } of lines) {
    if (!/=/.test(text) || /\d/.test(text) || text.length > MAX_SYMBOLIC_LINE) continue;
    const form = relationFormsOfLine(text, context.problem);
    if (!form) continue;
    const entry = placeOf(line);
    if (form.status === "wrong")
      checked.push({
        ...entry,
        status: "error",
        issue: "relation",
        message: `${form.equation} ${form.message}`,
      });
    else relationsWithData.push({ ...entry, equation: form.equation });
  }
  // Functions of time or of place the problem states, which lines then differentiate.
  const functions = new Map<string, StatedFunction>();
  for (const formula of (context.problem ?? "").match(/\$[^$]+\$/g) ?? [])
    for (const [name, stated] of functionsStated(plainComputation(formula))) functions.set(name, stated);
  for (const [index, { line, text }] of calculationLines.entries()) {
    // Past the most a reply is checked for, a calculation is left unread: the reply is not wholly checked.
    if (++calculations > MAX_REPLY_CALCULATIONS) {
      unread.push(placeOf(line));
      continue;
    }
    const functionsBefore = new Map(functions);
    for (const [name, stated] of functionsStated(text)) functions.set(name, stated);
    pending = pending.filter((waiting) => {
      const next = waiting.index === index - 1;
      const resolved = checkAgainstStatedValue(waiting.line.first, waiting.text, text);
      // A value stated further on may be of another quantity of the same name: it completes the
      // line, and never disputes it.
      const entry =
        resolved &&
        (next
          ? replyLineCheck(resolved, waiting.line, line)
          : replyLineCheck({ ...resolved, disputable: false }, waiting.line, waiting.line));
      if (!entry) return index - waiting.index < LINES_TO_A_STATED_VALUE;
      unread.splice(unread.indexOf(waiting.entry), 1);
      checked.push(entry);
      if (waiting.relation) relationsWithData.push({ ...waiting.entry, equation: waiting.relation });
      return false;
    });
    const conversion =
      wrongConversionFactor(text, ratesStated) ??
      wrongBareConversion(text) ??
      givenWithAnotherUnit(text, [...givens, ...givenAnyFigures]) ??
      givenRestatedWithAnotherUnit(text, givenAnyFigures);
    if (conversion) {
      checked.push({
        ...placeOf(line),
        status: "error",
        issue: "units",
        message: conversion,
      });
      for (const [symbol, value] of valuesStated(text)) known.set(symbol, value);
      continue;
    }
    for (const rate of ratesWritten(text)) ratesStated.add(rate);
    const filled = withBareSidesFilled(text, unitsStated);
    noteValuesWritten(plainComputation(withUnitsOfValuesStatedInline(line.text)), unitsStated);
    const readFilled = filled === undefined ? undefined : readCalculation(line.first, filled);
    // Bare numbers that are temperatures the problem gives in °C, put into a relation of absolute
    // temperatures ("T_2/T_1 = 45.0/15.0" of a gas heated from 15.0 °C), are the slip whatever the arithmetic.
    const readAsIs =
      readFilled?.check.status === "correct" || readFilled?.check.absoluteTemperature
        ? readFilled
        : readCalculation(line.first, text);
    const readWithUnits =
      readAsIs.check.status === "correct"
        ? (wrongWithGivensExact(line.first, text, givenAnyFigures) ?? readAsIs)
        : readAsIs; // "= 8.5 × 10⁻¹⁰ = 0.85 nm": a bare number between two sides of one kind, read in a unit the line
    // writes or in SI; read so only when it then holds, never disputed.
    const read =
      readWithUnits.check.status === "correct"
        ? readWithUnits
        : (bareMiddleSideReadings(text)
            .map((variant) => readCalculation(line.first, variant))
            .find((reread) => reread.check.status === "correct") ?? readWithUnits);

    // An equation solved for a letter that may also name a unit ("58,060 = 2273T") is algebra: it
    // is checked against the next line that states its unknown, never disputed.
    const inUnknown =
      read.check.status === "correct"
        ? undefined
        : (equationInUnknown(text, {
            previousUnknown: solving?.symbol,
            next: calculationLines[index + 1]?.text,
          }) ??
          equationWithUnitsInUnknown(text, {
            next: calculationLines[index + 1]?.text,
            sentenceAfter: sentenceAfter.get(line),
          }) ??
          equationInItsSentence(text));
    if (solving) {
      const value = inUnknown ?? valueStatedFor(text, solving.symbol);
      const sameSymbol = !inUnknown || symbolKey(inUnknown.symbol) === symbolKey(solving.symbol);
      if (
        value &&
        sameSymbol &&
        sameUnknownValue(solving.value, value.value, "roundingError" in value ? value.roundingError : 0)
      )
        confirmSolving(solving, line, checked, unread);
      solving = undefined;
    }
    if (inUnknown) {
      // A step of solving is a calculation, read only when the next line agrees with it, or the
      // sentence after it states the root ("We solve to find that … is 80.2 kJ/kg").
      const entry = placeOf(line);
      unread.push(entry);
      const inWords =
        resultInWords(sentenceAfter.get(line)) ?? resultInWords(sentenceOfEquation(text)?.sentence);
      if (inWords && sameUnknownValue(inUnknown.value, inWords.value, inWords.roundingError))
        confirmSolving({ ...inUnknown, line, entry }, "the sentence after it", checked, unread);
      else solving = { ...inUnknown, line, entry };
      continue;
    }
    // Numbers that agree, with the units of terms left off where they can only be the result's.
    const { check, checkedText } =
      read.check.status === "unchecked" &&
      read.check.arithmeticChecked &&
      unitsDroppedFromTerms(read.checkedText)
        ? { ...read, check: { ...read.check, status: "correct" as const } }
        : read;
    // A line of symbols that computes something is read when each of its equations is a relation
    // the engine knows.
    const relations =
      check.kind === "symbolic" && computesSomething(text) ? knownRelationsWritten(text) : undefined;
    // Each equation of symbols the line writes: one expression rewritten, a relation the engine
    // knows, or an earlier equation solved for one of its symbols.
    const equations = check.kind === "symbolic" ? symbolicEquationsOf(text) : undefined;
    const algebraHolds =
      !relations &&
      equations !== undefined &&
      equations.length > 0 &&
      computesSomething(text) &&
      equations.every(
        (equation) =>
          sameExpression(equation.left, equation.right) ||
          isKnownRelation(equation) ||
          earlierEquations.some((earlier) => rearranges(equation, earlier)),
      );
    if (equations) earlierEquations.push(...equations);
    if (earlierEquations.length > MAX_EQUATIONS_REMEMBERED)
      earlierEquations.splice(0, earlierEquations.length - MAX_EQUATIONS_REMEMBERED);
    // A relation written in a wrong form is a slip whatever its numbers say; one in a form not
    // checked leaves the line unchecked, so the reply is never shown verified on its strength.
    const form = relationFormsOfLine(text, context.problem);
    const wrongArithmetic = check.status === "error" && check.correction !== undefined;
    if (form?.status === "wrong" && !wrongArithmetic) {
      checked.push({
        ...placeOf(line),
        status: "error",
        issue: "relation",
        message: `${form.equation} ${form.message}`,
      });
      for (const [symbol, value] of valuesStated(text)) known.set(symbol, value);
      continue;
    }
    if (
      form &&
      !(check.status === "error" && replyLineCheck({ check, checkedText, disputable: true }, line, line))
    ) {
      const entry = placeOf(line);
      // A line of symbols alone is a relation not checked. One that puts numbers into the relation
      // has its arithmetic checked as the same numbers on a line of their own would, and the relation
      // is reported not checked beside it, so the reply is not verified on the line's strength; its
      // arithmetic not found to hold leaves it unread.
      const arithmetic =
        check.status === "correct" && !(check.kind === "symbolic" && writesSymbolsAlone(text))
          ? replyLineCheck({ check, checkedText, disputable: false }, line, line)
          : undefined;
      if (arithmetic)
        checked.push({
          ...arithmetic,
          message: `${arithmetic.message} The relation ${form.equation} ${form.message}`,
        });
      // Its sides of symbols may work out with the values stated above or on the line, never disputed.
      const withValues =
        !arithmetic &&
        !(check.kind === "symbolic" && writesSymbolsAlone(text)) &&
        computesSomething(text) &&
        (readWithValuesStated(line, text) ||
          readWithValuesStated(line, text, new Map([...known, ...valuesGivenAlone(text)]), "on the line"));
      if (arithmetic || withValues || (check.kind === "symbolic" && writesSymbolsAlone(text)))
        relationsWithData.push({ ...entry, equation: form.equation });
      else {
        unread.push(entry);
        // Numbers put in with no result: the next line that states the value may complete them.
        if (check.status === "unchecked") pending.push({ line, text, index, entry, relation: form.equation });
      }
      for (const [symbol, value] of valuesStated(text)) known.set(symbol, value);
      continue;
    }
    if (relations) {
      checked.push({
        ...placeOf(line),
        status: "correct",
        message: relations,
        kind: "relation",
      });
      continue;
    }
    if (algebraHolds) {
      checked.push(
        confirmedLine(
          line,
          "The algebra holds: each equation is a relation the engine knows, an expression rewritten, or an earlier equation solved for one of its symbols.",
        ),
      );
      continue;
    }
    // Numbers that agree with units left unchecked are not a checked calculation: "0.693 × 3600 s
    // = 2490 s⁻¹" has the right numbers and the wrong relation.
    const entry =
      replyLineCheck(
        { check, checkedText, disputable: read.holdsOnlyAsMeant !== true, inputsExact: read.inputsExact },
        line,
        line,
      ) ??
      // Bare numbers wrong as written and wrong with the units stated for them, which agree with the
      // result's ("KE = 600 × 625 = 345,000 J" after "600 kg" and "625 m²/s²").
      (check.status === "error" && readFilled?.check.status === "error"
        ? replyLineCheck(
            { check: readFilled.check, checkedText: readFilled.checkedText, disputable: true },
            line,
            line,
          )
        : undefined);
    if (entry) {
      checked.push(entry);
    } else if (
      computesSomething(text) &&
      !readWithValuesStated(line, text) &&
      // Values the same line gives in formulas that only state them, as a table's row or a paragraph
      // does ("x_1 = 0.5 | Δx_1 = x_1 − x_0 = 0.5"); never a result the line works out itself.
      !readWithValuesStated(line, text, new Map([...known, ...valuesGivenAlone(text)]), "on the line") &&
      // The free-fall acceleration left as g among numbers ("= g(\\sin 13° − 0.20 \\cos 13°) = 0.29 m/s²"),
      // where neither the problem nor the reply gives g another value.
      !readWithValuesStated(
        line,
        text,
        new Map([["g", FREE_FALL_LATEX], ...known, ...valuesGivenAlone(text)]),
        "and g = 9.80 m/s²",
      )
    ) {
      // Read as it arrives at a value after "⇒", or as an identity in letters it leaves free.
      const readOtherwise =
        readWithValueAfterArrow(line, text) ??
        readAsIdentity(line, text) ??
        readAsDerivatives(line, text, functionsBefore) ??
        readAsIdentityWithValues(line, text, new Map([...known, ...valuesGivenAlone(text)])) ??
        readAsScaleConversion(line, text, temperaturesGiven(textUpTo(line))) ??
        readAsBareConversion(line, text);
      if (readOtherwise) {
        checked.push(readOtherwise);
      } else if (
        (check.kind === "symbolic" || (check.kind === "equation" && check.status === "unchecked")) &&
        writesSymbolsAlone(text)
      ) {
        readAsRelations.add(line);
        // Equations of symbols alone ("v^{2} = v_{0}^{2} + 2a(x − x_{0})"): the digits of a label, a
        // power or a coefficient are no numbers to work out. Like the same equations without them, they
        // are relations, which a reply is not verified on unless the checks can tell they are right.
      } else {
        const unreadLine = placeOf(line);
        const completed =
          completedInWords(line, text, sentenceAfter.get(line)) ?? completedInItsSentence(line, text);
        if (completed) {
          checked.push(completed);
          for (const [symbol, value] of valuesStated(text)) known.set(symbol, value);
          continue;
        }
        unread.push(unreadLine);
        if (
          writesRelationWithData(text) ||
          writesFormulasAlone(text) ||
          statesAFunction(text) ||
          // A vector given by its components, no values stated for their symbols to read it with.
          (statesVectorsByComponents(text) && withValuesStated(text, known) === undefined)
        )
          writtenWithData.set(unreadLine, text);
        // The next line that states a value may complete it.
        pending.push({ line, text, index, entry: unreadLine });
        awaitingValues.push({ line, text, entry: unreadLine });
      }
    }
    for (const [symbol, value] of valuesStated(text)) known.set(symbol, value);
  }
  // An equation in several unknowns ("T − P + 0.400 N_1 + 0.400 N_2 = 0") holds or not with the
  // values the solution goes on to state for them: read so, never disputed, since a value further on
  // may be of another quantity of the same name. The line's own results are not put back into it.
  for (const { line, text, entry } of awaitingValues) {
    if (!unread.includes(entry)) continue;
    const own = new Set(valuesStated(text).map(([symbol]) => symbol));
    const later = new Map([...known].filter(([symbol]) => !own.has(symbol)));
    // Only where every side is then worked out: a side left in symbols would go unchecked.
    const whole = [text, unitsAsTextbooksWriteThem(text)].some((written) =>
      [false, true].some((withConstants) => {
        const substituted = withValuesStated(written, later, withConstants);
        return substituted !== undefined && everySideWorksOut(substituted);
      }),
    );
    if (whole && readWithValuesStated(line, text, later, "further on")) {
      unread.splice(unread.indexOf(entry), 1);
      continue;
    }
    // A function of one letter whose other symbols lines further on give values to.
    const identity = readAsIdentityWithValues(line, text, later);
    if (identity) {
      unread.splice(unread.indexOf(entry), 1);
      checked.push({ ...identity, message: `${identity.message} (with the values stated further on)` });
    }
  }
  // Symbols whose values the solution never writes beside them, given values stated before of their kinds.
  // The values stated before each line, gathered once, as far as each line reaches.
  let statedSoFar: { values: StatedValue[]; reach: { last: number; count: number }[] } | undefined;
  const unreadAt = new Map(unread.map((entry) => [`${entry.lineNumber}\u0000${entry.text}`, entry]));
  for (const { line, text } of calculationLines) {
    const entry = unreadAt.get(`${line.first}\u0000${line.original.trim()}`);
    if (!entry || !unread.includes(entry) || text.length > MAX_SYMBOLIC_LINE) continue;
    if (!/\d/.test(text.split("=").at(-1) ?? "")) continue;
    statedSoFar ??= valuesStatedLineByLine(context.problem ?? "", lines);
    const reach = statedSoFar.reach.find(({ last }) => last >= line.first);
    const before = statedSoFar.values.slice(0, reach?.count ?? statedSoFar.values.length);
    if (!holdsWithValuesOfTheirKind(text, before)) continue;
    unread.splice(unread.indexOf(entry), 1);
    checked.push(
      confirmedLine(
        line,
        "The result agrees with the values stated before it for quantities of the kinds its symbols measure.",
      ),
    );
  }
  leaveUncheckedWithPowersOfNoValueStated(calculationLines, checked, unread, () =>
    statedValues(typeof reply === "string" ? reply : "", context.problem ?? ""),
  );
  // A line found wrong or left unread already keeps the reply from being shown verified.
  const reported = new Set(
    [...checked.filter((line) => line.status === "error"), ...unread, ...relationsWithData].map(
      (line) => line.lineNumber,
    ),
  );
  // A relation with data that no later value made checkable works nothing out: it is a relation
  // not checked, which keeps the reply from being shown verified as a line left unread does.
  for (const [entry, text] of writtenWithData) {
    if (!unread.includes(entry)) continue;
    unread.splice(unread.indexOf(entry), 1);
    relationsWithData.push({ ...entry, equation: text.replace(/\s+/g, " ").trim() });
  }
  return {
    checked,
    failed: checked.filter((line) => line.status === "error"),
    unread,
    relationsNotChecked: [
      ...relationsWithData,
      ...relationsNotChecked(lines, reported, readAsRelations),
    ].sort((first, second) => first.lineNumber - second.lineNumber),
  };
}

/**
 * A value put in already squared that squares no value stated (see squared-values.ts): the line's
 * arithmetic holds with it whatever it is, so a line checked right with one is left not checked. A
 * line already found wrong or left unread is kept as it is.
 */
function leaveUncheckedWithPowersOfNoValueStated(
  calculationLines: readonly { line: LogicalLine; text: string }[],
  checked: ReplyLineCheck[],
  unread: ReplyLinesCheck["unread"],
  stated: () => StatedValues,
): void {
  const reported = new Set(
    [...checked.filter((entry) => entry.status === "error"), ...unread].map((entry) => entry.lineNumber),
  );
  const leftUnchecked = new Set<number>();
  let values: StatedValues | undefined;
  for (const { line, text } of calculationLines) {
    let alreadyReported = false;
    for (let number = line.first; number <= line.last && !alreadyReported; number++)
      alreadyReported = reported.has(number);
    if (alreadyReported || !/\^\s*\(?\s*[23]|[²³]/.test(text)) continue;
    values ??= stated();
    if (!putsInAPowerOfNoValueStated(text, values)) continue;
    for (let number = line.first; number <= line.last; number++) leftUnchecked.add(number);
    unread.push(placeOf(line));
  }
  if (leftUnchecked.size === 0) return;
  let kept = 0;
  for (const entry of checked) if (!leftUnchecked.has(entry.lineNumber)) checked[kept++] = entry;
  checked.length = kept;
}

/** A unit vector along an axis, "\\hat{i}" or "\\hat i". */
const AXIS_UNIT_VECTOR = /\\hat\s*(?:\{\s*([ijk])\s*\}|([ijk])(?![A-Za-z]))/g;

/**
 * A line whose vectors all lie along one unit vector ("p_i = m_1 v_1 \\hat{i} + m_2 v_2 \\hat{i}")
 * as the equation of their components along it; a line with two unit vectors as it is.
 */
function alongOneAxis(text: string): string {
  const axes = new Set([...text.matchAll(AXIS_UNIT_VECTOR)].map((match) => match[1] ?? match[2]));
  return axes.size === 1 ? text.replace(AXIS_UNIT_VECTOR, " ") : text;
}

/**
 * Whether an equation holds by what its labels say: a vector's components, size and direction, a
 * chain of relative velocities, an energy or mass as the sum of its parts, or a relation of the
 * engine with the labels of its bodies, media or instants written as the relation indexes them
 * ("n_air sin θ_air = n_red sin θ_red" is Snell's law).
 */
function holdsWithItsLabels(leftText: string, rightText: string): boolean {
  if (
    writesVectorComponents(leftText, rightText) ||
    writesRelativeChain(leftText, rightText) ||
    writesSumOfParts(leftText, rightText)
  )
    return true;
  if (writesConservation(leftText, rightText)) return true;
  // A total over bodies: each body's term a relation of the engine, its labels left off.
  const total = relationsOfTotal(leftText, rightText);
  if (
    total?.every(
      ([left, right]) =>
        isKnownRelation({ leftText: left, rightText: right }) ||
        relationFormOf(left, right, undefined)?.status === "known",
    )
  )
    return true;
  return relabelledEquations(leftText, rightText).some(
    ([left, right]) =>
      isKnownRelation({ leftText: left, rightText: right }) ||
      relationFormOf(left, right, undefined)?.status === "known" ||
      followsFromTwoRelations(left, right),
  );
}

/**
 * Letters and marks of an expression of symbols the checks may not read ("F_1", "\\lambda_3",
 * "\\dfrac{d_1}{d_2}"): commands, subscripts, powers, brackets and operators taken away, only short
 * runs of letters are left.
 */
const SYMBOL_MARKS = /\\[A-Za-z]+|_\s*\{?\s*[A-Za-z0-9]+\s*\}?|\^\s*\(?\s*-?\d+\s*\)?|[{}()[\]+\-−*/·×|]/g;

/** Digits and brackets, then a unit after a closing bracket ("m", "m/s^2"): a unit after the numbers it measures. */
const VALUES_WITH_A_UNIT = /^[^A-Za-z]*\)\s*[A-Za-zΩμ°][A-Za-zΩμ°/*^\d\s-]*$/;
/** Names of functions, which are no symbols. */
const FUNCTION_NAMES = /\\?(?:sqrt|sin|cos|tan|cot|sec|csc|ln|log|exp)(?![A-Za-z])/g;

/** Whether a side is an expression of symbols alone: no measured value, no unit ("L/3", "n^2 a_0 Z", "F_2 d_1/d_2"). */
function symbolsAlone(side: string): boolean {
  // A value with its unit ("81 μJ", read as 81·μ·J) is no expression of symbols.
  if (/^\s*(?:[-+−]\s*)?\d/.test(side) && evaluateSide(side).ok) return false;
  // Numbers worked out with the unit of the result after them ("sqrt((-40.0)^2+(30.0)^2) m").
  const values = side.replace(FUNCTION_NAMES, " ");
  if (/\d/.test(values) && VALUES_WITH_A_UNIT.test(values) && evaluateSide(side).ok) return false;
  const read = readSymbolicSide(side);
  if (read !== undefined) return read.symbols.size > 0 && read.runs.length === 0 && !read.measuredNumber;
  const left = side.replace(SYMBOL_MARKS, " ").trim();
  return left !== "" && /^[A-Za-zα-ωΑ-ΩΔ]{1,4}(?:\s+[A-Za-zα-ωΑ-ΩΔ]{1,4})*$/.test(left);
}

/**
 * Whether every equation of a line is between expressions of symbols alone, each one the relations
 * of the reply then examine ("v_{1} = \\pm\\sqrt{2gh_{\\text{drop}}}", "x = x_{0} + v_{0}t + \\frac{1}{2}at^{2}").
 */
function writesSymbolsAlone(plain: string): boolean {
  // A formula of a paragraph that only states values ("With $v = 0$ and $y_{0} = 0$") computes nothing.
  const pieces = equationPieces(plain).filter(({ text }) => !statesValuesOnly(text));
  return (
    pieces.length > 0 &&
    pieces.every(({ text, coefficients }) => {
      if (!coefficients || text.length > MAX_SYMBOLIC_LINE) return false;
      const clauses = normalizeWorkText(text)
        .split(CLAUSE_SEPARATORS)
        .filter((clause): clause is string => clause !== undefined && /=/.test(clause));
      return (
        clauses.length > 0 &&
        clauses.every((clause) =>
          clause
            .split(/=|≈/)
            .map(sideOf)
            .every((side) => symbolsAloneIn(side, true) && readSymbols(side) !== undefined),
        )
      );
    })
  );
}

/** The values a line gives in formulas of its own that only state them ("x_1 = 0.5", "N_1 = 19.6 N"). */
function valuesGivenAlone(text: string): [string, string][] {
  return text
    .split(";")
    .filter((piece) => /=/.test(piece) && statesValuesOnly(piece))
    .flatMap((piece) => valuesStated(piece));
}

/**
 * Whether a formula only gives symbols their values, one to each ("v = 0", "U_{0} = 10.0\\ \\text{eV},
 * E_{1} = 7.00\\ \\text{eV}"): a symbol alone on the left, one value with its unit on the right.
 */
function statesValuesOnly(formula: string): boolean {
  const clauses = formula.split(CLAUSE_BREAK).filter((clause) => /=/.test(clause));
  return (
    clauses.length > 0 &&
    clauses.every((clause) => {
      const sides = clause.split(/=|≈/).map((side) => sideOf(side.replace(/\\[ ,;:!]/g, " ")));
      if (sides.length !== 2 || !LATEX_SYMBOL.test(sides[0])) return false;
      const value = evaluateSide(normalizeWorkText(sides[1]));
      return value.ok && value.measured.lone !== undefined;
    })
  );
}

/**
 * The pieces of a line that write equations: the line itself, or in a paragraph each formula
 * between its words ("The equation $v^{2}=v_{0}^{2}+2a(x-x_{0})$ is
 * ideally suited …"), with whether its whole numbers are factors of its symbols.
 */
function equationPieces(plain: string): { text: string; coefficients: boolean }[] {
  const line = alongOneAxis(plain);
  const pieces = line.split(";");
  return pieces
    .filter((piece) => /=/.test(piece))
    .map((piece) => ({ text: piece, coefficients: coefficientsAreFactors(piece) }));
}

/** An upright text that is no subscript's label ("\\text{m}", not "v_{\\text{f}}"). */
const UPRIGHT_TEXT_OUTSIDE_LABELS = /(?<!_\s*\{?\s*)\\(?:text|mathrm|textrm|rm)\s*\{/;
/** A number with a decimal point, a degree sign or a power of ten: a measured value, no coefficient. */
const MEASURED_NUMBER = /\d\.\d|°|\\circ|\\times\s*10\s*\^|\\(?:times|cdot)(?:\s|\\[ ,;])*10\s*\^/;

/**
 * Whether the whole numbers of a line are factors of its symbols ("2a(x − x_{0})", "\\frac{v}{4L}",
 * "2\\pi\\sqrt{r^{3}/GM}"): it writes no unit upright and no number that was measured, so a letter
 * after a number ("4L") is a symbol, not a unit (four litres).
 */
function coefficientsAreFactors(text: string): boolean {
  // A number before a unit vector ("4787\\hat{i}") is a component, no factor of a symbol.
  // Upright text in a subscript is a label ("v_{\\text{T},\\text{f}}"), no unit.
  const withoutSubscripts = text.replace(/_\s*\{(?:[^{}]|\{[^{}]*\})*\}/g, "_");
  return (
    !UPRIGHT_TEXT_OUTSIDE_LABELS.test(withoutSubscripts) &&
    !MEASURED_NUMBER.test(text) &&
    !/\d\s*\\hat/.test(text)
  );
}

/**
 * Whether a side is an expression of symbols alone, its whole numbers read as factors where the
 * line writes no unit and no measured value ("2a(x − x_0)", "\\frac{v}{4L}").
 */
function symbolsAloneIn(side: string, coefficients: boolean): boolean {
  if (symbolsAlone(side)) return true;
  return coefficients && readSymbols(side) !== undefined;
}

/**
 * Equations of symbols a reply writes that the checks cannot tell are right: not a relation the
 * engine knows, not an expression rewritten, not an earlier equation solved for one of its symbols,
 * not what two relations it knows give together ("λ₃ = L/3" of a string's third harmonic, "F₁ = F₂ d₁/d₂" of a hydraulic lift). The arithmetic
 * after such an equation may hold and its physics not, so a reply that writes one is not shown
 * verified on its lines alone. Lines already found wrong or left unread are left out.
 */
function relationsNotChecked(
  lines: readonly { line: LogicalLine; text: string }[],
  reported: ReadonlySet<number>,
  readAsRelations: ReadonlySet<LogicalLine>,
): ReplyLinesCheck["relationsNotChecked"] {
  const found: ReplyLinesCheck["relationsNotChecked"] = [];
  const earlier: WrittenEquation[] = [];
  // Equations read so far: past the most a reply is read for, the rest are not checked.
  let examined = 0;
  for (const { line, text: plain } of lines) {
    // Past the most a reply is read for, an equation is not checked, and is not read either.
    if (examined > MAX_EQUATIONS_REMEMBERED) {
      if (/=/.test(plain) && !reported.has(line.first))
        found.push({
          ...placeOf(line),
          equation: plain.trim(),
        });
      continue;
    }
    let unknown: string | undefined;
    // A paragraph's formulas are examined one by one where it was read as relations; otherwise a
    // line longer than a line of symbols is not examined.
    const pieces = (
      readAsRelations.has(line)
        ? equationPieces(plain)
        : [{ text: alongOneAxis(plain), coefficients: coefficientsAreFactors(plain) }]
    ).filter(({ text }) => /=/.test(text) && text.length <= MAX_SYMBOLIC_LINE);
    for (const clause of pieces.flatMap(({ text, coefficients }) =>
      normalizeWorkText(text)
        .split(CLAUSE_SEPARATORS)
        .map((part) => ({ part, coefficients })),
    )) {
      const { coefficients } = clause;
      if (clause.part === undefined || !/=/.test(clause.part)) continue;
      const sides = clause.part.split(/=|≈/).map(sideOf);
      for (let index = 0; index + 1 < sides.length; index++) {
        const [leftText, rightText] = [sides[index], sides[index + 1]];
        if (!symbolsAloneIn(leftText, coefficients) || !symbolsAloneIn(rightText, coefficients)) continue;
        const [left, right] = [readSymbols(leftText), readSymbols(rightText)];
        if (!left || !right) continue;
        const equation = { left, right, leftText, rightText };
        examined += 1;
        const holds =
          examined <= MAX_EQUATIONS_REMEMBERED &&
          (sameExpression(left, right) ||
            isKnownRelation(equation) ||
            relationFormOf(leftText, rightText, undefined)?.status === "known" ||
            earlier.some((before) => rearranges(equation, before)) ||
            followsFromTwoRelations(leftText, rightText) ||
            holdsWithItsLabels(leftText, rightText));
        earlier.push(equation);
        if (!holds)
          unknown ??= `${readableSide(leftText)} = ${readableSide(rightText)}`.replace(/_\s+/g, "_");
      }
    }
    if (earlier.length > MAX_EQUATIONS_REMEMBERED)
      earlier.splice(0, earlier.length - MAX_EQUATIONS_REMEMBERED);
    if (unknown && !reported.has(line.first))
      found.push({
        ...placeOf(line),
        equation: unknown,
      });
  }
  return found;
}
