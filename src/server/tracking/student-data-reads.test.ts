import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DATABASE_KINDS, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import { adminActions, user } from "../db/schema";

describe.each(DATABASE_KINDS)("a developer reading a student's data on %s", (databaseKind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
  });
  afterAll(() => harness.close());

  it("leaves an audit row for each read of one student's data, naming who read what", async () => {
    const developer = await signUp(harness.app);
    await harness.database.db.update(user).set({ role: "developer" }).where(eq(user.email, developer.email));
    const student = await signUp(harness.app);
    const studentRow = await userByEmail(harness, student.email);
    for (const url of [
      `/api/assistant/memory/debug?userId=${studentRow.id}`,
      `/api/assistant/thread/${studentRow.id}`,
      `/api/analytics/api-usage/${studentRow.id}`,
      `/api/analytics/user/${studentRow.id}`,
    ]) {
      const response = await harness.app.inject({ url, headers: { cookie: developer.cookie } });
      expect(response.statusCode, url).toBe(200);
    }
    const rows = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, studentRow.id));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ adminEmail: developer.email, action: "student-data-read" });
      expect(row.details).toContain(student.email);
    }
    expect(rows.map((row) => row.details).join(" ")).toMatch(
      /learner memory.*stored conversations.*API usage.*analytics/s,
    );

    // The user selector gets only what it shows.
    const users = await harness.app.inject({ url: "/api/users", headers: { cookie: developer.cookie } });
    for (const row of users.json()) {
      expect(Object.keys(row).sort()).toEqual(["displayName", "email", "id", "role", "subscription"]);
    }

    // A student's daily statistics are a read of their data too.
    const stats = await harness.app.inject({
      url: `/api/analytics/daily-stats?userId=${studentRow.id}`,
      headers: { cookie: developer.cookie },
    });
    expect(stats.statusCode).toBe(200);
    const [statsRead] = await harness.database.db
      .select()
      .from(adminActions)
      .where(
        and(eq(adminActions.targetUserId, studentRow.id), like(adminActions.details, "%daily statistics%")),
      );
    expect(statsRead).toMatchObject({ adminEmail: developer.email, action: "student-data-read" });
    expect(statsRead.details).toContain(student.email);

    // An id that is no student's leaves nothing.
    await harness.app.inject({ url: "/api/assistant/thread/nobody", headers: { cookie: developer.cookie } });
    expect(
      await harness.database.db
        .select()
        .from(adminActions)
        .where(eq(adminActions.action, "student-data-read")),
    ).toHaveLength(5);
    // The user selector's list names students too: its reads are logged as well.
    const listReads = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, "data-list-read"));
    expect(listReads).toEqual([
      expect.objectContaining({
        adminEmail: developer.email,
        details: `developer ${developer.email} read the newest users`,
      }),
    ]);
  });
});

describe("an admin reading the support portal", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it("leaves an audit row for each read of a student's data or of a list of students", async () => {
    const admin = await signUp(harness.app);
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));
    const student = await signUp(harness.app);
    const studentRow = await userByEmail(harness, student.email);
    for (const url of [
      `/api/admin/user-analytics?userId=${encodeURIComponent(student.email)}`,
      `/api/admin/user-subscription?userId=${studentRow.id}`,
      "/api/admin/users",
      "/api/admin/users/search?query=student",
      "/api/admin/billing-events",
    ]) {
      const response = await harness.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(200);
    }
    const aboutStudent = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, studentRow.id))
      .orderBy(adminActions.id);
    expect(aboutStudent.map((row) => [row.action, row.details])).toEqual([
      ["student-data-read", `admin ${admin.email} read the analytics of ${student.email}`],
      ["student-data-read", `admin ${admin.email} read the subscription of ${student.email}`],
    ]);
    const lists = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, "data-list-read"))
      .orderBy(adminActions.id);
    expect(lists.map((row) => row.details)).toEqual([
      `admin ${admin.email} read the user list`,
      `admin ${admin.email} read the users matching "student"`,
      `admin ${admin.email} read the payments waiting for support`,
    ]);
    for (const row of lists) expect(row).toMatchObject({ adminEmail: admin.email, targetUserId: null });
  });
});
