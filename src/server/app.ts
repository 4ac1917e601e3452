/**
 * Builds the Fastify app: used by main.ts to serve and by tests through app.inject.
 */
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import secureJson from "secure-json-parse";
import { MAX_IMAGE_BYTES } from "../contracts/image-limits";
import { registerAccountRoutes } from "./account/account.routes";
import { registerAdminRoutes } from "./admin/admin.routes";
import { createAuth, trustedOrigins } from "./auth/auth";
import { registerAuthRoutes } from "./auth/auth.routes";
import { registerCurrentUser } from "./auth/current-user";
import { signInCookieExpiries } from "./auth/expire-sign-in-cookies";
import { registerRoleGuards } from "./auth/role-guards";
import { registerVerifiedEmailForTrial } from "./auth/verified-email-for-trial";
import { attachEarlierPayments } from "./billing/attach-earlier-payments";
import { registerBillingRoutes } from "./billing/billing.routes";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { type EnginePool, sharedEnginePool } from "./engine-pool/engine-pool";
import { registerAccountRateLimits } from "./http/account-rate-limits";
import { registerClientPages } from "./http/client-pages";
import { AppError, registerErrorHandlers, serializeError } from "./http/errors";
import { isNestedTooDeep, MAX_JSON_DEPTH } from "./http/json-depth";
import { registerNullCharacterCheck } from "./http/null-characters";
import { registerSecurity } from "./http/security";
import { registerImageRoutes } from "./images/images.routes";
import { registerLocationRoutes } from "./location/location.routes";
import { registerMailRateLimits } from "./mail/mail-rate-limits";
import { createMailer } from "./mail/mailer";
import { registerPlanFeatureRoutes } from "./plan-features/plan-features.routes";
import { findGeneratedProblemId } from "./problems/generated-problems";
import { registerProblemRoutes } from "./problems/problems.routes";
import { registerSubscriptionRoutes } from "./subscription/subscription.routes";
import { registerTextbookRoutes } from "./textbook/textbook.routes";
import { registerTrackingRoutes } from "./tracking/tracking.routes";
import type { TutorBrain } from "./tutor/brain";
import { TURN_LOCK_MINUTES } from "./tutor/conversation-store";
import { createTutorBrain } from "./tutor/create-tutor-brain";
import { scheduleAbandonedTurnRefunds } from "./tutor/refund-abandoned-turns";
import { registerTutorRoutes } from "./tutor/tutor.routes";

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** The worker threads the engine runs in; by default the process's own pool. */
  enginePool?: EnginePool;
  /** The tutor brain; by default the one the configuration chooses (LLM or engine). */
  brain?: TutorBrain;
  /** Where log lines are written; by default standard output. */
  logStream?: { write(line: string): void };
}

/** Largest JSON body accepted (uploads go through multipart with their own limits). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the app with its plugins and routes; call listen() or inject() on the result. */
export async function buildApp({
  config,
  db,
  enginePool = sharedEnginePool(config.engine),
  brain = createTutorBrain(config, enginePool),
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged through serializeError, which keeps query parameters out of the logs.
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, serializers: { err: serializeError }, stream: logStream },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Malformed URLs and similar framework errors answer in the app's own error shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .send({ message: "The address of this request is not valid", code: "BAD_REQUEST" });
    },
  });
  registerErrorHandlers(app);
  // An empty JSON body (a POST that carries nothing) is accepted as no body.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    if (isNestedTooDeep(text)) {
      return done(
        new AppError(
          400,
          "INVALID_JSON",
          `body: the request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
        ),
        undefined,
      );
    }
    try {
      // secure-json-parse refuses __proto__ and constructor.prototype keys, as Fastify's own parser does.
      done(null, secureJson.parse(text));
    } catch {
      done(new AppError(400, "INVALID_JSON", "body: the request body is not valid JSON"), undefined);
    }
  });
  await registerSecurity(app, {
    trustedOrigins: trustedOrigins(config),
    https: config.publicUrl.startsWith("https://"),
  });
  // Streams of tutor replies (text/event-stream) are never compressed, so each delta arrives at once.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    customTypes: /^(text\/(html|css|plain|javascript)|application\/(json|javascript)|image\/svg\+xml)/,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });

  const mailer = createMailer(config.mail, app.log);
  app.addHook("onClose", () => mailer.close());
  const auth = createAuth(config, db, {
    mailer,
    // The verification is already stored; a failure here leaves the payment on support's list.
    onEmailVerified: (verified) =>
      attachEarlierPayments(db, config.billing, verified).then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, "Could not attach earlier payments to an account"),
      ),
  });
  registerCurrentUser(app, { auth, db, adminEmails: config.adminEmails });
  registerRoleGuards(app);
  registerNullCharacterCheck(app);
  registerAccountRateLimits(app, { db });
  registerMailRateLimits(app, { db });
  if (config.mail.smtpUrl) registerVerifiedEmailForTrial(app, { db });

  app.get("/api/health", async () => ({ status: "ok" }));
  await registerAuthRoutes(app, { auth, config });
  await registerSubscriptionRoutes(app, { db, trialsPerAddressPerDay: config.trialsPerAddressPerDay });
  await registerAccountRoutes(app, { db, signInCookieExpiries: await signInCookieExpiries(auth) });
  await registerBillingRoutes(app, {
    db,
    billing: config.billing,
    publicUrl: config.publicUrl,
    mailConfigured: Boolean(config.mail.smtpUrl),
  });
  await registerPlanFeatureRoutes(app, {
    db,
    mailer,
    prioritySupportEmail: config.prioritySupportEmail,
    publicUrl: config.publicUrl,
  });
  await registerTutorRoutes(app, {
    db,
    brain,
    findBankProblemId: (text) => findGeneratedProblemId(db, text),
  });
  // A reply can take the model's whole timeout (and a correction call): a turn twice that old died.
  scheduleAbandonedTurnRefunds(app, db, {
    abandonedAfterMs: config.ai ? 2 * config.ai.timeoutMs : TURN_LOCK_MINUTES * 60_000,
  });
  await registerImageRoutes(app, { db, ai: config.ai });
  await registerProblemRoutes(app, { db });
  await registerTextbookRoutes(app, { db, sourceUrl: config.openstaxSourceUrl });
  await registerAdminRoutes(app, { db });
  await registerTrackingRoutes(app, { db });
  await registerLocationRoutes(app, { db });
  await registerClientPages(app, {
    publicUrl: config.publicUrl,
    serveClient: config.serveClient,
    isSignedIn: async (request) => (await request.currentUser()) !== null,
  });
  return app;
}
