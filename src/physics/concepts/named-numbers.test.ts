import { describe, expect, it } from "vitest";
import { pageFor } from "./test-helpers";

describe("numbers that name a thing reach its page", () => {
  it.each([
    ["why cant we cool something below -273.15 degrees", "heat-temperature.absolute-zero"],
    ["what happens to atoms at 0 K", "heat-temperature.absolute-zero"],
    ["is 0 kelvin really the coldest possible", "heat-temperature.absolute-zero"],
    ["why is nothing faster than 3 x 10^8 m/s", "relativity.speed-of-light-limit"],
  ])("%j -> %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});
