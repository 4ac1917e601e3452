import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app-harness";
import { LOCATION_LOOKUPS_PER_MINUTE } from "./location.routes";

describe("GET /api/location", () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ environment: { TRUST_PROXY: "1" } });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const locationFor = (harness: TestApp, headers: Record<string, string> = {}, remoteAddress?: string) =>
    harness.app.inject({ url: "/api/location", headers, remoteAddress });

  it("answers the city and region of the client address from the shipped database, without sign-in", async () => {
    // 8.8.8.8 is a public DNS resolver's published address, forwarded by the one trusted proxy.
    const response = await locationFor(behindProxy, { "x-forwarded-for": "8.8.8.8" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: "Mountain View", region: "California" });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps the place unknown for loopback, private and documentation addresses", async () => {
    for (const address of ["127.0.0.1", "10.0.0.1", "203.0.113.7"]) {
      const response = await locationFor(behindProxy, { "x-forwarded-for": address });
      expect(response.json(), address).toEqual({ city: null, region: null });
    }
    expect((await locationFor(direct)).json()).toEqual({ city: null, region: null });
  });

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const response = await locationFor(direct, { "x-forwarded-for": "8.8.8.8" }, "10.1.2.3");
    expect(response.json()).toEqual({ city: null, region: null });
  });

  it("limits how often one address may ask", async () => {
    const address = { "x-forwarded-for": "198.51.100.77" };
    for (let request = 0; request < LOCATION_LOOKUPS_PER_MINUTE; request += 1)
      expect((await locationFor(behindProxy, address)).statusCode).toBe(200);
    const limited = await locationFor(behindProxy, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    // Another address is not held back.
    expect((await locationFor(behindProxy, { "x-forwarded-for": "198.51.100.78" })).statusCode).toBe(200);
  });
});
