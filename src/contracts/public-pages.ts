/**
 * The public pages a search engine may index, with the title and description each page sets.
 * Pure data: the client sets the head of each page from it and the server lists it in
 * sitemap.xml.
 */

export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    title: "Vector: the physics tutor that checks every number",
    description:
      "Vector is an AI physics tutor for high-school and college students: step-by-step solutions, Socratic coaching, guided practice and line-by-line checks of your work. 6 free sessions, no credit card.",
  },
  {
    path: "/pricing",
    title: "Pricing · Vector physics tutor",
    description:
      "Start with 6 free sessions and no credit card, then choose a monthly plan from $20. Compare plans, features and what counts as a session.",
  },
  {
    path: "/faq",
    title: "Frequently Asked Questions · Vector physics tutor",
    description:
      "Answers about Vector's four tutoring modes, the free trial, sessions, plans, accuracy, academic integrity and your data.",
  },
  {
    path: "/learning-path",
    title: "Your Physics Learning Path · Vector",
    description:
      "A three-phase plan over 10-18 weeks, from foundations to mastery, using Vector's four tutoring modes and four research-based study techniques.",
  },
  {
    path: "/about",
    title: "About Vector · AI physics tutor",
    description:
      "Why Vector exists and how it teaches: designed by a physics professor, based on physics education research, with every number checked.",
  },
  {
    path: "/contact",
    title: "Contact Information · Vector",
    description:
      "How to reach Vector's support, billing, security, legal and business teams, with hours and response times.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy · Vector",
    description:
      "What Vector collects, why, who it is shared with, and your rights to access, export and delete your data.",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service · Vector",
    description:
      "The terms for using Vector: eligibility, plans and billing, acceptable use, academic integrity and the AI disclaimer.",
  },
];

/** The public page at a path, if it is one. */
export function findPublicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/**
 * Every page whose HTML is rendered at build time, as a signed-out visitor sees it: the indexed
 * pages above, the plan chooser and the not-found page.
 */
export function prerenderedPagePaths(): string[] {
  return [...PUBLIC_PAGES.map((page) => page.path), "/checkout", "/404"];
}

/** The file (in the build's prerendered folder) holding the HTML of a prerendered page. */
export function prerenderedFileName(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
