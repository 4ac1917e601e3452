/**
 * Work Analysis, as a student reads it: what is right, the first wrong line and why, and only
 * errors that are really there.
 */
import { describe, expect, it } from "vitest";
import { brakingProblem } from "../braking-problem.fixture";
import type { PerFeatures } from "../types";
import { analyzeWork } from "./analyze-work";

function analyze(studentWork: string, perFeatures: PerFeatures = {}) {
  return analyzeWork({
    problem: brakingProblem.statement,
    studentWork,
    level: "algebra",
    perFeatures,
    problemInWork: false,
    bankProblem: brakingProblem,
  });
}

describe("Work Analysis", () => {
  it("confirms correct work line by line, skips prose, and gives the answer once the work is complete", () => {
    const result = analyze(
      [
        "First I convert the speed to SI units.",
        "v0 = 72 km/h = 20 m/s",
        "a = 20 m/s / 4.0 s = 5.0 m/s^2",
        "d = 1/2 * 20 m/s * 4.0 s = 40 m",
      ].join("\n"),
    );
    expect(result.verdict).toBe("correct");
    expect(result.firstErrorLine).toBeNull();
    expect(result.lines[0]).toMatchObject({ lineNumber: 1, kind: "prose", status: "skipped" });
    expect(result.lines.slice(1).map((line) => line.status)).toEqual(["correct", "correct", "correct"]);
    expect(result.lines[3].message).toContain("matches the final answer");
    expect(result.reply).toContain("Your work is correct");
    expect(result.reply).toContain("**Line 3** (`a = 20 m/s / 4.0 s = 5.0 m/s^2`)");
    expect(result.reply).toContain("### Correct answer");
  });

  it("finds an arithmetic slip, says what the line works out to, and praises the lines before it", () => {
    const result = analyze(["v0 = 72 km/h = 20 m/s", "d = 0.5 × 20 m/s × 4.0 s = 45 m"].join("\n"));
    expect(result.verdict).toBe("has-errors");
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1]).toMatchObject({ status: "error", issue: "arithmetic" });
    expect(result.reply).toContain("starting on line 2");
    expect(result.reply).toContain("works out to 40.0 m, not 45 m");
    expect(result.reply).toMatch(/### What is right\n\n- \*\*Line 1\*\*/);
  });

  it("finds a unit error where the result's unit does not follow from the expression", () => {
    const result = analyze(["v0 = 72 km/h = 20 m/s", "a = 20 m/s / 4.0 s = 5.0 m"].join("\n"));
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1].issue).toBe("units");
    expect(result.reply).toContain("works out in m/s², but 5.0 m is in m");
  });

  it("finds a unit error where quantities of different kinds are added", () => {
    const result = analyze("x = 20 m + 4.0 s = 24 m");
    expect(result.firstErrorLine).toBe(1);
    expect(result.lines[0].issue).toBe("units");
    expect(result.reply).toContain("units do not match");
  });

  it("recognises a known mistake from the value it produces and gives its feedback", () => {
    const result = analyze(["v0 = 20 m/s", "d = v0 * t = 20 m/s * 4.0 s = 80 m"].join("\n"));
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1].issue).toBe("known-mistake");
    expect(result.reply).toContain("multiplied the initial speed by the time");
    expect(result.reply).toContain("covers the distance at its average speed");
  });

  it("reads OCR-style text with x for times, glued units and superscripts", () => {
    const result = analyze(["v0=72km/h=20m/s", "a=20/4.0=5.0m/s²", "d=1/2x20x4.0=40m"].join("\n"));
    expect(result.verdict).toBe("correct");
    expect(result.lines.every((line) => line.status === "correct")).toBe(true);
    expect(result.lines[1].message).toContain("Write the unit with every number");
  });

  it("keeps the correct answer back for unfinished work unless error analysis is on", () => {
    const work = ["v0 = 72 km/h = 20 m/s", "a = 20 m/s / 4.0 s = 4.0 m/s^2"].join("\n");
    const plain = analyze(work);
    const detailed = analyze(work, { requestErrorAnalysis: true });
    expect(plain.firstErrorLine).toBe(2);
    expect(plain.reply).not.toContain("### Correct answer");
    expect(plain.reply).not.toContain("### Error analysis");
    expect(detailed.reply).toContain("### Error analysis");
    expect(detailed.reply).toContain("The method on this line is fine; the calculation is not.");
    expect(detailed.reply).toContain("**$d = 40\\ \\mathrm{m}$**");
  });

  it("points to where a wrong final value first leaves the worked solution", () => {
    const result = analyze(["a = 6.0 m/s^2", "d = 20 m/s * 20 m/s / (2 * 6.0 m/s^2) = 33 m"].join("\n"));
    expect(result.firstErrorLine).toBe(1);
    expect(result.lines[0]).toMatchObject({ status: "error", issue: "wrong-value" });
    expect(result.lines[1].status).not.toBe("error");
    expect(result.reply).toContain("does not match any value in the worked solution");
  });

  it("does not call a line wrong when an angle could be in degrees or radians", () => {
    const result = analyzeWork({
      problem: "",
      studentWork: ["x = 10 m * cos(60) = 5.0 m", "y = 10 m * sin(0.5236) = 5.0 m"].join("\n"),
      level: "algebra",
    });
    expect(result.lines.map((line) => line.status)).toEqual(["correct", "correct"]);
  });

  it("treats the first lines as the problem when the problem is in the work, and solves it", () => {
    const result = analyzeWork({
      problem: "",
      studentWork: [
        "A car accelerates from rest at 2.0 m/s^2 for 5.0 s. What is its final speed?",
        "v = a t = 2.0 m/s^2 * 5.0 s = 12 m/s",
      ].join("\n"),
      level: "algebra",
      problemInWork: true,
    });
    expect(result.lines[0]).toMatchObject({ kind: "problem", status: "skipped" });
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1].issue).toBe("arithmetic");
    expect(result.reply).toContain("**$v = 10\\ \\mathrm{m}/\\mathrm{s}$**");
  });

  it("accepts a braking force given as its size or as its signed component along the motion", () => {
    const problem =
      "A 1200 kg car moving at 20 m/s brakes to a stop in 4.0 s. What braking force acts on the car?";
    for (const work of [
      "a = 20 m/s / 4.0 s = 5.0 m/s^2\nF = 1200 kg * 5.0 m/s^2 = 6000 N",
      "a = -20 m/s / 4.0 s = -5.0 m/s^2\nF = 1200 kg * -5.0 m/s^2 = -6000 N",
    ]) {
      const result = analyzeWork({ problem, studentWork: work, level: "algebra" });
      expect(result.verdict, work).toBe("correct");
      expect(result.firstErrorLine, work).toBeNull();
      expect(result.reply, work).toContain("**$|F| = 6000\\ \\mathrm{N}$**");
    }
  });

  it("says it cannot check work with no equations to evaluate", () => {
    const result = analyze("I think it stops after about forty metres because it slows down.");
    expect(result.verdict).toBe("cannot-check");
    expect(result.firstErrorLine).toBeNull();
    expect(result.reply).toContain("I could not check this work");
  });

  it("names the relation a symbolic line writes instead of finding nothing to compare", () => {
    for (const [line, relation] of [
      ["v^2 = 2 g h", "kinematics.free-fall-speed"],
      ["F = m a", "dynamics.newton-second-law"],
      ["d = v0 t + 1/2 a t^2", "kinematics.position-time"],
    ]) {
      const result = analyzeWork({ problem: "", studentWork: line, level: "algebra" });
      expect(result.lines[0], line).toMatchObject({ kind: "symbolic", status: "unchecked", relation });
      expect(result.reply, line).toContain("### Relations you wrote");
      expect(result.reply, line).toContain(`**Line 1** (\`${line}\`): This is the relation "`);
      expect(result.reply, line).not.toContain("Nothing on this line to compare");
      expect(result.verdict, line).toBe("cannot-check");
    }
    const fall = analyzeWork({ problem: "", studentWork: "v^2 = 2 g h", level: "algebra" });
    expect(fall.lines[0].message).toContain("Free fall from rest: speed after falling a height");
    expect(fall.lines[0].message).toContain("released from rest");
  });

  it("finds a ratio of temperatures worked out in °C wrong, not a ratio of their changes", () => {
    const problem =
      "A sealed can of gas at 2.00 atm is warmed from 20.0 °C to 80.0 °C. What is its new pressure?";
    const celsius = analyzeWork({
      problem,
      studentWork: "T2/T1 = 80.0 °C / 20.0 °C = 4.00",
      level: "algebra",
    });
    expect(celsius.firstErrorLine).toBe(1);
    expect(celsius.lines[0].message).toContain("must be put in as kelvin");
    const kelvin = analyzeWork({ problem, studentWork: "T2/T1 = 353 K / 293 K = 1.20", level: "algebra" });
    expect(kelvin.firstErrorLine).toBeNull();
    const changes = analyzeWork({
      problem,
      studentWork: "ΔT1/ΔT2 = 60.0 °C / 30.0 °C = 2.00",
      level: "algebra",
    });
    expect(changes.firstErrorLine).toBeNull();
  });

  it("never calls bare numbers wrong against a bracket of numbers with the unit after it", () => {
    const work = (result: string) => `Rx = (4.20 - 1.50) = (${result}) km`;
    const right = analyzeWork({ problem: "", studentWork: work("2.70"), level: "algebra" });
    expect(right.firstErrorLine).toBeNull();
    expect(right.verdict).not.toBe("has-errors");
    const wrong = analyzeWork({ problem: "", studentWork: work("3.70"), level: "algebra" });
    expect(wrong.firstErrorLine).toBe(1);
    expect(wrong.lines[0].message).toContain("2.70 km");
    // A unit with a prefix the parser spells otherwise ("μm", read "um").
    const micrometres = analyzeWork({
      problem: "",
      studentWork: "x = (4.20 - 1.50) = (2.70) μm",
      level: "algebra",
    });
    expect(micrometres.firstErrorLine).toBeNull();
  });

  it("confirms a relation the worked solution uses and gently notes one it does not", () => {
    const result = analyze(["d = 1/2 v0 t", "F = m a", "d = 1/2 * 20 m/s * 4.0 s = 40 m"].join("\n"));
    expect(result.lines[0]).toMatchObject({ status: "correct", relation: "kinematics.average-velocity" });
    expect(result.lines[0].message).toContain("the worked solution uses it too (step 3)");
    expect(result.lines[1]).toMatchObject({ status: "unchecked", relation: "dynamics.newton-second-law" });
    expect(result.lines[1].message).toContain("The worked solution does not use it");
    // A relation the solution does not use is not checked, so the work is not called correct as a whole.
    expect(result.verdict).toBe("partly-checked");
    expect(result.firstErrorLine).toBeNull();
    expect(result.reply).toMatch(/### What is right\n\n- \*\*Line 1\*\*/);
  });

  it("flags a symbolic line whose sides have different dimensions, saying what each side is", () => {
    const result = analyzeWork({ problem: "", studentWork: "v = 2 g h", level: "algebra" });
    expect(result.lines[0]).toMatchObject({ kind: "symbolic", status: "error", issue: "units" });
    expect(result.firstErrorLine).toBe(1);
    expect(result.reply).toContain("v is a speed (m/s), but 2 g h is a speed squared (m²/s²)");
    expect(result.reply).toContain("a power or a factor is probably missing or extra");
  });

  it("does not read the letters of a relation as units when the line goes on to numbers", () => {
    const result = analyzeWork({
      problem: "",
      studentWork: "v = sqrt(2 g h) = sqrt(2 × 9.8 × 20) = 19.8 m/s",
      level: "algebra",
    });
    expect(result.lines[0].status).not.toBe("error");
    expect(result.lines[0].message).toContain("Free fall from rest");
  });

  it("reads a unit's power written in LaTeX after the unit, as in \\mathrm{m}/\\mathrm{s}^{2}", () => {
    const result = analyzeWork({
      problem: "",
      studentWork: [
        "$a = \\frac{3.60\\ \\mathrm{m}/\\mathrm{s}}{1.90\\ \\mathrm{s}} = 1.89\\ \\mathrm{m}/\\mathrm{s}^{2}$",
        "$W = (1.55 \\times 10^{5}\\ \\mathrm{Pa})(0.00130\\ \\mathrm{m}^{3}) = 201\\ \\mathrm{J}$",
      ].join("\n"),
      level: "algebra",
    });
    expect(result.lines.map((line) => line.status)).toEqual(["correct", "correct"]);
  });

  it("finds a relation written without its ½ on the line that writes it, before any number", () => {
    const result = analyzeWork({
      problem: "A 0.80 kg puck slides across the ice at 5.0 m/s. What is its kinetic energy?",
      studentWork: ["KE = m v^2", "KE = 0.80 * 5.0^2", "KE = 20 J"].join("\n"),
      level: "algebra",
    });
    expect(result.lines[0]).toMatchObject({ status: "error" });
    expect(result.firstErrorLine).toBe(1);
    expect(result.lines[0].message).toContain("Kinetic energy");
    // Without the problem's solution to compare with, the relation's form alone shows it.
    const unsolved = analyzeWork({
      problem: "Find the kinetic energy.",
      studentWork: ["KE = m v^2", "KE = 0.80 * 5.0^2", "KE = 20 J"].join("\n"),
      level: "algebra",
    });
    expect(unsolved.lines[0]).toMatchObject({ status: "error", issue: "relation" });
    expect(unsolved.lines[0].message).toContain("leaves out the factor ½");
  });

  it("reads PE as a spring's potential energy, so a spring's energy without its ½ is found on its line", () => {
    const result = analyzeWork({
      problem: "A spring of constant 250 N/m is compressed 0.10 m. How much energy does it store?",
      studentWork: ["PE = k x^2", "PE = 250 * 0.10^2", "PE = 2.5 J"].join("\n"),
      level: "algebra",
    });
    expect(result.firstErrorLine).toBe(1);
    expect(result.lines[0]).toMatchObject({ status: "error", issue: "relation" });
    const right = analyzeWork({
      problem: "A spring of constant 250 N/m is compressed 0.10 m. How much energy does it store?",
      studentWork: ["PE = 1/2 k x^2", "PE = 0.5 * 250 * 0.10^2", "PE = 1.25 J"].join("\n"),
      level: "algebra",
    });
    expect(right.lines.map((line) => line.status)).not.toContain("error");
  });

  it("does not take a one-digit constant for a given put in with the wrong power of ten", () => {
    // 2 × 10⁻⁷ is μ₀/2π, not the 2.0 cm radius in metres.
    const result = analyzeWork({
      problem:
        "A long straight wire carries 4.0 A. What is the magnetic field 2.0 cm from it? (μ0 = 4π×10^-7 T·m/A)",
      studentWork: ["B = mu0 I / (2 pi r)", "B = 2e-7*4.0/0.020", "B = 4.0e-4 T"].join("\n"),
      level: "algebra",
    });
    expect(result.lines[1].status).not.toBe("error");
    expect(result.firstErrorLine).toBe(3);
  });

  it("does not call a step's own relation wrong for the relation its letters resemble", () => {
    // The distance covered during the reaction time, at constant speed, before the brakes act.
    const result = analyzeWork({
      problem:
        "A car at 20 m/s brakes to a stop; the driver's reaction time is 0.50 s. How far does it go before the brakes act?",
      studentWork: ["d_r = v_0 t_r", "d_r = 20 * 0.50 = 10 m"].join("\n"),
      level: "algebra",
    });
    expect(result.lines[0].status).not.toBe("error");
  });

  it("leaves a symbolic line unchecked without calling it an error", () => {
    const result = analyze(["F d = 1/2 m v0^2", "d = 1/2 * 20 m/s * 4.0 s = 40 m"].join("\n"));
    expect(result.lines[0]).toMatchObject({ kind: "symbolic", status: "unchecked" });
    expect(result.verdict).toBe("partly-checked");
    expect(result.reply).toContain("I checked 1 of the 2 lines with working");
    expect(result.reply).not.toContain("Your work is correct");
    expect(result.reply).toMatch(/### Not checked\n\n- \*\*Line 1\*\*/);
  });
});

