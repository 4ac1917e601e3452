/**
 * The landing page's location banner: which text it shows, and the approximate place it may
 * use. The place is asked for only after functional consent, from our own server
 * (GET /api/location, answered from the database it embeds), and kept in the browser under a
 * key that withdrawing functional consent removes.
 */
import type { VisitorLocation } from "../../../contracts/location";
import { readConsent } from "../../lib/consent";

/** Kept in FUNCTIONAL_STORAGE_KEYS of lib/consent.ts, so rejecting functional cookies clears it. */
export const LOCATION_STORAGE_KEY = "user-location";
/** A stored place is reused for a day, so a visitor is not looked up on every visit. */
export const LOCATION_REUSE_MS = 24 * 60 * 60 * 1000;
export const LOCATION_LOOKUP_TIMEOUT_MS = 4000;
export const LOCATION_LOOKUP_PATH = "/api/location";

/** The credit DB-IP Lite's licence (CC BY 4.0) requires on pages that show its results. */
export const DB_IP_ATTRIBUTION = { text: "IP Geolocation by DB-IP", url: "https://db-ip.com" } as const;

export const GENERIC_BANNER_TEXT = "Physics help for high-school and college students, wherever you study";

export interface VisitorPlace {
  city: string;
  region: string | null;
}

/**
 * Reads city and region from an answer of /api/location (VisitorLocation of the contract) or a
 * stored copy of one; an answer without a city, or of another shape, gives no place.
 */
export function placeFromAnswer(answer: unknown): VisitorPlace | null {
  // Read by hand rather than through the contract's schema, which would bring the schema library
  // into the landing page's first load for two fields.
  if (typeof answer !== "object" || answer === null) return null;
  const { city: rawCity, region: rawRegion } = answer as { [field in keyof VisitorLocation]?: unknown };
  if (
    typeof rawCity !== "string" ||
    (rawRegion !== null && rawRegion !== undefined && typeof rawRegion !== "string")
  )
    return null;
  const city = rawCity.trim();
  if (!city) return null;
  const region = typeof rawRegion === "string" ? rawRegion.trim() || null : null;
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

/** Asks our server for the visitor's place; any failure, slow answer or odd shape gives null. */
export async function lookUpPlace(
  fetchAnswer: typeof fetch = fetch,
  timeoutMs = LOCATION_LOOKUP_TIMEOUT_MS,
): Promise<VisitorPlace | null> {
  try {
    // The server needs only the address the request comes from, so the call carries no cookies
    // and the place is never tied to an account.
    const response = await fetchAnswer(LOCATION_LOOKUP_PATH, {
      credentials: "omit",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    return placeFromAnswer(await response.json());
  } catch {
    return null;
  }
}
