/**
 * Diagrams without an AI provider, for every kind, at desktop and phone widths: the engine draws
 * each from the numbers it solved, labelled with the solution's values, described for screen
 * readers and inside the screen. The car's graphs are kept when the page is reloaded, and a
 * group's last diagram is drawn in the PDF export (every kind's export is checked in
 * src/client/features/tutor/export-diagrams.test.ts). Interactive Tutor shows the forces the
 * givens draw at the step about them and the solved diagram with the summary once the problem is
 * done, and Work Analysis beside the line it concerns.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { DIAGRAM_PROBLEMS, type DiagramProblem } from "../test/diagram-problems";
import { expect, newEmail, test } from "./fixtures";
import { pdfText } from "./pdf-text";
import {
  askVector,
  chooseModeAndLevel,
  problemBox,
  rememberCookieConsent,
  responsePanel,
} from "./tutor-helpers";

const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/**
 * Opens the tutor as a new student on the free trial. The account is made through the sign-in
 * API (the sign-in page has its own tests), so a slow password hash on a busy machine does not
 * time out a test about diagrams.
 */
async function openTutorAsNewStudent(page: Page) {
  await rememberCookieConsent(page);
  const account = { email: newEmail("diagrams"), password: "a-good-password-1" };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { ...account, name: "Dina Gram" },
    timeout: 60_000,
  });
  expect(signUp.status()).toBe(200);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: account, timeout: 60_000 });
  expect(signIn.status()).toBe(200);
  expect((await page.request.post("/api/subscription/free-trial")).status()).toBe(201);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible({ timeout: 30_000 });
}

/**
 * Asks for the solution and waits for the whole reply. On a fresh server the engine's workers may
 * still be starting: a first call that waits too long for one is refused (and costs nothing), and
 * the student asks again.
 */
async function solve(page: Page, problem: string) {
  await problemBox(page).fill(problem);
  for (let attempt = 1; ; attempt++) {
    await askVector(page);
    await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeEnabled({
      timeout: 120_000,
    });
    const answered = await responsePanel(page, "Complete Solution")
      .getByText("Checked by the physics engine")
      .isVisible();
    if (answered || attempt === 2) return;
  }
}

/** The diagram's figure and its picture, found as a screen reader finds it: by its title. */
function diagram(
  page: Page,
  title: string,
  panel = "Complete Solution",
): { figure: Locator; picture: Locator } {
  const picture = responsePanel(page, panel).getByRole("img", { name: title, exact: true });
  return { picture, figure: picture.locator("xpath=ancestor::figure") };
}

