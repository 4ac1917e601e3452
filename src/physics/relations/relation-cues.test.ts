/** How a problem's words cue a relation: at the start of a word, and not inside a word it negates. */
import { describe, expect, it } from "vitest";
import { mentionsCue } from "./relation";

describe("a relation's cue in a problem's words", () => {
  it("is found at the start of a word, in a compound too", () => {
    expect(mentionsCue("a 75.0-cm-diameter tire", "diameter")).toBe(true);
    expect(mentionsCue("the lowest resonant frequency", "lowest resonant")).toBe(true);
    expect(mentionsCue("in the environment", "nm")).toBe(false);
  });

  it("is not found where a hyphenated prefix turns it into another word", () => {
    expect(mentionsCue("the second-lowest resonant frequency", "lowest resonant")).toBe(false);
    expect(mentionsCue("a non-uniform rod", "uniform")).toBe(false);
    expect(mentionsCue("the next-higher harmonic", "higher")).toBe(false);
  });

  it("is not found where the words just before set it aside", () => {
    expect(mentionsCue("ignoring air drag, how far does it land?", "drag")).toBe(false);
    expect(mentionsCue("neglect friction and air resistance", "friction")).toBe(false);
    expect(mentionsCue("it lands into a strong drag", "drag")).toBe(true);
    expect(mentionsCue("it rolls without slipping", "slipping")).toBe(true);
  });
});
