/**
 * Grades Work Analysis on any set of typed works: a JSON array of
 * { id, problem, work: string[], firstWrongLine: number | null, planted? } (or { works: [...] }).
 * `tsx bench/work-set.ts <set.json> [more.json ...] [--misses]`.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { gradeWorkAnalysis, type TypedWork } from "./work-analysis-grade";

for (const path of process.argv.slice(2).filter((argument) => !argument.startsWith("--"))) {
  const set = JSON.parse(readFileSync(path, "utf8")) as TypedWork[] | { works: TypedWork[] };
  const works = Array.isArray(set) ? set : set.works;
  const misses = gradeWorkAnalysis(works, `, ${basename(path)}`);
  if (process.argv.includes("--misses")) console.log(misses.join("\n"));
}
