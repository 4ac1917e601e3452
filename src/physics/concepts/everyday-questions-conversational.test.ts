import { describe, expect, it } from "vitest";
import { asksHowTheWorldWorks } from "./concept-coach";
import { askedQuality, stemTerm } from "./concept-search";
import { coach } from "./test-helpers";

function saysNoPage(question: string) {
  const reply = coach(question);
  return reply.conceptId === null && /don.t have a page/.test(reply.reply);
}

describe("questions that tell their scene first and ask after it", () => {
  it.each([
    [
      "ok so hailstones come down from way up in the clouds, why dont they end up going super fast",
      "dynamics.air-resistance",
    ],
    [
      "the bus windows rattle like crazy when the engine idles at one speed and then go quiet, why",
      "oscillations-waves.resonance",
    ],
    [
      "i was pushing my little cousin on the swing and she went way higher when i pushed at the right moment, why",
      "oscillations-waves.resonance",
    ],
    [
      "we left the football in the shed over winter and its really soft now but nobody let air out, how come",
      "gas-laws.pressure-and-temperature",
    ],
    [
      "my dad keeps his tyres pumped up in summer but they look kinda flat every winter, whats going on",
      "gas-laws.pressure-and-temperature",
    ],
    [
      "i hung a crystal in the window and now there are rainbow colours all over my wall, how does that work",
      "wave-optics.dispersion",
    ],
    ["theres a rainbow swirl in the puddle at the petrol station, whats going on", "interference.thin-films"],
    [
      "there was this rainbow on the inside of a soap bubble my little brother blew, how does that happen",
      "interference.thin-films",
    ],
    [
      "my car radio keeps the am station in the valley but loses the fm one, why",
      "diffraction.around-corners",
    ],
    [
      "we put a sheet of paper and a book side by side and dropped them and the paper took ages, how come",
      "dynamics.air-resistance",
    ],
    [
      "we were at the beach and the sand was burning hot but the sea was freezing, how come",
      "heat-temperature.specific-heat",
    ],
    [
      "when i put my hand near the tv screen my hair stands up, whats going on",
      "electric-fields.static-and-lightning",
    ],
    [
      "every time i touch the car door after driving i get a little shock, why does that keep happening",
      "electric-fields.static-and-lightning",
    ],
  ])("%j reaches %s", (question, page) => {
    expect(coach(question).conceptId).toBe(page);
  });
});

describe("questions wrapped in hedges and in what someone said", () => {
  it.each([
    [
      "my mum says leaving the tv on standby all night costs money, how do you figure out how much",
      "electric-current.electric-power",
    ],
    [
      "my sister says the electricity bill went up because i leave my laptop charging all night, how do you work out what it costs",
      "electric-current.electric-power",
    ],
    [
      "if a heater is 2000 watts how much does it cost to run it for an hour",
      "electric-current.electric-power",
    ],
    [
      "someone told me the voltage in the power lines is way higher than at the plug, what brings it down",
      "electromagnetic-induction.generators-and-transformers",
    ],
    [
      "so my dad says a heavier truck takes way longer to stop, is that actually true",
      "dynamics.newtons-second-law",
    ],
    [
      "my teacher said ice skaters spin faster when they pull their arms in, like how does that even work",
      "rotational-motion.angular-momentum",
    ],
    [
      "so i was on the bus and it braked really hard and everyone kinda lurched forward, why does that happen",
      "dynamics.newtons-second-law",
    ],
    ["ok this is probably dumb but why do my ears pop on a plane", "gas-laws.pressure-and-temperature"],
    [
      "my dad said the sound of an ambulance changes pitch as it drives past, why does it do that",
      "oscillations-waves.sound-and-doppler",
    ],
    [
      "someone said sweating cools you down, but how does water on your skin make you colder",
      "phase-changes.evaporative-cooling",
    ],
    [
      "my little sister asked why the moon doesnt just fall down onto the earth",
      "dynamics.gravity-and-orbits",
    ],
    [
      "honestly why does the sky go orange and red when the sun is setting",
      "wave-optics.scattering-sky-colour",
    ],
  ])("%j reaches %s", (question, page) => {
    expect(coach(question).conceptId).toBe(page);
  });
});

