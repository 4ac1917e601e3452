import { describe, expect, it } from "vitest";
import { contentTerms, findConcept, namesTopicWithoutPage } from "./concept-search";
import { ALL_CONCEPTS, EVERYDAY_PHENOMENA } from "./library";
import { coach, pageFor } from "./test-helpers";

describe("everyday phenomena of each page", () => {
  it("lists several everyday phenomena for every page of the library, and only for pages that exist", () => {
    const ids = new Set(ALL_CONCEPTS.map((concept) => concept.id));
    for (const concept of ALL_CONCEPTS) {
      const phenomena = (EVERYDAY_PHENOMENA[concept.id] ?? "").split(",").filter((p) => p.trim() !== "");
      expect(phenomena.length, concept.id).toBeGreaterThanOrEqual(4);
    }
    for (const id of Object.keys(EVERYDAY_PHENOMENA)) expect(ids.has(id), id).toBe(true);
  });

  it("puts each everyday phenomenon on one page only, so that it never makes two pages tie", () => {
    const owner = new Map<string, string>();
    for (const [id, list] of Object.entries(EVERYDAY_PHENOMENA))
      for (const phenomenon of list.split(",")) {
        const key = [...new Set(contentTerms(phenomenon))].sort().join(" ");
        if (key === "") continue;
        const first = owner.get(key);
        if (first !== undefined && first !== id)
          expect.fail(`"${phenomenon.trim()}" is on ${first} and ${id}`);
        owner.set(key, id);
      }
  });

  it.each([
    ["why does a life jacket keep you from going under", "dynamics.buoyancy"],
    ["how does my phone charge on a wireless charging pad", "electromagnetic-induction.faradays-law"],
    ["why does a spinning top stay upright", "rotational-motion.angular-momentum"],
    ["why does a camel have big flat feet for walking on sand", "dynamics.pressure"],
    ["why do climbers drink tea that is not very hot on everest", "phase-changes.boiling-and-pressure"],
    ["why does a dog pant on a hot day", "phase-changes.evaporative-cooling"],
    ["why are the cooling towers of a power station so big", "laws-of-thermodynamics.heat-engines"],
    ["why does a phone screen crack when it is dropped on tiles", "momentum.impulse"],
    ["why do your feet sink when walking on sand", "dynamics.pressure"],
    ["how do hearing aids help people", "oscillations-waves.sound-and-doppler"],
    ["why does the metal slide at the park burn you in summer", "heat-transfer.thermal-conductivity"],
    ["why are diamonds so sparkly", "geometric-optics.total-internal-reflection"],
  ])("reads an everyday scene as its topic: %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("names made of words that mean something else", () => {
  it("reads 'black hole' as the page on black holes, not as holes in a semiconductor", () => {
    expect(pageFor("what happens if you fall into a black hole")).toBe("relativity.black-holes");
  });

  it("keeps 'holes' in a semiconductor on the page about doping", () => {
    expect(pageFor("how do holes carry current in a p-type semiconductor")).toBe(
      "solid-state-physics.doping-and-diodes",
    );
  });

  it("reads 'moment of inertia' as rotation, not momentum", () => {
    expect(pageFor("what does the moment of inertia of a wheel depend on")).toBe(
      "rotational-motion.moment-of-inertia",
    );
  });

  it("answers a question about something with no page by saying so, not with a page on its parts", () => {
    for (const question of [
      "can you explain string theory to me",
      "what is dark matter",
      "when did the big bang happen",
    ]) {
      expect(namesTopicWithoutPage(question), question).toBe(true);
      const reply = coach(question);
      expect(reply.conceptId, question).toBeNull();
      expect(reply.reply, question).toMatch(/don.t have a page/);
    }
  });

  it.each([
    ["why is static friction bigger than sliding friction", "dynamics.friction"],
    ["what is the speed of sound in air", "oscillations-waves.sound-and-doppler"],
    ["where does the potential energy of a roller coaster go", "work-energy.conservation-of-energy"],
    ["how is electric potential energy related to voltage", "electric-potential.potential-and-voltage"],
    ["why does a bus with a low centre of gravity not tip over", "rotational-motion.torque"],
    ["what happens if uranium goes over its critical mass", "nuclear-physics.fission-and-fusion"],
    ["why do my sunglasses fog up when i walk into a warm shop", "phase-changes.evaporative-cooling"],
    [
      "how does an electric guitar turn a vibrating string into a signal",
      "electromagnetic-induction.faradays-law",
    ],
  ])("reads a name by its meaning as a whole: %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it("reads a word of such a name, used alone, in its own sense", () => {
    // "inertia" alone is Newton's first law, not the moment of inertia.
    expect(pageFor("can you explain what inertia is")).toBe("dynamics.newtons-second-law");
    // "sound" alone still names the page on sound, which also knows "speed of sound".
    expect(pageFor("why can't sound travel through empty space")).toBe(
      "oscillations-waves.sound-and-doppler",
    );
  });

  it("does not answer a question about ocean currents with electric current", () => {
    const reply = coach("why are rip currents so dangerous for swimmers");
    expect(reply.conceptId).toBeNull();
    expect(reply.reply).toMatch(/don.t have a page/);
  });

  it("still reaches the page a question names outright next to such a name", () => {
    expect(pageFor("what is the speed of light in a light year")).not.toBe("kinematics.velocity-vs-speed");
  });
});

describe("pages for everyday topics the course pages missed", () => {
  it("explains how wings hold up a plane", () => {
    expect(pageFor("how do planes stay up in the air")).toBe("dynamics.lift-and-flight");
    expect(coach("how does the wing of a plane make lift").conceptId).toBe("dynamics.lift-and-flight");
  });

  it("keeps a lift that carries people between floors on the page about weight", () => {
    expect(pageFor("why do i feel heavier when the lift starts going up")).not.toBe(
      "dynamics.lift-and-flight",
    );
  });

  it("explains black holes and where they come from", () => {
    expect(pageFor("how does a dying star turn into a black hole")).toBe("relativity.black-holes");
    expect(pageFor("why can't light escape from a black hole")).toBe("relativity.black-holes");
  });

  it("explains why things grow when they warm up", () => {
    expect(pageFor("why do railway tracks have little gaps between them")).toBe(
      "heat-temperature.thermal-expansion",
    );
    expect(pageFor("how does a thermostat know when to switch the heating off")).toBe(
      "heat-temperature.thermal-expansion",
    );
  });

  it("offers thermal expansion first, rather than the page on birds on wires, for sagging power lines", () => {
    const result = findConcept("why do power lines sag more on a hot day");
    const first = result.status === "found" ? result.best.concept.id : result.candidates[0]?.concept.id;
    expect(first).toBe("heat-temperature.thermal-expansion");
  });
});
