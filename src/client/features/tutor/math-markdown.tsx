/**
 * Markdown with math rendered by KaTeX (HTML for the eye, MathML for screen readers).
 * Loaded on demand, so KaTeX is not part of the first load.
 */
import "katex/dist/katex.min.css";
import { memo, type ReactElement } from "react";
import Markdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
import { markdownBlocks } from "./markdown-blocks";
import { normalizeMathDelimiters } from "./normalize-math";

const remarkPlugins = [remarkMath];
const rehypePlugins: [[typeof rehypeKatex, { output: "htmlAndMathml" }]] = [
  [rehypeKatex, { output: "htmlAndMathml" }],
];

/** Blocks already typeset, by their text (the most recent ones). */
const typeset = new Map<string, ReactElement>();
const TYPESET_LIMIT = 400;

/**
 * A block's markdown parsed and its math typeset, once per text: a reply shown again elsewhere
 * (finished after streaming, or cut around a highlighted line) reuses the work.
 */
function typesetBlock(text: string, complete: boolean): ReactElement {
  const cached = typeset.get(text);
  if (cached) return cached;
  // Markdown is a plain function of its options (no hooks), so its output can be kept.
  const tree = Markdown({ remarkPlugins, rehypePlugins, children: normalizeMathDelimiters(text) });
  // A text's last block may still be growing: only whole blocks are worth keeping.
  if (!complete) return tree;
  typeset.set(text, tree);
  if (typeset.size > TYPESET_LIMIT) typeset.delete(typeset.keys().next().value as string);
  return tree;
}

/** One top-level block; rendered again only when its own text changes. */
const MarkdownBlock = memo(function MarkdownBlock({ text, complete }: { text: string; complete: boolean }) {
  return typesetBlock(text, complete);
});

/**
 * Renders a tutor reply or a preview, block by block: while a reply streams in, only its last
 * block changes, so only that block is parsed and typeset again.
 */
export default function MathMarkdown({ children }: { children: string }) {
  const blocks = markdownBlocks(children);
  return (
    <div className="tutor-prose">
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={index} text={block} complete={index < blocks.length - 1} />
      ))}
    </div>
  );
}
