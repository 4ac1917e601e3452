import { describe, expect, it } from "vitest";
import { latexToPlain, readFinalAnswer } from "./read-final-answer";

describe("reading the final answer line of a reply", () => {
  it("reads the value and unit in the forms models write", () => {
    expect(readFinalAnswer("Work...\n**Final answer:** 24.5 m/s")).toEqual({ value: 24.5, unit: "m/s" });
    expect(readFinalAnswer("Final answer: v = 3.0 m/s.")).toEqual({ value: 3, unit: "m/s" });
    expect(readFinalAnswer("final answer **: 12 N\u2028thanks")).toEqual({ value: 12, unit: "N" });
    expect(readFinalAnswer("No answer here")).toBeUndefined();
  });

  it("answers at once on a long run of spaces before a line separator", () => {
    const started = performance.now();
    expect(readFinalAnswer(`Final answer${" ".repeat(20_000)}\u2028`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("answers at once on a long reply of display blocks and parts", () => {
    const block =
      "(a) $$\\begin{aligned} x &= \\frac{1}{2}(3.0\\mathrm{~m/s^2})(2.0\\mathrm{~s})^{2} \\\\ &= 6.0\\mathrm{~m} \\end{aligned}$$ ";
    const started = performance.now();
    readFinalAnswer(block.repeat(150));
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("reading the final answer under the labels chat models use", () => {
  it("reads an answer line, a heading followed by the answer, and the one bold quantity of a sentence", () => {
    expect(readFinalAnswer("**Answer:** about **13 J**")).toEqual({ value: 13, unit: "J" });
    expect(readFinalAnswer("Work...\n### Final answer\nThe motorbike covers **90.0 m**.")).toEqual({
      value: 90,
      unit: "m",
    });
    expect(readFinalAnswer("**Result:** v ≈ 4.4 m/s")).toEqual({ value: 4.4, unit: "m/s" });
  });

  it("reads a labelled answer written in LaTeX, with its unit inside or after the math", () => {
    expect(readFinalAnswer("**Final answer:** $\\approx 29.1\\ \\text{m/s}$")).toEqual({
      value: 29.1,
      unit: "m/s",
    });
    expect(readFinalAnswer("**Final answer:** $r \\approx 1.66$ cm")).toEqual({ value: 1.66, unit: "cm" });
    expect(readFinalAnswer("Final answer: $\\theta \\approx 50.1^\\circ$")).toEqual({
      value: 50.1,
      unit: "deg",
    });
    expect(readFinalAnswer("**Final answer:** $B = 3.2 \\times 10^{-5}\\,\\mathrm{T}$")).toEqual({
      value: 3.2e-5,
      unit: "T",
    });
    expect(readFinalAnswer("**Answer:** The block stops after **4.1 m** of sliding.")).toEqual({
      value: 4.1,
      unit: "m",
    });
  });

  it("reads the answer of a heading set in a display block, and a direction in brackets as no part of the unit", () => {
    expect(readFinalAnswer("### Final answer\n$$v = 7.7\\ \\mathrm{m/s}$$")).toEqual({
      value: 7.7,
      unit: "m/s",
    });
    expect(readFinalAnswer("**Final answer:** 3.4 m/s (north)")).toEqual({ value: 3.4, unit: "m/s" });
  });

  it("reads nothing where the answer is not one quantity", () => {
    // Two bold quantities: which one is the answer is not certain.
    expect(readFinalAnswer("### Final answer\nIt covers **90 m** at **24 m/s**.")).toBeUndefined();
    // "Answer" inside a sentence is no label.
    expect(readFinalAnswer("The answer depends on 3 m of rope.")).toBeUndefined();
  });
});

describe("reading LaTeX units and numbers as written", () => {
  it("turns textbook LaTeX into plain text a quantity can be read from", () => {
    expect(latexToPlain("5.10\\mathrm{~m}")).toBe("5.10 m");
    expect(latexToPlain("2.74\\ \\times\\ 10^{3}\\ \\text{J}")).toBe("2.74 × 10^3 J");
    expect(latexToPlain("94.8\\mathrm{~\\mu C}")).toBe("94.8 μC");
    expect(latexToPlain("35.2\\ °\\text{C}")).toBe("35.2 °C");
    expect(latexToPlain("104{,}585\\ \\text{m/h}")).toBe("104585 m/h");
    expect(latexToPlain("\\frac{1}{2}\\left(2.0\\mathrm{~kg}\\right)")).toBe("(1)/(2)(2.0 kg)");
  });

  it("reads a micro prefix and a degree Celsius set apart from their units as one unit", () => {
    expect(readFinalAnswer("$$Q = 94.8\\mathrm{~\\mu C}. \\quad \\text{(Answer)}$$")).toEqual({
      value: 94.8,
      unit: "uC",
    });
    expect(readFinalAnswer("$$T = 35.2\\ °\\text{C}. \\quad \\text{(Answer)}$$")).toEqual({
      value: 35.2,
      unit: "degC",
    });
  });
});

describe("reading the final answer of a textbook solution", () => {
  it("reads the last row of the solution's last display block, after = or ≈", () => {
    const reply = [
      "**Solution**",
      "Energy conservation from top to bottom gives",
      "$$\\begin{aligned}",
      "Mgh &= Mv^2 \\\\",
      "v &= \\sqrt{gh} = \\sqrt{\\left(9.80\\mathrm{~m/s^2}\\right)\\left(2.0\\mathrm{~m}\\right)} \\\\",
      "&\\approx 4.4\\mathrm{~m/s}",
      "\\end{aligned}$$",
      "",
      "**Significance**",
      "A block sliding without friction would reach $6.3\\mathrm{~m/s}$.",
    ].join("\n");
    expect(readFinalAnswer(reply)).toEqual({ value: 4.4, unit: "m/s" });
  });

  it("reads a block written on one line, and a result in inline math at the end of a sentence", () => {
    expect(
      readFinalAnswer(
        "$$\\begin{aligned} a &= \\frac{70.0\\mathrm{~m/s}}{2.50\\mathrm{~s}} \\\\ &= 28.0\\mathrm{~m/s^2}. \\end{aligned}$$",
      ),
    ).toEqual({ value: 28, unit: "m/s^2" });
    expect(readFinalAnswer("which leads to $$Q=W=2.74\\ \\times\\ 10^{3}\\ \\text{J}.$$")).toEqual({
      value: 2740,
      unit: "J",
    });
    expect(readFinalAnswer("Plain text works too:\nt = 11.04 / 9.8 ≈ 1.13 s")).toEqual({
      value: 1.13,
      unit: "s",
    });
  });

  it("reads the line marked (Answer) and the boxed value, before any later value", () => {
    const marked =
      "$$x = 30\\mathrm{~m} + 36\\mathrm{~m} = 56\\mathrm{~m}. \\quad \\text{(Answer)}$$\nShe would cover $30\\mathrm{~m}$ at constant speed.";
    expect(readFinalAnswer(marked)).toEqual({ value: 56, unit: "m" });
    const boxed =
      "$$d = (12\\ \\text{m/s})(3.0\\ \\text{s}) = \\boxed{36\\ \\text{m}}$$\nA second car covers 20 m.";
    expect(readFinalAnswer(boxed)).toEqual({ value: 36, unit: "m" });
  });

  it("reads every part's answer as one only where the parts agree", () => {
    const agreeing =
      "(a) $$W = nRT\\ln 3 = 2.74 \\times 10^{3}\\ \\text{J}.$$\n(b) $$Q = W = 2.74 \\times 10^{3}\\ \\text{J}.$$";
    expect(readFinalAnswer(agreeing)).toEqual({ value: 2740, unit: "J" });
    const differing =
      "(a) $$t = \\frac{20\\ \\text{m}}{5.0\\ \\text{m/s}} = 4.0\\ \\text{s}$$\n(b) $$d = (5.0\\ \\text{m/s})(6.0\\ \\text{s}) = 30\\ \\text{m}$$";
    expect(readFinalAnswer(differing)).toBeUndefined();
    // Parts named inside a sentence count as well.
    expect(
      readFinalAnswer(
        "Thus, (a) $f = 20.0\\ \\text{N},$ (b) $f = 30.0\\ \\text{N},$ and (c) $f = 120.0\\ \\text{N}.$",
      ),
    ).toBeUndefined();
  });
});

describe("reading an answer set in bold math or stated in a sentence", () => {
  it("reads a value in \\mathbf as the value, and a bold letter as a vector", () => {
    expect(readFinalAnswer("**Final answer:** $\\mathbf{P \\approx 11.1\\ W}$")).toEqual({
      value: 11.1,
      unit: "W",
    });
    expect(readFinalAnswer("**Final answer:** $\\mathbf{11.1\\ \\text{W}}$")).toEqual({
      value: 11.1,
      unit: "W",
    });
    expect(readFinalAnswer("**Final answer:** $\\mathbf{F} = (3\\hat{i} + 4\\hat{j})$ N")).toBeUndefined();
  });

  it("reads the value a one-verb sentence under the label states, in percent too", () => {
    expect(readFinalAnswer("**Final answer:** The maximum efficiency is about $\\mathbf{96.0\\%}$.")).toEqual(
      {
        value: 96,
        unit: "percent",
      },
    );
    expect(readFinalAnswer("Final answer: the stone's speed is 14 m/s.")).toEqual({ value: 14, unit: "m/s" });
    // Two things stated: which one answers the question is not for the reader to guess.
    expect(
      readFinalAnswer("**Final answer:** The tension is 12 N and the acceleration is 3.0 m/s^2."),
    ).toBeUndefined();
  });
});

describe("reading no final answer where two could be meant", () => {
  it("reads none where boxed values or marked lines differ", () => {
    expect(
      readFinalAnswer("$\\boxed{4.0\\ \\text{s}}$ and then $\\boxed{19.6\\ \\text{m}}$"),
    ).toBeUndefined();
    expect(
      readFinalAnswer(
        "$$a = 3.27\\mathrm{~m/s^2}. \\quad \\text{(Answer)}$$\n$$T = 13.1\\mathrm{~N}. \\quad \\text{(Answer)}$$",
      ),
    ).toBeUndefined();
  });

  it("reads none where the closing words state another value of the same kind", () => {
    // The last result is a change of temperature; the sentence before it names the final temperature.
    expect(
      readFinalAnswer(
        "$$\\Delta T = 15.2\\ °\\text{C}.$$ Therefore, the final temperature is $35.2\\ °\\text{C}$. In kelvin, $\\Delta T=15.2\\ \\text{K}.$",
      ),
    ).toBeUndefined();
    expect(
      readFinalAnswer(
        "W = 0.574 × 2400 J ≈ 1378 J\nIt rejects the remaining ≈ 1.02 kJ to the cold reservoir.",
      ),
    ).toBeUndefined();
    // A value of another kind, or the answer in bold that agrees, leaves the reading standing.
    expect(
      readFinalAnswer(
        "W = 0.574 × 2400 J ≈ 1378 J\nSo it does about **1.38 kJ** of work, rejecting ≈ 1.02 kJ.",
      ),
    ).toEqual({
      value: 1378,
      unit: "J",
    });
    expect(readFinalAnswer("t = 11.04 / 9.8 ≈ 1.13 s\nThat is about 14 m of fall.")).toEqual({
      value: 1.13,
      unit: "s",
    });
  });

  it("reads none where the last result is a pure number, a vector, or a check of the solution", () => {
    // An equation set to zero is no answer, and the value stated in words after it is another quantity.
    expect(
      readFinalAnswer(
        "$$v = 3.0\\ \\text{m/s}$$\n$$m L_f + n C_V \\Delta T = 0.$$ We find that the heat of fusion is 80.2 kJ/kg.",
      ),
    ).toBeUndefined();
    expect(
      readFinalAnswer("$$F = 2.0\\ \\text{N}$$\n$$\\vec{v} = 8.0\\hat{i} + 3.0\\hat{j}\\ \\text{m/s}$$"),
    ).toBeUndefined();
    // The last result is a check's: whether the answer is the voltage before it is not certain.
    expect(
      readFinalAnswer(
        "$$V = 50\\ \\text{V}$$\nThe power $P = 40\\ \\text{W} + 60\\ \\text{W} = 100\\ \\text{W}$ equals what the battery supplies, so our solution is consistent.",
      ),
    ).toBeUndefined();
  });

  it("ends the solution at a heading of notes, not at a note inside it", () => {
    const reply = [
      "$$m = 2.0\\ \\text{kg}$$",
      "Note that the mass cancels later.",
      "$$v = \\sqrt{2(9.8\\ \\text{m/s}^2)(5.0\\ \\text{m})} = 9.9\\ \\text{m/s}$$",
      "Check: $\\frac{1}{2}(2.0\\ \\text{kg})(9.9\\ \\text{m/s})^2 = 98\\ \\text{J}$",
    ].join("\n");
    expect(readFinalAnswer(reply)).toEqual({ value: 9.9, unit: "m/s" });
  });
});

describe("readFinalAnswer with the instant an answer holds at", () => {
  it("reads the answer, not the time it is given at", () => {
    expect(
      readFinalAnswer("## Answer\n\n**The net force at $t = 2.0\\ \\text{s}$ is $6.0\\ \\text{N}$.**"),
    ).toEqual({ value: 6, unit: "N" });
    expect(
      readFinalAnswer("## Answer\n\n**$x \\approx 3.25\\ \\text{m}$** at $t = 1.5\\ \\text{s}$."),
    ).toEqual({
      value: 3.25,
      unit: "m",
    });
  });

  it("still reads a time that is the answer", () => {
    expect(readFinalAnswer("## Answer\n\nThe ball lands at $t = 2.4\\ \\text{s}$.")).toEqual({
      value: 2.4,
      unit: "s",
    });
  });
});

describe("readFinalAnswer on a line marked (Answer)", () => {
  it("reads the one value of a sentence, or the display the mark follows", () => {
    expect(readFinalAnswer("Solving,\n\nThe crate slides $4.2\\text{ m}$ before stopping. (Answer)")).toEqual(
      {
        value: 4.2,
        unit: "m",
      },
    );
    expect(
      readFinalAnswer(
        "$$\n\\begin{aligned}\nx &= (2.0\\text{ m/s})(3.0\\text{ s}) = 6.0\\text{ m}\n\\end{aligned}\n$$\n(Answer)",
      ),
    ).toEqual({
      value: 6,
      unit: "m",
    });
  });

  it("reads none where the sentence states two values", () => {
    expect(readFinalAnswer("The work is 0.500 J, and the block leaves at 3.2 m/s. (Answer)")).toBeUndefined();
  });
});
