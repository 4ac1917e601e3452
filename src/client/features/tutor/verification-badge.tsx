/**
 * Shows what the physics engine said about a reply: checked, disagreeing, or nothing to check.
 */
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { Verification } from "../../../contracts/tutor";

/** A mark on verified answers and a clear note when the engine disagrees. */
export function VerificationBadge({ verification }: { verification?: Verification }) {
  if (!verification || verification.status === "not-checked") return null;
  if (verification.status === "verified") {
    return (
      <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
        <CircleCheck className="h-4 w-4" aria-hidden />
        Checked by the physics engine
      </p>
    );
  }
  const engine = verification.engineAnswer;
  return (
    <p
      role="note"
      className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <strong>The physics engine disagrees with this answer.</strong>{" "}
        {engine ? `Its own result is ${Number(engine.value.toPrecision(4))} ${engine.unit}. ` : ""}
        {verification.note}
      </span>
    </p>
  );
}
