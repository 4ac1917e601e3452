/**
 * The app's dialog for a deletion that cannot be undone: a destructive trigger, a plain account of
 * what goes and what stays, a paid plan that keeps running named with a box to tick, a typed
 * confirmation, and the server's refusal shown in place. The caller owns the state and the call.
 */
import { AlertDialog } from "radix-ui";
import type { FormEvent, ReactNode } from "react";
import { Button } from "./button";

export interface RunningPlanNotice {
  /** The plan that keeps billing, as the server named it. */
  planName: string;
  /** Why it keeps running and where it is cancelled. */
  explanation: ReactNode;
  /** The sentence the student ticks. */
  acknowledgement: ReactNode;
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
}

/** The dialog and its trigger button; `actionLabel` names both the trigger and the final button. */
export function ConfirmDeletionDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionLabel: string;
  title: string;
  /** What is deleted and what is kept (the dialog's accessible description). */
  description: ReactNode;
  runningPlan?: RunningPlanNotice;
  confirmation: {
    id: string;
    label: ReactNode;
    value: string;
    onChange: (value: string) => void;
    type?: string;
  };
  error: string | null;
  busy: boolean;
  /** Whether everything asked for is given, so the deletion may be sent. */
  ready: boolean;
  onConfirm: () => void;
}) {
  const { runningPlan, confirmation, busy } = props;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.ready && !busy) props.onConfirm();
  }
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="destructive">{props.actionLabel}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {props.title}
          </AlertDialog.Title>
          <form onSubmit={submit}>
            {runningPlan && (
              <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <p className="font-semibold">Your {runningPlan.planName} keeps running.</p>
                <p className="mt-1">{runningPlan.explanation}</p>
                <label className="mt-3 flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={runningPlan.acknowledged}
                    disabled={busy}
                    onChange={(event) => runningPlan.onAcknowledgedChange(event.target.checked)}
                    className="mt-0.5 h-4 w-4"
                  />
                  <span>{runningPlan.acknowledgement}</span>
                </label>
              </div>
            )}
            <AlertDialog.Description asChild>
              <div className="mt-3 space-y-2 text-sm text-slate-700">{props.description}</div>
            </AlertDialog.Description>
            <label htmlFor={confirmation.id} className="mt-4 block text-sm font-medium text-slate-900">
              {confirmation.label}
            </label>
            <input
              id={confirmation.id}
              type={confirmation.type ?? "text"}
              value={confirmation.value}
              disabled={busy}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => confirmation.onChange(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
            {props.error && (
              <p
                role="alert"
                className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
              >
                {props.error}
              </p>
            )}
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={!props.ready || busy}>
                {busy ? "Deleting..." : props.actionLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
