/**
 * The published worked examples of University Physics as a measure of the reply checks: each right
 * solution as published, and copies with one slip planted in code on a line the checker reads,
 * carried to the end of the solution. Kinds: arithmetic (the line's result 25 % off), power of ten
 * (the result ten times too large), unit (the result's unit given the wrong prefix) and relation (a
 * factor ½ left out of the first line read that writes one, its result twice as large). Reports
 * right replies disputed, slips caught on their line, wrong replies marked verified, and the lines
 * read against the lines that calculate something.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkReplyLines } from "../src/physics/modes/work-analysis/check-reply-lines";
import { parseUnit } from "../src/physics/quantity/quantity";
import type { EngineToolkit } from "../src/server/ai/engine-toolkit";
import { verifyReply } from "../src/server/ai/verify-reply";
import { solveTurn } from "./solve-turn";

export const WORKED_EXAMPLES = fileURLToPath(
  new URL("../test/fixtures/model-replies/openstax-worked-examples.json", import.meta.url),
);

interface WorkedExample {
  id: string;
  problem: string;
  reply: string;
}

type SlipKind = "arithmetic" | "power of ten" | "unit" | "relation";
const KINDS: SlipKind[] = ["arithmetic", "power of ten", "unit", "relation"];

/** A factor ½ written in LaTeX, which a relation slip leaves out ("\\frac{1}{2}mv^{2}" as "mv^{2}"). */
const HALF = /\\[dt]?frac\s*\{\s*1\s*\}\s*\{\s*2\s*\}|\\[dt]?frac12(?![0-9])/g;

/** The last result of a calculation in a stretch of LaTeX: "= 24.3\ \text{m/s}", with its parts. */
const RESULT =
  /=\s*(-?\d+(?:\.\d+)?)((?:\\[ ,;]|\s)*(?:\\times|×)(?:\\[ ,;]|\s)*10\^\{?(-?\d+)\}?)?((?:\\[ ,;]|\s)*\\(?:text|mathrm)\{\s*~?([^}]*)\})?/g;

/** Writes a number with as many decimals as the one it replaces. */
function likeWritten(value: number, written: string): string {
  const decimals = written.includes(".") ? written.split(".")[1].length : 0;
  return value.toFixed(decimals);
}

/** The reply with one slip of a kind planted in the result of its line `lineNumber`, carried on; or undefined. */
export function plantSlip(
  reply: string,
  target: { lineNumber: number; endLineNumber: number; text: string },
  kind: SlipKind,
) {
  const { lineNumber, endLineNumber } = target;
  const lines = reply.split("\n");
  const stretch = lines.slice(lineNumber - 1, endLineNumber).join("\n");
  // The calculation the checker read, where a paragraph holds several.
  const found = stretch.indexOf(target.text);
  const start = Math.max(0, found);
  const calculation = found >= 0 ? target.text : stretch;
  // The last result of a chain of equalities, not a value restated on its own ("dt = 15.0 ms" in a
  // paragraph of givens): a slip in a calculation.
  const results = [...calculation.matchAll(RESULT)];
  const inChain = (match: RegExpMatchArray) => {
    const from = match.index ?? 0;
    const before =
      calculation
        .slice(0, from)
        .split(/\$|\n|;/)
        .at(-1) ?? "";
    const after = calculation.slice(from + 1).split(/\$|\n|;/)[0] ?? "";
    return `${before}=${after}`.split("=").length > 2;
  };
  const result = results.findLast(inChain) ?? results.at(-1);
  if (!result || result.index === undefined) return undefined;
  const index = start + result.index;
  const [whole, number, power, exponent, unitPart, unit] = result;
  let changed: string;
  if (kind === "arithmetic") {
    changed = whole.replace(number, likeWritten(Number(number) * 1.25, number));
  } else if (kind === "relation") {
    // A missing ½: gone from the relation and from the numbers put in it, the result twice as large.
    changed = whole.replace(number, likeWritten(Number(number) * 2, number));
  } else if (kind === "power of ten") {
    changed =
      power && exponent
        ? whole.replace(power, power.replace(exponent, String(Number(exponent) + 1)))
        : whole.replace(number, likeWritten(Number(number) * 10, number));
  } else {
    if (!unitPart || !unit || !/^[A-Za-z]/.test(unit.trim())) return undefined;
    const bare = unit.trim();
    const prefixed =
      /^[kcm][A-Za-z]/.test(bare) && bare !== "mol" && bare !== "min" ? bare.slice(1) : `k${bare}`;
    // A unit that does not exist ("kdegree") is no slip a writer makes.
    if (parseUnit(prefixed) === undefined) return undefined;
    changed = whole.replace(unitPart, unitPart.replace(unit, prefixed));
  }
  if (changed === whole) return undefined;
  const before = lines.slice(0, lineNumber - 1).join("\n");
  const after = lines.slice(endLineNumber).join("\n");
  let plantedStretch = stretch.slice(0, index) + changed + stretch.slice(index + whole.length);
  if (kind === "relation") {
    const calculationBefore = plantedStretch.slice(start, index);
    // Only where ½ multiplies a whole side ("= \\frac{1}{2}(2.0 kg)(3.0 m/s)^{2}"), so twice the result
    // is what the numbers without it give: the slip is in the relation, not in the arithmetic.
    const sides = calculationBefore.split("=");
    const halfOutside = new RegExp(`^\\s*(?:${HALF.source})`);
    if (sides.some((side) => new RegExp(HALF.source).test(side) && !halfOutside.test(side))) return undefined;
    const withoutHalf = calculationBefore.replace(HALF, "");
    if (withoutHalf === calculationBefore) return undefined;
    plantedStretch = plantedStretch.slice(0, start) + withoutHalf + plantedStretch.slice(index);
  }
  // Carried on: the same result written later in the solution is written wrong there too.
  const fromNumber = (text: string) => text.slice(text.search(/-?\d/));
  const carried = after.split(fromNumber(whole)).join(fromNumber(changed));
  return [before, plantedStretch, carried].filter((part, index) => index === 1 || part !== "").join("\n");
}

