/**
 * Shared browser-test fixtures: every page fails its test on a console error (a CSP
 * violation included) and helpers act as a student would.
 */
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{
  consoleErrors: string[];
  tourAlreadySeen: boolean;
  rememberTour: undefined;
}>({
  // Most tests play a returning student who has seen the guided tour, so its overlay stays away;
  // tests of the tour itself set `test.use({ tourAlreadySeen: false })`.
  tourAlreadySeen: [true, { option: true }],
  rememberTour: [
    async ({ context, tourAlreadySeen }, use) => {
      if (tourAlreadySeen)
        await context.addInitScript(() => localStorage.setItem("vector-tour-completed", "true"));
      await use(undefined);
    },
    { auto: true },
  ],
  // A page opened with `goto` is used once its script has taken over: a prerendered page shows
  // before that, and a button clicked then does nothing.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (options?.waitUntil ?? "load") !== "commit")
        await page.waitForFunction(
          () => !document.getElementById("root") || document.documentElement.dataset.appReady === "true",
        );
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 401 from the app's API (a signed-out visitor's user check, a wrong password, a
        // session that ended) is an answer, not a fault.
        const signedOutCheck =
          message.text().includes("status of 401") && /^https?:\/\/[^/]+\/api\//.test(message.location().url);
        if (!signedOutCheck) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let accountCounter = 0;

/** A fresh email address for a new account. */
export function newEmail(prefix = "student"): string {
  accountCounter += 1;
  return `${prefix}-${Date.now()}-${accountCounter}@example.com`;
}

/** Creates an account on the sign-in page, as a new student would, and waits for the tutor. */
export async function createAccount(page: Page, details: { email: string; name: string; password?: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(details.email);
  await page.getByLabel("Password").fill(details.password ?? "a-good-password-1");
  await page.getByLabel("Name").fill(details.name);
  await page.getByRole("button", { name: "Create account" }).click();
  // Exact, or "Create account" itself would match before the account exists.
  await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
}

/** Accepts all cookies so the banner does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.getByRole("button", { name: "Accept All Cookies" }).click();
}
