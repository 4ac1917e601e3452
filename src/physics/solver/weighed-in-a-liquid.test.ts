import { describe, expect, it } from "vitest";
import { refused, solved } from "./test-helpers";

describe("a body weighed in air and again held under a liquid", () => {
  it("gives its density from the weight it seems to lose, in a chat's words", () => {
    const result = solved(
      "a stone weighs 12 N in air and 8 N when fully submerged in water. whats the density of the stone?",
    );
    expect(result.si.value).toBeCloseTo((1000 * 12) / (12 - 8), 6);
    expect(result.answer.unit).toBe("kg/m^3");
    expect(result.understood.quantities.map((quantity) => quantity.variable)).toEqual(["Fg", "Wapparent"]);
  });

  it("reads where each value was weighed from the words before it too", () => {
    const result = solved(
      "In air a stone weighs 12 N; in water it weighs 8 N. whats the density of the stone?",
    );
    expect(result.si.value).toBeCloseTo(3000, 6);
    const volume = solved(
      "A block weighs 10 N in air. Submerged in water it weighs 6 N. What is the block's volume?",
    );
    expect(volume.si.value).toBeCloseTo(4 / (1000 * 9.8), 6);
  });

  it("uses the density of the liquid the problem gives", () => {
    const inOil = solved(
      "A metal piece weighs 5.0 N in air and 4.2 N in oil of density 800 kg/m^3. What is the metal's density?",
    );
    expect(inOil.si.value).toBeCloseTo((800 * 5) / (5 - 4.2), 3);
    const stated = solved(
      "a rock weighs 10 N in air but only 6 N when its fully underwater. water density 1000 kg/m^3. what's the density of the rock?",
    );
    expect(stated.si.value).toBeCloseTo(2500, 6);
  });

  it("gives the buoyant force and the body's volume", () => {
    const text = "A stone weighs 12 N in air and 8.0 N when fully submerged in water.";
    expect(solved(`${text} What is the buoyant force on it?`).si.value).toBeCloseTo(4, 6);
    expect(solved(`${text} What is its volume?`).si.value).toBeCloseTo(4 / (1000 * 9.8), 6);
  });

  it("gives the liquid's density when the body's is known", () => {
    const result = solved(
      "A stone of density 3000 kg/m^3 weighs 12 N in air and 8.0 N when submerged in a liquid. What is the density of the liquid?",
    );
    expect(result.si.value).toBeCloseTo(1000, 6);
  });

  it("refuses what the two weighings do not decide", () => {
    // The water's density needs the body's.
    expect(refused("a stone weighs 12 N in air and 8 N in water. what is the density of the water?")).toBe(
      true,
    );
    // One weighing in air says nothing of the volume.
    expect(refused("A stone weighs 12 N in air. What is its density?")).toBe(true);
    // One body weighed in two liquids: which weighing gives the volume is left open by the reading.
    expect(
      refused("An object weighs 20 N in air, 15 N in water and 16 N in oil. What is the density of the oil?"),
    ).toBe(true);
    // Two bodies, each weighed once.
    expect(
      refused(
        "A stone weighs 12 N and a second stone weighs 8 N when submerged in water. What is the density of the stone?",
      ),
    ).toBe(true);
  });
});

describe("the density of a liquid, asked as the liquid's own", () => {
  it("is a sample's mass over its volume", () => {
    expect(
      solved("A 2.0 kg sample of oil fills a volume of 0.0025 m^3. What is the density of the oil?").si.value,
    ).toBeCloseTo(800, 6);
    expect(
      solved("A tank holds 500 kg of water in a volume of 0.50 m^3. What is the water's density?").si.value,
    ).toBeCloseTo(1000, 6);
  });

  it("follows from the buoyant force on a body of known volume", () => {
    const result = solved(
      "A block of volume 0.0020 m^3 submerged in oil feels a buoyant force of 15 N. What is the density of the oil?",
    );
    expect(result.si.value).toBeCloseTo(15 / (0.002 * 9.8), 3);
  });

  it("is never a body's mass over its volume, nor water's density implied", () => {
    expect(
      refused("A 2.0 kg block of volume 0.0010 m^3 is submerged in water. What is the density of the water?"),
    ).toBe(true);
    expect(
      refused(
        "A 2.0 kg block of volume 0.0010 m^3 sits at the bottom of a tank of water. What is the density of the water?",
      ),
    ).toBe(true);
  });
});