describe("questions of several clauses, the subject in the main one", () => {
  it.each([
    [
      "why does hot air from a heater end up near the ceiling",
      "heat-transfer.conduction-convection-radiation",
    ],
    [
      "so the bathroom tiles feel freezing on my feet but the bath mat doesnt, even though the room is warm, why",
      "heat-transfer.thermal-conductivity",
    ],
    [
      "why does a metal bench feel way colder than a wooden one in the park even though they're the same temperature",
      "heat-transfer.thermal-conductivity",
    ],
    [
      "why do they put those big springs and dampers on tall buildings in earthquake zones",
      "oscillations-waves.resonance",
    ],
    [
      "my glasses fog up every time i walk into a warm shop from outside in winter, whats going on",
      "phase-changes.evaporative-cooling",
    ],
    [
      "why can you hear someone talking in the next room even though you cant see them",
      "diffraction.around-corners",
    ],
  ])("%j reaches %s", (question, page) => {
    expect(coach(question).conceptId).toBe(page);
  });

  it("does not take a phrase said only in the condition for the subject", () => {
    // "the sun shines" names the fusion page, but the question is about the colours on the floor.
    const reply = coach("why does a fish tank throw colours onto the floor when the sun shines through it");
    expect(reply.conceptId).not.toBe("nuclear-physics.fission-and-fusion");
  });
});

describe("questions outside physics get 'no page', never another topic's page", () => {
  it.each([
    "how do vaccines actually work",
    "why do onions make you cry when you cut them",
    "whats the difference between a virus and bacteria",
    "what is the difference between a crocodile and an alligator",
    "whats the difference between a frog and a toad",
    "whats the difference between a hurricane and a tornado",
    "how do bees make honey",
    "why do cats purr",
    "how does the stock market work",
    "why is the sea salty but lakes usually arent",
    "why does my stomach growl when im hungry",
    "how do plants suck water up from their roots",
    "how does yeast make bread rise",
    "how does my body turn food into energy",
    "why do some people get hay fever in spring",
    "my friend says cracking your knuckles gives you arthritis, is that true",
    "my grandma says eating carrots helps you see in the dark, is that true",
    "why do we get goosebumps when we are cold",
    "how do antibiotics kill bacteria",
    "why do we yawn when we see someone else yawn",
  ])("%j", (question) => {
    expect(saysNoPage(question)).toBe(true);
  });
});

describe("how the search reads conversational questions", () => {
  it("reads the asked quality from the main clause only", () => {
    expect(askedQuality("why is the sea salty but lakes usually arent")).toBe(stemTerm("salty"));
    expect(askedQuality("why is the sky blue, and why is the sunset red")).toBe(stemTerm("blue"));
  });

  it("hears a question asked after its scene", () => {
    expect(asksHowTheWorldWorks("my car shakes at 60 mph, whats going on")).toBe(true);
    expect(asksHowTheWorldWorks("my friend says cracking your knuckles is bad, is that true")).toBe(true);
    expect(asksHowTheWorldWorks("whats the difference between a frog and a toad")).toBe(true);
    expect(asksHowTheWorldWorks("hmm idk")).toBe(false);
  });

  it("keeps devices apart from their verbs and plurals with their singulars", () => {
    expect(stemTerm("radiator")).not.toBe(stemTerm("radiate"));
    expect(stemTerm("charger")).not.toBe(stemTerm("charge"));
    expect(stemTerm("dampers")).toBe(stemTerm("damper"));
    expect(stemTerm("skydivers")).toBe(stemTerm("skydiver"));
  });
});
