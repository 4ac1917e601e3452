import { createAccount, expect, newEmail, test } from "./fixtures";
import { rememberCookieConsent } from "./tutor-helpers";

test("a student deletes their account from the Account page and lands on the home page signed out", async ({
  page,
}) => {
  await rememberCookieConsent(page);
  const email = newEmail("leaving");
  await createAccount(page, { email, name: "Lea Leaving" });
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete my account" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Deleted at once:");
  await expect(dialog).toContainText("with your name and email address removed");
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  const typed = dialog.getByRole("textbox", { name: /^Type your email address to confirm/ });
  await typed.fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await typed.fill(email);
  await expect(confirm).toBeEnabled();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.screenshot({ path: test.info().outputPath(`delete-account-dialog-${width}.png`) });
  }
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Subscriber Login" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // The address is free for a new account.
  await createAccount(page, { email, name: "Lea Again" });
});