describe("Work Analysis reads right lines as right and still catches wrong ones", () => {
  function checkLine(line: string) {
    return analyzeWork({ problem: "", studentWork: line, level: "algebra" }).lines[0];
  }

  it("reads a result of one or two figures as cut short or rounded, never pushed up a digit", () => {
    const wrong = checkLine("1/R = 0.1667 + 0.3333 = 0.6");
    expect(wrong).toMatchObject({ status: "error", issue: "arithmetic" });
    expect(wrong.message).toContain("works out to 0.500");
    // Cut short ("2/3 = 0.66") or rounded ("2/3 = 0.67"), the line holds.
    expect(checkLine("x = 2/3 = 0.66").status).toBe("correct");
    expect(checkLine("x = 2/3 = 0.67").status).toBe("correct");
    expect(checkLine("1/R = 0.1667 + 0.3333 = 0.5").status).toBe("correct");
  });

  it("takes a written 2π as the conversion between turns and radians", () => {
    expect(checkLine("N = \\frac{709\\ \\mathrm{rad}}{2\\pi} = 113\\ \\mathrm{rev}").status).toBe("correct");
    expect(checkLine("ω = 2π × 0.500 rev/s = 3.14 rad/s").status).toBe("correct");
    const wrongTurns = checkLine("N = 709 rad / (2π) = 709 rev");
    expect(wrongTurns).toMatchObject({ status: "error", issue: "arithmetic" });
    expect(wrongTurns.message).toContain("works out to 113 rev");
    expect(checkLine("ω = 2π × 0.500 rev/s = 0.500 rad/s")).toMatchObject({ status: "error" });
  });

  it("reads numbers without units in the unit of the result", () => {
    expect(checkLine("v = 3.6 × 19.1 = 68.8 km/h").status).not.toBe("error");
    const wrong = checkLine("v = 3.6 × 19.1 = 75 km/h");
    expect(wrong).toMatchObject({ status: "error", issue: "arithmetic" });
    expect(wrong.message).toContain("works out to 68.8 km/h");
    // 3.6 is the exact km/h factor, so its digits allow no rounding.
    expect(checkLine("v_0 = 61.0 / 3.6 = 17.2 m/s").status).toBe("error");
  });

  it("reads \\mu\\mathrm{m} as a micrometre", () => {
    expect(checkLine("t = \\frac{112.5\\ \\mathrm{nm}}{0.0145} = 7.76\\ \\mu\\mathrm{m}").status).toBe(
      "correct",
    );
    expect(checkLine("t = \\frac{112.5\\ \\mathrm{nm}}{0.0145} = 9.76\\ \\mu\\mathrm{m}")).toMatchObject({
      status: "error",
      issue: "arithmetic",
    });
  });

  it("allows the rounding of the numbers written, carried through the arithmetic, up to 1 %", () => {
    expect(checkLine("R = (21.9 m/s)(1.62 s) = 35.6 m").status).toBe("correct");
    expect(checkLine("ΔS = -148.3 J/K + 156.7 J/K = 8.45 J/K").status).toBe("correct");
    expect(checkLine("P = (1.58 kJ)(36.0 Hz) = 56.7 kW").status).toBe("correct");
    expect(checkLine("R = (21.9 m/s)(1.62 s) = 36.0 m").status).toBe("error");
    expect(checkLine("P = (1.58 kJ)(36.0 Hz) = 58.0 kW").status).toBe("error");
    // Exact factors and exponents allow no rounding, and no rounding allows more than 1 %.
    expect(checkLine("Q = (300 W)(1800 s) = 5.29 × 10^5 J").status).toBe("error");
    expect(checkLine("T = (300.65 K)(21.4)^0.40 = 1040 K").status).toBe("error");
    expect(checkLine("d = 0.5 × 20 m/s × 4.0 s = 42 m").status).toBe("error");
  });

  it("checks a line written with the Math Helper's LaTeX exactly like its plain-text form", () => {
    const pairs: [latex: string, plain: string][] = [
      [
        String.raw`t = \frac{2(7.97\ \mathrm{m/s})}{9.81\ \mathrm{m/s^{2}}} = 1.62\ \mathrm{s}`,
        "t = 2(7.97 m/s) / (9.81 m/s^2) = 1.62 s",
      ],
      [
        String.raw`v = \sqrt{2 \cdot 9.8\,\mathrm{m/s^2} \cdot 20\,\mathrm{m}} = 19.8\ \mathrm{m/s}`,
        "v = sqrt(2 * 9.8 m/s^2 * 20 m) = 19.8 m/s",
      ],
      [
        String.raw`a = \frac{F}{m} = \frac{12\ \text{N}}{3\ \text{kg}} = 4\ \text{m/s}^2`,
        "a = F/m = 12 N / 3 kg = 4 m/s^2",
      ],
      [String.raw`a = \frac{12\ \text{N}}{3\ \text{kg}} = 6\ \text{m/s}^2`, "a = 12 N / 3 kg = 6 m/s^2"],
      [String.raw`a = \frac{12\ \text{N}}{3\ \text{kg}} = 4\ \text{m/s}`, "a = 12 N / 3 kg = 4 m/s"],
    ];
    for (const [latex, plain] of pairs) {
      const fromLatex = checkLine(latex);
      const fromPlain = checkLine(plain);
      expect(fromLatex.status, latex).toBe(fromPlain.status);
      expect(fromLatex.issue, latex).toBe(fromPlain.issue);
    }
  });

  it("accepts right lines written with LaTeX fractions, roots, brackets, spacing and unit powers", () => {
    const rightLines = [
      String.raw`t = \frac{2(7.97\ \mathrm{m/s})}{9.81\ \mathrm{m/s^{2}}} = 1.62\ \mathrm{s}`,
      String.raw`v = \sqrt{2 \cdot 9.8\,\mathrm{m/s^2} \cdot 20\,\mathrm{m}} = 19.8\ \mathrm{m/s}`,
      String.raw`a = \frac{F}{m} = \frac{12\ \text{N}}{3\ \text{kg}} = 4\ \text{m/s}^2`,
      String.raw`t = \sqrt{\frac{2(45.0\ \mathrm{m})}{9.81\ \mathrm{m/s^{2}}}} = 3.03\ \mathrm{s}`,
      String.raw`R = \dfrac{1}{\tfrac{1}{6.0\ \Omega} + \tfrac{1}{3.0\ \Omega}} = 2.0\ \Omega`,
      String.raw`K = \frac{1}{2}(2.0\ \mathrm{kg})\left(3.0\ \mathrm{m/s}\right)^{2} = 9.0\ \mathrm{J}`,
      String.raw`F = 2.0\;\text{kg} \times 9.8\!\ \text{m/s}^{2} = 19.6\;\text{N}`,
      String.raw`p = \frac{120\ \mathrm{N}}{0.50\ \mathrm{m^{2}}} = 240\ \mathrm{Pa}`,
      String.raw`v = \sqrt{\dfrac{2\left(\frac{1}{2}\right)(9.81\ \text{m/s}^{2})(1.25\ \text{m})}{1}} = 3.50\ \text{m/s}`,
      String.raw`x = \sqrt[3]{27\ \mathrm{m^{3}}} = 3.0\ \mathrm{m}`,
      String.raw`E = \frac{(6.63 \times 10^{-34}\ \mathrm{J\,s})(3.00 \times 10^{8}\ \mathrm{m/s})}{500 \times 10^{-9}\ \mathrm{m}} = 3.98 \times 10^{-19}\ \mathrm{J}`,
      // 110 cm may be 110.25 cm written to three figures.
      String.raw`\left(\frac{110\ \mathrm{cm}}{31.5\ \mathrm{cm}}\right)^2 = 12.25`,
    ];
    for (const line of rightLines) {
      const check = checkLine(line);
      expect(check.status, `${line}: ${check.message}`).toBe("correct");
    }
  });

  it("flags wrong lines written in LaTeX with the value they work out to", () => {
    const wrongLines: [line: string, worksOutTo: string][] = [
      [String.raw`t = \frac{2(7.97\ \mathrm{m/s})}{9.81\ \mathrm{m/s^{2}}} = 1.82\ \mathrm{s}`, "1.62 s"],
      [
        String.raw`v = \sqrt{2 \cdot 9.8\,\mathrm{m/s^2} \cdot 20\,\mathrm{m}} = 14.0\ \mathrm{m/s}`,
        "19.8 m/s",
      ],
      [String.raw`a = \frac{F}{m} = \frac{12\ \text{N}}{3\ \text{kg}} = 6\ \text{m/s}^2`, "4.00 m/s²"],
      [
        String.raw`t = \sqrt{\frac{2(45.0\ \mathrm{m})}{9.81\ \mathrm{m/s^{2}}}} = 4.29\ \mathrm{s}`,
        "3.03 s",
      ],
      [String.raw`R = \dfrac{1}{\tfrac{1}{6.0\ \Omega} + \tfrac{1}{3.0\ \Omega}} = 9.0\ \Omega`, "2.00 Ω"],
      [
        String.raw`K = \frac{1}{2}(2.0\ \mathrm{kg})\left(3.0\ \mathrm{m/s}\right)^{2} = 18\ \mathrm{J}`,
        "9.00 J",
      ],
      [String.raw`F = 2.0\;\text{kg} \times 9.8\!\ \text{m/s}^{2} = 21.6\;\text{N}`, "19.6 N"],
      [String.raw`p = \frac{120\ \mathrm{N}}{0.50\ \mathrm{m^{2}}} = 60\ \mathrm{Pa}`, "240 Pa"],
      [String.raw`\left(\frac{110\ \mathrm{cm}}{31.5\ \mathrm{cm}}\right)^2 = 12.6`, "12.2"],
    ];
    for (const [line, worksOutTo] of wrongLines) {
      const check = checkLine(line);
      expect(check, line).toMatchObject({ status: "error", issue: "arithmetic" });
      expect(check.message, line).toContain(`works out to ${worksOutTo},`);
    }
    const wrongUnit = checkLine(String.raw`a = \frac{12\ \text{N}}{3\ \text{kg}} = 4\ \text{m/s}`);
    expect(wrongUnit).toMatchObject({ status: "error", issue: "units" });
    expect(wrongUnit.message).toContain("works out in m/s², but");
  });
});

