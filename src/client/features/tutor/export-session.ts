/**
 * Session export (tutor-experience.md, "Session export"): the current session as a PDF (page
 * margin 20, file named by mode and timestamp) with its LaTeX turned into readable Unicode, and
 * a text file instead when the PDF cannot be made. jsPDF and the embedded font load only when a
 * student exports.
 */
import type { jsPDF as JsPdfDocument } from "jspdf";
import { COURSE_LEVEL_LABELS, MODE_LABELS, type TutorMode } from "../../../contracts/taxonomy";
import { attributionLine } from "../../../contracts/textbook";
import { toast } from "../../lib/toast-store";
import { diagramScene } from "./diagrams/diagram-scene";
import type { Scene } from "./diagrams/scene";
import { drawScenePdf } from "./diagrams/scene-pdf";
import { type ReplyBlock, replyBlocks, writeReplyBlocks } from "./export-reply-blocks";
import { exportedSession, type StoredMessage, type TutorSessionRecord } from "./tutor-session";
import { verificationReport } from "./verification-report";

export const PAGE_MARGIN = 20;
export const EXPORT_TITLE = "Vector Physics Tutor Session";
/** Width of a diagram in the PDF, in millimetres. */
const DIAGRAM_WIDTH = 110;
const FONT_FILE = "DejaVuSans.ttf";
const FONT_NAME = "DejaVuSans";

// ---------------------------------------------------------------------------------------------
// LaTeX to readable text

const SYMBOLS: Record<string, string> = {
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  epsilon: "ε",
  varepsilon: "ε",
  zeta: "ζ",
  eta: "η",
  theta: "θ",
  vartheta: "ϑ",
  iota: "ι",
  kappa: "κ",
  lambda: "λ",
  mu: "μ",
  nu: "ν",
  xi: "ξ",
  pi: "π",
  rho: "ρ",
  sigma: "σ",
  tau: "τ",
  upsilon: "υ",
  phi: "φ",
  varphi: "φ",
  chi: "χ",
  psi: "ψ",
  omega: "ω",
  Gamma: "Γ",
  Delta: "Δ",
  Theta: "Θ",
  Lambda: "Λ",
  Xi: "Ξ",
  Pi: "Π",
  Sigma: "Σ",
  Phi: "Φ",
  Psi: "Ψ",
  Omega: "Ω",
  times: "×",
  cdot: "·",
  div: "÷",
  pm: "±",
  mp: "∓",
  approx: "≈",
  neq: "≠",
  ne: "≠",
  leq: "≤",
  le: "≤",
  geq: "≥",
  ge: "≥",
  ll: "≪",
  gg: "≫",
  equiv: "≡",
  sim: "∼",
  propto: "∝",
  to: "→",
  rightarrow: "→",
  leftarrow: "←",
  Rightarrow: "⇒",
  Leftrightarrow: "⇔",
  implies: "⇒",
  infty: "∞",
  partial: "∂",
  nabla: "∇",
  sum: "∑",
  prod: "∏",
  int: "∫",
  iint: "∬",
  oint: "∮",
  degree: "°",
  circ: "∘",
  perp: "⊥",
  parallel: "∥",
  angle: "∠",
  hbar: "ħ",
  ell: "ℓ",
  cdots: "⋯",
  ldots: "…",
  dots: "…",
  prime: "′",
  // Spacing commands become a plain space; negative space disappears.
  quad: " ",
  qquad: " ",
  ",": " ",
  ";": " ",
  ":": " ",
  " ": " ",
  "!": "",
  "{": "{",
  "}": "}",
  "%": "%",
  $: "$",
  _: "_",
  "#": "#",
  "&": "&",
  "|": "‖",
};

/** Operators and relations, written with a space on each side. */
const SPACED_SYMBOLS = new Set([
  "times",
  "cdot",
  "div",
  "pm",
  "mp",
  "approx",
  "neq",
  "ne",
  "leq",
  "le",
  "geq",
  "ge",
  "ll",
  "gg",
  "equiv",
  "sim",
  "propto",
  "to",
  "rightarrow",
  "leftarrow",
  "Rightarrow",
  "Leftrightarrow",
  "implies",
]);

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

/** Commands whose argument is shown as it is (units, text, bold). */
const TEXT_COMMANDS = new Set([
  "mathrm",
  "text",
  "textrm",
  "textbf",
  "textit",
  "mathbf",
  "mathit",
  "mathsf",
  "mathcal",
  "boldsymbol",
  "operatorname",
  "displaystyle",
  "unit",
]);

