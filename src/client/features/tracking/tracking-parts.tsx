/** Small pieces the dashboard's tabs share: a panel frame and a list of labelled figures. */
import type { ReactNode } from "react";
import { cn } from "../../ui/cn";

/** Labelled figures in a grid: two columns on phones, three on wide screens. */
export function Figures(props: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {props.items.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-0.5 break-words text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A one-line message in place of data that is loading, failed or absent. */
export function Notice(props: { tone?: "quiet" | "error"; children: ReactNode }) {
  return (
    <p className={cn("text-sm", props.tone === "error" ? "text-red-800" : "text-slate-600")}>
      {props.children}
    </p>
  );
}
