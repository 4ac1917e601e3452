import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createTestApp, signUp, type TestApp } from "../../../test/app-harness";
import { OIDC_ACCOUNT, startOidcProvider, type TestOidcProvider } from "../../../test/oidc-provider";
import { account, adminActions, user } from "../db/schema";

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
    if (!location) throw new Error(`provider stopped at ${url} with ${response.status}`);
    const next = new URL(location, url);
    if (next.origin === APP_ORIGIN) return next;
    url = next.toString();
  }
  throw new Error("too many redirects at the provider");
}

describe("a password account registered first with an admin's address", () => {
  let provider: TestOidcProvider;
  let harness: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider(`${APP_ORIGIN}/api/auth/callback/oidc`);
    harness = await createTestApp({
      environment: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ADMIN_EMAILS: OIDC_ACCOUNT.email,
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await provider?.close();
  });

  it("gains the attacker nothing when the owner later signs in with the provider", async () => {
    // The attacker registers the admin's address with a password before the owner ever signs in.
    const attacker = await signUp(harness.app, { email: OIDC_ACCOUNT.email, password: "attacker-pass-1" });
    const before = await harness.app.inject({ url: "/api/auth/user", headers: { cookie: attacker.cookie } });
    expect(before.json().role).toBe("user");

    // The owner signs in through the provider, which vouches for the address.
    const start = await harness.app.inject({ url: "/api/login/oidc" });
    const callback = await visitProvider(String(start.headers.location));
    const finish = await harness.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookiesFrom(start) },
    });
    expect(finish.statusCode).toBe(302);
    // Not signed into the attacker's account: the sign-in is refused with a message, not linked.
    expect(String(finish.headers.location)).not.toBe("/");
    expect(String(finish.headers["set-cookie"] ?? "")).not.toMatch(/session_token=[^;]+/);

    const [squatter] = await harness.database.db
      .select()
      .from(user)
      .where(eq(user.email, OIDC_ACCOUNT.email));
    const accounts = await harness.database.db.select().from(account).where(eq(account.userId, squatter.id));
    expect(accounts.map((row) => row.providerId)).toEqual(["credential"]);
    expect(squatter.emailVerified).toBe(false);
    expect(squatter.role).toBe("user");
    expect(await harness.database.db.select().from(adminActions)).toHaveLength(0);

    // The attacker's own session is still a plain student's: no admin area.
    const after = await harness.app.inject({ url: "/api/auth/user", headers: { cookie: attacker.cookie } });
    expect(after.json().role).toBe("user");
    const admin = await harness.app.inject({ url: "/api/admin/users", headers: { cookie: attacker.cookie } });
    expect(admin.statusCode).toBe(403);
  });
});
