import { describe, expect, it } from "vitest";
// Imported as text through the bundler, so the engine folder stays free of file-system access.
import sampleSet from "../../../bench/free-form-problems.jsonl?raw";
import { formatUnitLatex } from "../format-number";
import { extractQuantities, normalizeProblemText } from "./extract";
import { solveText } from "./free-form";
import { latexToPlainText } from "./latex-text";

/** The quantities found in a text, as "value unit" strings. */
function quantitiesOf(text: string): string[] {
  return extractQuantities(normalizeProblemText(text)).map(
    (quantity) => `${quantity.value} ${quantity.unit}`,
  );
}

/** What the solver answers for a text: the SI answer, or "cannot solve". */
function answerOf(text: string): string {
  const result = solveText(text);
  return result.status === "solved" ? `${result.si.value} ${result.si.unit}` : "cannot solve";
}

/** A plain-text problem with each quantity written the way the bank writes it: "$1500\ \mathrm{kg}$". */
function writtenInLatex(text: string): string {
  const normalized = normalizeProblemText(text);
  let latex = "";
  let at = 0;
  for (const quantity of extractQuantities(normalized)) {
    const number = /^-?[\d.,]+(?:\s*×\s*10\^-?\d+)?|^10\^-?\d+/.exec(quantity.text)?.[0] ?? quantity.text;
    const numberLatex = number
      .replace(/\s*×\s*10\^(-?\d+)/, " \\times 10^{$1}")
      .replace(/^10\^(-?\d+)/, "10^{$1}")
      .replace(/(\d),(\d{3})/g, "$1{,}$2");
    const written = quantity.text.slice(number.length).trim();
    let unitLatex = "";
    if (written.includes("%")) unitLatex = "\\%";
    else if (["deg", "degC", "degF"].includes(quantity.unit)) unitLatex = formatUnitLatex(quantity.unit);
    else if (quantity.unit !== "") unitLatex = `\\ ${formatUnitLatex(quantity.unit)}`;
    else if (written !== "") unitLatex = `\\ \\text{${written}}`;
    latex += `${normalized.slice(at, quantity.start)}$${numberLatex}${unitLatex}$`;
    at = quantity.end;
  }
  return latex + normalized.slice(at);
}

const problems = sampleSet
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as { id: string; text: string });

describe("latexToPlainText", () => {
  it.each([
    ["$1500\\ \\mathrm{kg}$", "1500 kg"],
    ["$v = 20\\,\\text{m/s}$", "v = 20 m/s"],
    ["$3.0 \\times 10^{8}\\ \\mathrm{m/s}$", "3.0 × 10^8 m/s"],
    ["$30^\\circ$ and $25.0^{\\circ}\\mathrm{C}$", "30° and 25.0°C"],
    ["$9.11\\ \\times\\ 10^{-31}\\text{kg}$", "9.11 × 10^-31kg"],
    ["$8.988 \\times 10^{9}\\;\\mathrm{N\\cdot m^{2}/C^{2}}$", "8.988 × 10^9 N·m^2/C^2"],
    ["$8.314\\ \\mathrm{J/(mol\\cdot K)}$", "8.314 J/(mol·K)"],
    ["$q = 4.40\\ \\mu\\mathrm{C}$ and $\\mu_k = 0.30$", "q = 4.40 μC and mu_k = 0.30"],
    ["$4.7\\ \\mathrm{k}\\Omega$ resistor", "4.7 kΩ resistor"],
    ["$5{,}000\\text{ m}$", "5,000 m"],
    ["the mass is 10$^{19}$ kg at 1 kg/m$^{3}$", "the mass is 10^19 kg at 1 kg/m^3"],
    ["$5.0\\%$", "5.0%"],
    ["$\\omega_{0} = 2260\\ \\mathrm{rpm}$", "omega_0 = 2260 rpm"],
    ["$2.5 \\times 10^{4}~\\mathrm{N/C}$", "2.5 × 10^4 N/C"],
    ["$\\frac{3}{4}\\,\\mathrm{m/s}$", "3/4 m/s"],
    ["$9.0\\ \\text{N}\\cdot\\text{m}.$", "9.0 N·m."],
    ["$4.0\\ \\times\\ 10^{4}\\ \\text{N}\\cdot\\text{m}^{2}/\\text{C}$", "4.0 × 10^4 N·m^2/C"],
  ])("writes %s as %s", (latex, plain) => {
    expect(latexToPlainText(latex).replace(/\s+/g, " ").trim()).toBe(plain);
  });

  it("leaves text without LaTeX unchanged, tildes of prose included", () => {
    const text = "A ~5 kg box moves at 3.0 m/s² (about 10 km/h).";
    expect(latexToPlainText(text)).toBe(text);
  });

  it("ends a sentence where the math ends, without a space before the full stop", () => {
    expect(latexToPlainText("in $8.0\\ \\mathrm{s}$. What")).toBe("in 8.0 s. What");
  });
});

