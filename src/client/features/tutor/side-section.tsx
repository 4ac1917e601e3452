/**
 * A side tool section: always open on wide screens, collapsible on small ones.
 */
import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";

const WIDE_SCREEN = "(min-width: 1024px)";

function useIsWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const update = () => setWide(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/** A titled section; on small screens it starts closed and opens with its heading button. */
export function SideSection(props: { title: string; children: ReactNode; tour?: string }) {
  const wide = useIsWide();
  const [open, setOpen] = useState(false);
  const isOpen = wide || open;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-tour={props.tour}>
      {wide ? (
        <h2 className="font-semibold">{props.title}</h2>
      ) : (
        <h2>
          <button
            type="button"
            aria-expanded={isOpen}
            onClick={() => setOpen((current) => !current)}
            className="flex w-full items-center justify-between gap-2 text-left font-semibold"
          >
            {props.title}
            <ChevronDown
              className={`h-5 w-5 transition-transform ${isOpen ? "rotate-180" : ""}`}
              aria-hidden
            />
          </button>
        </h2>
      )}
      {isOpen && <div className="mt-3">{props.children}</div>}
    </section>
  );
}
