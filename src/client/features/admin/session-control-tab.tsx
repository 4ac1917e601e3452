/**
 * Session Control: Add or Subtract sessions of the current billing period's limit
 * (docs/decisions/016-support-portal.md). The next renewal sets the limit back to the plan's.
 */
import { type FormEvent, useState } from "react";
import type {
  AdjustSessionsRequest,
  AdminSubscriptionRow,
  SessionsChangeResponse,
} from "../../../contracts/admin";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { showValidationMessage, type UserReference, useAdminMutation } from "./admin-api";
import { ChangeResult, Field, inputClass, Panel } from "./admin-parts";

/** A whole number of at least 1 typed in a field, or null. */
export function parseSessionCount(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

export function SessionControlTab(props: { selectedUser: UserReference | null }) {
  const [userId, setUserId] = useState(props.selectedUser?.email ?? "");
  const [direction, setDirection] = useState<"add" | "subtract">("add");
  const [count, setCount] = useState("");
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<{ row: AdminSubscriptionRow; message: string } | null>(null);
  const adjust = useAdminMutation<AdjustSessionsRequest, SessionsChangeResponse>({
    request: (body) => ({ method: "POST", url: "/api/admin/adjust-sessions", body }),
    successMessage: "Session count adjusted successfully",
    failureMessage: "Failed to adjust sessions",
    onSuccess: (answer) => {
      setResult({ row: answer.subscription, message: answer.message });
      setCount("");
      setReason("");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const sessions = parseSessionCount(count);
    if (!userId.trim() || sessions === null || !reason.trim()) {
      showValidationMessage("Please fill all fields");
      return;
    }
    adjust.mutate({
      userId: userId.trim(),
      adjustment: direction === "add" ? sessions : -sessions,
      reason: reason.trim(),
    });
  }

  return (
    <Panel title="Session Control" className="max-w-3xl">
      <p className="text-sm text-slate-600">
        Add raises this billing period's session limit; Subtract lowers it, never below the sessions already
        used. The change lasts until the next renewal, which sets the limit back to the plan's allowance.
      </p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field label="User ID or email" className="sm:col-span-2">
          {(ids) => (
            <input
              {...ids}
              className={inputClass}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
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
        <Field label="Number of sessions">
          {(ids) => (
            <input
              {...ids}
              className={inputClass}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          )}
        </Field>
        <Field label="Reason" className="sm:col-span-2">
          {(ids) => (
            <input
              {...ids}
              className={inputClass}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? "Adjusting..." : "Adjust Sessions"}
          </Button>
        </div>
      </form>
      <ChangeResult row={result?.row ?? null} message={result?.message ?? null} />
    </Panel>
  );
}
