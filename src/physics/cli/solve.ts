/**
 * Command line for the engine's free-form solver.
 *   npx tsx src/physics/cli/solve.ts --json "<problem text>"   one JSON object
 *   npx tsx src/physics/cli/solve.ts --jsonl FILE              one JSON object per line of FILE
 * Exit code 0 for solved and cannot-solve alike; 2 for a usage error (message on stderr).
 * This entry point is the one place in src/physics that reads files: the engine itself stays pure.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { solveText } from "../solver/free-form";
import type { SolveResult } from "../solver/types";

const USAGE = 'usage: solve --json "<problem text>" | solve --jsonl FILE';

/** The CLI's JSON shape for one result. */
export function toOutput(result: SolveResult): Record<string, unknown> {
  if (result.status === "solved") {
    return {
      status: "solved",
      answer: { value: result.answer.value, unit: result.answer.unit, si: result.si },
      significantFigures: result.significantFigures,
      steps: result.steps,
      understood: result.understood,
    };
  }
  return {
    status: "cannot-solve",
    answer: null,
    reason: result.reason,
    steps: [],
    understood: result.understood,
  };
}

/** The problem text of one line: a JSON object with "text", a JSON string, or the line itself. */
export function problemTextOfLine(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === "string") return parsed;
      if (
        typeof parsed === "object" &&
        parsed !== null &&
        "text" in parsed &&
        typeof parsed.text === "string"
      ) {
        return parsed.text;
      }
    } catch {
      // Not JSON after all: the line is the problem text.
    }
  }
  return trimmed;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** Runs the command line with its arguments (without node and the script). */
export function main(args: readonly string[]): void {
  const [flag, value, ...rest] = args;
  if (rest.length > 0) fail("too many arguments (quote the problem text)");
  if (flag === "--json") {
    if (value === undefined) fail("--json needs the problem text");
    process.stdout.write(`${JSON.stringify(toOutput(solveText(value)))}\n`);
    return;
  }
  if (flag === "--jsonl") {
    if (value === undefined) fail("--jsonl needs a file name");
    let content: string;
    try {
      content = readFileSync(value, "utf8");
    } catch {
      fail(`cannot read ${value}`);
    }
    for (const line of content.split("\n")) {
      if (line.trim() === "") continue;
      process.stdout.write(`${JSON.stringify(toOutput(solveText(problemTextOfLine(line))))}\n`);
    }
    return;
  }
  fail(flag === undefined ? "missing arguments" : `unknown option ${flag}`);
}

// Run only when started as a program, so tests can import the helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
