import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { solveText } from "../solver/free-form";
import { problemTextOfLine, toOutput } from "./solve";

describe("the solve command line", () => {
  it("shapes a solved result with the answer, its SI value, steps and what was understood", () => {
    const output = toOutput(solveText("What is the momentum of a 2.0 kg ball moving at 3.0 m/s?"));
    expect(output).toMatchObject({
      status: "solved",
      answer: { value: 6, unit: "kg*m/s", si: { value: 6, unit: "kg*m/s" } },
    });
    expect(Array.isArray(output.steps)).toBe(true);
  });

  it("gives a null answer and the reason when it cannot solve", () => {
    expect(toOutput(solveText("nonsense"))).toMatchObject({ status: "cannot-solve", answer: null });
  });

  it("reads a line as a JSON object with text, a JSON string, or plain text", () => {
    expect(problemTextOfLine('{"id": "a", "text": "How far?"}')).toBe("How far?");
    expect(problemTextOfLine('"How far?"')).toBe("How far?");
    expect(problemTextOfLine("  How far?  ")).toBe("How far?");
    expect(problemTextOfLine("{not json")).toBe("{not json");
  });

  it("prints exactly one JSON object and exits 0, or exits 2 on a usage error", () => {
    const stdout = execFileSync("npx", ["tsx", "src/physics/cli/solve.ts", "--json", "Find the current."], {
      encoding: "utf8",
    });
    expect(stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(stdout)).toMatchObject({ status: "cannot-solve", answer: null });
    const usage = spawnSync("npx", ["tsx", "src/physics/cli/solve.ts", "--bogus"], { encoding: "utf8" });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("usage");
  }, 30_000);
});
