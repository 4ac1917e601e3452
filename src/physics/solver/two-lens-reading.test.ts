import { describe, expect, it } from "vitest";
import { solveText } from "./free-form";
import { solved } from "./test-helpers";

/** The image distance of a thin lens, from the object distance. */
const image = (focal: number, object: number) => 1 / (1 / focal - 1 / object);

describe("two thin lenses on one axis", () => {
  it("multiplies the two magnifications, the first image being the second lens's object", () => {
    const result = solved(
      "An object sits 24 cm in front of the first of two converging lenses; f_1 = 8.0 cm and f_2 = 12 cm, and the lenses are 30 cm apart. Find the overall magnification.",
    );
    const first = image(8, 24);
    const second = image(12, 30 - first);
    expect(result.si.value).toBeCloseTo((-first / 24) * (-second / (30 - first)), 6);
    expect(result.steps).toHaveLength(4);
  });

  it("gives the final image from the second lens, virtual (negative) when the object is inside its focal length", () => {
    const result = solved(
      "Two thin lenses with focal lengths of 25 cm and 15 cm are placed 60 cm apart. An object is 50 cm in front of the first lens. Where is the final image, measured from the second lens, in cm?",
    );
    const first = image(25, 50);
    expect(result.answer.unit).toBe("cm");
    expect(result.si.value).toBeCloseTo(image(0.15, (60 - first) / 100), 6);
  });

  it("takes a first image beyond the second lens as a virtual object for it", () => {
    const result = solved(
      "Converging lenses of focal lengths 20 cm and 10 cm stand 50 cm apart on a bench, and the second lens is met by light from an object 30 cm in front of the first lens. What is the distance of the final image from the second lens?",
    );
    // The first image forms 60 cm beyond the first lens, 10 cm past the second: d_o2 = −10 cm.
    expect(result.si.value).toBeCloseTo(0.05, 6);
  });

  it("refuses a diverging lens in the pair, whose sign it does not read", () => {
    expect(
      solveText(
        "A converging lens (f_1 = 10 cm) and a diverging lens (f_2 = 15 cm) are 20 cm apart. An object is 30 cm in front of the first lens. What is the overall magnification?",
      ).status,
    ).toBe("cannot-solve");
  });
});
