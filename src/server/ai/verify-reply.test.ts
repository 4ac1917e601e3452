/**
 * What a reply's badge says when its lines check but its final answer is not the engine's own.
 */
import { describe, expect, it } from "vitest";
import { solveTurn } from "../../../bench/solve-turn";
import { checkReplyLines, type SolveResult } from "../../physics/engine";
import type { ReplyToRead } from "../engine-pool/engine-tasks";
import type { EngineToolkit } from "./engine-toolkit";
import { verifyReply } from "./verify-reply";

const problem =
  "A flywheel of mass 3.0 kg and radius 0.40 m spins at 10 rad/s. What is its rotational kinetic energy?";
// The lines are right as arithmetic; the moment of inertia is a hoop's, not a flywheel disk's.
const reply =
  "I = (3.0 kg)(0.40 m)² = 0.48 kg·m²\n\nK = 0.5 × (0.48 kg·m²)(10 rad/s)² = 24 J\n\n**Answer:** 24 J";

const turn = () => solveTurn(problem);

/**
 * An engine that reads the reply as the pool does, and whose own solution of the problem (given)
 * neither confirms nor disputes the stated answer, as for a problem it reads without certainty.
 */
function toolkit(engineAnswer: SolveResult | { status: "cannot-solve"; reason: string }): EngineToolkit {
  const unused = () => Promise.reject(new Error("not used"));
  return {
    evaluate: unused,
    convert: unused,
    constant: unused,
    solve: unused,
    drawDiagram: unused,
    prepareFinalAnswerCheck: async () => {},
    readReply: async (input: ReplyToRead) => ({
      lines: checkReplyLines(input.reply, { problem: input.problem }),
      statedAnswer: { value: 24, unit: "J" },
      confirmation: {
        finalAnswer: "unconfirmed",
        ...(engineAnswer.status === "solved" ? { engineAnswer: engineAnswer.answer } : {}),
        note: "The engine's own reading of this problem is not certain enough to confirm or dispute the final answer.",
      },
    }),
  } as unknown as EngineToolkit;
}

const solvedWith = (value: number) =>
  ({
    status: "solved",
    answer: { value, unit: "J" },
    si: { value, unit: "J" },
    significantFigures: 2,
    steps: [],
    understood: {},
  }) as unknown as SolveResult;

describe("a reply whose every line checks", () => {
  it("is not marked verified when the engine's own solution finds another final answer", async () => {
    const { verification } = await verifyReply(toolkit(solvedWith(12)), turn(), reply);
    expect(verification.status).toBe("not-checked");
    expect(verification.note).toMatch(/finds 12(\.0)? J/);
  });

  it("is verified when the engine cannot solve the problem, or finds the same answer", async () => {
    expect(
      (await verifyReply(toolkit({ status: "cannot-solve", reason: "no" }), turn(), reply)).verification
        .status,
    ).toBe("verified");
    expect((await verifyReply(toolkit(solvedWith(24)), turn(), reply)).verification.status).toBe("verified");
  });
});

describe("a reply that writes a relation with data in it", () => {
  // The lines that work something out check; the relation between them computes nothing.
  const withRelation = `$$T_{1}\\cos 30° = T_{2}\\cos 45°$$\n\n${reply}`;

  it("is not verified on its calculations alone, and names the relation it could not check", async () => {
    const { verification } = await verifyReply(
      toolkit({ status: "cannot-solve", reason: "no" }),
      turn(),
      withRelation,
    );
    expect(verification.status).toBe("not-checked");
    expect(verification.linesChecked).toBe(2);
    expect(verification.linesUnread).toBe(0);
    expect(verification.relationsUnchecked).toEqual([expect.stringContaining("cos 30°")]);
    expect(verification.note).toContain("is not one the engine could check");
  });
});

describe("a reply that puts its values into a relation in a form the checks do not know", () => {
  // K = m v², its numbers worked out right: a rolling hoop's whole kinetic energy, which the checks
  // do not tell from a ½ left out.
  const kinetic = "$$K=\\left(2.0\\ \\text{kg}\\right)\\left(3.0\\ \\text{m/s}\\right)^{2}=18\\ \\text{J}$$";

  it("counts the arithmetic checked, names the relation not checked, and is never verified on it", async () => {
    const { verification } = await verifyReply(
      toolkit({ status: "cannot-solve", reason: "no" }),
      solveTurn("A hoop of mass 2.0 kg rolls without slipping at 3.0 m/s. What is its kinetic energy?"),
      kinetic,
    );
    expect(verification.status).toBe("not-checked");
    expect(verification.linesChecked).toBe(1);
    expect(verification.failedLines).toEqual([]);
    expect(verification.relationsUnchecked).toEqual([expect.stringContaining("K =")]);
  });
});
