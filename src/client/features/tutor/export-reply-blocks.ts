/**
 * A reply in the PDF as the screen shows it: headings, paragraphs with bold words, bulleted and
 * numbered items, and display math on its own centred line. Math is written as Unicode text.
 */
import type { jsPDF as JsPdfDocument } from "jspdf";

export interface TextRun {
  text: string;
  bold: boolean;
}

export type ReplyBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; runs: TextRun[] }
  | { kind: "item"; marker: string; runs: TextRun[] }
  | { kind: "math"; text: string };

type ToText = (markdown: string) => string;

/** The runs of a line: bold where the markdown says so, emphasis marks removed, math as text. */
export function textRuns(line: string, toText: ToText): TextRun[] {
  const runs: TextRun[] = [];
  const parts = line.split(/\*\*(.+?)\*\*|__(.+?)__/);
  for (let index = 0; index < parts.length; index += 3) {
    const plain = parts[index] ?? "";
    const bold = parts[index + 1] ?? parts[index + 2];
    pushRun(runs, plain.replace(/(^|[^\w*])\*([^*\n]+)\*(?!\w)/g, "$1$2"), false, toText);
    if (bold !== undefined) pushRun(runs, bold, true, toText);
  }
  return runs;
}

function pushRun(runs: TextRun[], markdown: string, bold: boolean, toText: ToText) {
  if (!markdown) return;
  // The converter trims; the spaces around a run separate it from its neighbours.
  const before = /^\s/.test(markdown) ? " " : "";
  const after = /\s$/.test(markdown) ? " " : "";
  const text = `${before}${toText(markdown)}${after}`;
  if (text.trim()) runs.push({ text, bold });
  else if (text) runs.push({ text: " ", bold: false });
}

const DISPLAY_OPEN = /^\s*(\$\$|\\\[)/;
const DISPLAY_CLOSE = { $$: /\$\$\s*$/, "\\[": /\\\]\s*$/ } as const;

/** The blocks of a reply's markdown, in order. */
export function replyBlocks(markdown: string, toText: ToText): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", runs: textRuns(paragraph.join(" "), toText) });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const opening = DISPLAY_OPEN.exec(line);
    if (opening) {
      endParagraph();
      const close = DISPLAY_CLOSE[opening[1] as keyof typeof DISPLAY_CLOSE];
      const math = [line];
      const closedOnSameLine = close.test(line.slice(opening.index + opening[0].length));
      while (!closedOnSameLine && index + 1 < lines.length) {
        const next = lines[++index];
        math.push(next);
        if (close.test(next)) break;
      }
      blocks.push({ kind: "math", text: toText(math.join("\n")) });
      continue;
    }
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      endParagraph();
      // The closing #s: only the first space of a run may start the match, so long runs are read once.
      blocks.push({ kind: "heading", text: toText(heading[1].replace(/(?<!\s)\s+#+\s*$/, "")) });
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      endParagraph();
      const marker = /\d/.test(item[1]) ? item[1].replace(")", ".") : "•";
      blocks.push({ kind: "item", marker, runs: textRuns(item[2], toText) });
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}

export interface PdfFrame {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

type Colour = [number, number, number];
const TEXT_COLOUR: Colour = [15, 23, 42];

/** Writes the blocks from `y` down, adding pages as needed; returns the y below them. */
export function writeReplyBlocks(
  pdf: JsPdfDocument,
  blocks: ReplyBlock[],
  frame: PdfFrame,
  startY: number,
): number {
  let y = startY;
  const lineHeight = () => pdf.getLineHeight() / pdf.internal.scaleFactor;
  const room = (height: number) => {
    if (y + height <= frame.bottom) return;
    pdf.addPage();
    y = frame.top;
  };
  const setSize = (size: number) => {
    pdf.setFontSize(size);
    pdf.setTextColor(...TEXT_COLOUR);
    pdf.setDrawColor(...TEXT_COLOUR);
  };

  /** Writes runs wrapped to the width; bold runs are drawn filled and outlined. */
  function writeRuns(runs: TextRun[], left: number, width: number) {
    const words = runs.flatMap((run) =>
      run.text
        .split(/(\s+)/)
        .filter(Boolean)
        .map((text) => ({ text: /^\s+$/.test(text) ? " " : text, bold: run.bold })),
    );
    const lines: TextRun[][] = [];
    let line: TextRun[] = [];
    let used = 0;
    for (const word of words) {
      if (word.text === " " && line.length === 0) continue;
      const wordWidth = pdf.getTextWidth(word.text);
      if (word.text !== " " && line.length > 0 && used + wordWidth > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      if (word.text === " " && line.length === 0) continue;
      const last = line.at(-1);
      if (last && last.bold === word.bold) last.text += word.text;
      else line.push({ ...word });
      used += wordWidth;
    }
    if (line.length) lines.push(line);
    for (const segments of lines) {
      room(lineHeight());
      let x = left;
      for (const segment of segments) {
        const text = segment === segments.at(-1) ? segment.text.trimEnd() : segment.text;
        pdf.setLineWidth(0.15);
        pdf.text(text, x, y, { baseline: "top", renderingMode: segment.bold ? "fillThenStroke" : "fill" });
        x += pdf.getTextWidth(text);
      }
      y += lineHeight();
    }
  }

  blocks.forEach((block, index) => {
    if (index > 0) y += block.kind === "heading" ? 3 : 1.5;
    if (block.kind === "heading") {
      setSize(12.5);
      writeRuns([{ text: block.text, bold: true }], frame.left, frame.width);
    } else if (block.kind === "paragraph") {
      setSize(11);
      writeRuns(block.runs, frame.left, frame.width);
    } else if (block.kind === "item") {
      setSize(11);
      room(lineHeight());
      pdf.text(block.marker, frame.left + 2, y, { baseline: "top" });
      writeRuns(block.runs, frame.left + 8, frame.width - 8);
    } else {
      setSize(11);
      for (const mathLine of pdf.splitTextToSize(block.text, frame.width - 10) as string[]) {
        room(lineHeight());
        pdf.text(mathLine, frame.left + (frame.width - pdf.getTextWidth(mathLine)) / 2, y, {
          baseline: "top",
        });
        y += lineHeight();
      }
    }
  });
  return y;
}
