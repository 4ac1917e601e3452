import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createAppOnCuttableDatabase, jsonHeaders, signUp } from "../../../test/app-harness";
import { queryRows } from "../db/client";
import { refundAbandonedTurns } from "./refund-abandoned-turns";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A real PostgreSQL server taken away for 10 s while students are using the tutor.
// Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL away for 10 s under load", () => {
  it("answers 503 meanwhile, recovers by itself, and loses or doubles no charge or conversation", async () => {
    const { app, database, proxy, close } = await createAppOnCuttableDatabase({
      // Six students from one test address.
      TRIALS_PER_ADDRESS_PER_DAY: "100",
    });
    closers.push(close);

    const students: string[] = [];
    for (let index = 0; index < 6; index++) {
      const { cookie } = await signUp(app);
      const trial = await app.inject({
        method: "POST",
        url: "/api/subscription/free-trial",
        headers: { cookie, origin: "http://localhost:5000" },
      });
      expect(trial.statusCode).toBe(201);
      students.push(cookie);
    }
    await database.db.execute(sql`update subscriptions set monthly_session_limit = 100000`);

    const answered: number[] = [];
    const refused: { status: number; code: string; retryAfter: unknown }[] = [];
    let phase: "before" | "outage" | "after" = "before";
    const answeredAfter: number[] = [];
    let running = true;
    const load = students.map(async (cookie, index) => {
      for (let call = 0; running; call++) {
        const response = await app.inject({
          method: "POST",
          url: "/api/tutor/solve",
          headers: jsonHeaders(cookie),
          payload: {
            level: "algebra",
            problem: `A ${2 + ((index + call) % 5)}.0 kg cart is pushed with a net force of 6.0 N. What is its acceleration?`,
          },
        });
        if (response.statusCode === 200) {
          answered.push(index);
          if (phase === "after") answeredAfter.push(index);
        } else {
          refused.push({
            status: response.statusCode,
            code: response.json().code,
            retryAfter: response.headers["retry-after"],
          });
        }
        // A student's pace, under the per-account limit of tutor calls a minute.
        await sleep(1100);
      }
    });

    await sleep(2000);
    phase = "outage";
    proxy.cut();
    await sleep(10_000);
    proxy.restore();
    phase = "after";
    await sleep(4000);
    running = false;
    await Promise.all(load);

    // Answers before and after; during the outage every refusal is a clear 503 to retry.
    expect(answered.length).toBeGreaterThan(0);
    expect(answeredAfter.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const refusal of refused)
      expect(refusal).toEqual({ status: 503, code: "DATABASE_UNAVAILABLE", retryAfter: "5" });

    // Charges that the outage kept from being given back are given back once the database is here.
    await refundAbandonedTurns(database.db, 0);
    const [counts] = await queryRows<{
      charged: number;
      conversations: number;
      replies: number;
      empty: number;
    }>(
      database.db,
      sql`select
        (select sum(current_month_sessions) from subscriptions)::int as charged,
        (select count(*) from tutor_sessions)::int as conversations,
        (select count(*) from tutor_messages where role = 'assistant')::int as replies,
        (select count(*) from tutor_sessions s where not exists (
          select 1 from tutor_messages m where m.session_id = s.id))::int as empty`,
    );
    expect(counts).toEqual({
      charged: answered.length,
      conversations: answered.length,
      replies: answered.length,
      empty: 0,
    });
  }, 90_000);
});
