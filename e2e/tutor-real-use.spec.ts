/**
 * The tutor screen as a student really uses it: slow and failing replies, changes of mind part-way,
 * saved sessions reopened days later. The tutor's answers come from routes in the browser, so a
 * test decides when a reply arrives and whether it fails.
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  modeCard,
  openTutorAsTrialStudent,
  problemBox,
} from "./tutor-helpers";

const QUESTION = "Why does a heavier ball not fall faster than a light one?";
const FIRST_REPLY = "Think about what gravity does to each kilogram of the ball. What do you expect?";
const EMPTY_STATE = "Enter a physics problem above to get started with Vector!";

/** A streamed tutor answer: events as the server sends them. */
function streamed(events: { event: string; data: unknown }[]): string {
  return events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");
}

async function fulfilStream(route: Route, events: { event: string; data: unknown }[]) {
  await route.fulfill({ status: 200, contentType: "text/event-stream", body: streamed(events) });
}

/** A reply that streams and ends with its final fields. */
function reply(text: string, extra: Record<string, unknown> = {}) {
  return [
    { event: "delta", data: { text } },
    { event: "final", data: { reply: text, sessionId: "conversation-1", ...extra } },
  ];
}

/** A failure the server reports in the stream (as a tutor call that fails part-way does). */
const FAILURE = [
  { event: "error", data: { message: "The tutor is unavailable. Please try again.", status: 503 } },
];

/**
 * Answers a mode's tutor calls one after another from `answers`; an answer "held" waits until the
 * test calls the returned release with the events to send.
 */
async function answerTutorCalls(
  page: Page,
  mode: string,
  answers: ("held" | { event: string; data: unknown }[])[],
) {
  let release: (events: { event: string; data: unknown }[]) => void = () => {};
  const requests: unknown[] = [];
  await page.route(`**/api/tutor/${mode}`, async (route) => {
    requests.push(route.request().postDataJSON());
    const answer = answers.shift() ?? FAILURE;
    const events =
      answer === "held"
        ? await new Promise<{ event: string; data: unknown }[]>((resolve) => {
            release = resolve;
          })
        : answer;
    // The page may have stopped the call meanwhile.
    await fulfilStream(route, events).catch(() => {});
  });
  return { release: (events: { event: string; data: unknown }[]) => release(events), requests };
}

/** Starts a Concept Coach conversation whose first reply arrives at once. */
async function startConceptConversation(page: Page) {
  await chooseModeAndLevel(page, "Concept Coach");
  await problemBox(page).fill(QUESTION);
  await askVector(page);
  await expect(page.getByText(FIRST_REPLY)).toBeVisible();
}

function currentSession(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("vector-current-session") ?? "null"));
}

test.describe("a conversation is never lost or mixed up", () => {
  test("a follow-up that fails after New Topic does not bring the old conversation back", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    const calls = await answerTutorCalls(page, "concept", [reply(FIRST_REPLY), "held"]);
    await startConceptConversation(page);

    await page.getByLabel("Your reply").fill("Because it has more mass?");
    await page.getByLabel("Your reply").press("Enter");
    await expect(page.getByRole("button", { name: "Thinking..." })).toBeVisible();
    await page.getByRole("button", { name: "New Topic" }).click();
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();

    calls.release(FAILURE);
    // The failure arrives after the student moved on: the new, empty screen stays as it is.
    await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();
    await expect(page.getByText(FIRST_REPLY)).toHaveCount(0);
    expect(await currentSession(page)).toBeNull();
  });

  test("a follow-up stopped by a change of mode is not written back under the new mode", async ({ page }) => {
    await openTutorAsTrialStudent(page, 0);
    await answerTutorCalls(page, "concept", [reply(FIRST_REPLY), "held"]);
    await startConceptConversation(page);

    await page.getByLabel("Your reply").fill("Because it has more mass?");
    await page.getByLabel("Your reply").press("Enter");
    await expect(page.getByRole("button", { name: "Thinking..." })).toBeVisible();
    await modeCard(page, "Problem Solver").click();
    await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();

    const stored = await currentSession(page);
    expect(stored?.mode).toBe("solve");
    expect(stored?.history).toEqual([]);
    await page.reload();
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();
    await expect(page.getByText(FIRST_REPLY)).toHaveCount(0);
  });

  test("a first Concept Coach call that fails leaves the screen as it was before the send", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await answerTutorCalls(page, "concept", [FAILURE]);
    await chooseModeAndLevel(page, "Concept Coach");
    await problemBox(page).fill(QUESTION);
    await askVector(page);

    await expect(page.getByText("Concept Coach Error", { exact: true })).toBeVisible();
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();
    await expect(page.getByText("You said:")).toHaveCount(0);
    await expect(problemBox(page)).toHaveValue(QUESTION);
  });

  test("a first Interactive Tutor call that fails shows no unanswered message and no step 1 of 5", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await answerTutorCalls(page, "step", [FAILURE]);
    await chooseModeAndLevel(page, "Interactive Tutor");
    await problemBox(page).fill("A ball is dropped from 20 m. How long does it take to land?");
    await askVector(page);

    await expect(page.getByText("Interactive Tutor Error", { exact: true })).toBeVisible();
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();
    await expect(page.getByText("Step 1 of 5")).toHaveCount(0);
  });
});

