/**
 * The public site as visitors and students see it: the marketing header and footer on every
 * public page (and its menu at phone width), where every button leads, pricing from the plan
 * list with the fall-back to /checkout where payments are not set up, the FAQ's independent
 * questions, the learning path, the legal pages, and the landing banner before and after consent.
 */
import type { Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { PLAN_FEATURES, PLANS } from "../src/contracts/plans";
import { PUBLIC_PAGES, prerenderedPagePaths } from "../src/contracts/public-pages";
import { acceptCookies, createAccount, expect, newEmail, test } from "./fixtures";

const PUBLIC_HEADINGS: Record<string, string | RegExp> = {
  "/pricing": "Simple, Student-Friendly Pricing",
  "/faq": "Frequently Asked Questions",
  "/learning-path": "Your Physics Learning Path",
  "/about": "About Vector",
  "/contact": "Contact Information",
  "/privacy-policy": "Privacy Policy",
  "/terms-of-service": "Terms of Service",
};

const HEADER_LINKS = [
  ["Pricing", "/pricing"],
  ["FAQ", "/faq"],
  ["Learning Path", "/learning-path"],
  ["About", "/about"],
  ["Contact", "/contact"],
] as const;

/** Checks the marketing header and the legal footer of the page shown. */
async function expectMarketingFrame(page: Page) {
  const header = page.getByRole("banner");
  const mainNavigation = header.getByRole("navigation", { name: "Main", exact: true });
  for (const [label, href] of HEADER_LINKS) {
    await expect(mainNavigation.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(header.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/api/login");
  const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms-of-service",
  );
  await expect(legal.getByRole("link", { name: "Contact Information" })).toHaveAttribute("href", "/contact");
}

test.describe("signed out", () => {
  for (const [path, heading] of Object.entries(PUBLIC_HEADINGS)) {
    test(`${path} shows its page inside the marketing header and footer, with its own title`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectMarketingFrame(page);
      const listed = PUBLIC_PAGES.find((publicPage) => publicPage.path === path);
      await expect(page).toHaveTitle(listed?.title ?? "");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        listed?.description ?? "",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    });
  }

  test("the landing page has the marketing header, both sign-in buttons and the legal footer", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("checks every number");
    await expectMarketingFrame(page);
    const main = page.getByRole("main");
    for (const startTrial of await main.getByRole("link", { name: "Start Free Trial" }).all()) {
      await expect(startTrial).toHaveAttribute("href", "/api/login");
    }
    await expect(main.getByRole("link", { name: "Subscriber Login" })).toHaveAttribute("href", "/api/login");
  });

  test("the header's links move between pages without a reload", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const mainNavigation = page.getByRole("navigation", { name: "Main", exact: true });
    for (const [label, href] of HEADER_LINKS) {
      await mainNavigation.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLIC_HEADINGS[href]);
      await expect(mainNavigation.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test("every public page is also open to a signed-in student, with the same header", async ({ page }) => {
  await createAccount(page, { email: newEmail("public-pages"), name: "Public Pages" });
  for (const [path, heading] of Object.entries(PUBLIC_HEADINGS)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectMarketingFrame(page);
  }
  // Signed in, / is the tutor rather than the landing page.
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /checks every number/ })).toHaveCount(0);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header folds its links into a menu that opens, leads to a page and closes", async ({ page }) => {
    await page.goto("/pricing");
    await acceptCookies(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Start Free Trial" })).toBeVisible();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    for (const [label, href] of HEADER_LINKS) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await menu.getByRole("link", { name: "Learning Path" }).click();
    await expect(page).toHaveURL("/learning-path");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    // The keyboard opens it too.
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: "FAQ" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
  });
});

test.describe("pricing", () => {
  test("shows the four plans from the plan list, each with its allowance and price", async ({ page }) => {
    await page.goto("/pricing");
    for (const plan of PLANS) {
      const card = page.getByRole("article", { name: plan.name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(plan.priceUsd === 0 ? "Free" : `$${plan.priceUsd}/month`);
      await expect(card).toContainText(
        plan.allowancePeriod === "total"
          ? `${plan.sessions} sessions in total`
          : `${plan.sessions} sessions per month`,
      );
    }
    await expect(page.getByRole("article", { name: "Premium Plan" })).toContainText("Popular");
    await expect(page.getByRole("article", { name: "Base Plan" })).not.toContainText(
      "Extended Problem Library",
    );
    await expect(page.getByRole("article", { name: "Premium Plus" })).toContainText(
      "Extended Problem Library",
    );
    await expect(page.getByRole("article", { name: "Free Trial" })).not.toContainText("Session History");
  });

  test("the Free Trial card leads to the tutor and, with payments not set up, paid cards lead to /checkout", async ({
    page,
  }) => {
    // The browser-test server sells through a fake store; this test plays a server without payments.
    await page.route("**/api/billing/options", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), checkoutAvailable: false } });
    });
    await page.goto("/pricing");
    await expect(
      page.getByRole("article", { name: "Free Trial" }).getByRole("link", { name: "Get Started Free" }),
    ).toHaveAttribute("href", "/physics-tutor");
    for (const plan of PLANS.filter((candidate) => candidate.priceUsd > 0)) {
      await expect(
        page.getByRole("article", { name: plan.name }).getByRole("link", { name: `Choose ${plan.name}` }),
      ).toHaveAttribute("href", "/checkout");
    }
    await page.getByRole("link", { name: "Choose Premium Plan" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  });

  test("compares costs, explains sessions and compares features by plan", async ({ page }) => {
    await page.goto("/pricing");
    const cost = page.getByRole("region", { name: "How Vector compares in cost" });
    await expect(cost).toContainText("$60+ per hour");
    await expect(cost).toContainText("$20-60 per month");
    const sessions = page.getByRole("region", { name: "What counts as a session?" });
    await expect(sessions).toContainText("6-8 exchanges");
    for (const [mode, counts] of [
      ["Problem Solver", "1 use"],
      ["Work Analysis", "1 use"],
      ["Concept Coach", "6 exchanges"],
      ["Interactive Tutor", "6 exchanges"],
    ]) {
      await expect(
        sessions
          .getByRole("definition")
          .filter({ hasText: `1 session = ${counts}` })
          .first(),
      ).toBeVisible();
      await expect(sessions.getByRole("term").filter({ hasText: mode })).toBeVisible();
    }

    const table = page.getByRole("table", { name: "Features included in each plan" });
    await expect(table.getByRole("columnheader")).toHaveText(["Feature", ...PLANS.map((plan) => plan.name)]);
    for (const feature of PLAN_FEATURES) {
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: feature.name }) });
      const cells = await row.getByRole("cell").allTextContents();
      expect(cells, feature.name).toEqual(
        PLANS.map((plan) =>
          (feature.plans as readonly string[]).includes(plan.name) ? "✓Included" : "-Not included",
        ),
      );
    }
  });

  test("pricing questions open on their own; Start Free Trial signs in and View FAQ opens the FAQ", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const question = page.getByText("Do unused sessions carry over to the next month?");
    await question.click();
    await expect(page.getByText("sessions left at the end of a period do not roll over")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      "/api/login",
    );
    await page.getByRole("link", { name: "View FAQ" }).click();
    await expect(page).toHaveURL("/faq");
  });
});

