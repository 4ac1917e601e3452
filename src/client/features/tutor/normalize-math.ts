/**
 * Rewrites LaTeX delimiters the markdown renderer does not know: \[...\] becomes display math
 * on its own lines and \(...\) becomes inline $...$.
 */

/** Normalises math delimiters for rendering. */
export function normalizeMathDelimiters(markdown: string): string {
  return markdown
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, math: string) => `\n$$\n${math.trim()}\n$$\n`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, math: string) => `$${math.trim()}$`);
}
