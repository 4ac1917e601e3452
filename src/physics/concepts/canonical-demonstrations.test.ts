import { describe, expect, it } from "vitest";
import { pageFor } from "./test-helpers";

// Each page's own demonstrations and devices, told the way students tell them, reach that page
// rather than the neighbour that shares their objects (a compass, a laser, a speaker, a colour).
describe("a page's canonical demonstrations reach it", () => {
  it.each([
    [
      "why does a compass needle swing when you hold it near a wire carrying a current",
      "magnetic-fields.field-of-a-current",
    ],
    [
      "how does a dynamo on a bike wheel power the headlight",
      "electromagnetic-induction.generators-and-transformers",
    ],
    ["why do both fission and fusion release energy", "nuclear-physics.binding-energy"],
    ["why is the spot from a laser pointer speckled and grainy", "lasers.coherence"],
    [
      "in music class two speakers played one note and there were loud and quiet places in the room",
      "interference.double-slit",
    ],
    ["why does the element of an electric hob glow red when it is hot", "heat-transfer.thermal-radiation"],
    ["can a wire have zero resistance", "solid-state-physics.conductors-and-insulators"],
    [
      "what happens when you put two pairs of polarized sunglasses together and turn one",
      "polarization.polarizers",
    ],
    ["why does sand mixed together never separate again", "entropy.microstates"],
    ["why do you feel lighter in water", "dynamics.buoyancy"],
    ["is the red colour in a tomato or in the light shining on it", "wave-optics.colour-of-objects"],
    ["why is a heavier car more expensive in fuel to get up to speed", "work-energy.work-and-kinetic-energy"],
    ["does a wire with electricity in it act like a magnet", "magnetic-fields.field-of-a-current"],
    ["why can't my phone camera zoom in on the moon landing site", "diffraction.single-slit"],
    ["why do radio telescopes need to be so huge", "diffraction.single-slit"],
    ["why does my car vibrate at one speed on the motorway", "oscillations-waves.resonance"],
    ["why is it hard to carry a bag up the stairs quickly", "work-energy.power"],
    ["why is a lemon yellow", "wave-optics.colour-of-objects"],
    ["why do we feel lighter in a swimming pool", "dynamics.buoyancy"],
    ["what did oersted discover", "magnetic-fields.field-of-a-current"],
    ["why can't the hubble telescope see the footprints on the moon", "diffraction.single-slit"],
    ["why does lava glow", "heat-transfer.thermal-radiation"],
    ["could we make power cables with no resistance", "solid-state-physics.conductors-and-insulators"],
    ["why does looking at an electron change what it does", "quantum-mechanics.wave-particle-duality"],
    ["how does a laser make such a pure colour", "lasers.coherence"],
    ["why do radioactive things stay dangerous for thousands of years", "nuclear-physics.half-life"],
    ["why does a thermistor's resistance fall as it warms", "solid-state-physics.band-theory"],
    ["why does the straw in my drink look broken where it enters", "geometric-optics.refraction"],
    ["why does your tongue stick to frozen metal", "heat-transfer.thermal-conductivity"],
    ["can a particle be in two places at once", "quantum-mechanics.wave-particle-duality"],
    ["why can electrons tunnel through barriers", "quantum-mechanics.wave-particle-duality"],
  ])("%s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});
