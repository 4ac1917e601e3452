import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  CONSENT_VALIDITY_MS,
  hasAnalyticsConsent,
  REJECT_NON_ESSENTIAL,
  readConsent,
  saveConsent,
} from "./consent";

/** An in-memory Storage with the browser's semantics. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

const now = 1_800_000_000_000;

describe("cookie consent", () => {
  it("has no consent until a choice is stored", () => {
    expect(readConsent(memoryStorage(), now)).toBeNull();
    expect(hasAnalyticsConsent(memoryStorage(), now)).toBe(false);
  });

  it("accept all stores analytics and functional true with the time of the choice", () => {
    const storage = memoryStorage();
    saveConsent(storage, ACCEPT_ALL, now);
    expect(readConsent(storage, now + 1000)).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      timestamp: now,
    });
    expect(hasAnalyticsConsent(storage, now)).toBe(true);
  });

  it("is valid for 365 days and then asks again", () => {
    const storage = memoryStorage();
    saveConsent(storage, ACCEPT_ALL, now);
    expect(readConsent(storage, now + CONSENT_VALIDITY_MS)).not.toBeNull();
    expect(readConsent(storage, now + CONSENT_VALIDITY_MS + 1)).toBeNull();
  });

  it("treats a corrupt or malformed record as no consent and warns", () => {
    const warnings: string[] = [];
    const corrupt = memoryStorage({ [CONSENT_STORAGE_KEY]: "{oops" });
    expect(readConsent(corrupt, now, (message) => warnings.push(message))).toBeNull();
    const malformed = memoryStorage({
      [CONSENT_STORAGE_KEY]: JSON.stringify({
        essential: false,
        analytics: true,
        functional: true,
        timestamp: now,
      }),
    });
    expect(readConsent(malformed, now, (message) => warnings.push(message))).toBeNull();
    expect(warnings).toHaveLength(2);
  });

  it("rejecting removes analytics and tracking entries and the functional entries, and keeps the rest", () => {
    const storage = memoryStorage({
      "analytics-queue": "1",
      "Tracking-Id": "2",
      "user-location": "Providence",
      "user-preferences": "{}",
      "tutor-session": "kept",
    });
    saveConsent(storage, REJECT_NON_ESSENTIAL, now);
    expect(storage.keys()).toEqual([CONSENT_STORAGE_KEY, "tutor-session"]);
  });

  it("rejecting only analytics keeps functional entries", () => {
    const storage = memoryStorage({ "analytics-queue": "1", "user-location": "Providence" });
    saveConsent(storage, { analytics: false, functional: true }, now);
    expect(storage.keys()).toEqual([CONSENT_STORAGE_KEY, "user-location"]);
  });
});
