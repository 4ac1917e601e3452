/**
 * GET /api/location: the landing page's banner asks it, only after the visitor allows
 * functional cookies. Public (no sign-in), answered from the embedded database alone.
 */
import type { FastifyInstance } from "fastify";
import { visitorLocationSchema } from "../../contracts/location";
import type { Database } from "../db/client";
import { clientAddressKey, consumeRateLimit } from "../http/rate-limit";
import { answers, withReplyContracts } from "../http/reply-contract";
import { embeddedCityDatabase, type FindCityRecord, lookUpLocation } from "./look-up-location";

/** A page asks once a day per browser (it keeps the answer); this leaves room for a shared address. */
export const LOCATION_LOOKUPS_PER_MINUTE = 30;

/** Registers the location route; tests pass their own database of places. */
export async function registerLocationRoutes(
  fastify: FastifyInstance,
  options: { db: Database; findCityRecord?: FindCityRecord },
) {
  const { db, findCityRecord = embeddedCityDatabase() } = options;
  const app = withReplyContracts(fastify);

  app.get("/api/location", answers(visitorLocationSchema), async (request, reply) => {
    // request.ip already follows TRUST_PROXY: the proxy's own address unless it is trusted; an IPv6 client counts by its /64 network.
    await consumeRateLimit(db, `vector:location:${clientAddressKey(request.ip)}`, {
      windowSeconds: 60,
      max: LOCATION_LOOKUPS_PER_MINUTE,
      message: "Too many location requests; please try again in a minute",
    });
    // The answer belongs to one address: no shared cache may keep it for another visitor.
    reply.header("cache-control", "private, no-store");
    return lookUpLocation(request.ip, findCityRecord);
  });
}
