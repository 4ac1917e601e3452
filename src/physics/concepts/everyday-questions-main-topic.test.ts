import { describe, expect, it } from "vitest";
import { askedQuality, clauseWeights, findConcept, searchConcepts, stemTerm } from "./concept-search";
import { coach, pageFor } from "./test-helpers";

describe("the page that explains most of the question", () => {
  it.each([
    ["why do crash helmets protect your head", "momentum.impulse"],
    ["how can a crash helmet save your life", "momentum.impulse"],
    ["why does a bouncy castle make falling less painful", "momentum.impulse"],
    [
      "what does a transformer do to the voltage from a power station",
      "electromagnetic-induction.generators-and-transformers",
    ],
    ["why does a heavy lorry take longer to stop than a car", "dynamics.newtons-second-law"],
    ["why does a hot air balloon float", "dynamics.buoyancy"],
    ["how does a hot air balloon rise", "dynamics.buoyancy"],
    ["why does a stiletto heel dent the floor when a trainer does not", "dynamics.pressure"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("words that say nothing about the topic", () => {
  it.each([
    ["how can a magician pull a tablecloth away without the plates moving", "dynamics.newtons-second-law"],
    ["how can a satellite keep going round the earth without an engine", "dynamics.gravity-and-orbits"],
    ["why does she lean into the bend on her bike", "dynamics.circular-motion"],
    ["why do snowshoes stop him sinking into the snow", "dynamics.pressure"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("the main clause of a question says what it is about", () => {
  it("weighs a clause after 'even though' less than one after 'when', and the main clause fully", () => {
    const conceded = clauseWeights("why does a rocket fly in space even though there is no air");
    const conditioned = clauseWeights("why does a rocket fly in space when there is no air");
    expect(conceded.get(stemTerm("rocket"))).toBe(1);
    expect(conditioned.get(stemTerm("rocket"))).toBe(1);
    expect(conditioned.get(stemTerm("air"))).toBeLessThan(1);
    expect(conceded.get(stemTerm("air"))).toBeLessThan(conditioned.get(stemTerm("air")) as number);
  });

  it("finds the main clause after a condition the question opens on", () => {
    const weights = clauseWeights("if one twin flies off in a rocket does she come back younger");
    expect(weights.get(stemTerm("rocket"))).toBeLessThan(1);
    expect(weights.get(stemTerm("younger"))).toBe(1);
  });

  it.each([
    ["why does the sun warm your face even though space is freezing cold", "heat-transfer.thermal-radiation"],
    [
      "why does a metal bench feel colder than a wooden one even though both are the same temperature",
      "heat-transfer.thermal-conductivity",
    ],
    [
      "why do astronauts float in the space station even though gravity still pulls on them",
      "dynamics.gravity-and-orbits",
    ],
    ["why does a rocket work in space even though there is no air to push on", "dynamics.newtons-third-law"],
    ["why does a spoon look bent when it is in a glass of water", "geometric-optics.refraction"],
    ["why do you lurch forward when the bus brakes", "dynamics.newtons-second-law"],
    ["why does a diver spin faster when she tucks in", "rotational-motion.angular-momentum"],
    ["why does the bridge sway when soldiers march in step", "oscillations-waves.resonance"],
    ["why are roads slippery when it rains", "dynamics.friction"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("word forms students use", () => {
  it("reads warmth as warm, circular as circle and a superlative as its adjective", () => {
    expect(stemTerm("warmth")).toBe(stemTerm("warm"));
    expect(stemTerm("circular")).toBe(stemTerm("circle"));
    expect(stemTerm("depth")).toBe(stemTerm("deep"));
    expect(stemTerm("smallest")).toBe(stemTerm("small"));
    expect(stemTerm("coldest")).toBe(stemTerm("cold"));
  });

  it("keeps a thing named with '-er' apart from its verb: a freezer is not freezing, a jumper not a jump", () => {
    expect(stemTerm("freezer")).not.toBe(stemTerm("freezing"));
    expect(stemTerm("jumper")).not.toBe(stemTerm("jump"));
    expect(stemTerm("sweaters")).toBe(stemTerm("sweater"));
    expect(stemTerm("faster")).toBe(stemTerm("fast"));
  });

  it.each([
    ["why does a wool jumper keep you warm", "heat-transfer.thermal-conductivity"],
    ["why does water freeze at zero degrees", "phase-changes.latent-heat"],
    ["how does a freezer keep food frozen", "laws-of-thermodynamics.refrigerators"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it("reads 'takes off' as the one word 'takeoff'", () => {
    const ranking = (question: string) =>
      searchConcepts(question).map(({ concept, score }) => `${concept.id} ${score.toFixed(2)}`);
    expect(ranking("why does a plane need a long runway when it takes off")).toEqual(
      ranking("why does a plane need a long runway when it has takeoff"),
    );
  });

  it.each([
    ["why does a ball on a string move in a circle", "dynamics.circular-motion"],
    ["why does a car need a force to turn a corner", "dynamics.circular-motion"],
    ["why does water pressure increase with depth", "dynamics.pressure"],
    ["how does depth change the pressure on a diver", "dynamics.pressure"],
    ["why does a longer pendulum swing more slowly", "oscillations-waves.simple-harmonic-motion"],
    ["what is the coldest temperature possible", "heat-temperature.absolute-zero"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("a page named by a broad word of its title and an everyday word", () => {
  it.each([
    ["is my weight different on jupiter", "dynamics.mass-and-weight"],
    ["does an astronaut's mass change in space", "dynamics.mass-and-weight"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it("never starts a page on broad words alone", () => {
    expect(findConcept("why is metal so cold").status).toBe("not-sure");
  });
});

describe("two words of an everyday scene side by side", () => {
  it.each([
    ["why can a singer shatter a wine glass", "oscillations-waves.resonance"],
    ["why does a guitar body make the strings louder", "oscillations-waves.resonance"],
    ["why does a spinning top not fall over", "rotational-motion.angular-momentum"],
    ["why do clocks on satellites tick at a different rate", "relativity.time-dilation"],
  ])("%j reaches %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("the quality a 'why is X Y' question asks about", () => {
  it("is the last word of the question", () => {
    expect(askedQuality("why is the sky blue?")).toBe(stemTerm("blue"));
    expect(askedQuality("why is lemon juice sour")).toBe(stemTerm("sour"));
    expect(askedQuality("how does a magnet work")).toBeUndefined();
  });

  it.each([
    ["why is ice slippery", "dynamics.friction"],
    ["why are sunsets red", "wave-optics.scattering-sky-colour"],
    ["why is the sky blue during the day", "wave-optics.scattering-sky-colour"],
  ])("%j reaches %s, a page that speaks of it", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("questions the library has no page for", () => {
  it.each([
    "why is lemon juice sour",
    "why is honey sticky",
    "why are flamingos pink",
    "why is gold so expensive",
    "why is sugar sweet",
    "why is coffee bitter",
    "why is the sea salty even though rivers are fresh",
    "how do vaccines protect you",
    "why do cats purr",
    "why do onions make you cry",
    "how do plants make their food",
    "why do we dream at night",
    "how does the stock market work",
    "how do bees make honey",
    "how do fish breathe underwater",
  ])("%j gets the 'no page' reply and starts no page", (question) => {
    const reply = coach(question);
    expect(reply.conceptId).toBeNull();
    expect(reply.reply).toMatch(/don.t have a page/);
  });

  it.each(["who invented the telephone", "what is the capital of france"])(
    "%j, with no physics in it, starts no page",
    (question) => {
      expect(coach(question).conceptId).toBeNull();
    },
  );
});
