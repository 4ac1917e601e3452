import { describe, expect, it } from "vitest";
import { findConcept, rank, stemTerm } from "./concept-search";
import { ALL_CONCEPTS, EVERYDAY_CUES } from "./library";
import { coach } from "./test-helpers";

describe("everyday cues", () => {
  it("belong to pages that exist", () => {
    const ids = new Set(ALL_CONCEPTS.map((concept) => concept.id));
    for (const id of Object.keys(EVERYDAY_CUES)) expect(ids.has(id), id).toBe(true);
  });

  it("give every page of the library some everyday words", () => {
    for (const concept of ALL_CONCEPTS) expect(EVERYDAY_CUES[concept.id], concept.id).toBeTruthy();
  });

  it.each([
    ["why does a dog pant on a hot day to cool down", "phase-changes.evaporative-cooling"],
    [
      "why is a wooden bench warmer to sit on than a metal one in winter",
      "heat-transfer.thermal-conductivity",
    ],
    ["why do bumper cars bounce off each other", "momentum.collisions"],
    ["why does a squirrel on a wire not get a shock", "electric-potential.birds-on-wires"],
    ["how does an induction hob heat a pan", "electromagnetic-induction.faradays-law"],
  ])("lead a question told in everyday words to its page: %j", (question, id) => {
    const result = findConcept(question);
    expect(result.status).toBe("found");
    if (result.status === "found") expect(result.best.concept.id).toBe(id);
  });

  it("leave the choice to the student when an everyday word fits two pages equally", () => {
    const result = findConcept("what about the glow");
    expect(result.status).toBe("not-sure");
    if (result.status !== "not-sure") return;
    const offered = result.candidates.map((match) => match.concept.id);
    expect(offered).toContain("heat-transfer.thermal-radiation");
    expect(offered).toContain("atomic-physics.energy-levels");
  });
});

describe("word forms with a doubled consonant", () => {
  it("meet their plain word", () => {
    expect(stemTerm("stopping")).toBe(stemTerm("stop"));
    expect(stemTerm("spinning")).toBe(stemTerm("spin"));
    expect(stemTerm("hotter")).toBe(stemTerm("hot"));
    expect(stemTerm("dropped")).toBe(stemTerm("drop"));
  });

  it("leave short words and double l or s alone", () => {
    expect(stemTerm("falling")).toBe(stemTerm("fall"));
    expect(stemTerm("eggs")).toBe(stemTerm("egg"));
    expect(stemTerm("masses")).toBe(stemTerm("mass"));
  });
});

describe("a question about the world that the library has no page for", () => {
  it("is told plainly that there is no page, with the closest pages offered", () => {
    const reply = coach("why do volcanoes erupt");
    expect(reply.conceptId).toBeNull();
    expect(reply.reply).toMatch(/don't have a page/);
    expect(reply.reply.match(/^\d\. \*\*/gm)).toHaveLength(3);
  });

  it("says so plainly when no page comes close, and offers places to start", () => {
    const reply = coach("why do volcanoes erupt");
    expect(reply.reply).toMatch(/None of my pages comes close/);
    expect(reply.reply.match(/^\d\. \*\*/gm)).toHaveLength(3);
  });

  it("is not confused with small talk, which is told it is not a physics question", () => {
    expect(coach("what's for dinner tonight").reply).toMatch(/doesn't look like a physics question/);
  });
});

describe("pages that fit a question equally well", () => {
  it("come in the order of how closely the question names their titles, then the narrower page first", () => {
    const questions = [
      "what is antimatter made of",
      "explain eddy currents",
      "what are gamma rays",
      "how do electrons jump between energy levels",
      "why does a compass point north",
    ];
    for (const question of questions) {
      const ranked = rank(question, 10);
      for (let index = 1; index < ranked.length; index++) {
        const [before, after] = [ranked[index - 1], ranked[index]];
        if (Math.round(100 * before.score) !== Math.round(100 * after.score)) continue;
        expect(before.titleShare).toBeGreaterThanOrEqual(after.titleShare);
      }
    }
  });
});

describe("words a page uses only in its explanations", () => {
  it("help a page the question names once to be trusted", () => {
    const result = findConcept("why does a pendulum clock keep good time");
    expect(result.status).toBe("found");
    if (result.status === "found") expect(result.best.concept.subtopic).toBe("oscillations-waves");
  });
});

describe("two broad ideas set side by side", () => {
  it("reach the page whose title names both", () => {
    const result = findConcept("what is the difference between work and energy");
    expect(result.status).toBe("found");
    if (result.status === "found") expect(result.best.concept.id).toBe("work-energy.work-and-kinetic-energy");
  });

  it("leave the choice to the student when two pages of different subtopics name both", () => {
    const result = findConcept("is power the same thing as energy");
    expect(result.status).toBe("not-sure");
    if (result.status !== "not-sure") return;
    const offered = result.candidates.map((match) => match.concept.id);
    expect(offered).toEqual(expect.arrayContaining(["work-energy.power", "electric-current.electric-power"]));
  });
});

describe("the library's broad words", () => {
  it("never start a page on their own, however the question frames them", () => {
    for (const question of ["why is metal so cold", "what is the difference between hot and cold water"])
      expect(findConcept(question).status, question).toBe("not-sure");
  });
});

describe("pages for common questions no other page answered", () => {
  it.each([
    ["how can a ship made of metal stay on top of the water", "dynamics.buoyancy"],
    ["why does an iceberg float with most of it under the sea", "dynamics.buoyancy"],
    ["why do leaves look green", "wave-optics.colour-of-objects"],
    ["why does a red jumper look black under green light", "wave-optics.colour-of-objects"],
    ["why does a sharp knife cut better than a blunt one", "dynamics.pressure"],
    ["why do snowshoes stop you sinking", "dynamics.pressure"],
  ])("%j reaches %s", (question, id) => {
    const result = findConcept(question);
    expect(result.status).toBe("found");
    if (result.status === "found") expect(result.best.concept.id).toBe(id);
  });

  it("leave the pressure of a gas to the gas pages", () => {
    const result = findConcept("what happens to gas pressure when you squeeze it");
    expect(result.status).toBe("found");
    if (result.status === "found") expect(result.best.concept.subtopic).toBe("gas-laws");
  });

  it("leave floating astronauts to the page on orbits", () => {
    const result = findConcept("why do astronauts float around in orbit");
    expect(result.status).toBe("found");
    if (result.status === "found") expect(result.best.concept.id).toBe("dynamics.gravity-and-orbits");
  });
});

describe("the pages offered when the search is not sure", () => {
  it("put first the page that accounts for most of the question, not the one sharing one title word", () => {
    const result = findConcept("how come my scales show a different number in a lift that's speeding up");
    // With the scene of a lift's scales known, the page is found outright; offered, it must come first.
    const offered =
      result.status === "found"
        ? [result.best.concept.id]
        : result.candidates.map((match) => match.concept.id);
    expect(offered[0]).toBe("dynamics.mass-and-weight");
    expect(offered).not.toContain("heat-temperature.absolute-zero");
  });
});
