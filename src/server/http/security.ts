/**
 * Security baseline: headers with a Content-Security-Policy the app passes, and an Origin
 * check on every state-changing call.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";
import { isApiRequest, routeOf } from "./request-path";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Paths that outside services call from their own servers (signed webhooks). */
const ORIGIN_EXEMPT_PREFIXES = ["/api/webhooks/"];

/** Registers security headers and the Origin check. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { trustedOrigins: string[]; https: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // KaTeX and Radix position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // Pages talk to their own server only: even the location banner asks /api/location.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });

  // API answers carry a student's own data: no browser or proxy cache may keep them, so the
  // next person at a shared computer cannot bring them back with the Back button. However the
  // address is spelled (`/%61pi/...`, `/API/...`), an API answer is an API answer.
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApiRequest(request) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const trusted = new Set(options.trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const route = routeOf(request);
    if (ORIGIN_EXEMPT_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    const origin = request.headers.origin;
    // Browsers send Origin on every cross-site POST; a request without one does not come from
    // another site's page, and SameSite=Lax keeps session cookies off cross-site requests anyway.
    if (origin === undefined) return;
    if (!trusted.has(origin)) {
      throw new AppError(403, "INVALID_ORIGIN", "This request came from an origin that is not allowed");
    }
  });
}
