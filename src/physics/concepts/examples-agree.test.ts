import { describe, expect, it } from "vitest";
import { questionTerms } from "./concept-search";
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

describe("contractions typed without their apostrophe are not read as the question's topic", () => {
  it.each([
    [
      "ive got a question, when im wet why does the wind feel so much colder",
      "phase-changes.evaporative-cooling",
    ],
  ])("%j -> %s", (question, page) => {
    expect(pageFor(question)).toBe(page);
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

describe("a stop word typed with two letters swapped is still a stop word", () => {
  it("reads 'becuase' and 'waht' as filler, not as what the question is about", () => {
    expect(pageFor("why do i feel lighter at the top of a rollercoaster loop becuase of waht")).toBe(
      "dynamics.circular-motion",
    );
  });

  it("never reads a real word of the library as a slip ('form' of 'from', 'quiet' of 'quite')", () => {
    expect(questionTerms("the form of a quiet room")).toEqual(["form", "quiet", "room"]);
  });
});
