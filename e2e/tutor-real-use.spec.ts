/**
 * The tutor screen as a student really uses it: slow and failing replies, changes of mind part-way,
 * saved sessions reopened days later. The tutor's answers come from routes in the browser, so a
 * test decides when a reply arrives and whether it fails.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pdfText } from "./pdf-text";
import {
  askVector,
  chooseModeAndLevel,
  modeCard,
  openTutorAsTrialStudent,
  problemBox,
  storeForStudent,
  studentKey,
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

/** The moderate, serious and critical axe violations on the settled page. */
async function notableViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact !== "minor")
    .map((violation) => ({
      rule: violation.id,
      elements: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

async function currentSession(page: Page) {
  const key = await studentKey(page, "vector-current-session");
  return page.evaluate((stored) => JSON.parse(localStorage.getItem(stored) ?? "null"), key);
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

    // Saved within a moment (saves are spaced a few per second).
    await expect.poll(() => currentSession(page)).toMatchObject({ mode: "solve", history: [] });
    await page.waitForTimeout(500);
    expect(await currentSession(page)).toMatchObject({ mode: "solve", history: [] });
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
    await storeForStudent(page, "vector-session-history", [storedSolverSession("saved-yesterday")]);
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
    await storeForStudent(page, "vector-session-history", [storedSolverSession("saved-yesterday")]);
    await page.reload();
    await page.getByRole("list", { name: "Saved sessions" }).getByRole("button").click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");
  });

  test("a reloaded Problem Solver reply keeps its verification mark; older records open, unknown ones are set aside", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    const setCurrent = (session: unknown) => storeForStudent(page, "vector-current-session", session);

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

test.describe("keyboards, screen readers and labels", () => {
  test("focus moves to a reply only after the student sent something, and a follow-up keeps the reply box", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await storeForStudent(page, "vector-current-session", storedSolverSession("current"));
    await page.reload();
    const solution = page.getByRole("heading", { name: "Complete Solution" });
    await expect(solution).toBeVisible();
    await page.waitForTimeout(300);
    await expect(solution).not.toBeFocused();

    await answerTutorCalls(page, "concept", [reply(FIRST_REPLY), reply("Right: every kilogram gets 9.8 N.")]);
    await modeCard(page, "Concept Coach").click();
    await problemBox(page).fill(QUESTION);
    await askVector(page);
    await expect(page.getByRole("heading", { name: "Concept Exploration" })).toBeFocused();

    const box = page.getByLabel("Your reply");
    await box.fill("Each kilogram is pulled equally?");
    await box.press("Enter");
    await expect(page.getByText("Right: every kilogram gets 9.8 N.")).toBeVisible();
    await expect(box).toBeFocused();
  });

  test("a finished reply is announced once, and the streamed text is not read out token by token", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    const words = FIRST_REPLY.split(" ");
    await page.route("**/api/tutor/concept", (route) =>
      fulfilStream(route, [
        ...words.map((word, index) => ({ event: "delta", data: { text: index ? ` ${word}` : word } })),
        { event: "final", data: { reply: FIRST_REPLY, sessionId: "conversation-1" } },
      ]),
    );
    await startConceptConversation(page);

    const announced = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-live], [role=status], [role=log], [role=alert]")]
        .filter((region) => region.getAttribute("aria-live") !== "off")
        .map((region) => region.textContent ?? ""),
    );
    expect(announced.filter((text) => text.includes("Think about what gravity"))).toEqual([]);
    expect(announced.filter((text) => text.includes("Vector has replied."))).toHaveLength(1);
  });

  test("the course-level warning is the level field's description, not an alert on load", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await expect(
      page.getByText("Please select a course level before asking for help from Vector"),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Course level")).toHaveAccessibleDescription(
      "Please select a course level before asking for help from Vector",
    );
  });

  test("a feature switch's tooltip opens from the keyboard, and its name is its label alone", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    // Concept Coach: there the switch is the student's (Problem Solver shows it fixed on).
    await modeCard(page, "Concept Coach").click();
    const about = page.getByRole("button", { name: "About Show common mistakes and misconceptions" });
    await page.getByRole("switch", { name: "Show common mistakes and misconceptions", exact: true }).focus();
    // The button sits between the label and its switch.
    await page.keyboard.press("Shift+Tab");
    await expect(about).toBeFocused();
    await expect(page.getByRole("tooltip")).toContainText("Misconception diagnosis:");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("axe finds no moderate, serious or critical violation on the tutor screen with a conversation and the replace question", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await storeForStudent(page, "vector-session-history", [storedSolverSession("saved-yesterday")]);
    await page.reload();
    await answerTutorCalls(page, "concept", [reply(FIRST_REPLY)]);
    await startConceptConversation(page);
    expect(await notableViolations(page), "a conversation on screen").toEqual([]);

    await page.getByRole("list", { name: "Saved sessions" }).getByRole("button").click();
    await expect(page.getByRole("alertdialog", { name: "Replace your unsaved work?" })).toBeVisible();
    expect(await notableViolations(page), "the replace question").toEqual([]);
  });
});

