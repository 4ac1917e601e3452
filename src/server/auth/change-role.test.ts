import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASE_KINDS, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import { adminActions, user } from "../db/schema";
import { ADMIN_EMAILS_ACTOR, changeRole, GRANT_ROLE_SCRIPT_ACTOR } from "./change-role";

describe.each(DATABASE_KINDS)("role changes and their audit rows on %s", (databaseKind) => {
  let harness: TestApp;
  const promotedEmail = `promoted-${databaseKind}@example.com`;

  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind, environment: { ADMIN_EMAILS: promotedEmail } });
  });
  afterAll(() => harness.close());

  const rowsAbout = (userId: string) =>
    harness.database.db.select().from(adminActions).where(eq(adminActions.targetUserId, userId));

  it("records a role change made by the grant-role script, and nothing when the role is already set", async () => {
    const { email } = await signUp(harness.app);
    const result = await changeRole(harness.database.db, {
      user: { email: email.toUpperCase() },
      role: "developer",
      actor: GRANT_ROLE_SCRIPT_ACTOR,
      reason: "npm run grant-role",
    });
    const stored = await userByEmail(harness, email);
    expect(result).toEqual({ outcome: "changed", userId: stored.id, previousRole: "user" });
    expect(stored.role).toBe("developer");
    const [row] = await rowsAbout(stored.id);
    expect(row).toMatchObject({
      adminEmail: "grant-role script",
      adminUserId: null,
      action: "role-change",
      details: `Role of ${email} changed from user to developer. Reason: npm run grant-role`,
    });

    const again = await changeRole(harness.database.db, {
      user: { email },
      role: "developer",
      actor: GRANT_ROLE_SCRIPT_ACTOR,
      reason: "npm run grant-role",
    });
    expect(again.outcome).toBe("unchanged");
    expect(await rowsAbout(stored.id)).toHaveLength(1);
  });

  it("reports an unknown email without writing anything", async () => {
    const before = await harness.database.db.select().from(adminActions);
    const result = await changeRole(harness.database.db, {
      user: { email: "nobody-at-all@example.com" },
      role: "admin",
      actor: GRANT_ROLE_SCRIPT_ACTOR,
      reason: "npm run grant-role",
    });
    expect(result).toEqual({ outcome: "no-such-user" });
    expect(await harness.database.db.select().from(adminActions)).toHaveLength(before.length);
  });

  it("records the ADMIN_EMAILS promotion once, however many calls the new admin makes at once", async () => {
    const { cookie } = await signUp(harness.app, { email: promotedEmail });
    // The provider vouches for the email in production; here it is marked verified directly.
    await harness.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, promotedEmail));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => harness.app.inject({ url: "/api/auth/user", headers: { cookie } })),
    );
    for (const answer of answers) expect(answer.json().role).toBe("admin");
    const stored = await userByEmail(harness, promotedEmail);
    const rows = await rowsAbout(stored.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminEmail: ADMIN_EMAILS_ACTOR.email, action: "role-change" });
    expect(rows[0].details).toContain("changed from user to admin");
  });

  it("takes a role change by the grant-role script into account at the student's next request", async () => {
    const { cookie, email } = await signUp(harness.app);
    const before = await harness.app.inject({ url: "/api/users", headers: { cookie } });
    expect(before.statusCode).toBe(403);
    await changeRole(harness.database.db, {
      user: { email },
      role: "developer",
      actor: GRANT_ROLE_SCRIPT_ACTOR,
      reason: "npm run grant-role",
    });
    const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.json().role).toBe("developer");
  });

  it("takes the admin role back at the next request once the email leaves ADMIN_EMAILS, and records it", async () => {
    const email = `leaving-${databaseKind}@example.com`;
    const listed = await createTestApp({ database: databaseKind, environment: { ADMIN_EMAILS: email } });
    try {
      const { cookie } = await signUp(listed.app, { email });
      await listed.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      expect((await listed.app.inject({ url: "/api/auth/user", headers: { cookie } })).json().role).toBe(
        "admin",
      );
      // The same database served by a process started without the address in ADMIN_EMAILS.
      const { buildApp } = await import("../app");
      const unlisted = await buildApp({
        config: { ...listed.config, adminEmails: [] },
        db: listed.database.db,
      });
      try {
        const me = await unlisted.inject({ url: "/api/auth/user", headers: { cookie } });
        expect(me.json().role).toBe("user");
        const admin = await unlisted.inject({ url: "/api/admin/users", headers: { cookie } });
        expect(admin.statusCode).toBe(403);
        const stored = await userByEmail(listed, email);
        const rows = await listed.database.db
          .select()
          .from(adminActions)
          .where(eq(adminActions.targetUserId, stored.id));
        expect(rows.map((row) => row.details)).toEqual([
          expect.stringContaining("changed from user to admin"),
          expect.stringContaining("changed from admin to user"),
        ]);
        // An admin made by the grant-role script stays one: only ADMIN_EMAILS' own promotions follow the list.
        const granted = await signUp(listed.app);
        await changeRole(listed.database.db, {
          user: { email: granted.email },
          role: "admin",
          actor: GRANT_ROLE_SCRIPT_ACTOR,
          reason: "npm run grant-role",
        });
        const still = await unlisted.inject({ url: "/api/auth/user", headers: { cookie: granted.cookie } });
        expect(still.json().role).toBe("admin");
      } finally {
        await unlisted.close();
      }
    } finally {
      await listed.close();
    }
  });
});
