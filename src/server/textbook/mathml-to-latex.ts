/**
 * MathML (presentation markup, as in OpenStax CNXML) to LaTeX that KaTeX renders.
 *
 * Book sources mix two styles: structured MathML (fractions, scripts, vectors as <mover>) and
 * legacy runs of <mtext> such as "1" "." "0 m/s", where numbers and units are split across
 * tokens. Both come out as plain, readable LaTeX: numbers joined, units as \text, no doubled
 * scripts, because the same text goes to the tutor and into the editor.
 */
import { childElements, textContent, type XmlElement, type XmlNode } from "./xml";

const GREEK: Record<string, string> = {
  α: "\\alpha",
  β: "\\beta",
  γ: "\\gamma",
  δ: "\\delta",
  ε: "\\varepsilon",
  ϵ: "\\epsilon",
  ζ: "\\zeta",
  η: "\\eta",
  θ: "\\theta",
  ϑ: "\\vartheta",
  // Some sources write theta as the Latin letter O with a middle tilde.
  Ɵ: "\\theta",
  ɵ: "\\theta",
  ι: "\\iota",
  κ: "\\kappa",
  λ: "\\lambda",
  μ: "\\mu",
  µ: "\\mu",
  ν: "\\nu",
  ξ: "\\xi",
  π: "\\pi",
  ρ: "\\rho",
  σ: "\\sigma",
  ς: "\\varsigma",
  τ: "\\tau",
  υ: "\\upsilon",
  φ: "\\varphi",
  ϕ: "\\phi",
  χ: "\\chi",
  ψ: "\\psi",
  ω: "\\omega",
  Γ: "\\Gamma",
  Δ: "\\Delta",
  Θ: "\\Theta",
  Λ: "\\Lambda",
  Ξ: "\\Xi",
  Π: "\\Pi",
  Σ: "\\Sigma",
  Φ: "\\Phi",
  Ψ: "\\Psi",
  Ω: "\\Omega",
  "\u2126": "\\Omega",
};

const SYMBOLS: Record<string, string> = {
  ...GREEK,
  "−": "-",
  "–": "-",
  "—": "-",
  "×": "\\times",
  "·": "\\cdot",
  "⋅": "\\cdot",
  "∙": "\\cdot",
  "•": "\\bullet",
  "÷": "\\div",
  "±": "\\pm",
  "∓": "\\mp",
  "≈": "\\approx",
  "≅": "\\cong",
  "≠": "\\neq",
  "≡": "\\equiv",
  "≤": "\\leq",
  "≥": "\\geq",
  "≪": "\\ll",
  "≫": "\\gg",
  "∝": "\\propto",
  "∼": "\\sim",
  "~": "\\sim",
  "→": "\\rightarrow",
  "←": "\\leftarrow",
  "↔": "\\leftrightarrow",
  "⇒": "\\Rightarrow",
  "⇔": "\\Leftrightarrow",
  "⟶": "\\longrightarrow",
  "∞": "\\infty",
  "∑": "\\sum",
  "∏": "\\prod",
  "∫": "\\int",
  "∮": "\\oint",
  "∂": "\\partial",
  "∇": "\\nabla",
  "√": "\\surd",
  "°": "^{\\circ}",
  º: "^{\\circ}",
  "∘": "\\circ",
  "′": "'",
  "″": "''",
  "…": "\\ldots",
  "⋯": "\\cdots",
  "‖": "\\|",
  "∥": "\\parallel",
  "⊥": "\\perp",
  "∠": "\\angle",
  ℏ: "\\hbar",
  ħ: "\\hbar",
  Å: "\\text{Å}",
  "∈": "\\in",
  "∀": "\\forall",
  "∴": "\\therefore",
  "⟨": "\\langle",
  "⟩": "\\rangle",
  "〈": "\\langle",
  "〉": "\\rangle",
  "{": "\\{",
  "}": "\\}",
  "%": "\\%",
  "#": "\\#",
  "&": "\\&",
  $: "\\$",
  "\\": "\\backslash",
  "\u00a0": "\\ ",
  "\u2009": "\\,",
  "\u200a": "\\,",
  "\u2061": "",
  "\u2062": "",
  "\u2063": "",
};

