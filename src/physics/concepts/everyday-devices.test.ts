import { describe, expect, it } from "vitest";
import { pageFor } from "./test-helpers";

describe("devices and scenes students describe without naming the physics reach their page", () => {
  it.each([
    [
      "in a demo a magnet hovered over a disc cooled with liquid nitrogen, why did it float and how can a material have no resistance at all",
      "solid-state-physics.conductors-and-insulators",
    ],
    [
      "what does the empty space between the two layers of a thermos do to keep drinks cold",
      "heat-transfer.conduction-convection-radiation",
    ],
    [
      "what goes on inside a laser tube that makes the light come out as a beam",
      "lasers.stimulated-emission",
    ],
    [
      "why does a light emitting diode only glow when its legs are connected one way in my kit, but a torch bulb works either way",
      "solid-state-physics.doping-and-diodes",
    ],
    [
      "the big box on the electricity pole near our street hums, my mum says it lowers the voltage before it reaches our home. how",
      "electromagnetic-induction.generators-and-transformers",
    ],
    [
      "the label on the socket says 120 volts but the oscilloscope trace on the screen goes up to 170, why the mismatch",
      "ac-circuits.rms-values",
    ],
    [
      "when a lorry and a van smash and slide off crumpled together as one, what happened to the energy of motion",
      "momentum.collisions",
    ],
    [
      "how is power from the wall different from battery power, someone said it flips direction all the time",
      "ac-circuits.ac-versus-dc",
    ],
  ])("%j -> %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});
