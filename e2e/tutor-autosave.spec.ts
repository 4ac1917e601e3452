/**
 * What the tutor screen keeps across a reload: a cleared problem stays cleared, the mode and level
 * chosen on an empty form are kept, and Work Analysis work is kept, typed or as a photo, with its
 * saved session too.
 */
import { renderTextImage } from "../test/render-text-image";
import { expect, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  modeCard,
  openTutorAsTrialStudent,
  problemBox,
  responsePanel,
} from "./tutor-helpers";

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

test("typed Work Analysis work survives a reload and comes back with its saved session", async ({ page }) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Work Analysis");
  const work = page.getByLabel("Your Work/Solution (Required)");
  const typedWork = "d = 1/2 a t^2\nd = 0.5 * 3 * 8^2 = 0.5 * 3 * 64\nd = 0.5 * 192 = 86 m";
  await page.getByRole("radio", { name: "In Work" }).click();
  await work.fill(`${CAR_PROBLEM}\n${typedWork}`);

  await page.reload();
  await expect(modeCard(page, "Work Analysis")).toBeChecked();
  await expect(work).toHaveValue(`${CAR_PROBLEM}\n${typedWork}`);
  await expect(page.getByRole("radio", { name: "In Work" })).toBeChecked();
  await expect(page.getByText("Original problem is included in your uploaded work/solution")).toBeVisible();

  await askVector(page);
  const analysis = responsePanel(page, "Work Analysis");
  await expect(analysis.getByRole("heading", { name: "The first error" })).toBeVisible();
  await analysis.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Session Saved", { exact: true })).toBeVisible();

  await analysis.getByRole("button", { name: "New Analysis" }).click();
  await expect(work).toHaveValue("");
  await page.getByRole("list", { name: "Saved sessions" }).getByRole("button").first().click();
  await expect(work).toHaveValue(`${CAR_PROBLEM}\n${typedWork}`);
  await expect(page.getByRole("radio", { name: "In Work" })).toBeChecked();
  await expect(
    responsePanel(page, "Work Analysis").getByRole("heading", { name: "The first error" }),
  ).toBeVisible();
});

test("a photo of Work Analysis work stays attached after a reload, is sent with the work, and stays removed once removed", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Work Analysis");
  await page.getByLabel("Original Problem (Required)").fill(CAR_PROBLEM);
  // v = a t = 24 m/s is right; halving 24 × 8 = 192 to 86 is the slip.
  const photo = await renderTextImage("v = 3 x 8 = 24 m/s\nd = 24 x 8 / 2 = 86 m", { fontSize: 36 });
  await page.getByLabel("Photo of your work").setInputFiles({
    name: "my-work.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await expect(page.getByText("Photo attached: my-work.png")).toBeVisible();
  await expect(page.getByText("Student Work Image Uploaded", { exact: true })).toBeVisible();

  await page.reload();
  await expect(modeCard(page, "Work Analysis")).toBeChecked();
  await expect(page.getByLabel("Original Problem (Required)")).toHaveValue(CAR_PROBLEM);
  await expect(page.getByText("Photo attached: my-work.png")).toBeVisible();

  // The photo brought back goes with the work (a form with the file; typed work alone is JSON).
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/tutor/analyze"));
  await askVector(page);
  expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data/);
  await expect(
    responsePanel(page, "Work Analysis").getByRole("heading", { name: "The first error" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText("Photo attached: my-work.png")).toBeVisible();

  await page.getByRole("button", { name: "Remove the photo of your work" }).click();
  await expect(page.getByText(/Photo attached/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Original Problem (Required)")).toHaveValue(CAR_PROBLEM);
  await expect(page.getByText(/Photo attached/)).toHaveCount(0);
});
