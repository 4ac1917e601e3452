import { describe, expect, it } from "vitest";
import { pageFor } from "./test-helpers";

describe("a page named by its own phrase that its example questions also point to is started", () => {
  it.each([
    [
      "my grandad says the mains is 230 volts but his meter showed peaks of 325 volts when he measured it, which number should I believe",
      "ac-circuits.rms-values",
    ],
  ])("%j -> %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
  });

  it("is not started when another page is named by a phrase too", () => {
    // The fridge is named as well as the voltage change: the coach does not start the fridge page.
    expect(
      pageFor(
        "the thing on the pole in our road changes the voltage so our lamps and fridge work. what is inside it and why doesnt it need to move",
      ),
    ).not.toBe("laws-of-thermodynamics.refrigerators");
  });
});

describe("the examples choose among pages the search finds close together", () => {
  it("starts the page of birds on wires, not voltage in general, for pigeons on a high-voltage cable", () => {
    expect(
      pageFor(
        "how come pigeons can sit on the high voltage cables along the road and not get fried, but if a person touched one they would die",
      ),
    ).toBe("electric-potential.birds-on-wires");
  });
});

describe("the examples tell which of two close pages a confident search means", () => {
  it("starts acceleration, not the second law, for a car advert's 0 to 100 time and braking", () => {
    expect(
      pageFor(
        "an advert says a car goes from 0 to 100 km/h in 8 seconds, what does that actually tell me, and does slamming on the brakes count as acceleration too",
      ),
    ).toBe("kinematics.acceleration");
  });
});
