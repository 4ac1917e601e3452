/**
 * What the tutor screen keeps across a reload: a cleared problem stays cleared, the mode and level
 * chosen on an empty form are kept.
 */
import { expect, test } from "./fixtures";
import { chooseModeAndLevel, modeCard, openTutorAsTrialStudent, problemBox } from "./tutor-helpers";

const CAR_PROBLEM = "A car accelerates from rest at 3 m/s² for 8 s. How far does it go?";

test("a problem cleared with Clear or the clear-text button stays cleared after a reload, with the mode and level kept", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 0);
  await chooseModeAndLevel(page, "Problem Solver");
  await problemBox(page).fill(CAR_PROBLEM);
  await page.reload();
  await expect(problemBox(page)).toHaveValue(CAR_PROBLEM);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(problemBox(page)).toHaveValue("");
  await page.reload();
  await expect(problemBox(page)).toHaveValue("");
  await expect(modeCard(page, "Problem Solver")).toBeChecked();
  await expect(page.getByLabel("Course level")).toHaveValue("high-school");

  await problemBox(page).fill("A ball is dropped from 20 m. How long does it fall?");
  await page.getByRole("button", { name: "Clear text" }).click();
  await page.reload();
  await expect(problemBox(page)).toHaveValue("");

  // A mode and level chosen on the empty form are kept too.
  await chooseModeAndLevel(page, "Interactive Tutor");
  await page.getByLabel("Course level").selectOption({ label: "Calculus-based physics" });
  await page.reload();
  await expect(modeCard(page, "Interactive Tutor")).toBeChecked();
  await expect(page.getByLabel("Course level")).toHaveValue("calculus");
});
