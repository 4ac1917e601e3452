/**
 * Keeps the canonical link, og:url, title and description of the page in step with the route,
 * on the public host.
 */
import { findPublicPage, PUBLIC_PAGES } from "../../contracts/public-pages";

/** The public host the server announced in the page head, else this page's origin. */
export function publicUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="vector:public-url"]');
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

/** The landing page's head doubles as the default for pages not listed as public. */
const DEFAULT_HEAD = PUBLIC_PAGES[0];

function setMeta(attribute: "name" | "property", key: string, content: string) {
  upsert(
    `meta[${attribute}="${key}"]`,
    () => {
      const meta = document.createElement("meta");
      meta.setAttribute(attribute, key);
      return meta;
    },
    (element) => element.setAttribute("content", content),
  );
}

/** Sets the title, description and their og: twins of a path (the public page's own, else the default). */
export function setPageHead(path: string) {
  const pathname = (path.split(/[?#]/)[0] || "/").replace(/(.)\/+$/, "$1");
  const page = findPublicPage(pathname) ?? DEFAULT_HEAD;
  document.title = page.title;
  setMeta("name", "description", page.description);
  setMeta("property", "og:title", page.title);
  setMeta("property", "og:description", page.description);
}
