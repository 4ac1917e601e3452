/**
 * npm run bench:verify: how well the line-by-line check of model replies works, on the fake
 * OpenAI-compatible server. Goals: at least 95 % of planted errors caught, no right reply marked
 * "disagrees", and the checks adding under 50 ms (p95) after the last streamed token. Then the dev
 * set (../shared/fixtures/problems/dev-set.json, when present) answered correctly by a fake model,
 * written from each problem's solution sketch and answer: no reply may be marked "disagrees". Then the
 * published worked examples of University Physics, right and with slips planted in code
 * (bench/worked-example-slips.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { createEngineToolkit } from "../src/server/ai/engine-toolkit-adapter";
import { createLlmBrain } from "../src/server/ai/llm-brain";
import { verifyReply } from "../src/server/ai/verify-reply";
import type { AiConfig } from "../src/server/config";
import { closeSharedEnginePool, sharedEnginePool } from "../src/server/engine-pool/engine-pool";
import type { BrainReply } from "../src/server/tutor/brain";
import { startFakeOpenAiServer } from "../test/fake-openai-server";
import { modelReplyFixtures } from "../test/fixtures/model-replies/index";
import { solveTurn } from "./solve-turn";
import { measureWorkedExamples } from "./worked-example-slips";

const DEV_SET = fileURLToPath(new URL("../../shared/fixtures/problems/dev-set.json", import.meta.url));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fake = await startFakeOpenAiServer();
const config: AiConfig = {
  provider: "openai-compatible",
  apiKey: "sk-bench",
  baseUrl: fake.baseUrl,
  model: "gpt-4o-mini",
  visionModel: "gpt-4o-mini",
  timeoutMs: 10_000,
  maxRetries: 0,
  priceOverride: undefined,
};
const engineToolkit = createEngineToolkit(sharedEnginePool());
await sharedEnginePool().ready();
const brain = createLlmBrain(config, engineToolkit);

/** Answers a problem with a scripted reply; returns the result and the ms from the last token to the result. */
async function answer(
  problem: string,
  reply: string,
): Promise<{ result: BrainReply; afterLastToken: number }> {
  // The model repeats itself when asked for a correction, so a failed line stays marked.
  fake.fallback = { kind: "text", text: reply, chunkSize: 64 };
  let lastTokenAt = 0;
  const result = await brain.respond(solveTurn(problem), {
    signal: new AbortController().signal,
    onDelta: () => {
      lastTokenAt = performance.now();
    },
    onUsage: () => {},
  });
  return { result, afterLastToken: performance.now() - lastTokenAt };
}

const fixtures = modelReplyFixtures();
// Warm the engine's caches (unit parser, relations) the way a running server has them warm.
for (const fixture of fixtures.slice(0, 20))
  await verifyReply(engineToolkit, solveTurn(fixture.problem), fixture.reply);

const planted = fixtures.filter((fixture) => fixture.planted);
const right = fixtures.filter((fixture) => !fixture.planted);
let caught = 0;
const missed: string[] = [];
const falseDisagrees: string[] = [];
const addedRight: number[] = [];
const addedPlanted: number[] = [];
const checkOnly: number[] = [];
// CPU time of the checks: on a busy machine wall-clock time also counts other processes' turns.
const checkCpu: number[] = [];
const caughtByKind = new Map<string, { caught: number; total: number }>();

for (const fixture of fixtures) {
  const { result, afterLastToken } = await answer(fixture.problem, fixture.reply);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await verifyReply(engineToolkit, solveTurn(fixture.problem), fixture.reply);
  const cpu = process.cpuUsage(cpuStarted);
  checkOnly.push(performance.now() - started);
  checkCpu.push((cpu.user + cpu.system) / 1000);
  if (!fixture.planted) {
    addedRight.push(afterLastToken);
    if (result.verification.status === "disagrees") falseDisagrees.push(fixture.id);
    continue;
  }
  addedPlanted.push(afterLastToken);
  const line = fixture.plantedLine ?? -1;
  const hit = (result.verification.failedLines ?? []).some(
    (failed) => line >= failed.lineNumber && line <= (failed.endLineNumber ?? failed.lineNumber),
  );
  const kind = caughtByKind.get(fixture.planted) ?? { caught: 0, total: 0 };
  kind.total += 1;
  if (result.verification.status === "disagrees" && hit) {
    caught += 1;
    kind.caught += 1;
  } else {
    missed.push(fixture.id);
  }
  caughtByKind.set(fixture.planted, kind);
}

