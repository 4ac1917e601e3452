import { eq } from "drizzle-orm";
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

    // An id that is no student's leaves nothing.
    await harness.app.inject({ url: "/api/assistant/thread/nobody", headers: { cookie: developer.cookie } });
    expect(await harness.database.db.select().from(adminActions)).toHaveLength(4);
  });
});
