import { describe, expect, it } from "vitest";
import { checkReplyLines, MAX_REPLY_CALCULATIONS } from "./check-reply-lines";

describe("checking the lines of a model's reply", () => {
  it("catches a slip in a plain-text line and says what it should be", () => {
    const result = checkReplyLines("d = 0.5 × 2.5 m/s² × (8.0 s)² = 90 m\n\n**Final answer:** 90 m");
    expect(result.checked).toHaveLength(1);
    expect(result.failed).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        issue: "arithmetic",
        correction: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m",
        expected: { value: expect.closeTo(80, 6), unit: "m" },
      }),
    ]);
  });

  it("accepts the same line when it is right, in plain text, unicode and LaTeX", () => {
    for (const reply of [
      "d = 0.5 * 2.5 m/s^2 * (8.0 s)^2 = 80 m",
      "d = ½ × 2.5 m/s² × (8.0 s)² = 80 m",
      "$$d = \\frac{1}{2}(2.5\\,\\text{m/s}^2)(8.0\\,\\text{s})^2 = 80\\,\\text{m}$$",
    ]) {
      const result = checkReplyLines(reply);
      expect(result.checked, reply).toHaveLength(1);
      expect(result.failed, reply).toEqual([]);
    }
  });

  it("reads an aligned LaTeX block as one chain and marks the rows it spans", () => {
    const reply = [
      "Step 1: the distance.",
      "$$",
      "\\begin{aligned}",
      "d &= \\tfrac{1}{2} a t^2 \\\\",
      "&= 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 \\\\",
      "&= 90\\ \\mathrm{m}",
      "\\end{aligned}",
      "$$",
    ].join("\n");
    const [failed] = checkReplyLines(reply).failed;
    expect(failed).toMatchObject({ lineNumber: 2, endLineNumber: 8, issue: "arithmetic" });
    expect(failed.correction).toContain("is 80 m, not 90 m");
  });

  it("reads inline math apart from the words around it", () => {
    const reply =
      "From rest, $d = 0.5 \\times 2.5\\ \\mathrm{m/s^2} \\times (8.0\\ \\mathrm{s})^2 = 90\\ \\mathrm{m}$. How long would 160 m take?";
    expect(checkReplyLines(reply).failed[0]?.correction).toBe("0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m");
  });

  it("catches a wrong unit conversion and a dropped power of ten", () => {
    expect(checkReplyLines("v = 72 km/h = 25 m/s").failed[0].correction).toBe(
      "72 km/h is 20 m/s, not 25 m/s",
    );
    const photon = checkReplyLines(
      "E = hc/λ = (6.626 × 10⁻³⁴ J·s)(3.00 × 10⁸ m/s)/(500 × 10⁻⁹ m) = 3.98 × 10⁻¹⁸ J",
    );
    expect(photon.failed[0].correction).toContain("is 3.98 × 10⁻¹⁹ J, not 3.98 × 10⁻¹⁸ J");
  });

  it("catches a relation whose sides have different units", () => {
    const [failed] = checkReplyLines("KE = m v = (2.0 kg)(3.0 m/s) = 6.0 J").failed;
    expect(failed).toMatchObject({ issue: "units" });
    expect(failed.message).toMatch(/units do not match/);
  });

  it("reads a formula's symbols glued to their coefficients as symbols, not units", () => {
    // "2L/3g" is a length over the acceleration of free fall, not litres over grams.
    const result = checkReplyLines("For a rod pivoted at one end, T = 2π√(2L/3g) ≈ 1.64 s");
    expect(result.failed).toEqual([]);
    // A real units slip with a spaced unit is still caught.
    const slip = checkReplyLines("F = 2 kg × 3 m/s = 6 N");
    expect(slip.failed).toEqual([expect.objectContaining({ issue: "units" })]);
  });

  it("leaves prose, givens and final-answer lines alone", () => {
    const result = checkReplyLines(
      "A car accelerates from rest.\n\n- Given: $a = 2.5\\ \\mathrm{m/s^2}$, $t = 8.0$ s\n\n**Final answer:** 80 m",
    );
    expect(result.checked).toEqual([]);
  });

  it("lets a result written with ≈ be rounded loosely, but holds = to the digits written", () => {
    expect(checkReplyLines("h = 0.5 × 9.8 m/s² × (2.0 s)² ≈ 20 m").failed).toEqual([]);
    expect(checkReplyLines("h = 0.5 × 9.8 m/s² × (2.0 s)² = 19.6 m").failed).toEqual([]);
    expect(checkReplyLines("h = 0.5 × 9.8 m/s² × (2 s)² = 18 m").failed).toHaveLength(1);
  });

  it("lists the calculations it could not read, and not the values a line only states", () => {
    const result = checkReplyLines(
      [
        "d = 2.0 m/s × 3.0 s = 6.0 m",
        "P = \\Gamma(4.5) × 2.0 W = 23.3 W",
        "t = 12 blorps / 4.0 = 3.0 blorps",
        "v = 20 m/s, c = 3.0 × 10^8 m/s and k = 2.0 × 10⁻⁷ T·m/A",
      ].join("\n"),
    );
    expect(result.checked).toHaveLength(1);
    expect(result.unread.map((line) => line.lineNumber)).toEqual([2, 3]);
  });

  describe("relations written in a wrong form", () => {
    it("calls a relation of a situation wrong where the problem names that situation and no other", () => {
      const reply =
        "$$h = g t^2$$\n\n$$t = \\sqrt{\\frac{h}{g}} = \\sqrt{\\frac{20.0\\ \\text{m}}{9.80\\ \\text{m/s}^2}} = 1.43\\ \\text{s}$$";
      const dropped = checkReplyLines(reply, {
        problem: "A stone is dropped from rest off a bridge 20.0 m above the water. How long does it fall?",
      });
      // h = g t², and the time solved from it, t = √(h/g).
      expect(dropped.failed).toEqual([
        expect.objectContaining({ lineNumber: 1, issue: "relation" }),
        expect.objectContaining({ lineNumber: 3, issue: "relation" }),
      ]);
      expect(dropped.failed[0].message).toContain("leaves out the factor ½");
      expect(dropped.failed[1].message).toContain("leaves a factor 2 out from under a root");
      // Where the words name no fall from rest, the form is a relation not checked, never called wrong.
      const thrown = checkReplyLines(reply, {
        problem:
          "A stone is thrown down at 2.0 m/s from a bridge 20.0 m above the water. How long is it in the air?",
      });
      expect(thrown.failed).toEqual([]);
      expect(thrown.relationsNotChecked.map((line) => line.lineNumber)).toContain(1);
    });

    const sliding = {
      problem: "A 2.0 kg block slides across the ice at 3.0 m/s. What is its kinetic energy?",
    };
    const kineticEnergy =
      "The kinetic energy is $$K=mv^{2}=\\left(2.0\\ \\text{kg}\\right)\\left(3.0\\ \\text{m/s}\\right)^{2}=18\\ \\text{J}$$\n\n**Final answer:** 18 J";

    it("disputes kinetic energy written without its ½, though the numbers put in it multiply out", () => {
      const [failed] = checkReplyLines(kineticEnergy, sliding).failed;
      expect(failed).toMatchObject({ lineNumber: 1, issue: "relation", status: "error" });
      expect(failed.message).toContain('K = mv² is not the relation "Kinetic energy"');
      expect(failed.message).toContain("leaves out the factor ½");
    });

    it("reads the labels of bodies and states as the quantity they label", () => {
      // The hammer's kinetic energy, the spring's energy, a capacitor's energy, a wheel's. A
      // capacitor's energy is the capacitor's only where the problem speaks of one.
      for (const [line, problem] of [
        [
          "$$K_{\\text{i}}=M_{\\text{H}}v_{\\text{H}}^{2}=\\left(70\\ \\text{kg}\\right)\\left(10\\ \\text{m/s}\\right)^{2}=7000\\ \\text{J}$$",
          "Find the energy.",
        ],
        [
          "$$U=kx^{2}=\\left(4\\ \\text{N/m}\\right)\\left(0.3\\ \\text{m}\\right)^{2}=0.36\\ \\text{J}$$",
          "Find the energy.",
        ],
        [
          "$$U_{0}=C_{0}V_{0}^{2}=\\left(20.0\\ \\text{pF}\\right)\\left(40.0\\ \\text{V}\\right)^{2}=32.0\\ \\text{nJ}$$",
          "Find the energy stored in the capacitor.",
        ],
        [
          "$$K=I\\omega^{2}=\\left(0.0035\\ \\text{kg}\\cdot\\text{m}^{2}\\right)\\left(31.4\\ \\text{rad/s}\\right)^{2}=3.45\\ \\text{J}$$",
          "Find the energy.",
        ],
      ])
        expect(checkReplyLines(line, { problem }).failed, line).toMatchObject([{ issue: "relation" }]);
    });

    it("checks the same lines with their ½ as right", () => {
      for (const line of [
        "$$K_{\\text{f}}=\\frac{1}{2}M_{\\text{H}}v_{\\text{H}}^{2}=\\frac{1}{2}\\left(70\\ \\text{kg}\\right)\\left(10\\ \\text{m/s}\\right)^{2}=3500\\ \\text{J}$$",
        "$$U=\\frac{1}{2}kx^{2}=\\frac{1}{2}\\left(4\\ \\text{N/m}\\right)\\left(0.3\\ \\text{m}\\right)^{2}=0.18\\ \\text{J}$$",
      ])
        expect(checkReplyLines(line, { problem: "Find the energy." })).toMatchObject({
          failed: [],
          unread: [],
        });
    });

    it("leaves the line unchecked, never disputed, where another situation may be meant", () => {
      // K = m v² is the kinetic energy of a rolling hoop: a problem about one, or no problem known.
      const rolling = { problem: "A hoop of mass 2.0 kg rolls without slipping at 3.0 m/s." };
      // Its arithmetic is read as a line of numbers alone would be; the relation is reported not
      // checked, which keeps the reply from being verified on it.
      for (const result of [checkReplyLines(kineticEnergy, rolling), checkReplyLines(kineticEnergy)]) {
        expect(result.failed).toEqual([]);
        expect(result.checked).toEqual([
          expect.objectContaining({
            status: "correct",
            disputable: false,
            message: expect.stringMatching(/not checked/),
          }),
        ]);
        expect(result.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
      }
    });
  });

  describe("the notation of published worked solutions", () => {
    const read = (reply: string) => {
      const result = checkReplyLines(reply);
      return { checked: result.checked.length, failed: result.failed, unread: result.unread.length };
    };

    it("reads a display set inside a paragraph apart from the words around it", () => {
      const reply =
        "(b) The runner covers the track at $$v=\\frac{15.0\\ \\text{m}}{3.00\\ \\text{s}}=5.00\\ \\text{m/s}$$ and then slows down.";
      expect(read(reply)).toMatchObject({ checked: 1, failed: [] });
      const slip = read(reply.replace("5.00\\ \\text{m/s}", "6.00\\ \\text{m/s}"));
      expect(slip.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    });

    it("skips the description of a picture", () => {
      const reply =
        "[Image: A chart where the bars read 3 + 4 = 9 units high.](https://example.com/chart.png)";
      expect(read(reply)).toEqual({ checked: 0, failed: [], unread: 0 });
    });

    it("joins an aligned row that goes on with an operator to the row above", () => {
      const reply = [
        "$$\\begin{aligned}p&=2.00\\times 10^{5}\\ \\text{Pa}+\\left(1000\\ \\text{kg/m}^{3}\\right)\\left(9.80\\ \\text{m/s}^{2}\\right)\\left(8.0\\ \\text{m}\\right)\\\\",
        "&\\ -\\ \\left(1000\\ \\text{kg/m}^{3}\\right)\\left(9.80\\ \\text{m/s}^{2}\\right)\\left(3.0\\ \\text{m}\\right)\\\\",
        "&=2.49\\times 10^{5}\\ \\text{Pa}\\end{aligned}$$",
      ].join("\n");
      expect(read(reply)).toMatchObject({ checked: 1, failed: [] });
    });

    it("reads units after a slash as all in the denominator, and run-together units with a power", () => {
      expect(read("Q = (0.40 kg)(4186 J/kg·°C)(15 °C) = 25.1 kJ")).toMatchObject({ checked: 1, failed: [] });
      expect(read("C = (2.5 mol)(8.31 J/mol·K) = 20.8 J/K")).toMatchObject({ checked: 1, failed: [] });
      expect(
        read("F = (8.99 × 10^9 Nm^2/C^2)(2.0 × 10^-6 C)(3.0 × 10^-6 C)/(0.50 m)^2 = 0.216 N"),
      ).toMatchObject({ checked: 1, failed: [] });
    });

    it("leaves unchecked a result a few per cent off, as a rounding carried from an earlier step may make it", () => {
      // √((40.0 m)(9.80 m/s²)(0.515)) is 14.2 m/s: 14.0 is off by 1.5 %.
      const rounded = read(
        "v = \\sqrt{(40.0\\ \\text{m})(9.80\\ \\text{m/s}^2)(0.515)} = 14.0\\ \\text{m/s}",
      );
      expect(rounded).toEqual({ checked: 0, failed: [], unread: 1 });
      const slip = read("v = \\sqrt{(40.0\\ \\text{m})(9.80\\ \\text{m/s}^2)(0.515)} = 15.8\\ \\text{m/s}");
      expect(slip.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    });

    it("reads a unit written after a quotient of numbers as the unit of the result", () => {
      expect(read("Δp = 1500 psi = 1500 / 14.7 atm ≈ 102 atm").failed).toEqual([]);
      // A relation in the wrong form is never counted as checked, and caught where its units show it.
      expect(read("k = 0.693 × 3600 s = 2490 s^-1")).toEqual({ checked: 0, failed: [], unread: 1 });
      expect(read("k = 0.693 × 18000 s = 12500 s^-1").failed).toEqual([
        expect.objectContaining({ issue: "units" }),
      ]);
    });

    it("does not read a coefficient glued to a symbol as a unit", () => {
      expect(read("150w = 30.0 m").failed).toEqual([]);
      expect(read("3T = 6.0 × 10^2 N").failed).toEqual([]);
    });

    it("does not dispute a sum whose unit is written on its last term only", () => {
      expect(read("d = 1.2 + 0.8 - 0.5 km = 1.5 km").failed).toEqual([]);
    });

    it("does not dispute a line whose brackets were lost in conversion", () => {
      const reply =
        "$I=\\frac{1}{3}(60.0\\ \\text{kg})\\left(\\right.1\\left(.5\\ \\text{m}\\left.\\right)\\right)^{2}=45.0\\ \\text{kg}\\cdot\\text{m}^{2}$";
      expect(read(reply).failed).toEqual([]);
    });

    it("converts a temperature stated in another scale as a level", () => {
      expect(read("T = 450 K = 177 °C")).toMatchObject({ checked: 1, failed: [] });
      const [failed] = read("T = 450 K = 190 °C").failed;
      expect(failed.correction).toBe("450 K is 180 °C, not 190 °C");
    });

    it("holds a result to the numbers written, however much their last digits could move it", () => {
      // With 0.10 m and 0.15 m to two figures the bracket could be off by a fifth; the writer's 4.5 is what they give.
      const line = (result: string) =>
        `W = (8.99 × 10^9 N·m²/C²)(5.0 × 10^-9 C)(3.0 × 10^-9 C)(1/(0.10 m) − 1/(0.15 m)) = ${result} J`;
      expect(read(line("4.5 × 10^-7"))).toMatchObject({ checked: 1, failed: [] });
      expect(read(line("5.6 × 10^-7")).failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    });

    it("counts a calculation written with nothing before its equals sign, read or not", () => {
      const reply = [
        "$$\\frac{3.6\\times 10^{20}\\ \\text{J}}{4.0\\ \\text{J/event}}=9.0\\times 10^{19}\\ \\text{event}$$",
        "$$E=(2.0\\ \\text{kg})(3.0\\ \\text{m/s})^2/2=9.0\\ \\text{J}$$",
      ].join("\n");
      expect(read(reply)).toEqual({ checked: 1, failed: [], unread: 1 });
    });

    it("reads a reply of many displays on one line without end, and checks at most its first calculations", () => {
      expect(read("$$".repeat(8000))).toEqual({ checked: 0, failed: [], unread: 0 });
      const many = read("a $$x=1+2=3$$ ".repeat(1000));
      expect(many).toEqual({
        checked: MAX_REPLY_CALCULATIONS,
        failed: [],
        unread: 1000 - MAX_REPLY_CALCULATIONS,
      });
    });

    it("reads the trigonometric functions and their inverses written as LaTeX commands", () => {
      const component = "$$F_{x}=F\\cos\\theta=\\left(12.0\\ \\text{N}\\right)\\cos\\ 60°=6.00\\ \\text{N}$$";
      expect(read(component)).toMatchObject({ checked: 1, failed: [] });
      expect(read(component.replace("6.00\\ \\text{N}$$", "7.00\\ \\text{N}$$")).failed).toEqual([
        expect.objectContaining({ issue: "arithmetic" }),
      ]);
      const angle = "$$\\theta=\\tan^{-1}\\left(\\frac{3.0}{4.0}\\right)=36.9°$$";
      expect(read(angle)).toMatchObject({ checked: 1, failed: [] });
      expect(read(angle.replace("36.9°", "53.1°")).failed).toHaveLength(1);
    });

    it("leaves a function unchecked where how far its argument reaches cannot be told", () => {
      // cos 2π/3 may be cos(2π/3) or cos(2)·π/3; ln 2.0 s⁻¹ may be ln(2.0)/s.
      expect(read("$$x=\\left(4.0\\ \\text{m}\\right)\\cos\\ 2\\pi/3=-2.0\\ \\text{m}$$").failed).toEqual([]);
      expect(read("$$k=\\frac{1}{5}\\ln\\ 2.0\\ \\text{s}^{-1}=0.14\\ \\text{s}^{-1}$$").failed).toEqual([]);
      expect(
        read(
          "$$\\alpha=\\sin^{-1}\\left(20\\ \\text{m/s}\\right)\\left(\\frac{\\sin\\ 30°}{40\\ \\text{m/s}}\\right)=14.5°$$",
        ).failed,
      ).toEqual([]);
    });

    it("reads a unit written once after a bracket of numbers, or after π", () => {
      const sum = "$$\\Delta x=x_{2}-x_{1}=\\left(7.5-2.0\\right)\\text{cm}=5.5\\ \\text{cm}$$";
      expect(read(sum)).toMatchObject({ checked: 1, failed: [] });
      expect(read(sum.replace("=5.5", "=4.5")).failed).toEqual([
        expect.objectContaining({ issue: "arithmetic" }),
      ]);
      const length =
        "$$L=\\sqrt{\\left(3.0\\ \\text{m}\\right)^{2}+\\left(4.0\\ \\text{m}\\right)^{2}}=\\sqrt{\\left(3.0\\right)^{2}+\\left(4.0\\right)^{2}}\\ \\text{m}=5.0\\ \\text{m}$$";
      expect(read(length)).toMatchObject({ checked: 1, failed: [] });
      expect(read("$$\\omega=2\\pi f=4.0\\pi\\ \\text{rad/s}=12.6\\ \\text{rad/s}$$")).toMatchObject({
        checked: 1,
        failed: [],
      });
    });

    it("reads letters after a formula's factor as symbols, not units", () => {
      // ½ C V²: a capacitance and a voltage, not coulombs and volts.
      const energy =
        "$$U=\\frac{1}{2}CV^{2}=\\frac{1}{2}\\left(2.0\\ \\mu\\text{F}\\right)\\left(10.0\\ \\text{V}\\right)^{2}=0.10\\ \\text{mJ}$$";
      expect(read(energy)).toMatchObject({ checked: 1, failed: [] });
      // 0 = 10² + 2(−2.5)s solves for the distance s; it is no time in seconds.
      expect(
        read("$$0=\\left(10\\ \\text{m/s}\\right)^{2}+2\\left(-2.5\\ \\text{m/s}^{2}\\right)s$$").failed,
      ).toEqual([]);
    });

    it("reads a fraction of two units, and units struck out in a conversion", () => {
      const rate = "$$r=\\frac{6.0\\ \\text{km}}{12\\ \\text{min}}=0.50\\ \\frac{\\text{km}}{\\text{min}}$$";
      expect(read(rate)).toMatchObject({ checked: 1, failed: [] });
      expect(read(rate.replace("0.50\\ ", "0.60\\ ")).failed).toHaveLength(1);
      const conversion =
        "$$0.50\\ \\frac{\\cancel{\\text{km}}}{\\text{min}}\\times\\frac{1000\\ \\text{m}}{1\\ \\cancel{\\text{km}}}=500\\ \\text{m/min}$$";
      expect(read(conversion)).toMatchObject({ checked: 1, failed: [] });
    });

    it("reads equations set side by side in a display each down its own column", () => {
      const reply =
        "$$\\begin{aligned}F_{x}&=ma_{x}&&F_{y}&=0\\\\ &=\\left(3.0\\ \\text{kg}\\right)\\left(2.0\\ \\text{m/s}^{2}\\right)&&N-29.4\\ \\text{N}&=0\\\\ &=6.0\\ \\text{N}&&N&=29.4\\ \\text{N}\\end{aligned}$$";
      expect(read(reply)).toMatchObject({ checked: 1, failed: [] });
    });

    it("checks vectors written by their components along each axis", () => {
      const sum =
        "$$\\vec{R}=\\vec{A}+\\vec{B}=\\left(2.0\\hat{i}+1.5\\hat{j}\\right)\\text{m}+\\left(-0.5\\hat{i}+2.5\\hat{j}\\right)\\text{m}=\\left(1.5\\hat{i}+4.0\\hat{j}\\right)\\text{m}$$";
      expect(read(sum)).toMatchObject({ checked: 1, failed: [] });
      const [slip] = read(
        sum.replace("4.0\\hat{j}\\right)\\text{m}$$", "3.0\\hat{j}\\right)\\text{m}$$"),
      ).failed;
      expect(slip).toMatchObject({ issue: "arithmetic" });
      expect(slip.message).toContain("Along the y axis");
      // A product of vectors is read as their cross product, î × ĵ = k̂; a magnitude is no vector.
      const cross = (result: string) =>
        read(`$$\\vec{C}=\\left(2.0\\hat{i}\\right)\\times\\left(3.0\\hat{j}\\right)=${result}$$`);
      expect(cross("6.0\\hat{k}")).toMatchObject({ checked: 1, failed: [] });
      expect(cross("-6.0\\hat{k}").failed).toHaveLength(1);
      expect(
        read("$$\\vec{v}=\\left(3.0\\hat{i}+4.0\\hat{j}\\right)\\text{m/s}=5.0\\ \\text{m/s}$$").failed,
      ).toEqual([]);
    });

    it("reads a zero a body stops at as a zero of any unit, along its axis", () => {
      const reply =
        "$$\\vec{F}=m\\frac{0-v_{\\text{i}}\\hat{i}}{\\Delta t}=\\left(87.8\\ \\text{kg}\\right)\\left(\\frac{-\\left(27\\ \\text{m/s}\\right)\\hat{i}}{2.5\\ \\text{s}}\\right)=-\\left(948\\ \\text{N}\\right)\\hat{i}.$$";
      expect(read(reply)).toMatchObject({ checked: 1, failed: [] });
      expect(read(reply.replace("948", "848")).failed).toEqual([
        expect.objectContaining({ issue: "arithmetic" }),
      ]);
    });

    it("reads components whose unit is written after each, and the net force as the sum of the forces", () => {
      const reply = [
        "$$\\begin{aligned}",
        "\\vec{F}_{\\text{net}} & = \\vec{F}_A + \\vec{F}_B \\\\",
        "& = (5.00 - 1.50)\\,\\hat{i} \\text{ N} + (2.00 + 4.00)\\,\\hat{j} \\text{ N} \\\\",
        "& = \\left( 3.50\\,\\hat{i} + 6.00\\,\\hat{j} \\right) \\text{ N}",
        "\\end{aligned}$$",
      ].join("\n");
      const result = checkReplyLines(reply);
      expect(result).toMatchObject({ failed: [], unread: [], relationsNotChecked: [] });
      expect(result.checked).toHaveLength(1);
      expect(checkReplyLines(reply.replace("6.00\\,", "7.00\\,")).failed[0].message).toContain(
        "Along the y axis",
      );
    });

    it("reads a first side of a number and letters that spell a unit as the name of what follows", () => {
      const line = (result: string) =>
        `$$2meV = 2(9.11\\times10^{-31}\\text{ kg})(1.60\\times10^{-19}\\text{ C})(200\\text{ V}) = ${result}\\times10^{-47}\\text{ kg}^2\\text{m}^2/\\text{s}^2$$`;
      expect(read(line("5.83"))).toMatchObject({ checked: 1, failed: [] });
      expect(read(line("58.3")).failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    });

    it("reads bare numbers with the result's unit after them, each a value stated with its unit above", () => {
      const reply = [
        "$$m_{1} c_{1} = (0.500\\mathrm{~kg})(900\\mathrm{~J/kg \\cdot {}^\\circ C}) = 450\\mathrm{~J/{}^\\circ C}$$",
        "",
        "$$m_{2} c_{2} = (0.300\\mathrm{~kg})(4186\\mathrm{~J/kg \\cdot {}^\\circ C}) = 1256\\mathrm{~J/{}^\\circ C}$$",
        "",
        "$$T_f = \\frac{(450)(80.0) + (1256)(15.0)}{450 + 1256} \\mathrm{~{}^\\circ C} = 32.1 \\mathrm{~{}^\\circ C}$$",
      ].join("\n");
      const problem =
        "A 0.500 kg block at 80.0 °C is dropped into 0.300 kg of water at 15.0 °C. Find the final temperature.";
      const result = checkReplyLines(reply, { problem });
      expect(result).toMatchObject({ failed: [], unread: [] });
      expect(result.checked).toHaveLength(3);
      // The units filled in are read, not written: a line wrong with them is left unread, never disputed.
      expect(checkReplyLines(reply.replace("= 32.1", "= 42.1"), { problem })).toMatchObject({
        failed: [],
        unread: [expect.objectContaining({ lineNumber: 5 })],
      });
    });

    it("reads a display closed by a stop after its environment, and a coefficient before a subscripted symbol as no value", () => {
      const reply = [
        "$$v_{\\text{f}}=\\sqrt{2\\mu_{\\text{k}}gd}.$$",
        "",
        "$$\\begin{aligned}\\\\ v_{\\text{f}}&=\\sqrt{2\\left(0.50\\right)\\left(9.80\\ \\frac{\\text{m}}{\\text{s}^{2}}\\right)\\left(8.0\\ \\text{m}\\right)}\\\\ &=8.9\\ \\text{m/s}.\\end{aligned}.$$",
        "",
        "$$K=\\frac{1}{2}\\left(1500\\right)\\left(8.9^{2}\\right)=5.9\\times 10^{4}\\ \\text{J}$$",
      ].join("\n");
      const problem =
        "A 1500 kg car skids 8.0 m to a stop on a road whose coefficient of kinetic friction is 0.50.";
      const result = checkReplyLines(reply, { problem });
      expect(result.failed).toEqual([]);
      expect(result.checked.map((line) => line.lineNumber)).toEqual([3, 5]);
    });

    it("fills the units of numbers written without them beside values written with theirs", () => {
      const reply = [
        "The wheel turns at a steady $\\omega=12\\ \\text{rad/s}$.",
        "",
        "$$\\Delta\\theta=12.0\\left(20.0\\ \\text{s}\\right)-12.0\\left(5.0\\ \\text{s}\\right)=180\\ \\text{rad}$$",
      ].join("\n");
      const result = checkReplyLines(reply);
      expect(result).toMatchObject({ failed: [], unread: [] });
      expect(result.checked.map((line) => line.lineNumber)).toContain(3);
      // A wrong result is not read as right with the units filled in.
      const wrong = checkReplyLines(reply.replace("=180", "=150"));
      expect(wrong.checked.filter((line) => line.lineNumber === 3 && line.status === "correct")).toEqual([]);
    });

    it("reads an object at infinity and a magnetic moment in A·m²", () => {
      const lens =
        "$$f=\\left(\\frac{1}{\\infty}+\\frac{1}{25.0\\ \\text{cm}}\\right)^{-1}=25.0\\ \\text{cm}$$";
      expect(read(lens)).toMatchObject({ checked: 1, failed: [] });
      expect(read(lens.replace("=25.0\\ \\text{cm}$$", "=52.0\\ \\text{cm}$$")).failed).toHaveLength(1);
      const moment =
        "$$\\mu=IA=\\left(3.0\\ \\text{A}\\right)\\left(\\pi\\left(0.050\\ \\text{m}\\right)^{2}\\right)=0.024\\ \\text{A}\\cdot\\text{m}^{2}$$";
      expect(read(moment)).toMatchObject({ checked: 1, failed: [] });
      expect(read(moment.replace("=0.024", "=0.24")).failed).toHaveLength(1);
    });

    it("reads a coefficient per degree and a common logarithm written with its base", () => {
      const expansion =
        "$$\\frac{F}{A}=\\left(20\\times 10^{9}\\ \\text{N/m}^{2}\\right)\\left(12\\times 10^{-6}/°\\text{C}\\right)\\left(38\\ °\\text{C}-5\\ °\\text{C}\\right)=7.9\\times 10^{6}\\ \\text{N/m}^{2}.$$";
      expect(read(expansion)).toMatchObject({ checked: 1, failed: [] });
      const inKelvin = expansion
        .replace(/°\\text\{C\}/g, "\\text{K}")
        .replace("38\\ \\text{K}-5", "43\\ \\text{K}-10");
      expect(read(inKelvin)).toMatchObject({ checked: 1, failed: [] });
      expect(read(inKelvin.replace("=7.9", "=9.7")).failed).toHaveLength(1);
      const level = "$$\\beta_{2}-\\beta_{1}=10\\ \\log_{10}2.00=3.01\\ \\text{dB}.$$";
      expect(read(level)).toMatchObject({ checked: 1, failed: [] });
    });

    it("does not read a unit vector as the quantity it points along", () => {
      expect(
        read(
          "$$\\hat{u}=\\frac{\\vec{u}}{u}=\\frac{\\left(3.0\\hat{i}+4.0\\hat{j}\\right)\\text{m/s}}{5.0\\ \\text{m/s}}$$",
        ).failed,
      ).toEqual([]);
    });

    it("allows two worked-out sides to differ by the rounding of the numbers in both", () => {
      // 5.00 − √24.0 is 0.101; written 5.00 − 4.90 it is 0.10, within the rounding of 4.90.
      expect(read("d = 5.00 m - sqrt(24.0 m^2) = 5.00 m - 4.90 m")).toMatchObject({ checked: 1, failed: [] });
      expect(read("d = 5.00 m - sqrt(24.0 m^2) = 5.00 m - 4.80 m").failed).toHaveLength(1);
    });

    it("counts a list of given values as no calculation, however its commas are spaced", () => {
      expect(
        read(
          "$$m=2.0\\ \\text{kg},\\ M=6.0\\times 10^{24}\\ \\text{kg},\\ r=6.4\\times 10^{6}\\ \\text{m}$$",
        ),
      ).toEqual({
        checked: 0,
        failed: [],
        unread: 0,
      });
      expect(read("The knowns: $v=0.60c,\\Delta t=3.0\\ \\text{s}$.")).toEqual({
        checked: 0,
        failed: [],
        unread: 0,
      });
    });

    it("reads a subscript with a sum in it as part of one symbol", () => {
      const reply =
        "$$\\Delta E=E_{n+1}-E_{n}=hf=\\left(6.63\\times 10^{-34}\\ \\text{J}\\cdot\\text{s}\\right)\\left(4.0\\times 10^{14}\\ \\text{Hz}\\right)=2.65\\times 10^{-19}\\ \\text{J}$$";
      expect(read(reply)).toMatchObject({ checked: 1, failed: [] });
    });
    it("reads a line of symbols that writes a relation the engine knows, and not one in a wrong form", () => {
      expect(read("$$K=\\frac{1}{2}mv^{2}$$")).toEqual({ checked: 1, failed: [], unread: 0 });
      // A quarter where the half belongs is no relation the engine knows: a relation not checked, never
      // checked right, as the same line without a digit is.
      expect(read("$$K=\\frac{1}{4}mv^{2}$$")).toEqual({ checked: 0, failed: [], unread: 0 });
      expect(checkReplyLines("$$K=\\frac{1}{4}mv^{2}$$").relationsNotChecked).toEqual([
        expect.objectContaining({ lineNumber: 1 }),
      ]);
      // Every equation of the line must be one: the second here is a step of this problem only, a
      // relation the checks cannot tell is right, so the reply is not verified on it.
      expect(read("$$F_{\\text{net}}=ma=3T-w$$")).toEqual({ checked: 0, failed: [], unread: 0 });
      expect(checkReplyLines("$$F_{\\text{net}}=ma=3T-w$$").relationsNotChecked).toEqual([
        expect.objectContaining({ equation: expect.stringContaining("3T") }),
      ]);
    });

    it("reads a unit in brackets with a power after a number as the book means it", () => {
      // Converted formulas write rad/s² as (rad/s)² and kg·m² as (kg-m)².
      const angular =
        "$$\\alpha=\\frac{12.0\\ \\text{rad/s}}{4.00\\ \\text{s}}=3.00\\left(\\ \\text{rad/s}\\right)^{2}$$";
      expect(read(angular)).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(read(angular.replace("3.00", "4.00")).failed).toEqual([
        expect.objectContaining({ issue: "arithmetic" }),
      ]);
      const inertia =
        "$$I=\\left(2.0\\ \\text{kg}\\right)\\left(3.0\\ \\text{m}\\right)^{2}=18\\left(\\ \\text{kg}-\\text{m}\\right)^{2}$$";
      expect(read(inertia)).toEqual({ checked: 1, failed: [], unread: 0 });
      // Where the brackets mean what they say, the line is not disputed.
      expect(
        read("$$v^{2}=\\left(5.0\\ \\text{m/s}\\right)^{2}=25\\left(\\text{m/s}\\right)^{2}$$").failed,
      ).toEqual([]);
    });

    it("reads two units joined by a hyphen after a number as their product", () => {
      expect(
        read(
          "$$\\tau=\\left(20.0\\ \\text{N}\\right)\\left(0.50\\ \\text{m}\\right)=10.0\\ \\text{N}-\\text{m}$$",
        ),
      ).toEqual({ checked: 1, failed: [], unread: 0 });
    });
    it("reads units written as a fraction, alone or under a quantity, as one of that unit", () => {
      const impulse =
        "$$F=\\frac{4.0\\ \\frac{\\text{kg}\\cdot\\text{m}}{\\text{s}}}{0.50\\ \\text{s}}=8.0\\ \\text{N}$$";
      expect(read(impulse)).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(read(impulse.replace("8.0", "6.0")).failed).toEqual([
        expect.objectContaining({ issue: "arithmetic" }),
      ]);
      const perMass =
        "$$m=\\left(12.0\\ \\text{u}\\right)\\left(\\frac{1.66\\times 10^{-27}\\ \\text{kg}}{\\text{u}}\\right)=1.99\\times 10^{-26}\\ \\text{kg}$$";
      expect(read(perMass)).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(
        read(
          "$$\\Delta V=\\left(3.0\\times 10^{-5}/\\text{atm}\\right)\\left(200\\ \\text{atm}\\right)=6.0\\times 10^{-3}$$",
        ),
      ).toEqual({ checked: 1, failed: [], unread: 0 });
    });

    it("reads digits grouped with {,} and a result followed by words", () => {
      expect(
        read(
          "$$W=\\left(30{,}000\\ \\text{C}\\right)\\left(6.00\\ \\text{V}\\right)=1.80\\times 10^{5}\\ \\text{J}$$",
        ),
      ).toEqual({
        checked: 1,
        failed: [],
        unread: 0,
      });
      expect(
        read("$$\\theta=\\tan^{-1}\\left(\\frac{30.0}{40.0}\\right)=36.9°\\ \\text{north of east}.$$"),
      ).toEqual({
        checked: 1,
        failed: [],
        unread: 0,
      });
    });

    it("does not dispute a line with a power lost in conversion", () => {
      const lost =
        "$$g=\\frac{\\left(6.67\\times 10^{-11}\\right)\\left(6.0\\times 10^{24}\\right)}{\\left(6.4\\times 10^{6}\\right)^{}}=9.8^{}\\ \\text{m/s}^{2}$$";
      expect(read(lost).failed).toEqual([]);
    });
    it("checks numbers left without their result against the next line that states it", () => {
      const reply = [
        "The greatest height is",
        "",
        "$$h=\\frac{\\left(12.0\\ \\text{m/s}\\right)^{2}}{2\\left(9.80\\ \\text{m/s}^{2}\\right)}.$$",
        "",
        "which gives",
        "",
        "$$h=7.35\\ \\text{m}.$$",
      ].join("\n");
      expect(read(reply)).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(read(reply.replace("7.35", "9.35")).failed).toEqual([
        expect.objectContaining({ lineNumber: 3, endLineNumber: 7, issue: "arithmetic" }),
      ]);
    });

    it("checks an equation in one unknown with the value the next line gives it, and never disputes it", () => {
      const reply =
        "At the top $$0=18.0\\ \\text{m/s}-\\left(9.80\\ \\text{m/s}^{2}\\right)t.$$ This gives $t=1.84\\ \\text{s}$.";
      expect(read(reply)).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(read(reply.replace("1.84", "2.50"))).toEqual({ checked: 0, failed: [], unread: 1 });
    });
    it("reads units left off the terms of a sum or a root of squares as the unit of the result", () => {
      expect(read("$$E=E_{1}+E_{2}=61.20+320.0=381.20\\ \\text{J}$$")).toEqual({
        checked: 1,
        failed: [],
        unread: 0,
      });
      expect(read("$$\\left|\\vec{d}\\right|=\\sqrt{60^{2}+80^{2}}=100\\ \\text{m}$$")).toEqual({
        checked: 1,
        failed: [],
        unread: 0,
      });
      // In a product of bare numbers each could be in any unit: not read.
      expect(
        read("$$K=\\frac{1}{2}\\left(800\\right)\\left(12.5^{2}\\right)=6.25\\times 10^{4}\\ \\text{J}$$"),
      ).toEqual({
        checked: 0,
        failed: [],
        unread: 1,
      });
    });
    it("reads a unit in brackets after a number however it is spaced, with any power", () => {
      expect(
        read(
          "$$K=\\frac{1}{2}\\left(60\\ \\text{kg}\\right)\\left(4.0\\left(\\ \\text{m/s}\\ \\right)\\right)^{2}=480\\ \\text{J}$$",
        ),
      ).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(
        read(
          "$$B=\\left(1.26\\times 10^{-6}\\ \\text{T}\\cdot\\text{m/A}\\right)\\left(500\\left(\\ \\text{m}\\right)^{-1}\\right)\\left(2.0\\ \\text{A}\\right)=1.26\\times 10^{-3}\\ \\text{T}$$",
        ),
      ).toEqual({ checked: 1, failed: [], unread: 0 });
    });
    it("reads a line of symbols with the values earlier lines stated for them, and never disputes it", () => {
      const reply = [
        "$$F_{x}=F\\cos\\theta=\\left(50.0\\ \\text{N}\\right)\\cos 30.0°=43.3\\ \\text{N}$$",
        "$$F_{y}=F\\sin\\theta=\\left(50.0\\ \\text{N}\\right)\\sin 30.0°=25.0\\ \\text{N}$$",
        "So the force is",
        "$$\\vec{F}=F_{x}\\hat{i}+F_{y}\\hat{j}=\\left(43.3\\hat{i}+25.0\\hat{j}\\right)\\ \\text{N}$$",
      ].join("\n");
      expect(read(reply)).toEqual({ checked: 3, failed: [], unread: 0 });
      // Components that do not match the values above leave the line unread, not disputed.
      expect(read(reply.replace("43.3\\hat{i}", "34.3\\hat{i}"))).toEqual({
        checked: 2,
        failed: [],
        unread: 1,
      });
    });
    it("reads a zero added to a quantity as zero in its unit, so a slip beside it is disputed", () => {
      const line =
        "$$\\omega=0+\\left(40.0\\ \\text{rad/s}^{2}\\right)\\left(3.00\\ \\text{s}\\right)=120\\ \\text{rad/s}$$";
      expect(read(line)).toEqual({ checked: 1, failed: [], unread: 0 });
      expect(read(line.replace("120", "150")).failed).toEqual([
        expect.objectContaining({ issue: "arithmetic" }),
      ]);
    });
  });
});

describe("a unit written after a quotient of numbers", () => {
  it("never disputes a spacing written as one over a count of lines per length, and still catches a wrong one", () => {
    const right = checkReplyLines("- Line spacing: d = 1/5000 cm = 2.0 × 10⁻⁴ cm = 2.0 × 10⁻⁶ m");
    expect(right.failed).toEqual([]);
    // Read either way, 1/5000 cm is not 2.0 × 10⁻³ cm.
    const wrong = checkReplyLines("- Line spacing: d = 1/5000 cm = 2.0 × 10⁻³ cm");
    expect(wrong.failed).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    const slip = checkReplyLines("d = 1/5000 cm = 2.0 × 10⁻⁴ cm = 2.0 × 10⁻⁵ m");
    expect(slip.failed).toEqual([expect.objectContaining({ lineNumber: 1, issue: "arithmetic" })]);
  });
});

describe("an equation solved for an unknown over several lines", () => {
  const solving = (answer: string) =>
    [
      "Heat lost by the copper equals heat gained by the water:",
      "$$(0.40)(385)(150 - T) = (1.0)(4186)(T - 20)$$",
      "$$23{,}100 - 154T = 4186T - 83{,}720$$",
      "$$106{,}820 = 4340T$$",
      `$$T = ${answer}\\ ^\\circ\\text{C}$$`,
    ].join("\n");

  it("is solved for its unknown and checked against the next line that states it, not read in teslas", () => {
    const result = checkReplyLines(solving("24.6"));
    expect(result.failed).toEqual([]);
    expect(result.unread).toEqual([]);
    expect(result.checked.map((line) => line.lineNumber)).toEqual([2, 3, 4]);
    expect(result.checked.every((line) => line.disputable === false)).toBe(true);
  });

  it("is left unchecked, never disputed, where a later line states another value", () => {
    const result = checkReplyLines(solving("42.0"));
    expect(result.failed).toEqual([]);
    expect(result.unread.map((line) => line.lineNumber)).toEqual([4]);
  });

  it("written in unicode with grouped digits, is not disputed either", () => {
    const result = checkReplyLines("23,100 − 154T = 4186T − 83,720\n106,820 = 4340T\nT = 24.6 °C");
    expect(result.failed).toEqual([]);
    expect(result.unread).toEqual([]);
  });
});

describe("a relation for another body than the problem's", () => {
  it("is a slip of kind relation, though its arithmetic holds", () => {
    const problem =
      "A potter's wheel, a solid disk of mass 6.0 kg and radius 0.25 m, spins at 8.0 rad/s. Find its kinetic energy.";
    const reply =
      "I = MR² = (6.0 kg)(0.25 m)² = 0.375 kg·m²\n\nK = ½ I ω² = ½(0.375 kg·m²)(8.0 rad/s)² = 12 J";
    const result = checkReplyLines(reply, { problem });
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatchObject({ lineNumber: 1, issue: "relation" });
  });
});

describe("notations of published solutions whose letter leaves their reach open", () => {
  it("reads a function's argument written without brackets where the line then holds, never disputing it", () => {
    const result = checkReplyLines("$$x=\\left(12.0\\ \\text{m}\\right)\\ \\cos\\ \\pi/3=6.00\\ \\text{m}$$");
    expect(result.unread).toEqual([]);
    expect(result.checked[0]).toMatchObject({ status: "correct", disputable: false });
    const logarithm = checkReplyLines("$$k=\\frac{1}{5}\\ln\\ 2.0\\ \\text{s}^{-1}=0.139\\ \\text{s}^{-1}$$");
    expect(logarithm.checked[0]?.status).toBe("correct");
  });

  it("reads brackets left empty by converted formulas and a unit in brackets after its number", () => {
    const result = checkReplyLines(
      "$$K=\\frac{1}{2}\\left(2.0\\ \\text{kg}\\right)\\left(\\right.3.0\\ \\left(\\text{m/s}\\left.\\right)\\right)^{2}=9.0\\ \\text{J}$$",
    );
    expect(result.unread).toEqual([]);
    expect(result.checked[0]?.status).toBe("correct");
  });

  it("reads \\cong as a rounding", () => {
    const result = checkReplyLines("$$E=-\\frac{13.6\\ \\text{eV}}{9}\\cong-1.51\\ \\text{eV}$$");
    expect(result.unread).toEqual([]);
    expect(result.checked[0]?.status).toBe("correct");
  });
});

describe("a step of algebra between symbols", () => {
  it("is read where it solves an earlier equation for one of its letters, never disputed", () => {
    const result = checkReplyLines("$$q U=\\frac{1}{2}M u^{2}$$\n\n$$u=\\sqrt{\\frac{2 q U}{M}}$$");
    expect(result.unread.map((line) => line.lineNumber)).not.toContain(3);
    expect(result.checked.at(-1)).toMatchObject({ lineNumber: 3, status: "correct", disputable: false });
  });

  it("is a relation the checks cannot tell is right where the rearranging has a slip, never disputed", () => {
    const result = checkReplyLines("$$q U=\\frac{1}{2}M u^{2}$$\n\n$$u=\\sqrt{\\frac{4 q U}{M}}$$");
    expect(result.failed).toEqual([]);
    expect(result.relationsNotChecked.map((line) => line.lineNumber)).toContain(3);
  });
});

describe("units written as \\mathrm{~unit}", () => {
  it("are read, and a slip in such a line is caught", () => {
    const right =
      "$$\\begin{aligned}\nU &= \\frac{1}{2}LI^2 \\\\\n&= \\frac{1}{2}\\left(0.400\\mathrm{~H}\\right)\\left(2.00\\mathrm{~A}\\right)^2 \\\\\n&= 0.800\\mathrm{~J}\n\\end{aligned}$$";
    expect(checkReplyLines(right).unread).toEqual([]);
    expect(checkReplyLines(right).checked[0]?.status).toBe("correct");
    expect(checkReplyLines(right.replace("0.800", "1.60")).failed).toHaveLength(1);
  });

  it("do not make a product of symbols glued to a coefficient a unit (2meV is 2·m·e·V)", () => {
    const reply =
      "$$\\begin{aligned} p &= \\sqrt{2meV} \\\\ &= \\sqrt{2\\left(9.11 \\times 10^{-31}\\mathrm{~kg}\\right)\\left(1.60 \\times 10^{-19}\\mathrm{~C}\\right)\\left(50.0\\mathrm{~V}\\right)} \\\\ &= 3.82 \\times 10^{-24}\\mathrm{~kg\\cdot m/s} \\end{aligned}$$";
    expect(checkReplyLines(reply).failed).toEqual([]);
  });
});

describe("a relation written with symbols alone, before the numbers are put in", () => {
  const problem = "What is the rms speed of neon atoms (molar mass 20.2 g/mol) at 300 K?";
  const reply = (relation: string) =>
    `The rms speed is\n\n$$v_{\\text{rms}} = ${relation}.$$\n\n$$v_{\\text{rms}} = \\sqrt{\\frac{\\left(8.314\\mathrm{~J/(mol \\cdot K)}\\right)(300\\mathrm{~K})}{20.2 \\times 10^{-3}\\mathrm{~kg/mol}}} = 351\\mathrm{~m/s}.$$`;

  it("leaves the reply not wholly checked when its form was not checked, though its numbers agree", () => {
    const result = checkReplyLines(reply("\\sqrt{\\frac{RT}{M}}"), { problem });
    expect(result.failed).toEqual([]);
    // A relation of symbols computes nothing: it is a relation not checked, not a calculation unread.
    expect(result.unread).toEqual([]);
    expect(result.relationsNotChecked).toEqual([
      expect.objectContaining({ lineNumber: 3, equation: expect.stringContaining("RT") }),
    ]);
  });
});

describe("units lost between the problem and the line", () => {
  it("catches a conversion factor that is not 1, though the line's arithmetic holds", () => {
    const result = checkReplyLines(
      "$$d = 35.0\\mathrm{~mm} \\times \\frac{1\\mathrm{~m}}{100\\mathrm{~mm}} = 0.350\\mathrm{~m}$$",
    );
    expect(result.failed[0]).toMatchObject({ lineNumber: 1, issue: "units" });
    const right = checkReplyLines(
      "$$d = 35.0\\mathrm{~mm} \\times \\frac{1\\mathrm{~m}}{1000\\mathrm{~mm}} = 0.0350\\mathrm{~m}$$",
    );
    expect(right.failed).toEqual([]);
  });

  it("catches a factor of one unit per another of its kind that is not 1", () => {
    const wrong = checkReplyLines("Travel time: t = 1.50 h × 100 min/h = 150 min");
    expect(wrong.failed[0]).toMatchObject({ lineNumber: 1, issue: "units" });
    expect(wrong.failed[0].message).toContain("1 h is 60 min");
    for (const right of ["t = 1.50 h × 60 min/h = 90.0 min", "d = 10.0 mi × 1.609 km/mi = 16.1 km"])
      expect(checkReplyLines(right).failed, right).toEqual([]);
  });

  it("reads a rate of one unit per another the problem gives as a rate, not a conversion", () => {
    const problem = "A pendulum clock runs fast by 4.0 s per day. How far ahead is it after 15 days?";
    const result = checkReplyLines("Δt = 15 day × 4.0 s/day = 60 s", { problem });
    expect(result.failed).toEqual([]);
    // A rate in words with "a" or "every": "3.0 hours a day".
    const line = "Total running time: $t = (3.0\\ \\text{h/day})(30\\ \\text{days}) = 90\\ \\text{h}$.";
    for (const stated of ["runs 3.0 hours a day", "runs for 3.0 hours every day"])
      expect(
        checkReplyLines(line, { problem: `A 1500-W heater ${stated} for 30 days.` }).checked,
        stated,
      ).toEqual([expect.objectContaining({ status: "correct" })]);
  });

  it("catches a value the problem gives put in without its prefix", () => {
    const problem = "A 4.70 μF capacitor is connected to a 1.20 kHz source. What is its reactance?";
    const wrong =
      "$$X_C = \\frac{1}{2\\pi\\left(1.20\\mathrm{~Hz}\\right)\\left(4.70\\times 10^{-6}\\mathrm{~F}\\right)} = 2.82\\times 10^{4}\\ \\Omega$$";
    expect(checkReplyLines(wrong, { problem }).failed[0]).toMatchObject({ lineNumber: 1, issue: "units" });
    const right =
      "$$X_C = \\frac{1}{2\\pi\\left(1.20\\times 10^{3}\\mathrm{~Hz}\\right)\\left(4.70\\times 10^{-6}\\mathrm{~F}\\right)} = 28.2\\ \\Omega$$";
    expect(checkReplyLines(right, { problem }).failed).toEqual([]);
  });
});

describe("a projectile's steady horizontal motion in a reply", () => {
  it("is never disputed as a relation with a factor ½ left out", () => {
    const problem =
      "A ball is thrown horizontally at 12.0 m/s from a cliff 19.6 m high. How far from the base of the cliff does it land?";
    const reply = [
      "The fall takes $t = \\sqrt{2h/g} = \\sqrt{2(19.6\\ \\text{m})/(9.80\\ \\text{m/s}^2)} = 2.00\\ \\text{s}$.",
      "Horizontally the speed does not change:",
      "$$x = v_0 t = \\left(12.0\\mathrm{~m/s}\\right)\\left(2.00\\mathrm{~s}\\right) = 24.0\\mathrm{~m}$$",
    ].join("\n");
    expect(checkReplyLines(reply, { problem }).failed).toEqual([]);
  });
});

describe("a given restated with another unit in a reply", () => {
  const flask =
    "A sealed 2.0-L flask holds helium at 1.5 atm and $35^\\circ\\text{C}$. How many moles of helium are in it?";

  it("catches a Celsius temperature written as kelvin with the same digits", () => {
    const reply = [
      "**Givens**",
      "$$\\begin{aligned}",
      "P &= 1.5\\mathrm{~atm} = 1.52\\times10^{5}\\mathrm{~Pa} \\\\",
      "T &= 35\\mathrm{~K}",
      "\\end{aligned}$$",
    ].join("\n");
    const result = checkReplyLines(reply, { problem: flask });
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 2, issue: "units" })]);
    expect(result.failed[0].message).toContain("35 °C");
  });

  it("accepts the temperature converted, and the same digits for a change of temperature", () => {
    expect(checkReplyLines("$$T = 308\\mathrm{~K}$$", { problem: flask }).failed).toEqual([]);
    expect(checkReplyLines("$$\\Delta T = 35\\mathrm{~K}$$", { problem: flask }).failed).toEqual([]);
    const warming = "A 2.0-kg block of copper warms by 35 °C. How much heat did it take in?";
    expect(checkReplyLines("$$T = 35\\mathrm{~K}$$", { problem: warming }).failed).toEqual([]);
  });

  it("catches a pressure restated with the given's digits in pascals", () => {
    const result = checkReplyLines("$P = 1.5\\ \\text{Pa}$", { problem: flask });
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 1, issue: "units" })]);
  });
});

