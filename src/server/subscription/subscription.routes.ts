/**
 * GET /api/subscription/status and POST /api/subscription/free-trial.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { consumeRateLimit } from "../http/rate-limit";
import { getSubscriptionStatus } from "./get-subscription-status";
import { startFreeTrial } from "./start-free-trial";

/** Registers the subscription routes. */
export async function registerSubscriptionRoutes(
  app: FastifyInstance,
  options: { db: Database; trialsPerAddressPerDay: number },
) {
  app.get("/api/subscription/status", async (request) => {
    const current = await request.requireUser();
    return getSubscriptionStatus(options.db, current.id);
  });

  app.post("/api/subscription/free-trial", async (request, reply) => {
    const current = await request.requireUser();
    // Throwaway accounts from one address get a few trials a day, not one each (decision 024).
    await consumeRateLimit(options.db, `vector:free-trial-address:${request.ip}`, {
      windowSeconds: 24 * 60 * 60,
      max: options.trialsPerAddressPerDay,
      message: "Too many free trials were started from your network today; please try again tomorrow",
    });
    await startFreeTrial(options.db, current.id);
    return reply.status(201).send(await getSubscriptionStatus(options.db, current.id));
  });
}
