import Fastify from "fastify";
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
