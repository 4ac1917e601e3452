/** The row of tab buttons of a page with sections (support portal, tracking dashboard). */
import { Tabs } from "radix-ui";
import { cn } from "./cn";

export function SectionTabList(props: {
  label: string;
  tabs: readonly { id: string; label: string }[];
  className?: string;
}) {
  return (
    <Tabs.List
      aria-label={props.label}
      className={cn("grid gap-1 rounded-xl bg-slate-200/70 p-1", props.className)}
    >
      {props.tabs.map((item) => (
        <Tabs.Trigger
          key={item.id}
          value={item.id}
          className="cursor-pointer rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
        >
          {item.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