/** Accents written as a combining mark after their argument. */
const ACCENTS: Record<string, string> = {
  vec: "\u20D7",
  hat: "\u0302",
  bar: "\u0304",
  overline: "\u0305",
  dot: "\u0307",
  ddot: "\u0308",
  tilde: "\u0303",
};

const SUPERSCRIPTS: Record<string, string> = {
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
  "+": "⁺",
  "-": "⁻",
  "−": "⁻",
  "=": "⁼",
  "(": "⁽",
  ")": "⁾",
  n: "ⁿ",
  i: "ⁱ",
  "°": "°",
  "′": "′",
};

const SUBSCRIPTS: Record<string, string> = {
  "0": "₀",
  "1": "₁",
  "2": "₂",
  "3": "₃",
  "4": "₄",
  "5": "₅",
  "6": "₆",
  "7": "₇",
  "8": "₈",
  "9": "₉",
  "+": "₊",
  "-": "₋",
  "=": "₌",
  "(": "₍",
  ")": "₎",
  a: "ₐ",
  e: "ₑ",
  h: "ₕ",
  i: "ᵢ",
  j: "ⱼ",
  k: "ₖ",
  l: "ₗ",
  m: "ₘ",
  n: "ₙ",
  o: "ₒ",
  p: "ₚ",
  r: "ᵣ",
  s: "ₛ",
  t: "ₜ",
  u: "ᵤ",
  v: "ᵥ",
  x: "ₓ",
};

/** A reader over one LaTeX math string. */
class MathReader {
  position = 0;
  constructor(readonly source: string) {}

  get done(): boolean {
    return this.position >= this.source.length;
  }

  peek(): string {
    return this.source[this.position] ?? "";
  }

  skipSpaces() {
    while (this.peek() === " ") this.position += 1;
  }

  /** A command name after a backslash: letters, or one other character. */
  readCommandName(): string {
    const letters = /^[A-Za-z]+/.exec(this.source.slice(this.position));
    if (letters) {
      this.position += letters[0].length;
      return letters[0];
    }
    const single = this.peek();
    this.position += 1;
    return single;
  }

  /** The raw text of one argument: a braced group, a command or one character. */
  readArgument(): string {
    this.skipSpaces();
    const start = this.position;
    const first = this.peek();
    if (first === "{") return this.readBalanced("{", "}");
    if (first === "\\") {
      this.position += 1;
      this.readCommandName();
      return this.source.slice(start, this.position);
    }
    this.position += 1;
    return first;
  }

  /** The inside of a bracketed group starting at the cursor (brackets dropped). */
  readBalanced(open: string, close: string): string {
    let depth = 0;
    const start = this.position + 1;
    while (!this.done) {
      const character = this.peek();
      if (character === "\\") {
        this.position += 2;
        continue;
      }
      if (character === open) depth += 1;
      if (character === close) {
        depth -= 1;
        if (depth === 0) {
          this.position += 1;
          return this.source.slice(start, this.position - 1);
        }
      }
      this.position += 1;
    }
    return this.source.slice(start);
  }
}

function toScript(text: string, table: Record<string, string>, marker: "^" | "_"): string {
  const characters = [...text];
  if (characters.length > 0 && characters.every((character) => character in table)) {
    return characters.map((character) => table[character]).join("");
  }
  return characters.length === 1 ? `${marker}${text}` : `${marker}(${text})`;
}

function convertEnvironment(name: string, body: string): string {
  if (!name.endsWith("matrix") && name !== "array" && name !== "cases") return convertMath(body);
  const rows = body
    .replace(/^\{[^}]*\}/, "")
    .split(/\\\\/)
    .map((row) =>
      row
        .split("&")
        .map((cell) => convertMath(cell).trim())
        .join(", "),
    )
    .filter((row) => row.trim().length > 0);
  return name === "cases" ? rows.join("; ") : `[${rows.join("; ")}]`;
}

