/**
 * Test harness: a real app on a real database (in-memory PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), with helpers to sign up and call the API as a browser would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../src/server/app";
import { type AppConfig, loadConfig } from "../src/server/config";
import { type DatabaseHandle, openDatabase } from "../src/server/db/client";
import { subscriptions, tutorSessions, user } from "../src/server/db/schema";
import { type EnginePool, sharedEnginePool } from "../src/server/engine-pool/engine-pool";
import type { TutorBrain } from "../src/server/tutor/brain";
import { startCuttableProxy } from "./cuttable-proxy";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

let userCounter = 0;

/** Builds an app on a fresh database of the given kind. */
export async function createTestApp(
  options: {
    database?: "pglite" | "postgres";
    environment?: Record<string, string>;
    brain?: TutorBrain;
    enginePool?: EnginePool;
  } = {},
): Promise<TestApp> {
  // A folder of its own, for the emails written to its outbox when no SMTP server is given.
  const dataDir = mkdtempSync(path.join(tmpdir(), "vector-test-"));
  const config = {
    ...loadConfig({
      PORT: "5000",
      SESSION_SECRET: "test-secret-test-secret-test-secret-123",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      // Every test starts its trials from one address, faster than any person would.
      TRIALS_PER_ADDRESS_PER_DAY: "100000",
      // One engine worker per test process: test files already run side by side on every core.
      ENGINE_WORKERS: "1",
      ...options.environment,
    }),
    serveClient: false,
  };
  const databaseUrl = options.database === "postgres" ? await createPostgresTestDatabase() : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  // The engine's worker loads before the first test, as a server's workers load before it listens.
  const enginePool = options.enginePool ?? sharedEnginePool(config.engine);
  await enginePool.ready();
  const app = await buildApp({ config, db: database.db, brain: options.brain, enginePool });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new empty database on the TEST_DATABASE_URL server, so tests never see each other's rows. */
export async function createPostgresTestDatabase(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `vector_test_${process.pid}_${Date.now()}_${userCounter++}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database kinds to run database tests on: PGlite always, PostgreSQL when configured. */
export const DATABASE_KINDS: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/** Extracts a Cookie header value from a response's Set-Cookie headers. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers["set-cookie"];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Creates an account through the public sign-up call and returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  details: { email?: string; name?: string; password?: string } = {},
): Promise<{ cookie: string; email: string }> {
  const email = details.email ?? `student${++userCounter}-${Date.now()}@example.com`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: "http://localhost:5000", "content-type": "application/json" },
    remoteAddress: `10.1.${userCounter % 250}.${(userCounter * 7) % 250}`,
    payload: { email, name: details.name ?? "Test Student", password: details.password ?? "correct-horse-1" },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: "http://localhost:5000", "content-type": "application/json" },
    remoteAddress: `10.1.${userCounter % 250}.${(userCounter * 7) % 250}`,
    payload: { email, password: details.password ?? "correct-horse-1" },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { cookie: cookiesFrom(signIn), email };
}

/** Starts the free trial for a signed-in user and leaves them `remaining` sessions. */
export async function giveSessions(harness: TestApp, cookie: string, remaining: number) {
  const trial = await harness.app.inject({
    method: "POST",
    url: "/api/subscription/free-trial",
    headers: { cookie, origin: "http://localhost:5000" },
  });
  if (trial.statusCode !== 201) throw new Error(`free trial failed: ${trial.statusCode} ${trial.body}`);
  const me = await harness.app.inject({ url: "/api/auth/user", headers: { cookie } });
  const userId = me.json().id as string;
  await harness.database.db
    .update(subscriptions)
    .set({ currentMonthSessions: 6 - remaining })
    .where(eq(subscriptions.userId, userId));
  return userId;
}

/** The used-session count of a user. */
export async function sessionsUsed(harness: TestApp, userId: string): Promise<number> {
  const [row] = await harness.database.db
    .select({ used: subscriptions.currentMonthSessions })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row.used;
}

/**
 * Waits until every turn of the user's conversations is stored. A reply is delivered just before its
 * turn is stored, so a test that reads the conversation right after a reply waits for this first.
 */
export async function turnsStored(harness: TestApp, userId: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await harness.database.db
      .select({ id: tutorSessions.id })
      .from(tutorSessions)
      .where(and(eq(tutorSessions.userId, userId), isNotNull(tutorSessions.turnStartedAt)));
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`turns still being stored after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Marks an account's address confirmed, as opening its confirmation link does; for tests whose
 * subject is not the link itself (a payment's email matches only a confirmed address).
 */
export async function confirmAddress(harness: Pick<TestApp, "database">, email: string) {
  await harness.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

/** Looks a user up by email. */
export async function userByEmail(harness: TestApp, email: string) {
  const [row] = await harness.database.db.select().from(user).where(eq(user.email, email));
  return row;
}

/** Headers of a signed-in JSON call. */
export function jsonHeaders(cookie: string) {
  return { cookie, origin: "http://localhost:5000", "content-type": "application/json" };
}

/**
 * An app on a fresh PostgreSQL database reached through a proxy that can be cut, to take the
 * database away from the app for a while and bring it back (needs TEST_DATABASE_URL).
 */
export async function createAppOnCuttableDatabase(environment: Record<string, string> = {}) {
  const direct = new URL(await createPostgresTestDatabase());
  const proxy = await startCuttableProxy({ host: direct.hostname, port: Number(direct.port) });
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  const config = {
    ...loadConfig({
      SESSION_SECRET: "test-secret-test-secret-test-secret-123",
      LOG_LEVEL: "silent",
      DATABASE_URL: viaProxy.toString(),
      ENGINE_WORKERS: "1",
      ...environment,
    }),
    serveClient: false,
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const enginePool = sharedEnginePool(config.engine);
  await enginePool.ready();
  const app = await buildApp({ config, db: database.db, enginePool });
  return {
    app,
    database,
    proxy,
    async close() {
      await app.close();
      await database.close();
      await proxy.close();
    },
  };
}
