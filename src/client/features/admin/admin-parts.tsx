/**
 * Small pieces the portal's tabs share: form fields, a panel frame, and the counters of a
 * subscription row as support reads them.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { AdminSubscriptionRow } from "../../../contracts/admin";
import { cn } from "../../ui/cn";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal focus:border-brand-600";

/** A labelled field: the render prop gets the id and hint id to put on its input. */
export function Field(props: {
  label: string;
  hint?: string;
  children: (ids: { id: string; "aria-describedby"?: string }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn("text-sm font-medium text-slate-800", props.className)}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, "aria-describedby": props.hint ? hintId : undefined })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs font-normal text-slate-500">
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A labelled one-line input whose value is held by the caller. */
export function TextField(
  props: {
    label: string;
    hint?: string;
    className?: string;
    value: string;
    onChange: (value: string) => void;
  } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "min" | "step" | "inputMode" | "autoComplete" | "placeholder"
  >,
) {
  const { label, hint, className, value, onChange, ...inputAttributes } = props;
  return (
    <Field label={label} hint={hint} className={className}>
      {(ids) => (
        <input
          {...ids}
          {...inputAttributes}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A definition list of label and value pairs, two columns from small screens up. */
export function Facts(props: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {props.items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A date as support reads it, or a dash. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  return new Date(value).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** A moment with its time, for the audit log. */
export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** "3 of 6 used, 3 remaining" for a subscription row. */
export function describeUsage(row: AdminSubscriptionRow): string {
  const remaining = Math.max(0, row.monthly_session_limit - row.current_month_sessions);
  return `${row.current_month_sessions} of ${row.monthly_session_limit} used, ${remaining} remaining`;
}

/** The counters after a change, announced politely so a screen reader hears the new count. */
export function ChangeResult(props: { row: AdminSubscriptionRow | null; message: string | null }) {
  if (!props.row) return null;
  return (
    <div
      role="status"
      className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <p className="font-semibold">
        {props.row.user_email}: {describeUsage(props.row)} this billing period
      </p>
      {props.message && <p className="mt-1">{props.message}</p>}
    </div>
  );
}

/** A coloured status badge. */
export function StatusBadge(props: { status: string }) {
  const tone =
    props.status === "active"
      ? "bg-emerald-100 text-emerald-800"
      : props.status === "cancelled"
        ? "bg-amber-100 text-amber-900"
        : "bg-slate-100 text-slate-700";
  return <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{props.status}</span>;
}
