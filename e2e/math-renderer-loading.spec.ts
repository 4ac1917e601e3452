/**
 * The math renderer is not part of the tutor screen's first download; it loads while the tutor
 * thinks about the first question, so the reply streams in typeset.
 */
import { expect, test } from "./fixtures";
import {
  askVector,
  chooseModeAndLevel,
  openTutorAsTrialStudent,
  problemBox,
  replyFinished,
  responsePanel,
} from "./tutor-helpers";

test("the math renderer is loading while the tutor thinks, so the first reply streams in typeset", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  const rendererRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/math-markdown-[^/]*\.js$/.test(request.url())) rendererRequests.push(request.url());
  });
  // Held until the test has seen what the screen loads while Vector thinks.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/tutor/concept", async (route) => {
    await held;
    await route.continue();
  });

  await chooseModeAndLevel(page, "Concept Coach");
  await problemBox(page).fill("Why does $F = ma$ mean a heavier cart needs a larger force?");
  expect(rendererRequests, "nothing on the screen shows math yet").toEqual([]);
  await askVector(page);
  await expect(page.getByText("Vector is thinking...")).toBeVisible();
  await expect
    .poll(() => rendererRequests.length, { message: "the renderer loads before the reply" })
    .toBe(1);
  release();

  await replyFinished(page);
  const exploration = responsePanel(page, "Concept Exploration");
  // Rendered by the renderer, not shown as the plain text that stands in while it loads.
  await expect(exploration.locator(".tutor-prose").first()).toBeVisible();
});
