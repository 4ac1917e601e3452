/**
 * Serves the built client (dist/client): static assets, and for every page route its HTML with
 * the canonical link and og:url of that route and modulepreload links for its page's code. A
 * signed-out visitor (no valid session on the request) gets the page the build prerendered for
 * that path when there is one, and every page served to them says they are signed out
 * (contracts/served-page.ts), so the client neither asks GET /api/auth/user (a 401) nor waits
 * for it; a signed-in student gets the app's empty page, which asks (decision 034).
 * Unknown /api paths answer 404 JSON. (The signed-in user is not preloaded: every API call, that
 * one too, carries the X-Analytics-Consent header, which a preload cannot send.)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ErrorBody } from "../../contracts/errors";
import { PUBLIC_PAGES, prerenderedFileName, prerenderedPagePaths } from "../../contracts/public-pages";
import {
  PUBLIC_URL_META_NAME,
  SERVED_HEAD_PLACEHOLDER,
  SIGNED_OUT_META_NAME,
} from "../../contracts/served-page";
import { loadPagePreloads } from "./page-preloads";
import { isApiRequest } from "./request-path";

export const CLIENT_DIR = path.resolve(import.meta.dirname, "../../../dist/client");
/** The client build's folder of prerendered pages (scripts/prerender-public-pages.ts writes it). */
export const PRERENDERED_DIR = "prerendered";

/** The prerendered HTML of each page path, from a client build (none when it has none). */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const pagePath of prerenderedPagePaths()) {
    const file = path.join(clientDir, PRERENDERED_DIR, prerenderedFileName(pagePath));
    if (existsSync(file)) pages.set(pagePath, readFileSync(file, "utf8"));
  }
  return pages;
}

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

/** The content coding of a page for a request's Accept-Encoding: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [coding, ...parameters] = part.split(";").map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    accepted.set(coding, quality ? Number(quality.slice(2)) : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return undefined;
}

/**
 * A page's HTML compressed in that coding. Pages are sent from the not-found handler, which the
 * compression plugin does not see (it compresses routes), and a prerendered page carries its
 * stylesheet: uncompressed it would be several times larger. Brotli at a middle quality takes
 * about a millisecond for a page.
 */
function compressPage(html: string, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return gzipSync(html);
  return brotliCompressSync(html, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
}

/**
 * robots.txt: private areas closed to crawlers, and where the sitemap is. The plan chooser
 * (/checkout) is a public page like /pricing and stays open (decision 034).
 */
export function robotsText(publicUrl: string): string {
  const closed = ["/api/", "/admin", "/tracking", "/debug", "/subscription-debug", "/test"];
  return `User-agent: *\n${closed.map((pathPrefix) => `Disallow: ${pathPrefix}`).join("\n")}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/** sitemap.xml of the public pages on the public host. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${escapeXml(canonicalUrl(publicUrl, page.path))}</loc></url>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Registers static serving, robots.txt, sitemap.xml and the page fallback. `isSignedIn` tells
 * whether a request carries a valid session; without it no page says the visitor is signed out.
 */
export async function registerClientPages(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    serveClient: boolean;
    clientDir?: string;
    isSignedIn?: (request: FastifyRequest) => Promise<boolean>;
  },
) {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const indexPath = path.join(clientDir, "index.html");
  const hasClient = options.serveClient && existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath, "utf8") : "";
  const pagePreloads: ReturnType<typeof loadPagePreloads> = hasClient
    ? loadPagePreloads(clientDir)
    : () => "";
  const prerenderedPages = hasClient ? loadPrerenderedPages(clientDir) : new Map<string, string>();

  /** True when the request has no valid session; undefined when that cannot be told. */
  async function isSignedOut(request: FastifyRequest): Promise<boolean | undefined> {
    if (!options.isSignedIn) return undefined;
    try {
      return !(await options.isSignedIn(request));
    } catch (error) {
      // The page is served all the same, as to anyone whose state is unknown: the client asks.
      request.log.warn({ err: error }, "could not tell whether the page's visitor is signed in");
      return undefined;
    }
  }

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The prerendered pages are served at their own paths, with their head filled in.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`),
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

  app.setNotFoundHandler(async (request, reply) => {
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
    const signedOut = await isSignedOut(request);
    const canonical = escapeAttribute(canonicalUrl(options.publicUrl, pathname));
    const headLines = [
      `<link rel="canonical" href="${canonical}" />`,
      `<meta property="og:url" content="${canonical}" />`,
      `<meta name="${PUBLIC_URL_META_NAME}" content="${escapeAttribute(options.publicUrl)}" />`,
    ];
    if (signedOut) headLines.push(`<meta name="${SIGNED_OUT_META_NAME}" content="true" />`);
    // Only the exact path: the prerendered markup names it (the header marks the current link).
    const prerendered = signedOut ? prerenderedPages.get(pathname) : undefined;
    const preloads = pagePreloads(pathname, { hydrates: Boolean(prerendered) });
    if (preloads) headLines.push(preloads);
    const page = prerendered || indexHtml;
    // A function, not a string: the path may hold `$'`, `$&` or `` $` ``, which a replacement
    // string would expand into parts of the page.
    const html = page.replace(SERVED_HEAD_PLACEHOLDER, () => headLines.join("\n    "));
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding");
    const encoding = pageEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(html);
    return reply.header("content-encoding", encoding).send(compressPage(html, encoding));
  });
}
