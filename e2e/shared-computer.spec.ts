/**
 * A shared computer: what one student did on the tutor screen belongs to their account. After
 * Sign Out nothing of it is on screen (not even through the Back button or in another tab), the
 * next student starts from an empty screen, and the first finds their work again when they sign
 * back in.
 */
import type { Page } from "@playwright/test";
import { createAccount, expect, newEmail, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  problemBox,
  rememberCookieConsent,
  replyFinished,
  responsePanel,
} from "./tutor-helpers";

const PROBLEM = "A stone is dropped from a 45 m cliff. How long does it take to reach the ground?";

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account", exact: true }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Subscriber Login" })).toBeVisible();
}

/** What a signed-out visitor sees: the sign-in page or the public site's header. */
function signedOutPage(page: Page) {
  return page
    .getByRole("heading", { name: "Sign in to Vector" })
    .or(page.getByRole("link", { name: "Subscriber Login" }))
    .first();
}

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
}

test("after Sign Out the next student at the same browser sees nothing of the previous student's work", async ({
  page,
}) => {
  await rememberCookieConsent(page);
  const first = newEmail("shared-first");
  await createAccount(page, { email: first, name: "First Student" });
  await page.getByRole("button", { name: "Get 6 Free Sessions" }).click();
  await chooseModeAndLevel(page, "Problem Solver");
  await problemBox(page).fill(PROBLEM);
  await askVector(page);
  const solution = responsePanel(page, "Complete Solution");
  await expect(solution).toBeVisible();
  await replyFinished(page);
  await solution.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Session Saved", { exact: true })).toBeVisible();

  // A second tab of the same student, still showing the tutor.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/");
  await expect(problemBox(otherTab)).toHaveValue(PROBLEM);

  // The student looks at their plan, goes back to the tutor and signs out.
  await page.getByRole("button", { name: "Account", exact: true }).click();
  await page.getByRole("menuitem", { name: "My Subscription" }).click();
  await expect(page.getByRole("heading", { name: "My Subscription" })).toBeVisible();
  await page.getByRole("link", { name: "← Back to Vector" }).click();
  await expect(problemBox(page)).toHaveValue(PROBLEM);
  await signOut(page);
  await expect(page.getByText(PROBLEM)).toHaveCount(0);
  // The other tab loads afresh as a signed-out page.
  await expect(otherTab.getByRole("link", { name: "Subscriber Login" })).toBeVisible();
  await expect(otherTab.getByText(PROBLEM)).toHaveCount(0);
  await expect(otherTab.locator("textarea")).toHaveCount(0);
  await otherTab.close();

  // Back, twice, brings neither the tutor screen nor the plan page of the signed-out student.
  for (const _ of [1, 2]) {
    await page.goBack();
    await expect(signedOutPage(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Account", exact: true })).toHaveCount(0);
    await expect(page.getByText(PROBLEM)).toHaveCount(0);
    await expect(page.getByText(first)).toHaveCount(0);
  }

  // The next student at this browser starts from nothing.
  await createAccount(page, { email: newEmail("shared-next"), name: "Next Student" });
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
  await expect(problemBox(page)).toHaveValue("");
  await expect(page.getByText("Saved sessions appear here.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Saved sessions" })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  expect(stored).toContain(PROBLEM); // kept for its owner, under the owner's key only
  await signOut(page);

  // The first student signs back in and finds the screen and the saved session as they left them.
  await signIn(page, first);
  await expect(problemBox(page)).toHaveValue(PROBLEM);
  await expect(page.getByRole("list", { name: "Saved sessions" })).toContainText(PROBLEM);
});