describe("Work Analysis reads work the way students write it", () => {
  function analyzeFreeForm(problem: string, lines: string[]) {
    return analyzeWork({ problem, studentWork: lines.join("\n"), level: "algebra" });
  }
  const skater = "A 50 kg skater glides at 4.0 m/s. What is her kinetic energy?";

  it("checks a line starting with = against the line above it", () => {
    const result = analyzeFreeForm(skater, ["KE = ½ m v²", "= 0.5 × 50 × 16", "= 450 J"]);
    expect(result.firstErrorLine).toBe(3);
    expect(result.lines[2]).toMatchObject({ status: "error", issue: "arithmetic" });
    expect(result.lines[2].message).toContain("works out to 400");
    expect(result.lines[2].text).toBe("= 450 J");
  });

  it("goes on from the equation, not from a value given aside after it", () => {
    const result = analyzeFreeForm("A sound has an intensity of 1e-5 W/m^2. What is its sound level?", [
      "β = 10 log(I/I0), I0 = 1e-12",
      "= 10 log(1e-5/1e-12)",
      "= 10 log(1e7)",
      "= 10*7 = 70 dB",
    ]);
    expect(result.firstErrorLine).toBeNull();
    expect(result.lines.map((line) => line.status)).not.toContain("error");
  });

  it("reads a value restated in brackets in another unit as the same value", () => {
    const problem = "A 10 μF capacitor is charged to 12 V. What charge does it hold?";
    const right = analyzeFreeForm(problem, ["Q = C V = 10e-6 * 12", "Q = 1.2e-4 C (120 uC)"]);
    expect(right.lines.map((line) => line.status)).not.toContain("error");
    const wrong = analyzeFreeForm(problem, ["Q = C V = 10e-6 * 12", "Q = 1.2e-4 C (12 uC)"]);
    expect(wrong.firstErrorLine).toBe(2);
  });

  it("accepts a right chain of = lines and its final value", () => {
    const result = analyzeFreeForm(skater, [
      "KE = ½ m v²",
      "= 0.5 × 50 × 4.0²",
      "= 0.5 × 50 × 16",
      "= 400 J",
    ]);
    expect(result.firstErrorLine).toBeNull();
    expect(result.lines[2].status).toBe("correct");
    expect(result.lines[3].status).toBe("correct");
  });

  it("reads continuation lines written as LaTeX rows or marked ≈", () => {
    const latex = analyzeFreeForm(skater, [
      String.raw`KE &= \frac{1}{2}(50)(4.0)^{2}`,
      String.raw`&= 480\ \mathrm{J}`,
    ]);
    expect(latex.firstErrorLine).toBe(2);
    expect(latex.lines[1].issue).toBe("arithmetic");
    const rounded = analyzeFreeForm(
      "A stone is dropped from rest from a height of 20 m. How fast is it moving when it lands?",
      ["v = √(2 × 9.8 × 20)", "≈ 20 m/s"],
    );
    expect(rounded.firstErrorLine).toBeNull();
    expect(rounded.lines[1].status).toBe("correct");
  });

  it("compares a value written on the next line with the expression above it", () => {
    const named = analyzeFreeForm(skater, ["KE = 0.5 × 50 × 4.0^2", "KE = 800 J"]);
    expect(named.firstErrorLine).toBe(2);
    expect(named.lines[1].issue).toBe("arithmetic");
    const alone = analyzeFreeForm(skater, ["KE = 0.5 × 50 × 4.0^2", "so this gives", "800 J"]);
    expect(alone.firstErrorLine).toBe(3);
  });

  it("points to the line that put the wrong numbers in when the lines after it only work them out", () => {
    const result = analyzeFreeForm(skater, ["KE = ½ m v²", "KE = 0.5 × 50 × 4.0", "KE = 100 J"]);
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1].message).toContain("These numbers lead to 100 J");
    expect(result.lines[2].status).not.toBe("error");
  });

  it("evaluates powers of ten in brackets and in \\frac, so a slip in them is found", () => {
    const problem =
      "Two charges of 4.0 μC and 5.0 μC are 0.20 m apart. What is the electric force between them?";
    const plain = analyzeFreeForm(problem, [
      "F = (9.0 × 10^9)(4.0 × 10^-6)(5.0 × 10^-6)/(0.20)^2",
      "= 0.45 N",
    ]);
    expect(plain.firstErrorLine).toBe(2);
    expect(plain.lines[1].message).toContain("4.50 N");
    const latex = analyzeFreeForm(problem, [
      String.raw`F = \frac{(9.0\times10^{9})(4.0\times10^{-6})(5.0\times10^{-6})}{(0.20)^{2}} = 4.5\ \mathrm{N}`,
    ]);
    expect(latex.lines[0].status).toBe("correct");
  });

  it("reads LaTeX spacing between a number and its unit", () => {
    const result = analyzeFreeForm("A 22 μF capacitor is charged to 9.0 V. How much charge does it store?", [
      String.raw`Q = C V = 22\,\mu F \times 9.0\;V = 1.98 \times 10^{-4}\ C`,
    ]);
    expect(result.lines[0].status).toBe("correct");
    expect(result.firstErrorLine).toBeNull();
  });

  it("compares answers without units: ratios, efficiencies and percentages", () => {
    const problem = "A pump takes in 800 J of energy and does 600 J of useful work. What is its efficiency?";
    expect(analyzeFreeForm(problem, ["e = 600/800", "= 0.75", "= 75 %"]).firstErrorLine).toBeNull();
    expect(analyzeFreeForm(problem, ["e = 600/800 = 0.75", "= 7.5 %"]).firstErrorLine).toBe(2);
    const inverted = analyzeFreeForm(problem, ["e = 800/600", "= 1.33"]);
    expect(inverted.firstErrorLine).toBe(1);
    expect(inverted.verdict).toBe("has-errors");
  });
});

