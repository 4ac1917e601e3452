/**
 * Sign-in routes: better-auth under /api/auth/*, plus the spec's calls
 * GET /api/login (page navigation), GET /api/auth/user and POST /api/auth/logout.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  authUserSchema,
  logoutResponseSchema,
  type SignInMethods,
  signInMethodsSchema,
} from "../../contracts/auth";
import type { AppConfig } from "../config";
import { answers, withReplyContracts } from "../http/reply-contract";
import { type Auth, OIDC_PROVIDER_ID } from "./auth";
import { sendFetchResponse, toFetchHeaders, toFetchRequest } from "./fetch-bridge";
import { createSessionLifetimeGuard, withoutSessionTokens } from "./sign-in-library-guard";

/** Registers the sign-in routes. */
export async function registerAuthRoutes(
  fastify: FastifyInstance,
  options: { auth: Auth; config: AppConfig },
) {
  const { auth, config } = options;
  const app = withReplyContracts(fastify);
  const methods: SignInMethods = {
    password: config.passwordSignIn,
    oidc: config.oidc ? { name: config.oidc.name } : null,
  };

  app.get("/api/auth/methods", answers(signInMethodsSchema), async () => methods);

  app.get("/api/auth/user", answers(authUserSchema), async (request) => {
    const current = await request.requireUser();
    return { id: current.id, email: current.email, name: current.name, role: current.role };
  });

  app.post("/api/auth/logout", answers(logoutResponseSchema), async (request, reply) => {
    const response = await auth.api.signOut({ headers: toFetchHeaders(request), asResponse: true });
    for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
    return reply.send({ success: true as const });
  });

  async function redirectToProvider(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.api.signInSocial({
      body: { provider: OIDC_PROVIDER_ID, callbackURL: "/", errorCallbackURL: "/login?error=oidc" },
      headers: toFetchHeaders(request),
      asResponse: true,
    });
    if (!response.ok) return sendFetchResponse(reply, response);
    const { url } = (await response.json()) as { url: string };
    for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
    return reply.redirect(url, 302);
  }

  // The spec's sign-in entry point is a page navigation, not a fetch.
  app.get("/api/login", async (request, reply) => {
    if (await request.currentUser()) return reply.redirect("/", 302);
    if (methods.oidc && !methods.password) return redirectToProvider(request, reply);
    return reply.redirect("/login", 302);
  });

  app.get("/api/login/oidc", async (request, reply) => {
    if (!methods.oidc) return reply.redirect("/login", 302);
    return redirectToProvider(request, reply);
  });

  // The library's own routes keep the app's session rules: no session past its absolute lifetime,
  // no raw session token in an answer.
  const endSessionPastLifetime = await createSessionLifetimeGuard(auth);
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      await endSessionPastLifetime(request.headers.cookie);
      const response = await auth.handler(toFetchRequest(request, config.publicUrl));
      return sendFetchResponse(reply, await withoutSessionTokens(response));
    },
  });
}
