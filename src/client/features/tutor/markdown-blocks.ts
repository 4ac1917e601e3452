/**
 * Splits a reply's markdown into its top-level blocks (paragraphs, headings, lists, display math),
 * so a reply that grows token by token re-renders only its last block.
 */

/** Whether the text leaves a fence, display math or a bracketed display open. */
function leavesOpen(text: string): boolean {
  const fences = text.match(/^\s*(```|~~~)/gm)?.length ?? 0;
  const displayMath = text.match(/\$\$/g)?.length ?? 0;
  const opened = text.match(/\\\[/g)?.length ?? 0;
  const closed = text.match(/\\\]/g)?.length ?? 0;
  return fences % 2 === 1 || displayMath % 2 === 1 || opened > closed;
}

/**
 * The blocks of a markdown text, joined back they give the text. A blank line ends a block unless
 * a fence or display math is still open, or the next line is indented (it continues a list item).
 */
export function markdownBlocks(text: string): string[] {
  const parts = text.split(/(\n[ \t]*\n)/);
  const blocks: string[] = [];
  let current = "";
  for (let index = 0; index < parts.length; index += 2) {
    const part = parts[index];
    const separator = parts[index + 1] ?? "";
    const continues = current !== "" && (leavesOpen(current) || /^[ \t]/.test(part));
    if (current !== "" && !continues) {
      blocks.push(current);
      current = "";
    }
    current += part + separator;
  }
  if (current !== "") blocks.push(current);
  return blocks;
}
