/**
 * The form Session Control and Credits & Refunds share: a user by id or email, a number of
 * sessions (at least 1), a reason, and the counters after the change. Each tab adds its own
 * fields (Add or Subtract) and says what its change does.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import type { AdminSubscriptionRow, SessionsChangeResponse } from "../../../contracts/admin";
import { Button } from "../../ui/button";
import { Panel } from "../../ui/panel";
import { showValidationMessage, type UserReference, useAdminMutation } from "./admin-api";
import { ChangeResult, TextField } from "./admin-parts";

/** A whole number of at least 1 typed in a field, or null. */
export function parseSessionCount(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

export interface SessionsFormValues {
  userId: string;
  sessions: number;
  reason: string;
}

export function SessionsForm<Body>(props: {
  title: string;
  explanation: string;
  selectedUser: UserReference | null;
  countLabel: string;
  submitLabel: string;
  pendingLabel: string;
  url: string;
  toBody: (values: SessionsFormValues) => Body;
  successMessage: string;
  failureMessage: string;
  extraFields?: ReactNode;
}) {
  const [userId, setUserId] = useState(props.selectedUser?.email ?? "");
  const [count, setCount] = useState("");
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<{ row: AdminSubscriptionRow; message: string } | null>(null);
  const change = useAdminMutation<Body, SessionsChangeResponse>({
    request: (body) => ({ method: "POST", url: props.url, body }),
    successMessage: props.successMessage,
    failureMessage: props.failureMessage,
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
    change.mutate(props.toBody({ userId: userId.trim(), sessions, reason: reason.trim() }));
  }

  return (
    <Panel title={props.title} className="max-w-3xl">
      <p className="text-sm text-slate-600">{props.explanation}</p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField
          label="User ID or email"
          className="sm:col-span-2"
          value={userId}
          onChange={setUserId}
          autoComplete="off"
        />
        {props.extraFields}
        <TextField
          label={props.countLabel}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={count}
          onChange={setCount}
        />
        <TextField label="Reason" className="sm:col-span-2" value={reason} onChange={setReason} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? props.pendingLabel : props.submitLabel}
          </Button>
        </div>
      </form>
      <ChangeResult row={result?.row ?? null} message={result?.message ?? null} />
    </Panel>
  );
}
