/**
 * A reply with the calculations that failed the physics engine's check highlighted where they
 * stand, each with what it should be beside it.
 */
import { Fragment } from "react";
import type { FailedLine, Verification } from "../../../contracts/tutor";
import { RenderedMath } from "./rendered-math";
import { failedLineSummary } from "./verification-report";

interface ReplyPart {
  /** The reply line (from 0) the part starts on. */
  start: number;
  text: string;
  failed?: FailedLine;
}

/** Cuts a reply into the stretches before, on and after each failed calculation's lines. */
export function replyParts(text: string, failedLines: readonly FailedLine[]): ReplyPart[] {
  const lines = text.split("\n");
  const parts: ReplyPart[] = [];
  let next = 0;
  const sorted = [...failedLines].sort((a, b) => a.lineNumber - b.lineNumber);
  for (const failed of sorted) {
    const first = failed.lineNumber - 1;
    const last = Math.min(lines.length, failed.endLineNumber ?? failed.lineNumber);
    if (first < next || first >= lines.length) continue;
    if (first > next) parts.push({ start: next, text: lines.slice(next, first).join("\n") });
    parts.push({ start: first, text: lines.slice(first, last).join("\n"), failed });
    next = last;
  }
  if (next < lines.length) parts.push({ start: next, text: lines.slice(next).join("\n") });
  return parts.filter((part) => part.text.trim() !== "" || part.failed);
}

/** The reply, rendered; failed calculations marked with their correction. */
export function CheckedReply({ text, verification }: { text: string; verification?: Verification }) {
  const failedLines = verification?.failedLines ?? [];
  // Without failed lines the reply renders exactly as it streamed in, reusing what was typeset.
  if (failedLines.length === 0) return <RenderedMath text={text} />;
  return (
    <>
      {replyParts(text, failedLines).map((part) =>
        part.failed ? (
          <div
            key={part.start}
            data-failed-line
            className="my-2 rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-1"
          >
            <RenderedMath text={part.text} />
            <p className="text-sm text-amber-900">
              <strong>Check failed:</strong> {failedLineSummary(part.failed)}
            </p>
          </div>
        ) : (
          <Fragment key={part.start}>
            <RenderedMath text={part.text} />
          </Fragment>
        ),
      )}
    </>
  );
}
