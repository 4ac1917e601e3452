/** Small pieces the dashboard's tabs share: a panel frame and a list of labelled figures. */
import type { ReactNode } from "react";
import { cn } from "../../ui/cn";

/** A white card with a heading. */
export function Panel(props: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={props.title}
      className={cn("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", props.className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        {props.actions}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}

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