describe("Work Analysis's rounding allowance", () => {
  function status(line: string) {
    return analyzeWork({ problem: "", studentWork: line, level: "algebra" }).lines[0].status;
  }

  it("never accepts a wrong whole-number result of exact numbers as rounding", () => {
    for (const line of [
      "x = 3^2 = 10",
      "F = 7 × 8 = 54",
      "A = 25 × 25 = 624",
      "n = 2^5 = 30",
      "p = 4 kg × 5 m/s = 21 kg m/s",
    ]) {
      expect(status(line), line).toBe("error");
    }
    for (const line of ["x = 3^2 = 9", "F = 7 × 8 = 56", "p = 4 kg × 5 m/s = 20 kg m/s"]) {
      expect(status(line), line).toBe("correct");
    }
  });

  it("still accepts honest rounding to the digits written, and a result marked ≈", () => {
    for (const line of [
      "y = 9.8 × 12 = 120",
      "y = 2.0 × 9.8 × 5.0 = 98",
      "r = 1/3 = 0.33",
      "d = 21.9 m/s × 1.62 s = 35.5 m",
      "n = 2^10 ≈ 1000",
    ]) {
      expect(status(line), line).not.toBe("error");
    }
  });
});

describe("Work Analysis on relations and signs that fit the situation", () => {
  function analyzeFreeForm(problem: string, lines: string[]) {
    return analyzeWork({ problem, studentWork: lines.join("\n"), level: "algebra" });
  }
  const parcel = "A parcel is dropped from rest from a balcony 12 m up. How fast does it hit the ground?";
  const candle =
    "A candle stands 40 cm from a converging lens of focal length 15 cm. How far from the lens is the image?";
  const bus = "A bus slows from 18 m/s to 6.0 m/s in 4.0 s. What is its acceleration?";

  it("flags a relation whose units agree but that belongs to another situation, and names the right one", () => {
    const drop = analyzeFreeForm(parcel, ["v = √(g h)", "= √(9.8 × 12)", "= 10.8 m/s"]);
    expect(drop.firstErrorLine).toBe(1);
    expect(drop.lines[0]).toMatchObject({ status: "error", issue: "relation" });
    expect(drop.lines[0].message).toContain("Free fall from rest");
    const lens = analyzeFreeForm(candle, ["1/di = 1/f + 1/do", "1/di = 1/15 + 1/40"]);
    expect(lens.firstErrorLine).toBe(1);
    expect(lens.lines[0].issue).toBe("relation");
    expect(lens.lines[0].message).toContain("Thin lens");
  });

  it("accepts the right relation in any arrangement", () => {
    for (const line of ["v = √(2 g h)", "v^2 = 2 g h", "v = \\sqrt{2gh}"]) {
      expect(analyzeFreeForm(parcel, [line]).lines[0].status, line).not.toBe("error");
    }
    for (const line of ["1/di = 1/f - 1/do", "1/f = 1/do + 1/di", "di = f do/(do - f)"]) {
      expect(analyzeFreeForm(candle, [line]).lines[0].status, line).not.toBe("error");
    }
  });

  it("flags a sign slip where the physics fixes the sign", () => {
    const relation = analyzeFreeForm(bus, ["a = (u − v)/t", "a = (18 − 6.0)/4.0", "a = 3.0 m/s²"]);
    expect(relation.firstErrorLine).toBe(1);
    expect(relation.lines[0].issue).toBe("sign");
    const substituted = analyzeFreeForm(bus, ["a = (18 − 6.0)/4.0", "a = 3.0 m/s²"]);
    expect(substituted.firstErrorLine).toBe(1);
    expect(substituted.lines[0].message).toContain("wrong sign");
    const dropped = analyzeFreeForm(bus, ["a = (6.0 m/s − 18 m/s)/4.0 s = 3.0 m/s²"]);
    expect(dropped.lines[0].message).toMatch(/^The sign is wrong/);
    expect(analyzeFreeForm(bus, ["a = (6.0 − 18)/4.0", "a = −3.0 m/s²"]).firstErrorLine).toBeNull();
  });

  it("flags a virtual image's distance written without its minus sign", () => {
    const problem = "An object is 8.0 cm from a converging lens of focal length 12 cm. Where is the image?";
    const result = analyzeFreeForm(problem, [
      "1/di = 1/f - 1/do",
      "1/di = 1/12 - 1/8.0",
      "1/di = -1/24",
      "di = 24 cm",
    ]);
    expect(result.firstErrorLine).toBe(4);
    expect(result.lines[3]).toMatchObject({ issue: "sign" });
  });
});

