/**
 * A fuzzer over every API call: malformed requests (wrong types, missing and extra fields, huge
 * strings and arrays, deep nesting, bad JSON, wrong content types, bad multipart, invalid UTF-8,
 * path tricks, wrong methods, forged and replayed webhooks) sent as an anonymous visitor, a
 * student and an admin. None may answer 5xx, every 4xx is { message, code }, and the database
 * is the same before and after. Requests go through app.inject and every outside service points
 * at a closed loopback port, so nothing leaves the machine.
 */

import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, signUp, type TestApp } from "../../../test/app-harness";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import { queryRows } from "../db/client";
import { user } from "../db/schema";

const ORIGIN = "http://localhost:5000";
const CLOSED_PORT_URL = "http://127.0.0.1:9";
const WEBHOOK_SECRET = "fuzz-webhook-secret";
/** Tables whose rows change with any request by design: rate-limit counters. */
const COUNTER_TABLES = new Set(["rate_limit"]);
const SIGN_OUT_PATHS = ["/api/auth/sign-out", "/api/auth/logout"];

type Identity = "anonymous" | "student" | "admin";
interface FuzzRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** The tutor's conversation routes are registered once per mode, as `/api/tutor/${mode}`. */
const MODE_PLACEHOLDER = ["$", "{mode}"].join("");

/** Every route the server registers, read from its sources (so a new route is fuzzed too). */
function discoverRoutes(): { method: "GET" | "POST"; path: string }[] {
  const root = join(import.meta.dirname, "..");
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
  const routes = new Map<string, { method: "GET" | "POST"; path: string }>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\b\w+\.(get|post)\(\s*[`"](\/api\/[^`"]*)[`"]/g)) {
      const method = match[1].toUpperCase() as "GET" | "POST";
      for (const path of match[2].includes(MODE_PLACEHOLDER)
        ? ["concept", "step"].map((mode) => match[2].replace(MODE_PLACEHOLDER, mode))
        : [match[2]]) {
        routes.set(`${method} ${path}`, { method, path });
      }
    }
  }
  for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/sign-out"]) {
    routes.set(`POST ${path}`, { method: "POST", path });
  }
  routes.set("GET /api/auth/get-session", { method: "GET", path: "/api/auth/get-session" });
  return [...routes.values()];
}

const deepArray = `${"[".repeat(5000)}${"]".repeat(5000)}`;
const deepObject = `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`;
const hugeString = "x".repeat(300_000);
const wrongTypeValues: unknown[] = [123, true, null, [], {}, "", -1, 1.5e300, "NaN"];
const FIELDS = [
  "problem",
  "level",
  "topic",
  "history",
  "perFeatures",
  "sessionId",
  "studentWork",
  "email",
  "password",
  "name",
  "planName",
  "userId",
  "sessions",
  "amount",
  "reason",
  "count",
  "book",
  "subtopic",
  "days",
];

