/** A labelled text input with an optional hint, and the notices forms show above or below it. */
import { clsx } from "clsx";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-600";

/** A text input inside its label; the hint, if any, is its description. */
export function FormField({
  label,
  hint,
  className,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const hintId = useId();
  return (
    <div className={className}>
      <label className="block text-sm font-medium text-slate-900">
        {label}
        <input className={inputClass} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A message about the last action: an error (role alert) or a success (role status). */
export function FormNotice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-lg border px-3 py-2 text-sm",
        tone === "error" && "border-red-300 bg-red-50 text-red-900",
        tone === "success" && "border-emerald-300 bg-emerald-50 text-emerald-900",
        tone === "info" && "border-brand-100 bg-brand-50 text-slate-800",
      )}
    >
      {children}
    </div>
  );
}