describe("data put in without their units", () => {
  it("does not count a line whose result's unit is written after the bare data as checked", () => {
    const reply = [
      "$$\\begin{aligned}",
      "n &= \\frac{PV}{RT} \\\\",
      "&= \\frac{\\left(150\\right)\\left(2.0\\times 10^{-3}\\right)}{\\left(8.314\\right)\\left(308\\right)}\\mathrm{~mol} \\\\",
      "&= 1.17\\times 10^{-4}\\mathrm{~mol}",
      "\\end{aligned}$$",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.checked).toEqual([]);
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("still reads a difference of lengths in one bracket with its unit after it", () => {
    const result = checkReplyLines(
      "$$\\Delta x = \\left(7.5 - 2.0\\right)\\ \\text{cm} = 5.5\\ \\text{cm}$$",
    );
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a relation's variant for another situation in a reply", () => {
  it("leaves a receding source's Doppler form unchecked for a source that approaches", () => {
    const problem =
      "A fire truck approaches a crossing at 20 m/s, its siren at 600 Hz. Sound travels at 343 m/s. What does a pedestrian at the crossing hear?";
    const reply = [
      "$$f_o = f_s\\left(\\frac{v}{v + v_s}\\right)$$",
      "$$f_o = \\left(600\\mathrm{~Hz}\\right)\\left(\\frac{343\\mathrm{~m/s}}{343\\mathrm{~m/s} + 20\\mathrm{~m/s}}\\right) = 567\\mathrm{~Hz}$$",
    ].join("\n");
    const result = checkReplyLines(reply, { problem });
    expect(result.failed).toEqual([]);
    expect(result.relationsNotChecked.map((line) => line.lineNumber)).toContain(1);
  });

  it("catches a straight wire's field used at the centre of a loop", () => {
    const problem =
      "A circular loop of wire of radius 8.0 cm carries 4.0 A. What field does it make at its centre?";
    const reply = [
      "$$B = \\frac{\\mu_0 I}{2\\pi R}$$",
      "$$B = \\frac{(4\\pi\\times10^{-7}\\mathrm{~T\\cdot m/A})(4.0\\mathrm{~A})}{2\\pi(0.080\\mathrm{~m})} = 1.0\\times10^{-5}\\mathrm{~T}$$",
    ].join("\n");
    const result = checkReplyLines(reply, { problem });
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 1, issue: "relation" })]);
  });
});

