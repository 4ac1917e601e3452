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
  // A connection that cannot be made in 10 s fails the request (the caller answers 5xx, a webhook
  // is retried) instead of holding it until the client gives up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server drops (a restart, a network cut) emits an error on the pool;
  // unhandled, it would end the process. The pool replaces the connection on the next query.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  guardCheckedOutConnections(pool);
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

/**
 * A connection lost while a transaction holds it emits an error on its client (unhandled, that
 * ends the process), and a transaction whose BEGIN fails never gives its connection back to the
 * pool, so every outage would leak connections until the server hangs. Here a lost connection is
 * destroyed and released at once, and a second release is harmless.
 */
function guardCheckedOutConnections(pool: import("pg").Pool) {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<import("pg").PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off("error", onLost);
        release(error);
      };
      const onLost = (error: Error) => releaseOnce(error);
      client.on("error", onLost);
      client.release = releaseOnce;
      return client;
    });
  };
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
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
