import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import {
  BUY_LINK_ENVIRONMENT,
  type Delivery,
  orderDelivery,
  paymentDelivery,
  signDelivery,
  subscriptionDelivery,
} from "../../../test/lemonsqueezy-deliveries";
import { smtpEnvironment, startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { adminActions, billingEvents } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const origin = "http://localhost:5000";

describe("a payment made at /checkout from an address no account has confirmed", () => {
  let smtp: TestSmtpServer;
  let harness: TestApp;
  let nextSubscriptionId = 70_000;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    harness = await createTestApp({
      environment: {
        ...BUY_LINK_ENVIRONMENT("http://127.0.0.1:9"),
        ...smtpEnvironment(smtp),
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });

  const deliver = (delivery: Delivery) => {
    const { body, headers } = signDelivery(delivery);
    return harness.app.inject({ method: "POST", url: "/api/webhooks/lemonsqueezy", headers, payload: body });
  };
  const planOf = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } })).json().subscription;
  const confirm = async (email: string, cookie: string) => {
    const mail = await smtp.nextMessage(email, "verify-email");
    await harness.app.inject({ url: mail.links[0].slice(origin.length), headers: { cookie } });
  };

  it("is attached when an account confirms the same address, not before, with an audit row", async () => {
    const email = `paid-first-${Date.now()}@example.com`;
    const subscriptionId = String(++nextSubscriptionId);
    const paid = { id: subscriptionId, plan: "Premium Plan" as const, email };
    expect(
      (
        await deliver(
          subscriptionDelivery("subscription_created", { ...paid, renewsAt: iso(30), updatedAt: iso(-1) }),
        )
      ).json(),
    ).toEqual({ outcome: "unmatched" });
    // A later state of the same subscription, also before the account: the latest one is applied.
    await deliver(
      subscriptionDelivery("subscription_updated", { ...paid, renewsAt: iso(31), updatedAt: iso(0) }),
    );
    await deliver(orderDelivery("order_created", { email }));

    const { cookie } = await signUp(harness.app, { email: email.toUpperCase() });
    expect(await planOf(cookie)).toBeNull();
    const waiting = await harness.database.db
      .select({ outcome: billingEvents.outcome })
      .from(billingEvents)
      .where(eq(billingEvents.customerEmail, email));
    expect(waiting.map((event) => event.outcome)).toEqual(["unmatched", "unmatched", "unmatched"]);

    await confirm(email, cookie);
    expect(await planOf(cookie)).toMatchObject({
      planName: "Premium Plan",
      status: "active",
      monthlySessionLimit: 200,
      currentMonthSessions: 0,
    });
    const student = await userByEmail(harness, email);
    const events = await harness.database.db
      .select({
        eventName: billingEvents.eventName,
        outcome: billingEvents.outcome,
        userId: billingEvents.userId,
      })
      .from(billingEvents)
      .where(eq(billingEvents.customerEmail, email))
      .orderBy(billingEvents.id);
    expect(events).toEqual([
      { eventName: "subscription_created", outcome: "linked", userId: student.id },
      { eventName: "subscription_updated", outcome: "linked", userId: student.id },
      { eventName: "order_created", outcome: "recorded", userId: student.id },
    ]);
    const audit = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, student.id));
    expect(audit).toEqual([
      expect.objectContaining({
        adminEmail: "email confirmation",
        adminUserId: null,
        action: "attach-earlier-payment",
        details: `Attached Premium Plan (Lemon Squeezy subscription ${subscriptionId}), paid from ${email} before any account had confirmed that address, when this account confirmed it`,
      }),
    ]);

    // Later deliveries of that subscription find the student by it, as any paid plan.
    const renewed = await deliver(
      subscriptionDelivery("subscription_updated", { ...paid, renewsAt: iso(61), updatedAt: iso(1) }),
    );
    expect(renewed.json()).toEqual({ outcome: "applied" });
  });

  it("waits for an account that has the address but has not confirmed it, and joins it once confirmed", async () => {
    // Anyone can sign up with a buyer's address before the buyer does: only the inbox proves it.
    const email = `signed-up-first-${Date.now()}@example.com`;
    const { cookie } = await signUp(harness.app, { email });
    const subscriptionId = String(++nextSubscriptionId);
    const paid = { id: subscriptionId, plan: "Base Plan" as const, email };
    const created = await deliver(
      subscriptionDelivery("subscription_created", { ...paid, renewsAt: iso(30), updatedAt: iso(0) }),
    );
    expect(created.json()).toEqual({ outcome: "unmatched" });
    expect(
      (await deliver(paymentDelivery("subscription_payment_success", { subscriptionId, email }))).json(),
    ).toEqual({ outcome: "recorded" });
    expect(await planOf(cookie)).toBeNull();
    const [waiting] = await harness.database.db
      .select({ outcome: billingEvents.outcome, userId: billingEvents.userId })
      .from(billingEvents)
      .where(eq(billingEvents.lemonsqueezySubscriptionId, subscriptionId))
      .orderBy(billingEvents.id);
    expect(waiting).toEqual({ outcome: "unmatched", userId: null });

    await confirm(email, cookie);
    expect(await planOf(cookie)).toMatchObject({ planName: "Base Plan", status: "active" });
    const student = await userByEmail(harness, email);
    const [linked] = await harness.database.db
      .select({ outcome: billingEvents.outcome, userId: billingEvents.userId })
      .from(billingEvents)
      .where(eq(billingEvents.lemonsqueezySubscriptionId, subscriptionId))
      .orderBy(billingEvents.id);
    expect(linked).toEqual({ outcome: "linked", userId: student.id });
    // From then on the subscription's deliveries find the account by the subscription itself.
    expect(
      (
        await deliver(
          subscriptionDelivery("subscription_updated", { ...paid, renewsAt: iso(60), updatedAt: iso(1) }),
        )
      ).json(),
    ).toEqual({ outcome: "applied" });
  });

  it("joins a signed-in buyer's account by the id the checkout carries, confirmed or not", async () => {
    const { cookie, email } = await signUp(harness.app);
    const student = await userByEmail(harness, email);
    expect(student.emailVerified).toBe(false);
    const delivered = await deliver(
      subscriptionDelivery("subscription_created", {
        id: String(++nextSubscriptionId),
        plan: "Premium Plus",
        email: "card-holder@example.com",
        userId: student.id,
        renewsAt: iso(30),
        updatedAt: iso(0),
      }),
    );
    expect(delivered.json()).toEqual({ outcome: "applied" });
    expect(await planOf(cookie)).toMatchObject({ planName: "Premium Plus", status: "active" });
  });

  it("is not attached to an account that confirms another address", async () => {
    const payer = `payer-${Date.now()}@example.com`;
    await deliver(
      subscriptionDelivery("subscription_created", {
        id: String(++nextSubscriptionId),
        plan: "Base Plan",
        email: payer,
        renewsAt: iso(30),
        updatedAt: iso(0),
      }),
    );
    const other = await signUp(harness.app);
    await confirm(other.email, other.cookie);
    expect(await planOf(other.cookie)).toBeNull();
    const [event] = await harness.database.db
      .select({ outcome: billingEvents.outcome })
      .from(billingEvents)
      .where(eq(billingEvents.customerEmail, payer));
    expect(event.outcome).toBe("unmatched");
  });
});
