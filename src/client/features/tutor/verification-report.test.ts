import { describe, expect, it } from "vitest";
import type { Verification } from "../../../contracts/tutor";
import { replyParts } from "./checked-reply";
import { verificationMark } from "./export-session";
import { verificationHeadline, verificationReport } from "./verification-report";

const failedLine = {
  lineNumber: 3,
  endLineNumber: 3,
  text: "d = 0.5 × 2.5 m/s² × (8.0 s)² = 100 m",
  issue: "arithmetic" as const,
  message: "0.5 * 2.5 m/s^2 * (8.0 s)^2 works out to 80.0 m, not 100 m.",
  correction: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m",
};

describe("the verification report", () => {
  it("says how many calculations were checked and whether the final answer matched", () => {
    const verification: Verification = {
      status: "verified",
      note: "",
      linesChecked: 3,
      failedLines: [],
      finalAnswer: "confirmed",
    };
    expect(verificationHeadline(verification)).toBe(
      "Checked by the physics engine: 3 calculations checked, all correct; the final answer matches its own solution",
    );
  });

  it("says how much of a reply checked in part was checked, and never calls it checked", () => {
    const verification: Verification = {
      status: "not-checked",
      note: "",
      linesChecked: 3,
      linesUnread: 4,
      failedLines: [],
      finalAnswer: "unconfirmed",
    };
    expect(verificationHeadline(verification)).toBe(
      "3 of 7 calculations checked; final answer not confirmed",
    );
    expect(verificationReport(verification)).toEqual([
      "3 of 7 calculations checked; final answer not confirmed.",
    ]);
    expect(verificationReport({ status: "not-checked", note: "Nothing to check." })).toBeUndefined();
  });

  it("says a relation the engine could not check was not checked, though every calculation was", () => {
    const verification: Verification = {
      status: "not-checked",
      note: "",
      linesChecked: 2,
      linesUnread: 0,
      failedLines: [],
      relationsUnchecked: ["F_1 = F_2 (d_1)/(d_2)"],
    };
    expect(verificationHeadline(verification)).toBe(
      "2 of 2 calculations checked; a relation it uses not checked; final answer not confirmed",
    );
  });

  it("names a relation written in a wrong form and the relation meant, for the screen and the PDF", () => {
    const relationLine = {
      lineNumber: 2,
      endLineNumber: 2,
      text: "K = mv² = (0.17 kg)(12 m/s)² = 24.5 J",
      issue: "relation" as const,
      message:
        'K = mv² is not the relation "Kinetic energy", K = ½ m v²: it leaves out the factor ½, so it gives twice the value the relation gives.',
    };
    const verification: Verification = {
      status: "disagrees",
      note: "",
      linesChecked: 1,
      failedLines: [relationLine],
    };
    expect(verificationReport(verification)).toEqual([
      "⚠ The physics engine found a mistake in the one calculation it checked.",
      `Line 2: K = mv² = (0.17 kg)(12 m/s)² = 24.5 J → ${relationLine.message}`,
    ]);
  });

  it("names each failed calculation with what it should be, for the screen and the PDF", () => {
    const verification: Verification = {
      status: "disagrees",
      note: "",
      linesChecked: 2,
      failedLines: [failedLine],
    };
    expect(verificationReport(verification)).toEqual([
      "⚠ The physics engine found a mistake in the 2 calculations it checked.",
      "Line 3: d = 0.5 × 2.5 m/s² × (8.0 s)² = 100 m → 0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m.",
    ]);
  });

  it("says what was corrected after a failed check", () => {
    const report = verificationReport({
      status: "verified",
      note: "",
      linesChecked: 2,
      failedLines: [],
      correctedLines: [failedLine],
    });
    expect(report?.at(-1)).toBe("Corrected after the check: 0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m.");
  });

  it("goes into the export beside the reply it checked", () => {
    const mark = verificationMark({
      role: "assistant",
      content: "d = 0.5 × 2.5 m/s² × (8.0 s)² = 100 m",
      verification: { status: "disagrees", note: "", linesChecked: 1, failedLines: [failedLine] },
    });
    expect(mark).toBe(
      "⚠ The physics engine found a mistake in the one calculation it checked. Line 3: d = 0.5 × 2.5 m/s² × (8.0 s)² = 100 m → 0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 100 m.",
    );
  });

  it("keeps the words of replies saved before line checks", () => {
    expect(verificationReport({ status: "verified", note: "" })).toEqual(["✓ Checked by the physics engine"]);
    expect(verificationReport({ status: "not-checked", note: "" })).toBeUndefined();
  });
});

describe("marking failed lines in a reply", () => {
  it("cuts the reply around each failed calculation's lines", () => {
    const reply = ["Intro", "", "d = 0.5 × 2.5 m/s² × (8.0 s)² = 100 m", "", "**Final answer:** 100 m"].join(
      "\n",
    );
    expect(replyParts(reply, [failedLine])).toEqual([
      { start: 0, text: "Intro\n" },
      { start: 2, text: "d = 0.5 × 2.5 m/s² × (8.0 s)² = 100 m", failed: failedLine },
      { start: 3, text: "\n**Final answer:** 100 m" },
    ]);
  });
});
