import { acceptCookies, createAccount, expect, newEmail, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  openTutorAsTrialStudent,
  replyFinished,
  responsePanel,
} from "./tutor-helpers";

test("a student imports a practice-book problem into the editor, its source shown beside it", async ({
  page,
}) => {
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
  // The editor holds the problem alone; its source is a note under it that describes the field.
  await expect(editor).toHaveValue(/\S/);
  await expect(editor).not.toHaveValue(/Vector Practice Book/);
  await expect(editor).toHaveAccessibleDescription(
    "Source: Vector Practice Book (Vector), chapter 1 (Kinematics), problem 2. Kinematics: an original problem from Vector's problem bank.",
  );
  const firstImport = await editor.inputValue();

  // Emptying the editor takes the source away with the problem.
  await editor.fill("");
  await expect(page.getByText(/^Source: /)).toHaveCount(0);
  // The same number gives the same problem: the practice book is drawn with fixed seeds.
  await importButton.click();
  await expect(editor).toHaveValue(firstImport);
});

test("an OpenStax problem imported with Problem Management is solved offline with the book's answer", async ({
  page,
}, testInfo) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Problem Solver");

  const panel = page.locator('[data-tour="textbook-import"]');
  await panel.getByLabel("Textbook").selectOption({ label: "University Physics Volume 1" });
  await panel.getByLabel("Chapter", { exact: true }).fill("1");
  await panel.getByLabel("Problem", { exact: true }).fill("37");
  await panel.getByRole("button", { name: "Import Problem" }).click();

  const editor = page.getByLabel("Physics Problem");
  await expect(editor).toHaveValue(
    "Mount Everest, at 29,028 ft, is the tallest mountain on Earth. What is its height in kilometers? (Assume that 1 m = 3.281 ft.)",
  );
  const source = page.getByText(/^Source: University Physics Volume 1/);
  await expect(source).toHaveText(
    "Source: University Physics Volume 1 (OpenStax), chapter 1 (Units and Measurement), problem 37. CC BY 4.0. Access for free at https://openstax.org/books/university-physics-volume-1",
  );
  await expect(source.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by/4.0/",
  );
  await expect(
    source.getByRole("link", { name: "https://openstax.org/books/university-physics-volume-1" }),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await editor.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`imported-problem-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The tutor receives the problem alone: the source line is not sent with it.
  const solveRequest = page.waitForRequest("**/api/tutor/solve");
  await askVector(page);
  expect((await solveRequest).postDataJSON().problem).not.toContain("CC BY");
  const solution = responsePanel(page, "Complete Solution");
  // The book's answer: 8.847 km.
  await expect(solution).toContainText("8.847", { timeout: 30_000 });
  await expect(solution.getByText("Checked by the physics engine")).toBeVisible();
  await replyFinished(page);
  // The source stays beside the problem after the reply.
  await expect(source).toBeVisible();
});
