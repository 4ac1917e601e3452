import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../../test/app-harness";

describe("caching of API answers", () => {
  let harness: TestApp;
  let cookie: string;
  beforeAll(async () => {
    harness = await createTestApp();
    cookie = (await signUp(harness.app)).cookie;
  });
  afterAll(() => harness.close());

  it.each(["/api/auth/user", "/api/subscription/status", "/api/assistant/sessions", "/api/nothing-here"])(
    "marks %s no-store for a signed-in student",
    async (url) => {
      const response = await harness.app.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it("marks errors no-store too", async () => {
    const response = await harness.app.inject({ url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
