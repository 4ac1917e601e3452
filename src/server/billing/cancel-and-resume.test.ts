import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAddress,
  createTestApp,
  DATABASE_KINDS,
  jsonHeaders,
  signUp,
  type TestApp,
  userByEmail,
} from "../../../test/app-harness";
import {
  FAKE_LEMONSQUEEZY_KEY,
  type FakeLemonSqueezy,
  startFakeLemonSqueezy,
} from "../../../test/fake-lemonsqueezy-server";
import {
  BUY_LINK_ENVIRONMENT,
  type Delivery,
  signDelivery,
  subscriptionDelivery,
} from "../../../test/lemonsqueezy-deliveries";
import { subscriptions } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe.each(DATABASE_KINDS)("cancelling and resuming a paid plan on %s", (databaseKind) => {
  let store: FakeLemonSqueezy;
  let withApi: TestApp;
  let buyLinksOnly: TestApp;
  let nextId = 7000 + (databaseKind === "postgres" ? 500 : 0);

  beforeAll(async () => {
    store = await startFakeLemonSqueezy();
    withApi = await createTestApp({
      database: databaseKind,
      environment: {
        ...BUY_LINK_ENVIRONMENT(store.baseUrl),
        LEMONSQUEEZY_API_KEY: FAKE_LEMONSQUEEZY_KEY,
        LEMONSQUEEZY_API_URL: store.baseUrl,
        LEMONSQUEEZY_STORE_ID: "42",
      },
    });
    buyLinksOnly = await createTestApp({
      database: databaseKind,
      environment: BUY_LINK_ENVIRONMENT(store.baseUrl),
    });
  });
  afterAll(async () => {
    await withApi.close();
    await buyLinksOnly.close();
    await store.close();
  });

  const deliver = (harness: TestApp, delivery: Delivery) => {
    const { body, headers } = signDelivery(delivery, "whsec-test-123");
    return harness.app.inject({ method: "POST", url: "/api/webhooks/lemonsqueezy", headers, payload: body });
  };
  const change = (harness: TestApp, cookie: string, what: "cancel" | "resume") =>
    harness.app.inject({ method: "POST", url: `/api/billing/${what}`, headers: jsonHeaders(cookie) });
  const status = async (harness: TestApp, cookie: string) =>
    (await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } })).json();

  /** A student paying for Base Plan, renewing in 20 days, known to the store. */
  const payingStudent = async (harness: TestApp) => {
    const { cookie, email } = await signUp(harness.app);
    await confirmAddress(harness, email);
    const id = String(++nextId);
    const delivery = subscriptionDelivery("subscription_created", {
      id,
      plan: "Base Plan",
      email,
      renewsAt: iso(20),
      updatedAt: iso(-1),
    });
    store.subscriptions.set(id, delivery.data.attributes as Record<string, unknown>);
    expect((await deliver(harness, delivery)).json()).toEqual({ outcome: "applied" });
    return { cookie, email, subscriptionId: id, userId: (await userByEmail(harness, email)).id };
  };

  it("cancels through the Lemon Squeezy API, keeps the plan to its period's end, then resumes it", async () => {
    const student = await payingStudent(withApi);
    const before = await status(withApi, student.cookie);
    const periodEnd = before.subscription.currentPeriodEnd;
    expect(before.subscription).toMatchObject({ status: "active", nextBillingDate: periodEnd, endsAt: null });

    const cancelled = await change(withApi, student.cookie, "cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      done: true,
      url: null,
      message:
        "Your Base Plan is cancelled. You keep it until the end of this period and will not be charged again.",
    });
    expect(store.requests).toContain(`DELETE /v1/subscriptions/${student.subscriptionId}`);
    const after = await status(withApi, student.cookie);
    expect(after.subscription).toMatchObject({
      status: "cancelled",
      usable: true,
      nextBillingDate: null,
      allowanceResetsOn: null,
      endsAt: periodEnd,
    });
    expect(after.features).toContain("usage-analytics");
    // Cancelling twice asks the store once.
    const again = await change(withApi, student.cookie, "cancel");
    expect(again.json().message).toBe("Your Base Plan is already cancelled.");
    expect(
      store.requests.filter((line) => line === `DELETE /v1/subscriptions/${student.subscriptionId}`),
    ).toHaveLength(1);

    const resumed = await change(withApi, student.cookie, "resume");
    expect(resumed.json()).toEqual({
      done: true,
      url: null,
      message: "Your Base Plan is resumed and renews as before.",
    });
    expect(store.requests).toContain(`PATCH /v1/subscriptions/${student.subscriptionId}`);
    expect((await status(withApi, student.cookie)).subscription).toMatchObject({
      status: "active",
      nextBillingDate: periodEnd,
      endsAt: null,
    });
  });

  it("changes nothing when the store cannot be reached", async () => {
    const student = await payingStudent(withApi);
    store.failWith = 503;
    try {
      const refused = await change(withApi, student.cookie, "cancel");
      expect(refused.statusCode).toBe(502);
      expect(refused.json().code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    } finally {
      store.failWith = undefined;
    }
    expect((await status(withApi, student.cookie)).subscription.status).toBe("active");
  });

  it("refuses to cancel a trial or resume a plan that is not cancelled", async () => {
    const { cookie } = await signUp(withApi.app);
    expect((await change(withApi, cookie, "cancel")).json().code).toBe("NO_PLAN_TO_CHANGE");
    await withApi.app.inject({
      method: "POST",
      url: "/api/subscription/free-trial",
      headers: jsonHeaders(cookie),
    });
    const trial = await change(withApi, cookie, "cancel");
    expect(trial.statusCode).toBe(409);
    expect(trial.json()).toMatchObject({
      code: "NO_PLAN_TO_CHANGE",
      message: "You have no running paid plan to cancel.",
    });
    const student = await payingStudent(withApi);
    expect((await change(withApi, student.cookie, "resume")).json()).toMatchObject({
      done: true,
      message: "Your Base Plan is not cancelled; it renews as before.",
    });
    expect((await withApi.app.inject({ method: "POST", url: "/api/billing/cancel" })).statusCode).toBe(401);
  });

  it("sends the student to the store's billing page when there is no API key", async () => {
    const student = await payingStudent(buyLinksOnly);
    const answer = await change(buyLinksOnly, student.cookie, "cancel");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ done: false, url: `${store.baseUrl}/billing` });
    const [row] = await buyLinksOnly.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, student.userId));
    expect(row.status).toBe("active");
  });
});
