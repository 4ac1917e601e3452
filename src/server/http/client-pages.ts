/**
 * Serves the built client (dist/client): static assets, and index.html for every page route
 * with the canonical link and og:url of that route and modulepreload links for its page's code.
 * Unknown /api paths answer 404 JSON. (The signed-in user is not preloaded: every API call, that
 * one too, carries the X-Analytics-Consent header, which a preload cannot send.)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ErrorBody } from "../../contracts/errors";
import { PUBLIC_PAGES } from "../../contracts/public-pages";
import { loadPagePreloads } from "./page-preloads";
import { isApiRequest } from "./request-path";

export const CLIENT_DIR = path.resolve(import.meta.dirname, "../../../dist/client");

/** Canonical URL of a page path on the public host (the spec's known paths map to themselves). */
export function canonicalUrl(publicUrl: string, pagePath: string): string {
  const pathname = pagePath.split(/[?#]/)[0] || "/";
  return `${publicUrl}${pathname === "/" ? "/" : pathname}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function escapeXml(text: string): string {
  return escapeAttribute(text).replace(/>/g, "&gt;");
}

/** robots.txt: private areas closed to crawlers, and where the sitemap is. */
export function robotsText(publicUrl: string): string {
  const closed = ["/api/", "/admin", "/tracking", "/debug", "/subscription-debug", "/test", "/checkout"];
  return `User-agent: *\n${closed.map((pathPrefix) => `Disallow: ${pathPrefix}`).join("\n")}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/** sitemap.xml of the public pages on the public host. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeXml(canonicalUrl(publicUrl, page.path))}</loc></url>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Registers static serving, robots.txt, sitemap.xml and the page fallback. */
export async function registerClientPages(
  app: FastifyInstance,
  options: { publicUrl: string; serveClient: boolean; clientDir?: string },
) {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const indexPath = path.join(clientDir, "index.html");
  const hasClient = options.serveClient && existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath, "utf8") : "";
  const pagePreloads = hasClient ? loadPagePreloads(clientDir) : () => "";

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      maxAge: "1h",
      setHeaders(response, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robotsText(options.publicUrl)),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(sitemapXml(options.publicUrl)),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    if (isApiRequest(request) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({
        message: `No such API call: ${request.method} ${pathname}`,
        code: "NOT_FOUND",
      } satisfies ErrorBody);
    }
    if (!hasClient) {
      return reply.status(503).send({
        message: "The client is not built; run npm run build",
        code: "NO_CLIENT",
      } satisfies ErrorBody);
    }
    const canonical = escapeAttribute(canonicalUrl(options.publicUrl, pathname));
    const head = `<link rel="canonical" href="${canonical}" />\n    <meta property="og:url" content="${canonical}" />\n    <meta name="vector:public-url" content="${escapeAttribute(options.publicUrl)}" />`;
    const preloads = pagePreloads(pathname);
    const pageHead = preloads ? `${head}\n    ${preloads}` : head;
    // A function, not a string: the path may hold `$'`, `$&` or `` $` ``, which a replacement
    // string would expand into parts of the page.
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(indexHtml.replace("<!--vector:head-->", () => pageHead));
  });
}
