import { describe, expect, it } from "vitest";
import { replyBlocks } from "./export-reply-blocks";
import { latexToText, verificationMark } from "./export-session";

describe("a reply laid out for the PDF", () => {
  it("reads headings, bold words, bullets, numbered steps and display math as the screen does", () => {
    const reply = [
      "## Solution",
      "",
      "The **net force** is $F = ma$, so *more* mass needs more force.",
      "- Draw the forces",
      "2. Resolve along the incline",
      "",
      "$$",
      "a = g\\sin\\theta",
      "$$",
      "**Final answer:** $a = 4.9\\,\\mathrm{m/s^2}$",
    ].join("\n");
    expect(replyBlocks(reply, latexToText)).toEqual([
      { kind: "heading", text: "Solution" },
      {
        kind: "paragraph",
        runs: [
          { text: "The ", bold: false },
          { text: "net force", bold: true },
          { text: " is F = ma, so more mass needs more force.", bold: false },
        ],
      },
      { kind: "item", marker: "•", runs: [{ text: "Draw the forces", bold: false }] },
      { kind: "item", marker: "2.", runs: [{ text: "Resolve along the incline", bold: false }] },
      { kind: "math", text: "a = g sin θ" },
      {
        kind: "paragraph",
        runs: [
          { text: "Final answer:", bold: true },
          { text: " a = 4.9 m/s²", bold: false },
        ],
      },
    ]);
  });

  it("words the verification mark as the badge does", () => {
    expect(
      verificationMark({ role: "assistant", content: "", verification: { status: "verified", note: "" } }),
    ).toBe("✓ Checked by the physics engine");
    expect(
      verificationMark({
        role: "assistant",
        content: "",
        verification: {
          status: "disagrees",
          note: "Check the sign.",
          engineAnswer: { value: 4.9, unit: "m/s²" },
        },
      }),
    ).toBe("⚠ The physics engine disagrees with this answer. Its own result is 4.9 m/s². Check the sign.");
    expect(verificationMark({ role: "assistant", content: "" })).toBeUndefined();
  });
});

describe("a pathological reply laid out for the PDF", () => {
  it("drops a heading's closing #s, and reads a heading with 20,000 spaces quickly", () => {
    expect(replyBlocks("## Forces ##  ", (text) => text)).toEqual([{ kind: "heading", text: "Forces" }]);
    const started = performance.now();
    replyBlocks(`# Forces${" ".repeat(20_000)}x`, (text) => text);
    replyBlocks(`# Forces${" \t".repeat(10_000)}#x`, (text) => text);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
