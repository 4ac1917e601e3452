/**
 * npm run bench:final-answer: how often the final-answer reader (src/server/ai/read-final-answer.ts)
 * reads a reply's final answer, and reads it right, on replies written elsewhere: the published
 * worked examples of University Physics (test/fixtures/model-replies/openstax-worked-examples.json,
 * each with the results its solution states) and the reply batches under
 * test/fixtures/model-replies/fresh (each with the final answer its reply states, slip included).
 * Read right: within 1 % of the answer the reply states, in a unit of the same dimension (for a
 * worked example, of one of the results its parts state). Read as rounded: the answer as the
 * reply's own answer line rounds it ("about **1.3 N**" where the fixture has 1.25 N), counted
 * apart from both. Read wrong: any other value read; a
 * wrong reading lets the engine hold a reply to an answer it does not give, so the goal is none.
 * `tsx bench/final-answer.bench.ts [--list] [more.json ...]` (--list names every miss and wrong read).
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { parseQuantity, type Quantity, quantitiesMatch } from "../src/physics/engine";
import { readFinalAnswer } from "../src/server/ai/read-final-answer";

/** How near a reading must be to the stated answer to count as read right. */
const READ_TOLERANCE = 0.01;

interface ExpectedAnswer {
  value: number;
  unit: string;
}

interface ReplyItem {
  id: string;
  reply: string;
  /** A worked example's results, one per part; a batch reply's one final answer. */
  expected: ExpectedAnswer[];
}

const FIXTURES = fileURLToPath(new URL("../test/fixtures/model-replies/", import.meta.url));

function workedExamples(path: string): ReplyItem[] {
  const examples = JSON.parse(readFileSync(path, "utf8")) as {
    id: string;
    reply: string;
    final_answers: ExpectedAnswer[];
  }[];
  return examples
    .filter((example) => example.final_answers.length > 0)
    .map((example) => ({ id: example.id, reply: example.reply, expected: example.final_answers }));
}

function replyBatch(path: string): ReplyItem[] {
  const replies = JSON.parse(readFileSync(path, "utf8")) as {
    id: string;
    reply: string;
    final_answer?: ExpectedAnswer | null;
  }[];
  return replies.flatMap((item) =>
    item.final_answer ? [{ id: item.id, reply: item.reply, expected: [item.final_answer] }] : [],
  );
}

// Things counted, which the engine reads as pure numbers.
const COUNTED =
  /^(?:molecules|atoms|electrons|photons|protons|neutrons|nuclei|turns|loops|revolutions|cycles|fringes|particles)$/;

/** The fixture's answer as a quantity of the engine ("m/s^2", "°", "%", "" for a pure number or a count). */
function expectedQuantity(answer: ExpectedAnswer): Quantity | undefined {
  const unit = COUNTED.test(answer.unit) ? "" : answer.unit;
  const parsed = parseQuantity(`${answer.value} ${unit}`.trim());
  return parsed.ok ? parsed.quantity : undefined;
}

/** A reading that is the stated answer as the reply rounds it in its answer line (1.25 N written "about 1.3 N"). */
function readsRounded(read: Quantity, expected: ExpectedAnswer[]): boolean {
  return expected.some((answer) => {
    const quantity = expectedQuantity(answer);
    if (!quantity || quantity.unit !== read.unit) return false;
    return [1, 2, 3].some((figures) => Number(quantity.value.toPrecision(figures)) === read.value);
  });
}

function readsRight(read: Quantity, expected: ExpectedAnswer[]): boolean {
  return expected.some((answer) => {
    const quantity = expectedQuantity(answer);
    return quantity !== undefined && quantitiesMatch(read, quantity, READ_TOLERANCE).match;
  });
}

const list = process.argv.includes("--list");
const extra = process.argv.slice(2).filter((argument) => argument !== "--list");
const sets: [string, ReplyItem[]][] = [
  ["openstax-worked-examples.json", workedExamples(`${FIXTURES}openstax-worked-examples.json`)],
  ...readdirSync(`${FIXTURES}fresh`)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name): [string, ReplyItem[]] => [name, replyBatch(`${FIXTURES}fresh/${name}`)]),
  ...extra.map((path): [string, ReplyItem[]] => [basename(path), replyBatch(path)]),
];

const total = { items: 0, read: 0, right: 0, rounded: 0, wrong: 0 };
const batches = { items: 0, read: 0, right: 0, rounded: 0, wrong: 0 };
const started = performance.now();
for (const [name, items] of sets) {
  const counts = {
    read: 0,
    right: 0,
    rounded: [] as string[],
    wrong: [] as string[],
    unread: [] as string[],
  };
  for (const item of items) {
    const read = readFinalAnswer(item.reply);
    if (!read) {
      counts.unread.push(item.id);
      continue;
    }
    counts.read += 1;
    const stated = `read ${read.value} ${read.unit}, states ${item.expected.map((answer) => `${answer.value} ${answer.unit}`).join(" / ")}`;
    if (readsRight(read, item.expected)) counts.right += 1;
    else if (readsRounded(read, item.expected)) counts.rounded.push(`${item.id}: ${stated}`);
    else counts.wrong.push(`${item.id}: ${stated}`);
  }
  const percent = (count: number) => `${((100 * count) / Math.max(items.length, 1)).toFixed(1)} %`;
  console.log(
    `${name}: ${items.length} replies, read ${counts.read} (${percent(counts.read)}), read right ${counts.right} (${percent(counts.right)}), read as rounded ${counts.rounded.length}, read wrong ${counts.wrong.length}`,
  );
  if (list) for (const line of counts.rounded) console.log(`    rounded ${line}`);
  for (const line of counts.wrong) console.log(`    wrong ${line}`);
  if (list && counts.unread.length > 0) console.log(`    not read: ${counts.unread.join(", ")}`);
  for (const sum of name.startsWith("openstax") ? [total] : [total, batches]) {
    sum.items += items.length;
    sum.read += counts.read;
    sum.right += counts.right;
    sum.rounded += counts.rounded.length;
    sum.wrong += counts.wrong.length;
  }
}
console.log(
  `reply batches: ${batches.items} replies, read ${batches.read}, read right ${batches.right}, read as rounded ${batches.rounded}, read wrong ${batches.wrong}`,
);
console.log(
  `all: ${total.items} replies, read ${total.read}, read right ${total.right}, read as rounded ${total.rounded}, read wrong ${total.wrong} (${(performance.now() - started).toFixed(0)} ms)`,
);
