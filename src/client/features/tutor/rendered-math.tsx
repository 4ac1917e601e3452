/**
 * Rendered markdown and math, loading the renderer on first use and showing the plain text
 * until then.
 */
import { lazy, Suspense } from "react";

const MathMarkdown = lazy(() => import("./math-markdown"));

/** Markdown with math; plain text while the renderer loads. */
export function RenderedMath({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="whitespace-pre-wrap">{text}</div>}>
      <MathMarkdown>{text}</MathMarkdown>
    </Suspense>
  );
}
