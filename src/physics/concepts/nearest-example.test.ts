import { describe, expect, it } from "vitest";
import { findConcept } from "./concept-search";
import { clearNearestExample, nearestExamplePages } from "./nearest-example";
import { coach } from "./test-helpers";

describe("students' example questions", () => {
  it("bring a question told through its everyday scene to the page those examples belong to", () => {
    for (const [question, page] of [
      [
        "the sidewalk has these lines cut into it every few metres, my dad says it's so it doesn't crack in summer",
        "heat-temperature.thermal-expansion",
      ],
      [
        "at the swimming pool my legs look short and stubby when i stand in the water",
        "geometric-optics.refraction",
      ],
    ]) {
      expect(clearNearestExample(question)?.pageId, question).toBe(page);
      expect(coach(question).conceptId, question).toBe(page);
    }
  });

  it("rank the page whose examples tell the same scene first", () => {
    const [closest] = nearestExamplePages(
      "the police car's siren sounds higher while it's coming at us and lower once it's gone past",
    );
    expect(closest?.pageId).toBe("oscillations-waves.sound-and-doppler");
  });

  it("never decide on one shared word", () => {
    expect(clearNearestExample("why do earthquakes happen")).toBeUndefined();
    expect(nearestExamplePages("thanks, bye")).toEqual([]);
  });

  it("leave a comparison of two pages' topics to the student", () => {
    expect(findConcept("is power the same thing as energy").status).toBe("not-sure");
  });
});

describe("questions outside physics still get 'no page'", () => {
  it.each([
    "why do earthquakes happen",
    "my aunt says earthquakes happen when the plates under the ocean slip, is that true",
    "my doctor said the flu vaccine changes every year, why do they need a new one",
    "how do vaccines teach your body to fight a virus",
    "why does lemon juice taste sour, is it because it's an acid",
    "what's the difference between an acid and a base",
    "why does baking soda fizz when you pour vinegar on it",
    "how do tornadoes form",
    "how do plants turn sunlight into food",
    "why is the ocean salty even though rivers are fresh",
    "how do volcanoes erupt and why is lava so hot",
  ])("%j starts no page", (question) => {
    const reply = coach(question);
    expect(reply.conceptId).toBeNull();
    expect(reply.reply).toMatch(/don.t have a page/);
  });
});