const FUNCTION_NAMES = new Set([
  "sin",
  "cos",
  "tan",
  "cot",
  "sec",
  "csc",
  "arcsin",
  "arccos",
  "arctan",
  "sinh",
  "cosh",
  "tanh",
  "ln",
  "log",
  "exp",
  "lim",
  "max",
  "min",
  "det",
]);

const LARGE_OPERATORS = new Set(["\\sum", "\\prod", "\\int", "\\oint", "\\lim"]);

const OVER_ACCENTS: Record<string, string> = {
  "→": "\\vec",
  "⃗": "\\vec",
  "⇀": "\\vec",
  "^": "\\hat",
  ˆ: "\\hat",
  "̂": "\\hat",
  "¯": "\\overline",
  "‾": "\\overline",
  _: "\\overline",
  "̄": "\\overline",
  "˙": "\\dot",
  ".": "\\dot",
  "¨": "\\ddot",
  "~": "\\tilde",
  "˜": "\\tilde",
  "⏞": "\\overbrace",
};

const UNDER_ACCENTS: Record<string, string> = {
  _: "\\underline",
  "‾": "\\underline",
  "¯": "\\underline",
  "⏟": "\\underbrace",
};

/** Characters \text{} shows literally after escaping; anything else leaves text mode. */
const TEXT_ESCAPES: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  $: "\\$",
  "&": "\\&",
  "#": "\\#",
  "^": "\\textasciicircum{}",
  _: "\\_",
  "%": "\\%",
  "~": "\\textasciitilde{}",
};

/** Joins LaTeX pieces, with a space only where a command name would run into a letter. */
function joinLatex(pieces: string[]): string {
  let result = "";
  for (const piece of pieces) {
    if (!piece) continue;
    if (/\\[A-Za-z]+$/.test(result) && /^[A-Za-z0-9]/.test(piece)) result += " ";
    result += piece;
  }
  return result;
}

/** A character in math: its command, itself when ASCII, else shown as text. */
function mathCharacter(character: string): string {
  const symbol = SYMBOLS[character];
  if (symbol !== undefined) return symbol;
  return /[\x20-\x7e]/.test(character) ? character : `\\text{${character}}`;
}

function mapCharacters(text: string): string {
  return joinLatex([...text].map(mathCharacter));
}

/** Text shown upright: runs of plain text inside \text{}, symbols as math. */
function textToLatex(text: string): string {
  const normalized = text.replace(/\s+/g, " ");
  if (!normalized.trim()) return normalized ? "\\ " : "";
  const pieces: string[] = [];
  let run = "";
  const flush = () => {
    if (run) pieces.push(`\\text{${run}}`);
    run = "";
  };
  for (const character of normalized) {
    const escaped = TEXT_ESCAPES[character];
    if (escaped) {
      run += escaped;
    } else if (SYMBOLS[character] === undefined) {
      run += character;
    } else {
      flush();
      pieces.push(mathCharacter(character));
    }
  }
  flush();
  return joinLatex(pieces);
}

/** An <mtext> of legacy markup: a leading number stays math, the rest is text ("0 m/s"). */
function mtextToLatex(text: string): string {
  const trimmed = text.replace(/\s+/g, " ");
  if (trimmed === "." || trimmed === ",") return trimmed === "," ? "{,}" : ".";
  const match = /^(\d[\d.,]*)(.*)$/.exec(trimmed);
  if (!match) return textToLatex(trimmed);
  const [, number, rest] = match;
  return joinLatex([number.replace(/,/g, "{,}"), rest ? textToLatex(rest) : ""]);
}

function miToLatex(element: XmlElement): string {
  const text = textContent(element).trim();
  if (!text) return "";
  const variant = element.attributes.mathvariant;
  if (FUNCTION_NAMES.has(text)) return `\\${text}`;
  const mapped = mapCharacters(text);
  const isSingle = [...text].length === 1;
  if (variant === "bold" || variant === "bold-italic") return `\\mathbf{${mapped}}`;
  if (variant === "normal" && isSingle && /[A-Za-z]/.test(text)) return `\\mathrm{${mapped}}`;
  if (isSingle || !/^[A-Za-z]+$/.test(text)) return mapped;
  return `\\mathrm{${text}}`;
}

