/**
 * Starts the server for browser tests on a fresh data folder that already holds one admin
 * account (made as an operator would: an account, then the admin role), then serves. OpenStax
 * book sources come from the pinned fixtures in test/fixtures/openstax, served on loopback in
 * the raw-file layout, so textbook imports run offline.
 */
import { eq } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { user } from "../src/server/db/schema";
import { startFixtureSourceServer } from "../src/server/textbook/openstax-fixtures.test-helpers";
import { startFakeLemonSqueezy } from "../test/fake-lemonsqueezy-server";
import { E2E_ADMIN } from "./admin-account";

// The fake store the buy links point at, so a browser that buys really arrives somewhere.
if (process.env.E2E_STORE_PORT) await startFakeLemonSqueezy(Number(process.env.E2E_STORE_PORT));

process.env.OPENSTAX_SOURCE_URL ??= (await startFixtureSourceServer()).url;

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir });
const app = await buildApp({ config: { ...config, serveClient: false }, db: database.db });
const signUp = await app.inject({
  method: "POST",
  url: "/api/auth/sign-up/email",
  headers: { "content-type": "application/json" },
  payload: E2E_ADMIN,
});
if (signUp.statusCode !== 200) throw new Error(`could not create the admin account: ${signUp.body}`);
await database.db.update(user).set({ role: "admin" }).where(eq(user.email, E2E_ADMIN.email));
await app.close();
await database.close();

await import("../src/server/main");
