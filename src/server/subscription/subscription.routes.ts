/**
 * GET /api/subscription/status and POST /api/subscription/free-trial.
 */
import type { FastifyInstance } from "fastify";
import { subscriptionStatusResponseSchema } from "../../contracts/subscription";
import type { Database } from "../db/client";
import { answers, withReplyContracts } from "../http/reply-contract";
import { getSubscriptionStatus } from "./get-subscription-status";
import { startFreeTrial } from "./start-free-trial";

/** Registers the subscription routes. */
export async function registerSubscriptionRoutes(
  fastify: FastifyInstance,
  options: { db: Database; trialsPerAddressPerDay: number },
) {
  const app = withReplyContracts(fastify);
  app.get("/api/subscription/status", answers(subscriptionStatusResponseSchema), async (request) => {
    const current = await request.requireUser();
    return getSubscriptionStatus(options.db, current.id);
  });

  app.post(
    "/api/subscription/free-trial",
    answers(subscriptionStatusResponseSchema, 201),
    async (request, reply) => {
      const current = await request.requireUser();
      // request.ip follows TRUST_PROXY: the proxy's own address unless it is trusted.
      await startFreeTrial(options.db, current.id, {
        address: request.ip,
        trialsPerAddressPerDay: options.trialsPerAddressPerDay,
      });
      return reply.status(201).send(await getSubscriptionStatus(options.db, current.id));
    },
  );
}