describe("Work Analysis says how much of the work it checked", () => {
  const problem = "A 0.50 kg ball is thrown at 6.0 m/s. What is its kinetic energy?";

  it("calls work correct only when it checked every line with working", () => {
    const result = analyzeWork({
      problem,
      studentWork: ["KE = ½ m v²", "= 0.5 × 0.50 × 6.0²", "= 9.0 J"].join("\n"),
      level: "algebra",
    });
    expect(result.verdict).toBe("correct");
    expect(result).toMatchObject({ linesWithWork: 3, linesChecked: 3 });
    expect(result.reply).toContain("I checked all 3 lines with working");
  });

  it("does not call work correct when some of its lines could not be checked, and counts them", () => {
    const result = analyzeWork({
      problem,
      studentWork: ["energy in = energy out", "KE = 0.5 × 0.50 × 6.0² = 9.0 J"].join("\n"),
      level: "algebra",
    });
    expect(result.verdict).toBe("partly-checked");
    expect(result).toMatchObject({ linesWithWork: 2, linesChecked: 1 });
    expect(result.reply).toContain("I checked 1 of the 2 lines with working");
    expect(result.reply).toContain("I cannot call the whole work correct");
    expect(result.reply).not.toContain("Your work is correct");
  });

  it("says how many lines it checked when it finds an error", () => {
    const result = analyzeWork({ problem, studentWork: "KE = 0.5 × 0.50 × 6.0² = 18 J", level: "algebra" });
    expect(result.reply).toContain("starting on line 1. I checked the one line with working.");
  });
});

