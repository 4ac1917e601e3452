/**
 * The line-by-line check of a model's reply on the tutor screen, against a server whose tutor is
 * a fake model: a failed calculation highlighted in the reply with its correction beside it and
 * named on the badge, a reply the model corrected after the check, and a reply checked in part.
 */
import type { FakeOpenAiServer } from "../test/fake-openai-server";
import { modelReplyFixtures } from "../test/fixtures/model-replies/index";
import type { ServerProcess } from "../test/server-process";
import { startServerWithFakeModel } from "./fake-model-server";
import { expect, newEmail, test } from "./fixtures";
import { chooseModeAndLevel, problemBox, rememberCookieConsent, responsePanel } from "./tutor-helpers";

const planted = modelReplyFixtures().find(
  (fixture) => fixture.id === "mechanics-distance-from-rest/plain/arithmetic",
);
const CORRECTION = "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m";

test.describe("checked model replies on the tutor screen", () => {
  let fake: FakeOpenAiServer;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ fake, server } = await startServerWithFakeModel("verify"));
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test("a failed calculation is highlighted with its correction, and a corrected reply says what was corrected", async ({
    page,
  }) => {
    if (!planted) throw new Error("fixture missing");
    await rememberCookieConsent(page);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(newEmail("verify"));
    await page.getByLabel("Password").fill("a-good-password-1");
    await page.getByLabel("Name").fill("Vera Fied");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
    expect((await page.request.post(`${server.baseUrl}/api/subscription/free-trial`)).status()).toBe(201);
    await page.goto(`${server.baseUrl}/`);
    await chooseModeAndLevel(page, "Problem Solver");

    // The model repeats its slip when asked to correct it: the line stays, marked.
    fake.script({ kind: "text", text: planted.reply }, { kind: "text", text: planted.reply });
    await problemBox(page).fill(planted.problem);
    await page.getByRole("button", { name: "Get Help from Vector" }).click();
    const panel = responsePanel(page, "Complete Solution");
    const failedLine = panel.locator("[data-failed-line]");
    await expect(failedLine).toHaveCount(1);
    await expect(failedLine).toContainText("= 100 m");
    await expect(failedLine).toContainText(`Check failed: ${CORRECTION}.`);
    const badge = panel.getByTestId("verification-badge");
    await expect(badge).toContainText("The physics engine found a mistake in the 2 calculations it checked.");
    await expect(badge).toContainText(`${CORRECTION}.`);

    // This time the model corrects it: the corrected reply, no marked line, and a note of the correction.
    await page.getByRole("button", { name: "New Problem" }).click();
    fake.script({ kind: "text", text: planted.reply }, { kind: "text", text: planted.correctReply });
    await problemBox(page).fill(planted.problem);
    await page.getByRole("button", { name: "Get Help from Vector" }).click();
    await expect(panel.getByTestId("verification-badge")).toContainText(
      "Checked by the physics engine: 2 calculations checked, all correct",
    );
    await expect(panel).toContainText(`Corrected after the check: ${CORRECTION}.`);
    await expect(panel.locator("[data-failed-line]")).toHaveCount(0);
    await expect(panel).toContainText("= 80 m");

    // A reply checked in part: the badge says what was checked, in a neutral colour, never "Checked".
    await page.getByRole("button", { name: "New Problem" }).click();
    fake.script({
      kind: "text",
      text: "First the distance: d = 2.0 m/s × 3.0 s = 6.0 m.\n\nThen the output: P = \\Gamma(4.5) × 2.0 W = 23.3 W.\n\n**Final answer:** 23.3 W",
    });
    await problemBox(page).fill(
      "A cart rolls for a while and then powers a gadget. What is the gadget's output?",
    );
    await page.getByRole("button", { name: "Get Help from Vector" }).click();
    const partly = panel.getByTestId("verification-badge");
    await expect(partly).toHaveText("1 of 2 calculations checked; final answer not confirmed");
    await expect(partly).toHaveClass(/bg-slate-100/);
  });
});
