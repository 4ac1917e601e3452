import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEV_SET_COPY, gradeAnswer, loadDevSet } from "../../../test/dev-set";
import { solveText } from "./free-form";

// The external problem set is kept in the repository, so this runs the same everywhere; a missing
// file fails here instead of passing with nothing checked.
const problems = loadDevSet(DEV_SET_COPY) ?? [];
const traps = problems.filter((problem) => problem.style === "trap");

describe("trap problems of the external set", () => {
  it("are all present", () => {
    expect(existsSync(DEV_SET_COPY)).toBe(true);
    expect(traps.length).toBeGreaterThanOrEqual(30);
  });

  it.each(traps.map((problem) => [problem.id, problem] as const))(
    "%s is answered right or refused, never with the simpler model's value",
    (_id, problem) => {
      const grade = gradeAnswer(problem, solveText(problem.problem));
      expect(grade.outcome === "wrong" ? { id: problem.id, got: grade.got } : "right or refused").toBe(
        "right or refused",
      );
    },
  );
});
