/**
 * The Cookie Settings dialog (tutor-experience.md section 4). A chunk of its own, loaded when a
 * visitor first opens it, so the banner on every page does not bring the dialog's focus trap and
 * switches with it; the choice being edited and saving it belong to the banner (cookie-consent.tsx).
 */
import { Dialog, Switch } from "radix-ui";
import { useId } from "react";
import { type ConsentChoice, REJECT_NON_ESSENTIAL } from "../../lib/consent";
import { Button } from "../../ui/button";

/** The dialog; `draft` is the choice shown, `onChoose` saves a choice and closes it. */
export default function CookieSettingsDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: ConsentChoice;
  onDraftChange: (update: (current: ConsentChoice) => ConsentChoice) => void;
  onChoose: (choice: ConsentChoice) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Cookie Settings</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Choose which cookies Vector may use. You can change this at any time.
          </Dialog.Description>
          <div className="mt-4 grid gap-4">
            <ConsentRow
              title="Essential"
              description="Needed to sign in and keep your session secure. Always on; they cannot be disabled."
              checked
              disabled
            />
            <ConsentRow
              title="Analytics"
              description="Help us understand how Vector is used so we can improve it."
              checked={draft.analytics}
              onChange={(analytics) => onDraftChange((current) => ({ ...current, analytics }))}
            />
            <ConsentRow
              title="Functional"
              description="Remember your preferences and approximate location."
              checked={draft.functional}
              onChange={(functional) => onDraftChange((current) => ({ ...current, functional }))}
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Button variant="secondary" onClick={() => onChoose(REJECT_NON_ESSENTIAL)}>
              Reject All
            </Button>
            <Button onClick={() => onChoose(draft)}>Save Preferences</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConsentRow(props: {
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {props.title}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {props.description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
        aria-describedby={`${id}-description`}
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
