import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createTestApp, jsonHeaders, signUp, type TestApp } from "../../../test/app-harness";
import { accountSessionSchema, linkedAccountsSchema } from "../../contracts/auth";

describe("the account page's calls, with mail written to the outbox (no SMTP)", () => {
  let harness: TestApp;
  let address = 0;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const clientAddress = () => `10.50.${Math.floor(++address / 200)}.${address % 200}`;
  const post = (url: string, cookie: string, payload?: object) =>
    harness.app.inject({
      method: "POST",
      url,
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload,
    });
  const isSignedIn = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode === 200;

  it("reads the account and how it signs in as their contracts describe", async () => {
    const { cookie, email } = await signUp(harness.app, { name: "Contract Student" });
    const session = await harness.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
    const parsed = accountSessionSchema.parse(session.json());
    expect(parsed?.user).toMatchObject({ email, name: "Contract Student", emailVerified: false });
    const accounts = await harness.app.inject({ url: "/api/auth/list-accounts", headers: { cookie } });
    expect(linkedAccountsSchema.parse(accounts.json()).map((account) => account.providerId)).toEqual([
      "credential",
    ]);
  });

  it("writes the confirmation of a new account to the outbox, and starts a trial without it", async () => {
    const { cookie } = await signUp(harness.app);
    expect(readdirSync(harness.config.mail.outboxDir).some((file) => file.includes("-verify-email-"))).toBe(
      true,
    );
    const trial = await harness.app.inject({
      method: "POST",
      url: "/api/subscription/free-trial",
      headers: { cookie, origin: "http://localhost:5000" },
    });
    expect(trial.statusCode).toBe(201);
  });

  it("changes the name", async () => {
    const { cookie } = await signUp(harness.app, { name: "Old Name" });
    expect((await post("/api/auth/update-user", cookie, { name: "New Name" })).statusCode).toBe(200);
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json().name).toBe("New Name");
  });

  it("changes the password with the current one, signing the other devices out when asked", async () => {
    const { cookie: laptop, email } = await signUp(harness.app, { password: "first-password-1" });
    const signIn = async (password: string) => post("/api/auth/sign-in/email", "", { email, password });
    const phone = cookiesFrom(await signIn("first-password-1"));

    const wrong = await post("/api/auth/change-password", laptop, {
      currentPassword: "not-my-password",
      newPassword: "second-password-2",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("INVALID_PASSWORD");

    const changed = await post("/api/auth/change-password", laptop, {
      currentPassword: "first-password-1",
      newPassword: "second-password-2",
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    // This device stays signed in, with the session cookie the change gave it.
    expect(await isSignedIn(cookiesFrom(changed))).toBe(true);
    expect((await signIn("second-password-2")).statusCode).toBe(200);
  });

  it("signs out everywhere, this device too", async () => {
    const { cookie: laptop, email } = await signUp(harness.app, { password: "first-password-1" });
    const phone = cookiesFrom(
      await post("/api/auth/sign-in/email", "", { email, password: "first-password-1" }),
    );
    expect((await post("/api/auth/revoke-sessions", laptop)).statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });
});
