import { eq, sql } from "drizzle-orm";
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
  orderDelivery,
  paymentDelivery,
  signDelivery,
  subscriptionDelivery,
  VARIANTS,
  WEBHOOK_SECRET,
} from "../../../test/lemonsqueezy-deliveries";
import { adminActions, billingEvents, subscriptions, user } from "../db/schema";
import type { TutorBrain } from "../tutor/brain";

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A brain that answers when released, and fails the calls asked to fail. */
function gatedBrain() {
  const waiting: { release: (fail: boolean) => void }[] = [];
  const brain: TutorBrain = {
    kind: "engine",
    respond: () =>
      new Promise((resolve, reject) => {
        waiting.push({
          release: (fail) =>
            fail
              ? reject(new Error("the model failed"))
              : resolve({
                  reply: "Here is the solution.",
                  verification: { status: "not-checked", note: "" },
                }),
        });
      }),
  };
  return { brain, waiting };
}

describe.each(DATABASE_KINDS)("paid plans on %s", (databaseKind) => {
  let store: FakeLemonSqueezy;
  let harness: TestApp;
  let admin: { cookie: string };

  beforeAll(async () => {
    store = await startFakeLemonSqueezy();
    harness = await createTestApp({
      database: databaseKind,
      environment: {
        ...BUY_LINK_ENVIRONMENT(store.baseUrl),
        LEMONSQUEEZY_API_KEY: FAKE_LEMONSQUEEZY_KEY,
        LEMONSQUEEZY_API_URL: store.baseUrl,
        LEMONSQUEEZY_STORE_ID: "42",
      },
    });
    const signedUp = await signUp(harness.app, { email: `admin-${Date.now()}@example.com` });
    await harness.database.db.update(user).set({ role: "admin" }).where(eq(user.email, signedUp.email));
    admin = signedUp;
  });
  afterAll(async () => {
    await harness.close();
    await store.close();
  });

  const deliver = (delivery: Delivery, secret = WEBHOOK_SECRET) => {
    const { body, headers } = signDelivery(delivery, secret);
    return harness.app.inject({ method: "POST", url: "/api/webhooks/lemonsqueezy", headers, payload: body });
  };
  const status = async (cookie: string) =>
    (await harness.app.inject({ url: "/api/subscription/status", headers: { cookie } })).json();
  const solve = (cookie: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: {
        level: "high-school",
        problem: "A ball is dropped from 20 m. How fast is it going at the ground?",
      },
    });
  const useSessions = async (userId: string, used: number) =>
    harness.database.db
      .update(subscriptions)
      .set({ currentMonthSessions: used })
      .where(eq(subscriptions.userId, userId));
  let nextSubscriptionId = 1000 + (databaseKind === "postgres" ? 5000 : 0);
  /** A student who confirmed the address: a payment from it finds the account. */
  const newStudent = async () => {
    const { cookie, email } = await signUp(harness.app);
    await confirmAddress(harness, email);
    const row = await userByEmail(harness, email);
    return { cookie, email, id: row.id, subscriptionId: String(++nextSubscriptionId) };
  };

  it("takes a trial student from checkout to an active Base Plan of 100 sessions", async () => {
    const student = await newStudent();
    await harness.app.inject({
      method: "POST",
      url: "/api/subscription/free-trial",
      headers: jsonHeaders(student.cookie),
    });
    await useSessions(student.id, 4);

    const checkout = await harness.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: jsonHeaders(student.cookie),
      payload: { planName: "Base Plan" },
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toMatch(new RegExp(`^${store.baseUrl}/checkout/custom/`));
    const sent = store.checkouts.at(-1)?.data;
    expect(sent?.attributes).toMatchObject({
      checkout_data: { email: student.email, custom: { plan_name: "Base Plan", user_id: student.id } },
      product_options: { redirect_url: "http://localhost:5000/subscription", enabled_variants: [101] },
    });
    expect(sent?.relationships).toEqual({
      store: { data: { type: "stores", id: "42" } },
      variant: { data: { type: "variants", id: VARIANTS["Base Plan"] } },
    });

    // The student pays with another email address: the custom data still finds the account.
    const created = await deliver(
      subscriptionDelivery("subscription_created", {
        id: student.subscriptionId,
        plan: "Base Plan",
        renewsAt: iso(30),
        updatedAt: iso(0),
        email: "a-different-address@example.com",
        userId: student.id,
      }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ outcome: "applied" });
    const after = await status(student.cookie);
    expect(after.sessionInfo).toEqual({
      currentSessions: 0,
      sessionLimit: 100,
      planName: "Base Plan",
      hasAvailableSessions: true,
    });
    expect(after.subscription).toMatchObject({
      planName: "Base Plan",
      status: "active",
      lemonsqueezySubscriptionId: student.subscriptionId,
      isTrial: false,
    });
    expect(after.subscription.nextBillingDate).toBe(after.subscription.currentPeriodEnd);
    expect(after.features).toEqual(["session-history", "usage-analytics", "priority-support"]);
    expect((await solve(student.cookie)).statusCode).toBe(200);
    expect((await status(student.cookie)).sessionInfo.currentSessions).toBe(1);
  });

  it("sends a signed-out buyer back to /checkout?paid=1, and says whether confirmation links are emailed", async () => {
    const checkout = await harness.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { origin: "http://localhost:5000", "content-type": "application/json" },
      payload: { planName: "Premium Plan" },
    });
    expect(checkout.statusCode).toBe(200);
    expect(store.checkouts.at(-1)?.data.attributes).toMatchObject({
      checkout_data: { custom: { plan_name: "Premium Plan" } },
      product_options: { redirect_url: "http://localhost:5000/checkout?paid=1" },
    });
    expect(store.checkouts.at(-1)?.data.attributes.checkout_data).not.toHaveProperty("custom.user_id");
    // This server has no SMTP: the page after checkout says support attaches such a payment.
    const options = await harness.app.inject({ url: "/api/billing/options" });
    expect(options.json()).toMatchObject({ checkoutAvailable: true, addressesConfirmedByEmail: false });
  });

  it("sends buy links with plan_name, the student's id and email as custom data", async () => {
    const buyLinksOnly = await createTestApp({
      database: "pglite",
      environment: BUY_LINK_ENVIRONMENT(store.baseUrl),
    });
    try {
      const visitor = await buyLinksOnly.app.inject({
        method: "POST",
        url: "/api/billing/checkout",
        headers: { "content-type": "application/json", origin: "http://localhost:5000" },
        payload: { planName: "Premium Plan" },
      });
      expect(visitor.json().url).toBe(
        `${store.baseUrl}/checkout/buy/premium-0002?checkout[custom][plan_name]=Premium%20Plan`,
      );
      const { cookie, email } = await signUp(buyLinksOnly.app);
      const id = (await buyLinksOnly.app.inject({ url: "/api/auth/user", headers: { cookie } })).json().id;
      const signedIn = await buyLinksOnly.app.inject({
        method: "POST",
        url: "/api/billing/checkout",
        headers: jsonHeaders(cookie),
        payload: { planName: "Premium Plus" },
      });
      const url = new URL(signedIn.json().url);
      expect(url.pathname).toBe("/checkout/buy/premium-plus-0003");
      expect(url.searchParams.get("checkout[custom][plan_name]")).toBe("Premium Plus");
      expect(url.searchParams.get("checkout[custom][user_id]")).toBe(id);
      expect(url.searchParams.get("checkout[email]")).toBe(email);
      // Without an API key, Manage Billing opens the store's billing page.
      const portal = await buyLinksOnly.app.inject({
        method: "POST",
        url: "/api/billing/portal",
        headers: jsonHeaders(cookie),
      });
      expect(portal.json()).toEqual({ url: `${store.baseUrl}/billing` });
    } finally {
      await buyLinksOnly.close();
    }
  }, 90_000);

  it("refuses an unknown plan by name and changes nothing", async () => {
    const checkoutsBefore = store.checkouts.length;
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { "content-type": "application/json", origin: "http://localhost:5000" },
      payload: { planName: "Free Trial" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "planName: must be Base Plan, Premium Plan or Premium Plus",
      code: "VALIDATION_ERROR",
    });
    expect(store.checkouts.length).toBe(checkoutsBefore);
  });

  it("opens a fresh customer portal address from the API for Manage Billing", async () => {
    const student = await newStudent();
    await deliver(
      subscriptionDelivery("subscription_created", {
        id: student.subscriptionId,
        plan: "Premium Plan",
        renewsAt: iso(30),
        updatedAt: iso(0),
        email: student.email,
      }),
    );
    store.subscriptions.set(student.subscriptionId, {
      status: "active",
      urls: { customer_portal: "https://store.example/billing/fresh?signature=new" },
    });
    const portal = await harness.app.inject({
      method: "POST",
      url: "/api/billing/portal",
      headers: jsonHeaders(student.cookie),
    });
    expect(portal.json()).toEqual({ url: "https://store.example/billing/fresh?signature=new" });
    expect(store.requests).toContain(`GET /v1/subscriptions/${student.subscriptionId}`);

    const trialStudent = await newStudent();
    const none = await harness.app.inject({
      method: "POST",
      url: "/api/billing/portal",
      headers: jsonHeaders(trialStudent.cookie),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe("NO_BILLING_ACCOUNT");
  });

  it("starts a new period at each renewal, and a replayed renewal changes nothing", async () => {
    const student = await newStudent();
    const first = { id: student.subscriptionId, plan: "Base Plan" as const, email: student.email };
    await deliver(
      subscriptionDelivery("subscription_created", { ...first, renewsAt: iso(1), updatedAt: iso(-30) }),
    );
    await useSessions(student.id, 97);

    const renewal = subscriptionDelivery("subscription_updated", {
      ...first,
      renewsAt: iso(31),
      updatedAt: iso(0),
    });
    expect((await deliver(renewal)).json()).toEqual({ outcome: "applied" });
    let after = await status(student.cookie);
    expect(after.sessionInfo).toMatchObject({ currentSessions: 0, sessionLimit: 100 });
    expect(new Date(after.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 30 * DAY);

    await useSessions(student.id, 12);
    expect((await deliver(renewal)).json()).toEqual({ outcome: "duplicate" });
    // The same state again under a new delivery id is applied and still resets nothing.
    expect(
      (await deliver({ ...renewal, meta: { ...renewal.meta, webhook_id: "another-delivery" } })).json(),
    ).toEqual({
      outcome: "applied",
    });
    after = await status(student.cookie);
    expect(after.sessionInfo.currentSessions).toBe(12);
    const events = await harness.database.db
      .select({ outcome: billingEvents.outcome })
      .from(billingEvents)
      .where(eq(billingEvents.lemonsqueezySubscriptionId, student.subscriptionId));
    expect(events.map((event) => event.outcome)).toEqual(["applied", "applied", "applied"]);
  });

  it("refuses forged, missing and other-secret signatures with 401 and records nothing", async () => {
    const student = await newStudent();
    const delivery = subscriptionDelivery("subscription_created", {
      id: student.subscriptionId,
      plan: "Premium Plus",
      renewsAt: iso(30),
      updatedAt: iso(0),
      email: student.email,
    });
    const { body, headers } = signDelivery(delivery);
    const countEvents = async () =>
      (await harness.database.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents))[0].n;
    const before = await countEvents();
    const attempts = [
      { ...headers, "x-signature": "0".repeat(64) },
      { "content-type": "application/json" },
      signDelivery(delivery, "another-secret").headers,
      { ...headers, "x-signature": headers["x-signature"].slice(0, 10) },
    ];
    for (const attempt of attempts) {
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/webhooks/lemonsqueezy",
        headers: attempt,
        payload: body,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "INVALID_SIGNATURE" });
    }
    // A body changed after signing fails too.
    const tampered = body.replace("Premium Plus", "Premium Plan");
    const changed = await harness.app.inject({
      method: "POST",
      url: "/api/webhooks/lemonsqueezy",
      headers,
      payload: tampered,
    });
    expect(changed.statusCode).toBe(401);
    expect(await countEvents()).toBe(before);
    expect((await status(student.cookie)).subscription).toBeNull();
  });

  describe("deliveries out of order end in the latest state", () => {
    // One subscription's life: bought, renewed, cancelled, resumed, cancelled again, expired.
    const timeline = (id: string, email: string) => [
      subscriptionDelivery("subscription_created", {
        id,
        email,
        plan: "Base Plan",
        renewsAt: iso(10),
        updatedAt: iso(-20),
      }),
      subscriptionDelivery("subscription_updated", {
        id,
        email,
        plan: "Base Plan",
        renewsAt: iso(40),
        updatedAt: iso(-10),
      }),
      subscriptionDelivery("subscription_cancelled", {
        id,
        email,
        plan: "Base Plan",
        status: "cancelled",
        renewsAt: iso(40),
        endsAt: iso(40),
        updatedAt: iso(-8),
      }),
      subscriptionDelivery("subscription_resumed", {
        id,
        email,
        plan: "Base Plan",
        renewsAt: iso(40),
        updatedAt: iso(-6),
      }),
      subscriptionDelivery("subscription_expired", {
        id,
        email,
        plan: "Base Plan",
        status: "expired",
        renewsAt: iso(40),
        endsAt: iso(-1),
        updatedAt: iso(-1),
      }),
    ];
    const expected = [
      { status: "active", end: 10 },
      { status: "active", end: 40 },
      { status: "cancelled", end: 40 },
      { status: "active", end: 40 },
      { status: "expired", end: -1 },
    ];
    const pairs: [number, number][] = [];
    for (let earlier = 0; earlier < 5; earlier++)
      for (let later = earlier + 1; later < 5; later++) pairs.push([earlier, later]);

    it.each(pairs)("event %i arriving after event %i changes nothing", async (earlier, later) => {
      const student = await newStudent();
      const events = timeline(student.subscriptionId, student.email);
      expect((await deliver(events[later])).statusCode).toBe(200);
      const afterLater = await status(student.cookie);
      const stale = await deliver(events[earlier]);
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual({ outcome: "stale" });
      const final = await status(student.cookie);
      expect(final).toEqual(afterLater);
      expect(final.subscription.status).toBe(expected[later].status);
      const end = new Date(final.subscription.currentPeriodEnd).getTime();
      expect(Math.abs(end - (Date.now() + expected[later].end * DAY))).toBeLessThan(60_000);
    });

    it("a payment before its subscription is kept, and the subscription then applies", async () => {
      const student = await newStudent();
      const payment = paymentDelivery("subscription_payment_success", {
        subscriptionId: student.subscriptionId,
        email: student.email,
        billingReason: "initial",
      });
      // The API does not know the subscription yet: the payment is recorded, not guessed from.
      expect((await deliver(payment)).json()).toEqual({ outcome: "recorded" });
      expect((await status(student.cookie)).subscription).toBeNull();
      const [created] = timeline(student.subscriptionId, student.email);
      expect((await deliver(created)).json()).toEqual({ outcome: "applied" });
      expect((await status(student.cookie)).subscription).toMatchObject({
        planName: "Base Plan",
        status: "active",
      });
    });

    it("a payment event applies the subscription's state read from the API", async () => {
      const student = await newStudent();
      const [created] = timeline(student.subscriptionId, student.email);
      await deliver(created);
      await useSessions(student.id, 50);
      store.subscriptions.set(student.subscriptionId, {
        ...(created.data.attributes as object),
        renews_at: iso(45),
        updated_at: iso(0),
      });
      const renewalPayment = paymentDelivery("subscription_payment_success", {
        subscriptionId: student.subscriptionId,
        email: student.email,
      });
      expect((await deliver(renewalPayment)).json()).toEqual({ outcome: "applied" });
      expect((await status(student.cookie)).sessionInfo.currentSessions).toBe(0);
    });
  });

  it("keeps a signed delivery for another product's variant for support, changing no plan", async () => {
    const student = await newStudent();
    const delivery = subscriptionDelivery("subscription_created", {
      id: student.subscriptionId,
      plan: "Base Plan",
      renewsAt: iso(30),
      updatedAt: iso(0),
      email: student.email,
    });
    (delivery.data.attributes as { variant_id: number }).variant_id = 999;
    const response = await deliver(delivery);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: "review" });
    expect((await status(student.cookie)).subscription).toBeNull();
    const listed = (
      await harness.app.inject({ url: "/api/admin/billing-events", headers: { cookie: admin.cookie } })
    ).json();
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: "review", lemonsqueezySubscriptionId: student.subscriptionId }),
      ]),
    );
  });

  it("keeps a cancelled plan until the end of its period, then ends it without a new trial", async () => {
    const student = await newStudent();
    const base = { id: student.subscriptionId, plan: "Base Plan" as const, email: student.email };
    await deliver(
      subscriptionDelivery("subscription_created", { ...base, renewsAt: iso(5), updatedAt: iso(-25) }),
    );
    await deliver(
      subscriptionDelivery("subscription_cancelled", {
        ...base,
        status: "cancelled",
        renewsAt: iso(5),
        endsAt: iso(5),
        updatedAt: iso(-1),
      }),
    );
    const cancelled = await status(student.cookie);
    expect(cancelled.subscription).toMatchObject({
      status: "cancelled",
      nextBillingDate: null,
      usable: true,
    });
    expect((await solve(student.cookie)).statusCode).toBe(200);

    // The period ends (as time passes); the expiry event may come later or never.
    await harness.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, student.id));
    const ended = await status(student.cookie);
    expect(ended.subscription).toMatchObject({ status: "expired", usable: false });
    expect(ended.sessionInfo.hasAvailableSessions).toBe(false);
    expect(ended.features).toEqual([]);
    const refused = await solve(student.cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: "SUBSCRIPTION_ENDED", requiresUpgrade: true });
    const trial = await harness.app.inject({
      method: "POST",
      url: "/api/subscription/free-trial",
      headers: jsonHeaders(student.cookie),
    });
    expect(trial.statusCode).toBe(409);
  });

  it("changes plan at the next renewal: upgrade, then downgrade", async () => {
    const student = await newStudent();
    const base = { id: student.subscriptionId, email: student.email };
    await deliver(
      subscriptionDelivery("subscription_created", {
        ...base,
        plan: "Base Plan",
        renewsAt: iso(3),
        updatedAt: iso(-27),
      }),
    );
    await useSessions(student.id, 90);

    await deliver(
      subscriptionDelivery("subscription_updated", {
        ...base,
        plan: "Premium Plus",
        renewsAt: iso(3),
        updatedAt: iso(-5),
      }),
    );
    let now = await status(student.cookie);
    expect(now.subscription).toMatchObject({
      planName: "Base Plan",
      monthlySessionLimit: 100,
      pendingPlanName: "Premium Plus",
    });
    expect(now.sessionInfo.currentSessions).toBe(90);

    await deliver(
      subscriptionDelivery("subscription_updated", {
        ...base,
        plan: "Premium Plus",
        renewsAt: iso(33),
        updatedAt: iso(-4),
      }),
    );
    now = await status(student.cookie);
    expect(now.subscription).toMatchObject({
      planName: "Premium Plus",
      monthlySessionLimit: 600,
      pendingPlanName: null,
    });
    expect(now.sessionInfo.currentSessions).toBe(0);
    expect(now.features).toContain("extended-problem-library");

    await deliver(
      subscriptionDelivery("subscription_updated", {
        ...base,
        plan: "Premium Plan",
        renewsAt: iso(33),
        updatedAt: iso(-3),
      }),
    );
    now = await status(student.cookie);
    expect(now.subscription).toMatchObject({
      planName: "Premium Plus",
      monthlySessionLimit: 600,
      pendingPlanName: "Premium Plan",
    });
    await deliver(
      subscriptionDelivery("subscription_updated", {
        ...base,
        plan: "Premium Plan",
        renewsAt: iso(63),
        updatedAt: iso(-2),
      }),
    );
    now = await status(student.cookie);
    expect(now.subscription).toMatchObject({
      planName: "Premium Plan",
      monthlySessionLimit: 200,
      pendingPlanName: null,
    });
  });

  it("lists an unknown customer's payment for support until it is linked with the tool", async () => {
    const student = await newStudent();
    const stranger = {
      id: student.subscriptionId,
      plan: "Premium Plan" as const,
      email: "paid-with-work-email@school.example",
    };
    const created = await deliver(
      subscriptionDelivery("subscription_created", { ...stranger, renewsAt: iso(20), updatedAt: iso(-10) }),
    );
    expect(created.json()).toEqual({ outcome: "unmatched" });
    const order = await deliver(orderDelivery("order_created", { email: stranger.email }));
    expect(order.json()).toEqual({ outcome: "unmatched" });
    const listed = await harness.app.inject({
      url: "/api/admin/billing-events",
      headers: { cookie: admin.cookie },
    });
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          eventName: "subscription_created",
          outcome: "unmatched",
          customerEmail: stranger.email,
          lemonsqueezySubscriptionId: student.subscriptionId,
          planName: "Premium Plan",
        }),
      ]),
    );

    const link = await harness.app.inject({
      method: "POST",
      url: "/api/admin/link-subscription",
      headers: jsonHeaders(admin.cookie),
      payload: {
        userEmail: student.email.toUpperCase(),
        planName: "Premium Plan",
        lemonSqueezySubscriptionId: student.subscriptionId,
      },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({
      success: true,
      message: `Premium Plan linked to ${student.email} (Lemon Squeezy subscription ${student.subscriptionId})`,
    });
    const linked = await status(student.cookie);
    expect(linked.subscription).toMatchObject({
      planName: "Premium Plan",
      status: "active",
      lemonsqueezySubscriptionId: student.subscriptionId,
    });
    const end = new Date(linked.subscription.currentPeriodEnd).getTime();
    expect(Math.abs(end - (Date.now() + 20 * DAY))).toBeLessThan(60_000);
    const stillListed = (
      await harness.app.inject({ url: "/api/admin/billing-events", headers: { cookie: admin.cookie } })
    ).json();
    expect(
      stillListed.some(
        (event: { lemonsqueezySubscriptionId: string }) =>
          event.lemonsqueezySubscriptionId === student.subscriptionId,
      ),
    ).toBe(false);
    const [audit] = await harness.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, student.id));
    expect(audit).toMatchObject({
      action: "link-subscription",
      details: `Linked Premium Plan (Lemon Squeezy subscription ${student.subscriptionId}) to ${student.email}`,
    });
    // Later deliveries for that subscription now reach the linked student.
    await deliver(
      subscriptionDelivery("subscription_updated", { ...stranger, renewsAt: iso(50), updatedAt: iso(0) }),
    );
    const moved = new Date((await status(student.cookie)).subscription.currentPeriodEnd).getTime();
    expect(Math.abs(moved - (Date.now() + 50 * DAY))).toBeLessThan(60_000);
  });

  it("links by hand with messages naming the problem, for admins only", async () => {
    const student = await newStudent();
    const call = (cookie: string | undefined, payload: unknown) =>
      harness.app.inject({
        method: "POST",
        url: "/api/admin/link-subscription",
        headers: cookie
          ? jsonHeaders(cookie)
          : { "content-type": "application/json", origin: "http://localhost:5000" },
        payload: payload as object,
      });
    const good = { userEmail: student.email, planName: "Base Plan" };
    expect((await call(undefined, good)).statusCode).toBe(401);
    expect((await call(student.cookie, good)).statusCode).toBe(403);
    const badEmail = await call(admin.cookie, { ...good, userEmail: "not-an-email" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe("userEmail: must be an email address");
    const badPlan = await call(admin.cookie, { ...good, planName: "Gold" });
    expect(badPlan.json().message).toBe("planName: must be Base Plan, Premium Plan or Premium Plus");
    const nobody = await call(admin.cookie, { ...good, userEmail: "nobody-here@example.com" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toMatch(/^userEmail: no account uses nobody-here@example.com/);
    expect((await status(student.cookie)).subscription).toBeNull();

    const linked = await call(admin.cookie, good);
    // Without a Lemon Squeezy subscription the plan runs for the length support gave, one month by default.
    expect(linked.json()).toEqual({
      success: true,
      message: expect.stringMatching(/ until \w+ \d+, \d{4}$/),
    });
    expect(linked.json().message.startsWith(`Base Plan linked to ${student.email} until `)).toBe(true);
    expect((await status(student.cookie)).sessionInfo).toMatchObject({
      planName: "Base Plan",
      sessionLimit: 100,
    });

    const other = await newStudent();
    await deliver(
      subscriptionDelivery("subscription_created", {
        id: other.subscriptionId,
        plan: "Base Plan",
        email: other.email,
        renewsAt: iso(9),
        updatedAt: iso(0),
      }),
    );
    const taken = await call(admin.cookie, { ...good, lemonSqueezySubscriptionId: other.subscriptionId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `lemonSqueezySubscriptionId: subscription ${other.subscriptionId} is already linked to ${other.email}`,
    );
  });

  it("keeps the count exact when a renewal lands while tutor calls are running", async () => {
    const gate = gatedBrain();
    const racing = await createTestApp({
      database: databaseKind,
      brain: gate.brain,
      environment: BUY_LINK_ENVIRONMENT(store.baseUrl),
    });
    try {
      const { cookie, email } = await signUp(racing.app);
      await confirmAddress(racing, email);
      const base = { id: "777", plan: "Base Plan" as const, email };
      const send = (delivery: Delivery) => {
        const { body, headers } = signDelivery(delivery);
        return racing.app.inject({
          method: "POST",
          url: "/api/webhooks/lemonsqueezy",
          headers,
          payload: body,
        });
      };
      await send(
        subscriptionDelivery("subscription_created", { ...base, renewsAt: iso(1), updatedAt: iso(-29) }),
      );
      const call = () =>
        racing.app.inject({
          method: "POST",
          url: "/api/tutor/solve",
          headers: jsonHeaders(cookie),
          payload: { level: "high-school", problem: "A cart rolls 3 m in 2 s. What is its speed?" },
        });
      const waitFor = async (count: number) => {
        while (gate.waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      // Ten calls charged in the old period are still running when the renewal lands...
      const oldPeriod = Array.from({ length: 10 }, call);
      await waitFor(10);
      const renewal = await send(
        subscriptionDelivery("subscription_updated", { ...base, renewsAt: iso(31), updatedAt: iso(0) }),
      );
      expect(renewal.json()).toEqual({ outcome: "applied" });
      // ...and ten more are charged in the new one; all twenty run at once.
      const newPeriod = Array.from({ length: 10 }, call);
      await waitFor(20);
      // Every other call fails: a failure gives its session back only to the period that charged it.
      for (const [index, waiting] of gate.waiting.entries()) waiting.release(index % 2 === 0);
      const responses = await Promise.all([...oldPeriod, ...newPeriod]);
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
      const [row] = await racing.database.db
        .select({ used: subscriptions.currentMonthSessions })
        .from(subscriptions);
      expect(row.used).toBe(5);
    } finally {
      await racing.close();
    }
  }, 90_000);
});
