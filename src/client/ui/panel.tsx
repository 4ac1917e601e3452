/** A white card with a heading, shared by the support portal and the tracking dashboard. */
import type { ReactNode } from "react";
import { cn } from "./cn";

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
