/**
 * Grades the line-by-line check of model replies on any set of worked replies: a JSON array of
 * { id, problem, reply, planted: null | kind, plantedLine } (right replies have planted null).
 * Reports, for right replies, how many are verified, not checked or disputed, and for replies with
 * a planted slip, how many are caught on their line, caught elsewhere, not checked, or marked
 * verified. `tsx bench/reply-set.ts <set.json> [more.json ...]`.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { createEngineToolkit } from "../src/server/ai/engine-toolkit-adapter";
import { verifyReply } from "../src/server/ai/verify-reply";
import { createEnginePool } from "../src/server/engine-pool/engine-pool";
import { solveTurn as turn } from "./solve-turn";

interface ReplyCase {
  id: string;
  problem: string;
  reply: string;
  /** The kind of slip planted, as a word or as { kind, description }; null in a right reply. */
  planted: string | { kind: string } | null;
  /** The reply line (from 1) with the slip, or that line's text. */
  plantedLine: number | string | null;
}

/** The reply line (from 1) a slip is planted on. */
function plantedLineNumber(item: ReplyCase): number {
  if (typeof item.plantedLine === "number") return item.plantedLine;
  if (typeof item.plantedLine !== "string") return -1;
  const text = item.plantedLine;
  return item.reply.split("\n").findIndex((line) => line === text || line.includes(text)) + 1 || -1;
}

const kindOf = (planted: ReplyCase["planted"]) =>
  typeof planted === "string" ? planted : (planted?.kind ?? "");

const pool = createEnginePool({ workers: 2 });
const toolkit = createEngineToolkit(pool);

// Slips of each kind over every batch read.
const totals = new Map<string, { planted: number; onLine: number }>();

for (const path of process.argv.slice(2)) {
  const cases = JSON.parse(readFileSync(path, "utf8")) as ReplyCase[];
  const right = { verified: 0, notChecked: 0, disputed: [] as string[] };
  const slips = { onLine: 0, elsewhere: 0, notChecked: 0, verified: [] as string[] };
  // Slips of each kind: how many, and how many caught on their line.
  const byKind = new Map<string, { planted: number; onLine: number }>();
  for (const item of cases) {
    const { verification } = await verifyReply(toolkit, turn(item.problem), item.reply);
    if (item.planted === null) {
      if (verification.status === "verified") right.verified += 1;
      else if (verification.status === "not-checked") right.notChecked += 1;
      else right.disputed.push(`${item.id}: ${verification.note.slice(0, 160)}`);
      continue;
    }
    const kind = kindOf(item.planted).replace(/^power(?: of ten)?$/, "power-of-ten");
    const tally = byKind.get(kind) ?? { planted: 0, onLine: 0 };
    byKind.set(kind, tally);
    tally.planted += 1;
    if (verification.status === "verified")
      slips.verified.push(`${item.id} (${kindOf(item.planted)}, line ${plantedLineNumber(item)})`);
    else if (verification.status === "not-checked") slips.notChecked += 1;
    else {
      const line = plantedLineNumber(item);
      const onLine = (verification.failedLines ?? []).some(
        (failed) => line >= failed.lineNumber && line <= (failed.endLineNumber ?? failed.lineNumber),
      );
      if (onLine) {
        slips.onLine += 1;
        tally.onLine += 1;
      } else slips.elsewhere += 1;
    }
  }
  const rightCount = cases.filter((item) => item.planted === null).length;
  const slipCount = cases.length - rightCount;
  console.log(`${basename(path)}:`);
  console.log(
    `  right replies ${rightCount}: verified ${right.verified}, not checked ${right.notChecked}, disputed ${right.disputed.length}`,
  );
  for (const line of right.disputed) console.log(`    disputed ${line}`);
  console.log(
    `  replies with a slip ${slipCount}: caught on its line ${slips.onLine}, disputed elsewhere ${slips.elsewhere}, not checked ${slips.notChecked}, marked verified ${slips.verified.length}`,
  );
  for (const line of slips.verified) console.log(`    verified ${line}`);
  if (byKind.size > 1)
    console.log(
      `    caught on their line, by kind: ${[...byKind]
        .map(([kind, { planted, onLine }]) => `${kind} ${onLine} of ${planted}`)
        .join(", ")}`,
    );
  for (const [kind, { planted, onLine }] of byKind) {
    const total = totals.get(kind) ?? { planted: 0, onLine: 0 };
    totals.set(kind, { planted: total.planted + planted, onLine: total.onLine + onLine });
  }
}
if (process.argv.length > 3)
  console.log(
    `all batches, slips caught on their line by kind: ${[...totals]
      .map(
        ([kind, { planted, onLine }]) =>
          `${kind} ${onLine} of ${planted} (${((100 * onLine) / planted).toFixed(1)} %)`,
      )
      .join(", ")}`,
  );
await pool.close();
