/**
 * Markdown with math rendered by KaTeX (HTML for the eye, MathML for screen readers).
 * Loaded on demand, so KaTeX is not part of the first load.
 */
import "katex/dist/katex.min.css";
import Markdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
import { normalizeMathDelimiters } from "./normalize-math";

/** Renders a tutor reply or a preview. */
export default function MathMarkdown({ children }: { children: string }) {
  return (
    <div className="tutor-prose">
      <Markdown remarkPlugins={[remarkMath]} rehypePlugins={[[rehypeKatex, { output: "htmlAndMathml" }]]}>
        {normalizeMathDelimiters(children)}
      </Markdown>
    </div>
  );
}
