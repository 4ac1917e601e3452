/** One user in a list to pick from: name, email and a detail line, pressed when chosen. */
import { cn } from "./cn";

export function UserChoice(props: {
  displayName: string;
  email: string;
  detail: string;
  selected: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      onClick={props.onChoose}
      className={cn(
        "w-full rounded-lg border px-3 py-2 text-left text-sm hover:bg-slate-50",
        props.selected ? "border-brand-600 bg-brand-50" : "border-slate-200",
      )}
    >
      <span className="block font-semibold">{props.displayName}</span>
      <span className="block break-words text-slate-600">{props.email}</span>
      <span className="block text-xs text-slate-500">{props.detail}</span>
    </button>
  );
}