test("a finished reply keeps what was drawn while it streamed in, instead of drawing it all again", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 0);
  await answerTutorCalls(page, "concept", [reply(FIRST_REPLY)]);
  await startConceptConversation(page);
  // The follow-up's reply streams from a stand-in for the server's stream that the test releases.
  await page.evaluate(() => {
    const original = window.fetch;
    const encoder = new TextEncoder();
    const event = (name: string, data: unknown) =>
      encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    window.fetch = async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes("/api/tutor/concept")) return original(input, init);
      const body = new ReadableStream({
        async start(controller) {
          controller.enqueue(event("delta", { text: "Friction takes energy away.\n\nSo the ball" }));
          await new Promise((resolve) => {
            (window as unknown as { finishReply: () => void }).finishReply = () => resolve(undefined);
          });
          controller.enqueue(event("delta", { text: " rolls less far." }));
          const text = "Friction takes energy away.\n\nSo the ball rolls less far.";
          controller.enqueue(event("final", { reply: text, sessionId: "conversation-1" }));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    };
  });
  const box = page.getByLabel("Your reply");
  await box.fill("And on a rough floor?");
  await box.press("Enter");
  const drawnWhileStreaming = page.getByText("Friction takes energy away.");
  await expect(drawnWhileStreaming).toBeVisible();
  const paragraph = await drawnWhileStreaming.elementHandle();
  await page.evaluate(() => (window as unknown as { finishReply: () => void }).finishReply());
  await expect(page.getByText("So the ball rolls less far.")).toBeVisible();
  await expect(box).toBeEnabled();
  expect(await paragraph?.evaluate((element) => element.isConnected)).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("with the cookie banner unanswered, the sign-in page scrolls its fields and buttons clear of it", async ({
    page,
  }) => {
    await page.goto("/login");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await expect(name).toHaveAccessibleDescription("Only needed to create an account");

    for (const target of [
      name,
      page.getByRole("button", { name: "Sign in", exact: true }),
      page.getByRole("button", { name: "Create account" }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      // Scrolled as far as it goes, the target sits above the banner and takes the tap itself.
      await page.mouse.wheel(0, 2000);
      await expect(async () => {
        const targetBox = await target.boundingBox();
        const bannerBox = await banner.boundingBox();
        expect(targetBox && bannerBox && targetBox.y + targetBox.height <= bannerBox.y).toBe(true);
      }).toPass({ timeout: 5000 });
      await target.click({ trial: true, timeout: 3000 });
    }

    await page.getByLabel("Email").fill(`phone-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("a-good-password-1");
    await name.tap();
    await name.fill("Pat Phone");
    await page.getByRole("button", { name: "Create account" }).tap();
    await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
    await expect(banner).toBeVisible();
  });

  test("a feature switch's tooltip opens with a tap", async ({ page }) => {
    await openTutorAsTrialStudent(page, 0);
    await page.getByRole("button", { name: "Research-Based Learning Features" }).tap();
    await page.getByRole("button", { name: "About Detailed error analysis" }).tap();
    await expect(page.getByRole("tooltip")).toContainText("each mistake, why it is wrong");
  });
});

/** A small PNG, as a photo of a problem would be sent. */
const PHOTO = {
  name: "problem.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};
const READ_TEXT = "A ball is thrown straight up at 12 m/s. How high does it go?";

test.describe("photos", () => {
  test("reading a photo shows its progress with Cancel, and text typed meanwhile is kept with the read text offered", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    let release: () => void = () => {};
    await page.route("**/api/analyze-image", async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route
        .fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ success: true, extractedText: READ_TEXT }),
        })
        .catch(() => {});
    });
    await chooseModeAndLevel(page, "Problem Solver");
    const box = problemBox(page);

    await page.getByLabel("Problem photo").setInputFiles(PHOTO);
    const progress = page.getByRole("status").filter({ hasText: "Reading your photo..." });
    await expect(progress).toBeVisible();
    await progress.getByRole("button", { name: "Cancel" }).click();
    await expect(progress).toHaveCount(0);
    release();
    await expect(page.getByText("Image Analysis Failed")).toHaveCount(0);
    await expect(box).toHaveValue("");

    await page.getByLabel("Problem photo").setInputFiles(PHOTO);
    await expect(progress).toBeVisible();
    await box.fill("My own words: ");
    release();
    await expect(progress).toHaveCount(0);
    await expect(box).toHaveValue("My own words: ");
    await page.getByRole("button", { name: "Insert the text" }).click();
    await expect(box).toHaveValue(`My own words: ${READ_TEXT}`);
  });

  test("a paste that carries text and a picture pastes the text where the cursor is and uploads nothing", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openTutorAsTrialStudent(page, 0);
    let uploads = 0;
    await page.route("**/api/analyze-image", (route) => {
      uploads += 1;
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, extractedText: READ_TEXT }),
      });
    });
    await chooseModeAndLevel(page, "Problem Solver");
    const box = problemBox(page);
    await box.fill("Given: ");
    await box.focus();
    // As an office app copies a table cell: its text and a picture of it.
    await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 4;
      canvas.height = 4;
      const picture = await new Promise<Blob>((resolve) =>
        canvas.toBlob((blob) => resolve(blob as Blob), "image/png"),
      );
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/plain": new Blob(["v0 = 12 m/s"], { type: "text/plain" }),
          "image/png": picture,
        }),
      ]);
    });
    await page.keyboard.press("Control+V");
    await expect(box).toHaveValue("Given: v0 = 12 m/s");
    await page.waitForTimeout(300);
    expect(uploads).toBe(0);
  });

  test("a Work Analysis error gives the server's message", async ({ page }) => {
    await openTutorAsTrialStudent(page, 0);
    await answerTutorCalls(page, "analyze", [
      [{ event: "error", data: { message: "images must be at most 10 MB", status: 413 } }],
    ]);
    await chooseModeAndLevel(page, "Work Analysis");
    await page.getByLabel(/Original Problem/).fill("A box slides 3 m in 2 s from rest. Find a.");
    await page.getByLabel(/Your Work\/Solution/).fill("a = 2d/t^2 = 1.5 m/s^2");
    await askVector(page);
    await expect(page.getByText("Work Analysis Error", { exact: true })).toBeVisible();
    await expect(page.getByText("images must be at most 10 MB", { exact: true })).toBeVisible();
  });
});

test.describe("when something goes wrong", () => {
  test("a part of the screen that fails shows a way back and keeps the student's text", async ({
    page,
    consoleErrors,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    // The textbook list comes back in a shape the panel cannot show.
    await page.route("**/api/openstax/books", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ books: "none" }),
      }),
    );
    await page.reload();
    await chooseModeAndLevel(page, "Problem Solver");
    await problemBox(page).fill(SOLVED_PROBLEM);

    const failed = page.getByRole("alert").filter({ hasText: "Problem Management could not be shown." });
    await expect(failed).toBeVisible();
    await expect(problemBox(page)).toHaveValue(SOLVED_PROBLEM);
    await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeEnabled();

    await expect(failed.getByRole("button", { name: "Try again" })).toBeVisible();

    // The rest of the screen carries on.
    await answerTutorCalls(page, "solve", [reply(SOLVED_REPLY)]);
    await askVector(page);
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");

    // Once the textbooks come back as they should, the part is there again with the work kept.
    await page.unroute("**/api/openstax/books");
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Textbook" })).toBeVisible();
    await expect(problemBox(page)).toHaveValue(SOLVED_PROBLEM);
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");
    // React reports the error it caught; that report is expected here.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !/books|find/i.test(error)),
    );
  });

  test("with storage full the tutor still answers and says once that work is not being saved", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.reload();
    await answerTutorCalls(page, "concept", [reply(FIRST_REPLY)]);
    await startConceptConversation(page);
    await expect(
      page.getByText("Your work is not being saved in this browser", { exact: true }),
    ).toBeVisible();
  });

  test("with storage blocked the tutor screen still opens and answers", async ({ page }) => {
    await openTutorAsTrialStudent(page, 0);
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Physics Tutor" })).toBeVisible();
    await answerTutorCalls(page, "concept", [reply(FIRST_REPLY)]);
    await startConceptConversation(page);
  });

  test("Export PDF is busy while the exporter loads and says so when it cannot load", async ({
    page,
    consoleErrors,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    await storeForStudent(page, "vector-current-session", storedSolverSession("current"));
    let release: () => void = () => {};
    await page.route(/export-session-[^/]*\.js$/, async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.abort("failed");
    });
    await page.reload();

    await page.getByRole("button", { name: "Export PDF" }).click();
    const busy = page.getByRole("button", { name: "Exporting..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(
      page.getByText("The exporter could not be loaded. Check your connection and try again.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Export PDF" })).toBeEnabled();
    // The browser reports the failed download of the exporter's script; that is the test's doing.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter(
        (error) => !/export-session|dynamically imported module|ERR_FAILED/i.test(error),
      ),
    );
  });
});

test.describe("the spec's last rows", () => {
  test("asking again about the same problem continues the conversation's session; a new problem starts another", async ({
    page,
  }) => {
    await openTutorAsTrialStudent(page, 0);
    const calls = await answerTutorCalls(page, "solve", [
      reply(SOLVED_REPLY),
      reply(SOLVED_REPLY),
      reply(SOLVED_REPLY),
    ]);
    await chooseModeAndLevel(page, "Problem Solver");
    await problemBox(page).fill(SOLVED_PROBLEM);
    await askVector(page);
    await expect(page.getByRole("region", { name: "Complete Solution" })).toContainText("The car goes");
    await askVector(page);
    await expect.poll(() => calls.requests.length).toBe(2);
    await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeEnabled();
    await problemBox(page).fill("A train brakes from 30 m/s to rest in 60 s. How far does it go?");
    await askVector(page);
    await expect.poll(() => calls.requests.length).toBe(3);

    const sessionIds = calls.requests.map((body) => (body as { sessionId?: string }).sessionId);
    expect(sessionIds).toEqual([undefined, "conversation-1", undefined]);
  });

  test("an exported session carries its export date beside version 1.0", async ({ page, consoleErrors }) => {
    await openTutorAsTrialStudent(page, 0);
    await storeForStudent(page, "vector-current-session", storedSolverSession("current"));
    // Without its font the PDF cannot be made, and the export arrives as text, which is easy to read.
    await page.route("**/*.ttf", (route) => route.fulfill({ status: 200, body: "not a font" }));
    await page.reload();
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export PDF" }).click();
    const download = await downloadPromise;
    const text = readFileSync(await download.path(), "utf8");
    expect(text).toMatch(/^Export date: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/m);
    expect(text).toMatch(/^Export version: 1\.0$/m);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((message) => !message.startsWith("jsPDF PubSub Error")),
    );
  });
});

test("the PDF draws a reply's headings, bold words, bullets and display math, with its verification mark", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 0);
  const reply = [
    "## Solution",
    "",
    "The **net force** along the ramp is $F = m g \\sin\\theta$.",
    "",
    "- Draw the forces",
    "- Resolve them along the ramp",
    "",
    "$$a = g\\sin\\theta$$",
  ].join("\n");
  const session = storedSolverSession("current");
  session.history[1] = { ...session.history[1], content: reply } as (typeof session.history)[1];
  await storeForStudent(page, "vector-current-session", session);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Solution", exact: true })).toBeVisible();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const download = await downloadPromise;
  const pdf = readFileSync(await download.path(), "latin1");
  const lines = pdfText(pdf).split("\n");

  expect(lines).toContain("Solution");
  expect(lines).toContain("net force");
  expect(pdf).toContain("2 Tr");
  expect(lines.filter((line) => line.includes("**") || /^- /.test(line) || line.startsWith("#"))).toEqual([]);
  expect(lines).toContain("•");
  expect(lines).toContain("Draw the forces");
  expect(lines).toContain("a = g sin θ");
  expect(lines).toContain("✓ Checked by the physics engine");
});
