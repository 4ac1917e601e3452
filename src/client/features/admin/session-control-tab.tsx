/**
 * Session Control: Add or Subtract sessions of the current billing period's limit
 * (docs/decisions/016-support-portal.md). The next renewal sets the limit back to the plan's.
 */
import { useState } from "react";
import type { AdjustSessionsRequest } from "../../../contracts/admin";
import { cn } from "../../ui/cn";
import type { UserReference } from "./admin-api";
import { SessionsForm } from "./sessions-form";

export function SessionControlTab(props: { selectedUser: UserReference | null }) {
  const [direction, setDirection] = useState<"add" | "subtract">("add");
  return (
    <SessionsForm<AdjustSessionsRequest>
      title="Session Control"
      explanation="Add raises this billing period's session limit; Subtract lowers it, never below the sessions already used. The change lasts until the next renewal, which sets the limit back to the plan's allowance."
      selectedUser={props.selectedUser}
      countLabel="Number of sessions"
      submitLabel="Adjust Sessions"
      pendingLabel="Adjusting..."
      url="/api/admin/adjust-sessions"
      toBody={({ userId, sessions, reason }) => ({
        userId,
        adjustment: direction === "add" ? sessions : -sessions,
        reason,
      })}
      successMessage="Session count adjusted successfully"
      failureMessage="Failed to adjust sessions"
      extraFields={
        <fieldset className="text-sm font-medium text-slate-800">
          <legend>Action</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {(["add", "subtract"] as const).map((option) => (
              <label
                key={option}
                className={cn(
                  "flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                  direction === option ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white",
                )}
              >
                <input
                  type="radio"
                  name="direction"
                  value={option}
                  checked={direction === option}
                  onChange={() => setDirection(option)}
                  className="accent-brand-700"
                />
                {option === "add" ? "Add" : "Subtract"}
              </label>
            ))}
          </div>
        </fieldset>
      }
    />
  );
}
