/**
 * Photos in formats Vector does not read: refused when chosen, naming the format and what to do,
 * or converted in the browser when it can open them, never shown as uploaded and refused later.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { renderTextImage } from "../test/render-text-image";
import { expect, test } from "./fixtures";
import { askVector, chooseModeAndLevel, openTutorAsTrialStudent, responsePanel } from "./tutor-helpers";

const CAR_PROBLEM = "A car accelerates from rest at 3 m/s² for 8 s. How far does it go?";

/** The toasts on screen. */
function notifications(page: Page) {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** A file in a fresh folder, as a student's download or camera roll holds it. */
function savedFile(name: string, bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "vector-photo-")), name);
  writeFileSync(file, bytes);
  return file;
}

/** Chooses a file with a button that opens the file chooser. */
async function chooseFile(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
}

/**
 * The start of an iPhone photo: the HEIF file-type box with the HEIC brand, then data this
 * browser, like desktop Chromium, cannot decode.
 */
function heicPhoto(): Buffer {
  const fileType = Buffer.from([
    0x00,
    0x00,
    0x00,
    0x18,
    ...Buffer.from("ftypheic"),
    0x00,
    0x00,
    0x00,
    0x00,
    ...Buffer.from("mif1heic"),
  ]);
  return Buffer.concat([fileType, Buffer.alloc(4096, 0x5a)]);
}

test("a HEIC photo is refused when it is chosen, naming its format, for the work and for the problem", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 0);
  await chooseModeAndLevel(page, "Work Analysis");
  await page.getByLabel("Original Problem (Required)").fill(CAR_PROBLEM);

  await chooseFile(page, "Upload Work Photo", savedFile("IMG_0412.HEIC", heicPhoto()));
  await expect(page.getByText("Image Upload Failed", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(/cannot open this HEIC image/)).toBeVisible();
  await expect(notifications(page).getByText(/Most Compatible/)).toBeVisible();
  await expect(page.getByText(/Photo attached/)).toHaveCount(0);
  await expect(page.getByText("Student Work Image Uploaded", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Get Help from Vector" })).toBeDisabled();

  await chooseFile(page, "Upload Photo", savedFile("IMG_0413.HEIC", heicPhoto()));
  await expect(page.getByText("Image Analysis Failed", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(/cannot open this HEIC image/)).toBeVisible();
  await expect(page.getByLabel("Original Problem (Required)")).toHaveValue(CAR_PROBLEM);
});

test("a GIF photo of the work is converted to PNG when it is chosen, then read and analysed", async ({
  page,
}) => {
  await openTutorAsTrialStudent(page, 1);
  await chooseModeAndLevel(page, "Work Analysis");
  await page.getByLabel("Original Problem (Required)").fill(CAR_PROBLEM);

  // v = a t = 24 m/s is right; halving 24 × 8 = 192 to 86 is the slip.
  const png = await renderTextImage("v = 3 x 8 = 24 m/s\nd = 24 x 8 / 2 = 86 m", { fontSize: 36 });
  const gif = await sharp(png).gif().toBuffer();
  expect(gif.subarray(0, 4).toString("latin1")).toBe("GIF8");
  await chooseFile(page, "Upload Work Photo", savedFile("my-work.gif", gif));

  await expect(page.getByText("Photo attached: my-work.png")).toBeVisible();
  await expect(notifications(page).getByText(/Your GIF photo was converted to PNG\./)).toBeVisible();
  const work = page.getByLabel("Your Work/Solution (Required)");
  await expect(work).toHaveValue(/d\s*=\s*24\s*x\s*8\s*\/\s*2\s*=\s*86\s*m/);
  // The student tidies the recognised first line before sending.
  await work.fill((await work.inputValue()).replace(/^.*$/m, "v = 3 x 8 = 24 m/s"));
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/tutor/analyze"));
  await askVector(page);
  // The photo goes with the work (a form with the file; typed work alone is sent as JSON), and
  // the server, which reads PNG, JPEG and WebP only, answers it.
  expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data/);
  const analysis = responsePanel(page, "Work Analysis");
  await expect(
    analysis.getByRole("heading", { name: "The first error" }).locator("xpath=following-sibling::*[1]"),
  ).toContainText("Line 2");
  await expect(page.getByText("Work Analysis Error", { exact: true })).toHaveCount(0);
});
