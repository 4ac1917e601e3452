/**
 * Limits per account, beside the limits per client address: failed password sign-ins per email
 * (so guessing one account's password from many addresses is slow too) and tutor calls per
 * student (each one can cost a model call). Both answer 429 with Retry-After.
 *
 * Only failed sign-ins count, first per email and client address, then against a much higher
 * ceiling per email: someone who knows a student's email cannot keep the student out by failing
 * on purpose from elsewhere, and the student's own right password clears their address's count.
 * Should the ceiling per email be reached all the same, a password reset (a link only the owner's
 * inbox receives) clears every count of the account, and the 429 says so.
 * The limits match the route the router reached, so `/api/%74utor/solve` counts as
 * `/api/tutor/solve` does.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { clearRateLimit, clientAddressKey, consumeRateLimit, releaseRateLimit } from "./rate-limit";
import { routeOf } from "./request-path";
import { countTutorCall } from "./tutor-call-count";

/** Failed password sign-ins allowed per email and client address in a quarter of an hour. */
export const FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS = { windowSeconds: 15 * 60, max: 10 };
/** Failed password sign-ins allowed per email from all addresses together in a quarter of an hour. */
export const FAILED_SIGN_INS_PER_ACCOUNT = { windowSeconds: 15 * 60, max: 100 };
/** Tutor calls allowed per student per minute. */
export const TUTOR_CALLS_PER_ACCOUNT = { windowSeconds: 60, max: 60 };

const PASSWORD_SIGN_IN_ROUTE = "/api/auth/sign-in/email";

/** The routes that run a tutor turn; each awaits tutorCallCounted before the model is asked. */
const TUTOR_TURN_ROUTES = new Set([
  "/api/tutor/solve",
  "/api/tutor/concept",
  "/api/tutor/step",
  "/api/tutor/analyze",
  "/api/assistant/chat",
]);

/** The limit keys a sign-in attempt was counted against, until its answer says whether it failed. */
interface SignInAttempt {
  addressKey: string;
  counted: string[];
}
const signInAttempts = new WeakMap<FastifyRequest, SignInAttempt>();

/** Installs the per-account limits as a preHandler (after the body is read, before any route runs). */
export function registerAccountRateLimits(app: FastifyInstance, dependencies: { db: Database }) {
  const { db } = dependencies;
  app.addHook("preHandler", async (request) => {
    // A request that reaches no route is answered 404 and uses nothing up.
    if (request.method !== "POST" || request.routeOptions.url === undefined) return;
    const route = routeOf(request);
    if (route === PASSWORD_SIGN_IN_ROUTE) {
      await countSignInAttempt(db, request);
      return;
    }
    if (!TUTOR_TURN_ROUTES.has(route)) return;
    const current = await request.currentUser();
    if (!current) return;
    const counted = consumeRateLimit(db, `vector:tutor-account:${current.id}`, {
      ...TUTOR_CALLS_PER_ACCOUNT,
      message: "Too many tutor requests in a minute; please wait a moment and try again",
    });
    // A tutor turn counts the call while it prepares its charge, and answers 429 before the
    // model is asked (tutor.routes.ts awaits tutorCallCounted).
    countTutorCall(request, counted);
  });

  // The answer says whether the attempt failed: a wrong email or password (401) keeps its count;
  // a success clears the address's count; anything else (refused, invalid) gives its count back.
  app.addHook("onSend", async (request, reply, payload) => {
    const attempt = signInAttempts.get(request);
    if (!attempt) return payload;
    signInAttempts.delete(request);
    if (reply.statusCode === 401) return payload;
    const succeeded = reply.statusCode < 300;
    try {
      for (const key of attempt.counted) {
        if (succeeded && key === attempt.addressKey) await clearRateLimit(db, key);
        else await releaseRateLimit(db, key);
      }
    } catch (error) {
      request.log.warn({ err: error }, "could not give back a sign-in attempt's count");
    }
    return payload;
  });
}

/** Counts a password sign-in as failed until its answer shows otherwise; 429 over either limit. */
async function countSignInAttempt(db: Database, request: FastifyRequest) {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || email.length > 320) return;
  const keys = signInFailureKeys(email);
  const attempt: SignInAttempt = {
    addressKey: `${keys.addressPrefix}${clientAddressKey(request.ip)}`,
    counted: [],
  };
  signInAttempts.set(request, attempt);
  attempt.counted.push(attempt.addressKey);
  await consumeRateLimit(db, attempt.addressKey, {
    ...FAILED_SIGN_INS_PER_ACCOUNT_AND_ADDRESS,
    message: TOO_MANY_FAILED_SIGN_INS,
  });
  attempt.counted.push(keys.account);
  await consumeRateLimit(db, keys.account, {
    ...FAILED_SIGN_INS_PER_ACCOUNT,
    message: TOO_MANY_FAILED_SIGN_INS_FOR_ACCOUNT,
  });
}

const TOO_MANY_FAILED_SIGN_INS =
  "Too many failed sign-in attempts for this account; please wait a few minutes and try again";
/** Over the ceiling per email the wait is long, so the owner is told the way back in at once. */
const TOO_MANY_FAILED_SIGN_INS_FOR_ACCOUNT =
  "Too many failed sign-in attempts for this account; please wait a few minutes, or reset your password to sign in now";

/** The limit keys of an email's failed sign-ins: the one per account, and the prefix of those per address. */
function signInFailureKeys(email: string) {
  const account = email.trim().toLowerCase();
  return {
    account: `vector:sign-in-failures-account:${account}`,
    addressPrefix: `vector:sign-in-failures-address:${account}:`,
  };
}

/** Forgets every failed sign-in of an email, from every address (after its owner reset the password). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  const keys = signInFailureKeys(email);
  await clearRateLimit(db, keys.account);
  await db.execute(
    sql`delete from rate_limit where left(key, ${keys.addressPrefix.length}) = ${keys.addressPrefix}`,
  );
}
