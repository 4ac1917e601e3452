/**
 * The tutor screen's journeys with the built-in physics engine as the tutor: real problems, real
 * answers, checked against numbers worked out here.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { renderTextImage } from "../test/render-text-image";
import { acceptCookies, createAccount, expect, newEmail, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  type ModeName,
  modeCard,
  openTutorAsTrialStudent,
  problemBox,
  rememberCookieConsent,
  responsePanel,
  shareStudent,
  signUpWithTrial,
  storeForStudent,
  subscriptionCard,
  TRIAL_SESSIONS,
} from "./tutor-helpers";

const CAR_PROBLEM = "A car accelerates from rest at 3 m/s² for 8 s. How far does it go?";
// d = ½ a t² from rest.
const CAR_DISTANCE = 0.5 * 3 * 8 ** 2;

/** The text of the section that follows a heading of a reply. */
function sectionAfter(panel: Locator, heading: string) {
  return panel.getByRole("heading", { name: heading }).locator("xpath=following-sibling::*[1]");
}

test("Problem Solver: a new student starts the free trial, solves a problem and sees the checked answer", async ({
  page,
}) => {
  await createAccount(page, { email: newEmail("solver"), name: "Rosa Solver" });
  await acceptCookies(page);
  const card = subscriptionCard(page);
  await expect(card.getByRole("heading", { name: "Start Your Free Trial" })).toBeVisible();
  await card.getByRole("button", { name: "Get 6 Free Sessions" }).click();
  await expect(card).toContainText(`${TRIAL_SESSIONS} of ${TRIAL_SESSIONS} sessions remaining`);
  await expect(card).toContainText("Active");

  await chooseModeAndLevel(page, "Problem Solver");
  await page.getByLabel("Physics Problem").fill(CAR_PROBLEM);
  await askVector(page);

  const solution = responsePanel(page, "Complete Solution");
  await expect(sectionAfter(solution, "Final answer")).toContainText(`d = ${CAR_DISTANCE}`);
  await expect(solution.getByText("Checked by the physics engine")).toBeVisible();
  await expect(card).toContainText(`${TRIAL_SESSIONS - 1} of ${TRIAL_SESSIONS} sessions remaining`);
  await shareStudent(page, TRIAL_SESSIONS - 1);
});

/** The conversation of a chat panel: the list of what the student and Vector said. */
function conversation(panel: Locator) {
  return panel.getByRole("list").filter({ hasText: "Vector said:" });
}

/** Loads a Dynamics template problem about an elevator into the editor and returns its text. */
async function loadElevatorTemplate(page: Page): Promise<string> {
  // The panel's controls, found by their labels.
  const panel = page.locator("main");
  await panel.getByLabel("Problem level").selectOption({ label: "High School Physics" });
  await panel.getByLabel("Topic area").selectOption({ label: "Mechanics" });
  await panel.getByLabel("Subtopic").selectOption({ label: "Dynamics (Forces)" });
  await panel.getByRole("button", { name: "Find Problems" }).click();
  await panel
    .getByRole("list", { name: "Generated problems" })
    .getByRole("button", { name: /Bathroom scale in an accelerating elevator/ })
    .first()
    .click();
  await expect(problemBox(page)).toHaveValue(/bathroom scale in an elevator/);
  return problemBox(page).inputValue();
}

const BALL_PROBLEM =
  "A 2 kg ball falls from a height of 5 m. What is its kinetic energy just before it hits the ground?";
// From rest: v = √(2 g h), then K = ½ m v² (= m g h).
const BALL_SPEED = Math.sqrt(2 * 9.8 * 5);
const BALL_ENERGY = 0.5 * 2 * BALL_SPEED ** 2;

