import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The X-Analytics-Consent header of the next API call the page makes. (A signed-out visitor's
 * landing page makes none: /pricing asks for the billing options.)
 */
async function consentHeaderOfNextApiCall(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest((candidate) => candidate.url().includes("/api/"));
  await action();
  return (await request).headers()["x-analytics-consent"];
}

test("accepting all cookies hides the banner and sends analytics consent on the next API call", async ({
  page,
}) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner.getByText("We use cookies to enhance your experience")).toBeVisible();
  await banner.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(banner).toHaveCount(0);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
  expect(stored).toMatchObject({
    essential: true,
    analytics: true,
    functional: true,
    timestamp: expect.any(Number),
  });

  expect(await consentHeaderOfNextApiCall(page, () => page.goto("/pricing"))).toBe("true");
  await expect(banner).toHaveCount(0);
});

test("rejecting removes analytics, tracking and functional entries and sends false", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("analytics-events", "1");
    localStorage.setItem("my-tracking-id", "2");
    localStorage.setItem("user-location", "Providence");
    localStorage.setItem("user-preferences", "{}");
    localStorage.setItem("vector-current-session", "kept");
  });
  await page.getByRole("button", { name: "Reject Non-Essential" }).click();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual(expect.arrayContaining(["cookie-consent", "vector-current-session"]));
  for (const removed of ["analytics-events", "my-tracking-id", "user-location", "user-preferences"]) {
    expect(keys).not.toContain(removed);
  }
  expect(await consentHeaderOfNextApiCall(page, () => page.goto("/pricing"))).toBe("false");
});

test("while the banner shows, the page's last links can be scrolled clear of it on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/privacy-policy");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  const lastFooterLink = page.getByRole("contentinfo").getByRole("link").last();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const link = await lastFooterLink.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(link && bannerBox && link.y + link.height <= bannerBox.y).toBe(true);
  }).toPass();
});

test("the close icon rejects non-essential cookies", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Close cookie banner" }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
  expect(stored).toMatchObject({ analytics: false, functional: false });
});

test("Cookie Settings saves the chosen toggles; essential cannot be switched off", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Cookie Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Essential" })).toBeDisabled();
  await expect(dialog.getByRole("switch", { name: "Essential" })).toBeChecked();

  await dialog.getByRole("switch", { name: "Analytics" }).click();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
  expect(stored).toMatchObject({ analytics: true, functional: false });
  expect(await consentHeaderOfNextApiCall(page, () => page.goto("/pricing"))).toBe("true");
});

test("a corrupt or expired consent record shows the banner again", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("cookie-consent", "{not json"));
  const warning = page.waitForEvent("console", (message) => message.type() === "warning");
  await page.reload();
  expect((await warning).text()).toMatch(/consent/i);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();

  const expired = Date.now() - 366 * 24 * 60 * 60 * 1000;
  await page.evaluate(
    (timestamp) =>
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: true, functional: true, timestamp }),
      ),
    expired,
  );
  await page.reload();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
});

test("Cancel in Cookie Settings forgets the toggles changed and saves nothing", async ({ page }) => {
  await page.goto("/");
  const openSettings = () => page.getByRole("button", { name: "Cookie Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
  await openSettings();
  await dialog.getByRole("switch", { name: "Functional" }).click();
  await expect(dialog.getByRole("switch", { name: "Functional" })).toBeChecked();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

  await openSettings();
  await expect(dialog.getByRole("switch", { name: "Functional" })).not.toBeChecked();
});
