import { describe, expect, it } from "vitest";
import {
  type CityRecord,
  embeddedCityDatabase,
  type FindCityRecord,
  isPublicAddress,
  lookUpLocation,
  normaliseAddress,
} from "./look-up-location";

/**
 * A small database of places keyed by documentation-range addresses (RFC 5737, RFC 3849), so
 * these tests place no real person.
 */
const FIXTURE_PLACES: Record<string, CityRecord> = {
  "203.0.113.7": { city: "Providence", state1: "Rhode Island", country_code: "US" },
  "198.51.100.20": { city: "Berkeley (North Berkeley)", state1: "California", country_code: "US" },
  "192.0.2.44": { city: "Singapore", state1: "Singapore", country_code: "SG" },
  "192.0.2.45": { city: "", state1: "Ontario", country_code: "CA" },
  "2001:db8::7": { city: "Toronto", state1: "Ontario", country_code: "CA" },
};

/** The fixture database, recording every address it is asked about. */
function fixtureDatabase() {
  const asked: string[] = [];
  const findCityRecord: FindCityRecord = async (address) => {
    asked.push(address);
    return FIXTURE_PLACES[address] ?? null;
  };
  return { asked, findCityRecord };
}

describe("looking up a visitor's location", () => {
  it("names the city and region of a listed address", async () => {
    const { findCityRecord } = fixtureDatabase();
    expect(await lookUpLocation("203.0.113.7", findCityRecord)).toEqual({
      city: "Providence",
      region: "Rhode Island",
    });
    expect(await lookUpLocation("2001:db8::7", findCityRecord)).toEqual({
      city: "Toronto",
      region: "Ontario",
    });
  });

  it("reads an IPv4 address carried in IPv6 as the IPv4 address", async () => {
    const { asked, findCityRecord } = fixtureDatabase();
    expect(normaliseAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(await lookUpLocation("::ffff:203.0.113.7", findCityRecord)).toEqual({
      city: "Providence",
      region: "Rhode Island",
    });
    expect(asked).toEqual(["203.0.113.7"]);
  });

  it("answers private, loopback and link-local addresses without opening the database", async () => {
    const { asked, findCityRecord } = fixtureDatabase();
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.20.1.1",
      "192.168.1.10",
      "169.254.3.4",
      "100.64.0.9",
      "::1",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:10.0.0.1",
      "not an address",
      "",
    ]) {
      expect(await lookUpLocation(address, findCityRecord), address).toEqual({ city: null, region: null });
    }
    expect(asked).toEqual([]);
  });

  it("keeps the place unknown for an unlisted address or a row without a city", async () => {
    const { asked, findCityRecord } = fixtureDatabase();
    expect(await lookUpLocation("198.51.100.99", findCityRecord)).toEqual({ city: null, region: null });
    expect(await lookUpLocation("192.0.2.45", findCityRecord)).toEqual({ city: null, region: null });
    expect(asked).toEqual(["198.51.100.99", "192.0.2.45"]);
  });

  it("drops a district in brackets and a region that only repeats the city", async () => {
    const { findCityRecord } = fixtureDatabase();
    expect(await lookUpLocation("198.51.100.20", findCityRecord)).toEqual({
      city: "Berkeley",
      region: "California",
    });
    expect(await lookUpLocation("192.0.2.44", findCityRecord)).toEqual({ city: "Singapore", region: null });
  });

  it("tells public addresses from the others", () => {
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("2001:4860:4860::8888")).toBe(true);
    expect(isPublicAddress("172.32.0.1")).toBe(true);
    expect(isPublicAddress("172.31.255.255")).toBe(false);
    expect(isPublicAddress("::")).toBe(false);
  });
});

describe("the database shipped in the package", () => {
  // A public DNS resolver's published address, not a person's: the shipped data places it.
  it("places a well-known public resolver and leaves documentation addresses unlisted", async () => {
    const findCityRecord = embeddedCityDatabase();
    expect(await lookUpLocation("8.8.8.8", findCityRecord)).toEqual({
      city: "Mountain View",
      region: "California",
    });
    expect(await lookUpLocation("203.0.113.7", findCityRecord)).toEqual({ city: null, region: null });
    expect(await lookUpLocation("2001:db8::7", findCityRecord)).toEqual({ city: null, region: null });
  });
});
