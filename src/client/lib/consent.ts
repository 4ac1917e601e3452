/**
 * Cookie consent rules (tutor-experience.md sections 2 and 4): the stored record, its
 * 365-day validity, and what rejecting a category removes from local storage.
 */

export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

export interface ConsentRecord {
  essential: true;
  analytics: boolean;
  functional: boolean;
  timestamp: number;
}

export interface ConsentChoice {
  analytics: boolean;
  functional: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, functional: true };
export const REJECT_NON_ESSENTIAL: ConsentChoice = { analytics: false, functional: false };

/** Window event sent after a consent choice is saved, so pages that depend on it follow at once. */
export const CONSENT_CHANGED_EVENT = "vector:consent-changed";

/** Local-storage entries that functional consent covers. */
export const FUNCTIONAL_STORAGE_KEYS = ["user-location", "user-preferences"];

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** The stored consent, or null when there is none, it expired or it is corrupt (corrupt: a warning is logged). */
export function readConsent(
  storage: Storage,
  now: number,
  warn: (message: string) => void = console.warn,
): ConsentRecord | null {
  const raw = storage.getItem(CONSENT_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn("Stored cookie consent is corrupt; asking again");
    return null;
  }
  if (!isConsentRecord(parsed)) {
    warn("Stored cookie consent is invalid; asking again");
    return null;
  }
  if (now - parsed.timestamp > CONSENT_VALIDITY_MS || parsed.timestamp > now + 60_000) return null;
  return parsed;
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.essential === true &&
    typeof record.analytics === "boolean" &&
    typeof record.functional === "boolean" &&
    typeof record.timestamp === "number" &&
    Number.isFinite(record.timestamp)
  );
}

/** Saves a choice with a new timestamp, applies it to storage and returns the record. */
export function saveConsent(storage: Storage, choice: ConsentChoice, now: number): ConsentRecord {
  const record: ConsentRecord = {
    essential: true,
    analytics: choice.analytics,
    functional: choice.functional,
    timestamp: now,
  };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  applyConsent(storage, record);
  return record;
}

/** Removes what a rejected category covers: analytics/tracking entries, and the functional entries. */
export function applyConsent(storage: Storage, record: ConsentChoice) {
  if (!record.analytics) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && key !== CONSENT_STORAGE_KEY && /analytics|tracking/i.test(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
  if (!record.functional) {
    for (const key of FUNCTIONAL_STORAGE_KEYS) storage.removeItem(key);
  }
}

/** Whether analytics consent is currently given (false without a valid record). */
export function hasAnalyticsConsent(storage: Storage, now: number): boolean {
  return readConsent(storage, now, () => {})?.analytics ?? false;
}
