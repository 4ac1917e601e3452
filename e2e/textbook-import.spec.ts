import { acceptCookies, createAccount, expect, newEmail, test } from "./fixtures";

test("a student imports a practice-book problem into the editor with its source line", async ({ page }) => {
  await createAccount(page, { email: newEmail(), name: "Ada Reader" });
  await acceptCookies(page);

  const panel = page.locator('[data-tour="textbook-import"]');
  await expect(panel.getByRole("heading", { name: "Problem Management" })).toBeVisible();
  const importButton = panel.getByRole("button", { name: "Import Problem" });
  await expect(importButton).toBeDisabled();

  await panel.getByLabel("Textbook").selectOption({ label: "Vector Practice Book" });
  await panel.getByLabel("Chapter", { exact: true }).fill("1");
  for (const notANumber of ["0", "two"]) {
    await panel.getByLabel("Problem", { exact: true }).fill(notANumber);
    await importButton.click();
    await expect(page.getByText("Please enter a valid problem number", { exact: true })).toBeVisible();
  }

  // Only the first of a comma-separated list counts.
  await panel.getByLabel("Problem", { exact: true }).fill("2, 4");
  await importButton.click();
  await expect(
    page.getByText("Problem imported and loaded into editor above", { exact: true }),
  ).toBeVisible();

  const editor = page.getByLabel("Physics Question");
  await expect(editor).toHaveValue(
    /\S[\s\S]*\n\n\*Vector Practice Book \(Vector\), chapter 1, problem 2\. Kinematics: an original problem from Vector's problem bank\.\*$/,
  );
  const firstImport = await editor.inputValue();

  // The same number gives the same problem: the practice book is drawn with fixed seeds.
  await editor.fill("");
  await importButton.click();
  await expect(editor).toHaveValue(firstImport);
});
