/**
 * npm run bench:ocr: time per image (p50, p95) and character accuracy of text from photos, on
 * images rendered here (printed text at several sizes, noisy photo-like, rotated).
 */
import { readImageTextWithOcr, stopOcrWorkers } from "../src/server/images/read-image-text";
import { characterAccuracy, renderTextImage } from "../test/render-text-image";

const TEXTS = [
  "A car travels at 25 m/s for 12 seconds.\nHow far does it go?",
  "A 2.0 kg cart is pushed with a net force of 10 N.\nFind its acceleration.",
  "Light of wavelength 532 nm passes through two slits 0.25 mm apart.",
  "A 1200 W kettle heats 1.5 kg of water from 20 C to 100 C.",
];
const VARIANTS: { name: string; options: Parameters<typeof renderTextImage>[1] }[] = [
  { name: "printed 18 px", options: { fontSize: 18 } },
  { name: "printed 28 px", options: { fontSize: 28 } },
  { name: "printed 44 px", options: { fontSize: 44 } },
  { name: "noisy photo-like", options: { fontSize: 30, noise: true, format: "jpeg" } },
  { name: "rotated 3 degrees", options: { fontSize: 30, rotateDegrees: 3 } },
];

const times: number[] = [];
const accuracyByVariant = new Map<string, number[]>();
// One warm-up recognition starts the workers, so the figures are per image, not per start.
await readImageTextWithOcr(await renderTextImage("warm up", { fontSize: 30 }));
for (const variant of VARIANTS) {
  for (const text of TEXTS) {
    const image = await renderTextImage(text, variant.options);
    const started = performance.now();
    const read = await readImageTextWithOcr(image);
    times.push(performance.now() - started);
    const list = accuracyByVariant.get(variant.name) ?? [];
    list.push(characterAccuracy(text, read.replace(/\$/g, "")));
    accuracyByVariant.set(variant.name, list);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(
  `images: ${times.length}; time per image p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`,
);
for (const [name, values] of accuracyByVariant) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`character accuracy, ${name}: ${(mean * 100).toFixed(1)} %`);
}
await stopOcrWorkers();
