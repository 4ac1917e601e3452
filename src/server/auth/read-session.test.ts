import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASE_KINDS, signUp, type TestApp } from "../../../test/app-harness";
import { cookieValue, verifiedToken } from "./read-session";

const SESSION_COOKIE = "better-auth.session_token";
const sign = (token: string, secret: string) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

describe("the session cookie's signature", () => {
  it("gives the token only for the app's own signature", () => {
    expect(verifiedToken(sign("abc123", "the-secret"), "the-secret")).toBe("abc123");
    expect(verifiedToken(sign("abc123", "another-secret"), "the-secret")).toBeUndefined();
    const [, signature] = sign("abc123", "the-secret").split(".");
    expect(verifiedToken(`abc124.${signature}`, "the-secret")).toBeUndefined();
    expect(verifiedToken("abc123", "the-secret")).toBeUndefined();
    expect(verifiedToken(".", "the-secret")).toBeUndefined();
  });

  it("reads one cookie of a Cookie header, decoded", () => {
    expect(cookieValue("a=1; better-auth.session_token=x%2By.z; b=2", SESSION_COOKIE)).toBe("x+y.z");
    expect(cookieValue("a=1", SESSION_COOKIE)).toBeUndefined();
    expect(cookieValue(`${SESSION_COOKIE}=%E0%A4%A`, SESSION_COOKIE)).toBeUndefined();
    expect(cookieValue(undefined, SESSION_COOKIE)).toBeUndefined();
  });
});

describe.each(DATABASE_KINDS)("reading the signed-in user on %s", (databaseKind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
  });
  afterAll(() => harness.close());

  const me = (cookie: string) => harness.app.inject({ url: "/api/auth/user", headers: { cookie } });

  it("signs in with the cookie as issued, and with nothing else", async () => {
    const { cookie, email } = await signUp(harness.app);
    expect((await me(cookie)).json().email).toBe(email);

    const issued = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const token = issued.slice(0, issued.lastIndexOf("."));
    // The same token signed with a guessed secret, or a guessed token under the real signature.
    expect((await me(`${SESSION_COOKIE}=${encodeURIComponent(sign(token, "guessed"))}`)).statusCode).toBe(
      401,
    );
    const signature = issued.slice(issued.lastIndexOf(".") + 1);
    expect((await me(`${SESSION_COOKIE}=${encodeURIComponent(`${token}x.${signature}`)}`)).statusCode).toBe(
      401,
    );
  });

  it("ends access at the next request after sign-out", async () => {
    const { cookie } = await signUp(harness.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await harness.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "http://localhost:5000" },
    });
    expect(out.statusCode).toBeLessThan(400);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
