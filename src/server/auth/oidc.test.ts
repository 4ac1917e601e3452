import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createTestApp, type TestApp } from "../../../test/app-harness";
import { OIDC_ACCOUNT, startOidcProvider, type TestOidcProvider } from "../../../test/oidc-provider";

const APP_ORIGIN = "http://localhost:5000";

/** Follows the provider's redirects as a browser would, until it sends the browser back to the app. */
async function visitProvider(startUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = pair.split("=");
      jar.set(name, rest.join("="));
    }
    const location = response.headers.get("location");
    if (!location)
      throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.origin === APP_ORIGIN) return next;
    url = next.toString();
  }
  throw new Error("too many redirects at the provider");
}

/** Signs in through the provider, starting from an app path; returns the app's session cookie. */
async function signInThroughProvider(app: FastifyInstance, startPath: string) {
  const start = await app.inject({ url: startPath });
  expect(start.statusCode).toBe(302);
  const stateCookie = cookiesFrom(start);
  const callback = await visitProvider(String(start.headers.location));
  expect(callback.pathname).toBe("/api/auth/callback/oidc");
  const finish = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookie },
  });
  expect(finish.statusCode).toBe(302);
  expect(finish.headers.location).toBe("/");
  return cookiesFrom(finish);
}

describe("sign-in with an OpenID Connect provider", () => {
  let provider: TestOidcProvider;
  let oidcOnly: TestApp;
  let both: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider(`${APP_ORIGIN}/api/auth/callback/oidc`);
    const environment = {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: "School Login",
    };
    oidcOnly = await createTestApp({
      environment: { ...environment, PASSWORD_SIGN_IN: "off", ADMIN_EMAILS: OIDC_ACCOUNT.email },
    });
    both = await createTestApp({ environment });
  });
  afterAll(async () => {
    await oidcOnly?.close();
    await both?.close();
    await provider?.close();
  });

  it("goes from /api/login straight to the provider when it is the only method, and signs the user in", async () => {
    const start = await oidcOnly.app.inject({ url: "/api/login" });
    expect(String(start.headers.location)).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));

    const cookie = await signInThroughProvider(oidcOnly.app, "/api/login");
    const me = await oidcOnly.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    // The provider vouches for the email, so ADMIN_EMAILS applies.
    expect(me.json()).toMatchObject({ email: OIDC_ACCOUNT.email, name: OIDC_ACCOUNT.name, role: "admin" });
  });

  it("signs the same person into the same account the second time", async () => {
    const first = await oidcOnly.app.inject({
      url: "/api/auth/user",
      headers: { cookie: await signInThroughProvider(oidcOnly.app, "/api/login") },
    });
    const second = await oidcOnly.app.inject({
      url: "/api/auth/user",
      headers: { cookie: await signInThroughProvider(oidcOnly.app, "/api/login") },
    });
    expect(second.json().id).toBe(first.json().id);
  });

  it("offers both methods on the sign-in page when passwords are also on", async () => {
    const login = await both.app.inject({ url: "/api/login" });
    expect(login.headers.location).toBe("/login");
    const methods = await both.app.inject({ url: "/api/auth/methods" });
    expect(methods.json()).toEqual({ password: true, oidc: { name: "School Login" } });

    const cookie = await signInThroughProvider(both.app, "/api/login/oidc");
    const me = await both.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ email: OIDC_ACCOUNT.email, role: "user" });
  });

  it("refuses password sign-up when only OIDC is on", async () => {
    const response = await oidcOnly.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: APP_ORIGIN, "content-type": "application/json" },
      payload: { email: "pw@example.com", name: "Pw", password: "password-123" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
