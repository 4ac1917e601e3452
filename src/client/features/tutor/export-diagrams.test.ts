/**
 * Every kind of diagram, from a problem the engine solves to the PDF export: the diagram carries
 * the solution's values, and the export draws it with its title, its labels and its description.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../e2e/pdf-text";
import { DIAGRAM_PROBLEMS } from "../../../../test/diagram-problems";
import { DIAGRAM_KINDS } from "../../../contracts/diagram";
import { solveProblemReply } from "../../../physics/modes/problem-solver";
import { buildSessionExport, renderSessionPdf, toBase64 } from "./export-session";
import type { TutorSessionRecord } from "./tutor-session";

const fontPath = fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url));
const fontBase64 = toBase64(new Uint8Array(readFileSync(fontPath)));

/** The kind a test problem's diagram has ("circuit-ac" is a circuit). */
function kindOf(testKind: string): string {
  return testKind.replace(/-ac$/, "");
}

describe("every kind of diagram, solved and exported", () => {
  it("has a test problem for every kind", () => {
    const covered = new Set(DIAGRAM_PROBLEMS.map((entry) => kindOf(entry.kind)));
    expect(DIAGRAM_KINDS.filter((kind) => !covered.has(kind))).toEqual([]);
  });

  for (const entry of DIAGRAM_PROBLEMS) {
    it(`${entry.kind}: the solved problem's diagram is drawn into the PDF with its values`, () => {
      const solved = solveProblemReply({ problem: entry.problem, level: "algebra" });
      const diagram = solved.diagram;
      expect(diagram?.kind).toBe(kindOf(entry.kind));
      if (!diagram) return;
      expect(diagram.title).toBe(entry.title);
      expect(diagram.description).toMatch(entry.description);

      const record: TutorSessionRecord = {
        id: `export-${entry.kind}`,
        mode: "solve",
        topic: "Physics",
        level: "algebra",
        problemText: entry.problem,
        history: [
          { role: "user", content: entry.problem },
          { role: "assistant", content: solved.reply, diagram },
        ],
        progress: { completed: true, currentStep: 0, totalSteps: 5, nextHint: "" },
        updatedAt: 0,
      };
      const exported = buildSessionExport(record, new Date(0));
      expect(exported.entries.some((candidate) => candidate.diagram?.title === entry.title)).toBe(true);
      const pdf = renderSessionPdf(jsPDF, fontBase64, exported).output("arraybuffer");
      const content = Buffer.from(pdf).toString("latin1");
      // Vector paths, not a picture of them.
      expect(content).not.toContain("/Subtype /Image");
      // Text drawn in pieces (a symbol, its subscript, its value) is read back joined.
      const text = pdfText(content).replace(/\n/g, "");
      expect(text).toContain(entry.title);
      for (const label of entry.labels) expect(text).toContain(label);
      // The description is written under the picture (wrapped, so its first words are on one line).
      expect(text).toContain(diagram.description.split(" ").slice(0, 4).join(" "));
    });
  }
});
