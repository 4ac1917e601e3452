/**
 * The mode selector: four cards in a radio group, in 1, 2 or 4 columns by screen width.
 */
import { RadioGroup } from "radix-ui";
import { MODE_LABELS, type TutorMode } from "../../../contracts/taxonomy";
import { cn } from "../../ui/cn";

const MODE_ORDER: TutorMode[] = ["concept", "solve", "step", "analyze"];

const MODE_PURPOSES: Record<TutorMode, string> = {
  concept: "Explore an idea through guided questions and real-world connections",
  solve: "A full step-by-step solution with key concepts and common mistakes",
  step: "Solve it yourself step by step, with progressive hints",
  analyze: "Submit your own solution for review and feedback",
};

/** Four mode cards; choosing one changes the mode. */
export function ModeSelector({ mode, onChange }: { mode: TutorMode; onChange: (mode: TutorMode) => void }) {
  return (
    <RadioGroup.Root
      aria-label="Tutoring mode"
      value={mode}
      onValueChange={(value) => onChange(value as TutorMode)}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      data-tour="mode-selector"
    >
      {MODE_ORDER.map((id) => (
        <RadioGroup.Item
          key={id}
          value={id}
          data-tour={`mode-${id}`}
          // Focus reaches a card only by Tab (the chosen one), by an arrow key or by a click, so the focused
          // card is the choice, however briefly an arrow key was held.
          onFocus={() => onChange(id)}
          className={cn(
            "rounded-xl border-2 bg-white p-4 text-left transition-colors hover:border-brand-600",
            mode === id ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-200",
          )}
        >
          <span className="block font-semibold">{MODE_LABELS[id]}</span>
          <span className="mt-1 block text-sm text-slate-600">{MODE_PURPOSES[id]}</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