function moToLatex(element: XmlElement): string {
  const text = textContent(element).trim();
  if (FUNCTION_NAMES.has(text)) return `\\${text}`;
  if (!text) return "";
  if (/^[A-Za-z]{2,}$/.test(text)) return `\\text{${text}}`;
  return mapCharacters(text);
}

/** Wraps a script base in braces unless it is a single token, so scripts never stack. */
function base(latex: string): string {
  if (/^([A-Za-z0-9]|\\[A-Za-z]+)$/.test(latex)) return latex;
  return `{${latex}}`;
}

function script(latex: string): string {
  return `{${latex}}`;
}

function elementArguments(element: XmlElement): XmlElement[] {
  return childElements(element);
}

function convertChildren(element: XmlElement): string {
  return joinLatex(element.children.map(convertNode));
}

function convertNode(node: XmlNode): string {
  if (typeof node === "string") return "";
  return convertElement(node);
}

function convertAt(element: XmlElement, index: number): string {
  const argument = elementArguments(element)[index];
  return argument ? convertElement(argument) : "";
}

function operatorText(element: XmlElement | undefined): string {
  if (!element) return "";
  if (element.name === "mo" || element.name === "mi" || element.name === "mtext") {
    return textContent(element).trim();
  }
  if (element.name === "mrow" && childElements(element).length === 1) {
    return operatorText(childElements(element)[0]);
  }
  return "";
}

function convertOver(element: XmlElement): string {
  const [baseElement, overElement] = elementArguments(element);
  const baseLatex = baseElement ? convertElement(baseElement) : "";
  const accent = OVER_ACCENTS[operatorText(overElement)];
  if (accent) {
    if (accent === "\\vec" && !/^([A-Za-z]|\\[A-Za-z]+)$/.test(baseLatex)) {
      return `\\overrightarrow{${baseLatex}}`;
    }
    return `${accent}{${baseLatex}}`;
  }
  const overLatex = overElement ? convertElement(overElement) : "";
  if (LARGE_OPERATORS.has(baseLatex)) return `${baseLatex}^${script(overLatex)}`;
  return `\\overset{${overLatex}}{${baseLatex}}`;
}

function convertUnder(element: XmlElement): string {
  const [baseElement, underElement] = elementArguments(element);
  const baseLatex = baseElement ? convertElement(baseElement) : "";
  const accent = UNDER_ACCENTS[operatorText(underElement)];
  if (accent) return `${accent}{${baseLatex}}`;
  const underLatex = underElement ? convertElement(underElement) : "";
  if (LARGE_OPERATORS.has(baseLatex)) return `${baseLatex}_${script(underLatex)}`;
  return `\\underset{${underLatex}}{${baseLatex}}`;
}

function convertUnderOver(element: XmlElement): string {
  const baseLatex = convertAt(element, 0);
  const underLatex = convertAt(element, 1);
  const overLatex = convertAt(element, 2);
  if (LARGE_OPERATORS.has(baseLatex)) return `${baseLatex}_${script(underLatex)}^${script(overLatex)}`;
  return `\\overset{${overLatex}}{\\underset{${underLatex}}{${baseLatex}}}`;
}

function fence(delimiter: string, side: "left" | "right"): string {
  if (!delimiter) return `\\${side}.`;
  const mapped = { "{": "\\{", "}": "\\}", "⟨": "\\langle", "⟩": "\\rangle", "‖": "\\|" }[delimiter];
  return `\\${side}${mapped ?? delimiter}`;
}

function convertFenced(element: XmlElement): string {
  const open = element.attributes.open ?? "(";
  const close = element.attributes.close ?? ")";
  const separators = (element.attributes.separators ?? ",").replace(/\s/g, "");
  const items = elementArguments(element).map(convertElement);
  const inner = items
    .map((item, index) =>
      index < items.length - 1
        ? `${item}${mapCharacters(separators[Math.min(index, separators.length - 1)] ?? "")}`
        : item,
    )
    .join(" ");
  return `${fence(open, "left")} ${inner} ${fence(close, "right")}`;
}

function convertTable(element: XmlElement): string {
  const rows = childElements(element)
    .filter((row) => row.name === "mtr" || row.name === "mlabeledtr")
    .map((row) =>
      childElements(row, "mtd")
        .map((cell) => convertChildren(cell))
        .join(" & "),
    );
  return `\\begin{matrix} ${rows.join(" \\\\ ")} \\end{matrix}`;
}