describe("a function of an angle worked out in a reply", () => {
  it("catches a wrong value of the tangent of an angle in degrees, and accepts the right one", () => {
    const wrong = checkReplyLines("Noting that $\\tan\\ 31.0°=0.7511,$ we obtain the speed.");
    expect(wrong.failed).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        issue: "arithmetic",
        correction: "tan 31.0° is 0.6009, not 0.7511",
      }),
    ]);
    const right = checkReplyLines("Noting that $\\tan\\ 31.0°=0.6009,$ we obtain the speed.");
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(right.failed).toEqual([]);
  });
});

describe("values put straight into a relation, with no symbols written", () => {
  const problem = "A 0.17 kg hockey puck slides across the ice at 12 m/s. What is its kinetic energy?";

  it("catches kinetic energy worked out without its ½, though the numbers multiply out", () => {
    const result = checkReplyLines("$$K = (0.17\\ \\text{kg})(12\\ \\text{m/s})^2 = 24.5\\ \\text{J}$$", {
      problem,
    });
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 1, issue: "relation" })]);
    expect(result.failed[0].message).toContain('which is not the relation "Kinetic energy", K = ½ m v²');
  });

  it("accepts the relation with its ½, a momentum, and values it cannot tell apart", () => {
    for (const reply of [
      "$$K = \\frac{1}{2}(0.17\\ \\text{kg})(12\\ \\text{m/s})^2 = 12.2\\ \\text{J}$$",
      "p = (0.17 kg)(12 m/s) = 2.04 kg·m/s",
      // Two lengths: which stands for which is unknown, so no relation is read.
      "A = (2.0 m)(3.0 m) = 6.0 m²",
    ]) {
      const result = checkReplyLines(reply, { problem });
      expect(result.failed, reply).toEqual([]);
      expect(result.checked, reply).toEqual([expect.objectContaining({ status: "correct" })]);
    }
  });
});

describe("equations of symbols a reply writes", () => {
  it("lists an equation that is no relation the engine knows, and not one it knows or one rearranged", () => {
    const reply = [
      "By Pascal's principle, $F_1/A_1 = F_2/A_2$.",
      "The areas go as the diameters, so $F_1 = F_2\\,\\dfrac{d_1}{d_2}$.",
      "$$F_1 = (19\\,600\\ \\text{N})\\left(\\frac{3.0\\ \\text{cm}}{30\\ \\text{cm}}\\right) = 1960\\ \\text{N}$$",
      "The kinetic energy is $K = \\frac{1}{2} m v^2$, so $v = \\sqrt{2K/m}$.",
    ].join("\n");
    const result = checkReplyLines(reply);
    const equations = result.relationsNotChecked.map((relation) => relation.equation);
    expect(equations).toContain("F_1 = F_2 (d_1)/(d_2)");
    expect(equations.some((equation) => equation.startsWith("K ="))).toBe(false);
    expect(equations.some((equation) => equation.startsWith("v ="))).toBe(false);
  });

  it("does not take a value with its unit for an equation of symbols", () => {
    expect(
      checkReplyLines("With $C = 22\\ \\mu\\text{F}$ and $U = 81\\ \\mu\\text{J}$:").relationsNotChecked,
    ).toEqual([]);
  });
  it("reads relations written with the labels of bodies, media, instants and components", () => {
    const reply = [
      "Snell's law: $n_{\\text{air}} \\sin\\theta_{\\text{air}} = n_{\\text{red}} \\sin\\theta_{\\text{red}}$.",
      "Momentum is kept: $\\vec{p}_{i} = m_{1}v_{1}\\hat{i} + m_{2}v_{2}\\hat{i}$ and $p_f = p_i$.",
      "Together: $M_{\\text{H}} v_{\\text{H}} = (M_{\\text{H}} + M_{\\text{I}}) v$.",
      "Energy is kept: $K_i + U_i = K_f + U_f$.",
      "The size and direction: $D = \\sqrt{D_x^2 + D_y^2}$, $\\tan\\theta = \\frac{D_y}{D_x}$, $v_{0y} = v_0 \\sin\\theta$.",
      "Relative to the truck: $v_{CT} = v_{CE} + v_{ET}$.",
      "The source's current: $I = \\frac{\\varepsilon}{R + r}$; the weight $w = mg$; $\\Delta t = \\gamma\\Delta\\tau$.",
    ].join("\n");
    expect(checkReplyLines(reply).relationsNotChecked).toEqual([]);
  });

  it("does not take a labelled relation written in a wrong form for a right one: it is listed, found wrong or left unread", () => {
    for (const wrong of [
      "$n_{\\text{air}} \\cos\\theta_{\\text{air}} = n_{\\text{red}} \\sin\\theta_{\\text{red}}$",
      "$M_{\\text{H}} v_{\\text{H}} = (M_{\\text{H}} - M_{\\text{I}}) v$",
      "$K_i = K_f + U_f + U_i$",
      "$D = D_x + D_y$",
      "$v_{0y} = v_0 \\cos\\theta$",
      "$p_f = (m_1 + m_2) v_1$",
      "$I = \\frac{2\\varepsilon}{R + r}$",
    ]) {
      const result = checkReplyLines(`So ${wrong}.`);
      expect(result.relationsNotChecked.length + result.failed.length + result.unread.length, wrong).toBe(1);
    }
  });
});

describe("a letter in italics after a number, in a line that writes its units upright", () => {
  it("is a symbol (the string's length), so the line is never disputed as litres against metres", () => {
    const result = checkReplyLines("$$\\lambda_1=2 L=2\\left(0.650 \\mathrm{~m}\\right)=1.30 \\mathrm{~m}$$");
    expect(result.failed).toEqual([]);
  });

  it("is a symbol inside a formula too, where a coefficient stands before it with a space", () => {
    // A physical pendulum's period: "2 L" and "3 g" are a length and the acceleration of free fall.
    const period =
      "$$T = 2\\pi\\sqrt{\\frac{2 L}{3 g}} = 2\\pi\\sqrt{\\frac{2(0.650\\ \\mathrm{m})}{3(9.80\\ \\mathrm{m/s^2})}} = 1.32\\ \\mathrm{s}$$";
    expect(checkReplyLines(period).failed).toEqual([]);
    expect(checkReplyLines("The period is $T = 2\\pi\\sqrt{2 L/(3 g)} = 1.32\\ \\text{s}$.").failed).toEqual(
      [],
    );
  });

  it("still finds a units error between the line's numbers", () => {
    const result = checkReplyLines(
      "$$k = \\ln 2 \\, T_{1/2} = 0.693 \\times 18000\\,\\mathrm{s} = 12500\\,\\mathrm{s^{-1}}$$",
    );
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });
});

