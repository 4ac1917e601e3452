/**
 * Keeps the canonical link and og:url of the page in step with the route, on the public host,
 * and restores the default title on pages that set none.
 */
import { PUBLIC_URL_META_NAME } from "../../contracts/served-page";

/** The public host the server announced in the page head, else this page's origin. */
export function publicUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_URL_META_NAME}"]`);
  return (meta?.content || window.location.origin).replace(/\/$/, "");
}

function upsert(selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  set(element);
}

/** Sets canonical and og:url for a path: the host followed by the path. */
export function setCanonical(path: string) {
  const pathname = path.split(/[?#]/)[0] || "/";
  const url = `${publicUrl()}${pathname}`;
  upsert(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement("link"), { rel: "canonical" }),
    (element) => element.setAttribute("href", url),
  );
  upsert(
    'meta[property="og:url"]',
    () => {
      const meta = document.createElement("meta");
      meta.setAttribute("property", "og:url");
      return meta;
    },
    (element) => element.setAttribute("content", url),
  );
}

/**
 * The title and description of index.html, which every page without its own shows. Kept here,
 * not in contracts/public-pages.ts: that list stays out of the first-loaded bundle.
 */
export const DEFAULT_PAGE_HEAD = {
  title: "Vector: the physics tutor that checks every number",
  description:
    "Vector is a physics tutor for high-school and college students: step-by-step solutions, Socratic coaching, guided practice and line-by-line checks of your work.",
} as const;

/**
 * Puts back the title and description index.html ships with (public pages set their own; see
 * features/site). From the list, not the document: a prerendered page starts with its own.
 */
export function restoreDefaultHead() {
  document.title = DEFAULT_PAGE_HEAD.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", DEFAULT_PAGE_HEAD.description);
}
