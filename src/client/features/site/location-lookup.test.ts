import { describe, expect, it } from "vitest";
import { applyConsent, saveConsent } from "../../lib/consent";
import {
  bannerText,
  GENERIC_BANNER_TEXT,
  hasFunctionalConsent,
  LOCATION_REUSE_MS,
  LOCATION_STORAGE_KEY,
  lookUpPlace,
  placeFromAnswer,
  readStoredPlace,
  storePlace,
} from "./location-lookup";

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    key: (index: number) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

const now = Date.UTC(2025, 6, 1);

describe("the location banner", () => {
  it("reads city and region from the server's answer", () => {
    expect(placeFromAnswer({ city: "Providence", region: "Rhode Island" })).toEqual({
      city: "Providence",
      region: "Rhode Island",
    });
    expect(placeFromAnswer({ city: " Leeds ", region: null })).toEqual({ city: "Leeds", region: null });
  });

  it("gives no place for an unknown address, a missing city or another shape", () => {
    expect(placeFromAnswer({ city: null, region: null })).toBeNull();
    expect(placeFromAnswer({ city: null, region: "Ontario" })).toBeNull();
    expect(placeFromAnswer({ region: "Ontario" })).toBeNull();
    expect(placeFromAnswer({ city: "", region: null })).toBeNull();
    expect(placeFromAnswer({ city: 7, region: "Ontario" })).toBeNull();
    expect(placeFromAnswer("Providence")).toBeNull();
    expect(placeFromAnswer(null)).toBeNull();
  });

  it("names the place when known and keeps the generic line otherwise", () => {
    expect(bannerText({ city: "Providence", region: "Rhode Island" })).toBe(
      "Physics help for high-school and college students in Providence, Rhode Island",
    );
    expect(bannerText({ city: "Singapore", region: null })).toBe(
      "Physics help for high-school and college students in Singapore",
    );
    expect(placeFromAnswer({ city: "Singapore", region: "Singapore" })).toEqual({
      city: "Singapore",
      region: null,
    });
    expect(bannerText(null)).toBe(GENERIC_BANNER_TEXT);
  });

  it("counts only functional consent as permission", () => {
    const storage = memoryStorage();
    expect(hasFunctionalConsent(storage, now)).toBe(false);
    saveConsent(storage, { analytics: true, functional: false }, now);
    expect(hasFunctionalConsent(storage, now)).toBe(false);
    saveConsent(storage, { analytics: false, functional: true }, now);
    expect(hasFunctionalConsent(storage, now)).toBe(true);
  });

  it("reuses a stored place for a day, and withdrawing functional consent removes it", () => {
    const storage = memoryStorage();
    storePlace(storage, { city: "Providence", region: "Rhode Island" }, now);
    expect(readStoredPlace(storage, now + LOCATION_REUSE_MS - 1)).toEqual({
      city: "Providence",
      region: "Rhode Island",
    });
    expect(readStoredPlace(storage, now + LOCATION_REUSE_MS + 1)).toBeNull();
    applyConsent(storage, { analytics: false, functional: false });
    expect(storage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it("ignores a corrupt stored place", () => {
    const storage = memoryStorage();
    storage.setItem(LOCATION_STORAGE_KEY, "{not json");
    expect(readStoredPlace(storage, now)).toBeNull();
  });

  it("asks our own server, without cookies, and turns a failure into no place", async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const answering =
      (response: Response | Error): typeof fetch =>
      async (url, init) => {
        requests.push({ url: String(url), init: init ?? {} });
        if (response instanceof Error) throw response;
        return response;
      };
    expect(
      await lookUpPlace(answering(Response.json({ city: "Providence", region: "Rhode Island" }))),
    ).toEqual({
      city: "Providence",
      region: "Rhode Island",
    });
    expect(requests[0].url).toBe("/api/location");
    expect(requests[0].init.credentials).toBe("omit");
    expect(await lookUpPlace(answering(Response.json({ city: null, region: null })))).toBeNull();
    expect(
      await lookUpPlace(
        answering(Response.json({ message: "Too many", code: "RATE_LIMITED" }, { status: 429 })),
      ),
    ).toBeNull();
    expect(await lookUpPlace(answering(new TypeError("offline")))).toBeNull();
    expect(await lookUpPlace(answering(new Response("<html>")))).toBeNull();
  });

  it("gives up on a server that does not answer in time", async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    expect(await lookUpPlace(never, 20)).toBeNull();
  });
});
