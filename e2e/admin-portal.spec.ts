/**
 * The Customer Support Portal as a support agent uses it: finding a student, giving sessions
 * back, the audit log, the test-user system; and the page a student sees at /admin.
 */

import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { createAccount, expect, newEmail, test } from "./fixtures";
import { linkFromOutbox } from "./outbox";
import { rememberCookieConsent } from "./tutor-helpers";

const PROBLEM = "A ball is dropped from 20 m. How fast is it going at the ground?";

/** Signs the page in as the admin account and opens the portal. */
async function openPortal(page: Page) {
  await rememberCookieConsent(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Customer Support Portal" })).toBeVisible();
}

/** A student in their own browser context, on the free trial, who has used `used` sessions. */
async function studentWhoUsed(browser: Browser, name: string, used: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await rememberCookieConsent(page);
  const email = newEmail("portal");
  await createAccount(page, { email, name });
  expect((await page.request.post("/api/subscription/free-trial")).status()).toBe(201);
  for (let call = 0; call < used; call++) {
    const answer = await page.request.post("/api/tutor/solve", {
      data: { level: "high-school", problem: PROBLEM },
    });
    expect(answer.status()).toBe(200);
  }
  return { context, page, email };
}

async function statusOf(request: APIRequestContext) {
  return (await request.get("/api/subscription/status")).json();
}

/** The moderate, serious and critical accessibility violations on the settled page. */
async function notableViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact !== "minor")
    .map((violation) => ({
      rule: violation.id,
      elements: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

function toast(page: Page, text: string) {
  return page.locator("li[data-state='open']").filter({ hasText: text });
}

test("a support agent finds a student by three letters of the name and gives 5 sessions back", async ({
  page,
  browser,
}) => {
  const student = await studentWhoUsed(browser, "Quillon Marsh", 5);
  await openPortal(page);

  await page.getByLabel("Search users").fill("Qui");
  const result = page.getByRole("button", { name: /Quillon Marsh/ });
  await expect(result).toBeVisible();
  await result.click();
  const details = page.getByRole("region", { name: "Subscription Details" });
  await expect(details).toContainText("5 of 6");
  await expect(page.getByRole("region", { name: "Usage Analytics" })).toContainText("Completed sessions5");
  await page.screenshot({ path: "test-results/admin-portal-user-details-1280.png", fullPage: true });

  await page.getByRole("tab", { name: "Credits & Refunds" }).click();
  const credits = page.getByRole("region", { name: "Credits & Refunds" });
  await expect(credits.getByLabel("User ID or email")).toHaveValue(student.email);
  await credits.getByRole("button", { name: "Apply Credit" }).click();
  await expect(toast(page, "Please fill all fields")).toBeVisible();

  await credits.getByLabel("Sessions to credit").fill("5");
  await credits.getByLabel("Reason").fill("Replies failed during the outage");
  await credits.getByRole("button", { name: "Apply Credit" }).click();
  await expect(toast(page, "Credit applied successfully")).toContainText("Success");
  await expect(credits.getByRole("status")).toContainText(`${student.email}: 0 of 6 used, 6 remaining`);
  await page.screenshot({ path: "test-results/admin-portal-credit-1280.png", fullPage: true });
  expect((await statusOf(student.page.request)).sessionInfo).toMatchObject({
    currentSessions: 0,
    sessionLimit: 6,
  });

  await page.getByRole("tab", { name: "Support Actions" }).click();
  const newest = page
    .getByRole("list", { name: "Admin actions, newest first" })
    .getByRole("listitem")
    .first();
  await expect(newest).toContainText("apply-credit");
  await expect(newest).toContainText("Credited 5 sessions back");
  await expect(newest).toContainText("Reason: Replies failed during the outage");
  await expect(newest).toContainText(`By ${E2E_ADMIN.email} · User ${student.email}`);
  await student.context.close();
});

test("a support agent runs the test-user switch, the whitelist and grants", async ({ page, browser }) => {
  const student = await studentWhoUsed(browser, "Wren Tester", 0);
  await openPortal(page);
  await page.getByRole("tab", { name: "Test User System" }).click();

  const modeSwitch = page.getByRole("switch", { name: "Test User Mode" });
  await expect(modeSwitch).toHaveAttribute("aria-checked", "false");
  await modeSwitch.click();
  await expect(toast(page, "Test user mode updated")).toBeVisible();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");

  const whitelist = page.getByRole("region", { name: "Test User Whitelist" });
  await whitelist.getByRole("button", { name: "Add to Whitelist" }).click();
  await expect(toast(page, "Please enter both email and reason")).toBeVisible();
  await whitelist.getByLabel("Email").fill(student.email.toUpperCase());
  await whitelist.getByLabel("Reason").fill("Pilot class tester");
  await whitelist.getByRole("button", { name: "Add to Whitelist" }).click();
  await expect(toast(page, "Test user email added to whitelist")).toBeVisible();
  await expect(whitelist.getByRole("list", { name: "Whitelisted emails" })).toContainText(student.email);
  // Test access follows a confirmed address: the student opens the confirmation link.
  await student.page.goto(await linkFromOutbox(student.email, "verify-email"));
  expect((await statusOf(student.page.request)).testAccess).toEqual({
    sessionsUsed: 0,
    sessionLimit: 100,
    expiresAt: null,
  });

  await whitelist.getByRole("button", { name: `Remove ${student.email}` }).click();
  await expect(toast(page, "Test user email removed from whitelist")).toBeVisible();
  await expect(whitelist).not.toContainText(student.email);
  expect((await statusOf(student.page.request)).testAccess).toBeNull();

  const grants = page.getByRole("region", { name: "Grant or Revoke Test Access" });
  await grants.getByRole("button", { name: `Grant test access to ${student.email}` }).click();
  await expect(toast(page, "Please provide a reason")).toBeVisible();
  await grants.getByLabel("Reason").fill("Teacher preview");
  await grants.getByRole("button", { name: `Grant test access to ${student.email}` }).click();
  await expect(toast(page, "Test user access granted")).toBeVisible();
  await expect(grants.getByRole("list", { name: "Test users" })).toContainText(student.email);
  expect((await statusOf(student.page.request)).sessionInfo).toMatchObject({
    planName: "Test User",
    sessionLimit: 100,
  });

  await grants.getByRole("button", { name: `Revoke test access of ${student.email}` }).click();
  await expect(toast(page, "Test user access revoked")).toBeVisible();
  await expect(grants.getByRole("list", { name: "Regular users" })).toContainText(student.email);
  expect((await statusOf(student.page.request)).testAccess).toBeNull();

  await modeSwitch.click();
  await expect(toast(page, "Test user mode updated")).toBeVisible();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "false");
  await student.context.close();
});

const TAB_NAMES = [
  "User Management",
  "Active Subscriptions",
  "Session Control",
  "Credits & Refunds",
  "Test User System",
  "Support Actions",
];

test("the portal works from the keyboard, passes axe on every tab and fits a 390 px screen", async ({
  page,
}) => {
  await openPortal(page);
  await page.screenshot({ path: "test-results/admin-portal-1280.png", fullPage: true });
  for (const tab of TAB_NAMES) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel").getByText("Loading...")).toHaveCount(0);
    expect(await notableViolations(page), tab).toEqual([]);
  }
  await page.getByRole("tab", { name: "User Management" }).click();

  const firstTab = page.getByRole("tab", { name: "User Management" });
  await firstTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Active Subscriptions" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Active Subscriptions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  await page.screenshot({ path: "test-results/admin-portal-subscriptions-1280.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "User Management" }).click();
  await page.getByLabel("Search users").fill("Qui");
  await page.getByRole("button", { name: /Quillon Marsh/ }).click();
  await expect(page.getByRole("region", { name: "Usage Analytics" })).toContainText("Success rate");
  for (const tab of TAB_NAMES) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel").getByText("Loading...")).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${tab} at 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: `test-results/admin-portal-390-${tab.toLowerCase().replaceAll(/[^a-z]+/g, "-")}.png`,
      fullPage: true,
    });
  }
});

test("a student who opens /admin is told the portal is not theirs", async ({ page }) => {
  await rememberCookieConsent(page);
  const email = newEmail("curious");
  await createAccount(page, { email, name: "Curious Student" });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(
    page.getByText(`You are signed in as ${email}, which does not have admin access.`),
  ).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
});
