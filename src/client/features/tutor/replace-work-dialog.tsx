/**
 * Asks before a saved session replaces work the student has not saved: save it first, replace
 * it, or keep it and stay.
 */
import { AlertDialog } from "radix-ui";
import { Button } from "../../ui/button";

/** The question; `onSaveFirst` saves the work on screen and then opens the session. */
export function ReplaceWorkDialog(props: {
  open: boolean;
  onCancel: () => void;
  onReplace: () => void;
  onSaveFirst: () => void;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Replace your unsaved work?</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600">
            The problem and conversation on screen are not saved. Opening this session replaces them.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Keep my work</Button>
            </AlertDialog.Cancel>
            <Button variant="secondary" onClick={props.onReplace}>
              Open without saving
            </Button>
            <AlertDialog.Action asChild>
              <Button onClick={props.onSaveFirst}>Save, then open</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
