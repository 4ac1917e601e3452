/**
 * Shows what the physics engine said about a reply: how many calculations it checked, which
 * failed and what they should be, what was corrected, or nothing when nothing could be checked.
 */
import { CircleCheck, CircleDashed, TriangleAlert } from "lucide-react";
import type { Verification } from "../../../contracts/tutor";
import { failedLineSummary, isPartlyChecked, verificationHeadline } from "./verification-report";

/**
 * A mark on checked replies, a neutral note on replies checked in part, and a clear note when a
 * check failed or the engine disagrees (decision 037 says what each promises).
 */
export function VerificationBadge({ verification }: { verification?: Verification }) {
  if (isPartlyChecked(verification) && verification) {
    return (
      <p
        data-testid="verification-badge"
        className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
      >
        <CircleDashed className="h-4 w-4" aria-hidden />
        {verificationHeadline(verification)}
      </p>
    );
  }
  if (!verification || verification.status === "not-checked") return null;
  const corrected = verification.correctedLines ?? [];
  if (verification.status === "verified") {
    return (
      <div className="mt-3 grid justify-items-start gap-1">
        <p
          data-testid="verification-badge"
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800"
        >
          <CircleCheck className="h-4 w-4" aria-hidden />
          {verificationHeadline(verification)}
        </p>
        {corrected.length > 0 && (
          <p className="text-sm text-slate-600">
            Corrected after the check: {corrected.map(failedLineSummary).join(" ")}
          </p>
        )}
      </div>
    );
  }
  const failed = verification.failedLines ?? [];
  const engine = verification.engineAnswer;
  return (
    <div
      role="note"
      data-testid="verification-badge"
      className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <strong>{verificationHeadline(verification)}.</strong>
        {failed.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {failed.map((line) => (
              <li key={`${line.lineNumber}-${line.text}`}>{failedLineSummary(line)}</li>
            ))}
          </ul>
        ) : (
          <>
            {" "}
            {engine ? `Its own result is ${Number(engine.value.toPrecision(4))} ${engine.unit}. ` : ""}
            {verification.note}
          </>
        )}
      </div>
    </div>
  );
}
