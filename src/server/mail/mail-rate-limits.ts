/**
 * Limits on the calls that send email, kept in the database like every other limit: per
 * receiving address (so no inbox can be flooded with resets or confirmations), per client
 * address, and per account for an email change. They count a call whether or not the address
 * has an account, so a 429 never tells which addresses do. (Sign-up sends one confirmation to an
 * address that then has an account; it is limited per client address with sign-in.)
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { consumeRateLimit } from "../http/rate-limit";

const HOUR = 60 * 60;
/** Messages one address may be sent in an hour through these calls. */
export const MAILS_PER_RECIPIENT = { windowSeconds: HOUR, max: 5 };
/** Mail-sending calls one client address may make in an hour. */
export const MAIL_CALLS_PER_CLIENT = { windowSeconds: HOUR, max: 20 };
/** Email changes one account may ask for in an hour. */
export const EMAIL_CHANGES_PER_ACCOUNT = { windowSeconds: HOUR, max: 5 };

const MESSAGE = "Too many emails were asked for; please wait a while and try again";

/** The body field that names the receiving address, by the sign-in library's call. */
const RECIPIENT_FIELD: Record<string, string> = {
  "/api/auth/request-password-reset": "email",
  "/api/auth/send-verification-email": "email",
  "/api/auth/change-email": "newEmail",
};

/** Installs the limits as a preHandler, before the sign-in library sees the call. */
export function registerMailRateLimits(app: FastifyInstance, dependencies: { db: Database }) {
  const { db } = dependencies;
  app.addHook("preHandler", async (request) => {
    if (request.method !== "POST") return;
    const path = request.url.split("?")[0];
    const field = RECIPIENT_FIELD[path];
    if (!field) return;
    const recipient = recipientOf(request, field);
    await consumeRateLimit(db, `vector:mail-client:${request.ip}`, {
      ...MAIL_CALLS_PER_CLIENT,
      message: MESSAGE,
    });
    if (recipient) {
      await consumeRateLimit(db, `vector:mail-to:${recipient}`, { ...MAILS_PER_RECIPIENT, message: MESSAGE });
    }
    if (path === "/api/auth/change-email") {
      const current = await request.currentUser();
      if (current) {
        await consumeRateLimit(db, `vector:email-change-account:${current.id}`, {
          ...EMAIL_CHANGES_PER_ACCOUNT,
          message: MESSAGE,
        });
      }
    }
  });
}

function recipientOf(request: FastifyRequest, field: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== "string" || value.length > 320) return undefined;
  return value.trim().toLowerCase();
}
