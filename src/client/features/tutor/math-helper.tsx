/**
 * The Math Helper: a button that opens a panel of Greek letters and symbols, math structures
 * and physics formulas; choosing one inserts its LaTeX, as inline math, at the cursor of the
 * problem form's focused field. Loaded on demand, so it is not part of the tutor's first load.
 */
import { Sigma, X } from "lucide-react";
import { Popover, Tabs } from "radix-ui";
import { useRef, useState } from "react";
import { Button } from "../../ui/button";
import { inlineMath, MATH_HELPER_GROUPS, type MathHelperItem } from "./math-helper-items";
import { RenderedMath } from "./rendered-math";

/** The Math Helper button and its panel; `onInsert` puts text at the cursor of the focused field. */
export default function MathHelper({ onInsert }: { onInsert: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  // After an insertion the cursor belongs in the field, not back on the button.
  const insertedRef = useRef(false);

  function choose(item: MathHelperItem) {
    insertedRef.current = true;
    setOpen(false);
    onInsert(inlineMath(item.latex));
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" data-tour="math-helper">
          <Sigma className="h-4 w-4" aria-hidden /> Math Helper
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Math Helper"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={() => {
            insertedRef.current = false;
          }}
          onCloseAutoFocus={(event) => {
            if (insertedRef.current) event.preventDefault();
          }}
          className="z-40 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">Math Helper</p>
            <Popover.Close
              aria-label="Close Math Helper"
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="h-4 w-4" aria-hidden />
            </Popover.Close>
          </div>
          <Tabs.Root defaultValue={MATH_HELPER_GROUPS[0].id} className="mt-2">
            <Tabs.List
              aria-label="Math Helper groups"
              className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1"
            >
              {MATH_HELPER_GROUPS.map((group) => (
                <Tabs.Trigger
                  key={group.id}
                  value={group.id}
                  className="rounded-md px-1 py-1 text-xs leading-tight font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                >
                  {group.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {MATH_HELPER_GROUPS.map((group) => (
              <Tabs.Content key={group.id} value={group.id} className="mt-2 max-h-72 overflow-y-auto">
                <ul
                  aria-label={group.title}
                  className={
                    group.id === "symbols"
                      ? "grid grid-cols-6 gap-1 sm:grid-cols-8"
                      : "grid grid-cols-2 gap-1"
                  }
                >
                  {group.items.map((item) => (
                    <li key={item.name}>
                      <button
                        type="button"
                        aria-label={item.name}
                        title={item.name}
                        onClick={() => choose(item)}
                        className="flex min-h-10 w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 px-1 py-1 text-sm hover:border-brand-600 hover:bg-brand-50"
                      >
                        <span aria-hidden className="pointer-events-none max-w-full">
                          <RenderedMath text={inlineMath(item.latex)} />
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
