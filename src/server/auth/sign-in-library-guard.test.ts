import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonHeaders, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import { session, user } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;

/** The Set-Cookie headers of an answer, as a list. */
const setCookies = (headers: Record<string, unknown>) => [headers["set-cookie"] ?? []].flat().map(String);

describe("the sign-in library's own routes (/api/auth/*) keep the app's session rules", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const studentWithSession = async () => {
    const account = await signUp(harness.app, { name: "Original Name" });
    const row = await userByEmail(harness, account.email);
    return { ...account, id: row.id };
  };
  const setSessionDates = (userId: string, dates: { createdAt: Date; expiresAt: Date }) =>
    harness.database.db.update(session).set(dates).where(eq(session.userId, userId));

  it("neither accept nor renew a session 30 days after sign-in, however recently it was used", async () => {
    const student = await studentWithSession();
    // Used yesterday, so not idle; signed in 40 days ago, so past its lifetime.
    await setSessionDates(student.id, {
      createdAt: new Date(Date.now() - 40 * DAY),
      expiresAt: new Date(Date.now() + 6 * DAY),
    });

    const read = await harness.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: student.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toBeNull();
    expect(setCookies(read.headers)).not.toContainEqual(expect.stringMatching(/session_token=[^;]+\./));

    const rename = await harness.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: jsonHeaders(student.cookie),
      payload: { name: "Someone Else" },
    });
    expect(rename.statusCode).toBe(401);
    const [stored] = await harness.database.db.select().from(user).where(eq(user.id, student.id));
    expect(stored.name).toBe("Original Name");
    expect(await harness.database.db.select().from(session).where(eq(session.userId, student.id))).toEqual(
      [],
    );
  });

  it("still serve a session within its lifetime, renewing it when due", async () => {
    const student = await studentWithSession();
    await setSessionDates(student.id, {
      createdAt: new Date(Date.now() - 20 * DAY),
      expiresAt: new Date(Date.now() + 5 * DAY),
    });
    const read = await harness.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: student.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().user.email).toBe(student.email);
    // Renewed: the cookie is sent again with the session's new expiry.
    expect(setCookies(read.headers)).toContainEqual(expect.stringMatching(/session_token=/));
    const [renewed] = await harness.database.db.select().from(session).where(eq(session.userId, student.id));
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it("never give page scripts the raw session token", async () => {
    const student = await studentWithSession();
    const [row] = await harness.database.db.select().from(session).where(eq(session.userId, student.id));

    const current = await harness.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: student.cookie },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().session).toMatchObject({ id: row.id, userId: student.id });
    expect(current.json().session).not.toHaveProperty("token");
    expect(current.body).not.toContain(row.token);

    const list = await harness.app.inject({
      url: "/api/auth/list-sessions",
      headers: { cookie: student.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: row.id })]);
    expect(list.json()[0]).not.toHaveProperty("token");
    expect(list.body).not.toContain(row.token);
  });

  it("answer a password sign-in with the user and the cookie, not the session token", async () => {
    const student = await studentWithSession();
    const signIn = await harness.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: jsonHeaders(""),
      payload: { email: student.email, password: "correct-horse-1" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email: student.email });
    expect(signIn.json()).not.toHaveProperty("token");
    const rows = await harness.database.db.select().from(session).where(eq(session.userId, student.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(signIn.body).not.toContain(row.token);
    const cookie = setCookies(signIn.headers).find((value) => value.includes("session_token="));
    expect(cookie).toBeDefined();
  });
});
