/**
 * Replies of the app's own sign-in calls: GET /api/auth/methods, GET /api/auth/user and
 * POST /api/auth/logout. (The sign-in library's calls under /api/auth/* answer in its own terms.)
 */
import { z } from "zod";

/** The roles of ARCHITECTURE.md section 5. */
export const USER_ROLES = ["user", "developer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/auth/user: the signed-in user (401 when signed out). */
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
