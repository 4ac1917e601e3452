/**
 * The text of a PDF written by jsPDF with an embedded font: its text is glyph ids in hex, which
 * the font's ToUnicode map turns back into characters. One line per text drawing.
 */
export function pdfText(pdf: string): string {
  const glyphs = new Map<string, string>();
  for (const block of pdf.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const codePoints = pair[2].match(/.{4}/g) ?? [];
      glyphs.set(
        pair[1].toLowerCase(),
        String.fromCharCode(...codePoints.map((hex) => Number.parseInt(hex, 16))),
      );
    }
  }
  const lines: string[] = [];
  for (const shown of pdf.matchAll(/<([0-9a-fA-F]+)>\s*Tj/g)) {
    const ids = shown[1].toLowerCase().match(/.{4}/g) ?? [];
    lines.push(ids.map((id) => glyphs.get(id) ?? "?").join(""));
  }
  return lines.join("\n");
}