describe("Work Analysis on common ways of writing numbers", () => {
  function line(text: string) {
    return analyzeWork({ problem: "", studentWork: text, level: "algebra" }).lines[0];
  }

  it("reads digits grouped in threes by spaces as one number", () => {
    expect(line("Q = 3.0 kg × 4186 J/(kg K) × 10 K = 125 580 J").status).toBe("correct");
    expect(line("p = 900 kg × 20 m/s = 18 000 kg m/s").status).toBe("correct");
    expect(line("p = 900 kg × 20 m/s = 16 000 kg m/s").status).toBe("error");
  });

  it("takes a written 3.6 as the conversion between km/h and m/s, in the right direction only", () => {
    expect(line("v = 90 km/h ÷ 3.6 = 25 m/s").status).toBe("correct");
    expect(line("v = 25 m/s × 3.6 = 90 km/h").status).toBe("correct");
    const wrongWay = line("v = 90 km/h × 3.6 = 324 m/s");
    expect(wrongWay.status).toBe("error");
    expect(wrongWay.message).toContain("works out to 25.0 m/s");
  });
});

describe("Work Analysis on a final value with the wrong unit", () => {
  function analyzeFreeForm(problem: string, lines: string[]) {
    return analyzeWork({ problem, studentWork: lines.join("\n"), level: "algebra" });
  }

  it("flags the answer's number given with the unit of another quantity", () => {
    const result = analyzeFreeForm("A 800 kg car moves at 30 m/s. What is its momentum?", [
      "p = mv",
      "p = 800 × 30 = 24000",
      "p = 24000 J",
    ]);
    expect(result.firstErrorLine).toBe(3);
    expect(result.lines[2]).toMatchObject({ status: "error", issue: "units" });
    expect(result.lines[2].message).toContain("The number is right");
  });

  it("flags a result worked out in km/h but labelled m/s", () => {
    const result = analyzeFreeForm("A bus travels 90 km in 1.5 h. What is its average speed?", [
      "v = d/t",
      "= 90/1.5",
      "= 60 m/s",
    ]);
    expect(result.firstErrorLine).toBe(3);
    expect(result.lines[2].issue).toBe("units");
    expect(result.lines[2].message).toContain("km/h");
  });

  it("reads 2π written against a root", () => {
    const result = analyzeFreeForm("A pendulum is 0.90 m long. What is its period?", [
      "T = 2π√(0.90/9.8)",
      "T = 19 s",
    ]);
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1].issue).toBe("arithmetic");
  });
});

