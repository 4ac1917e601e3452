import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../contracts/public-pages";
import { DEFAULT_PAGE_HEAD } from "./app/canonical";
import { prerenderedPages, prerenderPage } from "./prerender-page";

const HEADINGS: Record<string, RegExp> = {
  "/": /The physics tutor that .*checks every number/,
  "/pricing": /Simple, Student-Friendly Pricing/,
  "/faq": /Frequently Asked Questions/,
  "/learning-path": /Your Physics Learning Path/,
  "/about": /About Vector/,
  "/privacy-policy": /Privacy Policy/,
  "/terms-of-service": /Terms of Service/,
  "/contact": /Contact Information/,
  "/checkout": /Choose Your Plan/,
  "/404": /404 - Page Not Found/,
};

describe("pages rendered at build time", () => {
  it("are the indexed public pages, the plan chooser and the not-found page, each with its head", () => {
    const pages = prerenderedPages();
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(HEADINGS).sort());
    for (const listed of PUBLIC_PAGES) {
      expect(pages.find((page) => page.path === listed.path)?.head).toEqual({
        title: listed.title,
        description: listed.description,
      });
    }
    expect(pages.find((page) => page.path === "/404")?.head).toBeUndefined();
    expect(new Set(pages.map((page) => page.fileName)).size).toBe(pages.length);
  });

  it.each(Object.entries(HEADINGS))(
    "render %s whole, as a signed-out visitor sees it, not a loading screen",
    async (path, heading) => {
      const html = await prerenderPage(path);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, "");
      expect(h1).toMatch(heading);
      expect(html).not.toContain("Loading...");
      // The cookie banner depends on this browser's storage: it comes once the page is hydrated.
      expect(html).not.toContain("Cookie consent");
    },
  );

  it("show the landing page's sign-in buttons and the plan chooser's note for signed-out buyers", async () => {
    expect(await prerenderPage("/")).toContain("Subscriber Login");
    expect(await prerenderPage("/checkout")).toContain("Not signed in?");
  });
});

describe("the default head", () => {
  it("is the one index.html ships with", async () => {
    const { readFileSync } = await import("node:fs");
    const template = readFileSync(new URL("./index.html", import.meta.url), "utf8");
    expect(template).toContain(`<title>${DEFAULT_PAGE_HEAD.title}</title>`);
    expect(template.replace(/\s+/g, " ")).toContain(`content="${DEFAULT_PAGE_HEAD.description}"`);
  });
});