function convertMultiscripts(element: XmlElement): string {
  const [baseElement, ...rest] = elementArguments(element);
  const prescriptsAt = rest.findIndex((child) => child.name === "mprescripts");
  const post = prescriptsAt < 0 ? rest : rest.slice(0, prescriptsAt);
  const pre = prescriptsAt < 0 ? [] : rest.slice(prescriptsAt + 1);
  const scripts = (pairs: XmlElement[]) => {
    let sub = "";
    let sup = "";
    for (let index = 0; index < pairs.length; index += 2) {
      sub += pairs[index] ? convertElement(pairs[index]) : "";
      sup += pairs[index + 1] ? convertElement(pairs[index + 1]) : "";
    }
    return `${sub ? `_{${sub}}` : ""}${sup ? `^{${sup}}` : ""}`;
  };
  const preScripts = scripts(pre);
  const baseLatex = baseElement ? convertElement(baseElement) : "";
  return `${preScripts ? `{}${preScripts}` : ""}${base(baseLatex)}${scripts(post)}`;
}

function convertEnclose(element: XmlElement): string {
  const inner = convertChildren(element);
  const notation = element.attributes.notation ?? "longdiv";
  if (/updiagonalstrike|downdiagonalstrike|horizontalstrike/.test(notation)) return `\\cancel{${inner}}`;
  if (/box|roundedbox/.test(notation)) return `\\boxed{${inner}}`;
  return inner;
}

function convertSpace(element: XmlElement): string {
  const width = element.attributes.width ?? "";
  if (/^-/.test(width)) return "";
  const amount = Number.parseFloat(width);
  if (Number.isFinite(amount) && amount >= 1) return "\\quad ";
  return "\\ ";
}

function convertElement(element: XmlElement): string {
  switch (element.name) {
    case "mi":
      return miToLatex(element);
    case "mn":
      return mapCharacters(textContent(element).trim());
    case "mo":
      return moToLatex(element);
    case "mtext":
    case "ms":
      return mtextToLatex(textContent(element));
    case "mspace":
      return convertSpace(element);
    case "msup":
      return `${base(convertAt(element, 0))}^${script(convertAt(element, 1))}`;
    case "msub":
      return `${base(convertAt(element, 0))}_${script(convertAt(element, 1))}`;
    case "msubsup":
      return `${base(convertAt(element, 0))}_${script(convertAt(element, 1))}^${script(convertAt(element, 2))}`;
    case "mfrac":
      return element.attributes.linethickness === "0" || element.attributes.linethickness === "0pt"
        ? `\\genfrac{}{}{0pt}{}{${convertAt(element, 0)}}{${convertAt(element, 1)}}`
        : `\\frac{${convertAt(element, 0)}}{${convertAt(element, 1)}}`;
    case "msqrt":
      return `\\sqrt{${convertChildren(element)}}`;
    case "mroot":
      return `\\sqrt[${convertAt(element, 1)}]{${convertAt(element, 0)}}`;
    case "mover":
      return convertOver(element);
    case "munder":
      return convertUnder(element);
    case "munderover":
      return convertUnderOver(element);
    case "mfenced":
      return convertFenced(element);
    case "mtable":
      return convertTable(element);
    case "mmultiscripts":
      return convertMultiscripts(element);
    case "menclose":
      return convertEnclose(element);
    case "mphantom":
      return `\\phantom{${convertChildren(element)}}`;
    case "none":
    case "mprescripts":
    case "annotation":
    case "annotation-xml":
      return "";
    case "semantics": {
      const [presentation] = childElements(element);
      return presentation ? convertElement(presentation) : "";
    }
    default:
      // mrow, mstyle, mpadded, math and anything unknown: their children in order.
      return convertChildren(element);
  }
}

/** Converts a MathML <math> element (or any MathML element) to LaTeX, without delimiters. */
export function mathmlToLatex(element: XmlElement): string {
  return convertElement(element)
    .replace(/\s+/g, " ")
    .replace(/(\\ )+/g, "\\ ")
    .replace(/^(\\ |\s)+|(\\ |\s)+$/g, "")
    .trim();
}
