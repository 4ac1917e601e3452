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
  | "legal-by-type"
  | "about"
  | "faq"
  | "learning-path"
  | "pricing"
  | "login"
  | "forgot-password"
  | "reset-password"
  | "email-verified"
  | "account"
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
  "/forgot-password": "forgot-password",
  "/reset-password": "reset-password",
  "/email-verified": "email-verified",
  "/404": "not-found",
};

const SIGNED_IN_PAGES: Record<string, PageId> = {
  "/": "tutor",
  "/physics-tutor": "tutor",
  "/tutor": "tutor",
  "/subscription": "subscription",
  "/account": "account",
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
  if (path.startsWith("/legal/")) return "legal-by-type";
  if (phase === "signed-in") return SIGNED_IN_PAGES[path] ?? "tutor";
  return "landing";
}

function normalizePath(rawPath: string): string {
  const path = rawPath.split(/[?#]/)[0] || "/";
  // Only a run's first slash may start the match, so a long run of slashes is read once.
  return path.length > 1 ? path.replace(/(?<!\/)\/+$/, "") : path;
}

/** Types of the legal screen by the slug of a /legal/{slug} path (the spec's /legal/... addresses). */
const LEGAL_TYPES_BY_SLUG: Record<string, string> = {
  "privacy-policy": "privacy",
  privacy: "privacy",
  "terms-of-use": "terms",
  "terms-of-service": "terms",
  terms: "terms",
  contact: "contact",
};

/** The legal screen's type for a /legal/{slug} path; an unknown slug is passed on as it is. */
export function legalTypeOfPath(rawPath: string): string {
  const slug = normalizePath(rawPath).slice("/legal/".length);
  return LEGAL_TYPES_BY_SLUG[slug] ?? slug;
}