test("Interactive Tutor: a wrong step gets specific feedback and a hint, right steps lead to completion", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Interactive Tutor");
  await page.getByLabel("Physics Problem").fill(BALL_PROBLEM);
  await askVector(page);

  const tutoring = responsePanel(page, "Interactive Tutoring");
  await expect(tutoring.getByText("Step 1 of 2", { exact: true })).toBeVisible();
  const answerBox = tutoring.getByLabel("Your answer");
  const transcript = conversation(tutoring);

  async function answer(text: string) {
    const replies = await transcript.getByText("Vector said:").count();
    await answerBox.fill(text);
    await answerBox.press("Enter");
    await expect(transcript.getByText("Vector said:")).toHaveCount(replies + 1);
    return transcript.locator(":scope > li").last();
  }

  // A blank answer is ignored: nothing is sent.
  await answerBox.fill("   ");
  await answerBox.press("Enter");
  await expect(transcript.getByText("You said:")).toHaveCount(1);

  // A length where a speed is asked for: the unit is named, and the first hint follows.
  const wrongUnit = await answer(`${BALL_SPEED.toFixed(1)} m`);
  await expect(wrongUnit).toContainText("The unit m measures a different kind of quantity");
  await expect(wrongUnit).toContainText("which is in m/s");
  await expect(wrongUnit).toContainText("Hint 1 of 3:");
  // A wrong number gets the next hint.
  const wrongNumber = await answer("7 m/s");
  await expect(wrongNumber).toContainText("Not quite.");
  await expect(wrongNumber).toContainText("Hint 2 of 3:");
  await expect(tutoring.getByText("Step 1 of 2", { exact: true })).toBeVisible();

  await expect(await answer(`${BALL_SPEED.toFixed(2)} m/s`)).toContainText("Correct.");
  await expect(tutoring.getByText("Step 2 of 2", { exact: true })).toBeVisible();
  const done = await answer(`${BALL_ENERGY.toFixed(0)} J`);
  await expect(done).toContainText("Correct.");
  await expect(done).toContainText("Problem complete!");
  await expect(done).toContainText(`K = ${BALL_ENERGY.toFixed(0)}`);

  await expect(answerBox).toHaveCount(0);
  await expect(tutoring.getByText("All 2 steps complete")).toBeVisible();
  const steps = tutoring.getByRole("list", { name: "Steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(2);
  for (const step of await steps.all()) await expect(step).toHaveAttribute("aria-label", /done$/);
});

test("Concept Coach: a conversation of several turns; Enter sends and Shift+Enter starts a new line", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Concept Coach");
  await page.getByLabel("Physics Question").fill("Why do heavy and light objects fall at the same rate?");
  await askVector(page);

  const coach = responsePanel(page, "Concept Exploration");
  const transcript = conversation(coach);
  await expect(transcript).toContainText("Question 1 of 3");
  const reply = coach.getByLabel("Your reply");

  // Dropped from rest, after 2.0 s: v = g t.
  const speed = 9.8 * 2.0;
  await reply.fill(`${speed.toFixed(1)} m/s`);
  await reply.press("Enter");
  await expect(reply).toHaveValue("");
  await expect(transcript).toContainText("Question 2 of 3");
  await expect(transcript.getByText("You said:")).toHaveCount(2);

  // Shift+Enter adds a line and sends nothing; Enter then sends both lines as one message.
  const fallen = 0.5 * 9.8 * 2.0 ** 2;
  await reply.pressSequentially("d = 1/2 g t^2");
  await reply.press("Shift+Enter");
  await reply.pressSequentially(`so ${fallen.toFixed(1)} m`);
  await expect(reply).toHaveValue(`d = 1/2 g t^2\nso ${fallen.toFixed(1)} m`);
  await expect(transcript.getByText("You said:")).toHaveCount(2);
  await reply.press("Enter");
  await expect(transcript.getByText("You said:")).toHaveCount(3);
  const sent = transcript.locator(":scope > li").filter({ hasText: "You said:" }).last();
  expect(await sent.textContent()).toContain(`d = 1/2 g t^2\nso ${fallen.toFixed(1)} m`);
  await expect(transcript).toContainText("Question 3 of 3");

  await reply.fill("I am not sure, can you explain?");
  await reply.press("Enter");
  await expect(transcript.getByText("Vector said:")).toHaveCount(4);
});

test("Work Analysis: an arithmetic error is found and its line named, from typed work", async ({ page }) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Work Analysis");
  await page.getByLabel("Original Problem (Required)").fill(CAR_PROBLEM);
  // Line 3 halves 192 wrongly.
  await page
    .getByLabel("Your Work/Solution (Required)")
    .fill("d = 1/2 a t^2\nd = 0.5 * 3 * 8^2 = 0.5 * 3 * 64\nd = 0.5 * 192 = 86 m");
  await askVector(page);

  const analysis = responsePanel(page, "Work Analysis");
  const firstError = sectionAfter(analysis, "The first error");
  await expect(firstError).toContainText("Line 3");
  await expect(firstError).toContainText(`works out to ${(0.5 * 192).toFixed(1)} m, not 86 m`);
  await expect(sectionAfter(analysis, "Correct answer")).toContainText(`d = ${CAR_DISTANCE}`);
});

