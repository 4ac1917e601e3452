/**
 * npm run bench:tracking (needs TEST_DATABASE_URL, a PostgreSQL server we may create databases on):
 * 1. the daily statistics over 1,000,000 usage records of 1,000 users spread over 60 days: for
 *    everyone and for one user, over 30 and 366 days, with the plan PostgreSQL chose;
 * 2. the tracking dashboard's first load for a user with 10,000 usage records: its JavaScript
 *    (gzip, from the build manifest) and, in Chromium against the real server, the time from
 *    opening /tracking to the selected user's analytics with all four charts drawn.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client";
import { readDailyStats } from "../src/server/tracking/read-daily-stats";
import { createPostgresTestDatabase } from "../test/app-harness";
import { startServerProcess } from "../test/server-process";

const USAGE_RECORDS = 1_000_000;
const USERS = 1_000;
const DASHBOARD_USER_RECORDS = 10_000;
const RUNS = 5;

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    "Set TEST_DATABASE_URL to a PostgreSQL server, e.g. postgresql://postgres@127.0.0.1:5433/postgres",
  );
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, "..");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; milliseconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, milliseconds: performance.now() - started };
}

const databaseUrl = await createPostgresTestDatabase();
const database = await openDatabase({ databaseUrl, dataDir: "memory://" });
const { db } = database;

// ---- 1. Seed: users, then 1,000,000 usage records; the dashboard's user gets 10,000 of them. ----
const seeding = await timed(async () => {
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'bench-user-' || n, 'Bench User ' || n, 'bench-' || n || '@example.com', true, now(), now()
    from generate_series(1, ${USERS}) as n`);
  await db.execute(sql`insert into api_usage (user_id, endpoint, model, input_tokens, output_tokens, latency_ms, cost_usd, success, created_at)
    select case when n <= ${DASHBOARD_USER_RECORDS} then 'bench-user-1' else 'bench-user-' || (2 + n % ${USERS - 1}) end,
      (array['/api/tutor/solve', '/api/tutor/concept', '/api/tutor/step', '/api/tutor/analyze'])[1 + n % 4],
      'gpt-4o-mini', 200 + n % 900, 50 + n % 400, 300 + (n::bigint * 7919) % 9000,
      ((200 + n % 900) * 0.15 + (50 + n % 400) * 0.6) / 1000000, n % 50 <> 0,
      now() - ((n::bigint * 104729) % (60 * 86400)) * interval '1 second'
    from generate_series(1, ${USAGE_RECORDS}) as n`);
  await db.execute(sql`analyze api_usage`);
});
console.log(
  `seeded ${USAGE_RECORDS.toLocaleString("en-US")} usage records in ${(seeding.milliseconds / 1000).toFixed(1)} s`,
);

const cases: { label: string; query: { userId?: string; days: number } }[] = [
  { label: "everyone, 30 days", query: { days: 30 } },
  { label: "everyone, 366 days", query: { days: 366 } },
  { label: "one user (10,000 records), 30 days", query: { userId: "bench-user-1", days: 30 } },
  { label: "one user (about 990 records), 366 days", query: { userId: "bench-user-500", days: 366 } },
];
console.log(`\ndaily-stats query on PostgreSQL, median of ${RUNS} warm runs:`);
for (const { label, query } of cases) {
  await readDailyStats(db, query);
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const { result, milliseconds } = await timed(() => readDailyStats(db, query));
    times.push(milliseconds);
    rows = result.reduce((sum, day) => sum + day.calls, 0);
  }
  console.log(`  ${label}: ${median(times).toFixed(0)} ms (${rows.toLocaleString("en-US")} records read)`);
}
const plan = await queryRows<{ "QUERY PLAN": string }>(
  db,
  sql`explain select count(*) from api_usage where created_at >= now() - interval '30 days' and user_id = 'bench-user-1'`,
);
console.log(`  plan for one user: ${plan.map((row) => row["QUERY PLAN"].trim()).join(" | ")}`);
const everyonePlan = await queryRows<{ "QUERY PLAN": string }>(
  db,
  sql`explain select count(*) from api_usage where created_at >= now() - interval '30 days'`,
);
console.log(`  plan for everyone: ${everyonePlan.map((row) => row["QUERY PLAN"].trim()).join(" | ")}`);
await database.close();

// ---- 2. The dashboard's JavaScript, from the build manifest. ----
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const clientDir = path.join(root, "dist/client");
const manifestPath = path.join(clientDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) throw new Error("Build the client first: npx vite build");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
const chunkKey = (fragment: string) => {
  const key = Object.keys(manifest).find((candidate) => candidate.includes(fragment));
  if (!key) throw new Error(`No chunk for ${fragment} in the build manifest`);
  return key;
};
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}
const gzipKilobytes = (keys: Iterable<string>) => {
  let total = 0;
  for (const key of keys) total += gzipSync(readFileSync(path.join(clientDir, manifest[key].file))).length;
  return total / 1024;
};
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry) as string;
const dashboard = staticClosure([entryKey, chunkKey("features/tracking/tracking-page.tsx")]);
const withCharts = staticClosure([...dashboard, chunkKey("features/tracking/usage-charts.tsx")]);
const chartsOnly = [...withCharts].filter((key) => !dashboard.has(key));
console.log("\ntracking dashboard JavaScript (gzip):");
console.log(`  first load (app entry and the dashboard): ${gzipKilobytes(dashboard).toFixed(1)} kB`);
console.log(
  `  charts, loaded with the Analytics tab (uPlot and the chart code): ${gzipKilobytes(chartsOnly).toFixed(1)} kB`,
);

// ---- 3. The dashboard in Chromium for the user with 10,000 records. ----
const server = await startServerProcess({ DATABASE_URL: databaseUrl, SIGN_IN_ATTEMPTS_PER_MINUTE: "1000" });
const origin = server.baseUrl;
const admin = { email: "bench-admin@example.com", password: "bench-admin-password-1", name: "Bench Admin" };
const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify(admin),
});
if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
const roles = await openDatabase({ databaseUrl, dataDir: "memory://" });
await roles.db.execute(sql`update "user" set role = 'admin' where email = ${admin.email}`);
await roles.close();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${origin}/login`);
await page.getByLabel("Email").fill(admin.email);
await page.getByLabel("Password").fill(admin.password);
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByRole("button", { name: "Account", exact: true }).waitFor();

const memoryLoads: number[] = [];
const usageLoads: number[] = [];
const analyticsLoads: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  await page.goto(`${origin}/tracking`);
  await page.getByLabel("Search users").fill("bench-1@example.com");
  await page.getByRole("button", { name: /bench-1@example\.com/ }).click();
  await page.getByText("Education level").waitFor();
  memoryLoads.push(performance.now() - started);
  const usageStarted = performance.now();
  await page.getByRole("tab", { name: "API Usage" }).click();
  await page.getByText("10,000 calls").waitFor();
  usageLoads.push(performance.now() - usageStarted);
  const analyticsStarted = performance.now();
  await page.getByRole("tab", { name: "Analytics" }).click();
  await page.getByText("10,000", { exact: true }).waitFor();
  await page.locator("canvas").nth(3).waitFor();
  analyticsLoads.push(performance.now() - analyticsStarted);
}
console.log(
  `\ntracking dashboard in Chromium, user with ${DASHBOARD_USER_RECORDS.toLocaleString("en-US")} records, median of ${RUNS}:`,
);
console.log(
  `  open /tracking, search and select the user, AI Memory shown: ${median(memoryLoads).toFixed(0)} ms`,
);
console.log(`  API Usage tab, first page of records: ${median(usageLoads).toFixed(0)} ms`);
console.log(`  Analytics tab, figures and four charts drawn: ${median(analyticsLoads).toFixed(0)} ms`);
await browser.close();
await server.stop();
