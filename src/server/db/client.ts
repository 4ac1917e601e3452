/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when a URL is given.
 * Migrations in ./drizzle are applied on open, so start-up always finds the current schema.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "../../../drizzle");

/** Opens PostgreSQL (when databaseUrl is set) or PGlite in dataDir ("memory://" for tests), then migrates. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? "memory://");
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dataDir.startsWith("memory://");
  const pgliteDir = inMemory ? dataDir : path.join(dataDir, "pglite");
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  const client = await PGlite.create(pgliteDir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it,
 * so a pid file refuses a second server on the same folder.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.pid");
  try {
    const otherPid = Number(readFileSync(lockPath, "utf8"));
    if (otherPid && otherPid !== process.pid && isRunning(otherPid)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${otherPid}; stop it or set DATA_DIR to another folder`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockPath, String(process.pid));
  return () => rmSync(lockPath, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and returns its rows (both drivers answer { rows }). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
