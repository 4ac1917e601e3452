import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import {
  buildSessionExport,
  exportFileName,
  latexToText,
  PAGE_MARGIN,
  pdfDocumentTitle,
  renderSessionPdf,
  sessionExportText,
  toBase64,
} from "./export-session";
import type { TutorSessionRecord } from "./tutor-session";

function session(overrides: Partial<TutorSessionRecord> = {}): TutorSessionRecord {
  return {
    id: "session-1",
    mode: "solve",
    topic: "Physics",
    level: "algebra",
    problemText: "A cart of mass $m = 2\\,\\mathrm{kg}$ is pushed with $F = 10\\,\\mathrm{N}$.",
    history: [],
    progress: { completed: false, currentStep: 0, totalSteps: 5, nextHint: "" },
    updatedAt: 0,
    ...overrides,
  };
}

describe("latexToText", () => {
  it("writes Greek letters and operators as their Unicode characters", () => {
    expect(latexToText("$\\alpha + \\Delta\\theta \\times 2 \\cdot \\mu$")).toBe("α + Δθ × 2 · μ");
  });

  it("writes a fraction as (numerator)/(denominator), also when nested", () => {
    expect(latexToText("$\\frac{a}{b}$")).toBe("(a)/(b)");
    expect(latexToText("$\\frac{1}{\\frac{1}{R_1} + \\frac{1}{R_2}}$")).toBe("(1)/((1)/(R₁) + (1)/(R₂))");
  });

  it("uses superscript and subscript characters where Unicode has them", () => {
    expect(latexToText("$v^2 = v_0^2 + 2a\\Delta x$")).toBe("v² = v₀² + 2aΔx");
    expect(latexToText("$10^{-3}$")).toBe("10⁻³");
    expect(latexToText("$30^\\circ$")).toBe("30°");
  });

  it("keeps a caret or underscore with parentheses when the characters have no script form", () => {
    expect(latexToText("$e^{-kt}$")).toBe("e^(-kt)");
    expect(latexToText("$F_{Bz}$")).toBe("F_(Bz)");
  });

  it("writes roots with the radical sign and the index as a superscript", () => {
    expect(latexToText("$\\sqrt{x}$")).toBe("√(x)");
    expect(latexToText("$\\sqrt[3]{V}$")).toBe("³√(V)");
  });

  it("shows units and text commands as their plain words", () => {
    expect(latexToText("$g = 9.8\\,\\mathrm{m/s^2}$")).toBe("g = 9.8 m/s²");
    expect(latexToText("$t = 3\\text{ s}$")).toBe("t = 3 s");
  });

  it("separates function names from the symbols around them", () => {
    expect(latexToText("$\\tau = rF\\sin\\theta$")).toBe("τ = rF sin θ");
  });

  it("writes a matrix row by row", () => {
    expect(latexToText("$\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}$")).toBe("[a, b; c, d]");
  });

  it("accepts every delimiter and puts display math on its own line", () => {
    expect(latexToText("so \\(v_0\\) and $$F = ma$$ then \\[E = mc^2\\] done")).toBe(
      "so v₀ and \nF = ma\n then \nE = mc²\n done",
    );
  });

  it("drops markdown emphasis and heading marks but leaves text outside math alone", () => {
    expect(latexToText("## Step 1\n**Given:** the file_name stays")).toBe(
      "Step 1\nGiven: the file_name stays",
    );
  });
});

describe("exportFileName", () => {
  it("names the file by mode label and UTC timestamp", () => {
    const date = new Date("2026-11-22T08:15:30.250Z");
    expect(exportFileName("solve", date, "pdf")).toBe("vector-problem-solver-2026-11-22T08-15-30.pdf");
    expect(exportFileName("step", date, "txt")).toBe("vector-interactive-tutor-2026-11-22T08-15-30.txt");
    expect(exportFileName("analyze", date, "pdf")).toMatch(/^vector-work-analysis-/);
  });
});

