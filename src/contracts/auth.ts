/**
 * Replies of the app's own sign-in calls: GET /api/auth/methods, GET /api/auth/user and
 * POST /api/auth/logout; the password limits every password form and the server share; and the
 * fields the account page reads from the sign-in library's own calls under /api/auth/*.
 */
import { z } from "zod";

/** The roles of ARCHITECTURE.md section 5. */
export const USER_ROLES = ["user", "developer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * GET /api/auth/user: the signed-in user (401 when signed out). A page served to a request without
 * a valid session says so in its head (served-page.ts), and the client does not ask (decision 034).
 */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/methods: what the sign-in page offers. */
export const signInMethodsSchema = z.object({
  password: z.boolean(),
  /** The OpenID Connect provider, by the name its button shows; null when none is configured. */
  oidc: z.object({ name: z.string() }).nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** POST /api/auth/logout */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** Password length limits: the sign-in library's configuration and every password form read them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** GET /api/auth/get-session (the sign-in library's): the fields the account page reads; null signed out. */
export const accountSessionSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  })
  .nullable();
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/auth/list-accounts (the sign-in library's): how the account signs in ("credential": a password). */
export const linkedAccountsSchema = z.array(z.object({ providerId: z.string() }));
export type LinkedAccounts = z.infer<typeof linkedAccountsSchema>;
