/**
 * Renders printed text into images for OCR tests: plain, noisy like a phone photo, or rotated.
 */
import sharp from "sharp";

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A PNG of black text on white at a font size, optionally noisy, blurred or rotated. */
export async function renderTextImage(
  text: string,
  options: {
    fontSize?: number;
    noise?: boolean;
    rotateDegrees?: number;
    format?: "png" | "jpeg" | "webp";
  } = {},
): Promise<Buffer> {
  const fontSize = options.fontSize ?? 28;
  const textImage = await sharp({
    text: {
      text: `<span font="DejaVu Sans ${fontSize}" foreground="#111111">${escapeMarkup(text)}</span>`,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  const { width = 100, height = 100 } = await sharp(textImage).metadata();
  const margin = Math.round(fontSize * 1.5);
  let image = sharp({
    create: { width: width + 2 * margin, height: height + 2 * margin, channels: 3, background: "#ffffff" },
  }).composite([{ input: textImage, left: margin, top: margin }]);
  let buffer = await image.png().toBuffer();
  if (options.noise) {
    const { data, info } = await sharp(buffer).raw().toBuffer({ resolveWithObject: true });
    // Deterministic speckle and an uneven, greyish background, as a phone photo of paper has.
    let state = 12345;
    for (let i = 0; i < data.length; i++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const pixel = Math.floor(i / info.channels);
      const shade = 20 + Math.round((25 * (pixel % info.width)) / info.width);
      data[i] = Math.max(0, Math.min(255, data[i] - shade + ((state >> 16) % 41) - 20));
    }
    buffer = await sharp(data, { raw: info }).blur(0.6).png().toBuffer();
  }
  image = sharp(buffer);
  if (options.rotateDegrees) image = image.rotate(options.rotateDegrees, { background: "#ffffff" });
  const format = options.format ?? "png";
  return format === "jpeg"
    ? image.jpeg({ quality: 85 }).toBuffer()
    : format === "webp"
      ? image.webp().toBuffer()
      : image.png().toBuffer();
}

/** Share of characters recognised correctly: 1 − edit distance / length of the expected text. */
export function characterAccuracy(expected: string, actual: string): number {
  const a = expected.replace(/\s+/g, " ").trim();
  const b = actual.replace(/\s+/g, " ").trim();
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(
        previous[j] + 1,
        previous[j - 1] + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return Math.max(0, 1 - previous[b.length] / a.length);
}
