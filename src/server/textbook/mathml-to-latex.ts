/**
 * MathML (presentation markup, as in OpenStax CNXML) to LaTeX, by the mathml-to-latex library.
 * A thin wrapper around it: it hands the library markup it reads correctly, and tidies what comes
 * back where our rendering (KaTeX, strict) or our readers need it. The same text goes to the
 * tutor and into the editor, so numbers and units are kept readable as well as renderable.
 */
import { type Element, XMLSerializer } from "@xmldom/xmldom";
import { MathMLToLaTeX } from "mathml-to-latex";
import { descendants, isElement, textContent } from "./xml";

const MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML";

/** A run of upright text as the library writes it; it writes no nested braces inside one. */
const TEXT_GROUP = /\\text(?:rm|bf|it)?\{[^{}]*\}/;

/** Function names that must be operators (\sin) to be set upright with operator spacing. */
const FUNCTION_NAMES = "arcsin|arccos|arctan|sinh|cosh|tanh|sin|cos|tan|cot|sec|csc|ln|log|exp";
const FUNCTION_NAME = new RegExp(`^(?:${FUNCTION_NAMES})$`);

/** Fixes to the library's output, in order; each says why. */
const OUTPUT_FIXES: [RegExp, string][] = [
  // The library writes the midline ellipsis ⋯ as \hdots, which KaTeX lacks.
  [/\\hdots(?![A-Za-z])/g, "\\cdots "],
  // Sources write minus signs as dashes; KaTeX strict mode rejects the en and em dash.
  [/[\u2013\u2014\u2212]/g, "-"],
  // Some sources write theta as a barred O, and degrees as the ordinal sign; strict mode rejects both.
  [/[Ɵɵ]/g, "\\theta "],
  [/º/g, "^{\\circ}"],
  // An unescaped % starts a LaTeX comment and would hide the rest of the formula ("2%" from <mn>).
  [/(?<!\\)((?:\\\\)*)%/g, "$1\\%"],
  // An underline bar (<munder> with "_") comes out as an \underset with no base, which fails to parse.
  [/\\underset\{\\underline\}\{/g, "\\underline{"],
  // A vector arrow comes out as a stacked \rightarrow; \vec is the usual accent and sits closer.
  [/\\overset\{\\rightarrow\}\{/g, "\\vec{"],
  // Spaces (<mspace>, spaces in <mtext>) come out as text groups; "\ " reads better in the editor.
  [/\\text(?:rm)?\{ \}/g, "\\ "],
];

/** A text group holding a function name or starting with a number, rewritten as math. */
function tidyTextGroup(group: string): string {
  if (!group.startsWith("\\text{")) return group;
  const content = group.slice("\\text{".length, -1);
  if (FUNCTION_NAME.test(content)) return `\\${content} `;
  // Legacy markup puts numbers in <mtext> ("0 m/s" after "1" "."); as math they join the number.
  const number = /^(\d[\d.,]*)(?![\d.,])(.*)$/.exec(content);
  if (!number) return group;
  const [, digits, rest] = number;
  return rest ? `${digits}\\text{${rest}}` : digits;
}

/** Joins text groups that are one phrase or one unit: "\text{km}/\text{h}" to "\text{km/h}". */
function joinTextGroups(latex: string): string {
  const adjacent = /\\text\{([^{}]*)\}(\\ |\/)\\text\{([^{}]*)\}/;
  let joined = latex;
  let previous = "";
  while (joined !== previous) {
    previous = joined;
    joined = joined.replace(
      adjacent,
      (_, first: string, separator: string, second: string) =>
        `\\text{${first}${separator === "/" ? "/" : " "}${second}}`,
    );
  }
  return joined;
}

/**
 * Drops the spaces the library puts between all tokens (LaTeX ignores them in math), keeping
 * those inside text, control spaces, and the one a command name needs before a letter or digit.
 */
function compactSpaces(latex: string): string {
  return latex.replace(
    new RegExp(`(${TEXT_GROUP.source})|(\\\\[A-Za-z]+)?(?<!\\\\) +(?=(.?))`, "g"),
    (match, text: string | undefined, command: string | undefined, next: string) => {
      if (text) return match;
      if (!command) return "";
      return /[A-Za-z0-9]/.test(next) ? `${command} ` : command;
    },
  );
}

function tidyLatex(latex: string): string {
  let tidied = latex;
  for (const [pattern, replacement] of OUTPUT_FIXES) tidied = tidied.replace(pattern, replacement);
  // A function name comes out as plain letters (<mi>sin</mi>) or as text (<mtext>sin</mtext>);
  // either renders as italic or text, not as the operator \sin.
  tidied = tidied.replace(
    new RegExp(`(${TEXT_GROUP.source})|(?<![\\\\A-Za-z])(${FUNCTION_NAMES})(?![A-Za-z])`, "g"),
    (_, text: string | undefined, name: string) => (text ? tidyTextGroup(text) : `\\${name} `),
  );
  tidied = joinTextGroups(compactSpaces(tidied));
  return (
    tidied
      // A comma between digits is a thousands separator; as punctuation it would add a space.
      .replace(/(?<=\d),(?=\d{3}(?!\d))/g, "{,}")
      .replace(/(?<!\\)(\\ )+/g, "\\ ")
      .replace(/^(\\ )+|(?<!\\|\\ )(\\ )+$/g, "")
  );
}

/** The formula as markup the library reads: unprefixed names, and spaces that stay visible. */
function libraryInput(math: Element): string {
  const copy = math.cloneNode(true);
  const owner = copy.ownerDocument;
  if (!isElement(copy) || !owner) return "";
  const spaces = descendants(
    copy,
    (candidate) =>
      candidate.localName === "mspace" &&
      !candidate.hasAttribute("linebreak") &&
      !(candidate.getAttribute("width") ?? "").startsWith("-"),
  );
  for (const mspace of spaces) {
    // The library turns <mspace> into a bare space, which math mode drops: "9.8 m/s" would
    // render as "9.8m/s". A no-break space in <mtext> stays visible.
    const space = owner.createElementNS(MATHML_NAMESPACE, "mtext");
    space.appendChild(owner.createTextNode("\u00a0"));
    mspace.parentNode?.replaceChild(space, mspace);
  }
  // The library matches elements by their qualified names, so "m:mfrac" would be unknown to it.
  return new XMLSerializer().serializeToString(copy).replace(/(<\/?)[A-Za-z_][\w.-]*:/g, "$1");
}

/** How characters that mean something to LaTeX are written inside \text{}. */
const TEXT_ESCAPES: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "^": "\\textasciicircum{}",
  "~": "\\textasciitilde{}",
  "{": "\\{",
  "}": "\\}",
  $: "\\$",
  "&": "\\&",
  "#": "\\#",
  _: "\\_",
  "%": "\\%",
};

/** Plain text of a formula the library cannot convert, as a LaTeX text run. */
function textFallback(math: Element): string {
  const text = textContent(math).replace(/\s+/g, " ").trim();
  if (!text) return "";
  return `\\text{${text.replace(/[\\{}$&#^_%~]/g, (character) => TEXT_ESCAPES[character] ?? character)}}`;
}

/** Converts a MathML <math> element (or any MathML element) to LaTeX, without delimiters. */
export function mathmlToLatex(math: Element): string {
  const input = libraryInput(math);
  let latex: string;
  try {
    latex = MathMLToLaTeX.convert(input);
  } catch {
    // The library throws on markup it finds invalid (a <mfrac> with one child); the problem's
    // text is still worth importing, so the formula comes through as its text.
    return textFallback(math);
  }
  return tidyLatex(latex);
}
