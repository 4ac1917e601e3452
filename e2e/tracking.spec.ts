/**
 * The tracking dashboard at desktop and phone widths, its not-allowed page, and the debug page
 * against a server whose tutor is a fake model: all three calls, then the 30-second abort of a
 * call the model never answers.
 */
import type { Browser, Page } from "@playwright/test";
import type { FakeOpenAiServer } from "../test/fake-openai-server";
import type { ServerProcess } from "../test/server-process";
import { E2E_ADMIN } from "./admin-account";
import { startServerWithFakeModel } from "./fake-model-server";
import { createAccount, expect, newEmail, test } from "./fixtures";
import { rememberCookieConsent } from "./tutor-helpers";

const PROBLEM = "A ball is dropped from 20 m. How fast is it going at the ground?";

/** A student who made `calls` Problem Solver calls, in their own browser context. */
async function studentWithCalls(browser: Browser, calls: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await rememberCookieConsent(page);
  const email = newEmail("tracked");
  await createAccount(page, { email, name: "Tracy Tracked" });
  expect((await page.request.post("/api/subscription/free-trial")).status()).toBe(201);
  for (let call = 0; call < calls; call++) {
    const answer = await page.request.post("/api/tutor/solve", {
      data: { level: "algebra", problem: PROBLEM },
    });
    expect(answer.status()).toBe(200);
  }
  return { context, page, email };
}

