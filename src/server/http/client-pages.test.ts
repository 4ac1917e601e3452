import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../contracts/public-pages";
import { registerClientPages, robotsText, sitemapXml } from "./client-pages";
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
  /** An app serving a client folder that holds the page template. */
  async function appWithClient() {
    const clientDir = mkdtempSync(path.join(tmpdir(), "vector-client-"));
    copyFileSync(
      path.resolve(import.meta.dirname, "../../client/index.html"),
      path.join(clientDir, "index.html"),
    );
    const app = Fastify();
    await registerClientPages(app, { publicUrl: "https://vector.example.com", serveClient: true, clientDir });
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