describe("Work Analysis follows an unknown solved for on the next line", () => {
  const problem = "A lorry moving at 20 m/s brakes at 4.0 m/s². How far does it travel before stopping?";
  function analyzeLines(lines: string[]) {
    return analyzeWork({ problem, studentWork: lines.join("\n"), level: "algebra" });
  }

  it("accepts the value the line above fixes", () => {
    const result = analyzeLines(["v² = u² + 2as", "0 = 20² + 2(−4.0)s", "s = 400/8.0", "s = 50 m"]);
    expect(result.firstErrorLine).toBeNull();
  });

  it("flags an algebra slip between a line and the one that solves it", () => {
    const result = analyzeLines(["v² = u² + 2as", "0 = 20² + 2(−4.0)s", "s = 400/4.0", "s = 100 m"]);
    expect(result.firstErrorLine).toBe(3);
    expect(result.lines[2].message).toContain("Line 2 gives s = 50");
  });

  it("follows an unknown that stands in a reciprocal, as the lens equation is solved", () => {
    const lens = (lines: string[]) =>
      analyzeWork({
        problem: "An object stands 30 cm from a converging lens of focal length 10 cm. Where is the image?",
        studentWork: lines.join("\n"),
        level: "algebra",
      });
    expect(lens(["1/f = 1/dₒ + 1/dᵢ", "1/10 = 1/30 + 1/dᵢ", "dᵢ = 15 cm"]).firstErrorLine).toBeNull();
    const slip = lens(["1/f = 1/dₒ + 1/dᵢ", "1/10 = 1/30 + 1/dᵢ", "dᵢ = 20 cm"]);
    expect(slip.firstErrorLine).toBe(3);
    expect(slip.lines[2].message).toContain("15");
  });

  it("traces a wrong final value back to the line where a sign was put in", () => {
    const result = analyzeLines(["v² = u² + 2as", "0 = 20² + 2(4.0)s", "s = −400/8.0", "s = −50 m"]);
    expect(result.firstErrorLine).toBe(2);
    expect(result.lines[1].issue).toBe("sign");
  });
});

describe("Work Analysis of an equation solved for an unknown whose letter also names a unit", () => {
  const problem =
    "A 0.40 kg copper block at 150 °C is dropped into 1.0 kg of water at 20 °C. What temperature do they reach?";
  const work = (lines: string[]) => analyzeWork({ problem, studentWork: lines.join("\n"), level: "algebra" });

  it("solves the equation for T instead of reading T as teslas, and confirms each step", () => {
    const result = work([
      "(0.40)(385)(150 - T) = (1.0)(4186)(T - 20)",
      "23,100 − 154T = 4186T − 83,720",
      "106,820 = 4340T",
      "T = 24.6 °C",
    ]);
    expect(result.firstErrorLine).toBeNull();
    expect(result.lines.slice(0, 3).map((line) => line.status)).toEqual(["correct", "correct", "correct"]);
    expect(result.lines[1].message).toContain("T = 24.6");
  });

  it("flags the step where two lines solving the same equation stop agreeing", () => {
    const result = work([
      "(0.40)(385)(150 - T) = (1.0)(4186)(T - 20)",
      "23,100 − 154T = 4186T − 83,720",
      "60,620 = 4340T",
      "T = 14.0 °C",
    ]);
    expect(result.firstErrorLine).toBe(3);
    expect(result.lines[2].message).toContain("T = 24.6");
  });
});

describe("Work Analysis on numbers written without their units", () => {
  function line(text: string) {
    return analyzeWork({ problem: "", studentWork: text, level: "algebra" }).lines[0];
  }

  it("does not call a line wrong when constants written as bare numbers may carry the missing units", () => {
    const check = line("E = (6.63 × 10^-34)(3.00 × 10^8)/(5.00 × 10^-7 m) = 3.98 × 10^-19 J");
    expect(check.status).toBe("unchecked");
    expect(check.arithmeticChecked).toBe(true);
  });

  it("still flags units that disagree when the only bare number is an exact factor", () => {
    expect(line("K = 0.5 × 0.50 kg × 19.8 m/s = 4.95 J")).toMatchObject({ status: "error", issue: "units" });
  });
});

