/**
 * Resolves the signed-in user of a request from the session cookie, once per request,
 * and provides the guards that routes and route groups use.
 */

import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { type Role, session } from "../db/schema";
import { forbidden, unauthorized } from "../http/errors";
import { type Auth, SESSION_ABSOLUTE_LIFETIME_MS } from "./auth";
import { ADMIN_EMAILS_ACTOR, changeRole, wasMadeAdminByAdminEmails } from "./change-role";
import { toFetchHeaders } from "./fetch-bridge";
import { createSessionReader, type SessionRow } from "./read-session";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved on first use and then remembered. */
    currentUser(): Promise<CurrentUser | null>;
    /** The signed-in user; throws 401 without a session. */
    requireUser(): Promise<CurrentUser>;
  }
}

const userCache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
const replies = new WeakMap<FastifyRequest, FastifyReply>();

/** Decorates requests with currentUser() and requireUser(). */
export function registerCurrentUser(
  app: FastifyInstance,
  dependencies: { auth: Auth; db: Database; adminEmails: string[] },
) {
  const adminEmails = new Set(dependencies.adminEmails);
  // The session and its user in one statement; better-auth only for expiry and renewal.
  const sessionReader = createSessionReader(dependencies.auth, dependencies.db);
  sessionReader.catch(() => {}); // awaited on each request, where a failure is reported
  const readSession = async (cookieHeader: string | undefined) => (await sessionReader)(cookieHeader);
  app.addHook("onRequest", async (request, reply) => {
    replies.set(request, reply);
  });

  async function resolve(
    request: FastifyRequest,
    reply: FastifyReply | undefined,
  ): Promise<CurrentUser | null> {
    const read = await readSession(request.headers.cookie);
    if (read.kind === "none") return null;
    let found: SessionRow;
    let renewedCookies: string[] = [];
    if (read.kind === "session") {
      found = read.session;
    } else {
      // Expired or due for its daily renewal: better-auth ends it, or extends it and its cookie
      // (or the browser would drop it a week after sign-in however active the student is).
      const { headers, response: result } = await dependencies.auth.api.getSession({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      if (!result) return null;
      renewedCookies = headers.getSetCookie();
      const resultUser = result.user as typeof result.user & { role?: string };
      found = {
        sessionId: result.session.id,
        createdAt: new Date(result.session.createdAt),
        user: {
          id: resultUser.id,
          email: resultUser.email,
          name: resultUser.name,
          role: (resultUser.role ?? "user") as Role,
          emailVerified: resultUser.emailVerified,
        },
      };
    }
    if (found.createdAt.getTime() < Date.now() - SESSION_ABSOLUTE_LIFETIME_MS) {
      // Past its absolute lifetime a session ends even while in use: the next person at a shared
      // computer does not inherit a sign-in that is renewed forever.
      await dependencies.db.delete(session).where(eq(session.id, found.sessionId));
      return null;
    }
    if (reply && renewedCookies.length > 0 && !reply.sent) reply.header("set-cookie", renewedCookies);
    const sessionUser = found.user;
    let role = sessionUser.role;
    if (role !== "admin" && sessionUser.emailVerified && adminEmails.has(sessionUser.email.toLowerCase())) {
      // ADMIN_EMAILS promotes existing accounts with a verified email the first time they are seen signed in.
      await changeRole(dependencies.db, {
        user: { id: sessionUser.id },
        role: "admin",
        actor: ADMIN_EMAILS_ACTOR,
        reason: "The email is listed in ADMIN_EMAILS and was verified at sign-in",
      });
      role = "admin";
    } else if (
      role === "admin" &&
      !adminEmails.has(sessionUser.email.toLowerCase()) &&
      (await wasMadeAdminByAdminEmails(dependencies.db, sessionUser.id))
    ) {
      // The list is the authority for the admins it made: an address taken off it loses the role
      // at its next request (admins granted by the script keep theirs).
      await changeRole(dependencies.db, {
        user: { id: sessionUser.id },
        role: "user",
        actor: ADMIN_EMAILS_ACTOR,
        reason: "The email is no longer listed in ADMIN_EMAILS",
      });
      role = "user";
    }
    return { id: sessionUser.id, email: sessionUser.email, name: sessionUser.name, role };
  }

  app.decorateRequest("currentUser", function (this: FastifyRequest) {
    let cached = userCache.get(this);
    if (!cached) {
      cached = resolve(this, replies.get(this));
      userCache.set(this, cached);
    }
    return cached;
  });
  app.decorateRequest("requireUser", async function (this: FastifyRequest) {
    const current = await this.currentUser();
    if (!current) throw unauthorized();
    return current;
  });
}

/** A preHandler that lets through only signed-in users with one of the roles. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const current = await request.requireUser();
    if (!roles.includes(current.role)) throw forbidden();
  };
}

/** A preHandler that lets through any signed-in user. */
export async function requireSignedIn(request: FastifyRequest, _reply: FastifyReply) {
  await request.requireUser();
}
