/**
 * Text from images: tesseract.js with its English data from npm (nothing is downloaded at run
 * time), in a small pool of workers sized to the machine and started on first use.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createScheduler, createWorker, OEM, type Scheduler } from "tesseract.js";
import { AppError } from "../http/errors";
import { writeMathInDollars } from "./math-in-text";

/** Images are scaled to at most this many pixels on their longer side before recognition. */
export const MAX_OCR_SIDE_PIXELS = 2400;
/**
 * Largest image read, in pixels (a 48-megapixel phone photo fits). A larger one is refused from
 * its header, before its pixels are decoded: a small file can hold a huge blank image.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const require = createRequire(import.meta.url);
const englishDataDir = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

let scheduler: Promise<Scheduler> | undefined;

/** Workers in the pool: one per core, at most two, so OCR never starves the server. */
export function ocrPoolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

async function startScheduler(): Promise<Scheduler> {
  const pool = createScheduler();
  const workers = await Promise.all(
    Array.from({ length: ocrPoolSize() }, () =>
      createWorker("eng", OEM.LSTM_ONLY, { langPath: englishDataDir, gzip: true, cacheMethod: "none" }),
    ),
  );
  for (const worker of workers) pool.addWorker(worker);
  return pool;
}

/** Prepares a photo for recognition: upright, at most MAX_OCR_SIDE_PIXELS, grey, contrast stretched. */
export async function prepareForOcr(image: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      413,
      "IMAGE_TOO_LARGE",
      `The image is ${width} × ${height} pixels; send one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  return sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({
      width: MAX_OCR_SIDE_PIXELS,
      height: MAX_OCR_SIDE_PIXELS,
      fit: "inside",
      withoutEnlargement: true,
    })
    .grayscale()
    .normalize()
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
}

/**
 * Recognises the text of an image with tesseract; math it recognises is written in $...$.
 * A student who has left (signal aborted) is not waited for: the image is not queued for a worker.
 */
export async function readImageTextWithOcr(image: Buffer, signal?: AbortSignal): Promise<string> {
  scheduler ??= startScheduler();
  const pool = await scheduler;
  const prepared = await prepareForOcr(image);
  signal?.throwIfAborted();
  const result = await pool.addJob("recognize", prepared);
  return writeMathInDollars(result.data.text);
}

/** Stops the OCR workers (on shutdown and after tests). */
export async function stopOcrWorkers() {
  if (!scheduler) return;
  const pool = await scheduler;
  scheduler = undefined;
  await pool.terminate();
}