describe("buildSessionExport", () => {
  const now = new Date("2026-11-22T08:15:30Z");

  it("lists mode, level and date, the problem as text, and does not repeat the problem in the conversation", () => {
    const record = session({
      mode: "concept",
      history: [
        { role: "user", content: session().problemText },
        { role: "assistant", content: "What is $\\sum F$?" },
        { role: "user", content: "10 N" },
      ],
    });
    const exported = buildSessionExport(record, now);
    expect(exported.details.map((detail) => detail.label)).toEqual([
      "Mode",
      "Level",
      "Date",
      "Export date",
      "Export version",
    ]);
    expect(exported.details[0].value).toBe("Concept Coach");
    expect(exported.details[1].value).toBe("Algebra-based physics");
    expect(exported.details[2].value).toContain("2026");
    expect(exported.details[3].value).toBe(now.toISOString());
    expect(exported.details[4].value).toBe("1.0");
    expect(exported.problem).toBe("A cart of mass m = 2 kg is pushed with F = 10 N.");
    expect(exported.entries).toMatchObject([
      { speaker: "Vector", text: "What is ∑F?" },
      { speaker: "You", text: "10 N" },
    ]);
  });

  it("keeps the student's work in Work Analysis, where the first message is the work, not the problem", () => {
    const record = session({
      mode: "analyze",
      history: [
        { role: "user", content: "a = F/m = 5 m/s^2" },
        { role: "assistant", content: "Correct." },
      ],
    });
    expect(buildSessionExport(record, now).entries.map((entry) => entry.speaker)).toEqual(["You", "Vector"]);
  });

  it("gives a text version with the same content, used when the PDF fails", () => {
    const record = session({ history: [{ role: "assistant", content: "$a = \\frac{F}{m}$" }] });
    const text = sessionExportText(buildSessionExport(record, now));
    expect(text).toContain("Mode: Problem Solver");
    expect(text).toContain("A cart of mass m = 2 kg");
    expect(text).toContain("Vector:\na = (F)/(m)");
  });

  it("keeps an imported problem's source under the problem, in the PDF's content and the text", () => {
    const record = session({
      problemText: "What is the period of a 1.00-m-long pendulum?",
      problemSource: {
        book: "University Physics Volume 1",
        publisher: "OpenStax",
        chapter: 15,
        chapterTitle: "Oscillations",
        number: 31,
        license: "CC BY 4.0",
        licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
        url: "https://openstax.org/books/university-physics-volume-1",
        text: "Access for free at https://openstax.org/books/university-physics-volume-1",
      },
    });
    const exported = buildSessionExport(record, now);
    expect(exported.problem).toBe("What is the period of a 1.00-m-long pendulum?");
    expect(exported.problemSource).toBe(
      "Source: University Physics Volume 1 (OpenStax), chapter 15, problem 31. CC BY 4.0. Access for free at https://openstax.org/books/university-physics-volume-1",
    );
    const text = sessionExportText(exported);
    expect(text).toContain(`${exported.problem}\n${exported.problemSource}\n`);
  });

  it("puts the problem's first words in the document title, shortened when long", () => {
    const exported = buildSessionExport(session({ problemText: "word ".repeat(40) }), now);
    const title = pdfDocumentTitle(exported);
    expect(title.startsWith("Vector session: word word")).toBe(true);
    expect(title.length).toBeLessThanOrEqual("Vector session: ".length + 80);
  });
});

describe("renderSessionPdf", () => {
  const fontPath = fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url));
  const fontBase64 = toBase64(new Uint8Array(readFileSync(fontPath)));

  it("makes a PDF with the embedded Unicode font and adds pages for a long conversation", () => {
    const long = session({
      history: [{ role: "assistant", content: "The net force is $\\sum F = ma$. ".repeat(400) }],
    });
    const pdf = renderSessionPdf(jsPDF, fontBase64, buildSessionExport(long, new Date()));
    const bytes = Buffer.from(pdf.output("arraybuffer"));
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(pdf.getNumberOfPages()).toBeGreaterThan(2);
    expect(pdf.getFont().fontName).toBe("DejaVuSans");
    expect(bytes.toString("latin1")).toContain("/FontFile2");
  });

  it("keeps one page for a short session and lays text out inside the margin", () => {
    const pdf = renderSessionPdf(jsPDF, fontBase64, buildSessionExport(session(), new Date()));
    expect(pdf.getNumberOfPages()).toBe(1);
    // The first text line starts at the left margin: millimetres converted to points.
    const marginInPoints = ((PAGE_MARGIN * 72) / 25.4).toFixed(2);
    const content = Buffer.from(pdf.output("arraybuffer")).toString("latin1");
    expect(content).toMatch(new RegExp(`\\n${marginInPoints.replace(".", "\\.")}\\d* [\\d.]+ Td`));
  });
});

describe("a reply's diagram in the export", () => {
  const fontPath = fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url));
  const fontBase64 = toBase64(new Uint8Array(readFileSync(fontPath)));
  const withGraphs = session({
    history: [
      { role: "user", content: "A car accelerates from rest to 20 m/s in 8.0 s. How far does it travel?" },
      {
        role: "assistant",
        content: "The car travels $d = 80\\ \\mathrm{m}$.",
        diagram: {
          kind: "motion-graphs",
          title: "Velocity and position against time",
          description: "Velocity rises steadily from 0 m/s to 20 m/s; the area under it is 80 m.",
          phases: [{ duration: 8, startVelocity: 0, acceleration: 2.5 }],
          graphs: ["velocity", "position"],
          labels: { startVelocity: "0 m/s", endVelocity: "20 m/s", duration: "8.0 s", distance: "80 m" },
        },
      },
    ],
  });

  it("is laid out as on screen and drawn as vector lines and text, with its title and description", () => {
    const exported = buildSessionExport(withGraphs, new Date());
    const entry = exported.entries.find((candidate) => candidate.diagram);
    expect(entry?.diagram?.title).toBe("Velocity and position against time");
    expect(entry?.diagram?.scene.items.length).toBeGreaterThan(10);
    const content = Buffer.from(renderSessionPdf(jsPDF, fontBase64, exported).output("arraybuffer")).toString(
      "latin1",
    );
    // Vector paths (moveto, lineto, stroke) rather than an image.
    expect(content).not.toContain("/Subtype /Image");
    expect(content.match(/ l\n/g)?.length ?? 0).toBeGreaterThan(20);
  });
});

describe("pathological text in an export", () => {
  it("closes up spaces before a bracket, and reads 20,000 spaces and tabs in math quickly", () => {
    expect(latexToText("$\\left( a + b \\right)$")).toBe("(a + b)");
    const started = performance.now();
    latexToText(`$a${" \t".repeat(10_000)}b$`);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
