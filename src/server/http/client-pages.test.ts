import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, prerenderedFileName, prerenderedPagePaths } from "../../contracts/public-pages";
import { PRERENDERED_DIR, pageEncoding, registerClientPages, robotsText, sitemapXml } from "./client-pages";
import { registerSecurity } from "./security";

describe("pages for search engines and browsers", () => {
  it("lists every public page on the public host in sitemap.xml", () => {
    const sitemap = sitemapXml("https://vector.example.com");
    for (const page of PUBLIC_PAGES) {
      const url =
        page.path === "/" ? "https://vector.example.com/" : `https://vector.example.com${page.path}`;
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).not.toContain("/admin");
    expect(sitemap.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length);
  });

  it("closes private areas in robots.txt and points to the sitemap", () => {
    const robots = robotsText("https://vector.example.com");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).not.toContain("Disallow: /pricing");
    expect(robots).not.toContain("Disallow: /checkout");
    expect(robots).toContain("Sitemap: https://vector.example.com/sitemap.xml");
  });

  it("serves robots.txt and sitemap.xml", async () => {
    const app = Fastify();
    await registerClientPages(app, { publicUrl: "https://vector.example.com", serveClient: false });
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    await app.close();
  });

  it("lets pages connect to their own server only (the location banner included)", async () => {
    const app = Fastify();
    await registerSecurity(app, { trustedOrigins: [], https: false });
    app.get("/", async () => "ok");
    const response = await app.inject({ url: "/" });
    await app.close();
    expect(String(response.headers["content-security-policy"])).toContain("connect-src 'self';");
  });
});

describe("the page served for a path", () => {
  /**
   * An app serving a client folder that holds the page template and, like a build, a prerendered
   * page for each prerendered path (its body names the path).
   */
  async function appWithClient(isSignedIn?: (request: FastifyRequest) => Promise<boolean>) {
    const clientDir = mkdtempSync(path.join(tmpdir(), "vector-client-"));
    copyFileSync(
      path.resolve(import.meta.dirname, "../../client/index.html"),
      path.join(clientDir, "index.html"),
    );
    mkdirSync(path.join(clientDir, PRERENDERED_DIR));
    for (const pagePath of prerenderedPagePaths()) {
      writeFileSync(
        path.join(clientDir, PRERENDERED_DIR, prerenderedFileName(pagePath)),
        `<html><head><!--vector:head--></head><body><div id="root"><h1>Prerendered ${pagePath}</h1></div></body></html>`,
      );
    }
    const app = Fastify();
    await registerClientPages(app, {
      publicUrl: "https://vector.example.com",
      serveClient: true,
      clientDir,
      isSignedIn,
    });
    return {
      app,
      async close() {
        await app.close();
        rmSync(clientDir, { recursive: true, force: true });
      },
    };
  }

  /** A GET sent over a socket exactly as written (app.inject would percent-encode the backquote). */
  async function getAsWritten(app: FastifyInstance, requestPath: string) {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      get(`${address}${requestPath}`, { path: requestPath }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ statusCode: response.statusCode ?? 0, body }));
      }).on("error", reject);
    });
  }

  it.each([
    ["/$'", "https://vector.example.com/$'"],
    ["/$`", "https://vector.example.com/$`"],
    ["/a$&b", "https://vector.example.com/a$&amp;b"],
    ["/$$x", "https://vector.example.com/$$x"],
  ])(
    "serves %s as one page with one app script and its path in the canonical link",
    async (url, canonical) => {
      const client = await appWithClient();
      try {
        const response = await getAsWritten(client.app, url);
        expect(response.statusCode).toBe(200);
        expect(response.body.match(/<script/g)).toHaveLength(1);
        expect(response.body.match(/<\/head>/g)).toHaveLength(1);
        expect(response.body).not.toContain("<!--vector:head-->");
        expect(response.body).toContain(`<link rel="canonical" href="${canonical}" />`);
        expect(response.body).toContain(`<meta property="og:url" content="${canonical}" />`);
      } finally {
        await client.close();
      }
    },
  );

  const signedOut = async () => false;
  const signedIn = async () => true;

  it.each(prerenderedPagePaths())(
    "sends a signed-out visitor the prerendered %s, with its canonical link and the signed-out mark",
    async (pagePath) => {
      const client = await appWithClient(signedOut);
      try {
        const response = await client.app.inject({ url: `${pagePath}?from=search` });
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-cache");
        expect(response.body).toContain(`<h1>Prerendered ${pagePath}</h1>`);
        const canonical = `https://vector.example.com${pagePath}`;
        expect(response.body).toContain(`<link rel="canonical" href="${canonical}" />`);
        expect(response.body).toContain(`<meta property="og:url" content="${canonical}" />`);
        expect(response.body).toContain('<meta name="vector:signed-out" content="true" />');
      } finally {
        await client.close();
      }
    },
  );

  it("sends a page compressed as the browser accepts it, brotli first", async () => {
    const client = await appWithClient(signedOut);
    try {
      const brotli = await client.app.inject({ url: "/pricing", headers: { "accept-encoding": "gzip, br" } });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toContain("accept-encoding");
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("<h1>Prerendered /pricing</h1>");
      const gzip = await client.app.inject({ url: "/pricing", headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('<link rel="canonical"');
      const plain = await client.app.inject({ url: "/pricing" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain("<h1>Prerendered /pricing</h1>");
    } finally {
      await client.close();
    }
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["BR", "br"],
    ["deflate", undefined],
    ["identity", undefined],
    [undefined, undefined],
  ])("picks the coding for Accept-Encoding %s: %s", (acceptEncoding, encoding) => {
    expect(pageEncoding(acceptEncoding)).toBe(encoding);
  });

  it("sends a signed-in student the app's empty page, which asks who is signed in", async () => {
    const client = await appWithClient(signedIn);
    try {
      for (const pagePath of ["/", "/pricing", "/checkout"]) {
        const response = await client.app.inject({ url: pagePath });
        expect(response.body).not.toContain("Prerendered");
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain("vector:signed-out");
      }
    } finally {
      await client.close();
    }
  });

  it("marks any other page signed out too, and sends a path spelled otherwise the empty page", async () => {
    const client = await appWithClient(signedOut);
    try {
      for (const pagePath of ["/login", "/pricing/", "/PRICING", "/legal/terms"]) {
        const response = await client.app.inject({ url: pagePath });
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).toContain('<meta name="vector:signed-out" content="true" />');
      }
    } finally {
      await client.close();
    }
  });

  it("marks nothing when whether the visitor is signed in cannot be told", async () => {
    const client = await appWithClient(async () => {
      throw new Error("database unavailable");
    });
    try {
      const response = await client.app.inject({ url: "/pricing" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain("vector:signed-out");
    } finally {
      await client.close();
    }
  });

  it("does not serve the prerendered pages as files, with their head unfilled", async () => {
    const client = await appWithClient(signedOut);
    try {
      const response = await client.app.inject({ url: `/${PRERENDERED_DIR}/pricing.html` });
      expect(response.body).not.toContain("<!--vector:head-->");
      expect(response.body).not.toContain("Prerendered /pricing");
    } finally {
      await client.close();
    }
  });

  it.each([
    "/api/nothing-here",
    "/%61pi/nothing-here",
    "/API/nothing-here",
    "//api/nothing-here",
    "/api/..%2f..%2fetc%2fpasswd",
  ])("answers an unknown API call %s with 404 JSON, not a page", async (url) => {
    const client = await appWithClient();
    try {
      const response = await client.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    } finally {
      await client.close();
    }
  });
});
