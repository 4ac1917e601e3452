import { clsx } from "clsx";
import { Toast as ToastPrimitive } from "radix-ui";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "../lib/toast-store";

/** Renders the current toast in a polite live region at the top right. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={clsx(
            "grid grid-cols-[1fr_auto] items-start gap-2 rounded-xl border p-4 shadow-lg",
            item.variant === "destructive"
              ? "border-red-300 bg-red-50 text-red-950"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            )}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="rounded p-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
          {item.action && (
            <ToastPrimitive.Action altText={item.action.label} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className="col-span-2 justify-self-start text-sm font-semibold underline"
              >
                {item.action.label}
              </button>
            </ToastPrimitive.Action>
          )}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