/** The picture sits inside the screen, with no sideways scrolling. */
async function expectInsideScreen(page: Page, picture: Locator, width: number) {
  const box = await picture.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The pictures a student sees: described, labelled with the solution's values, inside the screen. */
async function expectDrawn(
  page: Page,
  shown: { figure: Locator; picture: Locator },
  kind: DiagramProblem,
  width: number,
) {
  await expect(shown.picture).toHaveAccessibleDescription(kind.description);
  for (const label of kind.labels) {
    await expect(shown.picture.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectInsideScreen(page, shown.picture, width);
  await shown.figure.screenshot({ path: test.info().outputPath(`diagram-${kind.kind}-${width}.png`) });
}

/** The free trial's six sessions: five problems in each group, and a reload that costs nothing. */
const KIND_GROUPS = Array.from({ length: Math.ceil(DIAGRAM_PROBLEMS.length / 5) }, (_, group) =>
  DIAGRAM_PROBLEMS.slice(group * 5, group * 5 + 5),
);

for (const size of WIDTHS) {
  for (const [group, kinds] of KIND_GROUPS.entries()) {
    test(`Problem Solver draws ${kinds.map((kind) => kind.kind).join(", ")} at ${size.width} px (group ${group + 1})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await openTutorAsNewStudent(page);
      await chooseModeAndLevel(page, "Problem Solver");
      for (const kind of kinds) {
        await solve(page, kind.problem);
        await expectDrawn(page, diagram(page, kind.title), kind, size.width);
        if (kind.kind === "motion-graphs") {
          // Kept with the session: a reload shows the same diagram again.
          await page.reload();
          await expect(diagram(page, kind.title).picture).toBeVisible();
        }
      }
      await page.screenshot({
        path: test.info().outputPath(`diagram-solution-${size.width}.png`),
        fullPage: true,
      });

      // The PDF export draws the last diagram too, its title, labels and description as text.
      const last = kinds[kinds.length - 1];
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export PDF" }).click();
      const pdf = pdfText(readFileSync(await (await download).path(), "latin1")).replace(/\n/g, "");
      expect(pdf).toContain(last.title);
      for (const label of last.labels) expect(pdf).toContain(label);
    });
  }
}

const CAR = DIAGRAM_PROBLEMS[0];
const INCLINE = DIAGRAM_PROBLEMS[1];

for (const size of WIDTHS) {
  test(`Interactive Tutor shows the givens' forces at their step and the diagram with the summary, Work Analysis beside its line, at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await openTutorAsNewStudent(page);

    await chooseModeAndLevel(page, "Interactive Tutor");
    await problemBox(page).fill(INCLINE.problem);
    await askVector(page);
    const tutoring = responsePanel(page, "Interactive Tutoring");
    const answerBox = tutoring.getByLabel("Your answer");
    // Step 1 converts the angle: no picture yet.
    await expect(tutoring.getByText("Step 1 of 2", { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(tutoring.getByRole("img")).toHaveCount(0);
    await answerBox.fill("30 degrees");
    await answerBox.press("Enter");
    await expect(tutoring.getByText("30 degrees", { exact: true })).toBeVisible();
    // Step 2 finds the acceleration from the forces: they are drawn from the givens, sizes still to find.
    const givens = diagram(page, "Forces on the block: what the problem gives", "Interactive Tutoring");
    await expect(givens.picture).toBeVisible({ timeout: 120_000 });
    await expect(givens.picture).toHaveAccessibleDescription(
      "Three forces on the block on an incline at 30°: weight straight down, normal force perpendicular to the incline, friction up the incline. The size of the weight, normal force and friction is yours to work out. The arrows show directions, not sizes.",
    );
    for (const label of ["Fg = ?", "FN = ?", "Ff = ?", "Directions only, not to scale"]) {
      await expect(givens.picture.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(givens.picture.getByText(/39 N|34 N|8\.5 N/)).toHaveCount(0);
    await expectInsideScreen(page, givens.picture, size.width);
    await givens.figure.screenshot({
      path: test.info().outputPath(`diagram-givens-free-body-${size.width}.png`),
    });
    await answerBox.fill("2.8 m/s^2");
    await answerBox.press("Enter");
    await expect(tutoring.getByText("2.8 m/s^2", { exact: true })).toBeVisible();
    await expect(tutoring.getByText("Problem complete!")).toBeVisible({ timeout: 120_000 });
    await expectDrawn(page, diagram(page, INCLINE.title, "Interactive Tutoring"), INCLINE, size.width);
    // Kept with the conversation: a reload shows it again.
    await page.reload();
    await expect(diagram(page, INCLINE.title, "Interactive Tutoring").picture).toBeVisible();

    await chooseModeAndLevel(page, "Work Analysis");
    await page.getByLabel("Original Problem (Required)").fill(CAR.problem);
    await page
      .getByLabel("Your Work/Solution (Required)")
      .fill("a = 20/8.0 = 2.5 m/s^2\nd = 1/2 * 2.5 * 8.0^2 = 60 m");
    await askVector(page);
    const analysis = responsePanel(page, "Work Analysis");
    await expect(analysis.getByText("About line 2 of your work")).toBeVisible({ timeout: 120_000 });
    await expectDrawn(page, diagram(page, CAR.title, "Work Analysis"), CAR, size.width);
  });
}
