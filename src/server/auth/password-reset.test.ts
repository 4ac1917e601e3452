import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cookiesFrom,
  createTestApp,
  jsonHeaders,
  signUp,
  type TestApp,
  userByEmail,
} from "../../../test/app-harness";
import { smtpEnvironment, startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { rateLimit } from "../db/schema";
import { FAILED_SIGN_INS_PER_ACCOUNT } from "../http/account-rate-limits";
import { MAILS_PER_RECIPIENT } from "../mail/mail-rate-limits";

const origin = "http://localhost:5000";

describe("resetting a forgotten password, with mail sent to a real SMTP server", () => {
  let smtp: TestSmtpServer;
  let harness: TestApp;
  let address = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    harness = await createTestApp({
      environment: smtpEnvironment(smtp),
    });
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Each call from its own client address: the sign-in library allows three resets a minute from one.
  const clientAddress = () => `10.40.${Math.floor(++address / 200)}.${address % 200}`;
  const askForReset = (email: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders(""),
      remoteAddress: clientAddress(),
      payload: { email },
    });
  const resetPassword = (token: string, newPassword: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: jsonHeaders(""),
      remoteAddress: clientAddress(),
      payload: { token, newPassword },
    });
  const signIn = (email: string, password: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: jsonHeaders(""),
      remoteAddress: clientAddress(),
      payload: { email, password },
    });
  /** Asks for a reset of an account's password and opens the link of the message it gets. */
  async function resetLinkFor(email: string) {
    expect((await askForReset(email)).statusCode).toBe(200);
    const mail = await smtp.nextMessage(email, "reset-password");
    return mail.links[0];
  }
  const openLink = (link: string) => harness.app.inject({ url: link.slice(origin.length) });
  const tokenOf = (location: string) => new URL(location, origin).searchParams.get("token") ?? "";

  it("answers the same whether or not the address has an account, and mails only an account", async () => {
    const { email } = await signUp(harness.app, { name: "Forgetful Student" });
    const unknown = `nobody-${Date.now()}@example.com`;
    const forUnknown = await askForReset(unknown);
    const forAccount = await askForReset(email);
    expect(forUnknown.statusCode).toBe(forAccount.statusCode);
    expect(forUnknown.body).toBe(forAccount.body);
    expect(forAccount.json()).toEqual({
      status: true,
      message: "If this email exists in our system, check your email for the reset link",
    });

    const mail = await smtp.nextMessage(email, "reset-password");
    expect(mail.subject).toBe("Reset your Vector password");
    expect(mail.text).toContain("Hello Forgetful Student,");
    expect(mail.text).toContain("works once, for 60 minutes");
    expect(mail.html).toContain("Choose a new password");
    expect(smtp.messagesTo(unknown)).toEqual([]);
  });

  it("lets the link set a new password once, ends every session of the account and confirms its address", async () => {
    const { email, cookie: laptop } = await signUp(harness.app, { password: "old-password-1" });
    const phone = cookiesFrom(await signIn(email, "old-password-1"));
    expect((await harness.app.inject({ url: "/api/auth/user", headers: { cookie: phone } })).statusCode).toBe(
      200,
    );

    const opened = await openLink(await resetLinkFor(email));
    expect(opened.statusCode).toBe(302);
    const location = String(opened.headers.location);
    expect(location.startsWith(`${origin}/reset-password?token=`)).toBe(true);

    const reset = await resetPassword(tokenOf(location), "new-password-2");
    expect(reset.statusCode).toBe(200);
    for (const cookie of [laptop, phone]) {
      const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(email, "old-password-1")).statusCode).toBe(401);
    expect((await signIn(email, "new-password-2")).statusCode).toBe(200);
    expect((await userByEmail(harness, email)).emailVerified).toBe(true);

    // The same link again: refused, both when opened and when its token is sent.
    const reopened = await openLink(
      `${origin}/api/auth/reset-password/${tokenOf(location)}?callbackURL=%2Freset-password`,
    );
    expect(reopened.headers.location).toBe(`${origin}/reset-password?error=INVALID_TOKEN`);
    const reused = await resetPassword(tokenOf(location), "third-password-3");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("INVALID_TOKEN");
    expect((await signIn(email, "new-password-2")).statusCode).toBe(200);
  });

  it("lets the owner back in at once after others failed to sign in as them from many addresses", async () => {
    const { email } = await signUp(harness.app, { password: "old-password-1" });
    // The account's ceiling reached earlier in the quarter hour, written as the limit keeps it.
    const failures = { count: FAILED_SIGN_INS_PER_ACCOUNT.max, lastRequest: Date.now() };
    const key = `vector:sign-in-failures-account:${email}`;
    await harness.database.db
      .insert(rateLimit)
      .values({ id: key, key, ...failures })
      .onConflictDoUpdate({ target: rateLimit.key, set: failures });
    const locked = await signIn(email, "old-password-1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/reset your password/);

    const opened = await openLink(await resetLinkFor(email));
    expect((await resetPassword(tokenOf(String(opened.headers.location)), "new-password-2")).statusCode).toBe(
      200,
    );
    expect((await signIn(email, "new-password-2")).statusCode).toBe(200);
  });

  it("refuses a link older than an hour", async () => {
    const { email } = await signUp(harness.app, { password: "old-password-1" });
    const link = await resetLinkFor(email);
    const token = link.slice(link.lastIndexOf("/") + 1).split("?")[0];
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    const opened = await openLink(link);
    expect(opened.headers.location).toBe(`${origin}/reset-password?error=INVALID_TOKEN`);
    const late = await resetPassword(token, "new-password-2");
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("INVALID_TOKEN");
    vi.useRealTimers();
    expect((await signIn(email, "old-password-1")).statusCode).toBe(200);
  });

  it("limits the messages one address can be sent in an hour, alike for an address without an account", async () => {
    const { email } = await signUp(harness.app);
    const unknown = `nobody-else-${Date.now()}@example.com`;
    for (let i = 0; i < MAILS_PER_RECIPIENT.max; i++) {
      expect((await askForReset(email)).statusCode).toBe(200);
      expect((await askForReset(unknown)).statusCode).toBe(200);
    }
    const overAccount = await askForReset(email);
    const overUnknown = await askForReset(unknown);
    expect(overAccount.statusCode).toBe(429);
    expect(overUnknown.statusCode).toBe(429);
    expect(overAccount.json()).toEqual(overUnknown.json());
    expect(Number(overAccount.headers["retry-after"])).toBeGreaterThan(0);
    await vi.waitFor(() => expect(smtp.messagesTo(email)).toHaveLength(1 + MAILS_PER_RECIPIENT.max));
  });
});
