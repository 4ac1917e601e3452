/**
 * Accessibility: axe-core finds no moderate, serious or critical violation on the tutor screen (alone and
 * with the Math Helper, the cookie dialog and the guided tour open) or on the public pages (with
 * every FAQ answer open, and with the phone menu open), and
 * the tutor works with the keyboard alone.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signDelivery, subscriptionDelivery } from "../test/lemonsqueezy-deliveries";
import { createAccount, expect, newEmail, test } from "./fixtures";
import { modeCard, openTutorAsTrialStudent, rememberCookieConsent, signUpWithTrial } from "./tutor-helpers";

/** The moderate, serious and critical violations on the page, each with the elements it was found on. */
async function notableViolations(page: Page) {
  // Colours are judged on the settled page, not halfway through a fade-in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact !== "minor")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

for (const { name, path, heading } of [
  { name: "the landing page", path: "/", heading: /checks every number/ },
  { name: "the sign-in page", path: "/login", heading: "Sign in to Vector" },
  { name: "the not-found page", path: "/404", heading: "404 - Page Not Found" },
  { name: "the pricing page", path: "/pricing", heading: "Simple, Student-Friendly Pricing" },
  { name: "the FAQ", path: "/faq", heading: "Frequently Asked Questions" },
  { name: "the learning path", path: "/learning-path", heading: "Your Physics Learning Path" },
  { name: "the About page", path: "/about", heading: "About Vector" },
  { name: "the contact page", path: "/contact", heading: "Contact Information" },
  { name: "the privacy policy", path: "/privacy-policy", heading: "Privacy Policy" },
  { name: "the terms of service", path: "/terms-of-service", heading: "Terms of Service" },
]) {
  test(`${name} has no moderate, serious or critical axe violation, with the cookie banner shown`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    expect(await notableViolations(page)).toEqual([]);
  });
}

test("the FAQ with every answer open and the phone menu open have no moderate, serious or critical axe violation", async ({
  page,
}) => {
  await page.goto("/faq");
  await expect(page.locator("summary")).toHaveCount(15);
  for (const question of await page.locator("summary").all()) await question.click();
  await expect(page.locator("details[open]")).toHaveCount(15);
  expect(await notableViolations(page), "every FAQ answer open").toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Accept All Cookies" }).click();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  expect(await notableViolations(page), "phone menu open").toEqual([]);
});

test("the tutor screen has no moderate, serious or critical axe violation, alone or with the Math Helper, cookie dialog or tour open", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 0);
  expect(await notableViolations(page), "tutor screen").toEqual([]);

  await page.getByRole("button", { name: "Math Helper" }).click();
  await expect(page.getByRole("dialog", { name: "Math Helper" })).toBeVisible();
  expect(await notableViolations(page), "Math Helper open").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Math Helper" })).toBeHidden();

  await page.getByRole("button", { name: "Tour Help" }).click();
  const tour = page.locator(".driver-popover");
  await expect(tour).toBeVisible();
  expect(await notableViolations(page), "guided tour open").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(tour).toBeHidden();

  // The cookie dialog, opened from the banner of a visitor who has not answered yet.
  await page.evaluate(() => localStorage.removeItem("cookie-consent"));
  await page.reload();
  await page.getByRole("button", { name: "Cookie Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie Settings" })).toBeVisible();
  expect(await notableViolations(page), "cookie dialog open").toEqual([]);
});

/** Presses Tab until the element has focus (at most `limit` presses). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, limit = 40) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("with the keyboard alone a student picks a mode, asks, hears the reply and answers back", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);

  // Mode cards: one tab stop, arrows move the choice. Keys are held briefly, as fingers do: the
  // radio group moves focus just after the key goes down and checks the card if it is still held.
  await tabTo(page, modeCard(page, "Concept Coach"));
  await page.keyboard.press("ArrowRight", { delay: 50 });
  await expect(modeCard(page, "Problem Solver")).toBeChecked();
  await expect(modeCard(page, "Problem Solver")).toBeFocused();
  await page.keyboard.press("ArrowLeft", { delay: 50 });
  await expect(modeCard(page, "Concept Coach")).toBeChecked();

  // The form: level by keyboard, the question typed, Enter on the submit button.
  const level = page.getByLabel("Course level");
  await tabTo(page, level);
  await page.keyboard.press("ArrowDown");
  await expect(level).toHaveValue("high-school");
  const question = page.getByRole("textbox", { name: "Physics Question" });
  await tabTo(page, question);
  await page.keyboard.type("Why do heavy and light objects fall at the same rate?");
  const submit = page.getByRole("button", { name: "Get Help from Vector" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");

  // The reply arrives and focus moves to its heading, so a screen reader starts there.
  const heading = page.getByRole("heading", { name: "Concept Exploration" });
  await expect(heading).toBeFocused();

  // The follow-up box is reached by Tab from there, and Enter sends.
  const reply = page.getByRole("textbox", { name: "Your reply" });
  await tabTo(page, reply);
  await page.keyboard.type("19.6 m/s");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Concept Exploration" })).toContainText("Question 2 of 3");
  // A follow-up keeps the student in the reply box, ready for the next answer.
  await expect(reply).toBeFocused();
});

test("the plan chooser, My Subscription on the trial and the linking tool have no moderate, serious or critical axe violation", async ({
  page,
}) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
  await expect(page.getByRole("button", { name: "Select Premium Plan" })).toBeEnabled();
  expect(await notableViolations(page), "/checkout").toEqual([]);

  await page.goto("/subscription-debug");
  await expect(page.getByText("Only support staff can link subscriptions.")).toBeVisible();
  expect(await notableViolations(page), "/subscription-debug").toEqual([]);

  await rememberCookieConsent(page);
  await signUpWithTrial(page, "Axel Access");
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Free Trial" })).toBeVisible();
  expect(await notableViolations(page), "/subscription on the trial").toEqual([]);

  await page.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your data?" })).toBeVisible();
  expect(await notableViolations(page), "the delete dialog open").toEqual([]);
});

test("My Subscription on a paid plan, with the delete dialog naming the plan, has no moderate, serious or critical axe violation", async ({
  page,
}) => {
  await rememberCookieConsent(page);
  await createAccount(page, { email: newEmail("axe-paid"), name: "Paz Paid" });
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string; email: string };
  const { body, headers } = signDelivery(
    subscriptionDelivery("subscription_created", {
      id: String(Date.now()),
      plan: "Premium Plan",
      email: me.email,
      userId: me.id,
      renewsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      updatedAt: new Date().toISOString(),
    }),
  );
  expect((await page.request.post("/api/webhooks/lemonsqueezy", { headers, data: body })).status()).toBe(200);
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Premium Plan" }).first()).toBeVisible();
  expect(await notableViolations(page), "/subscription on a paid plan").toEqual([]);

  await page.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your data?" })).toContainText(
    "Your Premium Plan keeps running.",
  );
  expect(await notableViolations(page), "the delete dialog naming the plan").toEqual([]);
});

test("with the keyboard alone the linking form is filled and sent", async ({ page }) => {
  await page.goto("/subscription-debug");
  await tabTo(page, page.getByLabel("User email"));
  await page.keyboard.type("someone@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Plan")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Plan")).toHaveValue("Base Plan");
  const submit = page.getByRole("button", { name: "Link Subscription" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  // Signed out, the server refuses; the answer is shown as the tool shows every failure.
  await expect(page.getByRole("alert")).toContainText(/^HTTP 401: /);
});
