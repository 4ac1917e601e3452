/**
 * Toasts (tutor-experience.md sections 2 and 9): one at a time, variants default and
 * destructive; a dismissed toast is removed after 1,000,000 ms.
 */
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  variant?: "default" | "destructive";
  open: boolean;
}

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast (replacing the current one) and returns its id. */
export function toast(input: Omit<Toast, "id" | "open">): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast (or all); it is removed from the list after the removal delay. */
export function dismissToast(id?: string) {
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) {
    if ((id !== undefined && item.id !== id) || removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        publish(toasts.filter((other) => other.id !== item.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, for the toaster. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
