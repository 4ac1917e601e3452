/**
 * Limits per account, beside the limits per client address: password sign-in attempts per
 * email (so guessing one account's password from many addresses is slow too) and tutor calls
 * per student (each one can cost a model call). Both answer 429 with Retry-After.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { consumeRateLimit } from "./rate-limit";
import { countTutorCall } from "./tutor-call-count";

/** Password sign-in attempts allowed per email in a quarter of an hour. */
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = { windowSeconds: 15 * 60, max: 20 };
/** Tutor calls allowed per student per minute. */
export const TUTOR_CALLS_PER_ACCOUNT = { windowSeconds: 60, max: 60 };

const TUTOR_CALL = /^\/api\/(?:tutor\/[a-z-]+|assistant\/chat)(?:\?|$)/;

/** The routes that run a tutor turn; each awaits tutorCallCounted before the model is asked. */
const TUTOR_TURN_ROUTES = new Set([
  "/api/tutor/solve",
  "/api/tutor/concept",
  "/api/tutor/step",
  "/api/tutor/analyze",
  "/api/assistant/chat",
]);

/** Installs the per-account limits as a preHandler (after the body is read, before any route runs). */
export function registerAccountRateLimits(app: FastifyInstance, dependencies: { db: Database }) {
  const { db } = dependencies;
  app.addHook("preHandler", async (request) => {
    if (request.method !== "POST") return;
    if (request.url.split("?")[0] === "/api/auth/sign-in/email") {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== "string" || email.length > 320) return;
      await consumeRateLimit(db, `vector:sign-in-account:${email.trim().toLowerCase()}`, {
        ...SIGN_IN_ATTEMPTS_PER_ACCOUNT,
        message: "Too many sign-in attempts for this account; please wait a few minutes and try again",
      });
      return;
    }
    if (!TUTOR_CALL.test(request.url)) return;
    const current = await request.currentUser();
    if (!current) return;
    const counted = consumeRateLimit(db, `vector:tutor-account:${current.id}`, {
      ...TUTOR_CALLS_PER_ACCOUNT,
      message: "Too many tutor requests in a minute; please wait a moment and try again",
    });
    if (!TUTOR_TURN_ROUTES.has(request.routeOptions.url ?? "")) {
      await counted;
      return;
    }
    // A tutor turn counts the call while it prepares its charge, and answers 429 before the
    // model is asked (tutor.routes.ts awaits tutorCallCounted).
    countTutorCall(request, counted);
  });
}
