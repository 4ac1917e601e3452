import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  jsonHeaders,
  signUp,
  type TestApp,
  userByEmail,
} from "../../../test/app-harness";
import { subscriptions } from "../db/schema";

describe.each(DATABASE_KINDS)("paid-plan features on %s", (databaseKind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ database: databaseKind });
  });
  afterAll(() => harness.close());

  /** A student on a plan (the trial, or a paid plan as a payment or the linking tool leaves it). */
  async function studentOn(planName: string) {
    const { cookie, email } = await signUp(harness.app);
    await harness.app.inject({
      method: "POST",
      url: "/api/subscription/free-trial",
      headers: jsonHeaders(cookie),
    });
    const { id } = await userByEmail(harness, email);
    if (planName !== "Free Trial") {
      await harness.database.db
        .update(subscriptions)
        .set({ planName, monthlySessionLimit: 100, currentPeriodEnd: new Date(Date.now() + 86_400_000) })
        .where(eq(subscriptions.userId, id));
    }
    return { cookie, id };
  }
  const get = (cookie: string, url: string) => harness.app.inject({ url, headers: { cookie } });
  const solve = (cookie: string, problem: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level: "high-school", problem },
    });
  const extended = (cookie: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/generate-problems",
      headers: jsonHeaders(cookie),
      payload: {
        topic: "mechanics",
        subtopic: "kinematics",
        courseLevel: "high-school",
        library: "extended",
      },
    });

  it("tells a trial student which plans include each paid feature, and gives nothing", async () => {
    const trial = await studentOn("Free Trial");
    for (const url of [
      "/api/history/conversations",
      "/api/subscription/usage",
      "/api/support/priority-contact",
    ]) {
      const response = await get(trial.cookie, url);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("PLAN_FEATURE_REQUIRED");
    }
    expect((await get(trial.cookie, "/api/history/conversations")).json().message).toBe(
      "Session History is included in Base Plan, Premium Plan and Premium Plus. Choose a plan on the checkout page to use it.",
    );
    const library = await extended(trial.cookie);
    expect(library.statusCode).toBe(403);
    expect(library.json().message).toBe(
      "Extended Problem Library is included in Premium Plan and Premium Plus. Choose a plan on the checkout page to use it.",
    );
  });

  it("keeps a paid student's conversations on the account, and only theirs", async () => {
    const paid = await studentOn("Base Plan");
    const other = await studentOn("Base Plan");
    expect(
      (await solve(paid.cookie, "A ball is dropped from 20 m. How fast is it going at the ground?"))
        .statusCode,
    ).toBe(200);
    expect(
      (await solve(other.cookie, "A car travels 100 m in 5 s. What is its average speed?")).statusCode,
    ).toBe(200);
    const listed = await get(paid.cookie, "/api/history/conversations");
    expect(listed.body).toContain("conversations");
    const list = listed.json();
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({
      mode: "solve",
      firstMessage: expect.stringContaining("dropped from 20 m"),
    });
    const conversation = (
      await get(paid.cookie, `/api/history/conversations/${list.conversations[0].id}`)
    ).json();
    expect(conversation.messages.map((message: { role: string }) => message.role)).toEqual([
      "user",
      "assistant",
    ]);
    const othersId = (await get(other.cookie, "/api/history/conversations")).json().conversations[0].id;
    expect((await get(paid.cookie, `/api/history/conversations/${othersId}`)).statusCode).toBe(404);
    expect((await get(paid.cookie, "/api/history/conversations/not-an-id")).statusCode).toBe(400);

    const usage = (await get(paid.cookie, "/api/subscription/usage")).json();
    expect(usage.byMode).toEqual([{ mode: "solve", conversations: 1, sessions: 1 }]);
    expect(usage.byWeek.reduce((sum: number, week: { sessions: number }) => sum + week.sessions, 0)).toBe(1);
    expect((await get(paid.cookie, "/api/support/priority-contact")).json()).toEqual({
      email: "priority@vector-tutor.example",
      responseTime: "within 12 hours on business days",
    });
    expect((await extended(paid.cookie)).statusCode).toBe(403);
  });

  it("gives Premium Plan students up to 10 distinct problems from the extended library", async () => {
    const premium = await studentOn("Premium Plan");
    const response = await extended(premium.cookie);
    expect(response.statusCode).toBe(200);
    const problems = response.json() as { content: string }[];
    expect(problems.length).toBeGreaterThan(5);
    expect(problems.length).toBeLessThanOrEqual(10);
    expect(new Set(problems.map((problem) => problem.content)).size).toBe(problems.length);
  });
});
