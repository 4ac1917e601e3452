/**
 * The public pages as a new, signed-out visitor gets them (decision 034): their HTML, as served
 * and before any script runs, already holds the page (heading, main text, the operator's facts,
 * canonical link and og:url); the scripts hydrate it without a console error or warning and
 * without replacing it; no request fails, the sign-in check included; and nothing moves while
 * the page, the cookie banner and the location banner arrive, on a phone too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../src/contracts/public-pages";
import { expect, test } from "./fixtures";

/** The operator's content file, as the build read it (the pages must carry what it says). */
const OPERATOR = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../src/client/features/site/content/operator.json"),
    "utf8",
  ),
) as { companyName: string; mailDomain: string; postalAddress: string[]; creator: { name: string } };
const mailbox = (name: string) => `${name}@${OPERATOR.mailDomain}`;

/** Each prerendered page: its heading and a sentence of its main text. */
const PAGES: { path: string; heading: string; text: string[] }[] = [
  {
    path: "/",
    heading: "The physics tutor that checks every number",
    text: ["Every answer Vector gives is checked by its own units-aware physics engine", "Subscriber Login"],
  },
  { path: "/pricing", heading: "Simple, Student-Friendly Pricing", text: ["What counts as a session?"] },
  {
    path: "/faq",
    heading: "Frequently Asked Questions",
    text: ["Vector is an AI physics tutor for high-school and college students."],
  },
  {
    path: "/learning-path",
    heading: "Your Physics Learning Path",
    text: ["A plan for a course or a semester of review"],
  },
  { path: "/about", heading: "About Vector", text: ["Why Vector exists", OPERATOR.creator.name] },
  {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    text: [`This policy explains what information ${OPERATOR.companyName}`],
  },
  {
    path: "/terms-of-service",
    heading: "Terms of Service",
    text: [`These terms are an agreement between you and ${OPERATOR.companyName}`],
  },
  {
    path: "/contact",
    heading: "Contact Information",
    text: [mailbox("support"), mailbox("billing"), ...OPERATOR.postalAddress],
  },
  { path: "/checkout", heading: "Choose Your Plan", text: ["Not signed in?", "Premium Plus"] },
  { path: "/404", heading: "404 - Page Not Found", text: ["The page you're looking for doesn't exist."] },
];

/** The visible text of served HTML: tags dropped, entities read, spaces folded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The served page's body, from the root element on. */
function rootOf(html: string): string {
  return html.slice(html.indexOf('<div id="root">'));
}

test.describe("served HTML, before any script runs", () => {
  for (const { path, heading, text } of PAGES) {
    test(`${path} holds its heading, main text, canonical link and og:url`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const body = textOf(rootOf(html));
      expect(textOf((rootOf(html).match(/<h1[\s\S]*?<\/h1>/) ?? [""])[0]).trim()).toBe(heading);
      for (const sentence of text) expect(body).toContain(sentence);
      expect(body).not.toContain("Loading...");
      const canonical = `${baseURL}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
      const listed = PUBLIC_PAGES.find((page) => page.path === path);
      if (listed) expect(html).toContain(`<title>${listed.title}</title>`);
    });
  }

  test.describe("in a browser with scripts off", () => {
    test.use({ javaScriptEnabled: false });

    test("every page shows its heading and the header's sign-in buttons", async ({ page }) => {
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      }
      await page.goto("/pricing");
      await expect(page.getByRole("banner").getByRole("link", { name: "Start Free Trial" })).toBeVisible();
    });
  });
});

/**
 * Records, from before the page's first byte: the first level-one heading the parser adds (to
 * tell hydration, which keeps it, from a fresh render, which replaces it), the layout shifts,
 * and every console warning.
 */
async function watchPageLoad(page: Page) {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const watched = window as unknown as { firstHeading?: Element; layoutShift: number };
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) watched.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver((_changes, observer) => {
      const heading = document.querySelector("h1");
      if (!heading) return;
      watched.firstHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return warnings;
}

/** Waits until the page is hydrated: the cookie banner shows only then, and no request is open. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("a new, signed-out visitor", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without a console error or warning, keeping the served page`, async ({ page }) => {
      const warnings = await watchPageLoad(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const keptHeading = await page.evaluate(() => {
        const watched = window as unknown as { firstHeading?: Element };
        return watched.firstHeading !== undefined && watched.firstHeading === document.querySelector("h1");
      });
      expect(keptHeading, "the served heading is still the one on screen").toBe(true);
      expect(warnings).toEqual([]);
    });
  }

  test("no public page makes a request that fails, and none asks who is signed in", async ({ page }) => {
    const failed: string[] = [];
    const signInChecks: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on("requestfailed", (request) => {
      // A request the next navigation cancels is no failure the visitor sees or the console logs.
      const error = request.failure()?.errorText;
      if (error !== "net::ERR_ABORTED") failed.push(`${error} ${request.url()}`);
    });
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/user") signInChecks.push(request.url());
    });
    const consoleLines: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleLines.push(message.text());
    });
    for (const { path } of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
    }
    expect(failed).toEqual([]);
    expect(signInChecks).toEqual([]);
    expect(consoleLines).toEqual([]);
  });

  test("moving between public pages keeps working after hydration, and the sign-in page still opens", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Reject Non-Essential" }).click();
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "FAQ" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page).toHaveTitle(PUBLIC_PAGES.find((listed) => listed.path === "/faq")?.title ?? "");
    await page.getByRole("banner").getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Vector");
  });
});

test.describe("on a phone", () => {
  // Lighthouse's phone.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const { path } of PAGES) {
    test(`${path} does not move while it hydrates and the cookie banner appears`, async ({ page }) => {
      await watchPageLoad(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBeLessThan(0.02);
    });
  }

  test("the cookie banner leaves the landing page's first call to action in view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = await page.getByRole("region", { name: "Cookie consent" }).boundingBox();
    const startTrial = await page
      .getByRole("main")
      .getByRole("link", { name: "Start Free Trial" })
      .first()
      .boundingBox();
    expect(banner && startTrial && startTrial.y + startTrial.height <= banner.y).toBe(true);
  });

  test("the location banner keeps its height when the visitor's place arrives", async ({ page }) => {
    await page.route("**/api/location", (route) =>
      route.fulfill({ json: { city: "Providence", region: "Rhode Island" } }),
    );
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByText("Physics help for high-school and college students").locator("..");
    const before = await banner.boundingBox();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect(page.getByText("in Providence, Rhode Island")).toBeVisible();
    expect((await banner.boundingBox())?.height).toBe(before?.height);
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())?.y).toBe(heading?.y);
  });
});

test("a signed-in student's landing address is still the tutor, and public pages still open", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(`prerendered-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByLabel("Name").fill("Prerendered Pages");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  const served = await (await page.request.get("/")).text();
  expect(served).toContain('<div id="root"></div>');
  expect(served).not.toContain("vector:signed-out");
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
  await expect(page.getByText("Not signed in?")).toHaveCount(0);
});
