/**
 * Which page a path shows in each sign-in state (accounts-and-business.md section 2,
 * "Routing and sign-in states"), as a pure function.
 */

export type AuthPhase = "loading" | "signed-in" | "signed-out";

export type PageId =
  | "checkout"
  | "loading"
  | "debug"
  | "subscription-debug"
  | "test"
  | "privacy-policy"
  | "terms-of-service"
  | "contact"
  | "about"
  | "faq"
  | "learning-path"
  | "pricing"
  | "login"
  | "not-found"
  | "tutor"
  | "subscription"
  | "admin"
  | "tracking"
  | "landing";

const PUBLIC_PAGES: Record<string, PageId> = {
  "/debug": "debug",
  "/subscription-debug": "subscription-debug",
  "/test": "test",
  "/privacy-policy": "privacy-policy",
  "/terms-of-service": "terms-of-service",
  "/contact": "contact",
  "/about": "about",
  "/faq": "faq",
  "/learning-path": "learning-path",
  "/pricing": "pricing",
  "/login": "login",
  "/404": "not-found",
};

const SIGNED_IN_PAGES: Record<string, PageId> = {
  "/": "tutor",
  "/physics-tutor": "tutor",
  "/tutor": "tutor",
  "/subscription": "subscription",
  "/admin": "admin",
  "/tracking": "tracking",
};

/** Resolves a path in an auth phase to the page shown, in the spec's order. */
export function resolveRoute(rawPath: string, phase: AuthPhase): PageId {
  const path = normalizePath(rawPath);
  if (path === "/checkout") return "checkout";
  if (phase === "loading") return "loading";
  const publicPage = PUBLIC_PAGES[path];
  if (publicPage) return publicPage;
  if (phase === "signed-in") return SIGNED_IN_PAGES[path] ?? "tutor";
  return "landing";
}

function normalizePath(rawPath: string): string {
  const path = rawPath.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
