/**
 * The landing page's location banner: which text it shows, and the approximate place it may
 * use. The place is asked for only after functional consent, from the geolocation service the
 * server names (LOCATION_LOOKUP_URL), and kept in the browser under a key that withdrawing
 * functional consent removes.
 */
import { readConsent } from "../../lib/consent";

/** Kept in FUNCTIONAL_STORAGE_KEYS of lib/consent.ts, so rejecting functional cookies clears it. */
export const LOCATION_STORAGE_KEY = "user-location";
/** A stored place is reused for a day, so a visitor is not looked up on every visit. */
export const LOCATION_REUSE_MS = 24 * 60 * 60 * 1000;
export const LOCATION_LOOKUP_TIMEOUT_MS = 4000;

export const GENERIC_BANNER_TEXT = "Physics help for high-school and college students, wherever you study";

export interface VisitorPlace {
  city: string;
  region: string | null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * Reads city and region from a geolocation answer. The spec does not fix the shape, so the
 * names common services use are accepted (region, regionName, region_name); an answer without
 * a city, or one that says it failed, gives no place.
 */
export function placeFromAnswer(answer: unknown): VisitorPlace | null {
  if (typeof answer !== "object" || answer === null) return null;
  const fields = answer as Record<string, unknown>;
  if (fields.error === true || fields.status === "fail") return null;
  const city = text(fields.city);
  if (!city) return null;
  const region = text(fields.region) ?? text(fields.regionName) ?? text(fields.region_name);
  return { city, region: region === city ? null : region };
}

/** The banner's text: the place when known, otherwise the generic line. */
export function bannerText(place: VisitorPlace | null): string {
  if (!place) return GENERIC_BANNER_TEXT;
  const where = place.region ? `${place.city}, ${place.region}` : place.city;
  return `Physics help for high-school and college students in ${where}`;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** Whether the visitor has allowed functional cookies (false without a valid consent record). */
export function hasFunctionalConsent(storage: Storage, now: number): boolean {
  return readConsent(storage, now, () => {})?.functional ?? false;
}

/** The place stored by an earlier lookup, if it is recent and well formed. */
export function readStoredPlace(storage: Storage, now: number): VisitorPlace | null {
  const raw = storage.getItem(LOCATION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { place?: unknown; storedAt?: unknown };
    if (typeof stored.storedAt !== "number" || now - stored.storedAt > LOCATION_REUSE_MS) return null;
    return placeFromAnswer(stored.place);
  } catch {
    return null;
  }
}

export function storePlace(storage: Storage, place: VisitorPlace, now: number) {
  storage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ place, storedAt: now }));
}

/** The geolocation service the server configured, or null when none is. */
export function configuredLookupUrl(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="vector:location-lookup-url"]')?.content || null;
}

/** Asks the service for the visitor's place; any failure, slow answer or odd shape gives null. */
export async function lookUpPlace(
  url: string,
  fetchAnswer: typeof fetch = fetch,
  timeoutMs = LOCATION_LOOKUP_TIMEOUT_MS,
): Promise<VisitorPlace | null> {
  try {
    // No cookies or referrer go to the service: it needs only the address the request comes from.
    const response = await fetchAnswer(url, {
      credentials: "omit",
      referrerPolicy: "no-referrer",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    return placeFromAnswer(await response.json());
  } catch {
    return null;
  }
}
