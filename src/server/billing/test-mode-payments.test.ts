import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAddress, createTestApp, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import {
  BUY_LINK_ENVIRONMENT,
  type Delivery,
  paymentDelivery,
  signDelivery,
  subscriptionDelivery,
} from "../../../test/lemonsqueezy-deliveries";
import { billingEvents, subscriptions, user } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const STORE_URL = "https://store.example";

/** The same delivery as Lemon Squeezy sends it for a test-mode checkout (a test card). */
const inTestMode = (delivery: Delivery): Delivery => ({
  ...delivery,
  meta: { ...delivery.meta, test_mode: true },
});

async function studentAndAdmin(harness: TestApp) {
  const student = await signUp(harness.app);
  await confirmAddress(harness, student.email);
  const admin = await signUp(harness.app);
  await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, admin.email));
  return { student: { ...student, id: (await userByEmail(harness, student.email)).id }, admin };
}

describe("test-mode payments sent to a live server", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ environment: BUY_LINK_ENVIRONMENT(STORE_URL) });
  });
  afterAll(() => harness.close());

  const deliver = (delivery: Delivery) => {
    const { body, headers } = signDelivery(delivery);
    return harness.app.inject({ method: "POST", url: "/api/webhooks/lemonsqueezy", headers, payload: body });
  };

  it("grant and change no plan, and are kept for support with the student they name", async () => {
    const { student, admin } = await studentAndAdmin(harness);
    const created = await deliver(
      inTestMode(
        subscriptionDelivery("subscription_created", {
          id: "77001",
          plan: "Premium Plus",
          renewsAt: iso(30),
          updatedAt: iso(0),
          email: student.email,
          userId: student.id,
        }),
      ),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ outcome: "test-mode" });
    const renewed = await deliver(
      inTestMode(
        paymentDelivery("subscription_payment_success", {
          subscriptionId: "77001",
          email: student.email,
          userId: student.id,
        }),
      ),
    );
    expect(renewed.json()).toEqual({ outcome: "test-mode" });
    expect(
      await harness.database.db.select().from(subscriptions).where(eq(subscriptions.userId, student.id)),
    ).toEqual([]);

    const stored = await harness.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.lemonsqueezySubscriptionId, "77001"));
    expect(stored.map((row) => [row.eventName, row.outcome, row.userId])).toEqual([
      ["subscription_created", "test-mode", student.id],
      ["subscription_payment_success", "test-mode", student.id],
    ]);
    const forSupport = await harness.app.inject({
      url: "/api/admin/billing-events",
      headers: { cookie: admin.cookie },
    });
    expect(forSupport.statusCode).toBe(200);
    expect(forSupport.json()).toContainEqual(
      expect.objectContaining({
        eventName: "subscription_created",
        outcome: "test-mode",
        lemonsqueezySubscriptionId: "77001",
        planName: "Premium Plus",
      }),
    );
  });

  it("leave a live plan as it is", async () => {
    const { student } = await studentAndAdmin(harness);
    const live = await deliver(
      subscriptionDelivery("subscription_created", {
        id: "77002",
        plan: "Base Plan",
        renewsAt: iso(30),
        updatedAt: iso(0),
        email: student.email,
        userId: student.id,
      }),
    );
    expect(live.json()).toEqual({ outcome: "applied" });
    const cancelled = await deliver(
      inTestMode(
        subscriptionDelivery("subscription_cancelled", {
          id: "77002",
          plan: "Base Plan",
          status: "cancelled",
          renewsAt: iso(30),
          endsAt: iso(1),
          updatedAt: iso(1),
          email: student.email,
          userId: student.id,
        }),
      ),
    );
    expect(cancelled.json()).toEqual({ outcome: "test-mode" });
    const [plan] = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, student.id));
    expect(plan).toMatchObject({ planName: "Base Plan", status: "active" });
  });
});

describe("test-mode payments on a server that accepts them (LEMONSQUEEZY_TEST_MODE=accept)", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({
      environment: { ...BUY_LINK_ENVIRONMENT(STORE_URL), LEMONSQUEEZY_TEST_MODE: "accept" },
    });
  });
  afterAll(() => harness.close());

  it("grant plans as live ones do", async () => {
    const { student } = await studentAndAdmin(harness);
    const { body, headers } = signDelivery(
      inTestMode(
        subscriptionDelivery("subscription_created", {
          id: "77003",
          plan: "Premium Plan",
          renewsAt: iso(30),
          updatedAt: iso(0),
          email: student.email,
          userId: student.id,
        }),
      ),
    );
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/webhooks/lemonsqueezy",
      headers,
      payload: body,
    });
    expect(response.json()).toEqual({ outcome: "applied" });
    const [plan] = await harness.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, student.id));
    expect(plan).toMatchObject({ planName: "Premium Plan", status: "active" });
  });
});
