/**
 * A student who forgot their password gets back in from the sign-in page, through the link of
 * the email the server writes to its outbox (it runs without SMTP, as `npm start` does).
 */
import { createAccount, expect, newEmail, test } from "./fixtures";
import { linkFromOutbox } from "./outbox";

test("a student who forgot their password resets it from the sign-in page and signs in with the new one; other devices are signed out", async ({
  page,
  browser,
}) => {
  const email = newEmail("forgetful");
  // The student's other device, still signed in.
  await createAccount(page, { email, name: "Forgetful Student", password: "first-password-1" });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/login");
  await visitor.getByLabel("Email").fill(email);
  const started = Date.now();
  await visitor.getByRole("link", { name: "Forgot password?" }).click();

  await expect(visitor.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(visitor.getByLabel("Email")).toHaveValue(email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(visitor.getByRole("status")).toContainText(email);

  const link = await linkFromOutbox(email, "reset-password");
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/reset-password\?token=/);
  await visitor.getByLabel("New password", { exact: true }).fill("second-password-2");
  await visitor.getByLabel("New password again").fill("second-password-2");
  await visitor.getByRole("button", { name: "Set new password" }).click();

  await expect(visitor).toHaveURL(/\/login\?reset=done$/);
  await expect(visitor.getByRole("status")).toContainText("Your password is changed");
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByLabel("Password").fill("second-password-2");
  await visitor.getByRole("button", { name: "Sign in" }).click();
  await expect(visitor.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: "measure",
    description: `"Forgot password?" to signed in again through the outbox: ${seconds.toFixed(1)} s`,
  });
  console.log(`"Forgot password?" to signed in again through the outbox: ${seconds.toFixed(1)} s`);

  // The other device was signed out by the reset.
  await page.reload();
  await expect(page.getByRole("link", { name: "Start Free Trial" }).first()).toBeVisible();

  // The link works once.
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await visitor.getByRole("link", { name: "Send me a new link" }).click();
  await expect(visitor.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await context.close();
});
