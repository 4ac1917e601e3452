/**
 * The signed-in user of a request in one SQL statement. The session cookie's signature is
 * checked here (HMAC-SHA256 with the app's secret, as better-auth signs it) and the session and
 * its user are read together. A session that has expired or is due for its daily renewal goes
 * through better-auth instead, which ends or renews it and its cookie. Nothing is cached in
 * memory: a sign-out ends access at once on every process.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import type { Role } from "../db/schema";
import type { Auth } from "./auth";

export interface SessionRow {
  sessionId: string;
  createdAt: Date;
  user: { id: string; email: string; name: string; role: Role; emailVerified: boolean };
}

/** The session of a request: found, none, or one that better-auth must look at (expiry, renewal). */
export type SessionRead =
  | { kind: "session"; session: SessionRow }
  | { kind: "none" }
  | { kind: "ask-better-auth" };

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The session token of a signed cookie value, or undefined when its signature does not match. */
export function verifiedToken(signedValue: string, secret: string): string | undefined {
  const dot = signedValue.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = signedValue.slice(0, dot);
  const signature = signedValue.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** Creates the reader for this better-auth instance (its cookie name, secret and session ages). */
export async function createSessionReader(auth: Auth, db: Database) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const secret = context.secret;
  const { expiresIn, updateAge } = context.sessionConfig;

  return async function readSession(cookieHeader: string | undefined): Promise<SessionRead> {
    const signed = cookieValue(cookieHeader, cookieName);
    if (!signed) return { kind: "none" };
    const token = verifiedToken(signed, secret);
    if (!token) return { kind: "none" };
    const [row] = await queryRows<{
      session_id: string;
      expires_at: Date | string;
      created_at: Date | string;
      user_id: string;
      email: string;
      name: string;
      role: string | null;
      email_verified: boolean;
    }>(
      db,
      sql`select s.id as session_id, s.expires_at, s.created_at,
            u.id as user_id, u.email, u.name, u.role, u.email_verified
          from session s join "user" u on u.id = s.user_id
          where s.token = ${token}`,
    );
    if (!row) return { kind: "none" };
    const expiresAt = new Date(row.expires_at).getTime();
    const dueForRenewal = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (expiresAt <= Date.now() || dueForRenewal) return { kind: "ask-better-auth" };
    return {
      kind: "session",
      session: {
        sessionId: row.session_id,
        createdAt: new Date(row.created_at),
        user: {
          id: row.user_id,
          email: row.email,
          name: row.name,
          role: (row.role ?? "user") as Role,
          emailVerified: row.email_verified,
        },
      },
    };
  };
}
