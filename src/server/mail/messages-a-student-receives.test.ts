/**
 * Every email a new student gets in a first month of ordinary use, counted on a real SMTP server:
 * the confirmation of the address at sign-up is the only one nobody asked for; a password reset and
 * an address change add the messages the student asked for, and nothing else is sent (no trial,
 * plan, renewal, support or data message: the store sends its own receipts).
 */

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonHeaders, signUp, type TestApp, userByEmail } from "../../../test/app-harness";
import {
  BUY_LINK_ENVIRONMENT,
  type Delivery,
  paymentDelivery,
  signDelivery,
  subscriptionDelivery,
} from "../../../test/lemonsqueezy-deliveries";
import { smtpEnvironment, startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { subscriptions } from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const origin = "http://localhost:5000";
const PRIORITY_MAILBOX = "priority@support.vector.test";

describe("the email a new student receives in the first month, with SMTP configured", () => {
  let smtp: TestSmtpServer;
  let harness: TestApp;
  let address = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    harness = await createTestApp({
      environment: {
        ...BUY_LINK_ENVIRONMENT("https://store.example"),
        ...smtpEnvironment(smtp),
        PRIORITY_SUPPORT_EMAIL: PRIORITY_MAILBOX,
      },
    });
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
  });

  const clientAddress = () => `10.60.${Math.floor(++address / 200)}.${address % 200}`;
  const post = (url: string, cookie: string, payload?: object) =>
    harness.app.inject({
      method: "POST",
      url,
      headers: jsonHeaders(cookie),
      remoteAddress: clientAddress(),
      payload,
    });
  const deliver = (delivery: Delivery) => {
    const { body, headers } = signDelivery(delivery);
    return harness.app.inject({ method: "POST", url: "/api/webhooks/lemonsqueezy", headers, payload: body });
  };
  const solve = (cookie: string) =>
    post("/api/tutor/solve", cookie, {
      level: "high-school",
      problem: "A ball is dropped from 20 m. How fast is it going at the ground?",
    });

  it("is one confirmation link unasked, then only the messages the student asks for", async () => {
    const { cookie, email } = await signUp(harness.app, { name: "New Student" });
    const student = await userByEmail(harness, email);

    // Day 0: the confirmation link, the one message nobody asked for.
    const confirmation = await smtp.nextMessage(email, "verify-email");
    expect(confirmation.subject).toContain("Vector");
    await harness.app.inject({ url: confirmation.links[0].slice(origin.length), headers: { cookie } });

    // The trial, used up: no message.
    expect((await post("/api/subscription/free-trial", cookie)).statusCode).toBe(201);
    expect((await solve(cookie)).statusCode).toBe(200);
    await harness.database.db
      .update(subscriptions)
      .set({ currentMonthSessions: 6 })
      .where(eq(subscriptions.userId, student.id));
    expect((await solve(cookie)).statusCode).toBe(402);

    // A plan bought at checkout, its payment and its first renewal: the store's receipts, none of ours.
    const paid = { id: "880001", plan: "Premium Plan" as const, email, userId: student.id };
    await deliver(
      subscriptionDelivery("subscription_created", { ...paid, renewsAt: iso(30), updatedAt: iso(0) }),
    );
    await deliver(paymentDelivery("subscription_payment_success", { subscriptionId: paid.id, email }));
    await deliver(
      subscriptionDelivery("subscription_updated", { ...paid, renewsAt: iso(60), updatedAt: iso(1) }),
    );
    expect((await solve(cookie)).statusCode).toBe(200);

    // A Priority Support request reaches support's mailbox; the student's receipt is the page's list.
    expect(
      (await post("/api/support/priority-requests", cookie, { subject: "Units", message: "N or kg?" }))
        .statusCode,
    ).toBe(201);
    await smtp.nextMessage(PRIORITY_MAILBOX, "priority-support-request");
    // Deleting their data sends nothing either.
    expect(
      (await post("/api/account/delete-data", cookie, { confirm: "DELETE", paidPlanAcknowledged: true }))
        .statusCode,
    ).toBe(200);
    expect(smtp.messagesTo(email).map((mail) => mail.kind)).toEqual(["verify-email"]);

    // Asked for: a password reset (one message), then a new address (a link to it, a notice to the old).
    expect((await post("/api/auth/request-password-reset", "", { email })).statusCode).toBe(200);
    await smtp.nextMessage(email, "reset-password");
    const newEmail = `moved-${email}`;
    expect((await post("/api/auth/change-email", cookie, { newEmail })).statusCode).toBe(200);
    await smtp.nextMessage(newEmail, "confirm-new-email");
    await smtp.nextMessage(email, "email-change-requested");

    expect(smtp.messagesTo(email).map((mail) => mail.kind)).toEqual([
      "verify-email",
      "reset-password",
      "email-change-requested",
    ]);
    expect(smtp.messagesTo(newEmail).map((mail) => mail.kind)).toEqual(["confirm-new-email"]);
  });
});
