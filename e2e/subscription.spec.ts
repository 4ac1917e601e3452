/**
 * Paid plans in the browser: buying from /checkout reaches the fake store's hosted checkout with
 * plan_name and the student's id; My Subscription in each state, each one reached the way it is
 * in production (the trial button, signed Lemon Squeezy deliveries, the support portal's session
 * control, real tutor calls); Manage Billing opens the portal in a new tab; and the linking
 * tool's states and messages for support staff and for everyone else.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_STORE_URL } from "../playwright.config";
import { PLAN_FEATURES } from "../src/contracts/plans";
import { type SubscriptionFields, signDelivery, subscriptionDelivery } from "../test/lemonsqueezy-deliveries";
import { E2E_ADMIN } from "./admin-account";
import { createAccount, expect, newEmail, test } from "./fixtures";
import { rememberCookieConsent, signUpWithTrial } from "./tutor-helpers";

const DAY_MS = 86_400_000;
const PROBLEM = "A ball is dropped from 20 m. How fast is it going at the ground?";

/** A date `days` from now at noon UTC, so it reads the same in any time zone. */
function daysFromNow(days: number): Date {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

/** The date as My Subscription writes it. */
function asWritten(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

let deliveryCounter = 0;

/** A fresh Lemon Squeezy subscription id. */
function newSubscriptionId(): string {
  deliveryCounter += 1;
  return `${Date.now()}${deliveryCounter}`;
}

/** Sends a signed subscription delivery to the webhook, as Lemon Squeezy would, and checks it applied. */
async function deliver(
  request: APIRequestContext,
  eventName: string,
  fields: Omit<SubscriptionFields, "updatedAt">,
  updatedAt = new Date(),
): Promise<string> {
  const { body, headers } = signDelivery(
    subscriptionDelivery(eventName, { ...fields, updatedAt: updatedAt.toISOString() }),
  );
  const answer = await request.post("/api/webhooks/lemonsqueezy", { headers, data: body });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { outcome: string }).outcome;
}

/** Signs a new student up (no plan yet) and returns their id and email. */
async function newStudent(page: Page, name: string) {
  await rememberCookieConsent(page);
  await createAccount(page, { email: newEmail("subscriber"), name });
  return (await (await page.request.get("/api/auth/user")).json()) as { id: string; email: string };
}

/** A new student whose Base Plan payment has arrived, renewing on `renewsAt`. */
async function newBasePlanStudent(page: Page, renewsAt: Date) {
  const student = await newStudent(page, "Bea Base");
  const subscriptionId = newSubscriptionId();
  const fields = { id: subscriptionId, plan: "Base Plan" as const, email: student.email, userId: student.id };
  expect(
    await deliver(page.request, "subscription_created", { ...fields, renewsAt: renewsAt.toISOString() }),
  ).toBe("applied");
  return { ...student, subscriptionId, fields };
}

/** Signs an API context in as the admin account. */
async function signInAsAdmin(request: APIRequestContext) {
  const answer = await request.post("/api/auth/sign-in/email", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(answer.status()).toBe(200);
}

/** Signs the page in as the admin account. */
async function signInPageAsAdmin(page: Page) {
  await rememberCookieConsent(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
}

/**
 * Drops the browser's own "Failed to load resource ... {status}" lines, which a test of a refused
 * call expects; any other console error still fails the test.
 */
function expectRefusedLoads(consoleErrors: string[], status: number) {
  const others = consoleErrors.filter((line) => !line.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

function currentPlan(page: Page) {
  return page.getByRole("region", { name: /^(Free Trial|Base Plan|Premium Plan|Premium Plus|No plan yet)$/ });
}

test.describe("/checkout", () => {
  // The fake store's pages have no icon; the browser's 404 for it is not this product's error.
  test.beforeEach(async ({ page }) => {
    await page.route(`${E2E_STORE_URL}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
  });

  test("a signed-in student buying Premium Plan reaches the hosted checkout with plan_name and their id", async ({
    page,
  }) => {
    const student = await newStudent(page, "Cleo Checkout");
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Base Plan");
    await expect(cards.nth(0)).toContainText("$20/month");
    await expect(cards.nth(0)).toContainText("100 sessions per month");
    await expect(cards.nth(1)).toContainText("Premium Plan");
    await expect(cards.nth(1)).toContainText("Popular");
    await expect(cards.nth(1)).toContainText("$40/month");
    await expect(cards.nth(2)).toContainText("Premium Plus");
    await expect(cards.nth(2)).toContainText("600 sessions per month");

    await page.getByRole("button", { name: "Select Premium Plan" }).click();
    await page.waitForURL(`${E2E_STORE_URL}/checkout/buy/**`);
    const url = page.url();
    expect(url.startsWith(`${E2E_STORE_URL}/checkout/buy/premium-0002?`)).toBe(true);
    // Brackets may arrive percent-encoded; the plan name must stay URL-encoded either way.
    expect(url.replace(/%5B/gi, "[").replace(/%5D/gi, "]")).toContain(
      "checkout[custom][plan_name]=Premium%20Plan",
    );
    expect(new URL(url).searchParams.get("checkout[custom][user_id]")).toBe(student.id);
    expect(new URL(url).searchParams.get("checkout[email]")).toBe(student.email);
    await expect(page.getByRole("heading", { name: "Lemon Squeezy checkout" })).toBeVisible();
  });

  test("a signed-out visitor buys Base Plan without an id, and Back to Home leads to /", async ({ page }) => {
    await rememberCookieConsent(page);
    await page.goto("/checkout");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Select Base Plan" }).click();
    await page.waitForURL(`${E2E_STORE_URL}/checkout/buy/**`);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/checkout/buy/base-0001");
    expect(url.searchParams.get("checkout[custom][plan_name]")).toBe("Base Plan");
    expect(url.searchParams.has("checkout[custom][user_id]")).toBe(false);
  });

  test("a signed-out buyer back from the checkout is told where the payment waits and what joins it", async ({
    page,
  }) => {
    await rememberCookieConsent(page);
    // This server writes its email to the outbox: the link that confirms an address reaches no student.
    await page.goto("/checkout?paid=1");
    const thanks = page.getByRole("status").filter({ hasText: "Thank you for your payment" });
    await expect(thanks).toContainText("kept for the Vector account with the email address you paid with");
    await expect(thanks).toContainText("this server sends no email");
    await expect(thanks.getByRole("link", { name: "write to support" })).toHaveAttribute("href", "/contact");

    // With mail configured, confirming the address is what attaches it.
    await page.route("**/api/billing/options", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), addressesConfirmedByEmail: true },
      });
    });
    await page.goto("/checkout?paid=1");
    await expect(thanks).toContainText("It joins that account once the address is confirmed, and not before");
    await expect(thanks.getByRole("link", { name: "Create your account" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");

    // Without the query, the plan chooser alone.
    await page.unrouteAll({ behavior: "wait" });
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
    await expect(page.getByText("Thank you for your payment")).toHaveCount(0);
  });

  test("when the server answers that payments are not set up, the buttons say so instead of failing", async ({
    page,
  }) => {
    await rememberCookieConsent(page);
    await page.route("**/api/billing/options", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), checkoutAvailable: false } });
    });
    await page.goto("/checkout");
    for (const plan of ["Base Plan", "Premium Plan", "Premium Plus"]) {
      await expect(page.getByRole("button", { name: `Select ${plan}` })).toBeDisabled();
    }
    await expect(page.getByText("Payments are not set up on this server yet").first()).toBeVisible();
  });
});

