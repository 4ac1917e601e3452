/**
 * Every exported entry of the engine that reads a student's or a model's text answers each
 * pathological text at the API's largest size in linear time: the bound here is generous for a
 * busy test machine; `npm run bench:pathological` measures against the real goal (100 ms).
 */
import { describe, expect, it } from "vitest";
import { ENGINE_ENTRIES, pathologicalTexts } from "../../test/pathological-text";

const GENEROUS_BOUND_MS = 1500;
const TEXTS = pathologicalTexts();

describe("the engine's entries on pathological texts of 20,000 characters", () => {
  for (const [entry, call] of Object.entries(ENGINE_ENTRIES)) {
    it(`${entry} answers every text in linear time`, () => {
      const slow: string[] = [];
      for (const [shape, text] of Object.entries(TEXTS)) {
        const started = performance.now();
        try {
          call(text);
        } catch {
          // Refusing such a text by throwing is fine; only the time matters here.
        }
        const elapsed = performance.now() - started;
        if (elapsed > GENEROUS_BOUND_MS) slow.push(`${shape}: ${Math.round(elapsed)} ms`);
      }
      expect(slow).toEqual([]);
    }, 120_000);
  }
});