function convertCommand(name: string, reader: MathReader, output: string): string {
  if (name === "frac" || name === "dfrac" || name === "tfrac") {
    const numerator = convertMath(reader.readArgument());
    const denominator = convertMath(reader.readArgument());
    return `(${numerator})/(${denominator})`;
  }
  if (name === "sqrt") {
    reader.skipSpaces();
    const index = reader.peek() === "[" ? convertMath(reader.readBalanced("[", "]")) : "";
    const radicand = convertMath(reader.readArgument());
    const prefix = index ? toScript(index, SUPERSCRIPTS, "^").replace(/^\^\(?(.*?)\)?$/, "$1 ") : "";
    return `${prefix}√(${radicand})`;
  }
  if (TEXT_COMMANDS.has(name)) return convertMath(reader.readArgument());
  if (name in ACCENTS) return `${convertMath(reader.readArgument())}${ACCENTS[name]}`;
  if (name === "left" || name === "right" || name === "big" || name === "Big") {
    reader.skipSpaces();
    if (reader.peek() === ".") reader.position += 1;
    return "";
  }
  if (name === "begin") {
    const environment = reader.readArgument().replace(/^\{|\}$/g, "");
    const end = `\\end{${environment}}`;
    const endAt = reader.source.indexOf(end, reader.position);
    const body = reader.source.slice(reader.position, endAt === -1 ? undefined : endAt);
    reader.position = endAt === -1 ? reader.source.length : endAt + end.length;
    return convertEnvironment(environment, body);
  }
  if (name === "\\") return "; ";
  if (FUNCTION_NAMES.has(name)) {
    const before = /[\p{L}\p{N})]$/u.test(output) ? " " : "";
    const after = /^[\p{L}\\]/u.test(reader.source.slice(reader.position).trimStart()) ? " " : "";
    return `${before}${name}${after}`;
  }
  const symbol = SYMBOLS[name] ?? name;
  return SPACED_SYMBOLS.has(name) ? ` ${symbol} ` : symbol;
}

function convertScript(reader: MathReader, marker: "^" | "_"): string {
  const argument = reader.readArgument();
  if (marker === "^" && (argument === "\\circ" || argument === "{\\circ}")) return "°";
  const inner = argument.startsWith("{") ? argument.slice(1, -1) : argument;
  const converted = convertMath(inner).trim();
  return toScript(converted, marker === "^" ? SUPERSCRIPTS : SUBSCRIPTS, marker);
}

/** Converts one LaTeX math expression (without delimiters) to readable Unicode text. */
export function convertMath(latex: string): string {
  const reader = new MathReader(latex);
  let output = "";
  while (!reader.done) {
    const character = reader.peek();
    if (character === "\\") {
      reader.position += 1;
      const name = reader.readCommandName();
      // As in TeX, a space after a command word only ends the word (\Delta x is Δx); before an
      // operator it is kept so that "\alpha + b" stays readable.
      if (/^[A-Za-z]/.test(name) && /^ +[\p{L}\p{N}\\]/u.test(reader.source.slice(reader.position))) {
        reader.skipSpaces();
      }
      output += convertCommand(name, reader, output);
    } else if (character === "^" || character === "_") {
      reader.position += 1;
      output += convertScript(reader, character);
    } else if (character === "{") {
      output += convertMath(reader.readBalanced("{", "}"));
    } else if (character === "}") {
      reader.position += 1;
    } else if (character === "~" || character === "&" || character === "\n") {
      reader.position += 1;
      output += " ";
    } else {
      reader.position += 1;
      output += character;
    }
  }
  return output.replace(/ {2,}/g, " ");
}