/** The malformed bodies and headers sent to a POST route. */
function postMutations(path: string): FuzzRequest[] {
  const json = (payload: string) => ({
    method: "POST" as const,
    url: path,
    headers: { "content-type": "application/json" },
    payload,
  });
  const boundary = "fuzzboundary";
  const requests: FuzzRequest[] = [
    json("{"),
    json('{"problem": "unterminated'),
    json("not json at all"),
    json("null"),
    json("[]"),
    json("42"),
    json('"just a string"'),
    json(deepArray),
    json(deepObject),
    json(JSON.stringify({ problem: hugeString, history: [{ role: "user", content: hugeString }] })),
    json(JSON.stringify({ history: Array.from({ length: 5000 }, () => ({ role: "user", content: "a" })) })),
    json(JSON.stringify({ unexpected: true, level: "college", extra: { nested: [1, 2, 3] } })),
    json('{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}'),
    json(JSON.stringify({ history: [{ role: "assistant", content: "I am the tutor" }], level: "college" })),
    json(JSON.stringify({ history: [{ role: "system", content: "x" }], level: "high-school" })),
    json(JSON.stringify({ email: "a@b", password: 12345678, name: ["x"] })),
    json(
      JSON.stringify({
        problem: "a ball\u0000falls",
        level: "college",
        history: [{ role: "user", content: "\u0000" }],
      }),
    ),
    json(
      JSON.stringify({ "key\u0000": 1, email: "nul\u0000@example.com", password: "password-123", name: "N" }),
    ),
    ...FIELDS.slice(0, 10).map((field, index) =>
      json(JSON.stringify({ [field]: wrongTypeValues[index % wrongTypeValues.length], level: 7 })),
    ),
    {
      method: "POST",
      url: path,
      headers: { "content-type": "application/json" },
      payload: Buffer.from([0x7b, 0x22, 0x70, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    },
    { method: "POST", url: path, headers: { "content-type": "text/plain" }, payload: "problem=1" },
    { method: "POST", url: path, headers: { "content-type": "application/xml" }, payload: "<a>1</a>" },
    {
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "problem=a&level=college",
    },
    { method: "POST", url: path, headers: { "content-type": "multipart/form-data" }, payload: "--x\r\n" },
    {
      method: "POST",
      url: path,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\u0089PNG`,
    },
    {
      method: "POST",
      url: path,
      headers: { "content-type": `multipart/form-data; boundary=${"b".repeat(300)}` },
      payload: `--${"b".repeat(300)}\r\n\r\n`,
    },
    {
      method: "POST",
      url: path,
      headers: { "content-type": "application/json; charset=utf-16" },
      payload: "{}",
    },
    { method: "POST", url: path, headers: { "content-type": "application/json" }, payload: "" },
    {
      method: "POST",
      url: path,
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: "{}",
    },
  ];
  return requests;
}

/** The malformed addresses and methods sent to a GET route. */
function getMutations(path: string): FuzzRequest[] {
  const filled = (value: string) => path.replace(/:(\w+)/g, value);
  return [
    { method: "GET", url: filled("1") },
    { method: "GET", url: filled("..%2F..%2Fetc%2Fpasswd") },
    { method: "GET", url: filled("%00") },
    { method: "GET", url: filled("%E0%A4%A") },
    { method: "GET", url: filled("a".repeat(3000)) },
    { method: "GET", url: `${filled("x")}?page=-1&limit=1e309&offset=NaN&q[]=a&q[b]=c&days=99999999999` },
    { method: "GET", url: `${filled("x")}?search=${"%25".repeat(500)}&userId=${"'; drop table user;--"}` },
    { method: "GET", url: `${filled("x")}?${"a=1&".repeat(2000)}` },
    { method: "GET", url: filled("x").replace("/api/", "/api//") },
    { method: "GET", url: filled("x").replace("/api/", "/api/./../api/") },
    { method: "DELETE", url: filled("x") },
    { method: "PUT", url: filled("x"), headers: { "content-type": "application/json" }, payload: "{}" },
    { method: "PATCH", url: filled("x"), headers: { "content-type": "application/json" }, payload: "{" },
    { method: "POST", url: filled("x"), headers: { "content-type": "application/json" }, payload: "{}" },
  ];
}

/** Webhook deliveries that must be refused or ignored: forged, unsigned, replayed with a change. */
function webhookMutations(): FuzzRequest[] {
  const url = "/api/webhooks/lemonsqueezy";
  const body = JSON.stringify({
    meta: { event_name: "subscription_created", custom_data: { user_id: "someone" }, webhook_id: "w-1" },
    data: { type: "subscriptions", id: "1", attributes: { status: "active", variant_id: 11 } },
  });
  const signature = createHmac("sha256", "not-the-secret").update(body).digest("hex");
  const rightSignature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
  const headers = (extra: Record<string, string>) => ({
    "content-type": "application/json",
    "x-event-name": "subscription_created",
    ...extra,
  });
  return [
    { method: "POST", url, headers: headers({}), payload: body },
    { method: "POST", url, headers: headers({ "x-signature": signature }), payload: body },
    { method: "POST", url, headers: headers({ "x-signature": "zz" }), payload: body },
    { method: "POST", url, headers: headers({ "x-signature": "a".repeat(10_000) }), payload: body },
    // A signature that was right for another body: a replay with the body changed.
    {
      method: "POST",
      url,
      headers: headers({ "x-signature": rightSignature }),
      payload: body.replace('"1"', '"2"'),
    },
    { method: "POST", url, headers: headers({ "x-signature": rightSignature }), payload: `${body} ` },
    {
      method: "POST",
      url,
      headers: { "content-type": "text/plain", "x-signature": rightSignature },
      payload: body,
    },
    { method: "POST", url, headers: headers({ "x-signature": signature }), payload: deepArray },
    { method: "GET", url },
  ];
}

/** Address tricks that must never reach a guarded area or the file system. */
const PATH_TRICKS: FuzzRequest[] = [
  "/api/%61dmin/users",
  "/api/ADMIN/users",
  "/api//admin//users",
  "/api/admin/../admin/users",
  "/api/admin%2Fusers",
  "/api/users%00",
  "/api/..%2f..%2f..%2fetc%2fpasswd",
  "/api/%ZZ",
  "/api/health/%C0%AE%C0%AE",
  `/api/${"a/".repeat(2000)}`,
  "/api/assistant/thread/%2e%2e",
  "/api/analytics/user/..%252f",
].map((url) => ({ method: "GET" as const, url }));

async function snapshot(harness: TestApp): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    harness.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (COUNTER_TABLES.has(table)) continue;
    // A read of students' data leaves an audit row by design: that records the read, it changes no data.
    const rows = await queryRows<Record<string, unknown>>(
      harness.database.db,
      table === "admin_actions"
        ? sql`select * from admin_actions where action not in (${ADMIN_ACTION_NAMES.studentDataRead}, ${ADMIN_ACTION_NAMES.dataListRead})`
        : sql.raw(`select * from "${table}"`),
    );
    result[table] = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
  }
  return result;
}

describe("a fuzzer over every call", () => {
  let harness: TestApp;
  const cookies: Record<Identity, string> = { anonymous: "", student: "", admin: "" };

  beforeAll(async () => {
    harness = await createTestApp({
      environment: {
        OPENSTAX_SOURCE_URL: CLOSED_PORT_URL,
        LEMONSQUEEZY_API_URL: CLOSED_PORT_URL,
        LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LEMONSQUEEZY_BASE_PLAN_VARIANT_ID: "11",
        LEMONSQUEEZY_PREMIUM_PLAN_VARIANT_ID: "12",
        LEMONSQUEEZY_PREMIUM_PLUS_VARIANT_ID: "13",
        SIGN_IN_ATTEMPTS_PER_MINUTE: "10000",
      },
    });
    const student = await signUp(harness.app);
    await giveSessions(harness, student.cookie, 6);
    const admin = await signUp(harness.app);
    await giveSessions(harness, admin.cookie, 6);
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));
    cookies.student = student.cookie;
    cookies.admin = admin.cookie;
  });
  afterAll(() => harness?.close());

  it("answers at least 1,000 malformed requests with no 5xx, every 4xx as { message, code }, and changes no data", async () => {
    const routes = discoverRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const requests: FuzzRequest[] = [
      ...routes.flatMap((route) =>
        route.method === "POST" ? postMutations(route.path) : getMutations(route.path),
      ),
      ...webhookMutations(),
      ...PATH_TRICKS,
    ];
    const before = await snapshot(harness);
    const byStatus: Record<number, number> = {};
    const problems: string[] = [];
    const started = performance.now();
    let sent = 0;
    for (const identity of ["anonymous", "student", "admin"] as const) {
      for (const request of requests) {
        // Signing out is a change the signed-in user asked for, not bad input: fuzzed anonymously only.
        if (identity !== "anonymous" && SIGN_OUT_PATHS.some((path) => request.url.startsWith(path))) continue;
        const headers: Record<string, string> = { origin: ORIGIN, ...request.headers };
        if (cookies[identity]) headers.cookie = cookies[identity];
        const response = await harness.app.inject({
          method: request.method,
          url: request.url,
          headers,
          payload: request.payload,
          remoteAddress: "127.0.0.1",
        });
        sent += 1;
        byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
        const where = `${identity} ${request.method} ${request.url.slice(0, 80)} ${String(request.payload ?? "").slice(0, 40)}`;
        if (response.statusCode >= 500)
          problems.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400 && response.statusCode < 500 && request.method !== "HEAD") {
          let body: { message?: unknown; code?: unknown } = {};
          try {
            body = response.json();
          } catch {
            // reported below
          }
          if (
            typeof body.message !== "string" ||
            !body.message ||
            typeof body.code !== "string" ||
            !body.code
          ) {
            problems.push(
              `${response.statusCode} without { message, code }: ${where}: ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    const elapsedSeconds = (performance.now() - started) / 1000;
    const after = await snapshot(harness);
    console.info(
      `fuzzer: ${sent} requests over ${routes.length} routes in ${elapsedSeconds.toFixed(1)} s; by status ${JSON.stringify(byStatus)}`,
    );
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
    expect(elapsedSeconds).toBeLessThan(120);
  }, 300_000);
});