const areas = new Set(fixtures.map((fixture) => fixture.area));
console.log(
  `Model-reply fixtures: ${fixtures.length} (${right.length} right, ${planted.length} with a planted error) over ${areas.size} areas`,
);
console.log(
  `Planted errors caught: ${caught}/${planted.length} = ${((100 * caught) / planted.length).toFixed(1)} % (goal ≥ 95 %)`,
);
for (const [kind, counts] of caughtByKind) console.log(`  ${kind}: ${counts.caught}/${counts.total}`);
if (missed.length > 0) console.log(`  missed: ${missed.join(", ")}`);
console.log(
  `Right replies marked "disagrees": ${falseDisagrees.length} (goal 0)${falseDisagrees.length ? `: ${falseDisagrees.join(", ")}` : ""}`,
);
console.log(
  `Time the checks add after the last token, right replies: p50 ${percentile(addedRight, 50).toFixed(1)} ms, p95 ${percentile(addedRight, 95).toFixed(1)} ms (goal p95 < 50 ms)`,
);
console.log(
  `  the checks alone, every reply: p50 ${percentile(checkOnly, 50).toFixed(1)} ms, p95 ${percentile(checkOnly, 95).toFixed(1)} ms, max ${Math.max(...checkOnly).toFixed(1)} ms`,
);
console.log(
  `  CPU time of the checks, every reply: p50 ${percentile(checkCpu, 50).toFixed(1)} ms, p95 ${percentile(checkCpu, 95).toFixed(1)} ms (machine load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(
  `  with a failed line (two checks and the correction call to a fake that answers at once): p95 ${percentile(addedPlanted, 95).toFixed(1)} ms`,
);

interface DevProblem {
  id: string;
  area: string;
  problem: string;
  answer: { value: number; unit: string };
  solution_sketch: string;
}

if (existsSync(DEV_SET)) {
  const problems = JSON.parse(readFileSync(DEV_SET, "utf8")) as DevProblem[];
  const counts = { verified: 0, disagrees: 0, "not-checked": 0 };
  const finalAnswers = { confirmed: 0, disputed: 0, unconfirmed: 0, none: 0 };
  let linesChecked = 0;
  const disagreeing: string[] = [];
  // A turn the engine refuses (over its time budget on a busy machine) is counted, not fatal.
  const refused: string[] = [];
  for (const problem of problems) {
    const unit = problem.answer.unit ? ` ${problem.answer.unit}` : "";
    const reply = `${problem.solution_sketch}\n\n**Final answer:** ${problem.answer.value}${unit}`;
    const answered = await answer(problem.problem, reply).catch((error: unknown) => {
      refused.push(`${problem.id}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (!answered) continue;
    const { result } = answered;
    counts[result.verification.status] += 1;
    finalAnswers[result.verification.finalAnswer ?? "none"] += 1;
    linesChecked += result.verification.linesChecked ?? 0;
    if (result.verification.status === "disagrees")
      disagreeing.push(`${problem.id}: ${result.verification.note}`);
  }
  console.log(
    `Dev set answered correctly (${problems.length} problems): verified ${counts.verified}, not-checked ${counts["not-checked"]}, disagrees ${counts.disagrees} (goal 0); ${linesChecked} calculations checked`,
  );
  console.log(
    `  final answers: confirmed by the engine ${finalAnswers.confirmed}, unconfirmed ${finalAnswers.unconfirmed}, disputed ${finalAnswers.disputed}, none read ${finalAnswers.none}`,
  );
  for (const line of disagreeing) console.log(`  disagrees: ${line}`);
  for (const line of refused) console.log(`  refused by the engine: ${line}`);
} else {
  console.log(`Dev set not found at ${DEV_SET}: skipped.`);
}

await measureWorkedExamples(engineToolkit);

await fake.close();
await closeSharedEnginePool();
