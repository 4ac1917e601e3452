/**
 * The geolocation service of browser tests: an address no real service answers, whose replies
 * each test fulfils itself, so no test ever looks a visitor up for real.
 */
export const FAKE_GEOLOCATION_URL = "https://geolocation.test/json";

/** The place the fake service gives the documentation-range address 203.0.113.7 (RFC 5737). */
export const DOCUMENTATION_ADDRESS_ANSWER = {
  ip: "203.0.113.7",
  city: "Providence",
  region: "Rhode Island",
  country_name: "United States",
};

/** What the fake service answers for an address it cannot place. */
export const UNKNOWN_ADDRESS_ANSWER = { ip: "192.0.2.1", error: true, reason: "Reserved IP Address" };

/** Lets the test page read the fake service's answers across origins, as a real service's CORS does. */
export const CORS_HEADERS = { "access-control-allow-origin": "*" };
