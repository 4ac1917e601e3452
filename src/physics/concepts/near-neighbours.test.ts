import { describe, expect, it } from "vitest";
import { pageFor } from "./test-helpers";

// Questions told with one page's objects that carry the marks of its neighbour go to the neighbour.
describe("near-neighbour pages", () => {
  it("a compass moved by a circuit is about the field of a current, not about magnets", () => {
    expect(pageFor("a compass needle moved when we closed the switch on the circuit beside it")).toBe(
      "magnetic-fields.field-of-a-current",
    );
  });

  it.each([
    "the compass under the wire turned the other way when we flipped the current",
    "why does a compass go crazy near a cable when electricity flows through it",
    "does an iron nail in the middle of a coil make it a stronger magnet",
  ])("so is a compass moved by a wire carrying electricity: %s", (question) => {
    expect(pageFor(question)).toBe("magnetic-fields.field-of-a-current");
  });

  it("loud and quiet places between two loudspeakers are interference, not sound in general", () => {
    expect(pageFor("why does the sound get louder and quieter as i walk in front of two loudspeakers")).toBe(
      "interference.double-slit",
    );
  });

  it("a charger bringing the mains down to a few volts is a transformer, not voltage in general", () => {
    expect(pageFor("how does a laptop adapter get 19 volts out of the mains")).toBe(
      "electromagnetic-induction.generators-and-transformers",
    );
  });

  it.each([
    [
      "two polarizers are turned to 60 degrees from each other, how much light is left",
      "polarization.polarizers",
    ],
    ["does the half life get shorter if you heat a radioactive sample", "nuclear-physics.half-life"],
  ])("angles between filters and how long a sample lasts mark their pages: %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it.each([
    ["how do 3d glasses at the cinema work", "polarization.3d-glasses-and-screens"],
    ["why is alpha radiation stopped by paper", "nuclear-physics.radioactive-decay"],
    ["what is the rms voltage of the mains", "ac-circuits.rms-values"],
    ["why does a battery have 1.5 volts", "electric-potential.potential-and-voltage"],
    ["why does a compass point north", "magnetic-fields.magnets-and-poles"],
    ["why do fridge magnets stick", "magnetic-fields.magnets-and-poles"],
    ["why is a laser more dangerous to your eyes than a bulb", "lasers.laser-versus-bulb"],
    [
      "why does a turbine spinning in a power station make electricity",
      "electromagnetic-induction.generators-and-transformers",
    ],
    ["why is the sky blue", "wave-optics.scattering-sky-colour"],
  ])("questions with their own page's marks stay there: %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});