const SOLVED_PROBLEM = "A car accelerates from rest at 3 m/s² for 8 s. How far does it go?";
const SOLVED_REPLY = "The car goes $d = \\tfrac{1}{2} a t^2 = 96\\,\\mathrm{m}$.";

/** A Problem Solver session as the screen stores it, with the engine's verdict on the reply. */
function storedSolverSession(id: string, extra: Record<string, unknown> = {}) {
  return {
    version: 1,
    id,
    mode: "solve",
    topic: "Physics",
    level: "high-school",
    problemText: SOLVED_PROBLEM,
    history: [
      { role: "user", content: SOLVED_PROBLEM },
      {
        role: "assistant",
        content: SOLVED_REPLY,
        verification: { status: "verified", note: "The engine finds 96 m." },
      },
    ],
    progress: { completed: false, currentStep: 0, totalSteps: 5, nextHint: "" },
    updatedAt: Date.now() - 86_400_000,
    ...extra,
  };
}

test.describe("saved sessions", () => {
  test("opening a saved session asks before replacing unsaved work and brings none of it along", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await page.evaluate(
      (session) => localStorage.setItem("vector-session-history", JSON.stringify([session])),
      storedSolverSession("saved-yesterday"),
    );
    await page.reload();

    await chooseModeAndLevel(page, "Work Analysis");
    await page.getByLabel(/Original Problem/).fill("A box slides 3 m in 2 s from rest. Find a.");
    await page.getByLabel(/Your Work\/Solution/).fill("a = 2d/t^2 = 1.5 m/s^2");
    const saved = page.getByRole("list", { name: "Saved sessions" }).getByRole("button");
    await saved.click();

    const question = page.getByRole("alertdialog", { name: "Replace your unsaved work?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Keep my work" }).click();
    await expect(page.getByLabel(/Your Work\/Solution/)).toHaveValue("a = 2d/t^2 = 1.5 m/s^2");

    await saved.click();
    await question.getByRole("button", { name: "Open without saving" }).click();
    await expect(modeCard(page, "Problem Solver")).toBeChecked();
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");
    await expect(page.getByText("Checked by the physics engine")).toBeVisible();

    // The work of the session on screen before does not follow into the opened one.
    await modeCard(page, "Work Analysis").click();
    await expect(page.getByLabel(/Your Work\/Solution/)).toHaveValue("");
  });

  test("a saved session opens at once when nothing on screen would be lost", async ({ page }) => {
    await openTutorAsTrialStudent(page, 0);
    await page.evaluate(
      (session) => localStorage.setItem("vector-session-history", JSON.stringify([session])),
      storedSolverSession("saved-yesterday"),
    );
    await page.reload();
    await page.getByRole("list", { name: "Saved sessions" }).getByRole("button").click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");
  });

  test("a reloaded Problem Solver reply keeps its verification mark; older records open, unknown ones are set aside", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    const setCurrent = (session: unknown) =>
      page.evaluate(
        (value) => localStorage.setItem("vector-current-session", JSON.stringify(value)),
        session,
      );

    await setCurrent(storedSolverSession("current"));
    await page.reload();
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");
    await expect(page.getByText("Checked by the physics engine")).toBeVisible();

    // Written before sessions carried a version.
    const { version: _, ...unversioned } = storedSolverSession("older");
    await setCurrent(unversioned);
    await page.reload();
    await expect(page.getByText("Checked by the physics engine")).toBeVisible();

    // A later version of the app wrote it: not read as if it were this one.
    await setCurrent(storedSolverSession("newer", { version: 99 }));
    await page.reload();
    await expect(page.getByText(EMPTY_STATE)).toBeVisible();
  });
});
