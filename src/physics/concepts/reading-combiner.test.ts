import { describe, expect, it } from "vitest";
import { combinedAnswer, findConcept, type SearchReading, searchReading } from "./concept-search";
import { type CombinedReading, candidatesOf, combinedScores } from "./reading-combiner";
import { COMBINER_WEIGHTS } from "./reading-combiner-weights";

function readingOf(question: string): SearchReading {
  const reading = searchReading(question);
  if (!reading) throw new Error(`the search refuses "${question}" outright`);
  return reading;
}

/** A combiner's verdict, as if it had given these pages these probabilities. */
function verdict(pages: [string, number, number][], knownWords = 8): CombinedReading {
  return {
    pages: pages.map(([pageId, probability, classifierProbability]) => ({
      pageId,
      probability,
      classifierProbability,
    })),
    knownWords,
  };
}

const opened = (result: ReturnType<typeof findConcept>) =>
  result.status === "found" ? result.best.concept.id : null;

describe("the combiner of the search's and the classifier's readings", () => {
  it("has a fitted weight for every fact it weighs, and no other", () => {
    const reading = readingOf("why does a spinning ice skater speed up when she pulls her arms in");
    const [candidate] = candidatesOf(reading);
    expect(Object.keys(COMBINER_WEIGHTS).sort()).toEqual(
      ["intercept", ...Object.keys(candidate.features)].sort(),
    );
  });

  it("weighs the pages either reading puts near the top, with probabilities between 0 and 1, most likely first", () => {
    const reading = readingOf("why does a spinning ice skater speed up when she pulls her arms in");
    const combined = combinedScores(reading);
    const ids = combined.pages.map((page) => page.pageId);
    expect(ids).toContain("rotational-motion.angular-momentum");
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.length).toBeLessThanOrEqual(10);
    for (const page of combined.pages) {
      expect(page.probability).toBeGreaterThan(0);
      expect(page.probability).toBeLessThan(1);
    }
    for (let i = 1; i < combined.pages.length; i++)
      expect(combined.pages[i].probability).toBeLessThanOrEqual(combined.pages[i - 1].probability);
    expect(combined.pages[0].pageId).toBe("rotational-motion.angular-momentum");
  });

  it("opens the page of the situation when the search found the page of a salient word", () => {
    // "blue lights" sends the search to the blue sky; the situation is the colour of a lit object.
    const question = "why does my red sweater look black under the blue lights at the party";
    const reading = readingOf(question);
    expect(opened(reading.searched)).toBe("wave-optics.scattering-sky-colour");
    expect(opened(findConcept(question))).toBe("wave-optics.colour-of-objects");
  });

  it("replaces a page the search found only when it is at least even odds on another", () => {
    const reading = readingOf("why does my red sweater look black under the blue lights at the party");
    const other = "wave-optics.colour-of-objects";
    expect(opened(combinedAnswer(reading, verdict([[other, 0.49, 0.6]])))).toBe(
      "wave-optics.scattering-sky-colour",
    );
    expect(opened(combinedAnswer(reading, verdict([[other, 0.51, 0.6]])))).toBe(other);
  });

  it("never turns a page the search found into a refusal, however much it doubts it", () => {
    const reading = readingOf("what causes the tides");
    expect(opened(reading.searched)).toBe("dynamics.gravity-and-orbits");
    const doubtful = verdict([["dynamics.gravity-and-orbits", 0.05, 0.01]]);
    expect(opened(combinedAnswer(reading, doubtful))).toBe("dynamics.gravity-and-orbits");
  });

  it("keeps a page the question names outright and that explains most of it", () => {
    const reading = readingOf("what is the doppler effect");
    expect(reading.namedAndExplained).toBe(true);
    const searched = opened(reading.searched);
    const other = verdict([["oscillations-waves.resonance", 0.99, 0.9]]);
    expect(opened(combinedAnswer(reading, other))).toBe(searched);
  });

  describe("where the search is not sure", () => {
    const question =
      "the old mercury thermometer at my nans house has a really thin tube, why does the silver line climb up it on a hot day";
    const page = "heat-temperature.thermal-expansion";

    it("opens the page it is sure of when the classifier alone prefers it too", () => {
      const reading = readingOf(question);
      expect(reading.searched.status).toBe("not-sure");
      expect(opened(combinedAnswer(reading, verdict([[page, 0.7, 0.4]])))).toBe(page);
    });

    it("opens nothing below its bar, or when the classifier alone does not clearly prefer that page", () => {
      const reading = readingOf(question);
      expect(opened(combinedAnswer(reading, verdict([[page, 0.45, 0.4]])))).toBeNull();
      expect(opened(combinedAnswer(reading, verdict([[page, 0.9, 0.2]])))).toBeNull();
      const close = verdict([
        [page, 0.9, 0.35],
        ["heat-temperature.heat-versus-temperature", 0.05, 0.25],
      ]);
      expect(opened(combinedAnswer(reading, close))).toBeNull();
    });

    it("opens nothing when the question gives the classifier too few words to go on", () => {
      const reading = readingOf(question);
      expect(opened(combinedAnswer(reading, verdict([[page, 0.9, 0.6]], 3)))).toBeNull();
    });

    it("opens a page found only by an everyday scene only when the classifier knows more of the question", () => {
      // The feathers are a scene of thin films, said in passing: the question is about the birds' calls.
      const reading = readingOf("we saw the peacock feathers at the zoo, why do peacocks scream at night");
      const scene = reading.wide[0];
      expect(scene.sceneOnly).toBe(true);
      expect(opened(combinedAnswer(reading, verdict([[scene.concept.id, 0.9, 0.6]], 5)))).toBeNull();
      // Had the classifier known six of its words, its reading would have been heard.
      expect(opened(combinedAnswer(reading, verdict([[scene.concept.id, 0.9, 0.6]], 6)))).toBe(
        scene.concept.id,
      );
    });
  });
});
