/**
 * The signed-in user from GET /api/auth/user (null when signed out), and sign-out.
 */
import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "../../contracts/auth";
import { apiRequest, getQueryFn } from "./request";
import { recordSignOut } from "./signed-out-pages";

export type { AuthUser, UserRole } from "../../contracts/auth";

export const AUTH_USER_KEY = "/api/auth/user";

/** Auth state: loading, then signed in (user) or signed out (null). */
export function useAuth() {
  const query = useQuery<AuthUser | null>({
    queryKey: [AUTH_USER_KEY],
    queryFn: getQueryFn<AuthUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** Ends the session and reloads the page, as the spec's logout does. */
export async function signOut() {
  recordSignOut();
  try {
    await apiRequest("POST", "/api/auth/logout");
  } finally {
    window.location.assign("/");
  }
}