test("Work Analysis: a photo of the work is read into the work box for correction, then analysed", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Work Analysis");
  await page.getByLabel("Original Problem (Required)").fill(CAR_PROBLEM);

  // v = a t = 24 m/s is right; halving 24 × 8 = 192 to 86 is the slip.
  const photo = await renderTextImage("v = 3 x 8 = 24 m/s\nd = 24 x 8 / 2 = 86 m", { fontSize: 36 });
  const photoPath = path.join(mkdtempSync(path.join(tmpdir(), "vector-work-photo-")), "my-work.png");
  writeFileSync(photoPath, photo);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload Work Photo" }).click();
  await (await chooser).setFiles(photoPath);

  await expect(page.getByText("Photo attached: my-work.png")).toBeVisible();
  const work = page.getByLabel("Your Work/Solution (Required)");
  await expect(work).toHaveValue(/d\s*=\s*24\s*x\s*8\s*\/\s*2\s*=\s*86\s*m/);
  await expect(page.getByText("Student Work Image Uploaded", { exact: true })).toBeVisible();
  await expect(page.getByText("Image Analyzed Successfully", { exact: true })).toHaveCount(0);
  // The student tidies the recognised first line before sending.
  const recognised = await work.inputValue();
  await work.fill(recognised.replace(/^.*$/m, "v = 3 x 8 = 24 m/s"));
  await askVector(page);

  const firstError = sectionAfter(responsePanel(page, "Work Analysis"), "The first error");
  await expect(firstError).toContainText("Line 2");
  await expect(firstError).toContainText(`works out to ${((24 * 8) / 2).toFixed(1)} m`);
});

test("validation: level warning until a level is chosen, submit and Clear need text, blank follow-ups are ignored", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  const warning = page.getByText("Please select a course level before asking for help from Vector");
  const submit = page.getByRole("button", { name: "Get Help from Vector" });
  const clear = page.getByRole("button", { name: "Clear", exact: true });

  await expect(warning).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(clear).toBeDisabled();

  await problemBox(page).fill("What keeps a satellite in orbit?");
  await expect(clear).toBeEnabled();
  // Text alone is not enough: the level is required too.
  await expect(submit).toBeDisabled();
  await page.getByLabel("Course level").selectOption({ label: "Algebra-based physics" });
  await expect(warning).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await problemBox(page).fill("   ");
  await expect(submit).toBeDisabled();
  await clear.click();
  await expect(problemBox(page)).toHaveValue("");
  await expect(clear).toBeDisabled();
  await expect(submit).toBeDisabled();

  await problemBox(page).fill("Why do heavy and light objects fall at the same rate?");
  await submit.click();
  const coach = responsePanel(page, "Concept Exploration");
  const transcript = conversation(coach);
  await expect(transcript.getByText("Vector said:")).toHaveCount(1);
  const reply = coach.getByLabel("Your reply");
  await reply.fill("  \n ");
  await expect(coach.getByRole("button", { name: "Submit" })).toBeDisabled();
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/tutor/")) calls.push(request.url());
  });
  await reply.press("Enter");
  await expect(transcript.getByText("You said:")).toHaveCount(1);
  expect(calls).toEqual([]);
});

test("a template problem goes to the editor; a reload restores mode, level, problem and conversation", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  await expect(page.getByLabel("Topic area")).toBeDisabled();
  await expect(page.getByLabel("Subtopic")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Find Problems" })).toBeDisabled();

  await chooseModeAndLevel(page, "Interactive Tutor");
  const statement = await loadElevatorTemplate(page);
  await askVector(page);
  const tutoring = responsePanel(page, "Interactive Tutoring");
  await expect(tutoring.getByText("Step 1 of 4", { exact: true })).toBeVisible();

  await page.reload();
  await expect(modeCard(page, "Interactive Tutor")).toBeChecked();
  await expect(page.getByLabel("Course level")).toHaveValue("high-school");
  await expect(problemBox(page)).toHaveValue(statement);
  const restored = responsePanel(page, "Interactive Tutoring");
  await expect(restored.getByText("Step 1 of 4", { exact: true })).toBeVisible();
  await expect(conversation(restored)).toContainText("What is the magnitude of the elevator's acceleration?");
});

