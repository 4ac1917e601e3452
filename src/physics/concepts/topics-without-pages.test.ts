import { describe, expect, it } from "vitest";
import { coach, pageFor } from "./test-helpers";

describe("well-known topics the library has no page for", () => {
  it.each([
    "why can pond skaters stand on the water",
    "what is chaos theory",
    "could one butterfly flapping change the weather a month later",
    "what causes earthquakes in california",
    "how does the higgs field give particles their mass",
    "what are the tectonic plates and why do they move",
    "why don't the water bugs on a pond sink",
    "is summer hot because the earth is closer to the sun",
    "why do we have day and night",
    "what is quantum entanglement",
    "what is viscosity",
    "why does the universe keep expanding",
    "are wormholes real",
    "why does a double pendulum swing so unpredictably",
    // A page named only in passing ("not floating like a boat") does not answer it.
    "how do pond skaters stay up on a pond? they are not floating like a boat, their legs press dents into the water",
  ])("says it has no page for %s", (question) => {
    const reply = coach(question);
    expect(reply.conceptId).toBeNull();
    expect(reply.reply).toMatch(/don.t have a page/);
  });

  it.each([
    ["why are butterfly wings so shiny and colourful", "interference.thin-films"],
    [
      "how do seismologists use earthquake waves to find how far away a quake was",
      "oscillations-waves.wave-speed",
    ],
    ["why does a steel ship float", "dynamics.buoyancy"],
    ["what causes tides", "dynamics.gravity-and-orbits"],
  ])("still starts the page a phenomenon of it belongs to: %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});

describe("a page's everyday scene said in passing", () => {
  it.each([
    "can butterfly wings flapping in one country really change storms in another",
    "we watched peacock feathers at the zoo, why do peacocks scream at night",
    "my bathroom scales are broken and the warranty expired, can i return them",
  ])("does not start that page when the rest of the question is about something else: %s", (question) => {
    expect(pageFor(question)).toBeNull();
  });

  it.each([
    ["why are peacock feathers so shiny", "interference.thin-films"],
    ["why do bathroom scales read differently in a lift", "dynamics.mass-and-weight"],
  ])("still starts it when the question is about the scene: %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});