describe("notations of modern and counting physics, read where the line then holds", () => {
  const readAndRight = (reply: string) => {
    const result = checkReplyLines(reply);
    return { checked: result.checked.map((line) => line.status), unread: result.unread.length };
  };

  it("reads the letter c as the speed of light, and a mass in MeV/c² times c²", () => {
    expect(
      readAndRight(
        "$$E=\\left(0.0100\\right)\\left(931.5\\ \\text{MeV}/c^{2}\\right)c^{2}=9.32\\ \\text{MeV}$$",
      ),
    ).toEqual({
      checked: ["correct"],
      unread: 0,
    });
    const addition =
      "$$u=\\frac{0.600c+0.300c}{1+\\frac{\\left(0.600c\\right)\\left(0.300c\\right)}{c^{2}}}=0.763c$$";
    expect(readAndRight(addition)).toEqual({ checked: ["correct"], unread: 0 });
  });

  it("reads the letter e as the elementary charge", () => {
    expect(readAndRight("$$K=e\\left(150\\ \\text{V}\\right)=150\\ \\text{eV}$$")).toEqual({
      checked: ["correct"],
      unread: 0,
    });
  });

  it("reads things counted (turns, nuclei, decays) as pure numbers", () => {
    expect(
      readAndRight(
        "$$n=\\frac{500\\ \\text{turns}}{0.250\\ \\text{m}}=2.00\\times 10^{3}\\ \\text{turns/m}$$",
      ),
    ).toEqual({
      checked: ["correct"],
      unread: 0,
    });
    const activity =
      "$$A=\\left(2.0\\times 10^{-9}\\ \\text{s}^{-1}\\right)\\left(3.0\\times 10^{20}\\ \\text{nuclei}\\right)=6.0\\times 10^{11}\\ \\text{decays/s}$$";
    expect(readAndRight(activity)).toEqual({ checked: ["correct"], unread: 0 });
    // Electrons written e⁻, per electron or counted, and a power of ten whose ten is bracketed.
    const electrons = (count: string) =>
      `$$n=\\frac{-4.80\\ \\text{C}}{-1.60\\ \\times\\ \\left(\\ 10\\right)^{-19}\\ \\text{C/e}^{-}}=${count}\\ \\times\\ \\left(\\ 10\\right)^{19}\\ \\text{electrons}$$`;
    expect(readAndRight(electrons("3.00"))).toEqual({ checked: ["correct"], unread: 0 });
    // A power of ten off is never read right (the reading per electron is taken only where the line holds).
    const slip = checkReplyLines(electrons("3.00").replace("^{19}", "^{18}"));
    expect(slip.checked.filter((line) => line.status === "correct")).toEqual([]);
    expect(slip.failed.length + slip.unread.length).toBe(1);
    expect(
      readAndRight(
        "$$n=\\frac{\\left(1\\ e^{-}\\right)\\left(8.50\\times 10^{28}\\ \\text{atoms}\\right)}{1\\ \\text{m}^{3}}=8.50\\times 10^{28}e^{-}/\\text{m}^{3}$$",
      ),
    ).toEqual({ checked: ["correct"], unread: 0 });
  });

  it("reads a size between bars, an inverse function written as a power of its name, and a comparison after the result", () => {
    expect(
      readAndRight("$$d=\\left|3.40\\ \\text{m}-5.10\\ \\text{m}\\right|=1.70\\ \\text{m}$$").checked,
    ).toEqual(["correct"]);
    expect(readAndRight("$$\\theta=\\left(\\sin\\right)^{-1}\\left(0.500\\right)=30.0°$$").checked).toEqual([
      "correct",
    ]);
    expect(
      readAndRight("$$\\Delta S=12.4\\ \\text{J/K}-8.1\\ \\text{J/K}=4.3\\ \\text{J/K}>0$$").checked,
    ).toEqual(["correct"]);
  });

  it("still catches a slip in a sum of masses written in MeV/c², which are tiny in kilograms", () => {
    const masses =
      "$$\\Delta m=1.20\\ \\text{MeV}/c^{2}+3.40\\ \\text{MeV}/c^{2}-2.10\\ \\text{MeV}/c^{2}=3.10\\ \\text{MeV}/c^{2}$$";
    expect(checkReplyLines(masses).failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    expect(checkReplyLines(masses.replace("=3.10", "=2.50")).failed).toEqual([]);
  });

  it("never disputes a line under such a reading: a wrong one stays unread", () => {
    const wrong = checkReplyLines(
      "$$E=\\left(0.0100\\right)\\left(931.5\\ \\text{MeV}/c^{2}\\right)c^{2}=12.3\\ \\text{MeV}$$",
    );
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toHaveLength(1);
    expect(checkReplyLines("$$K=e\\left(150\\ \\text{V}\\right)=250\\ \\text{eV}$$").failed).toEqual([]);
  });
});

describe("a value given its names", () => {
  it("is no calculation: nothing is computed on the line", () => {
    const result = checkReplyLines("$$m_{1}=m_{3}=m_{5}=4.20\\times 10^{-26}\\ \\text{kg}.$$");
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([]);
  });

  it("is still a calculation where a sign changes or a relation is worked out", () => {
    expect(checkReplyLines("$$\\Delta v=v_{f}-v_{0}=-12.0\\ \\text{m/s}.$$").unread).toHaveLength(1);
  });
});

describe("a calculation left without its result", () => {
  it("is read against the next line, whose unit is written as textbooks write it", () => {
    const reply =
      "$$a=\\frac{36.0\\ \\text{m/s}}{4.00\\ \\text{s}}.$$\n$$a=9.00\\left(\\ \\text{m/s}\\right)^{2}.$$";
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a line of numbers that leaves a letter free", () => {
  it("is read as an identity in the letter: its sides agree whatever the letter is", () => {
    for (const reply of [
      // A charge left as a letter through a product of vectors' components.
      "$$B_{y}=\\eta\\left[\\left(3.0\\right)\\left(-1.5\\right)-\\left(-2.0\\right)\\left(4.0\\right)\\right]=3.5\\eta$$",
      // A speed damped by e to a power, the starting speed kept as a letter.
      "$$u=u_{0}e^{-4}\\approx 1.8\\ \\times\\ 10^{-2}u_{0}$$",
    ]) {
      const result = checkReplyLines(reply);
      expect(result.unread, reply).toEqual([]);
      expect(result.failed, reply).toEqual([]);
      expect(result.checked, reply).toEqual([
        expect.objectContaining({ status: "correct", disputable: false }),
      ]);
    }
  });

  it("catches a coefficient worked out wrong, and writes the correction with the letter", () => {
    const result = checkReplyLines(
      "$$B_{y}=\\eta\\left[\\left(3.0\\right)\\left(-1.5\\right)-\\left(-2.0\\right)\\left(4.0\\right)\\right]=5.5\\eta$$",
    );
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 1, issue: "arithmetic" })]);
    expect(result.failed[0].correction).toContain("× η, not 5.5η");
  });

  it("never disputes a line where the letter is no common factor of its sides, and does not read it either", () => {
    // Where the letter is added to numbers, the sides may differ at one value and agree at another.
    const result = checkReplyLines("$$w=\\left(2.0\\right)\\left(3.0\\right)+\\eta=7.0+\\eta$$");
    expect(result.failed).toEqual([]);
    expect(result.checked).toEqual([]);
    expect(result.unread).toHaveLength(1);
  });
});

describe("an equation in an unknown whose value a later line states", () => {
  it("reads an equation of bare numbers, its units set aside, with the value stated after it", () => {
    const reply = (root: string) =>
      ["$$t^{2}+6t-40=0$$", "", "The positive root is the time:", "", `$$t=${root}\\ \\text{s}.$$`].join(
        "\n",
      );
    expect(checkReplyLines(reply("4.0"))).toMatchObject({ unread: [], failed: [] });
    expect(checkReplyLines(reply("4.0")).checked[0].message).toContain("holds for t = 4.0");
    // A value that is no root leaves the equation unread, never disputed.
    expect(checkReplyLines(reply("5.0"))).toMatchObject({
      unread: [expect.objectContaining({ lineNumber: 1 })],
      failed: [],
    });
  });

  it("is read against the value stated a few lines on, never disputed", () => {
    const reply = [
      "$$45.0\\ \\text{m}=\\left(5.00\\ \\text{m/s}\\right)t+\\frac{1}{2}\\left(4.00\\ \\text{m/s}^{2}\\right)t^{2}.$$",
      "Dropping the units,",
      "$$2t^{2}+5t-45=0,$$",
      "whose positive root is",
      "$$t=3.66\\ \\text{s}.$$",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.failed).toEqual([]);
    expect(result.checked).toContainEqual(
      expect.objectContaining({ lineNumber: 1, status: "correct", disputable: false }),
    );
  });

  it("leaves the equation unread when the value stated does not solve it", () => {
    const reply = [
      "$$45.0\\ \\text{m}=\\left(5.00\\ \\text{m/s}\\right)t+\\frac{1}{2}\\left(4.00\\ \\text{m/s}^{2}\\right)t^{2}.$$",
      "Dropping the units,",
      "$$2t^{2}+5t-45=0,$$",
      "whose positive root is",
      "$$t=4.10\\ \\text{s}.$$",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.failed).toEqual([]);
    expect(result.unread).toContainEqual(expect.objectContaining({ lineNumber: 1 }));
  });

  it("reads a pure number equal to a side whose units cancel", () => {
    const reply =
      "$$0.25=1-\\frac{360\\ \\text{K}}{T_{\\text{h}}},$$\nso\n$$T_{\\text{h}}=480\\ \\text{K}.$$";
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toContainEqual(expect.objectContaining({ lineNumber: 1, disputable: false }));
    const wrong = checkReplyLines(reply.replace("480", "520"));
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toContainEqual(expect.objectContaining({ lineNumber: 1 }));
  });
});

