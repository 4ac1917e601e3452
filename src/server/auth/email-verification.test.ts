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

const origin = "http://localhost:5000";

describe("confirming and changing an email address, with mail sent to a real SMTP server", () => {
  let smtp: TestSmtpServer;
  let harness: TestApp;
  let address = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    harness = await createTestApp({
      environment: {
        ...smtpEnvironment(smtp),
        ADMIN_EMAILS: "boss@example.com",
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Opens a link from a message as a browser would, with or without a session. */
  const visit = (link: string, cookie?: string) =>
    harness.app.inject({ url: link.slice(origin.length), headers: cookie ? { cookie } : {} });
  const clientAddress = () => `10.30.${Math.floor(++address / 200)}.${address % 200}`;

  it("sends a new account a message in text and HTML that names Vector and confirms the address by its link", async () => {
    const { email } = await signUp(harness.app, { name: "Ada Student" });
    const mail = await smtp.nextMessage(email, "verify-email");
    expect(mail.from).toEqual({ address: "tutor@vector.test", name: "Vector" });
    expect(mail.subject).toBe("Confirm your email address for Vector");
    expect(mail.text).toContain("Hello Ada Student,");
    expect(mail.text).toContain("Vector");
    expect(mail.html).toContain("Vector");
    expect(mail.links).toHaveLength(2); // the link, and the product's address in the signature
    const link = mail.links[0];
    expect(link.startsWith(`${origin}/api/auth/verify-email?token=`)).toBe(true);
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
    expect((await userByEmail(harness, email)).emailVerified).toBe(false);

    // Opened in another browser, with no session: it confirms the address and signs nobody in.
    const opened = await visit(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/email-verified");
    expect(cookiesFrom(opened)).toBe("");
    expect((await userByEmail(harness, email)).emailVerified).toBe(true);
  });

  it("confirms nothing with a link that was altered or is older than a day", async () => {
    const { email } = await signUp(harness.app);
    const link = (await smtp.nextMessage(email, "verify-email")).links[0];
    const altered = await visit(`${link.replace(/token=[^.]+\.[^.]+\./, "token=x.y.")}`);
    expect(altered.statusCode).toBe(302);
    expect(altered.headers.location).toBe("/email-verified?error=INVALID_TOKEN");

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    const late = await visit(link);
    expect(late.headers.location).toBe("/email-verified?error=TOKEN_EXPIRED");
    expect((await userByEmail(harness, email)).emailVerified).toBe(false);
  });

  it("sends the link again on request, only to the signed-in account's own address", async () => {
    const { email, cookie } = await signUp(harness.app);
    await smtp.nextMessage(email, "verify-email");
    const again = await harness.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload: { email },
    });
    expect(again.statusCode).toBe(200);
    const mail = await smtp.nextMessage(email, "verify-email");
    expect((await visit(mail.links[0], cookie)).statusCode).toBe(302);
    expect((await userByEmail(harness, email)).emailVerified).toBe(true);

    const someoneElse = await harness.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload: { email: "someone-else@example.com" },
    });
    expect(someoneElse.statusCode).toBe(400);
  });

  it("makes an ADMIN_EMAILS address an admin only once it is confirmed", async () => {
    const { cookie } = await signUp(harness.app, { email: "boss@example.com" });
    const before = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(before.json().role).toBe("user");
    const mail = await smtp.nextMessage("boss@example.com", "verify-email");
    await visit(mail.links[0], cookie);
    const after = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(after.json().role).toBe("admin");
  });

  it("starts a free trial only for a confirmed address while mail is on", async () => {
    const { email, cookie } = await signUp(harness.app);
    const startTrial = () =>
      harness.app.inject({
        method: "POST",
        url: "/api/subscription/free-trial",
        headers: { cookie, origin },
      });
    const refused = await startTrial();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: `Confirm your email address to start your free trial: open the link we sent to ${email}, or send a new one from your account page.`,
    });
    await visit((await smtp.nextMessage(email, "verify-email")).links[0]);
    expect((await startTrial()).statusCode).toBe(201);
  });

  it("moves a confirmed account to a new address only when the new address's link is opened, and tells the old one", async () => {
    const { email, cookie } = await signUp(harness.app, {
      name: "Moving Student",
      password: "moving-pass-1",
    });
    await visit((await smtp.nextMessage(email, "verify-email")).links[0]);
    const newEmail = `moved-${Date.now()}@example.com`;
    const asked = await harness.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload: { newEmail },
    });
    expect(asked.statusCode).toBe(200);

    const notice = await smtp.nextMessage(email, "email-change-requested");
    expect(notice.text).toContain(newEmail);
    expect(notice.links.some((link) => link.includes("token="))).toBe(false);
    const confirm = await smtp.nextMessage(newEmail, "confirm-new-email");
    expect(confirm.subject).toBe("Confirm your new email address for Vector");
    expect((await userByEmail(harness, email)).email).toBe(email);

    const opened = await visit(confirm.links[0], cookie);
    expect(opened.headers.location).toBe("/email-verified");
    const moved = await userByEmail(harness, newEmail);
    expect(moved.emailVerified).toBe(true);
    expect(await userByEmail(harness, email)).toBeUndefined();

    const signIn = (withEmail: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: jsonHeaders(""),
        remoteAddress: clientAddress(),
        payload: { email: withEmail, password: "moving-pass-1" },
      });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(401);
  });

  it("answers a change to an address another account has as any other, and sends it nothing", async () => {
    const taken = await signUp(harness.app);
    const { email, cookie } = await signUp(harness.app);
    await visit((await smtp.nextMessage(email, "verify-email")).links[0]);
    const asked = await harness.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload: { newEmail: taken.email },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: true });
    await smtp.nextMessage(taken.email, "verify-email"); // its own sign-up message
    // Another change, to a free address, is sent: by then the first would have arrived too.
    const freeEmail = `free-${Date.now()}@example.com`;
    await harness.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload: { newEmail: freeEmail },
    });
    await smtp.nextMessage(freeEmail, "confirm-new-email");
    expect(smtp.messagesTo(taken.email).map((mail) => mail.kind)).toEqual(["verify-email"]);
  });

  it("changes an unconfirmed address at once and sends the new one its confirmation link", async () => {
    const { email, cookie } = await signUp(harness.app);
    const newEmail = `typo-fixed-${Date.now()}@example.com`;
    const asked = await harness.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload: { newEmail },
    });
    expect(asked.statusCode).toBe(200);
    expect(await userByEmail(harness, email)).toBeUndefined();
    const mail = await smtp.nextMessage(newEmail, "verify-email");
    await visit(mail.links[0], cookie);
    expect((await userByEmail(harness, newEmail)).emailVerified).toBe(true);
  });
});
