/**
 * A template problem comes with the course level it was written for.
 */
import { expect, test } from "./fixtures";
import { loadTemplateProblem, modeCard, openTutorAsTrialStudent } from "./tutor-helpers";

const LEVEL_WARNING = "Please select a course level before asking for help from Vector";

test("a template problem sets the course level it was written for", async ({ page }) => {
  await openTutorAsTrialStudent(page, 0);
  await modeCard(page, "Problem Solver").click();
  await expect(page.getByText(LEVEL_WARNING)).toBeVisible();

  await loadTemplateProblem(page, "Algebra-based physics", "Mechanics", "Kinematics");
  await expect(page.getByLabel("Course level")).toHaveValue("algebra");
  await expect(page.getByText(LEVEL_WARNING)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeEnabled();

  // A level chosen before is replaced by the template's own.
  await loadTemplateProblem(page, "Calculus-based physics", "Optics", "Geometric Optics");
  await expect(page.getByLabel("Course level")).toHaveValue("calculus");
});