describe("values put into a relation whose situation the problem's words leave open", () => {
  // "Neutron" names the situation of the relativistic kinetic energy too, over the same quantities.
  const problem = "A neutron moves at 3.0 km/s. What is its kinetic energy?";

  it("reports a form that is not the general one not checked, so the reply is never verified on it", () => {
    const result = checkReplyLines(
      "$$K=\\left(1.67\\ \\times\\ 10^{-27}\\ \\text{kg}\\right)\\left(3.0\\ \\text{km/s}\\right)^{2}=1.5\\ \\times\\ 10^{-20}\\ \\text{J}$$",
      { problem },
    );
    // The numbers are worked out right, and only they are counted as checked.
    expect(result.failed).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    expect(result.relationsNotChecked).toEqual([
      expect.objectContaining({ equation: expect.stringContaining("K =") }),
    ]);
  });

  it("still reads the general form as right", () => {
    const result = checkReplyLines(
      "$$K=\\frac{1}{2}\\left(1.67\\ \\times\\ 10^{-27}\\ \\text{kg}\\right)\\left(3.0\\ \\text{km/s}\\right)^{2}=7.5\\ \\times\\ 10^{-21}\\ \\text{J}$$",
      { problem },
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a calculation that arrives at a symbol's value after an arrow", () => {
  const reply =
    "$$9.0\\ \\text{V}=\\frac{Q}{3.0\\ \\mu\\text{F}}+\\frac{Q}{6.0\\ \\mu\\text{F}} \\Rightarrow Q=18\\ \\mu\\text{C}$$";

  it("is read with that value put in", () => {
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
  });

  it("is left unread, never disputed, when the value does not solve it", () => {
    const result = checkReplyLines(reply.replace("Q=18", "Q=27"));
    expect(result.failed).toEqual([]);
    expect(result.unread).toHaveLength(1);
  });
});

describe("a side of symbols read with the values stated above and a constant of nature", () => {
  const reply = "$$E_{0}=600\\ \\text{V/m}.$$\nThen\n$$B_{0}=E_{0}/c=2.0\\ \\times\\ 10^{-6}\\ \\text{T}.$$";

  it("reads c as the speed of light beside a value stated above", () => {
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toContainEqual(expect.objectContaining({ lineNumber: 3, disputable: false }));
  });

  it("never disputes such a line: a wrong one stays unread", () => {
    const result = checkReplyLines(reply.replace("10^{-6}", "10^{-5}"));
    expect(result.failed).toEqual([]);
    expect(result.unread).toContainEqual(expect.objectContaining({ lineNumber: 3 }));
  });
});

describe("a paragraph that gives a value in one formula and uses it in the next", () => {
  const paragraph = (tension: string) =>
    `Solving for the two unknowns, we obtain $N_{1}=24.5\\ \\text{N}$ and $T=0.30N_{1}=${tension}\\ \\text{N}.$ The block does not move.`;

  it("reads the second formula with the value the first gives, and never disputes it", () => {
    const right = checkReplyLines(paragraph("7.35"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toContainEqual(expect.objectContaining({ status: "correct", disputable: false }));
    const wrong = checkReplyLines(paragraph("8.35"));
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toHaveLength(1);
  });

  it("never reads a result with the value the line itself works out", () => {
    // "E_r = 6 E_{0r}" with no value of E_{0r}: the 7.99 meV it states is not put back into it.
    const result = checkReplyLines("$$l=2;E_{r}=6\\ E_{0r}=7.99\\times 10^{-3}\\ \\text{eV}.$$");
    expect(result.checked).toEqual([]);
  });
});

describe("notations of published solutions read since", () => {
  it("reads a half-life in years written y, and never disputes the line on it", () => {
    const right = checkReplyLines(
      "$$t=\\frac{0.105}{\\left(\\frac{0.693}{1600\\ \\text{y}}\\right)}=242\\ \\text{y}.$$",
    );
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines(
      "$$t=\\frac{0.105}{\\left(\\frac{0.693}{1600\\ \\text{y}}\\right)}=342\\ \\text{y}.$$",
    );
    expect(wrong.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
  });

  it("reads c alone under a fraction bar as the speed of light, beside a value stated above", () => {
    const reply =
      "$$E_{0}=450\\ \\text{V/m}.$$\n$$B_{0}=\\frac{E_{0}}{c}=1.5\\ \\times\\ 10^{-6}\\ \\text{T}.$$";
    expect(checkReplyLines(reply).unread).toEqual([]);
    expect(checkReplyLines(reply.replace("1.5\\ ", "2.5\\ ")).failed).toEqual([]);
  });

  it("reads a free letter beside a side of symbols whose only digits are powers", () => {
    const reply =
      "$$G=\\sqrt{G_{x}^{2}+G_{y}^{2}}=\\eta\\sqrt{\\left(3.0\\right)^{2}+\\left(4.0\\right)^{2}}=5.0\\eta.$$";
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(reply.replace("5.0\\eta", "7.0\\eta")).failed).toHaveLength(1);
  });
});

describe("an equation whose units are written as textbooks write them", () => {
  it("is read against the value a later line states for its unknown", () => {
    const reply = [
      "$$v^{2}=0+2\\left(3.00\\left(\\ \\text{m/s}\\right)^{2}\\right)\\left(150\\ \\text{m}\\right).$$",
      "So",
      "$$v^{2}=900\\ \\text{m}^{2}/\\text{s}^{2}$$",
      "$$v=\\sqrt{900\\ \\text{m}^{2}/\\text{s}^{2}}=30.0\\ \\text{m/s}.$$",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.failed).toEqual([]);
    const wrong = checkReplyLines(reply.replace("30.0\\ \\text{m/s}.", "36.0\\ \\text{m/s}."));
    expect(wrong.unread).toContainEqual(expect.objectContaining({ lineNumber: 1 }));
  });
});

describe("a line with temperatures in degrees Celsius", () => {
  const heat = (result: string) =>
    `$$Q=\\left(0.400\\ \\text{kg}\\right)\\left(900\\ \\text{J/kg}\\ °\\text{C}\\right)\\left(80.0\\ °\\text{C}-30.0\\ °\\text{C}\\right)=${result}\\ \\text{kJ}.$$`;

  it("is caught where it is wrong whether each temperature is a change or a level", () => {
    const result = checkReplyLines(heat("24.0"));
    expect(result.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    expect(result.failed[0].correction).toContain("°C");
    expect(result.failed[0].correction).toContain("is 18");
  });

  it("is read as right where it holds, and never disputed where a level could make it right", () => {
    expect(checkReplyLines(heat("18.0")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    // 300 K as a level: (1.5 mol)(8.31 J/mol·K)(26.85 °C + 273.15) = 3.74 kJ.
    const level = checkReplyLines(
      "$$pV=\\left(1.5\\ \\text{mol}\\right)\\left(8.31\\ \\text{J/mol}\\cdot\\text{K}\\right)\\left(26.85\\ °\\text{C}\\right)=3.74\\ \\text{kJ}$$",
    );
    expect(level.failed).toEqual([]);
  });
});

describe("a side of symbols whose values the problem states", () => {
  const problem =
    "A gas expands at constant pressure. Assume that $p_{1}=3.00\\ \\times\\ 10^{5}\\ \\text{Pa},\\ V_{1}=1.00\\ \\times\\ 10^{-3}\\ \\text{m}^{3},$ and $V_{2}=4.00\\ \\times\\ 10^{-3}\\ \\text{m}^{3}.$ How much work does it do?";

  it("is read with those values, and never disputed on them", () => {
    const right = checkReplyLines("$$W=p_{1}\\left(V_{2}-V_{1}\\right)=900\\ \\text{J}.$$", { problem });
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const wrong = checkReplyLines("$$W=p_{1}\\left(V_{2}-V_{1}\\right)=1200\\ \\text{J}.$$", { problem });
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toHaveLength(1);
  });
});

describe("reciprocal and inverse functions as books write them", () => {
  it("reads the cotangent of an angle, and catches a result that is not it", () => {
    // 300 N / 2 × cot 40° = 150 N × 1.192 = 178.8 N.
    const line = (result: string) =>
      `$$F=\\frac{w}{2}\\ \\cot\\ \\beta=\\frac{300.0\\ \\text{N}}{2}\\ \\cot\\ 40°=${result}\\ \\text{N}$$`;
    expect(checkReplyLines(line("178.8")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("125.9")).failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
  });

  it("reads the secant and cosecant of an angle, and still reads 'sec' after a number as seconds", () => {
    const secant = checkReplyLines("$$L=\\left(2.0\\ \\text{m}\\right)\\sec\\ 60°=4.0\\ \\text{m}$$");
    expect(secant.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const cosecant = checkReplyLines("$$L=\\left(2.0\\ \\text{m}\\right)\\csc\\ 30°=5.0\\ \\text{m}$$");
    expect(cosecant.failed).toHaveLength(1);
    expect(checkReplyLines("d = (3.0 m/sec)(4.0 sec) = 12 m").checked).toEqual([
      expect.objectContaining({ status: "correct" }),
    ]);
  });

  it("reads an inverse function written as a power of its bracketed name with a space inside", () => {
    const line = (result: string) => `$$\\theta=\\left(\\ \\cos\\right)^{-1}0.500=${result}°.$$`;
    expect(checkReplyLines(line("60.0")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a vector written by its components", () => {
  it("is one value, stated and not computed, like a speed given with its unit", () => {
    for (const reply of [
      "$$\\vec{s}=125\\hat{i}+233\\hat{j}$$",
      "$$\\vec{r}\\left(10.0\\ \\text{s}\\right)=\\left(216.0\\hat{i}-58.0\\hat{j}\\right)\\ \\text{m}$$",
      "$$\\vec{r}=\\left(2.36\\ \\times\\ 10^{-10}\\ \\text{m}\\right)\\hat{i}+\\left(2.36\\ \\times\\ 10^{-10}\\ \\text{m}\\right)\\hat{j}$$",
      "$$\\vec{F}_{A}=-100.0\\ \\text{N}\\hat{i}+200.0\\ \\text{N}\\hat{j}$$",
    ]) {
      const result = checkReplyLines(reply);
      expect(result.unread, reply).toEqual([]);
      expect(result.checked, reply).toEqual([]);
    }
  });

  it("is still a calculation where vectors are added, and read along each axis", () => {
    const line = (y: string) =>
      `$$\\vec{v}=\\left(3.0\\hat{i}+4.0\\hat{j}\\right)\\ \\text{m/s}+\\left(1.0\\hat{i}-2.0\\hat{j}\\right)\\ \\text{m/s}=\\left(4.0\\hat{i}+${y}\\hat{j}\\right)\\ \\text{m/s}$$`;
    expect(checkReplyLines(line("2.0")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("6.0")).failed).toHaveLength(1);
  });

  it("reads a cross product of two vectors along every axis, and a number times a vector", () => {
    const force = (result: string) =>
      checkReplyLines(
        `$$\\vec{F}=q\\vec{v}\\times\\vec{B}=\\left(2.0\\times 10^{-6}\\ \\text{C}\\right)\\left(3.0\\times 10^{3}\\ \\text{m/s}\\ \\hat{j}\\right)\\times\\left(0.40\\ \\text{T}\\ \\hat{k}\\right)=${result}$$`,
      );
    // ĵ × k̂ = î: the force is along +x.
    expect(force("2.4\\times 10^{-3}\\ \\text{N}\\ \\hat{i}").checked).toEqual([
      expect.objectContaining({ status: "correct" }),
    ]);
    for (const wrong of [
      "-2.4\\times 10^{-3}\\ \\text{N}\\ \\hat{i}",
      "2.4\\times 10^{-2}\\ \\text{N}\\ \\hat{i}",
      "2.4\\times 10^{-3}\\ \\text{N}\\ \\hat{j}",
    ]) {
      const result = force(wrong);
      expect(result.failed, wrong).toHaveLength(1);
      expect(result.failed[0].message, wrong).toMatch(
        /^Along the [xy] axis, the product of the vectors works out to/,
      );
    }
    const torque = checkReplyLines(
      "$$\\vec{\\tau}=\\vec{r}\\times\\vec{F}=\\left(0.50\\ \\text{m}\\ \\hat{i}\\right)\\times\\left(-20.0\\ \\text{N}\\ \\hat{j}\\right),\\\\ =10.0\\ \\text{N}\\cdot\\text{m}\\left(-\\hat{k}\\right).$$",
    );
    expect(torque.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const scaled = (y: string) =>
      checkReplyLines(
        `$$\\frac{\\vec{F}}{l}=\\left(2.0\\times 10^{-7}\\ \\text{N/m}\\right)\\times\\left(0.6\\hat{i}-0.8\\hat{j}\\right)=\\left(1.2\\times 10^{-7}\\hat{i}-${y}\\times 10^{-7}\\hat{j}\\right)\\ \\text{N/m}$$`,
      );
    expect(scaled("1.6").checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(scaled("1.8").failed).toHaveLength(1);
  });
});

describe("a result's unit with words after it in one upright text", () => {
  it("ends the calculation at the unit, so a line left without its result is read against it", () => {
    const reply = [
      "$$x-0=\\frac{0^{2}-\\left(20.0\\ \\text{m/s}\\right)^{2}}{2\\left(-5.00\\text{m/s}^{2}\\right)}.$$",
      "Thus, $$x=40.0\\ \\text{m on the wet road}.$$",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(reply.replace("40.0", "50.0")).failed).toHaveLength(1);
  });

  it("reads a direction stated in words after the unit, and keeps two units written in one text", () => {
    const eastward = checkReplyLines(
      "$$v=\\left(3.0\\ \\text{m/s}^{2}\\right)\\left(4.0\\ \\text{s}\\right)=12\\ \\text{m/s to the east}$$",
    );
    expect(eastward.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const torque = checkReplyLines(
      "$$\\tau=\\left(4.0\\ \\text{N}\\right)\\left(0.50\\ \\text{m}\\right)=2.0\\ \\text{N m}$$",
    );
    expect(torque.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("an equation of symbols whose digits are labels, powers and whole factors", () => {
  it("is a relation like the same equation without them, not a calculation left unread", () => {
    for (const reply of [
      "$$v^{2}=v_{0}^{2}+2a\\left(x-x_{0}\\right).$$",
      "$$\\omega_{\\text{f}}=\\omega_{0}+\\alpha t.$$",
      "$$T=2\\pi\\sqrt{\\frac{r^{3}}{GM_{\\text{E}}}}$$",
    ]) {
      const result = checkReplyLines(reply);
      expect(result.unread, reply).toEqual([]);
      expect(result.failed, reply).toEqual([]);
    }
    // One the checks cannot tell is right keeps the reply from being verified on its arithmetic.
    const unknown = checkReplyLines("$$f_{1}=\\frac{v}{4L}.$$");
    expect(unknown.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("stays a calculation where the line writes a measured value or a unit", () => {
    expect(checkReplyLines("$$w=\\left(2.0\\right)\\left(3.0\\right)+\\eta=7.0+\\eta$$").unread).toHaveLength(
      1,
    );
    // A relation with data ("2T sin 5.0° = w") works no value out: not checked, never a formula read.
    const withData = checkReplyLines("$$2T\\ \\sin\\ 5.0°=w$$");
    expect(withData.checked).toEqual([]);
    expect(withData.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });
});

describe("values stated above under a label written in another case", () => {
  it("are put in by name, as books write Q_w and Q_W for one heat", () => {
    const reply = [
      "$$Q_{\\text{w}}=\\left(0.250\\ \\text{kg}\\right)\\left(4186\\ \\text{J/kg}\\cdot\\text{K}\\right)\\left(60.0\\ \\text{K}\\right)=62.8\\ \\text{kJ}.$$",
      "$$Q_{\\text{Al}}=\\left(0.500\\ \\text{kg}\\right)\\left(900\\ \\text{J/kg}\\cdot\\text{K}\\right)\\left(60.0\\ \\text{K}\\right)=27.0\\ \\text{kJ}.$$",
      "$$Q_{\\text{Total}}=Q_{\\text{W}}+Q_{\\text{Al}}=89.8\\ \\text{kJ}.$$",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked.at(-1)).toMatchObject({ lineNumber: 3, status: "correct", disputable: false });
    // The letter outside the label keeps its case: q is no Q.
    expect(
      checkReplyLines(reply.replace("Q_{\\text{Total}}=Q_{\\text{W}}", "Q_{\\text{Total}}=q_{\\text{W}}"))
        .unread,
    ).toHaveLength(1);
  });
});

describe("an equation that arrives at a value with both signs", () => {
  it("is read at the positive root after the arrow, never disputed", () => {
    const line = (root: string) =>
      `$$v^{2}=\\left(30.0\\ \\text{m/s}\\right)^{2}-2\\left(9.80\\ \\text{m/s}^{2}\\right)\\left(20.0\\ \\text{m}\\right)\\Rightarrow v=\\pm ${root}\\ \\text{m/s}.$$`;
    expect(checkReplyLines(line("22.5")).checked).toEqual([
      expect.objectContaining({ status: "correct", disputable: false }),
    ]);
    const wrong = checkReplyLines(line("25.5"));
    expect(wrong.failed).toEqual([]);
    expect(wrong.checked).toEqual([]);
  });
});

describe("a sentence after a calculation in a paragraph", () => {
  it("ends the calculation, so its last result is read and a slip in it caught", () => {
    const paragraph = (height: string) =>
      `Hence the step height is *h* = 30.0 m/200 = 0.15 m = ${height} cm. The distance the jogger covers along the stairs is longer.`;
    expect(checkReplyLines(paragraph("15")).checked).toEqual([
      expect.objectContaining({ status: "correct" }),
    ]);
    expect(checkReplyLines(paragraph("19")).failed).toEqual([
      expect.objectContaining({ issue: "arithmetic" }),
    ]);
  });
});

describe("a paragraph with formulas of symbols between its words", () => {
  it("writes relations, not calculations left unread, and a reply is not verified on them", () => {
    const words =
      "This relation holds for every body moving with a constant acceleration along a line. ".repeat(3);
    const reply = `${words}We use $v^{2}=v_{0}^{2}+2a\\left(x-x_{0}\\right)$ and then $t=\\frac{2x}{v_{0}+v}$ to find the time.`;
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.failed).toEqual([]);
    expect(result.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    // A paragraph that also writes values it does not work out keeps that calculation unread.
    const values = `${reply} So $F=\\left(2.0\\ \\text{kg}\\right)\\left(3.0\\ \\text{m/s}^{2}\\right)\\ \\sin\\ 30°$ acts.`;
    expect(checkReplyLines(values).unread).toHaveLength(1);
  });
});

describe("a power in a resistance beside relations of light", () => {
  it("reads P = I²R with its values as Joule heating, not as a light source's intensity", () => {
    const line =
      "$$P=I^{2}R=\\left(20.0\\ \\text{A}\\right)^{2}\\left(0.500\\ \\Omega\\right)=2.00\\ \\times\\ 10^{2}\\ \\text{W}.$$";
    const problem = "A current of 20.0 A flows through a 0.500-Ω load. What power does the load dissipate?";
    const right = checkReplyLines(line, { problem });
    expect(right.checked).toHaveLength(1);
    expect(right.failed).toHaveLength(0);
    const slipped = checkReplyLines(line.replace("2.00\\ \\times\\ 10^{2}", "4.00\\ \\times\\ 10^{2}"), {
      problem,
    });
    expect(slipped.failed).toHaveLength(1);
  });
});

describe("a short paragraph that names a relation and gives values for its symbols", () => {
  it("writes a relation and states givens, so it is no calculation left unread", () => {
    const reply =
      "(b) We take $v^{2}=v_{0}^{2}+2a\\left(x-x_{0}\\right)$ here. With $v_{0}=0$ and $x_{0}=0$, we solve for the distance:";
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.failed).toEqual([]);
    // The relation is examined like any other: a reply is not verified on one the checks cannot tell is right.
    expect(result.relationsNotChecked.length + result.checked.length).toBeGreaterThan(0);
  });

  it("keeps a formula that works something out a calculation, and a component no factor of a symbol", () => {
    const worked = checkReplyLines(
      "(b) We take $v^{2}=v_{0}^{2}+2a\\left(x-x_{0}\\right)$ here. With $v_{0}=0$, $x=\\frac{(12\\ \\text{m/s})^{2}}{2a}$ follows.",
    );
    expect(worked.unread).toHaveLength(1);
    const vector = checkReplyLines(
      "$$\\Delta\\vec{r}=\\vec{r}\\left(t_{2}\\right)-\\vec{r}\\left(t_{1}\\right)=3512\\hat{i}-2875\\hat{j}.$$",
    );
    expect(vector.unread).toHaveLength(1);
  });
});

describe("a conversion whose units are struck through where they cancel", () => {
  const conversion = (result: string) =>
    `$$1.20\\ \\frac{\\cancel{\\text{mi}}}{\\bcancel{\\text{min}}}\\ \\times\\ \\frac{1609\\ \\text{m}}{1\\ \\cancel{\\text{mi}}}\\ \\times\\ \\frac{1\\ \\bcancel{\\text{min}}}{60\\ \\text{s}}=\\frac{\\left(1.20\\right)\\left(1609\\right)}{60}\\ \\text{m/s}=${result}\\ \\text{m/s}.$$`;

  it("is read with its units, the unit after a fraction measuring the whole fraction", () => {
    const right = checkReplyLines(conversion("32.2"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });

  it("is disputed where its result is wrong", () => {
    expect(checkReplyLines(conversion("38.6")).failed).toEqual([
      expect.objectContaining({ issue: "arithmetic" }),
    ]);
  });
});

describe("components worked out in a system gathered by one brace", () => {
  it("are values stated, so the vector they make is read with them", () => {
    const reply = [
      "$$\\left\\{\\right.\\begin{matrix}F_{x}=2.0\\ \\text{N}+4.5\\ \\text{N}=6.5\\ \\text{N}\\\\ F_{y}=1.5\\ \\text{N}-3.0\\ \\text{N}=-1.5\\ \\text{N}\\end{matrix}$$",
      "",
      "So the net force is $\\vec{F}=F_{x}\\hat{i}+F_{y}\\hat{j}=\\left(6.5\\hat{i}-1.5\\hat{j}\\right)\\text{N}$.",
    ].join("\n");
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked.map((line) => line.lineNumber)).toContain(3);
  });
});

describe("symbols marked with primes, as frames and instants are", () => {
  it("are symbols, so an equation of them is a relation examined, not a calculation left unread", () => {
    const result = checkReplyLines(
      "Velocities in the two frames add as $u=\\frac{v+u'}{1+\\frac{vu'}{c^{2}}}$.",
    );
    expect(result.unread).toEqual([]);
    expect(result.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });
});

describe("an equation in two unknowns the solution goes on to give values for", () => {
  const reply = (constant: string) =>
    [
      `$$F_{1}-${constant}\\ \\text{N}=F_{2}$$`,
      "",
      "Solving the two equations, we find $F_{1}=5.0\\ \\text{N}$ and $F_{2}=3.0\\ \\text{N}$.",
    ].join("\n");

  it("is read with those values where it holds, and never disputed on them", () => {
    const right = checkReplyLines(reply("2.0"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([
      expect.objectContaining({ lineNumber: 1, status: "correct", disputable: false }),
    ]);
    // Where they do not make it hold, it is a relation not checked: it works no value out itself.
    const wrong = checkReplyLines(reply("4.0"));
    expect(wrong.failed).toEqual([]);
    expect(wrong.checked).toEqual([]);
    expect(wrong.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });
});

describe("a quotient whose divisor π may or may not take", () => {
  it("is never disputed where it holds with the π in the divisor", () => {
    const result = checkReplyLines("E = 6π × 10⁻⁵ N/C / 3π = 2.0 × 10⁻⁵ N/C");
    expect(result.failed).toEqual([]);
    expect(result.checked).toHaveLength(1);
  });

  it("is still disputed where it holds neither way", () => {
    const result = checkReplyLines("E = 6π × 10⁻⁵ N/C / 3π = 3.0 × 10⁻⁵ N/C");
    expect(result.failed[0]).toMatchObject({ lineNumber: 1, issue: "arithmetic" });
  });
});

describe("a body at rest whose zero speed is written without its unit", () => {
  it("adds a term with a bare 0 factor to momenta without a clash of units", () => {
    const reply = "p = m₁v₁ + m₂v₂ = 900 kg × 20.0 m/s + 2100 kg × 0 = 18 000 kg·m/s";
    const result = checkReplyLines(reply);
    expect(result.failed).toEqual([]);
    expect(result.checked).toHaveLength(1);
    const slip = checkReplyLines("p = 900 kg × 20.0 m/s + 2100 kg × 0 = 19 000 kg·m/s");
    expect(slip.failed[0]).toMatchObject({ issue: "arithmetic" });
  });
});

describe("a sum whose last term alone carries the unit", () => {
  it("reads the unit as every term's, and holds a wrong sum unread rather than disputed", () => {
    const right = checkReplyLines("$$\\Delta y=1.2-0.4+2.5\\ \\text{km}=3.3\\ \\text{km}$$");
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(right.unread).toEqual([]);
    const wrong = checkReplyLines("Δy = 1.2 − 0.4 + 2.5 km = 4.3 km");
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toHaveLength(1);
  });
});

describe("a result restated in another unit after 'or'", () => {
  it("checks the restatement as one more side of the calculation", () => {
    const right = checkReplyLines(
      "$$x=\\frac{\\left(3.0\\ \\text{m}\\right)\\left(4.0\\times 10^{-4}\\right)}{2}=6.0\\times 10^{-4}\\ \\text{m},\\ \\text{or}\\ 0.60\\ \\text{mm}.$$",
    );
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines("The gap is x = 6.0 × 10⁻⁴ m, or 6.0 mm.");
    expect(wrong.failed[0]).toMatchObject({ lineNumber: 1, issue: "arithmetic" });
  });

  it("leaves two values of one unit, as two roots, alone", () => {
    const result = checkReplyLines("t² − 7.0t + 10 = 0 gives t = 2.0 s or 5.0 s");
    expect(result.failed).toEqual([]);
  });
});

describe("turns converted to radians with a bracketed 2π", () => {
  it("checks the conversion and catches one that left out the 2", () => {
    expect(checkReplyLines("ω = 4.50 rev/s = 4.50(2π) rad/s = 28.3 rad/s").checked).toEqual([
      expect.objectContaining({ status: "correct" }),
    ]);
    const slip = checkReplyLines("ω = 4.50 rev/s = 4.50(2π) rad/s = 14.1 rad/s");
    expect(slip.failed[0]).toMatchObject({ lineNumber: 1, issue: "arithmetic" });
  });
});

describe("a vector's component typed as one word", () => {
  it("is never read as a product of letters to dispute the units of a line", () => {
    const reply = [
      "Horizontal range:",
      "x = vx*t = 4.0 * 0.60 = 2.4 m",
      "Vertical drop:",
      "y = vy*t = 2.0 * 0.60 = 1.2 m",
    ].join("\n");
    const result = checkReplyLines(reply, {
      problem:
        "A ball leaves a ledge at 4.0 m/s horizontally and lands 0.60 s later. How far out does it land?",
    });
    expect(result.failed).toEqual([]);
  });

  it("still disputes a line whose units clash however the word is read", () => {
    const result = checkReplyLines("x = vx^2*t = 4.0^2 * 0.60 = 9.6 m");
    expect(result.failed.map((line) => line.issue)).toEqual(["units"]);
  });
});

describe("a value put into a relation already squared", () => {
  const problem = "A 3.0 kg cart moves at 5.0 m/s. Find its kinetic energy.";
  const reply = (squared: string, energy: string) =>
    [
      "$$",
      "\\begin{aligned}",
      `K &= \\tfrac{1}{2} m v^2 = \\tfrac{1}{2}(3.0\\ \\mathrm{kg})(${squared}\\ \\mathrm{m^2/s^2}) \\\\`,
      `&= ${energy}\\ \\mathrm{J}`,
      "\\end{aligned}",
      "$$",
    ].join("\n");

  it("is not taken as checked when it is the square of no speed the reply or problem states", () => {
    // 5.0² is 25, not 30: the arithmetic after it holds, the squaring did not.
    const result = checkReplyLines(reply("30", "45"), { problem });
    expect(result.checked.filter((line) => line.status === "correct")).toEqual([]);
    expect(result.unread.length + result.failed.length).toBeGreaterThan(0);
  });

  it("is checked as usual when it is the square of the speed given", () => {
    const result = checkReplyLines(reply("25", "37.5"), { problem });
    expect(result.unread).toEqual([]);
    expect(result.failed).toEqual([]);
    expect(result.checked.length).toBeGreaterThan(0);
  });
});

describe("a result restated in percent in brackets", () => {
  it("is one more side of the line, not a factor of it", () => {
    const result = checkReplyLines("e = 1 − T_C/T_H = 1 − 300/500 = 0.40 (40 %)");
    expect(result.failed).toEqual([]);
    expect(result.checked.map((line) => line.status)).toEqual(["correct"]);
  });

  it("is disputed where the percentage is not the result", () => {
    const result = checkReplyLines("e = 1 − 300/500 = 0.40 (45 %)");
    expect(result.failed.map((line) => line.lineNumber)).toEqual([1]);
  });
});

describe("numbers put into a relation without their units", () => {
  const problem =
    "A 1200 kg car moving at 15 m/s rear-ends an 800 kg car at rest, and the two lock together.";

  it("are read with the units of the values stated with those numbers", () => {
    const reply = [
      "p = m₁v₁ = 1200 kg × 15 m/s = 18 000 kg·m/s",
      "v_f = p / (m₁ + m₂) = 18 000 / (1200 + 800) = 18 000 / 2000 = 9.0 m/s",
      "KE_i = ½ × 1200 × 15² = ½ × 1200 × 225 = 135 000 J",
    ].join("\n");
    const result = checkReplyLines(reply, { problem });
    expect(result.unread).toEqual([]);
    expect(result.checked.map((line) => line.status)).toEqual(["correct", "correct", "correct"]);
  });

  it("are never taken as checked where the line does not hold with those units", () => {
    // 15 m/s squared and halved with 1200 kg is 135 000 J: 145 000 J is a slip, not confirmed.
    const slip = checkReplyLines("KE_i = ½ × 1200 × 15² = ½ × 1200 × 225 = 145 000 J", { problem });
    expect(slip.checked.filter((line) => line.status === "correct")).toEqual([]);
    // 500 g put in as if in kilograms: the units of the value stated do not give 4000 J.
    const grams = checkReplyLines("KE = ½ m v² = ½ × 500 × 4.0² = 4000 J", {
      problem: "A 500 g cart moves at 4.0 m/s. What is its kinetic energy?",
    });
    expect(grams.checked.filter((line) => line.status === "correct")).toEqual([]);
  });

  it("are left unread where a number was stated with two units", () => {
    const result = checkReplyLines("d = v t = 15 × 15 = 225 m", {
      problem: "A cart moves at 15 m/s for 15 s, then waits 15 min.",
    });
    expect(result.checked.filter((line) => line.status === "correct")).toEqual([]);
  });
});

describe("a unit written just after inline math closes", () => {
  it("belongs to the math's last number where the math writes its units", () => {
    const right = checkReplyLines(
      "So $\\lambda = \\frac{1240\\ \\text{eV·nm}}{2.48\\ \\text{eV}} = 500$ nm, green light.",
    );
    expect(right.failed).toEqual([]);
    expect(right.checked.map((line) => line.status)).toEqual(["correct"]);
    const slipped = checkReplyLines(
      "So $\\lambda = \\frac{1240\\ \\text{eV·nm}}{2.48\\ \\text{eV}} = 600$ nm, orange light.",
    );
    expect(slipped.failed).toHaveLength(1);
  });
});

describe("a calculation worked with the problem's own values", () => {
  const heating =
    "How much heat raises 2.5 kg of water from 20 °C to 80 °C? The specific heat of water is 4186 J/(kg·K).";

  it("is held to its result's own rounding: none of its inputs was rounded in an earlier step", () => {
    const slipped = checkReplyLines("mc = (2.5 kg)(4186 J/(kg·K)) = 10 565 J/K", { problem: heating });
    expect(slipped.failed).toEqual([
      expect.objectContaining({
        issue: "arithmetic",
        correction: "(2.5 kg)(4186 J/(kg × K)) is 10465 J/K, not 10565 J/K",
      }),
    ]);
    const right = checkReplyLines("mc = (2.5 kg)(4186 J/(kg·K)) = 10 465 J/K", { problem: heating });
    expect(right.failed).toEqual([]);
    expect(right.checked.map((line) => line.status)).toEqual(["correct"]);
    // Rounded to the figures written, it holds.
    expect(
      checkReplyLines("mc = (2.5 kg)(4186 J/(kg·K)) = 1.05 × 10^4 J/K", { problem: heating }).failed,
    ).toEqual([]);
  });

  it("keeps the rounding a value worked out earlier may carry", () => {
    // 2.47 is no value of the problem: it may be 2.4651 rounded, so a result 0.9 % off stands.
    const carried = checkReplyLines("Q = (2.47 kg)(4186 J/(kg·K))(60 K) = 6.26 × 10^5 J", {
      problem: heating,
    });
    expect(carried.failed).toEqual([]);
  });
});

describe("notations of published solutions: a count per length and a bare number between two sides", () => {
  it("reads turns per metre as per metre", () => {
    const right = checkReplyLines("B = (4π × 10^-7 T·m/A)(2140 turns/m)(0.410 A) = 1.10 × 10^-3 T");
    expect(right.checked.map((line) => line.status)).toEqual(["correct"]);
    expect(
      checkReplyLines("B = (4π × 10^-7 T·m/A)(2140 turns/m)(0.410 A) = 1.30 × 10^-3 T").failed,
    ).toHaveLength(1);
  });

  it("reads a bare number between two sides of one kind in a unit the line allows, never disputing it so", () => {
    const wavelength = checkReplyLines("λ = (3.0 × 10^8 m/s)/(3.55 × 10^17 Hz) = 8.5 × 10^-10 = 0.85 nm");
    expect(wavelength.checked.map((line) => line.status)).toEqual(["correct"]);
    // 50 is in centimetres, the unit the line writes: it holds so.
    expect(checkReplyLines("d = (25 cm)(2) = 50 = 0.50 m").checked.map((line) => line.status)).toEqual([
      "correct",
    ]);
  });
});

describe("a temperature in degrees Celsius put into a relation of absolute temperatures", () => {
  it("is a units error in a Carnot efficiency, and none in a heat of temperature differences", () => {
    const carnot = checkReplyLines(
      "$$e = 1 - \\frac{T_{\\mathrm{C}}}{T_{\\mathrm{H}}} = 1 - \\frac{20.0^{\\circ}\\mathrm{C}}{500^{\\circ}\\mathrm{C}} = 0.960$$",
    );
    expect(carnot.failed).toHaveLength(1);
    expect(carnot.failed[0]).toMatchObject({ issue: "units" });
    expect(carnot.failed[0].message).toContain("absolute temperatures");
    const inKelvin = checkReplyLines(
      "$$e = 1 - \\frac{T_{\\mathrm{C}}}{T_{\\mathrm{H}}} = 1 - \\frac{293\\ \\mathrm{K}}{773\\ \\mathrm{K}} = 0.621$$",
    );
    expect(inKelvin.failed).toEqual([]);
    const heat = checkReplyLines(
      "$$Q = m c (T_f - T_i) = (2.0\\ \\mathrm{kg})(4186\\ \\mathrm{J/(kg \\cdot °C)})(80\\ °\\mathrm{C} - 20\\ °\\mathrm{C}) = 5.0 \\times 10^{5}\\ \\mathrm{J}$$",
    );
    expect(heat.failed).toEqual([]);
  });

  it("reads a product of two charges in coulombs squared", () => {
    const product = (result: string) =>
      checkReplyLines(
        `$$|q_1 q_2| = \\left(3.00 \\times 10^{-6} \\mathrm{~C}\\right)\\left(5.00 \\times 10^{-6} \\mathrm{~C}\\right) = ${result} \\mathrm{~C^{2}}$$`,
      );
    expect(product("1.50 \\times 10^{-11}").checked.map((line) => line.status)).toEqual(["correct"]);
    expect(product("1.50 \\times 10^{-12}").failed).toHaveLength(1);
  });
});

describe("a relation with data among its symbols, which works no value out", () => {
  it("is a relation not checked, not a calculation left unread", () => {
    for (const line of [
      "$$T_{1}\\cos 30° = T_{2}\\cos 45°$$",
      "$$Q_{\\text{lost}} = m_{\\text{Cu}}c_{\\text{Cu}}\\left(T_{\\text{f}} - 200\\ °\\text{C}\\right)$$",
      "$$F_{\\text{net}} = N - mg\\cos 20° = 0$$",
      "$$v(t) = 4.0\\ \\text{m/s} + \\left(1.5\\ \\text{m/s}^{2}\\right)t$$",
    ]) {
      const result = checkReplyLines(line);
      expect(result.unread, line).toEqual([]);
      expect(result.relationsNotChecked, line).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    }
  });

  it("is a relation not checked where only whole coefficients and powers stand among its symbols", () => {
    for (const line of [
      "$$\\Delta t=\\gamma\\Delta\\tau=\\frac{\\Delta\\tau}{\\sqrt{1-\\frac{v^{2}}{c^{2}}}}$$",
      "$$\\oint\\vec{E}\\cdot d\\vec{l}=\\oint Edl=2\\pi rE$$",
      "$$z=\\sqrt{\\frac{1+\\beta}{1-\\beta}}-1$$",
      "$$\\int_{0}^{v}\\frac{dv'}{v'}=-\\frac{b}{m}\\int_{0}^{t}dt'$$",
    ]) {
      const result = checkReplyLines(line);
      expect(result.unread, line).toEqual([]);
      expect(result.checked, line).toEqual([]);
      expect(result.relationsNotChecked, line).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    }
  });

  it("is a relation not checked where it states a function of time with its data", () => {
    for (const line of [
      "$$x\\left(t\\right)=12.0\\ \\text{m}+\\left(3.0\\ \\text{m/s}\\right)t-\\frac{1}{2}\\left(1.6\\ \\text{m/s}^{2}\\right)t^{2}$$",
      "$$v_{x}=0,\\ v_{y}=-45\\ \\text{m/s}-\\left(9.80\\ \\text{m/s}^{2}\\right)t$$",
    ]) {
      const result = checkReplyLines(line);
      expect(result.unread, line).toEqual([]);
      expect(result.relationsNotChecked, line).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    }
    // Its derivative is a calculation, left unread where it is not read.
    const derivative = checkReplyLines(
      "$$a\\left(t\\right)=\\frac{dv\\left(t\\right)}{dt}=\\left(8.0\\ \\text{m/s}^{2}\\right)-\\left(3.0\\ \\text{m/s}^{3}\\right)t$$",
    );
    expect(derivative.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("stays a calculation where it works numbers out, puts them in, or has one unknown", () => {
    for (const line of [
      // Numbers worked out beside a symbol.
      "$$\\left(2.0\\ \\text{kg}\\right)\\left(4186\\ \\text{J/kg}\\cdot°\\text{C}\\right)\\left(80.0\\ °\\text{C} - 20.0\\ °\\text{C}\\right) + \\left(0.50\\ \\text{kg}\\right)L = 0$$",
      // Numbers put in for the symbols of the side before.
      "$$x(t) = A\\cos\\left(\\omega t\\right) = \\left(0.05\\ \\text{m}\\right)\\cos\\left(6.0\\ \\text{s}^{-1}t\\right)$$",
      // A value in a unit the checks do not know.
      "$$N = \\frac{\\left(2.0\\ \\text{MCi}\\right)\\left(5.3\\ \\text{y}\\right)}{0.693}$$",
      "$$n = \\frac{N}{V} = 8.5\\times 10^{28}\\ \\text{electrons}/\\text{m}^{3}$$",
      // One unknown, and its root after "⇒".
      "$$0 = 12.0\\ \\text{m/s} - \\left(9.80\\ \\text{m/s}^{2}\\right)t$$",
      "Heat given up = heat taken in: 837(80 − T) = 420(T − 15) ⇒ T ≈ 58 °C.",
      // Whole numbers and one letter: an equation to solve, no relation.
      "$$t^{2}+6t-40=0$$",
    ]) {
      const result = checkReplyLines(line);
      expect(result.relationsNotChecked, line).toEqual([]);
      expect(result.unread, line).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    }
  });
});

describe("bare numbers whose units were stated before them", () => {
  it("are wrong with those units where the line is wrong as written too, in inline math with the unit after it", () => {
    const reply = (result: string) =>
      [
        "The mass is $m = 800$ kg and the speed is $v = 15.0$ m/s.",
        "",
        "Half the mass is $\\tfrac{1}{2}(800) = 400$ kg, and $v^2 = (15.0)^2 = 225\\ \\text{m}^2/\\text{s}^2$.",
        "",
        `$$K = 400 \\times 225 = ${result}\\ \\text{J}$$`,
      ].join("\n");
    const wrong = checkReplyLines(reply("80{,}000"));
    expect(wrong.failed).toEqual([expect.objectContaining({ lineNumber: 5, issue: "arithmetic" })]);
    expect(checkReplyLines(reply("90{,}000")).failed).toEqual([]);
  });

  it("read the free-fall acceleration put in bare as 9.80 m/s²", () => {
    const problem = "A hoist raises a 40.0 kg crate 15.0 m at a steady speed. How much work does it do?";
    const reply = (result: string) => `$$W = mgh = (40.0)(9.80)(15.0) = ${result}\\ \\text{J}$$`;
    expect(checkReplyLines(reply("5580"), { problem }).failed).toEqual([
      expect.objectContaining({ lineNumber: 1, issue: "arithmetic" }),
    ]);
    const right = checkReplyLines(reply("5880"), { problem });
    expect(right.failed).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a lens's power and the free-fall acceleration left as g", () => {
  it("reads a power in diopters as per metre, and never reads a wrong one right", () => {
    const power = (value: string) => `$$P=\\frac{1}{-0.285\\ \\text{m}}=${value}\\ \\text{D}$$`;
    expect(checkReplyLines(power("-3.51")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(power("-3.81")).checked).toEqual([]);
  });

  it("reads g among numbers as 9.80 m/s² where the line holds with it, and never disputes it so", () => {
    const slope = (value: string) =>
      `$$a_x=g\\left(\\sin 13^{\\circ}-0.20\\cos 13^{\\circ}\\right)=${value}\\ \\text{m/s}^{2}$$`;
    expect(checkReplyLines(slope("0.29")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const other = checkReplyLines(slope("0.39"));
    expect(other.checked).toEqual([]);
    expect(other.failed).toEqual([]);
    expect(other.unread).toHaveLength(1);
  });
});

describe("a given restated with the same digits in another unit", () => {
  it("is caught for a two-digit value whose zero may not be significant (80 km/h as 80 m/s)", () => {
    const problem = "A bus moving at 80 km/h brakes at 4.0 m/s². How far does it go before it stops?";
    const wrong = checkReplyLines("We have $v_0 = 80\\ \\text{m/s}$ and $a = 4.0\\ \\text{m/s}^2$.", {
      problem,
    });
    expect(wrong.failed).toEqual([expect.objectContaining({ lineNumber: 1, issue: "units" })]);
    const converted = checkReplyLines("We have $v_0 = 22.2\\ \\text{m/s}$ and $a = 4.0\\ \\text{m/s}^2$.", {
      problem,
    });
    expect(converted.failed).toEqual([]);
  });
});

describe("a chain with numbers whose unit stands after the bracket between two sides it reads", () => {
  const reply = (result: string) =>
    `$$\\begin{aligned}\nB & = \\mu_{0} n I = \\left(4\\pi \\times 10^{-7}\\mathrm{~T \\cdot m/A}\\right)\\left(1500\\mathrm{~m^{-1}}\\right)\\left(2.00\\mathrm{~A}\\right) \\\\\n& = \\left(1.257 \\times 10^{-6}\\right)\\left(3000\\right)\\mathrm{~T} \\\\\n& = ${result}\\mathrm{~T}\n\\end{aligned}$$`;

  it("is disputed where the sides around it disagree", () => {
    const wrong = checkReplyLines(reply("3.77 \\times 10^{-4}"));
    expect(wrong.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
  });

  it("is not called checked where they agree, since the side between them was not read", () => {
    const right = checkReplyLines(reply("3.77 \\times 10^{-3}"));
    expect(right.failed).toEqual([]);
    expect(right.checked).toEqual([]);
    expect(right.unread).toHaveLength(1);
  });
});

describe("values a table gives as bare numbers under a heading that names the unit", () => {
  const table = (third: string) =>
    [
      "| Time (s) | Position (m) | Displacement (m) |",
      "| --- | --- | --- |",
      "| $t_{0}=0$ | $x_{0}=0$ | $\\Delta x_{0}=0$ |",
      "| $t_{1}=4$ | $x_{1}=2.5$ | $\\Delta x_{1}=x_{1}-x_{0}=2.5$ |",
      `| $t_{2}=7$ | $x_{2}=-1.0$ | $\\Delta x_{2}=x_{2}-x_{1}=${third}$ |`,
    ].join("\n");

  it("reads each row's difference with the values of its row and the row before", () => {
    const result = checkReplyLines(table("-3.5"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toHaveLength(2);
    expect(result.checked.every((line) => line.status === "correct" && line.disputable === false)).toBe(true);
  });

  it("leaves a row that does not work out unread, never disputed", () => {
    const result = checkReplyLines(table("-2.5"));
    expect(result.failed).toEqual([]);
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 5 })]);
  });
});

describe("a value put in for a symbol that opens with a command, right after a letter", () => {
  it("reads e\\Delta V with the potential difference the paragraph gives", () => {
    const paragraph = (energy: string) =>
      `Accelerated from rest through $\\Delta V=250\\ \\text{V},$ the proton has $K=e\\Delta V=${energy}\\ \\text{eV}.$`;
    const right = checkReplyLines(paragraph("250"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines(paragraph("500"));
    expect(wrong.checked).toEqual([]);
    expect(wrong.failed).toEqual([]);
  });
});

describe("components of a tension written with the cosine of the angle given", () => {
  it("is a relation not checked, not a calculation left unread", () => {
    const result = checkReplyLines(
      "$$\\cos\\ 12.0°=\\frac{T_{\\text{A}x}}{T_{\\text{A}}},\\ T_{\\text{A}x}=T_{\\text{A}}\\cos\\ 12.0°$$",
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([]);
    expect(result.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("still reads the component worked out with the tension's value", () => {
    const result = checkReplyLines(
      "$$T_{\\text{A}x}=T_{\\text{A}}\\cos\\ 12.0°=\\left(50.0\\ \\text{N}\\right)\\cos\\ 12.0°=58.9\\ \\text{N}$$",
    );
    expect(result.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
  });
});

describe("vectors given by their components on the rows before", () => {
  it("reads the vector with a component given as 0.0 before a LaTeX space and a comma", () => {
    const block = (y: string) =>
      `$$\\begin{aligned}A_{x}&=&A\\ \\cos\\ \\theta=\\left(40.0\\ \\text{m}\\right)\\ \\cos\\ 90°=0.0\\ ,\\\\ A_{y}&=&A\\ \\sin\\ \\theta=\\left(40.0\\ \\text{m}\\right)\\ \\sin\\ 90°=40.0\\ \\text{m},\\\\ \\vec{A}&=&A_{x}\\hat{i}+A_{y}\\hat{j}=\\left(${y}\\ \\text{m}\\right)\\hat{j}.\\end{aligned}$$`;
    const right = checkReplyLines(block("40.0"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toHaveLength(3);
    // A vector that does not follow from its components is never shown read, nor disputed on values from above.
    const wrong = checkReplyLines(block("25.0"));
    expect(wrong.unread).toHaveLength(1);
    expect(wrong.failed).toEqual([]);
  });

  it("puts a vector along one axis stated above into the line that reverses it", () => {
    const reply = (after: string) =>
      `$$\\vec{p}_{1}=-\\left(2.0\\ \\text{kg}\\cdot\\text{m/s}\\right)\\hat{j}.$$\n$$\\vec{p}_{2}=-\\vec{p}_{1}=${after}\\left(2.0\\ \\text{kg}\\cdot\\text{m/s}\\right)\\hat{j}.$$`;
    const right = checkReplyLines(reply("+"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const wrong = checkReplyLines(reply("-"));
    expect(wrong.checked).toEqual([]);
    expect(wrong.failed).toEqual([]);
  });

  it("reads the components of a resultant reversed, with their values from a line above", () => {
    const reply =
      "The sum has $R_{x}=+12.0\\ \\text{N}$ and $R_{y}=+5.0\\ \\text{N}$.\n$$\\vec{D}=-\\vec{R}=-R_{x}\\hat{i}-R_{y}\\hat{j}=\\left(-12.0\\hat{i}-5.0\\hat{j}\\right)\\ \\text{N}.$$";
    const result = checkReplyLines(reply);
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
  });
});

describe("a wavelength worked out as one over a unit, then arrived at after an arrow", () => {
  const reply = (nanometres: string) =>
    `$$\\frac{1}{\\lambda}=R_{\\text{H}}\\left(\\frac{1}{1^{2}}-\\frac{1}{2^{2}}\\right)=\\left(1.097\\ \\times\\ 10^{7}\\right)\\frac{1}{\\text{m}}\\left(\\frac{3}{4}\\right)\\Rightarrow\\lambda=${nanometres}\\ \\text{nm}$$`;

  it("reads \\frac{1}{\\text{m}} as per metre and checks the wavelength the line arrives at", () => {
    const right = checkReplyLines(reply("121.5"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });

  it("never shows read a wavelength the numbers do not give", () => {
    const wrong = checkReplyLines(reply("150.0"));
    expect(wrong.checked).toEqual([]);
    expect(wrong.unread).toHaveLength(1);
  });
});

describe("a function of time whose terms leave their unit to the one written after the last", () => {
  it("states the function, a relation not checked, not a calculation left unread", () => {
    for (const reply of [
      "$$\\vec{a}\\left(t\\right)=3.0\\hat{i}+4.0t\\hat{j}-2.0t^{2}\\hat{k}\\text{m/s}^{2}.$$",
      "$$\\vec{F}\\left(t\\right)=\\left(5.0\\ \\times\\ 10^{3}\\ \\text{N}\\right)e^{-t^{2}/\\left(2\\text{s}^{2}\\right)}\\hat{i}.$$",
    ]) {
      const result = checkReplyLines(reply);
      expect(result.unread).toEqual([]);
      expect(result.checked).toEqual([]);
      expect(result.relationsNotChecked).toHaveLength(1);
    }
  });
});

describe("values a problem gives with units as textbooks write them", () => {
  const problem =
    "A gas expands at constant pressure. Assume that $p_{1}=3.00\\ \\times\\ 10^{5}\\left(\\ \\text{N/m}\\right)^{2},\\ V_{1}=1.00\\ \\times\\ 10^{-3}\\left(\\ \\text{m}\\right)^{3},$ and $V_{2}=3.00\\ \\times\\ 10^{-3}\\left(\\ \\text{m}\\right)^{3}.$";

  it("reads a line of symbols with them, (N/m)² as N/m², and never disputes it", () => {
    const right = checkReplyLines("$$W=p_{1}\\left(V_{2}-V_{1}\\right)=600\\ \\text{J}.$$", { problem });
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const wrong = checkReplyLines("$$W=p_{1}\\left(V_{2}-V_{1}\\right)=900\\ \\text{J}.$$", { problem });
    expect(wrong.checked).toEqual([]);
    expect(wrong.failed).toEqual([]);
  });
});

describe("a value stated as a fraction of whole numbers before its unit", () => {
  it("is put into a later line that adds it", () => {
    const reply = (total: string) =>
      `The rod gives $I_{\\text{A}}=\\frac{1}{3}\\left(1.00\\ \\text{kg}\\right)\\left(1.00\\ \\text{m}\\right)^{2}=\\frac{1}{3}\\ \\text{kg}\\cdot\\text{m}^{2}$ and the bead $I_{\\text{B}}=\\left(2.0\\ \\text{kg}\\right)\\left(1.0\\ \\text{m}\\right)^{2}=2.0\\ \\text{kg}\\cdot\\text{m}^{2}.$\n$$I=I_{\\text{A}}+I_{\\text{B}}=${total}\\ \\text{kg}\\cdot\\text{m}^{2}$$`;
    const right = checkReplyLines(reply("2.33"));
    expect(right.unread).toEqual([]);
    expect(right.checked.at(-1)).toMatchObject({ status: "correct", disputable: false });
    const wrong = checkReplyLines(reply("2.67"));
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toHaveLength(1);
  });
});

describe("a symbol worked out again for another case", () => {
  it("keeps its name: the value stated for the first case is not put in for it", () => {
    const reply = (second: string) =>
      [
        "We have $I_{\\text{A}}=1.0\\ \\text{kg}\\cdot\\text{m}^{2}$, $I_{\\text{B}}=2.0\\ \\text{kg}\\cdot\\text{m}^{2}$ and $I_{\\text{C}}=1.5\\ \\text{kg}\\cdot\\text{m}^{2}$.",
        "$$I_{\\text{Total}}=I_{\\text{A}}+I_{\\text{B}}=3.0\\ \\text{kg}\\cdot\\text{m}^{2}$$",
        `$$I_{\\text{Total}}=I_{\\text{A}}+I_{\\text{B}}+I_{\\text{C}}=${second}\\ \\text{kg}\\cdot\\text{m}^{2}$$`,
      ].join("\n");
    const right = checkReplyLines(reply("4.5"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toHaveLength(2);
    const wrong = checkReplyLines(reply("5.5"));
    expect(wrong.failed).toEqual([]);
    expect(wrong.unread).toEqual([expect.objectContaining({ lineNumber: 3 })]);
  });
});

describe("lengths in ångströms as LaTeX writes them", () => {
  it("reads \\mathring{A} and \\AA as the ångström", () => {
    const right = checkReplyLines(
      "$$\\lambda=2\\pi a_{0}=2\\pi\\left(0.300\\ \\mathring{A}\\right)=1.88\\ \\AA.$$",
    );
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines(
      "$$\\lambda=2\\pi a_{0}=2\\pi\\left(0.300\\ \\mathring{A}\\right)=2.88\\ \\AA.$$",
    );
    expect(wrong.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
  });
});

describe("components added as bare numbers, then written in a bracket with the unit after it", () => {
  const reply = (x: string) =>
    `$$\\vec{R} = (4.20 - 1.50)\\,\\hat{i} + (0.60 + 2.10)\\,\\hat{j} = (${x}\\,\\hat{i} + 2.70\\,\\hat{j})\\text{ km}$$`;

  it("is never disputed for the unit the bare numbers leave out", () => {
    const right = checkReplyLines(reply("2.70"));
    expect(right.failed).toEqual([]);
  });

  it("still finds a component worked out wrong, in the unit written after the bracket", () => {
    const wrong = checkReplyLines(reply("3.70"));
    expect(wrong.failed).toEqual([expect.objectContaining({ message: expect.stringContaining("2.70 km") })]);
  });
});

describe("displacements along a unit vector named by another letter than i, j or k", () => {
  const reply = (result: string) =>
    `$$\\vec{D}=\\left(12\\ \\text{cm}\\right)\\left(+\\hat{u}\\right)+\\left(40\\ \\text{cm}\\right)\\left(-\\hat{u}\\right)=\\left(12-40\\right)\\text{cm}\\hat{u}=${result}\\ \\text{cm}\\hat{u}.$$`;

  it("reads the unit vector as an axis", () => {
    expect(checkReplyLines(reply("-28")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });

  it("says along which unit vector a component is wrong", () => {
    const wrong = checkReplyLines(reply("-52"));
    expect(wrong.failed).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Along \\hat{u}") }),
    ]);
  });
});

describe("components written with one unit after the last, with a prefix written \\mu", () => {
  it("reads the unit for every component", () => {
    const reply = (z: string) =>
      `$$\\vec{r}=\\left(1.5\\ \\mu\\text{m}\\right)\\hat{i}+\\left(2.0\\ \\mu\\text{m}\\right)\\hat{k}+\\left(1.0\\ \\mu\\text{m}\\right)\\hat{k}=1.5\\hat{i}+${z}\\hat{k}\\ \\mu\\text{m}.$$`;
    expect(checkReplyLines(reply("3.0")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(reply("4.0")).failed).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Along the z axis") }),
    ]);
  });
});

describe("a vector named by the symbols of its components and given by them", () => {
  it("works no value out: a relation not checked, not a calculation left unread", () => {
    const result = checkReplyLines(
      "$$\\vec{r}_{2}=r_{2x}\\hat{i}+r_{2z}\\hat{k}=\\left(1.50\\ \\times\\ 10^{-10}\\ \\text{m}\\right)\\hat{i}+\\left(1.50\\ \\times\\ 10^{-10}\\ \\text{m}\\right)\\hat{k}$$",
    );
    expect(result.unread).toEqual([]);
    expect(result.relationsNotChecked).toHaveLength(1);
  });

  it("is read against the components stated above where they are", () => {
    const reply = (y: string) =>
      `$$A_{x}=0\\ \\text{m},\\ A_{y}=25.0\\ \\text{m}$$\n$$\\vec{A}=A_{x}\\hat{i}+A_{y}\\hat{j}=\\left(${y}\\ \\text{m}\\right)\\hat{j}$$`;
    expect(checkReplyLines(reply("25.0")).checked).toEqual([
      expect.objectContaining({ status: "correct", disputable: false }),
    ]);
    const wrong = checkReplyLines(reply("35.0"));
    expect(wrong.checked).toEqual([]);
    expect(wrong.relationsNotChecked.length + wrong.unread.length).toBeGreaterThan(0);
  });
});

describe("a unit with a prefix written \\mu alone over a number", () => {
  it("is one of that unit", () => {
    const line = (result: string) =>
      `Inverting it, $C=\\frac{\\mu\\text{F}}{2.50}=${result}\\ \\mu\\text{F}.$`;
    expect(checkReplyLines(line("0.400")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("0.500")).failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
  });
});

describe("the value of a ratio of symbols", () => {
  it("states a value, no calculation left unread", () => {
    const result = checkReplyLines("$$\\frac{P_{2}}{P_{1}}=4.00.$$");
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([]);
  });

  it("still reads a relation of symbols whose subscripts have digits", () => {
    const result = checkReplyLines("$$n_{2}=n_{1}\\frac{\\sin\\ \\theta_{1}}{\\sin\\ \\theta_{2}}.$$");
    expect(result.checked).toEqual([expect.objectContaining({ kind: "relation" })]);
  });
});

describe("a derivative of a function of time the problem or the line states", () => {
  const problem =
    "A cart's position is $x\\left(t\\right)=\\left(4.0\\ \\text{m/s}\\right)t\\ -\\ \\left(0.50\\ \\text{m/s}^{2}\\right)t^{2}$. Find its velocity.";

  it("is read where the derivative agrees with the function written for it, and the values stated after it too", () => {
    const result = checkReplyLines(
      "$v\\left(t\\right)=\\frac{dx\\left(t\\right)}{dt}=4.0\\ \\text{m/s}-\\left(1.0\\ \\text{m/s}^{2}\\right)t,\\ v\\left(2.0\\ \\text{s}\\right)=2.0\\ \\text{m/s}$",
      { problem },
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([
      expect.objectContaining({ lineNumber: 1, status: "correct", disputable: false }),
    ]);
    expect(result.checked[0].message).toMatch(/derivative agrees .* values? of the function agree/);
  });

  it("stays unread, never disputed, where the derivative, its unit or a value after it does not agree", () => {
    for (const line of [
      // The power's factor left out.
      "$v\\left(t\\right)=\\frac{dx\\left(t\\right)}{dt}=4.0\\ \\text{m/s}-\\left(0.50\\ \\text{m/s}^{2}\\right)t$",
      // The unit of the position kept.
      "$v\\left(t\\right)=\\frac{dx\\left(t\\right)}{dt}=4.0\\ \\text{m}-\\left(1.0\\ \\text{m/s}\\right)t$",
      // A value worked out wrong.
      "$v\\left(t\\right)=\\frac{dx\\left(t\\right)}{dt}=4.0\\ \\text{m/s}-\\left(1.0\\ \\text{m/s}^{2}\\right)t,\\ v\\left(2.0\\ \\text{s}\\right)=3.0\\ \\text{m/s}$",
    ]) {
      const result = checkReplyLines(line, { problem });
      expect(result.checked, line).toEqual([]);
      expect(result.unread, line).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    }
  });

  it("reads the derivative of a function written on the line, between bars, and of one that does not change", () => {
    const decaying = checkReplyLines(
      "$$\\epsilon=\\left|\\frac{d}{dt}\\left(0.80e^{-\\left(2.0\\text{s}^{-1}\\right)t}\\ \\text{Wb}\\right)\\right|=1.6e^{-\\left(2.0\\text{s}^{-1}\\right)t}\\ \\text{V}$$",
    );
    expect(decaying.unread).toEqual([]);
    expect(decaying.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const steady = checkReplyLines("$\\omega=\\frac{d\\theta}{dt}=12\\ \\text{rad/s}$", {
      problem:
        "A wheel turns through $\\theta=\\left(12.0\\ \\text{rad/s}\\right)t$. What is its angular velocity?",
    });
    expect(steady.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    // Of a function an earlier line states.
    const earlier = checkReplyLines(
      "$$\\Phi=\\left(0.040\\ \\text{T/s}\\right)t\\left(0.25\\ \\text{m}^{2}\\right)$$\n\n$$\\epsilon=\\frac{d\\Phi}{dt}=0.010\\ \\text{V}$$",
    );
    expect(earlier.checked).toEqual(
      expect.arrayContaining([expect.objectContaining({ lineNumber: 3, status: "correct" })]),
    );
  });
});

describe("a line of numbers that is a function of one letter", () => {
  it("is read where its sides agree whatever the letter is, a number before e^{…} its factor", () => {
    const result = checkReplyLines(
      "$$P\\left(L\\right)=4\\frac{E}{U}\\left(1-\\frac{E}{U}\\right)e^{-2\\kappa L}=4\\left(0.25\\right)\\left(0.75\\right)e^{-8.0\\ L/\\text{nm}}=0.75e^{-8.0\\ L/\\text{nm}}$$",
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    expect(result.checked[0].message).toMatch(/whatever L is/);
  });

  it("reads a one-letter unit written upright after a power of e as the unit of its side", () => {
    const result = checkReplyLines(
      "$$\\Phi=\\left(2.0e^{-3.0t}\\ \\text{T}\\right)\\pi\\left(0.40\\ \\text{m}\\right)^{2}=1.0e^{-\\left(3.0\\text{s}^{-1}\\right)t}\\ \\text{Wb}$$",
    );
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const wrongUnit = checkReplyLines(
      "$$\\Phi=\\left(2.0e^{-3.0t}\\ \\text{T}\\right)\\pi\\left(0.40\\ \\text{m}\\right)^{2}=1.0e^{-\\left(3.0\\text{s}^{-1}\\right)t}\\ \\text{V}$$",
    );
    expect(wrongUnit.checked.filter((line) => line.status === "correct")).toEqual([]);
  });

  it("reads a time in seconds on the sides whose data give it that unit", () => {
    const result = checkReplyLines(
      "$$v=\\left(12\\ \\text{m/s}^{2}\\right)t-\\left(3.0\\ \\text{m/s}^{3}\\right)t^{2}=\\left(3.0\\ \\text{m/s}^{3}\\right)t\\left(4.0\\ \\text{s}-t\\right)$$",
    );
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines(
      "$$v=\\left(12\\ \\text{m/s}^{2}\\right)t-\\left(3.0\\ \\text{m/s}^{3}\\right)t^{2}=\\left(3.0\\ \\text{m/s}^{3}\\right)t\\left(3.0\\ \\text{s}-t\\right)$$",
    );
    expect(wrong.checked.filter((line) => line.status === "correct")).toEqual([]);
    const withUnit = checkReplyLines("$$B=\\left|-3.5\\ \\text{m}\\right|=3.5\\ \\text{m}$$");
    expect(withUnit.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("numbers put into a relation in a form not checked, with no result written", () => {
  const problem =
    "A train with a 400-Hz horn moves at 25.0 m/s past a person standing beside the tracks; the speed of sound is 343 m/s. What frequencies does she hear as the train approaches and after it passes?";
  const reply = (stated: string) =>
    `$$f_{\\text{o}}=f_{\\text{s}}\\left(\\frac{v}{v+v_{\\text{s}}}\\right)=\\left(400\\ \\text{Hz}\\right)\\left(\\frac{343\\ \\text{m/s}}{343\\ \\text{m/s}+25.0\\ \\text{m/s}}\\right).$$\n\nSo the frequency heard as it leaves is\n\n$$f_{\\text{o}}=${stated}.$$`;

  it("are completed by the next line that states the value, the relation still listed not checked", () => {
    const result = checkReplyLines(
      reply("\\left(400\\ \\text{Hz}\\right)\\left(0.932\\right)=373\\ \\text{Hz}"),
      { problem },
    );
    expect(result.unread).toEqual([]);
    expect(result.checked.map((line) => [line.lineNumber, line.status])).toEqual([
      [1, "correct"],
      [5, "correct"],
    ]);
    expect(result.relationsNotChecked).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("are found wrong where the next line states another value", () => {
    const result = checkReplyLines(
      reply("\\left(400\\ \\text{Hz}\\right)\\left(0.982\\right)=393\\ \\text{Hz}"),
      { problem },
    );
    expect(result.checked).toEqual(
      expect.arrayContaining([expect.objectContaining({ lineNumber: 1, status: "error" })]),
    );
  });
});

describe("constants left as their symbols among numbers", () => {
  it("are put in with their values where the line then holds, never disputed for them", () => {
    for (const line of [
      "$$\\Delta x=\\frac{\\hbar}{2\\left(3.0\\ \\times\\ 10^{-2}\\ \\text{kg}\\cdot\\text{m/s}\\right)}=1.8\\ \\times\\ 10^{-33}\\ \\text{m}$$",
      "$$E=\\frac{3}{2}k_{\\text{B}}\\left(300\\ \\text{K}\\right)=6.21\\ \\times\\ 10^{-21}\\ \\text{J}$$",
      "$$B=\\mu_{0}\\left(1000\\ \\text{m}^{-1}\\right)\\left(2.0\\ \\text{A}\\right)=2.5\\ \\times\\ 10^{-3}\\ \\text{T}$$",
    ]) {
      const result = checkReplyLines(line);
      expect(result.unread, line).toEqual([]);
      expect(result.checked, line).toEqual([expect.objectContaining({ status: "correct" })]);
    }
    const wrong = checkReplyLines(
      "$$\\Delta x=\\frac{\\hbar}{2\\left(3.0\\ \\times\\ 10^{-2}\\ \\text{kg}\\cdot\\text{m/s}\\right)}=5.8\\ \\times\\ 10^{-33}\\ \\text{m}$$",
    );
    expect(wrong.checked.filter((line) => line.status === "correct")).toEqual([]);
    const withUnit = checkReplyLines("$$B=\\left|-3.5\\ \\text{m}\\right|=3.5\\ \\text{m}$$");
    expect(withUnit.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a result the sentence after a calculation states in words", () => {
  const orbit = (stated: string) =>
    `$$a=\\left(\\frac{\\left(6.67\\ \\times\\ 10^{-11}\\ \\text{N}\\cdot\\text{m}^{2}/\\text{kg}^{2}\\right)\\left(5.97\\times 10^{24}\\ \\text{kg}\\right)}{4\\pi^{2}}\\left(8.64\\times 10^{4}\\ \\text{s}\\right)^{2}\\right)^{1/3}.$$\n\nThis yields a value of $${stated}$ for the orbit radius.`;

  it("completes a calculation that stops before its result, never disputing it", () => {
    const right = checkReplyLines(orbit("4.22\\times 10^{7}\\ \\text{m}"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([
      expect.objectContaining({ lineNumber: 1, status: "correct", disputable: false }),
    ]);
    const wrong = checkReplyLines(orbit("4.22\\times 10^{6}\\ \\text{m}"));
    expect(wrong.checked).toEqual([]);
    expect(wrong.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("confirms the root of an equation in an unknown", () => {
    const equation = "$$16{,}200-180T=2093T-41{,}860$$\n\nwhich gives a final temperature of ";
    const right = checkReplyLines(`${equation}$25.5\\ °\\text{C}$.`);
    expect(right.checked).toEqual([expect.objectContaining({ lineNumber: 1, status: "correct" })]);
    expect(right.checked[0].message).toMatch(/the sentence after it/);
    const wrong = checkReplyLines(`${equation}$28.5\\ °\\text{C}$.`);
    expect(wrong.checked).toEqual([]);
    expect(wrong.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });
});

describe("things counted in a chain of conversion factors", () => {
  it("are read as numbers, one of them alone below a fraction's bar", () => {
    const line = (result: string) =>
      `$$n=\\frac{2\\ e^{-}}{\\text{atom}}\\times\\frac{6.02\\times 10^{23}\\ \\text{atoms}}{\\text{mol}}\\times\\frac{1\\ \\text{mol}}{24.3\\ \\text{g}}\\times\\frac{1000\\ \\text{g}}{\\text{kg}}=${result}\\ e^{-}/\\text{kg}$$`;
    expect(checkReplyLines(line("4.95\\times 10^{25}")).checked).toEqual([
      expect.objectContaining({ status: "correct" }),
    ]);
    expect(
      checkReplyLines(line("4.95\\times 10^{24}")).checked.filter((read) => read.status === "correct"),
    ).toEqual([]);
    expect(
      checkReplyLines(
        "$$E=-2.0\\ \\frac{1.44\\ \\text{eV}\\cdot\\text{nm}}{0.300\\ \\text{nm}}=-9.60\\ \\frac{\\text{eV}}{\\text{ion pair}}$$",
      ).checked,
    ).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("temperatures the problem gives in °C, put into a ratio as bare numbers", () => {
  const problem =
    "A sealed can of gas at 2.00 atm is warmed from 20.0 °C to 80.0 °C. What is its new pressure?";

  it("are found wrong, so the reply is never shown verified", () => {
    const result = checkReplyLines(
      "$$T_2/T_1 = 80.0/20.0 = 4.00$$\n\n$$p_2 = (2.00\\ \\text{atm})(4.00) = 8.00\\ \\text{atm}$$",
      {
        problem,
      },
    );
    expect(result.failed).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    expect(result.failed[0].message).toContain("must be put in as kelvin");
  });

  it("are read where they are put in as kelvin", () => {
    const result = checkReplyLines("$$T_2/T_1 = 353/293 = 1.20$$", { problem });
    expect(result.failed).toEqual([]);
  });
});

describe("a logarithm of a fraction written without brackets", () => {
  it("takes the whole fraction, so a right decibel line is not disputed", () => {
    const result = checkReplyLines(
      "$$\\beta = 10\\log_{10}\\frac{I}{I_0} = 10\\log_{10}\\left(\\frac{5.0\\times10^{-6}}{1.0\\times10^{-12}}\\right) = 67.0\\ \\text{dB}$$",
    );
    expect(result.failed).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("an integral of a function of place or time", () => {
  it("is read where a definite integral, the function evaluated between its limits and the value agree", () => {
    const line = (value: string) =>
      `$$W=\\int_{0.50}^{2.0}\\left(4.0x^{2}+1.0\\right)dx=\\left[\\frac{4.0}{3}x^{3}+1.0x\\right]_{0.50}^{2.0}=${value}$$`;
    const right = checkReplyLines(line("12.0"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const wrong = checkReplyLines(line("14.0"));
    expect(wrong.checked).toEqual([]);
    expect(wrong.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });

  it("reads limits with their units, past a side of symbols", () => {
    const result = checkReplyLines(
      "$$W=\\int_{x_{1}}^{x_{2}}bx^{3}dx=\\frac{1}{4}\\left(2.0\\ \\text{N/m}^{3}\\right)x^{4}\\left|\\right._{1.0\\ \\text{m}}^{3.0\\ \\text{m}}=40\\ \\text{J}$$",
    );
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    // A result in another unit than the integral's is not read.
    const unit = checkReplyLines(
      "$$W=\\frac{1}{4}\\left(2.0\\ \\text{N/m}^{3}\\right)x^{4}\\left|\\right._{1.0\\ \\text{m}}^{3.0\\ \\text{m}}=40\\ \\text{N}$$",
    );
    expect(unit.checked.filter((line) => line.status === "correct")).toEqual([]);
  });

  it("reads an antiderivative by differentiating it back, a constant of integration aside", () => {
    const right = checkReplyLines("$$\\int\\left(6.0t^{2}-4.0t\\right)dt=2.0t^{3}-2.0t^{2}+C$$");
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines("$$\\int\\left(6.0t^{2}-4.0t\\right)dt=3.0t^{3}-2.0t^{2}+C$$");
    expect(wrong.checked).toEqual([]);
  });
});

describe("a function of time stated with the values of its symbols put in", () => {
  const line = (amplitude: string) =>
    `$$x\\left(t\\right)=A\\ \\cos\\left(\\omega t+\\phi\\right)=\\left(${amplitude}\\ \\text{m}\\right)\\cos\\left(3.14\\ \\text{s}^{-1}t\\right)$$`;

  it("is read as an identity in t with the values stated before it or further on, never disputed", () => {
    const before = checkReplyLines(
      `The amplitude is $A=0.05\\ \\text{m}$ and the phase $\\phi=0.00\\ \\text{rad}$.\n\n$$\\omega=\\frac{2\\pi}{2.00\\ \\text{s}}=3.14\\ \\text{s}^{-1}$$\n\n${line("0.05")}`,
    );
    expect(before.unread).toEqual([]);
    expect(before.checked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineNumber: 5, status: "correct", disputable: false }),
      ]),
    );
    const after = checkReplyLines(
      `${line("0.05")}\n\nHere $A=0.05\\ \\text{m}$, $\\omega=3.14\\ \\text{s}^{-1}$ and $\\phi=0$.`,
    );
    expect(after.unread).toEqual([]);
    expect(after.checked).toEqual([expect.objectContaining({ lineNumber: 1, status: "correct" })]);
  });

  it("stays unread where the values put in are not those stated", () => {
    const result = checkReplyLines(
      `The amplitude is $A=0.05\\ \\text{m}$ and the phase $\\phi=0.00\\ \\text{rad}$.\n\n$$\\omega=\\frac{2\\pi}{2.00\\ \\text{s}}=3.14\\ \\text{s}^{-1}$$\n\n${line("0.50")}`,
    );
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 5 })]);
    expect(result.failed).toEqual([]);
  });
});

describe("a chain that restates its result in another symbol after the values put in", () => {
  const reply = (result: string) =>
    `$$v=\\left(331\\ \\text{m/s}\\right)\\sqrt{\\frac{300\\ \\text{K}}{273\\ \\text{K}}}=347\\ \\text{m/s}$$\n\n$$L=\\frac{v}{2f_{1}}=\\frac{347\\ \\text{m/s}}{2\\left(220\\ \\text{Hz}\\right)}=0.789\\ \\text{m}$$\n\n$$f_{3}=3\\frac{v}{2L}=3f_{1}=${result}\\ \\text{Hz}$$`;

  it("is read with the values stated above, the side in symbols left aside", () => {
    const result = checkReplyLines(reply("660"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineNumber: 5, status: "correct", disputable: false }),
      ]),
    );
  });

  it("stays unread, never disputed, where the values put in do not work out its result", () => {
    const result = checkReplyLines(reply("880"));
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 5 })]);
    expect(result.failed).toEqual([]);
  });
});

describe("a value restated rounder", () => {
  it("is read as its rounding to the figures left by its trailing zeros", () => {
    const result = checkReplyLines("$$F=180\\ \\text{N}+27\\ \\text{N}=207\\ \\text{N}=210\\ \\text{N}$$");
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });

  it("is not read where it is no rounding of the value", () => {
    const result = checkReplyLines("$$F=180\\ \\text{N}+27\\ \\text{N}=207\\ \\text{N}=240\\ \\text{N}$$");
    expect(result.checked.filter((line) => line.status === "correct")).toEqual([]);
  });
});

describe("symbols whose values the solution only names in words or the problem gives", () => {
  const problem = "A 0.300-kg copper block is heated from 15.0 °C to 95.0 °C. How much heat does it take?";

  it("are given the values stated of their kinds, so a line that works out its result with them is read", () => {
    const result = checkReplyLines("$$\\Delta T=T_{\\text{f}}-T_{\\text{i}}=80.0\\ °\\text{C}$$", {
      problem,
    });
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const gas = checkReplyLines(
      "We know the molar mass is 0.0320 kg/mol and the temperature is 300 K.\n\nThe rms speed is $v_{\\text{rms}}=\\sqrt{\\frac{3RT}{M}}=484\\ \\text{m/s}$.",
    );
    expect(gas.checked).toEqual([expect.objectContaining({ lineNumber: 3, status: "correct" })]);
  });

  it("leave the line unread, never disputed, where no such values work out its result", () => {
    const wrong = checkReplyLines("$$\\Delta T=T_{\\text{f}}-T_{\\text{i}}=70.0\\ °\\text{C}$$", { problem });
    expect(wrong.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    expect(wrong.failed).toEqual([]);
    // No value of a temperature stated: nothing to read the symbols with.
    const none = checkReplyLines("$$\\Delta T=T_{\\text{f}}-T_{\\text{i}}=80.0\\ °\\text{C}$$", {
      problem: "A block is heated. How much heat does it take?",
    });
    expect(none.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    // Many symbols and many values: the trials stop, and nothing is read or thrown.
    const many = checkReplyLines(
      `${Array.from({ length: 12 }, (_, index) => `$T_{${index}}=${300 + index}\\ \\text{K}$`).join(", ")}\n\n$$T=T_{a}+T_{b}+T_{c}+T_{d}+T_{e}=1510\\ \\text{K}$$`,
    );
    expect(many.failed).toEqual([]);
  });
});

describe("a unit in brackets raised to a power inside a compound unit", () => {
  it("is read as that unit's power, the rest of the unit below the bar", () => {
    const result = checkReplyLines(
      "$$E_{0}=\\sqrt{\\frac{2\\left(5.00\\ \\text{W}\\right)}{4\\pi\\left(3.0\\ \\text{m}\\right)^{2}\\left(3.00\\ \\times\\ 10^{8}\\ \\text{m/s}\\right)\\left(8.85\\ \\times\\ 10^{-12}\\left(\\ \\text{C}\\right)^{2}/\\text{N}\\cdot\\text{m}^{2}\\right)}}=5.77\\ \\text{N/C}$$",
    );
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("an equation in one unknown written with the units of its values", () => {
  const reply = (root: string) =>
    `Thus $$3.6\\ \\times\\ 10^{3}\\ \\text{J}=mc\\Delta T=\\left(0.40\\ \\text{kg}\\right)\\left(9.0\\ \\times\\ 10^{2}\\ \\text{J/kg}\\cdot°\\text{C}\\right)\\Delta T,$$ so the temperature rises by $$\\Delta T=${root}\\ °\\text{C}.$$`;

  it("is solved in SI and read where the next line states its root", () => {
    const result = checkReplyLines(reply("10"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineNumber: 1, status: "correct", disputable: false }),
      ]),
    );
  });

  it("is read where the sentence after it, in its line or the next, states a value of the unknown's kind", () => {
    const equation =
      "$$\\left(2.0\\ \\text{kg}\\right)\\left(4186\\ \\text{J/kg}\\cdot\\text{K}\\right)\\Delta T=8.4\\ \\times\\ 10^{4}\\ \\text{J}.$$";
    for (const between of [" So ", "\n"]) {
      const right = checkReplyLines(
        `Putting in the values gives ${equation}${between}the water warms by 10 K.`,
      );
      expect(right.unread).toEqual([]);
      expect(right.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
      const wrong = checkReplyLines(
        `Putting in the values gives ${equation}${between}the water warms by 14 K.`,
      );
      expect(wrong.checked).toEqual([]);
      expect(wrong.failed).toEqual([]);
    }
  });

  it("stays unread, never disputed, where the next line states another root", () => {
    const result = checkReplyLines(reply("25"));
    expect(result.checked.filter((line) => line.status === "correct" && line.lineNumber === 1)).toEqual([]);
    expect(result.failed).toEqual([]);
  });
});

describe("lines that relate quantities and work no value out", () => {
  it("are relations not checked, not calculations left unread", () => {
    for (const line of [
      // A whole coefficient joined to a symbol that also names a unit (T, teslas).
      "2T\\ \\sin\\ 5.0°-w=0",
      "2T\\ \\sin\\ 5.0°=w",
      // Labels of two parts in one subscript.
      "\\Delta K=K_{\\text{f}}-K_{\\text{i}}=0-\\frac{1}{2}M_{\\text{T}}v_{\\text{T},\\text{f}}^{2}",
      "-\\left(\\mu_{\\text{k}}M_{\\text{T}}g\\right)d=-\\frac{1}{2}M_{\\text{T}}v_{\\text{T},\\text{f}}^{2}",
    ]) {
      const result = checkReplyLines(`$$${line}$$`);
      expect(result.unread, line).toEqual([]);
      expect(result.relationsNotChecked, line).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    }
  });
});

describe("a calculation in a sentence that states its result in words", () => {
  it("is read with that result", () => {
    const result = checkReplyLines(
      "The mass of the loaded cart is 26.5 kg ($m=18.0\\ \\text{kg}+8.5\\ \\text{kg}$), and its acceleration is $a=0.80\\ \\text{m/s}^{2}$.",
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
  });

  it("stays unread where the sentence states another value", () => {
    const result = checkReplyLines(
      "The mass of the loaded cart is 28.5 kg ($m=18.0\\ \\text{kg}+8.5\\ \\text{kg}$), and its acceleration is $a=0.80\\ \\text{m/s}^{2}$.",
    );
    expect(result.checked).toEqual([]);
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
  });
});

describe("a symbol with a prime", () => {
  const reply = (length: string) =>
    `$$\\begin{aligned}L'&=L\\sqrt{1-v^{2}/c^{2}}\\\\ &=\\left(250\\ \\text{m}\\right)\\sqrt{1-\\left(0.60\\right)^{2}}\\\\ L'&=${length}\\ \\text{m}.\\end{aligned}$$`;

  it("is the symbol whose value the next line states, so a calculation left without its result is read against it", () => {
    const right = checkReplyLines(reply("200"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(reply("240")).failed).toHaveLength(1);
  });
});

describe("a value the problem gives at the end of a display of its own", () => {
  it("is put in by name like any other the problem states", () => {
    const problem =
      "A spring obeys\n\n$$F=kx,\\ k=250\\ \\text{N/m}.$$\n\nHow much energy does it store when stretched 0.10 m?";
    const line = (energy: string) =>
      `$$U=\\frac{1}{2}kx^{2}=\\frac{1}{2}k\\left(0.10\\ \\text{m}\\right)^{2}=${energy}\\ \\text{J}$$`;
    expect(checkReplyLines(line("1.25"), { problem }).checked).toEqual([
      expect.objectContaining({ status: "correct" }),
    ]);
    expect(checkReplyLines(line("2.50"), { problem }).checked).toEqual([]);
  });
});

describe("sizes written with sized bars", () => {
  it("are read as the size of the value, a unit vector's size as 1", () => {
    const right = checkReplyLines(
      "Its magnitude is $\\left|\\vec{B}_{x}\\right|=\\left|-3.5\\right|\\left|\\hat{i}\\right|=3.5$.",
    );
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    const wrong = checkReplyLines(
      "Its magnitude is $\\left|\\vec{B}_{x}\\right|=\\left|-3.5\\right|\\left|\\hat{i}\\right|=5.3$.",
    );
    expect(wrong.checked.filter((line) => line.status === "correct")).toEqual([]);
    const withUnit = checkReplyLines("$$B=\\left|-3.5\\ \\text{m}\\right|=3.5\\ \\text{m}$$");
    expect(withUnit.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("the size of a vector named with sized bars", () => {
  const known =
    "Known: $\\left|\\vec{F}_{1}\\right|=40\\ \\text{N}$ and $\\left|\\vec{F}_{2}\\right|=30\\ \\text{N}$.";

  it("is a symbol whose value a line states, put in by name", () => {
    const result = checkReplyLines(
      `${known}\n\n$$\\left|\\vec{F}\\right|=\\sqrt{\\left|\\vec{F}_{1}\\right|^{2}+\\left|\\vec{F}_{2}\\right|^{2}}=50\\ \\text{N}$$`,
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ lineNumber: 3, status: "correct" })]);
  });

  it("completes a calculation left without its result, and a wrong value is disputed", () => {
    const reply = (size: string) =>
      `$$\\left|\\vec{F}\\right|=\\sqrt{\\left(40\\ \\text{N}\\right)^{2}+\\left(30\\ \\text{N}\\right)^{2}}$$\n\n$$\\left|\\vec{F}\\right|=${size}\\ \\text{N}$$`;
    expect(checkReplyLines(reply("50")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(reply("60")).failed).toHaveLength(1);
  });
});

describe("sized bars around symbols alone", () => {
  it("stay a relation's size, as the beat frequency is written", () => {
    const result = checkReplyLines(
      "We use $f_{\\text{beat}}=\\left|f_{2}-f_{1}\\right|$:\n\n$$\\left|f_{2}-f_{1}\\right|=\\left(440-436\\right)\\ \\text{Hz}=4\\ \\text{Hz}.$$",
    );
    expect(result.relationsNotChecked).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ lineNumber: 3, status: "correct" })]);
  });
});

describe("a unit after a root of numbers", () => {
  it("is the unit of the root's value", () => {
    const line = (work: string) =>
      `$$W=\\left(0.50\\right)\\left(2\\ \\text{kN}\\right)\\left(2\\ \\text{m}+\\sqrt{5}\\ \\text{m}\\right)=${work}\\ \\text{kJ}$$`;
    expect(checkReplyLines(line("4.2")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("5.2")).failed).toHaveLength(1);
  });
});

describe("symbols given values of their kinds, with a unit conversion on the line", () => {
  const problem = "The half-life of cobalt-60 is 5.27 y. Find its decay constant in s⁻¹.";
  const line = (constant: string) =>
    `$$\\lambda=\\frac{0.693}{T_{1/2}}=\\left(\\frac{0.693}{T_{1/2}}\\right)\\left(\\frac{1\\ \\text{yr}}{3.16\\ \\times\\ 10^{7}\\ \\text{s}}\\right)=${constant}\\ \\times\\ 10^{-9}\\ \\text{s}^{-1}$$`;

  it("read the conversion's units as units and a year written y as a year", () => {
    const result = checkReplyLines(line("4.16"), { problem });
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
  });

  it("leave a wrong result unread, never disputed", () => {
    const result = checkReplyLines(line("5.16"), { problem });
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 1 })]);
    expect(result.failed).toEqual([]);
  });
});

describe("a thing counted above a fraction's bar", () => {
  it("is one of them per the unit below", () => {
    const line = (rate: string) =>
      `$$f=\\frac{2\\left(3.0\\ \\text{J}\\right)}{6.0\\ \\text{J}\\cdot\\text{s}}=${rate}\\ \\frac{\\text{cycles}}{\\text{s}}$$`;
    expect(checkReplyLines(line("1.0")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("2.0")).checked.filter((line) => line.status === "correct")).toEqual([]);
  });
});

describe("the speed of light left as c in numbers put in with no result", () => {
  const reply = (energy: string) =>
    `The mass lost becomes energy:\n\n$$E=\\left(\\Delta m\\right)c^{2}=\\left(0.00240\\ \\text{u}\\right)c^{2}.$$\n\nWith $1\\ \\text{u}=931.5\\ \\text{MeV}/c^{2}$ this is\n\n$$E=${energy}\\ \\text{MeV}.$$`;

  it("is completed by the value a later line states", () => {
    const result = checkReplyLines(reply("2.24"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineNumber: 3, status: "correct", disputable: false }),
      ]),
    );
  });

  it("stays unread where the value stated differs, never disputed", () => {
    const result = checkReplyLines(reply("3.24"));
    expect(result.unread).toEqual([expect.objectContaining({ lineNumber: 3 })]);
    expect(result.failed).toEqual([]);
  });
});

describe("a temperature carried to another scale", () => {
  it("is read where the numbers work out the result and the result is the temperature converted", () => {
    const line = (fahrenheit: string) =>
      `$$T_{\\text{F}}=\\frac{9}{5}\\left(40\\ °\\text{C}\\right)+32=${fahrenheit}\\ °\\text{F}.$$`;
    const right = checkReplyLines(line("104"));
    expect(right.unread).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
    const wrong = checkReplyLines(line("140"));
    expect(wrong.unread).toHaveLength(1);
    expect(wrong.failed).toEqual([]);
  });

  it("never confirms the numbers of a wrong formula", () => {
    // (5/9)(40) + 32 = 54.2 holds as arithmetic, but 40 °C is 104 °F.
    const result = checkReplyLines(
      "$$T_{\\text{F}}=\\frac{5}{9}\\left(40\\ °\\text{C}\\right)+32=54.2\\ °\\text{F}.$$",
    );
    expect(result.checked.filter((line) => line.status === "correct")).toEqual([]);
  });

  it("reads the temperature of a scale's symbol from the one the problem gives", () => {
    const problem = "A cup of tea cools to 60 °C. What is its temperature in kelvins?";
    const line = "Adding the offset, $T_{\\text{K}}=T_{\\text{C}}+273.15=333\\ \\text{K}$.";
    const result = checkReplyLines(line, { problem });
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    // Two temperatures in °C: which one the symbol names is not known.
    const two = checkReplyLines(line, { problem: "Tea at 60 °C is poured into a cup at 20 °C." });
    expect(two.checked).toEqual([]);
  });

  it("reads a Fahrenheit temperature carried to Celsius in typed notation", () => {
    const result = checkReplyLines("T_C = (5/9)(212 °F - 32) = 100 °C");
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });
});

describe("a formula that turns a ratio into a percentage", () => {
  it("is no calculation: it neither counts as read nor keeps a reply from being read", () => {
    const result = checkReplyLines(
      "$$\\text{efficiency}=\\frac{W}{Q_{h}}\\ \\times\\ 100\\%.$$\n\n$$\\frac{W}{Q_{h}}=\\frac{300\\ \\text{J}}{1200\\ \\text{J}}=0.25$$",
    );
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ lineNumber: 3, status: "correct" })]);
  });
});

describe("a unit written after a quotient of bare numbers", () => {
  const line = (pressure: string) =>
    `We convert first: $\\Delta p=3200\\ \\text{psi}=3200\\ /\\ 14.7\\ \\text{atm}=${pressure}\\ \\text{atm},$ and go on.`;

  it("names the result where a side before gives its value with units", () => {
    const result = checkReplyLines(line("218"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
  });

  it("leaves the line unread where the numbers disagree, or no side before writes units", () => {
    expect(checkReplyLines(line("208")).checked).toEqual([]);
    const bare = checkReplyLines(
      "So $\\Delta p=3200\\ /\\ 14.7\\ \\text{atm}=218\\ \\text{atm},$ and go on.",
    );
    expect(bare.checked).toEqual([]);
    expect(bare.unread).toHaveLength(1);
  });
});

describe("a phase written as a multiple of π, or in radians", () => {
  it("reads the two as one value", () => {
    const line = (radians: string) =>
      `$$\\phi=\\frac{2\\pi\\left(1.50\\ \\times\\ 10^{-6}\\ \\text{m}\\right)}{\\left(600\\ \\times\\ 10^{-9}\\ \\text{m}\\right)}=5.00\\pi\\ \\text{or}\\ ${radians}\\ \\text{rad}.$$`;
    const result = checkReplyLines(line("15.7"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("17.7")).checked.filter((line) => line.status === "correct")).toEqual([]);
  });
});

describe("an accent over an upright letter", () => {
  it("is the letter's accent: a field along the unit vector r is read", () => {
    const line = (field: string) =>
      `$$\\vec{\\text{E}}=\\frac{\\left(8.99\\ \\times\\ 10^{9}\\ \\text{N}\\cdot\\text{m}^{2}/\\text{C}^{2}\\right)\\left(3.0\\ \\times\\ 10^{-9}\\ \\text{C}\\right)}{\\left(0.30\\ \\text{m}\\right)^{2}}\\hat{\\text{r}}=${field}\\ \\text{N/C}\\ \\hat{\\text{r}}$$`;
    const result = checkReplyLines(line("300"));
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("400")).failed).toHaveLength(1);
  });
});

describe("a given of two figures put in with another unit", () => {
  it("is found where its digits go into a calculation with the unit lost", () => {
    const problem = "A cyclist moving at 36 km/h brakes at 2.0 m/s². How far does she roll before stopping?";
    const result = checkReplyLines(
      "$$d=\\frac{\\left(36\\ \\text{m/s}\\right)^{2}}{2\\left(2.0\\ \\text{m/s}^{2}\\right)}=324\\ \\text{m}$$",
      { problem },
    );
    expect(result.failed).toEqual([expect.objectContaining({ issue: "units" })]);
  });

  it("reads a given written with a hyphen before its unit", () => {
    const problem = "A 450-g ball is thrown at 12 m/s. What is its kinetic energy?";
    const result = checkReplyLines(
      "$$K=\\tfrac{1}{2}\\left(450\\ \\text{kg}\\right)\\left(12\\ \\text{m/s}\\right)^{2}=32400\\ \\text{J}$$",
      { problem },
    );
    expect(result.failed).toEqual([expect.objectContaining({ issue: "units" })]);
  });

  it("leaves a result with the same digits, and a temperature change in kelvins, alone", () => {
    const result = checkReplyLines(
      "$$x=\\left(0.50\\ \\text{m/s}\\right)\\left(40\\ \\text{s}\\right)=20\\ \\text{m}$$",
      {
        problem: "A snail crawls at 0.50 m/s for 40 s; a wall stands 20 cm away. How far does it go?",
      },
    );
    expect(result.failed).toEqual([]);
    const heated = checkReplyLines(
      "$$Q=\\left(2.0\\ \\text{kg}\\right)\\left(4186\\ \\text{J/(kg·K)}\\right)\\left(25\\ \\text{K}\\right)=2.09\\times 10^{5}\\ \\text{J}$$",
      { problem: "Water of mass 2.0 kg is warmed by 25 °C. How much heat does it take?" },
    );
    expect(heated.failed).toEqual([]);
  });
});

describe("a sum that misses its result by little", () => {
  it("is disputed where the rounding of its terms cannot explain the miss", () => {
    const result = checkReplyLines(
      "Adding the two paths: $$d = 2.46\\ \\text{km} + 1.38\\ \\text{km} = 3.94\\ \\text{km}$$",
    );
    expect(result.failed).toEqual([expect.objectContaining({ issue: "arithmetic" })]);
    expect(checkReplyLines("$$N = 24100 + 15377 = 38477$$").failed).toHaveLength(1);
  });

  it("is left alone where terms rounded to their tens may explain it", () => {
    const result = checkReplyLines("In series, $R = 470 + 150 = 630\\ \\Omega$.");
    expect(result.failed).toEqual([]);
  });
});

describe("inline math that goes on after a unit written outside it", () => {
  it("is one calculation, read with its units", () => {
    const line = (metres: string) => `The spring stretches $x = 6.00$ cm $= ${metres}$ m, so`;
    expect(checkReplyLines(line("0.0600")).checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("0.600")).failed).toHaveLength(1);
  });
});

describe("a unit conversion done with a bare factor", () => {
  it("is disputed where the factor is wrong", () => {
    for (const line of ["v = 54 km/h = 54*3.6 = 194 m/s", "t = 3.00 h = 3.00 × 60 = 180 s"])
      expect(checkReplyLines(line).failed).toEqual([expect.objectContaining({ issue: "units" })]);
  });

  it("is read where the factor is right", () => {
    const result = checkReplyLines("v = 54 km/h = 54/3.6 = 15 m/s");
    expect(result.unread).toEqual([]);
    expect(result.checked).toEqual([expect.objectContaining({ status: "correct", disputable: false })]);
  });

  it("leaves a chain from a frequency to an angular frequency alone", () => {
    expect(checkReplyLines("f = 50 Hz = 2π(50) = 314 rad/s").failed).toEqual([]);
  });
});

describe("a relation written off by a factor of √2", () => {
  const problem =
    "What is the escape speed from the surface of a planet of mass 6.4 × 10^23 kg and radius 3.4 × 10^6 m?";
  it("is a relation slip: the escape speed without its 2", () => {
    const result = checkReplyLines(
      "$$v_{\\text{esc}} = \\sqrt{\\frac{GM}{R}} = \\sqrt{\\frac{(6.67\\times10^{-11}\\ \\text{N·m}^2/\\text{kg}^2)(6.4\\times10^{23}\\ \\text{kg})}{3.4\\times10^{6}\\ \\text{m}}} = 3.5\\times10^{3}\\ \\text{m/s}$$",
      { problem },
    );
    expect(result.failed).toEqual([expect.objectContaining({ issue: "relation" })]);
  });

  it("leaves the right form alone", () => {
    const result = checkReplyLines(
      "$$v_{\\text{esc}} = \\sqrt{\\frac{2GM}{R}} = \\sqrt{\\frac{2(6.67\\times10^{-11}\\ \\text{N·m}^2/\\text{kg}^2)(6.4\\times10^{23}\\ \\text{kg})}{3.4\\times10^{6}\\ \\text{m}}} = 5.0\\times10^{3}\\ \\text{m/s}$$",
      { problem },
    );
    expect(result.failed).toEqual([]);
  });
});

describe("a derivative evaluated at a point written below a bar", () => {
  it("reads the condition as no side of the calculation", () => {
    const line = (field: string) =>
      `$$\\left.\\frac{dV}{dx}\\right|_{x = 3.0\\text{ m}} = (4.0\\text{ V/m}^2)(3.0\\text{ m}) = ${field}\\text{ V/m}$$`;
    const right = checkReplyLines(line("12"));
    expect(right.failed).toEqual([]);
    expect(right.checked).toEqual([expect.objectContaining({ status: "correct" })]);
    expect(checkReplyLines(line("15")).failed).toHaveLength(1);
  });
});
