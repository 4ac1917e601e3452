/**
 * npm run bench:webhooks: Lemon Squeezy webhook handling time under a steady 50 deliveries a
 * second sent to the real HTTP server (open loop: each delivery leaves on schedule, whatever the
 * previous ones are doing), and a check that no delivery was lost or applied twice:
 * every unique delivery is recorded exactly once, every replay answers "duplicate", and each
 * student ends in the state of their latest delivery with the session count the renewals imply.
 * PGlite by default; PostgreSQL when TEST_DATABASE_URL is set.
 */
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { billingEvents, subscriptions } from "../src/server/db/schema";
import { createTestApp, signUp, userByEmail } from "../test/app-harness";
import {
  BUY_LINK_ENVIRONMENT,
  type Delivery,
  signDelivery,
  subscriptionDelivery,
} from "../test/lemonsqueezy-deliveries";

const RATE_PER_SECOND = Number(process.env.BENCH_RATE ?? 50);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const database = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const harness = await createTestApp({ database, environment: BUY_LINK_ENVIRONMENT("https://store.example") });
await harness.app.listen({ port: 0, host: "127.0.0.1" });
const baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;

// Each student: bought, used 7 sessions, renewed (count back to 0), used 3, plan change pending.
// Deliveries of different students interleave; one in five is sent twice.
const students: { id: string; subscriptionId: string }[] = [];
const plan: { delivery: Delivery; replayOf?: number }[] = [];
for (let index = 0; index < STUDENTS; index++) {
  const { email } = await signUp(harness.app);
  const account = await userByEmail(harness, email);
  const subscriptionId = String(900_000 + index);
  students.push({ id: account.id, subscriptionId });
  const base = { id: subscriptionId, email, userId: account.id };
  plan.push({
    delivery: subscriptionDelivery("subscription_created", {
      ...base,
      plan: "Base Plan",
      renewsAt: iso(1),
      updatedAt: iso(-29),
    }),
  });
}
const phaseTwo: Delivery[] = [];
const phaseThree: Delivery[] = [];
for (const [index, student] of students.entries()) {
  const email = (plan[index].delivery.data.attributes as { user_email: string }).user_email;
  const base = { id: student.subscriptionId, email, userId: student.id };
  phaseTwo.push(
    subscriptionDelivery("subscription_updated", {
      ...base,
      plan: "Base Plan",
      renewsAt: iso(31),
      updatedAt: iso(0),
    }),
  );
  phaseThree.push(
    subscriptionDelivery("subscription_updated", {
      ...base,
      plan: "Premium Plan",
      renewsAt: iso(31),
      updatedAt: iso(0.001),
    }),
  );
}

const times: number[] = [];
const outcomes = new Map<string, number>();
let failures = 0;

async function send(delivery: Delivery): Promise<void> {
  const { body, headers } = signDelivery(delivery);
  const begin = performance.now();
  const response = await fetch(`${baseUrl}/api/webhooks/lemonsqueezy`, { method: "POST", headers, body });
  const answer = (await response.json()) as { outcome?: string };
  times.push(performance.now() - begin);
  if (response.status !== 200) failures++;
  outcomes.set(answer.outcome ?? `HTTP ${response.status}`, (outcomes.get(answer.outcome ?? "") ?? 0) + 1);
}

/** Sends deliveries at the rate, one in five followed later by a replay of the same delivery. */
async function sendAtRate(deliveries: Delivery[]): Promise<void> {
  const queue: Delivery[] = [];
  deliveries.forEach((delivery, index) => {
    queue.push(delivery);
    if (index % 5 === 4) queue.push(deliveries[index - 2]);
  });
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (const [index, delivery] of queue.entries()) {
    const due = started + (index * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(delivery));
  }
  await Promise.all(inFlight);
}

const began = performance.now();
await sendAtRate(plan.map((entry) => entry.delivery));
await harness.database.db.update(subscriptions).set({ currentMonthSessions: 7 });
await sendAtRate(phaseTwo);
await harness.database.db
  .update(subscriptions)
  .set({ currentMonthSessions: sql`${subscriptions.currentMonthSessions} + 3` });
await sendAtRate(phaseThree);
const elapsedSeconds = (performance.now() - began) / 1000;

const unique = STUDENTS * 3;
const [{ recorded }] = await harness.database.db
  .select({ recorded: sql<number>`count(*)::int` })
  .from(billingEvents);
let wrongState = 0;
for (const student of students) {
  const [row] = await harness.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, student.id));
  const expected =
    row?.planName === "Base Plan" && row.pendingPlanName === "Premium Plan" && row.currentMonthSessions === 3;
  if (!expected) wrongState++;
}
const replays = Math.floor(unique / 5);

console.log(
  `Database: ${database}; ${STUDENTS} students, ${unique} unique deliveries + ${replays} replays at ${RATE_PER_SECOND}/s`,
);
console.log(
  `Handling time (HTTP round trip on loopback): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
);
console.log(
  `Achieved rate: ${(times.length / elapsedSeconds).toFixed(1)} deliveries/s over ${elapsedSeconds.toFixed(1)} s`,
);
console.log(
  `Outcomes: ${[...outcomes].map(([name, count]) => `${name} ${count}`).join(", ")}; non-200 answers: ${failures}`,
);
console.log(
  `Recorded deliveries: ${recorded} of ${unique} unique (lost: ${unique - recorded}); replays answered duplicate: ${outcomes.get("duplicate") ?? 0} of ${replays}`,
);
console.log(
  `Students not in the expected final state (count reset once, plan change pending): ${wrongState}`,
);
await harness.close();
if (failures > 0 || recorded !== unique || wrongState > 0 || (outcomes.get("duplicate") ?? 0) !== replays)
  process.exit(1);
