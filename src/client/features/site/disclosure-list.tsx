/**
 * Questions that open and close one by one: native <details>/<summary>, so each item is a
 * button to assistive technology, works by mouse, Enter and Space, and needs no script.
 */
import type { ReactNode } from "react";

export interface QuestionAndAnswer {
  question: string;
  answer: ReactNode;
}

/** A list of independent disclosure widgets, one per question. */
export function DisclosureList({ items }: { items: readonly QuestionAndAnswer[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 open:bg-slate-50/60">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="pb-5 leading-relaxed text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
