/**
 * Markdown with math rendered by KaTeX (HTML for the eye, MathML for screen readers).
 * Loaded on demand, so KaTeX is not part of the first load.
 */
import "katex/dist/katex.min.css";
import { memo } from "react";
import Markdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
import { markdownBlocks } from "./markdown-blocks";
import { normalizeMathDelimiters } from "./normalize-math";

const remarkPlugins = [remarkMath];
const rehypePlugins: [[typeof rehypeKatex, { output: "htmlAndMathml" }]] = [
  [rehypeKatex, { output: "htmlAndMathml" }],
];

/** One top-level block; rendered again only when its own text changes. */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
      {normalizeMathDelimiters(text)}
    </Markdown>
  );
});

/**
 * Renders a tutor reply or a preview, block by block: while a reply streams in, only its last
 * block changes, so only that block is parsed and typeset again.
 */
export default function MathMarkdown({ children }: { children: string }) {
  return (
    <div className="tutor-prose">
      {markdownBlocks(children).map((block, index) => (
        // Blocks only ever grow at the end, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={index} text={block} />
      ))}
    </div>
  );
}
