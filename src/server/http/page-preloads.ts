/**
 * Modulepreload links for a page route: the JavaScript chunk of the page a path shows (and the
 * chunks it imports), read from the client build's manifest. Without them the browser learns of
 * the page's chunk only after the entry script has run, one round trip later.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The source file of the page each public path shows (as resolve-route.ts routes it). */
const PAGE_SOURCES: Record<string, string> = {
  "/": "features/site/landing-page.tsx",
  "/pricing": "features/site/pricing-page.tsx",
  "/faq": "features/site/faq-page.tsx",
  "/learning-path": "features/site/learning-path-page.tsx",
  "/about": "features/site/about-page.tsx",
  "/contact": "features/site/legal-page.tsx",
  "/privacy-policy": "features/site/legal-page.tsx",
  "/terms-of-service": "features/site/legal-page.tsx",
  "/login": "features/site/login-page.tsx",
  "/checkout": "features/subscription/checkout-page.tsx",
  "/404": "features/site/not-found-page.tsx",
};

/**
 * Reads the manifest of a built client; gives a function from a path to its preload tags, marked
 * low priority for a page that is already rendered (`hydrates`).
 */
export function loadPagePreloads(
  clientDir: string,
): (pathname: string, options?: { hydrates?: boolean }) => string {
  const manifestPath = path.join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, into);
    return into;
  };
  const entryKeys = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key].isEntry) closure(key, entryKeys);

  const tagsBySource = new Map<string, string>();
  const tagsFor = (source: string, hydrates: boolean): string => {
    const cacheKey = `${source} ${hydrates}`;
    const known = tagsBySource.get(cacheKey);
    if (known !== undefined) return known;
    const pageKey = Object.keys(manifest).find((key) => key.endsWith(source));
    const files = pageKey
      ? [...closure(pageKey)].filter((key) => !entryKeys.has(key)).map((key) => manifest[key].file)
      : [];
    const tags = files
      .filter((file) => file.endsWith(".js"))
      .map(
        (file) =>
          `<link rel="modulepreload"${hydrates ? ' fetchpriority="low"' : ""} crossorigin href="/${file}" />`,
      )
      .join("\n    ");
    tagsBySource.set(cacheKey, tags);
    return tags;
  };

  return (pathname, options) => {
    const normalized = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, "") : pathname;
    const source =
      PAGE_SOURCES[normalized] ?? (normalized.startsWith("/legal/") ? PAGE_SOURCES["/contact"] : undefined);
    return source ? tagsFor(source, options?.hydrates ?? false) : "";
  };
}