test.describe("My Subscription", () => {
  test("on the free trial: Free Trial, Active, no renewal, the upgrade card and the plans to buy", async ({
    page,
  }) => {
    await rememberCookieConsent(page);
    await signUpWithTrial(page, "Tia Trial");
    await page
      .getByRole("region", { name: "Subscription status" })
      .getByRole("link", { name: "My Subscription" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Subscription");
    await expect(page.getByRole("link", { name: "← Back to Vector" })).toHaveAttribute("href", "/");

    const plan = currentPlan(page);
    await expect(plan.getByRole("heading", { name: "Free Trial" })).toBeVisible();
    await expect(plan).toContainText("Active");
    await expect(plan).toContainText("Sessions used0 of 6");
    await expect(plan).toContainText("Sessions remaining6");
    await expect(plan).not.toContainText("Renews on");
    await expect(plan).toContainText("You have plenty remaining.");
    await expect(plan).toContainText("The free trial has 6 sessions in total. They do not renew.");
    await expect(plan.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByRole("button", { name: /Manage Billing/ })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Keep learning after your trial" })).toBeVisible();

    const features = page.getByRole("region", { name: "Plan features" });
    for (const feature of PLAN_FEATURES)
      await expect(features).toContainText(`${feature.name}${feature.description}`);
    await expect(features).toContainText("Available on Base Plan, Premium Plan and Premium Plus");
    await expect(features).toContainText("Available on Premium Plan and Premium Plus");
    await expect(features).not.toContainText("Included");

    const plans = page.getByRole("region", { name: "Plans" });
    await expect(plans.getByRole("button", { name: "Select Premium Plus" })).toBeEnabled();
  });

  test("on a paid plan: status, renewal date and the usage text below 75 %, above 75 % and above 90 %", async ({
    page,
    request,
  }) => {
    const renewsAt = daysFromNow(20);
    const student = await newBasePlanStudent(page, renewsAt);
    await page.goto("/subscription");
    const plan = currentPlan(page);
    await expect(plan.getByRole("heading", { name: "Base Plan" })).toBeVisible();
    await expect(plan).toContainText("Active");
    await expect(plan).toContainText("Sessions used0 of 100");
    await expect(plan).toContainText("Sessions remaining100");
    await expect(plan).toContainText(`Renews on${asWritten(renewsAt)}`);
    await expect(plan).toContainText("You have plenty remaining.");
    await expect(page.getByRole("progressbar", { name: "Sessions used" })).toHaveAttribute(
      "data-level",
      "plenty",
    );
    await expect(page.getByRole("region", { name: "Cancelling your plan" })).toContainText(
      "there is no refund for the current month",
    );
    const features = page.getByRole("region", { name: "Plan features" });
    await expect(features.getByText("Included", { exact: true })).toHaveCount(3);
    await expect(features).toContainText("Available on Premium Plan and Premium Plus");
    await expect(page.getByRole("region", { name: "Keep learning after your trial" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Plans" })).toContainText("Your current plan");
    await expect(page.getByRole("button", { name: /^Select / })).toHaveCount(0);

    // Support lowers this period's allowance to 5, then the student really uses sessions.
    await signInAsAdmin(request);
    const adjusted = await request.post("/api/admin/adjust-sessions", {
      data: { userId: student.email, adjustment: -95, reason: "Browser test of the usage levels" },
    });
    expect(adjusted.status()).toBe(200);
    for (let call = 1; call <= 4; call++) {
      const solved = await page.request.post("/api/tutor/solve", {
        data: { topic: "Physics", level: "high-school", problem: PROBLEM },
      });
      expect(solved.status()).toBe(200);
    }
    await page.reload();
    await expect(plan).toContainText("Sessions used4 of 5");
    // Support's change lasts this period: the renewal brings back the plan's own allowance.
    await expect(plan).toContainText(
      `Your allowance starts again at 100 sessions on ${asWritten(renewsAt)}.`,
    );
    await expect(plan).toContainText("You have used more than 75% of your sessions.");
    await expect(page.getByRole("progressbar", { name: "Sessions used" })).toHaveAttribute(
      "data-level",
      "warning",
    );

    const fifth = await page.request.post("/api/tutor/solve", {
      data: { topic: "Physics", level: "high-school", problem: PROBLEM },
    });
    expect(fifth.status()).toBe(200);
    await page.reload();
    await expect(plan).toContainText("Sessions remaining0");
    await expect(plan).toContainText("You are running low on sessions: fewer than 10% remain.");
    await expect(page.getByRole("progressbar", { name: "Sessions used" })).toHaveAttribute(
      "data-level",
      "low",
    );
    // The status stays the real one: a used-up allowance is not a different status.
    await expect(plan).toContainText("Active");
  });

  test("Manage Billing opens the store's billing portal in a new tab", async ({ page }) => {
    await newBasePlanStudent(page, daysFromNow(25));
    await page.goto("/subscription");
    const [portal] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: "Manage Billing (opens in a new tab)" }).click(),
    ]);
    await portal.waitForURL(`${E2E_STORE_URL}/billing`);
    await expect(portal.getByRole("heading", { name: "Lemon Squeezy billing" })).toBeVisible();
    await portal.close();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Subscription");
  });

  test("a plan change shows the new plan from the next billing cycle", async ({ page }) => {
    const renewsAt = daysFromNow(18);
    const student = await newBasePlanStudent(page, renewsAt);
    expect(
      await deliver(
        page.request,
        "subscription_updated",
        { ...student.fields, plan: "Premium Plus", renewsAt: renewsAt.toISOString() },
        new Date(Date.now() + 1000),
      ),
    ).toBe("applied");
    await page.goto("/subscription");
    const plan = currentPlan(page);
    await expect(plan.getByRole("heading", { name: "Base Plan" })).toBeVisible();
    await expect(plan).toContainText(
      `Your plan changes to Premium Plus at your next billing cycle, on ${asWritten(renewsAt)}. Until then you keep Base Plan and its sessions.`,
    );
    await expect(plan).toContainText(
      `Your allowance starts again at 600 sessions on ${asWritten(renewsAt)}.`,
    );
    await expect(page.getByRole("region", { name: "Plans" })).toContainText(
      "Starts at your next billing cycle.",
    );
  });

  test("a cancelled plan shows Cancelled and the date it ends, and stays usable", async ({ page }) => {
    const endsAt = daysFromNow(12);
    const student = await newBasePlanStudent(page, endsAt);
    expect(
      await deliver(
        page.request,
        "subscription_cancelled",
        {
          ...student.fields,
          status: "cancelled",
          renewsAt: endsAt.toISOString(),
          endsAt: endsAt.toISOString(),
        },
        new Date(Date.now() + 1000),
      ),
    ).toBe("applied");
    await page.goto("/subscription");
    const plan = currentPlan(page);
    await expect(plan).toContainText("Cancelled");
    await expect(plan).toContainText(`Ends on${asWritten(endsAt)}`);
    await expect(plan).not.toContainText("Renews on");
    await expect(plan).toContainText(
      `Your plan is cancelled. You keep your sessions until ${asWritten(endsAt)} and will not be charged again.`,
    );
    await expect(page.getByRole("region", { name: "Cancelling your plan" })).toContainText(
      `You keep access until ${asWritten(endsAt)}`,
    );
    await expect(
      page.getByRole("region", { name: "Plan features" }).getByText("Included", { exact: true }),
    ).toHaveCount(3);

    await page.goto("/");
    const card = page.getByRole("region", { name: "Subscription status" });
    await expect(card).toContainText("100 of 100 sessions remaining");
    await expect(card).toContainText(`Your plan ends on ${asWritten(endsAt)}.`);
  });

  test("an expired plan says it has ended and offers the plans again", async ({ page }) => {
    const student = await newBasePlanStudent(page, daysFromNow(10));
    const endedAt = new Date(Date.now() - DAY_MS);
    expect(
      await deliver(
        page.request,
        "subscription_expired",
        {
          ...student.fields,
          status: "expired",
          renewsAt: endedAt.toISOString(),
          endsAt: endedAt.toISOString(),
        },
        new Date(Date.now() + 1000),
      ),
    ).toBe("applied");
    await page.goto("/subscription");
    const plan = currentPlan(page);
    await expect(plan).toContainText("Expired");
    await expect(plan).toContainText(
      "Your Base Plan has ended. Choose a plan below to keep learning with Vector.",
    );
    await expect(plan.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByRole("region", { name: "Plan features" })).not.toContainText("Included");
    await expect(
      page.getByRole("region", { name: "Plans" }).getByRole("button", { name: "Select Base Plan" }),
    ).toBeEnabled();

    await page.goto("/");
    const card = page.getByRole("region", { name: "Subscription status" });
    await expect(card).toContainText("Ended");
    await expect(card).toContainText("Your Base Plan has ended.");
    await expect(card.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/checkout");
  });

  test("a failed load shows the error text", async ({ page, consoleErrors }) => {
    await newStudent(page, "Ezra Error");
    await page.route("**/api/subscription/status", (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error", code: "INTERNAL" } }),
    );
    await page.goto("/subscription");
    await expect(page.getByRole("alert")).toHaveText(
      "Error loading subscription. Please try refreshing the page or contact support.",
    );
    expectRefusedLoads(consoleErrors, 500);
  });
});

test("a student whose sign-in ended while away sees Choose Your Plan with the three plans", async ({
  page,
}) => {
  await newStudent(page, "Sam Signedout");
  // The sign-in state was read when the app loaded; the status call finds the session gone.
  await page.route("**/api/subscription/status", (route) =>
    route.fulfill({ status: 401, json: { message: "Please sign in to continue", code: "UNAUTHORIZED" } }),
  );
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
});

test.describe("the subscription linking tool", () => {
  test("support links a payment that reached no account: missing fields, Linking..., success clears the fields", async ({
    page,
    browser,
  }) => {
    // A student who paid with another address than the one they sign in with.
    const studentPage = await browser.newPage();
    const student = await newStudent(studentPage, "Lina Linked");
    const subscriptionId = newSubscriptionId();
    expect(
      await deliver(page.request, "subscription_created", {
        id: subscriptionId,
        plan: "Premium Plan",
        email: newEmail("paid-elsewhere"),
        renewsAt: daysFromNow(30).toISOString(),
      }),
    ).toBe("unmatched");

    await signInPageAsAdmin(page);
    await page.goto("/subscription-debug");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription Linking");
    const email = page.getByLabel("User email");
    const plan = page.getByLabel("Plan");
    const subscriptionField = page.getByLabel("Lemon Squeezy subscription ID (optional)");
    const submit = page.getByRole("button", { name: "Link Subscription" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(submit).toBeDisabled();

    await email.fill(student.email);
    await expect(page.getByText("Please fill in all required fields")).toBeVisible();
    await expect(submit).toBeDisabled();

    const waiting = page.getByRole("region", { name: "Troubleshooting" }).getByRole("list", {
      name: "Payments waiting for support",
    });
    await expect(waiting).toContainText(subscriptionId);
    await waiting.getByRole("button", { name: `Use subscription ${subscriptionId}` }).click();
    await expect(plan).toHaveValue("Premium Plan");
    await expect(subscriptionField).toHaveValue(subscriptionId);
    await expect(email).toHaveValue(student.email);

    // Hold the request so the submitting state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sentBody: unknown;
    await page.route("**/api/admin/link-subscription", async (route) => {
      sentBody = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await submit.click();
    const linking = page.getByRole("button", { name: "Linking..." });
    await expect(linking).toBeDisabled();
    await expect(email).toBeDisabled();
    await expect(plan).toBeDisabled();
    await expect(subscriptionField).toBeDisabled();
    release();

    await expect(page.getByRole("status").filter({ hasText: "linked to" })).toHaveText(
      `Premium Plan linked to ${student.email} (Lemon Squeezy subscription ${subscriptionId})`,
    );
    expect(sentBody).toEqual({
      userEmail: student.email,
      planName: "Premium Plan",
      lemonSqueezySubscriptionId: subscriptionId,
    });
    await expect(email).toHaveValue("");
    await expect(plan).toHaveValue("");
    await expect(subscriptionField).toHaveValue("");
    await expect(page.getByRole("region", { name: "Troubleshooting" })).not.toContainText(subscriptionId);

    await studentPage.goto("/subscription");
    await expect(currentPlan(studentPage).getByRole("heading", { name: "Premium Plan" })).toBeVisible();
    await studentPage.close();
  });

  test("a failure keeps the fields and shows HTTP status and the answer; a blank subscription id is left out", async ({
    page,
    consoleErrors,
  }) => {
    await signInPageAsAdmin(page);
    await page.goto("/subscription-debug");
    const unknown = newEmail("nobody");
    let sentBody: unknown;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/link-subscription")) sentBody = request.postDataJSON();
    });
    await page.getByLabel("User email").fill(unknown);
    await page.getByLabel("Plan").selectOption("Base Plan");
    await page.getByRole("button", { name: "Link Subscription" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(`HTTP 404: {"message":"userEmail: no account uses ${unknown}`);
    await expect(alert).toHaveClass(/bg-red-50/);
    expect(sentBody).toEqual({ userEmail: unknown, planName: "Base Plan" });
    await expect(page.getByLabel("User email")).toHaveValue(unknown);
    await expect(page.getByLabel("Plan")).toHaveValue("Base Plan");
    expectRefusedLoads(consoleErrors, 404);
  });

  test("an answer without success true reads Failed to link subscription", async ({ page }) => {
    await signInPageAsAdmin(page);
    await page.route("**/api/admin/link-subscription", (route) =>
      route.fulfill({ json: { message: "nothing happened" } }),
    );
    await page.goto("/subscription-debug");
    await page.getByLabel("User email").fill("someone@example.com");
    await page.getByLabel("Plan").selectOption("Premium Plus");
    await page.getByRole("button", { name: "Link Subscription" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to link subscription");
    await expect(page.getByLabel("User email")).toHaveValue("someone@example.com");
  });

  test("a student who opens the tool is told only support can link, and the server answers 403", async ({
    page,
    consoleErrors,
  }) => {
    await newStudent(page, "Nora Nonadmin");
    await page.goto("/subscription-debug");
    await expect(page.getByText("Only support staff can link subscriptions.")).toBeVisible();
    await page.getByLabel("User email").fill("someone@example.com");
    await page.getByLabel("Plan").selectOption("Base Plan");
    await page.getByRole("button", { name: "Link Subscription" }).click();
    await expect(page.getByRole("alert")).toContainText(/^HTTP 403: \{"message":/);
    await expect(page.getByLabel("User email")).toHaveValue("someone@example.com");
    expectRefusedLoads(consoleErrors, 403);
  });
});

test.describe("Your data on My Subscription", () => {
  /** Clicks Export my data and reads the downloaded file. */
  async function exportData(page: Page) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vector-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    return JSON.parse(await readFile(path, "utf8")) as {
      account: { email: string };
      subscription: { planName: string; status: string } | null;
      conversations: { messages: { content: string }[] }[];
      usage: { endpoint: string }[];
    };
  }

  test("a paying student exports their data, and deleting it names the plan first and leaves the plan running", async ({
    page,
  }) => {
    const student = await newBasePlanStudent(page, daysFromNow(21));
    const solved = await page.request.post("/api/tutor/solve", {
      data: { topic: "Physics", level: "high-school", problem: PROBLEM },
    });
    expect(solved.status()).toBe(200);
    await page.goto("/subscription");

    const before = await exportData(page);
    expect(before.account.email).toBe(student.email);
    expect(before.subscription).toMatchObject({ planName: "Base Plan", status: "active" });
    expect(
      before.conversations.flatMap((conversation) => conversation.messages.map((message) => message.content)),
    ).toContain(PROBLEM);
    expect(before.usage.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Delete my data" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your data?" });
    await expect(dialog).toContainText("Your Base Plan keeps running.");
    await expect(dialog).toContainText("billing is cancelled in the billing portal");
    const confirm = dialog.getByRole("button", { name: "Delete my data" });
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("I understand that my Base Plan keeps running.").check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Your data is deleted" })).toContainText(
      "Your Base Plan is unchanged; cancel it in the billing portal if you no longer want it.",
    );

    const after = await exportData(page);
    expect(after.conversations).toEqual([]);
    expect(after.usage).toEqual([]);
    expect(after.subscription).toMatchObject({ planName: "Base Plan", status: "active" });
    await expect(currentPlan(page)).toContainText("Active");
  });

  test("a trial student's deletion asks only for the word, and Cancel deletes nothing", async ({ page }) => {
    await rememberCookieConsent(page);
    await signUpWithTrial(page, "Dora Delete");
    await page.goto("/subscription");
    await page.getByRole("button", { name: "Delete my data" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your data?" });
    await expect(dialog).not.toContainText("keeps running");
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    await expect(dialog.getByRole("button", { name: "Delete my data" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete my data" }).click();
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByRole("button", { name: "Delete my data" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your data is deleted" })).toContainText(
      "Your conversations, learner memory, usage records and Priority Support requests are deleted, and where you signed in from is forgotten.",
    );
    await expect(currentPlan(page).getByRole("heading", { name: "Free Trial" })).toBeVisible();
  });
});