/** Removes markdown emphasis and heading marks, keeping the words. */
function plainMarkdown(text: string): string {
  return text
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/__(.+?)__/g, "$1")
    .replace(/`([^`]+)`/g, "$1");
}

/**
 * Turns a reply or problem (markdown with LaTeX between $...$, $$...$$, \(...\) or \[...\])
 * into readable Unicode text: \alpha → α, \frac{a}{b} → (a)/(b), ^2 → ², \sqrt{x} → √(x).
 */
export function latexToText(text: string): string {
  const mathPattern = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$([^$\n]+?)\$/g;
  let result = "";
  let last = 0;
  for (const match of text.matchAll(mathPattern)) {
    result += plainMarkdown(text.slice(last, match.index));
    const display = match[1] ?? match[2];
    const converted = convertMath((display ?? match[3] ?? match[4] ?? "").trim())
      .replace(/\(\s+/g, "(")
      // Only the first space of a run may start the match, so long runs are read once.
      .replace(/(?<!\s)\s+\)/g, ")")
      .trim();
    result += display === undefined ? converted : `\n${converted}\n`;
    last = match.index + match[0].length;
  }
  result += plainMarkdown(text.slice(last));
  return result.replace(/\n{3,}/g, "\n\n").trim();
}

// ---------------------------------------------------------------------------------------------
// What the export contains

export interface ExportEntry {
  speaker: "You" | "Vector";
  text: string;
  /** A reply's headings, paragraphs, items and display math, for the PDF. */
  blocks?: ReplyBlock[];
  /** The physics engine's mark on a reply, as the screen shows it. */
  mark?: string;
  /** The reply's diagram, laid out as on screen, drawn into the PDF as vector graphics. */
  diagram?: { title: string; description: string; scene: Scene };
}

/** The verification mark of a reply in words, as the badge on screen says it. */
export function verificationMark(message: StoredMessage): string | undefined {
  return verificationReport(message.verification)?.join(" ");
}

export interface SessionExport {
  title: string;
  modeLabel: string;
  details: { label: string; value: string }[];
  problem: string;
  /** Where an imported problem comes from, as the license asks it to be kept with the problem. */
  problemSource?: string;
  conversationTitle: string;
  entries: ExportEntry[];
}

const CONVERSATION_TITLES: Record<TutorMode, string> = {
  solve: "Solution",
  concept: "Conversation",
  step: "Conversation",
  analyze: "Your Work and the Analysis",
};

/** The export's file name: vector-<mode>-<UTC timestamp>.<extension>. */
export function exportFileName(mode: TutorMode, date: Date, extension: "pdf" | "txt"): string {
  const slug = MODE_LABELS[mode].toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const timestamp = date.toISOString().slice(0, 19).replace(/:/g, "-");
  return `vector-${slug}-${timestamp}.${extension}`;
}

/** What an exported session shows, in reading order, with all math as Unicode text. */
export function buildSessionExport(record: TutorSessionRecord, now: Date): SessionExport {
  const problem = latexToText(record.problemText);
  const messages = record.history.filter(
    // The first message of a conversation repeats the problem, which has its own section.
    (message, index) =>
      !(index === 0 && message.role === "user" && message.content.trim() === record.problemText.trim()),
  );
  return {
    title: EXPORT_TITLE,
    modeLabel: MODE_LABELS[record.mode],
    details: [
      { label: "Mode", value: MODE_LABELS[record.mode] },
      { label: "Level", value: record.level ? COURSE_LEVEL_LABELS[record.level] : "Not selected" },
      { label: "Date", value: now.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" }) },
      { label: "Export date", value: exportedSession(record, now).exportDate },
      { label: "Export version", value: exportedSession(record, now).version },
    ],
    problem: problem || "(no problem text)",
    ...(record.problemSource ? { problemSource: `Source: ${attributionLine(record.problemSource)}` } : {}),
    conversationTitle: CONVERSATION_TITLES[record.mode],
    entries: messages.map((message): ExportEntry => {
      if (message.role === "user") return { speaker: "You", text: latexToText(message.content) };
      const mark = verificationMark(message);
      const scene = message.diagram ? diagramScene(message.diagram) : undefined;
      return {
        speaker: "Vector",
        text: latexToText(message.content),
        blocks: replyBlocks(message.content, latexToText),
        ...(mark ? { mark } : {}),
        ...(message.diagram && scene
          ? { diagram: { title: message.diagram.title, description: message.diagram.description, scene } }
          : {}),
      };
    }),
  };
}

/** The export as plain text (the fallback when the PDF cannot be made). */
export function sessionExportText(exported: SessionExport): string {
  const lines = [
    exported.title,
    "",
    ...exported.details.map((detail) => `${detail.label}: ${detail.value}`),
    "",
    "Problem",
    exported.problem,
    ...(exported.problemSource ? [exported.problemSource] : []),
    "",
    exported.conversationTitle,
    ...exported.entries.flatMap((entry) => [
      "",
      `${entry.speaker}:`,
      entry.text,
      ...(entry.mark ? [entry.mark] : []),
    ]),
  ];
  return `${lines.join("\n")}\n`;
}

/** The document title stored in the PDF's metadata: the product and the problem's first words. */
export function pdfDocumentTitle(exported: SessionExport): string {
  const firstWords = exported.problem.replace(/\s+/g, " ").trim();
  return `Vector session: ${firstWords.length > 80 ? `${firstWords.slice(0, 79)}…` : firstWords}`;
}

// ---------------------------------------------------------------------------------------------
// The PDF

/** Base64 of binary data, in slices so large fonts do not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Lays the export out on A4 pages (millimetres, margin 20), wrapping lines and adding pages. */
export function renderSessionPdf(
  JsPdf: typeof JsPdfDocument,
  fontBase64: string,
  exported: SessionExport,
): JsPdfDocument {
  const pdf = new JsPdf({ unit: "mm", format: "a4" });
  pdf.addFileToVFS(FONT_FILE, fontBase64);
  pdf.addFont(FONT_FILE, FONT_NAME, "normal");
  pdf.setFont(FONT_NAME, "normal");
  pdf.setProperties({
    title: pdfDocumentTitle(exported),
    subject: `${exported.modeLabel} session`,
    author: "Vector",
    creator: "Vector",
    keywords: `physics, ${exported.modeLabel}`,
  });

  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const textWidth = pageWidth - 2 * PAGE_MARGIN;
  let y = PAGE_MARGIN;

  function write(text: string, fontSize: number, color: [number, number, number] = [15, 23, 42]) {
    pdf.setFontSize(fontSize);
    pdf.setTextColor(...color);
    // getLineHeight is in points; the page is laid out in millimetres.
    const lineHeight = pdf.getLineHeight() / pdf.internal.scaleFactor;
    const lines: string[] = pdf.splitTextToSize(text, textWidth);
    for (const line of lines) {
      if (y + lineHeight > pageHeight - PAGE_MARGIN) {
        pdf.addPage();
        y = PAGE_MARGIN;
      }
      pdf.text(line, PAGE_MARGIN, y, { baseline: "top" });
      y += lineHeight;
    }
  }

  function gap(size: number) {
    y += size;
  }

  write(exported.title, 18);
  gap(2);
  for (const detail of exported.details) write(`${detail.label}: ${detail.value}`, 11, [71, 85, 105]);
  gap(5);
  write("Problem", 14);
  gap(1);
  write(exported.problem, 11);
  if (exported.problemSource) {
    gap(1);
    write(exported.problemSource, 9, [71, 85, 105]);
  }
  gap(5);
  write(exported.conversationTitle, 14);
  for (const entry of exported.entries) {
    gap(3);
    write(`${entry.speaker}:`, 11, entry.speaker === "You" ? [29, 78, 216] : [4, 120, 87]);
    if (entry.blocks) {
      y = writeReplyBlocks(
        pdf,
        entry.blocks,
        { left: PAGE_MARGIN, width: textWidth, top: PAGE_MARGIN, bottom: pageHeight - PAGE_MARGIN },
        y,
      );
    } else write(entry.text, 11);
    if (entry.diagram) {
      // The diagram at a readable size (the scene's text at about 9 pt), kept whole on one page.
      const width = Math.min(textWidth, DIAGRAM_WIDTH);
      const height = (entry.diagram.scene.height * width) / entry.diagram.scene.width;
      gap(3);
      if (y + height + 12 > pageHeight - PAGE_MARGIN) {
        pdf.addPage();
        y = PAGE_MARGIN;
      }
      write(entry.diagram.title, 12);
      gap(1);
      y += drawScenePdf(pdf, entry.diagram.scene, PAGE_MARGIN + (textWidth - width) / 2, y, width);
      gap(1);
      write(entry.diagram.description, 9, [71, 85, 105]);
    }
    if (entry.mark) write(entry.mark, 10, entry.mark.startsWith("✓") ? [4, 120, 87] : [146, 64, 14]);
  }
  return pdf;
}

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function loadPdfTools() {
  const [{ jsPDF }, { default: fontUrl }] = await Promise.all([
    import("jspdf"),
    import("./fonts/DejaVuSans.ttf?url"),
  ]);
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`Font download failed: ${response.status}`);
  return { jsPDF, fontBase64: toBase64(new Uint8Array(await response.arrayBuffer())) };
}

/** Exports a session as a PDF; when that fails, downloads it as a text file and says so. */
export async function exportSession(record: TutorSessionRecord, now = new Date()): Promise<"pdf" | "txt"> {
  const exported = buildSessionExport(record, now);
  try {
    const { jsPDF, fontBase64 } = await loadPdfTools();
    const fileName = exportFileName(record.mode, now, "pdf");
    renderSessionPdf(jsPDF, fontBase64, exported).save(fileName);
    toast({ title: "Session Exported", description: `Saved as ${fileName}` });
    return "pdf";
  } catch {
    downloadText(sessionExportText(exported), exportFileName(record.mode, now, "txt"));
    toast({
      title: "Export Failed",
      description: "Could not generate PDF. Downloaded as text file instead.",
      variant: "destructive",
    });
    return "txt";
  }
}