/** Measures the reply checks on the worked examples and prints the figures. */
export async function measureWorkedExamples(toolkit: EngineToolkit) {
  const examples = JSON.parse(readFileSync(WORKED_EXAMPLES, "utf8")) as WorkedExample[];
  const right = { verified: 0, notChecked: 0, disputed: [] as string[] };
  let linesRead = 0;
  let linesCalculating = 0;
  // Relations written with symbols, or with data among them, that work no value out: not calculations.
  let relationsNotChecked = 0;
  const slips = new Map<
    SlipKind,
    { planted: number; caught: number; elsewhere: number; notChecked: number; verified: string[] }
  >(KINDS.map((kind) => [kind, { planted: 0, caught: 0, elsewhere: 0, notChecked: 0, verified: [] }]));
  for (const example of examples) {
    const lines = checkReplyLines(example.reply, { problem: example.problem });
    linesRead += lines.checked.length;
    linesCalculating += lines.checked.length + lines.unread.length;
    relationsNotChecked += lines.relationsNotChecked.length;
    const { verification } = await verifyReply(toolkit, solveTurn(example.problem), example.reply);
    if (verification.status === "verified") right.verified += 1;
    else if (verification.status === "not-checked") right.notChecked += 1;
    else right.disputed.push(example.id);
    // The slip goes on the first calculation the checker reads and may dispute, so it is one it
    // could catch; a missing ½ on the first one that writes one. A line read as a relation has no
    // result, and a line read with a value from another line is never disputed. A calculation whose
    // result stands on a later line ("x − 0 = …", then "x = 64.3 m") has no result of its own to change.
    const calculations = lines.checked.filter(
      (line) =>
        line.kind !== "relation" &&
        line.disputable !== false &&
        plantSlip(example.reply, line, "arithmetic") !== undefined,
    );
    for (const kind of KINDS) {
      const target =
        kind === "relation"
          ? calculations.find((line) => new RegExp(HALF.source).test(line.text))
          : calculations[0];
      if (!target) continue;
      const reply = plantSlip(example.reply, target, kind);
      if (!reply) continue;
      const counts = slips.get(kind);
      if (!counts) continue;
      counts.planted += 1;
      const planted = await verifyReply(toolkit, solveTurn(example.problem), reply);
      const status = planted.verification.status;
      const onLine = (planted.verification.failedLines ?? []).some(
        (failed) =>
          target.lineNumber <= (failed.endLineNumber ?? failed.lineNumber) &&
          failed.lineNumber <= target.endLineNumber,
      );
      if (status === "verified") counts.verified.push(example.id);
      else if (status === "not-checked") counts.notChecked += 1;
      else if (onLine) counts.caught += 1;
      else counts.elsewhere += 1;
    }
  }
  const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
  console.log(`OpenStax worked examples (${examples.length} published solutions, every calculation right):`);
  console.log(
    `  right replies: verified ${right.verified}, not checked ${right.notChecked}, disputed ${right.disputed.length} (goal 0)${right.disputed.length ? `: ${right.disputed.join(", ")}` : ""}`,
  );
  console.log(
    `  calculation lines read: ${linesRead} of ${linesCalculating} = ${percent(linesRead, linesCalculating)} (goal ≥ 90 %); relations that work no value out, not checked: ${relationsNotChecked}`,
  );
  let plantedAll = 0;
  let verifiedAll = 0;
  for (const [kind, counts] of slips) {
    plantedAll += counts.planted;
    verifiedAll += counts.verified.length;
    console.log(
      `  ${kind} slips ${counts.planted}: caught on their line ${counts.caught} (${percent(counts.caught, counts.planted)}, goal ≥ ${kind === "relation" ? 50 : 90} %), disputed elsewhere ${counts.elsewhere}, not checked ${counts.notChecked}, marked verified ${counts.verified.length}${counts.verified.length ? `: ${counts.verified.join(", ")}` : ""}`,
    );
  }
  console.log(
    `  wrong replies marked verified: ${verifiedAll} of ${plantedAll} = ${percent(verifiedAll, plantedAll)} (goal ≤ 5 %)`,
  );
}
