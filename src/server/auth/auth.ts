/**
 * Sign-in with better-auth: email and password accounts, plus any OpenID Connect provider
 * when OIDC_* are configured. Sessions and rate-limit buckets live in the database. Password
 * accounts confirm their email address by a link, reset a forgotten password by a link, and
 * change their address only by opening a link sent to the new one.
 */
import { betterAuth, type User } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../contracts/auth";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { clearSignInFailures } from "../http/account-rate-limits";
import type { Mailer } from "../mail/mailer";
import {
  confirmNewEmailMessage,
  emailChangeRequestedMessage,
  RESET_LINK_MINUTES,
  resetPasswordMessage,
  VERIFICATION_LINK_HOURS,
  verifyEmailMessage,
} from "../mail/messages";

export const OIDC_PROVIDER_ID = "oidc";
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

/** The page a link in an email lands on, after the sign-in library has checked its token. */
export const EMAIL_VERIFIED_PAGE = "/email-verified";
export const RESET_PASSWORD_PAGE = "/reset-password";

export interface AuthDependencies {
  mailer: Mailer;
  /** Runs when an account's address becomes verified (by its link, or by a password reset). */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
}

/** Builds the better-auth instance for this configuration and database. */
export function createAuth(config: AppConfig, db: Database, dependencies: AuthDependencies) {
  const { mailer, onEmailVerified } = dependencies;
  const adminEmails = new Set(config.adminEmails);
  // Only a verified email (confirmed by its link, or by the OIDC provider) is trusted to be its
  // owner: someone could sign up first with an admin's address without being able to read it.
  const roleFor = (email: string, emailVerified: boolean, current: schema.Role) =>
    emailVerified && adminEmails.has(email.toLowerCase()) ? "admin" : current;

  // Links in emails are built here rather than taken from the request, so they always point at
  // this server's own pages.
  const verificationLink = (token: string) =>
    `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PAGE)}`;
  const resetLink = (token: string) =>
    `${config.publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PAGE)}`;

  async function sendVerificationEmail({ user, token }: { user: User; token: string }) {
    const link = verificationLink(token);
    if (verificationRequestType(token) !== "change-email-verification") {
      mailer.dispatch(verifyEmailMessage(user, link, config.publicUrl));
      return;
    }
    // A verified account moving to a new address: the new address confirms it, and the current
    // one is told, so a stolen session cannot move the account away unnoticed.
    const [current] = await db
      .select({ email: schema.user.email, name: schema.user.name })
      .from(schema.user)
      .where(eq(schema.user.id, user.id));
    mailer.dispatch(confirmNewEmailMessage(user, link, config.publicUrl));
    if (current) mailer.dispatch(emailChangeRequestedMessage(current, user.email, config.publicUrl));
  }

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
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers alike whether or not the email has an account (no session either way);
      // the client then signs in, which fails alike for a wrong password and a taken address.
      autoSignIn: false,
      // The reset answers alike whether or not the address has an account, and as fast: the
      // message is sent after the answer.
      sendResetPassword: config.passwordSignIn
        ? async ({ user, token }) =>
            mailer.dispatch(resetPasswordMessage(user, resetLink(token), config.publicUrl))
        : undefined,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        // Only the owner's inbox received the link: failed sign-ins others made count no more.
        await clearSignInFailures(db, user.email);
        // The reset link reached this inbox, which proves the address as its own link would.
        if (user.emailVerified) return;
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
        await onEmailVerified?.(user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      sendVerificationEmail,
      afterEmailVerification: async (user) => {
        await onEmailVerified?.(user);
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
      // A verified address changes only when the new one's link is opened (the old one is told);
      // an unverified one changes at once and the new address gets its confirmation link.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
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
          // An account whose provider verified its address is confirmed from the start.
          after: async (created) => {
            if (created.emailVerified) await onEmailVerified?.(created);
          },
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

/** The kind of an email-verification token (its signed payload's requestType), if any. */
function verificationRequestType(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.requestType === "string" ? payload.requestType : undefined;
  } catch {
    return undefined;
  }
}
