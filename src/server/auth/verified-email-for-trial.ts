/**
 * When Vector sends real email (SMTP_URL), a free trial starts only on an account whose address
 * is confirmed (decision 030): a trial then costs a working inbox, not just a made-up address.
 * Without SMTP the links never leave the server, so the trial stays open as before.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";

const FREE_TRIAL_CALL = "/api/subscription/free-trial";

/** Installs the check as a preHandler of the free-trial call, before its per-address limit counts. */
export function registerVerifiedEmailForTrial(app: FastifyInstance, dependencies: { db: Database }) {
  app.addHook("preHandler", async (request) => {
    if (request.method !== "POST" || request.url.split("?")[0] !== FREE_TRIAL_CALL) return;
    const current = await request.currentUser();
    if (!current) return;
    const [row] = await dependencies.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, current.id));
    if (row?.emailVerified) return;
    throw new AppError(
      403,
      "EMAIL_NOT_VERIFIED",
      `Confirm your email address to start your free trial: open the link we sent to ${current.email}, or send a new one from your account page.`,
    );
  });
}
