/**
 * Builds the Fastify app: used by main.ts to serve and by tests through app.inject.
 */
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAdminRoutes } from "./admin/admin.routes";
import { createAuth, trustedOrigins } from "./auth/auth";
import { registerAuthRoutes } from "./auth/auth.routes";
import { registerCurrentUser } from "./auth/current-user";
import { registerRoleGuards } from "./auth/role-guards";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { registerClientPages } from "./http/client-pages";
import { registerErrorHandlers } from "./http/errors";
import { registerSecurity } from "./http/security";
import { registerTrackingRoutes } from "./tracking/tracking.routes";

export interface AppDependencies {
  config: AppConfig;
  db: Database;
}

/** Largest JSON body accepted (uploads go through multipart with their own limits). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the app with its plugins and routes; call listen() or inject() on the result. */
export async function buildApp({ config, db }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: process.env.TRUST_PROXY === "true",
  });
  registerErrorHandlers(app);
  await registerSecurity(app, {
    trustedOrigins: trustedOrigins(config),
    https: config.publicUrl.startsWith("https://"),
  });
  await app.register(compress, { global: true, threshold: 1024 });

  const auth = createAuth(config, db);
  registerCurrentUser(app, { auth, db, adminEmails: config.adminEmails });
  registerRoleGuards(app);

  app.get("/api/health", async () => ({ status: "ok" }));
  await registerAuthRoutes(app, { auth, config });
  await registerAdminRoutes(app, { db });
  await registerTrackingRoutes(app, { db });
  await registerClientPages(app, { publicUrl: config.publicUrl, serveClient: config.serveClient });
  return app;
}
