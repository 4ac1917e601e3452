/**
 * GET /api/subscription/status and POST /api/subscription/free-trial.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { getSubscriptionStatus } from "./get-subscription-status";
import { startFreeTrial } from "./start-free-trial";

/** Registers the subscription routes. */
export async function registerSubscriptionRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get("/api/subscription/status", async (request) => {
    const current = await request.requireUser();
    return getSubscriptionStatus(options.db, current.id);
  });

  app.post("/api/subscription/free-trial", async (request, reply) => {
    const current = await request.requireUser();
    await startFreeTrial(options.db, current.id);
    return reply.status(201).send(await getSubscriptionStatus(options.db, current.id));
  });
}