async function signInAsAdmin(page: Page) {
  await rememberCookieConsent(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const viewport = window.innerWidth;
    // The outermost elements that stick out, named so a failure says where to look.
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= viewport + 1,
      )
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { page: document.documentElement.scrollWidth, viewport, wide };
  });
  expect(overflow.page, `wider than the screen: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(
    overflow.viewport,
  );
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`an admin reads a student's memory, usage and analytics on the dashboard (${viewport.name}, ${viewport.width} px)`, async ({
    browser,
    page,
  }) => {
    const student = await studentWithCalls(browser, 2);
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto("/tracking");
    await expect(page.getByRole("heading", { name: "User Tracking & AI Memory" })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to Tutor" })).toBeVisible();
    await expect(page.getByText("GET /api/analytics/daily-stats")).toBeVisible();

    await page.getByLabel("Search users").fill(student.email);
    await page.getByRole("button", { name: new RegExp(student.email) }).click();
    await expect(page.getByText(`Showing Tracy Tracked (${student.email})`)).toBeVisible();

    const memory = page.getByRole("region", { name: "AI Memory" });
    await expect(memory.getByText("Algebra-based physics")).toBeVisible();
    await expect(memory.getByText("Problem Solver")).toBeVisible();
    await expect(memory.getByText("3 / 5")).toBeVisible();
    await expect(page.getByRole("region", { name: "Stored Conversations" })).toContainText("2 messages");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/tracking-memory-${viewport.width}.png`, fullPage: true });

    await page.getByRole("tab", { name: "API Usage" }).click();
    const usage = page.getByRole("region", { name: "API Usage" });
    await expect(usage.getByText("2 calls")).toBeVisible();
    await expect(usage.getByRole("row")).toHaveCount(3);
    await expect(usage.getByRole("cell", { name: "/api/tutor/solve" })).toHaveCount(2);
    await expect(usage.getByRole("cell", { name: "$0.000000" })).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/tracking-usage-${viewport.width}.png`, fullPage: true });

    await page.getByRole("tab", { name: "Analytics" }).click();
    const analytics = page.getByRole("region", { name: "Analytics" });
    await expect(analytics.getByRole("definition").nth(0)).toHaveText("2");
    await expect(analytics.getByText("Total cost (USD)")).toBeVisible();
    await expect(analytics.getByRole("definition").nth(2)).toHaveText("2");
    await expect(analytics.getByRole("definition").nth(4)).toHaveText("100.0%");
    await expect(analytics.getByRole("definition").nth(5)).toHaveText("$0.000000");
    // Each chart is drawn, and its numbers are a table too.
    await expect(analytics.locator("canvas")).toHaveCount(4);
    const callsTable = analytics.getByRole("table", { name: "Calls per day, by day" });
    await expect(callsTable.getByRole("cell").first()).toHaveText("2");
    await expect(analytics.getByRole("table", { name: "Latency per call (ms), by day" })).toHaveCount(1);
    await analytics.getByText("Everyone").click();
    await expect(analytics.getByRole("radio", { name: "Everyone" })).toBeChecked();
    await expect(analytics.locator("canvas")).toHaveCount(4);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/tracking-analytics-${viewport.width}.png`, fullPage: true });

    // A student sees that the dashboard is not theirs.
    await student.page.goto("/tracking");
    await expect(student.page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(student.page.getByText("Search users")).toHaveCount(0);
    await student.context.close();
  });
}

test.describe("the debug page with a fake model", () => {
  let fake: FakeOpenAiServer;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ fake, server } = await startServerWithFakeModel("debug"));
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test("runs solve, concept and step, says to sign in when signed out, and aborts a call after 30 seconds", async ({
    page,
  }) => {
    await page.clock.install();
    await rememberCookieConsent(page);
    await page.goto(`${server.baseUrl}/debug`);
    await expect(page.getByRole("heading", { name: "Physics Tutor Debug" })).toBeVisible();
    await expect(page.getByText("You are signed out")).toBeVisible();
    const solve = page.getByRole("region", { name: "Solve call" });
    await solve.getByRole("button", { name: "Test Solve" }).click();
    await expect(solve.getByRole("status")).toHaveText("HTTP 401: Please sign in to continue");

    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(newEmail("debug"));
    await page.getByLabel("Password").fill("a-good-password-1");
    await page.getByLabel("Name").fill("Dee Bug");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
    expect((await page.request.post(`${server.baseUrl}/api/subscription/free-trial`)).status()).toBe(201);

    fake.script(
      { kind: "text", text: "v = √(2gh) ≈ 19.8 m/s.\n\n**Final answer:** 19.8 m/s" },
      { kind: "text", text: "Free fall is motion under gravity alone." },
      {
        kind: "json",
        value: {
          reply: "**Step 1 of 5:** which quantities do you know?",
          currentStep: 1,
          totalSteps: 5,
          isComplete: false,
          stepDescription: "List the known quantities",
        },
      },
    );
    await page.goto(`${server.baseUrl}/debug`);
    await expect(page.getByText("each call is charged like the same call in the tutor")).toBeVisible();
    await page.getByLabel("Problem or question").fill(PROBLEM);
    await page.getByRole("button", { name: "Run All Three" }).click();
    for (const [name, replyText] of [
      ["Solve", "Final answer"],
      ["Concept", "motion under gravity"],
      ["Step", "Step 1 of 5"],
    ]) {
      const card = page.getByRole("region", { name: `${name} call` });
      await expect(card.getByRole("status")).toHaveText("HTTP 200: answered");
      await expect(card.getByText("llm gpt-4o-mini")).toBeVisible();
      await expect(card.locator("pre")).toContainText(replyText);
      await expect(card.locator("pre")).toContainText('"sessionId"');
    }
    await expect(solve.getByText(/^(verified|disagrees|not-checked): /)).toBeVisible();
    await expect(page.getByRole("region", { name: "Step call" }).locator("pre")).toContainText(
      '"totalSteps": 5',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "test-results/debug-page-390.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    fake.script({ kind: "hang" });
    await solve.getByRole("button", { name: "Test Solve" }).click();
    await expect(solve.getByRole("status")).toContainText("Running...");
    await page.clock.fastForward(29_000);
    await expect(solve.getByRole("status")).toContainText("Running... 29 s (aborts at 30 s)");
    await page.clock.fastForward(1_500);
    await expect(solve.getByRole("status")).toHaveText("Aborted after 30 seconds without an answer");
    await expect(solve.getByText(/^30,\d{3} ms$/)).toBeVisible();
    await page.screenshot({ path: "test-results/debug-page-1280.png", fullPage: true });
  });
});
