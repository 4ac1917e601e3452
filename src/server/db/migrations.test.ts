import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";
import * as schema from "./schema";
import { plans } from "./schema";

/** Every table the schema declares (the migrations must create exactly these). */
const EXPECTED_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const targets: { kind: string; options: () => Promise<{ databaseUrl?: string; dataDir?: string }> }[] = [
  { kind: "pglite", options: async () => ({ dataDir: mkdtempSync(path.join(tmpdir(), "vector-db-")) }) },
];
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    kind: "postgres",
    options: async () => {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const name = `vector_migrations_${process.pid}_${Date.now()}`;
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      return { databaseUrl: url.toString() };
    },
  });
}

const createdDirs: string[] = [];
afterAll(() => {
  for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(targets)("migrations on $kind", ({ options }) => {
  it("create every table and seed the four plans, and applying them again changes nothing", async () => {
    const target = await options();
    if (target.dataDir) createdDirs.push(target.dataDir);

    const first = await openDatabase(target);
    const tables = await queryRows<{ table_name: string }>(
      first.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(EXPECTED_TABLES).toContain("subscriptions");
    expect(tables.map((row) => row.table_name).sort()).toEqual(EXPECTED_TABLES);
    const seeded = await first.db
      .select({ name: plans.name, sessionLimit: plans.sessionLimit, priceCents: plans.priceCents })
      .from(plans)
      .orderBy(asc(plans.sortOrder));
    expect(seeded).toEqual([
      { name: "Free Trial", sessionLimit: 6, priceCents: 0 },
      { name: "Base Plan", sessionLimit: 100, priceCents: 2000 },
      { name: "Premium Plan", sessionLimit: 200, priceCents: 4000 },
      { name: "Premium Plus", sessionLimit: 600, priceCents: 6000 },
    ]);
    await first.close();

    const second = await openDatabase(target);
    const count = await queryRows<{ count: number }>(
      second.db,
      sql`select count(*)::int as count from plans`,
    );
    expect(count[0].count).toBe(4);
    await second.close();
  });
});

describe("the PGlite data folder lock", () => {
  it("refuses a second server on a folder in use and frees it on close", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vector-lock-"));
    createdDirs.push(dataDir);
    const { writeFileSync } = await import("node:fs");
    // A live process other than this one holds the folder: the parent of the test runner.
    writeFileSync(path.join(dataDir, "server.pid"), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    rmSync(path.join(dataDir, "server.pid"));
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
