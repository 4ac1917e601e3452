/**
 * Billing calls: what the plan buttons can do, checkout, the customer portal, the Lemon Squeezy
 * webhook, and the support side (the linking tool and deliveries that need a person).
 */
import { desc, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { checkoutRequest, linkSubscriptionRequest } from "../../contracts/billing";
import { type BillingOptionsResponse, PLANS, type UnmatchedBillingEvent } from "../../contracts/plans";
import type { Database } from "../db/client";
import { billingEvents } from "../db/schema";
import { parseInput } from "../http/validate";
import type { BillingConfig } from "./billing-config";
import { canSellPlans, createCheckout, paymentsNotConfigured } from "./create-checkout";
import { linkSubscription } from "./link-subscription";
import { canOpenBillingPortal, openBillingPortal } from "./open-billing-portal";
import { OUTCOMES_FOR_SUPPORT, receiveWebhook } from "./receive-webhook";

/** Largest webhook body accepted (real deliveries are a few kilobytes). */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/** Registers the billing routes. */
export async function registerBillingRoutes(
  app: FastifyInstance,
  options: { db: Database; billing: BillingConfig | undefined; publicUrl: string },
) {
  const { db, billing, publicUrl } = options;

  app.get(
    "/api/billing/options",
    async (): Promise<BillingOptionsResponse> => ({
      plans: [...PLANS],
      checkoutAvailable: canSellPlans(billing),
      billingPortalAvailable: canOpenBillingPortal(billing),
    }),
  );

  app.post("/api/billing/checkout", async (request) => {
    const { planName } = parseInput(checkoutRequest, request.body);
    const student = await request.currentUser();
    return { url: await createCheckout(billing, { planName, student, publicUrl }) };
  });

  app.post("/api/billing/portal", async (request) => {
    const student = await request.requireUser();
    return { url: await openBillingPortal(db, billing, student.id) };
  });

  // The signature is computed over the exact bytes received, so this route reads a raw body.
  await app.register(async (scope) => {
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
    scope.post("/api/webhooks/lemonsqueezy", async (request) => {
      if (!billing) throw paymentsNotConfigured();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-signature"];
      return receiveWebhook(db, billing, rawBody, typeof signature === "string" ? signature : undefined);
    });
  });

  app.post("/api/admin/link-subscription", async (request) => {
    const admin = await request.requireUser();
    const body = parseInput(linkSubscriptionRequest, request.body);
    return linkSubscription(db, billing, { id: admin.id, email: admin.email }, body);
  });

  app.get("/api/admin/billing-events", async (): Promise<UnmatchedBillingEvent[]> => {
    const rows = await db
      .select()
      .from(billingEvents)
      .where(inArray(billingEvents.outcome, [...OUTCOMES_FOR_SUPPORT]))
      .orderBy(desc(billingEvents.receivedAt))
      .limit(100);
    return rows.map((row) => ({
      id: row.id,
      eventName: row.eventName,
      outcome: row.outcome,
      lemonsqueezySubscriptionId: row.lemonsqueezySubscriptionId,
      customerEmail: row.customerEmail,
      planName: row.planName,
      receivedAt: row.receivedAt.toISOString(),
    }));
  });
}
