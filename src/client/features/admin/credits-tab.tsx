/**
 * Credits & Refunds: gives back sessions a student used this billing period (a failed reply, an
 * outage). A credit can be at most the sessions used; Session Control adds beyond that.
 */
import { type FormEvent, useState } from "react";
import type {
  AdminSubscriptionRow,
  ApplyCreditRequest,
  SessionsChangeResponse,
} from "../../../contracts/admin";
import { Button } from "../../ui/button";
import { showValidationMessage, type UserReference, useAdminMutation } from "./admin-api";
import { ChangeResult, Field, inputClass, Panel } from "./admin-parts";
import { parseSessionCount } from "./session-control-tab";

export function CreditsTab(props: { selectedUser: UserReference | null }) {
  const [userId, setUserId] = useState(props.selectedUser?.email ?? "");
  const [count, setCount] = useState("");
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<{ row: AdminSubscriptionRow; message: string } | null>(null);
  const credit = useAdminMutation<ApplyCreditRequest, SessionsChangeResponse>({
    request: (body) => ({ method: "POST", url: "/api/admin/apply-credit", body }),
    successMessage: "Credit applied successfully",
    failureMessage: "Failed to apply credit",
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
    credit.mutate({ userId: userId.trim(), sessions, reason: reason.trim() });
  }

  return (
    <Panel title="Credits & Refunds" className="max-w-3xl">
      <p className="text-sm text-slate-600">
        A credit gives back sessions the student used this billing period, up to the number used. It lasts
        until the next renewal starts a new count.
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
        <Field label="Sessions to credit">
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
          <Button type="submit" disabled={credit.isPending}>
            {credit.isPending ? "Applying..." : "Apply Credit"}
          </Button>
        </div>
      </form>
      <ChangeResult row={result?.row ?? null} message={result?.message ?? null} />
    </Panel>
  );
}
