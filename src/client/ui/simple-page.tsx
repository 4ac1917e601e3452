import type { ReactNode } from "react";
import { Link } from "wouter";

/** A plain page with a title, used by informational pages. */
export function SimplePage(props: {
  title: string;
  children: ReactNode;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-10">
      {props.backHref && (
        <Link href={props.backHref} className="text-sm font-medium text-brand-700 hover:underline">
          ← {props.backLabel ?? "Back"}
        </Link>
      )}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{props.title}</h1>
      <div className="mt-4 space-y-4 text-slate-700">{props.children}</div>
    </main>
  );
}
