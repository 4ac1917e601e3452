/**
 * Sign-in with better-auth: email and password accounts, plus any OpenID Connect provider
 * when OIDC_* are configured. Sessions and rate-limit buckets live in the database.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";

export const OIDC_PROVIDER_ID = "oidc";
export const MIN_PASSWORD_LENGTH = 8;
/** A session not used for this long ends (it is renewed at most once a day while in use). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
/** A session ends this long after sign-in however much it is used. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The origins whose state-changing requests are accepted (the app's own, and the dev server's). */
export function trustedOrigins(config: AppConfig): string[] {
  const origins = new Set([
    new URL(config.publicUrl).origin,
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
  ]);
  if (process.env.NODE_ENV === "development") {
    origins.add("http://localhost:5173");
    origins.add("http://127.0.0.1:5173");
  }
  return [...origins];
}

/** Builds the better-auth instance for this configuration and database. */
export function createAuth(config: AppConfig, db: Database) {
  const adminEmails = new Set(config.adminEmails);
  // Only a verified email (from the OIDC provider) is trusted to be its owner; password accounts
  // are not verified, so someone could sign up first with an admin's address.
  const roleFor = (email: string, emailVerified: boolean, current: schema.Role) =>
    emailVerified && adminEmails.has(email.toLowerCase()) ? "admin" : current;

  return betterAuth({
    appName: "Vector",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.sessionSecret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === "silent", level: "warn" },
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: config.passwordSignIn,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // Sign-up answers alike whether or not the email has an account (no session either way);
      // the client then signs in, which fails alike for a wrong password and a taken address.
      autoSignIn: false,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    session: { expiresIn: SESSION_IDLE_TIMEOUT_SECONDS, updateAge: 60 * 60 * 24 },
    account: {
      // Set explicitly rather than left to the library's defaults: a provider's sign-in joins an
      // existing account only when that account's own email is verified, never a password
      // account someone may have registered first with the same address; no provider is trusted
      // without its email_verified claim, and no account links to a different email.
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
        allowUnlinkingAll: false,
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: config.signInAttemptsPerMinute },
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-vector-client-ip"] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => ({
            data: { ...newUser, role: roleFor(newUser.email, newUser.emailVerified === true, "user") },
          }),
        },
      },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
