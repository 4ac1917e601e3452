/**
 * Keeps the canonical link and og:url of the page in step with the route, on the public host,
 * and restores the default title on pages that set none.
 */

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

/** The head index.html ships with, kept for pages that set none of their own. */
const defaultHead = {
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
};

/** Puts back the default title and description (public pages set their own; see features/site). */
export function restoreDefaultHead() {
  document.title = defaultHead.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", defaultHead.description);
}