describe("problem statements written in LaTeX", () => {
  it.each([
    [
      "A $1500\\ \\mathrm{kg}$ car accelerates from rest to $v = 20\\,\\text{m/s}$ in $8.0\\ \\mathrm{s}$. What is the net force on it?",
      "A 1500 kg car accelerates from rest to v = 20 m/s in 8.0 s. What is the net force on it?",
    ],
    [
      "Light travels at $3.0 \\times 10^{8}\\ \\mathrm{m/s}$ for $500\\ \\mathrm{s}$.",
      "Light travels at 3.0 × 10^8 m/s for 500 s.",
    ],
    [
      "A ramp is inclined at $30^\\circ$; the water is at $78.3\\ ^\\circ\\mathrm{C}$.",
      "A ramp is inclined at 30°; the water is at 78.3 °C.",
    ],
    [
      "A $2.0\\ \\mu\\mathrm{C}$ charge sits $10\\,\\mathrm{cm}$ from a $4.7\\ \\mathrm{k}\\Omega$ resistor.",
      "A 2.0 μC charge sits 10 cm from a 4.7 kΩ resistor.",
    ],
  ])("%s reads the same quantities as its plain-text version", (latex, plain) => {
    expect(quantitiesOf(latex).length).toBeGreaterThan(0);
    expect(quantitiesOf(latex)).toEqual(quantitiesOf(plain));
  });

  it("reads every sample problem written in LaTeX as its plain-text version, with the same answer", () => {
    const differences: string[] = [];
    for (const problem of problems) {
      const latex = writtenInLatex(problem.text);
      if (quantitiesOf(latex).join("|") !== quantitiesOf(problem.text).join("|")) {
        differences.push(`${problem.id} quantities: ${latex}`);
      } else if (answerOf(latex) !== answerOf(problem.text)) {
        differences.push(`${problem.id} answer: ${latex}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe("a number joined to its unit by a hyphen, as textbooks write compound adjectives", () => {
  it.each([
    ["a $180.0-\\mu\\text{F}$ capacitor", ["180 uF"]],
    ["a 1.00-m-long pendulum", ["1 m"]],
    ["a 1.0-mm-diameter wire and a 2.00-kg-mass block", ["1 mm", "2 kg"]],
    ["a 20-N force", ["20 N"]],
    ["a 120-V AC outlet", ["120 V"]],
    ["a 50-Hz AC source", ["50 Hz"]],
    ["a $3.00\\times 10^{8}-\\text{m/s}$ signal", ["300000000 m/s"]],
    ["a 1.2-kΩ resistor and a 9.0-V battery", ["1.2 kohm", "9 V"]],
  ])("%s reads as %j", (text, quantities) => {
    expect(quantitiesOf(text)).toEqual(quantities);
  });

  it("keeps a letter in math mode before a hyphen a letter, not a value", () => {
    expect(latexToPlainText("along the $x$-axis")).toBe("along the x-axis");
    expect(
      answerOf("A bar moves along the $x$-axis in a $0.50\\ \\text{T}$ field. What emf is induced?"),
    ).toBe("cannot solve");
  });

  it("still reads a unit joined by a hyphen to another unit as one unit, or as none", () => {
    // "N-m" is a product the reader does not take apart into a force.
    expect(quantitiesOf("a torque of 5.0 N-m")).toEqual(["5 "]);
    expect(quantitiesOf("a 5.0-N-m torque")).toEqual(["5 "]);
  });

  it.each([
    ["What charge is stored in a $180.0-\\mu\\text{F}$ capacitor when 120.0 V is applied to it?", "0.0216 C"],
    ["What is the period of a 1.00-m-long pendulum?", "2.01 s"],
    // The value closed in math mode before the hyphen: "$0.80$-m-long".
    [
      "A $0.80$-m-long metal bar moves at $5.0\\ \\text{m/s}$ straight across a $0.50\\ \\text{T}$ magnetic field, bar, velocity and field all perpendicular. What emf is induced between its ends?",
      "2 V",
    ],
    ["What is the weight of a $2.50$-kg bag of sand on Earth?", "24.5 N"],
  ])("solves %s as the importer writes it, with the book's answer %s", (text, answer) => {
    const result = solveText(text);
    expect(result.status).toBe("solved");
    if (result.status !== "solved") return;
    const [value, unit] = answer.split(" ");
    expect(result.si.unit).toBe(unit);
    expect(Math.abs(result.si.value - Number(value))).toBeLessThan(0.005 * Number(value));
  });
});
