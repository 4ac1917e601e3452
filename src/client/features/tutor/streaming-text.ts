/**
 * The text of the reply streaming in, kept outside React state: the tutor screen does not
 * re-render per token; only the message that shows the text subscribes, and it hears of new text
 * at most ten times a second (reading speed; a render per frame keeps the main thread busy).
 */
import { useSyncExternalStore } from "react";

/** Shortest time between two updates of the streaming message on screen. */
const UPDATE_INTERVAL_MS = 100;

export interface StreamingText {
  /** The text so far, or null when no reply is streaming. */
  get(): string | null;
  /** Starts (""), clears (null) or replaces the text; listeners hear of it at once. */
  set(text: string | null): void;
  /** Adds streamed text; listeners hear of it within UPDATE_INTERVAL_MS. */
  append(delta: string): void;
  subscribe(listener: () => void): () => void;
}

/** A new, empty streaming text. */
export function createStreamingText(): StreamingText {
  let text: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const listener of listeners) listener();
  };
  return {
    get: () => text,
    set(next) {
      text = next;
      notify();
    },
    append(delta) {
      text = (text ?? "") + delta;
      timer ??= setTimeout(notify, UPDATE_INTERVAL_MS);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noSubscription = () => () => {};
const noText = () => null;

/** The streaming text, re-rendering the caller as it grows (null store: never streaming). */
export function useStreamingText(store: StreamingText | null): string | null {
  return useSyncExternalStore(store ? store.subscribe : noSubscription, store ? store.get : noText);
}