test.describe("FAQ", () => {
  test("has fifteen questions that open and close on their own by keyboard and by mouse", async ({
    page,
  }) => {
    await page.goto("/faq");
    const questions = page.locator("summary");
    await expect(questions).toHaveCount(15);
    const items = page.locator("details");
    await expect(items.filter({ has: page.locator("[open]") })).toHaveCount(0);

    // Keyboard: Enter opens the first, Space opens the third, the first stays open.
    await questions.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await questions.nth(2).focus();
    await page.keyboard.press("Space");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await expect(page.getByText("Problem Solver walks through a complete solution")).toBeVisible();

    // Closing one leaves the other open.
    await questions.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(2)).toHaveAttribute("open", "");

    // Mouse: the last question opens and closes without touching the others.
    await questions.nth(14).click();
    await expect(items.nth(14)).toHaveAttribute("open", "");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await questions.nth(14).click();
    await expect(items.nth(14)).not.toHaveAttribute("open", "");
  });

  test("leads back home, to sign-in and to support mail", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("link", { name: "Try Vector Free" })).toHaveAttribute("href", "/api/login");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      /^mailto:support@[a-z0-9.-]+$/,
    );
    await page.getByRole("link", { name: "← Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("checks every number");
  });
});

test("the learning path shows its phases, figures and techniques, and leads to sign-in and pricing", async ({
  page,
}) => {
  await page.goto("/learning-path");
  const summary = page.getByRole("region", { name: "Summary" });
  for (const [label, value] of [
    ["Phases", "3"],
    ["Weeks", "10-18"],
    ["Tutoring modes", "4"],
  ]) {
    await expect(summary.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(summary.getByRole("definition").filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
  }
  for (const [name, weeks, modes] of [
    ["Foundation Building", "Phase 1 · 2-4 weeks", "Concept Coach and Problem Solver"],
    ["Skill Development", "Phase 2 · 4-6 weeks", "Interactive Tutor and Work Analysis"],
    ["Mastery and Application", "Phase 3 · 4-8 weeks", "All modes"],
  ]) {
    const phase = page.getByRole("article", { name });
    await expect(phase).toContainText(weeks);
    await expect(phase).toContainText(`Modes: ${modes}`);
    await expect(phase.getByRole("heading", { name: "Skills you build" })).toBeVisible();
    await expect(phase.getByRole("heading", { name: "Study tips" })).toBeVisible();
  }
  for (const technique of [
    "Active Learning",
    "Deliberate Practice",
    "Self-Assessment",
    "Spaced Repetition",
  ]) {
    await expect(page.getByRole("heading", { name: technique, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
    "href",
    "/api/login",
  );
  await page.getByRole("link", { name: "View Pricing Plans" }).click();
  await expect(page).toHaveURL("/pricing");
});

test("the About page introduces the team by default, with a contact address and a Back button", async ({
  page,
}) => {
  await page.goto("/faq");
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "About" })
    .click();
  await expect(page.getByRole("heading", { name: "Vector's team" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^support@/ })).toHaveAttribute("href", /^mailto:support@/);
  // Back works once the page's script runs, also where the link above was an ordinary page load.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await page.getByRole("button", { name: "← Back" }).click();
  await expect(page).toHaveURL("/faq");
});

test.describe("legal pages", () => {
  test("each has its title and full text; Back returns to the previous page and Return to Vector goes home", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await acceptCookies(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Effective date: June 26, 2025 · Last updated: July 1, 2025")).toBeVisible();
    for (const item of [
      "Account information from your sign-in provider.",
      "Subscription and billing data.",
      "Your problems and conversation history.",
      "Usage analytics.",
      "Device information.",
      "Error logs.",
      "Cookies and local storage.",
      "Approximate location.",
      "The AI model provider",
      "The billing provider",
      "The sign-in provider",
      "California residents",
      "Residents of the European Union and the United Kingdom",
      "Residents of Canada",
    ]) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "← Back" }).click();
    await expect(page).toHaveURL("/pricing");

    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    for (const heading of [
      "1. Eligibility",
      "4. Plans and sessions",
      "5. Billing",
      "6. Cancellation",
      "7. Acceptable use",
      "8. Academic integrity",
      "9. AI disclaimer",
      "13. Governing law",
      "14. Arbitration",
      "15. Class action waiver",
    ]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByText("You must be at least 13 years old")).toBeVisible();
    await expect(page.getByText("laws of the State of Rhode Island")).toBeVisible();
    await expect(page.getByText("Payments are not refunded for partial months")).toBeVisible();
    await page.getByRole("link", { name: "Return to Vector" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the contact page lists every mailbox, the address, the hours and the response times", async ({
    page,
  }) => {
    await page.goto("/contact");
    for (const mailbox of ["support", "business", "legal", "billing", "security"]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${mailbox}@`) })).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${mailbox}@`),
      );
    }
    await expect(page.getByText("Monday to Friday, 9 am to 6 pm EST")).toBeVisible();
    await expect(page.locator("address").first()).toBeVisible();
    const times = page.getByRole("table", { name: "Response times by kind of request" });
    for (const [kind, time] of [
      ["General inquiries", "24-48 hours"],
      ["Billing questions", "24 hours"],
      ["Technical issues", "12-24 hours"],
      ["Security reports", "12-24 hours"],
    ]) {
      await expect(times.getByRole("row", { name: `${kind} ${time}` })).toBeVisible();
    }
    await expect(page.getByText("within 24 hours on business days")).toBeVisible();
  });

  test("the spec's /legal/ addresses show their page, and an unknown type says it was not found", async ({
    page,
  }) => {
    await page.goto("/legal/terms-of-use");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await page.goto("/legal/cookies");
    await expect(page.getByText("Legal information not found.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "← Back" })).toBeVisible();
  });
});

test.describe("location banner", () => {
  const generic = "Physics help for high-school and college students, wherever you study";
  /**
   * The browser talks to a server on 127.0.0.1, which no database places; this stands for what
   * /api/location answers a visitor at a documentation-range address (203.0.113.7, RFC 5737)
   * that a test database maps to Providence. The server's own tests prove the real lookup.
   */
  const documentationAddressAnswer = { city: "Providence", region: "Rhode Island" };

  test("stays generic without consent and names the city and region once functional cookies are allowed", async ({
    page,
  }) => {
    const lookups: string[] = [];
    await page.route("**/api/location", async (route) => {
      lookups.push(route.request().url());
      await route.fulfill({ json: documentationAddressAnswer });
    });
    await page.goto("/");
    await expect(page.getByText(generic)).toBeVisible();
    await page.getByRole("button", { name: "Reject Non-Essential" }).click();
    await page.reload();
    await expect(page.getByText(generic)).toBeVisible();
    expect(lookups, "no lookup before functional consent").toEqual([]);

    // Functional cookies allowed from Cookie Settings: the banner follows at once.
    await page.evaluate(() => localStorage.removeItem("cookie-consent"));
    await page.reload();
    await page.getByRole("button", { name: "Cookie Settings" }).click();
    await page.getByRole("switch", { name: "Functional" }).click();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(
      page.getByText("Physics help for high-school and college students in Providence, Rhode Island"),
    ).toBeVisible();
    expect(lookups).toEqual([new URL("/api/location", page.url()).toString()]);
    // DB-IP Lite's licence asks for its credit wherever its results are shown.
    await expect(page.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveAttribute(
      "href",
      "https://db-ip.com",
    );

    // A later visit reuses the stored place instead of asking again.
    await page.reload();
    await expect(page.getByText("in Providence, Rhode Island")).toBeVisible();
    expect(lookups).toHaveLength(1);
  });

  test("stays generic when the server cannot place the address or fails", async ({ page }) => {
    // No route: the real server answers, and it sees the loopback address this test runs from.
    await page.goto("/");
    const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/location");
    await acceptCookies(page);
    expect(await (await lookup).json()).toEqual({ city: null, region: null });
    await expect(page.getByText(generic)).toBeVisible();
    await expect(page.getByRole("link", { name: "IP Geolocation by DB-IP" })).toHaveCount(0);

    // An answer that is not the call's JSON (a proxy's error page, say) is no place either.
    await page.route("**/api/location", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<html>Bad gateway</html>" }),
    );
    await page.reload();
    await expect(page.getByText(generic)).toBeVisible();
  });
});

test("robots.txt and sitemap.xml describe the public site", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  // The plan chooser is a public page, open to search engines like the others.
  expect(robots).not.toContain("Disallow: /checkout");
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of PUBLIC_PAGES)
    expect(sitemap).toContain(page.path === "/" ? "/</loc>" : `${page.path}</loc>`);
});

test("each public page's HTML asks for its own code at once, and that code is served", async ({
  request,
}) => {
  for (const [pagePath, chunk] of [
    ["/faq", "faq-page"],
    ["/pricing", "pricing-page"],
    ["/learning-path", "learning-path-page"],
    ["/", "landing-page"],
  ]) {
    const html = await (await request.get(pagePath)).text();
    const href = html.match(
      new RegExp(`<link rel="modulepreload"[^>]*? href="(/assets/${chunk}-[^"]+\\.js)"`),
    )?.[1];
    expect(href, `${pagePath} preloads its page chunk`).toBeTruthy();
    expect((await request.get(href as string)).status()).toBe(200);
  }
});

test("no element of a served public page has two classes that set the same property", async ({ request }) => {
  // The public pages join their class names without tailwind-merge (it stays out of their load),
  // so a later class can no longer override an earlier one: each element must say what it means.
  for (const pagePath of prerenderedPagePaths()) {
    const html = await (await request.get(pagePath)).text();
    const body = html.replace(/<style[\s\S]*?<\/style>/g, "");
    for (const [, classes] of body.matchAll(/ class="([^"]*)"/g)) {
      const names = classes.split(/\s+/).filter(Boolean);
      expect(twMerge(classes).split(" ").length, `${pagePath}: ${classes}`).toBe(new Set(names).size);
    }
  }
});