test("session history keeps the latest 20 saved sessions", async ({ page }) => {
  await openTutorAsTrialStudent(page, 1);
  // Twenty sessions saved earlier, oldest last, each with its own problem.
  const base = Date.now() - 60 * 60 * 1000;
  const saved = Array.from({ length: 20 }, (_, index) => ({
    id: `saved-${index + 1}`,
    mode: "concept",
    topic: "Physics",
    level: "high-school",
    problemText: `Saved question number ${index + 1}`,
    history: [],
    progress: { completed: false, currentStep: 0, totalSteps: 5, nextHint: "" },
    updatedAt: base - index * 1000,
  }));
  await storeForStudent(page, "vector-session-history", saved);
  await page.reload();
  const history = page.getByRole("list", { name: "Saved sessions" });
  await expect(history.getByRole("listitem")).toHaveCount(20);

  // The 21st save, through the screen.
  await chooseModeAndLevel(page, "Problem Solver");
  await problemBox(page).fill(CAR_PROBLEM);
  await askVector(page);
  const solution = responsePanel(page, "Complete Solution");
  await expect(solution.getByText("Checked by the physics engine")).toBeVisible();
  await solution.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Session Saved", { exact: true })).toBeVisible();

  await expect(history.getByRole("listitem")).toHaveCount(20);
  await expect(history.getByRole("listitem").first()).toContainText(CAR_PROBLEM);
  await expect(history).toContainText("Saved question number 19");
  await expect(history).not.toContainText("Saved question number 20");
});

test("the seventh session of the trial shows Session Limit Reached with the server's message", async ({
  page,
  consoleErrors,
}) => {
  await rememberCookieConsent(page);
  await signUpWithTrial(page, "Lim Itless");
  await page.goto("/");
  await chooseModeAndLevel(page, "Problem Solver");
  const card = subscriptionCard(page);
  const solution = responsePanel(page, "Complete Solution");

  for (let session = 1; session <= TRIAL_SESSIONS; session++) {
    // d = ½ a t² with a different time each session.
    await problemBox(page).fill(
      `A car accelerates from rest at 2 m/s² for ${session} s. How far does it go?`,
    );
    await askVector(page);
    await expect(sectionAfter(solution, "Final answer")).toContainText(`d = ${session ** 2}`);
    await expect(card).toContainText(`${TRIAL_SESSIONS - session} of ${TRIAL_SESSIONS} sessions remaining`);
  }
  await expect(card).toContainText("Limit Reached");
  // A trial has no month: its sessions do not renew, and the card says so.
  await expect(card).toContainText("Session limit reached for your free trial. Trial sessions do not renew.");

  await problemBox(page).fill(CAR_PROBLEM);
  const refused = page.waitForResponse((response) => response.url().endsWith("/api/tutor/solve"));
  await askVector(page);
  const body = (await (await refused).json()) as { message: string; requiresUpgrade?: boolean };
  expect((await refused).status()).toBe(402);
  expect(body.requiresUpgrade).toBe(true);
  const toast = page.getByRole("status").filter({ hasText: "Session Limit Reached" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(body.message);
  // The browser reports the refused request itself as a console error; that one is expected.
  const expected = (message: string) => message.includes("402");
  expect(consoleErrors.filter(expected).length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((message) => !expected(message)));
});

test("on a 390 px phone no mode scrolls sideways, with or without a reply", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTutorAsTrialStudent(page, 1);
  const modes: ModeName[] = ["Concept Coach", "Problem Solver", "Interactive Tutor", "Work Analysis"];
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const mode of modes) {
    await chooseModeAndLevel(page, mode);
    expect(await pageWidth(), `${mode}: page width`).toBeLessThanOrEqual(390);
  }
  await chooseModeAndLevel(page, "Problem Solver");
  await problemBox(page).fill(CAR_PROBLEM);
  await askVector(page);
  await expect(
    responsePanel(page, "Complete Solution").getByText("Checked by the physics engine"),
  ).toBeVisible();
  expect(await pageWidth(), "page width with a solution").toBeLessThanOrEqual(390);
});

test("My Subscription shows the student's plan and the sessions left", async ({ page }) => {
  await openTutorAsTrialStudent(page, 0);
  await subscriptionCard(page).getByRole("link", { name: "My Subscription" }).click();
  await expect(page.getByRole("heading", { name: "My Subscription", level: 1 })).toBeVisible();
  const plan = page.getByRole("region", { name: "Free Trial" });
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText(/Sessions used\d of 6/);
  await expect(plan).toContainText(/Sessions remaining\d/);
});
