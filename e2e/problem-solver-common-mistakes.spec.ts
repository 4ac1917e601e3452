/**
 * Problem Solver's solution names the common mistakes of its kind of problem every time, as the
 * mode promises; the "common mistakes" switch shows that in Problem Solver and stays the
 * student's choice in Concept Coach, where it turns misconception diagnosis on.
 */
import { expect, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  loadTemplateProblem,
  modeCard,
  openTutorAsTrialStudent,
  responsePanel,
} from "./tutor-helpers";

test("Problem Solver names the common mistakes in every solution; its switch shows on and fixed there, and stays the student's in Concept Coach", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  const mistakesSwitch = page.getByRole("switch", {
    name: "Show common mistakes and misconceptions",
    exact: true,
  });
  // Concept Coach, the default mode: the switch is off and the student's to turn on.
  await expect(mistakesSwitch).not.toBeChecked();
  await expect(mistakesSwitch).toBeEnabled();

  await chooseModeAndLevel(page, "Problem Solver");
  await expect(mistakesSwitch).toBeChecked();
  await expect(mistakesSwitch).toBeDisabled();
  await expect(mistakesSwitch).toHaveAccessibleDescription("Always part of a Problem Solver solution.");
  await page.getByRole("button", { name: "About Show common mistakes and misconceptions" }).hover();
  await expect(page.getByRole("tooltip")).toContainText(
    "every Problem Solver solution ends with the mistakes",
  );

  await loadTemplateProblem(page, "High School Physics", "Mechanics", "Dynamics (Forces)");
  await askVector(page);
  const solution = responsePanel(page, "Complete Solution");
  await expect(solution.getByRole("heading", { name: "Common mistakes" })).toBeVisible();
  await expect(
    solution.getByRole("heading", { name: "Common mistakes" }).locator("xpath=following-sibling::*[1]"),
  ).not.toBeEmpty();

  // What the student chose for Concept Coach is as they left it.
  await modeCard(page, "Concept Coach").click();
  await expect(mistakesSwitch).not.toBeChecked();
  await expect(mistakesSwitch).toBeEnabled();
});
