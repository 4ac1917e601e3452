/**
 * Local storage that never breaks the page: when the browser blocks storage (privacy settings)
 * or it is full, values are kept in memory for this visit and the student is told once that
 * their work is not being kept in this browser.
 */
import { toast } from "./toast-store";

let warned = false;

function warnOnce() {
  if (warned) return;
  warned = true;
  toast({
    title: "Your work is not being saved in this browser",
    description:
      "This browser's storage is full or blocked, so sessions are kept only until you close the page. Save or export what you want to keep.",
    variant: "destructive",
  });
}

function realStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A Storage over the browser's local storage, with memory standing in for what it refuses. */
class ResilientStorage implements Storage {
  private readonly memory = new Map<string, string>();

  private attempt<T>(use: (storage: Storage) => T, fallback: () => T): T {
    const storage = realStorage();
    if (!storage) return fallback();
    try {
      return use(storage);
    } catch {
      return fallback();
    }
  }

  get length(): number {
    return this.attempt(
      (storage) => storage.length,
      () => this.memory.size,
    );
  }

  key(index: number): string | null {
    return this.attempt(
      (storage) => storage.key(index),
      () => [...this.memory.keys()][index] ?? null,
    );
  }

  getItem(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    return this.attempt(
      (storage) => storage.getItem(key),
      () => null,
    );
  }

  setItem(key: string, value: string): void {
    const storage = realStorage();
    try {
      if (!storage) throw new Error("storage unavailable");
      storage.setItem(key, value);
      this.memory.delete(key);
    } catch {
      this.memory.set(key, value);
      warnOnce();
    }
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    this.attempt(
      (storage) => storage.removeItem(key),
      () => undefined,
    );
  }

  clear(): void {
    this.memory.clear();
    this.attempt(
      (storage) => storage.clear(),
      () => undefined,
    );
  }
}

/** The app's local storage: reads and writes never throw. */
export const browserStorage: Storage = new ResilientStorage();
