import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, createTestApp, DATABASE_KINDS, signUp, type TestApp } from "../../../test/app-harness";
import { session, user } from "../db/schema";

const origin = "http://localhost:5000";
const json = { origin, "content-type": "application/json" };

describe.each(DATABASE_KINDS)("email and password sign-in on %s", (databaseKind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({
      database: databaseKind,
      environment: { ADMIN_EMAILS: "boss@example.com" },
    });
  });
  afterAll(() => harness.close());

  it("creates an account, which is then signed in and has the user role", async () => {
    const { cookie, email } = await signUp(harness.app, { name: "Ada Student" });
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: expect.any(String), email, name: "Ada Student", role: "user" });
  });

  it("stores the password as a slow hash, never as given", async () => {
    const { email } = await signUp(harness.app, { password: "plain-text-pass" });
    const [row] = await harness.database.db.select().from(user).where(eq(user.email, email));
    const stored = await harness.database.db.query.account.findFirst({
      where: (account, { eq: equals }) => equals(account.userId, row.id),
    });
    expect(stored?.password).toBeTruthy();
    expect(stored?.password).not.toContain("plain-text-pass");
    // scrypt output: salt and key in hex.
    expect(stored?.password?.length).toBeGreaterThan(60);
  });

  it("signs in with the right password and gives one message for a wrong password and an unknown email", async () => {
    const { email } = await signUp(harness.app, { password: "right-password-9" });
    const signIn = (payload: object, remoteAddress: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: json,
        payload,
        remoteAddress,
      });

    const good = await signIn({ email, password: "right-password-9" }, "10.9.0.1");
    expect(good.statusCode).toBe(200);
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie: cookiesFrom(good) } });
    expect(me.json().email).toBe(email);

    const wrongPassword = await signIn({ email, password: "wrong-password-9" }, "10.9.0.2");
    const unknownEmail = await signIn(
      { email: "nobody-here@example.com", password: "wrong-password-9" },
      "10.9.0.3",
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
  });

  it("refuses a password shorter than 8 characters and creates nothing", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      remoteAddress: "10.9.1.1",
      payload: { email: "short@example.com", name: "Short", password: "1234567" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/i);
    const rows = await harness.database.db.select().from(user).where(eq(user.email, "short@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("rate-limits repeated sign-in attempts from one client but not from others", async () => {
    const attempt = (remoteAddress: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: json,
        remoteAddress,
        payload: { email: "someone@example.com", password: "guess-guess-1" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt("10.77.0.1")).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await attempt("10.77.0.1")).json()).toEqual({
      message: expect.any(String),
      code: "RATE_LIMITED",
    });
    expect((await attempt("10.77.0.2")).statusCode).toBe(401);
  });

  it("signs out: the session no longer works", async () => {
    const { cookie } = await signUp(harness.app);
    const logout = await harness.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin },
    });
    expect(logout.statusCode).toBe(200);
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: expect.any(String), code: "UNAUTHORIZED" });
  });

  it("renews the session and its cookie when a student who signed in 6 days ago comes back", async () => {
    const { cookie, email } = await signUp(harness.app);
    const [account] = await harness.database.db.select().from(user).where(eq(user.email, email));
    const day = 24 * 60 * 60 * 1000;
    await harness.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + day) })
      .where(eq(session.userId, account.id));

    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const renewed = String(me.headers["set-cookie"]);
    expect(renewed).toMatch(/session_token=/);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(renewed)?.[1]);
    expect(maxAge).toBeGreaterThan(6 * 24 * 60 * 60);
    const [row] = await harness.database.db.select().from(session).where(eq(session.userId, account.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);

    // A recent session is left as it is: no cookie on every call.
    const again = await harness.app.inject({ url: "/api/auth/user", headers: { cookie: cookiesFrom(me) } });
    expect(again.statusCode).toBe(200);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("ends a session left unused for over a week, and any session 30 days after sign-in", async () => {
    const day = 24 * 60 * 60 * 1000;
    const idle = await signUp(harness.app);
    const [idleUser] = await harness.database.db.select().from(user).where(eq(user.email, idle.email));
    const [idleSession] = await harness.database.db
      .select()
      .from(session)
      .where(eq(session.userId, idleUser.id));
    // Signed in 8 days ago and not used since: a 7-day session has lapsed.
    expect(idleSession.expiresAt.getTime()).toBeLessThan(Date.now() + 7 * day + 60_000);
    await harness.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - day), createdAt: new Date(Date.now() - 8 * day) })
      .where(eq(session.userId, idleUser.id));
    expect(
      (await harness.app.inject({ url: "/api/auth/user", headers: { cookie: idle.cookie } })).statusCode,
    ).toBe(401);

    // Used every day for 31 days: still ends at the absolute lifetime.
    const busy = await signUp(harness.app);
    const [busyUser] = await harness.database.db.select().from(user).where(eq(user.email, busy.email));
    await harness.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * day), expiresAt: new Date(Date.now() + 6 * day) })
      .where(eq(session.userId, busyUser.id));
    const late = await harness.app.inject({ url: "/api/auth/user", headers: { cookie: busy.cookie } });
    expect(late.statusCode).toBe(401);
    expect(late.headers["set-cookie"]).toBeUndefined();
    const left = await harness.database.db.select().from(session).where(eq(session.userId, busyUser.id));
    expect(left).toHaveLength(0);
  });

  it("does not make an unverified password account an admin, even with an ADMIN_EMAILS address", async () => {
    const { cookie } = await signUp(harness.app, { email: "boss@example.com" });
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json().role).toBe("user");
  });

  it("sends /api/login to the sign-in page when passwords are on", async () => {
    const response = await harness.app.inject({ url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login");
  });

  it("answers sign-up alike whether or not the email already has an account", async () => {
    await signUp(harness.app, { email: "taken@example.com", password: "owner-pass-1" });
    const attempt = (email: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: json,
        remoteAddress: "10.9.3.1",
        payload: { email, name: "Someone", password: "other-pass-1" },
      });
    const taken = await attempt("taken@example.com");
    const fresh = await attempt("fresh@example.com");
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers["set-cookie"]).toBeUndefined();
    expect(fresh.headers["set-cookie"]).toBeUndefined();
    const shape = (body: { user: Record<string, unknown> }) => Object.keys(body.user).sort();
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().user.email).toBe("taken@example.com");
    // The owner's password still works; the second sign-up changed nothing.
    const owner = await harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      remoteAddress: "10.9.3.2",
      payload: { email: "taken@example.com", password: "owner-pass-1" },
    });
    expect(owner.statusCode).toBe(200);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    await signUp(harness.app, { email: "cookie@example.com", password: "cookie-pass-1" });
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: json,
      remoteAddress: "10.9.2.1",
      payload: { email: "cookie@example.com", password: "cookie-pass-1" },
    });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
  });
});
