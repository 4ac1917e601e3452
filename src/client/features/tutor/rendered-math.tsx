/**
 * Rendered markdown and math. The renderer (KaTeX with the markdown parser) is not part of the
 * screen's first download: it starts loading when the student asks for help, so it is ready by
 * the time the reply streams in, or at the first math shown before that (a restored session, a
 * template problem), with the plain text on screen until it has loaded.
 */
import { lazy, Suspense } from "react";

const loadMathMarkdown = () => import("./math-markdown");
const MathMarkdown = lazy(loadMathMarkdown);

/**
 * Starts loading the renderer, if it is not loaded yet. Loading it when the first reply's text
 * arrives would parse and compile it, then typeset the reply so far, in one long task mid-stream.
 */
export function preloadMathRenderer(): void {
  // A failed load is reported where the renderer is first used, as it would be without this.
  loadMathMarkdown().catch(() => {});
}

/** Markdown with math; plain text while the renderer loads. */
export function RenderedMath({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="whitespace-pre-wrap">{text}</div>}>
      <MathMarkdown>{text}</MathMarkdown>
    </Suspense>
  );
}