describe("Work Analysis and the direction a work takes as positive", () => {
  it("does not call a velocity against the chosen axis a sign error where the engine answers a speed", () => {
    const result = analyzeWork({
      problem:
        "A 5.0 kg cannon fires a 20 g ball horizontally at 250 m/s. Find the recoil velocity of the cannon.",
      studentWork: [
        "momentum is zero before and after",
        "0 = m_b v_b + m_c v_c",
        "v_c = -(0.020 × 250)/5.0",
        "= -5/5 = -1.0 m/s",
      ].join("\n"),
      level: "algebra",
    });
    expect(result.verdict).not.toBe("has-errors");
  });
});

describe("Work Analysis on a given's unit converted and a unit written after a calculation", () => {
  const analyze = (problem: string, lines: string[]) =>
    analyzeWork({ problem, studentWork: lines.join("\n"), level: "algebra" });

  it("finds a given put in with the wrong power of ten on the line that puts it in", () => {
    const photon = analyze(
      "What is the energy of a photon of wavelength 500 nm? Use h = 6.63e-34 J s and c = 3.0e8 m/s.",
      ["E = hc/lambda", "E = 6.63e-34*3.0e8/500e-6", "E = 1.989e-25/5.0e-4", "E = 3.98e-22 J"],
    );
    expect(photon.firstErrorLine).toBe(2);
    expect(photon.lines[1].message).toContain("500 nm");
    const right = analyze(
      "What is the energy of a photon of wavelength 500 nm? Use h = 6.63e-34 J s and c = 3.0e8 m/s.",
      ["E = hc/lambda", "E = 6.63e-34*3.0e8/500e-9", "E = 3.98e-19 J"],
    );
    expect(right.firstErrorLine).toBeNull();
  });

  it("reads a unit after a calculation of bare numbers as the unit of its result", () => {
    const speed = analyze("A car covers 150 km in 2.5 hours. What is its average speed in m/s?", [
      "v = d/t = 150/2.5",
      "= 60 km/h",
      "60 km/h = 60*1000/3600 m/s",
      "≈ 16.7 m/s",
    ]);
    expect(speed.firstErrorLine).toBeNull();
    const wrong = analyze("A car covers 150 km in 2.5 hours. What is its average speed in m/s?", [
      "v = d/t = 150/2.5",
      "= 60 km/h",
      "60 km/h = 60*1000/3600 m/s = 1.67 m/s",
    ]);
    expect(wrong.firstErrorLine).toBe(3);
  });
});

describe("a typed work that exchanges sin and cos", () => {
  const problem =
    "A mover pushes a box 8.0 m across the floor with a 50 N force directed 30° below the horizontal. How much work does the force do?";

  it("is wrong on the line that writes the relation", () => {
    const result = analyzeWork({
      problem,
      studentWork: ["W = F d sin(theta)", "W = 50 * 8.0 * sin(30)", "W = 200 J"].join("\n"),
      level: "algebra",
    });
    expect(result.firstErrorLine).toBe(1);
    expect(result.lines[0]).toMatchObject({ status: "error", issue: "relation" });
  });

  it("is wrong on its line where the angle is put in with its unit beside a letter", () => {
    const result = analyzeWork({
      problem: "A sled slides down an icy, frictionless hill inclined at 15°. What is its acceleration?",
      studentWork: ["a = g cos(15°)", "a = 9.8 * 0.966", "a = 9.5 m/s^2"].join("\n"),
      level: "algebra",
    });
    expect(result.firstErrorLine).toBe(1);
    expect(result.lines[0]).toMatchObject({ status: "error", issue: "relation" });
  });

  it("is not found wrong where the problem measures the angle from the vertical", () => {
    const result = analyzeWork({
      problem: problem.replace("30° below the horizontal", "60° from the vertical"),
      studentWork: ["W = F d sin(theta)", "W = 50 * 8.0 * sin(60)", "W = 346 J"].join("\n"),
      level: "algebra",
    });
    expect(result.lines[0].status).not.toBe("error");
  });
});

describe("a function's value at a time, written a(2)", () => {
  it("is no product to solve for a, so the lines after it are not called wrong", () => {
    const result = analyzeWork({
      problem: "A body's velocity is v(t) = 2t^2 + 1 (m/s, t in s). What is its acceleration at t = 3 s?",
      studentWork: ["a = dv/dt", "a = 4t", "a(3) = 4*3", "a = 12 m/s^2"].join("\n"),
      level: "calculus",
    });
    expect(result.lines.filter((line) => line.status === "error")).toEqual([]);
  });
  it("is a function's value for a Greek letter spelt out too", () => {
    const result = analyzeWork({
      problem: "A wheel turns with ω(t) = 4t³ rad/s (t in s). What is its angular acceleration at t = 0.5 s?",
      studentWork: ["alpha = d(omega)/dt = 12t^2", "alpha(0.5) = 12*0.5^2", "alpha = 3 rad/s^2"].join("\n"),
      level: "calculus",
    });
    expect(result.lines.filter((line) => line.status === "error")).toEqual([]);
  });
});

describe("a bare angle in a relation of symbols", () => {
  it("is in degrees: n1 sin θc = n2 sin(90) is the critical angle's relation, not a wrong one", () => {
    const result = analyzeWork({
      problem: "Light passes from glass (n = 1.50) into air (n = 1.00). What is the critical angle?",
      studentWork: [
        "n1*sin(theta_c) = n2*sin(90)",
        "sin(theta_c) = 1.00/1.50",
        "theta_c = 41.8 degrees",
      ].join("\n"),
      level: "algebra",
    });
    expect(result.lines.filter((line) => line.status === "error")).toEqual([]);
  });
});

describe("a relation written with the size of a quantity the solution takes as negative", () => {
  it("is no sign slip: d = v0²/(2a) for a braking car, a the deceleration", () => {
    const result = analyzeWork({
      problem:
        "A van moving at 20 m/s brakes to a stop with a deceleration of 4.0 m/s^2. How far does it travel while braking?",
      studentWork: ["d = v0^2/(2*a)", "d = 400/8.0 = 50 m"].join("\n"),
      level: "algebra",
    });
    expect(result.lines.filter((line) => line.status === "error")).toEqual([]);
  });
});
