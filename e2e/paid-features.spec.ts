/**
 * Paid-plan features on the tutor screen: a trial student is told which plans keep conversations
 * on the account; once a Base Plan payment arrives (a signed webhook), the conversations are
 * listed and one reopens in the tutor.
 */
import { signDelivery, subscriptionDelivery } from "../test/lemonsqueezy-deliveries";
import { expect, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  problemBox,
  replyFinished,
  responsePanel,
  signUpWithTrial,
} from "./tutor-helpers";

test("Session History on the account comes with a paid plan and reopens a conversation", async ({ page }) => {
  await signUpWithTrial(page, "Paula Paid");
  await expect(
    page.getByText(/comes with Base Plan, Premium Plan and Premium\s+Plus/).first(),
  ).toBeAttached();

  const me = await (await page.request.get("/api/auth/user")).json();
  const { body, headers } = signDelivery(
    subscriptionDelivery("subscription_created", {
      id: String(Date.now()),
      plan: "Base Plan",
      email: me.email,
      userId: me.id,
      renewsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      updatedAt: new Date().toISOString(),
    }),
  );
  const delivered = await page.request.post("/api/webhooks/lemonsqueezy", { headers, data: body });
  expect(await delivered.json()).toEqual({ outcome: "applied" });

  await page.reload();
  await chooseModeAndLevel(page, "Problem Solver");
  await problemBox(page).fill("A ball is dropped from 20 m. How fast is it going at the ground?");
  await askVector(page);
  await expect(responsePanel(page, "Complete Solution")).toBeVisible();
  // The reload must come after the whole reply, or the screen would reopen with only the question.
  await replyFinished(page);

  await page.reload();
  const accountList = page.getByRole("list", { name: "Conversations on your account" });
  await expect(accountList).toContainText("dropped from 20 m");
  await problemBox(page).fill("");
  await accountList.getByRole("button").first().click();
  // The reply still on screen is work the student has not saved: the tutor asks first.
  await page
    .getByRole("alertdialog", { name: "Replace your unsaved work?" })
    .getByRole("button", { name: "Open without saving" })
    .click();
  await expect(problemBox(page)).toHaveValue(/dropped from 20 m/);
});
