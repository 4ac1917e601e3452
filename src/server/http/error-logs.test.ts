import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";

describe("logs of database failures", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = {
      ...loadConfig({
        PORT: "5000",
        SESSION_SECRET: "test-secret-test-secret-test-secret-123",
        LOG_LEVEL: "warn",
      }),
      serveClient: false,
    };
    database = await openDatabase({ dataDir: "memory://" });
    app = await buildApp({ config, db: database.db, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("name the database's error code and message but not the query or its parameters", async () => {
    // The limits' table goes missing, so the first query of a sign-in fails.
    await database.db.execute(sql`alter table rate_limit rename to rate_limit_away`);
    const marker = "private-student-7f3a9c@example.com";
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: "http://localhost:5000", "content-type": "application/json" },
        payload: { email: marker, password: "a-private-password-5521" },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(marker);
    } finally {
      await database.db.execute(sql`alter table rate_limit_away rename to rate_limit`);
    }
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.err);
    expect(failures.length).toBeGreaterThan(0);
    const logged = lines.join("\n");
    expect(logged).not.toContain(marker);
    expect(logged).not.toContain("a-private-password-5521");
    expect(logged).not.toContain("insert into rate_limit");
    expect(failures[0].err).toMatchObject({
      type: "DrizzleQueryError",
      message: expect.stringMatching(/^Failed query/),
      cause: { code: "42P01", message: 'relation "rate_limit" does not exist' },
    });
  });
});
