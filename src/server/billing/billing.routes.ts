/**
 * Billing calls: what the plan buttons can do, checkout, the customer portal, the Lemon Squeezy
 * webhook, and the support side (the linking tool and deliveries that need a person).
 */
import { desc, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  billingOptionsResponseSchema,
  billingPortalResponseSchema,
  checkoutRequest,
  checkoutResponseSchema,
  linkSubscriptionRequest,
  linkSubscriptionResponseSchema,
  OUTCOMES_FOR_SUPPORT,
  planChangeResponseSchema,
  unmatchedBillingEventListSchema,
  webhookResponseSchema,
} from "../../contracts/billing";
import { PLANS } from "../../contracts/plans";
import type { Database } from "../db/client";
import { billingEvents } from "../db/schema";
import { consumeRateLimit, requesterKey } from "../http/rate-limit";
import { answers, withReplyContracts } from "../http/reply-contract";
import { parseInput } from "../http/validate";
import { recordDataListRead } from "../tracking/record-student-data-read";
import type { BillingConfig } from "./billing-config";
import { cancelOrResumePlan } from "./cancel-or-resume-plan";
import { canSellPlans, createCheckout, paymentsNotConfigured } from "./create-checkout";
import { linkSubscription } from "./link-subscription";
import { canOpenBillingPortal, openBillingPortal } from "./open-billing-portal";
import { receiveWebhook } from "./receive-webhook";

/** Largest webhook body accepted (real deliveries are a few kilobytes). */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/** Checkout or billing portal links one account (or, signed out, one client address) may ask for per minute. */
export const BILLING_LINKS_PER_MINUTE = { windowSeconds: 60, max: 10 };

/** Registers the billing routes. */
export async function registerBillingRoutes(
  fastify: FastifyInstance,
  options: {
    db: Database;
    billing: BillingConfig | undefined;
    publicUrl: string;
    /** Whether confirmation links reach students (SMTP is configured). */
    mailConfigured: boolean;
  },
) {
  const { db, billing, publicUrl, mailConfigured } = options;
  const app = withReplyContracts(fastify);

  app.get("/api/billing/options", answers(billingOptionsResponseSchema), async () => ({
    plans: [...PLANS],
    checkoutAvailable: canSellPlans(billing),
    billingPortalAvailable: canOpenBillingPortal(billing),
    plansChangeInPlace: Boolean(billing?.api),
    addressesConfirmedByEmail: mailConfigured,
  }));

  // Each checkout and portal link is a call to the payment provider, whose API allows a store only
  // so many calls a minute: one client must not use them up for every buyer.
  app.post("/api/billing/checkout", answers(checkoutResponseSchema), async (request) => {
    const student = await request.currentUser();
    await consumeRateLimit(db, `vector:billing-checkout:${requesterKey(student, request.ip)}`, {
      ...BILLING_LINKS_PER_MINUTE,
      message: "Too many checkout requests in a minute; please wait a moment and try again",
    });
    const { planName } = parseInput(checkoutRequest, request.body);
    return { url: await createCheckout(billing, { planName, student, publicUrl }) };
  });

  app.post("/api/billing/portal", answers(billingPortalResponseSchema), async (request) => {
    const student = await request.requireUser();
    await consumeRateLimit(db, `vector:billing-portal:${student.id}`, {
      ...BILLING_LINKS_PER_MINUTE,
      message: "Too many billing portal requests in a minute; please wait a moment and try again",
    });
    return { url: await openBillingPortal(db, billing, student.id) };
  });

  // Cancel Plan and Resume Plan: with an API key, each is a call to the provider as well.
  for (const change of ["cancel", "resume"] as const) {
    app.post(`/api/billing/${change}`, answers(planChangeResponseSchema), async (request) => {
      const student = await request.requireUser();
      await consumeRateLimit(db, `vector:billing-plan-change:${student.id}`, {
        ...BILLING_LINKS_PER_MINUTE,
        message: "Too many plan changes in a minute; please wait a moment and try again",
      });
      return cancelOrResumePlan(db, billing, student, change);
    });
  }

  // The signature is computed over the exact bytes received, so this route reads a raw body.
  await app.register(async (plainScope) => {
    const scope = withReplyContracts(plainScope);
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post("/api/webhooks/lemonsqueezy", answers(webhookResponseSchema), async (request) => {
      if (!billing) throw paymentsNotConfigured();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-signature"];
      return receiveWebhook(db, billing, rawBody, typeof signature === "string" ? signature : undefined);
    });
  });

  app.post("/api/admin/link-subscription", answers(linkSubscriptionResponseSchema), async (request) => {
    const admin = await request.requireUser();
    const body = parseInput(linkSubscriptionRequest, request.body);
    return linkSubscription(db, billing, { id: admin.id, email: admin.email }, body);
  });

  app.get("/api/admin/billing-events", answers(unmatchedBillingEventListSchema), async (request) => {
    const rows = await db
      .select()
      .from(billingEvents)
      .where(inArray(billingEvents.outcome, [...OUTCOMES_FOR_SUPPORT]))
      .orderBy(desc(billingEvents.receivedAt))
      .limit(100);
    // The deliveries carry customers' emails: each read is audited, as other reads of students' data.
    await recordDataListRead(db, {
      reader: await request.requireUser(),
      what: "the payments waiting for support",
    });
    return rows.map((row) => ({
      id: row.id,
      eventName: row.eventName,
      // The query keeps only these outcomes; the column itself is free text.
      outcome: row.outcome as (typeof OUTCOMES_FOR_SUPPORT)[number],
      lemonsqueezySubscriptionId: row.lemonsqueezySubscriptionId,
      customerEmail: row.customerEmail,
      planName: row.planName,
      receivedAt: row.receivedAt.toISOString(),
    }));
  });
}
