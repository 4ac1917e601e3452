import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../http/errors";
import { createEnginePool, type EnginePool, TOO_LONG_TO_READ } from "./engine-pool";
import type { EngineTaskName } from "./engine-tasks";

const SLOW_TASKS = fileURLToPath(new URL("../../../test/slow-engine-tasks.ts", import.meta.url));
const PROBLEM =
  "A ball is dropped from rest from a height of 20 m. How fast is it moving when it hits the ground?";

/** The longest pause of this thread's event loop while `during` runs. */
async function longestPause(during: Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await during.catch(() => {});
  clearInterval(timer);
  return longest;
}

describe("the engine pool", () => {
  let pool: EnginePool;
  beforeAll(async () => {
    pool = createEnginePool({ workers: 2, budgetMs: 4000, tasksModule: SLOW_TASKS });
    await pool.ready();
  }, 120_000);
  afterAll(() => pool.close());

  it("checks a model's reply in a worker: its lines and its final answer", async () => {
    const reading = await pool.run("readReply", {
      reply: "v = sqrt(2 * 9.8 m/s^2 * 20 m) = 19.8 m/s\n\nFinal answer: 19.8 m/s",
      problem: PROBLEM,
      statesFinalAnswer: true,
    });
    expect(reading.lines.checked.length).toBeGreaterThan(0);
    expect(reading.lines.failed).toEqual([]);
    expect(reading.statedAnswer).toEqual({ value: 19.8, unit: "m/s" });
    expect(reading.confirmation?.finalAnswer).toBe("confirmed");
  });

  it("reads a reply's derivatives and integrals in a worker, leaves wrong or malformed ones unread, and never disputes them", async () => {
    const problem =
      "A cart's position is $x(t) = (4.0\\ \\text{m/s})t - (0.50\\ \\text{m/s}^{2})t^{2}$. Find its velocity at 2.0 s.";
    const read = (reply: string) => pool.run("readReply", { reply, problem, statesFinalAnswer: false });
    const right = await read(
      "$$v(t)=\\frac{dx(t)}{dt}=4.0\\ \\text{m/s}-\\left(1.0\\ \\text{m/s}^{2}\\right)t$$\n\n$$W=\\int_{0}^{2.0}\\left(3.0x^{2}\\right)dx=8.0$$",
    );
    expect(right.lines.checked.map((line) => [line.lineNumber, line.status])).toEqual([
      [1, "correct"],
      [3, "correct"],
    ]);
    for (const reply of [
      "$$v(t)=\\frac{dx(t)}{dt}=4.0\\ \\text{m/s}-\\left(0.50\\ \\text{m/s}^{2}\\right)t$$",
      "$$W=\\int_{0}^{2.0}\\left(3.0x^{2}\\right)dx=9.0$$",
      "$$W=\\int_{0}^{1.0}\\frac{1.0}{x}dx=3.0$$",
      "$$v=\\frac{d}{dt}()=3$$",
      "$$W=\\left[\\right]_{a}^{b}=2$$",
    ]) {
      const reading = await read(reply);
      expect(reading.lines.checked, reply).toEqual([]);
      expect(reading.lines.failed, reply).toEqual([]);
    }
  });

  it("reads symbols given values of their kinds and equations written with units in a worker, never disputing them, and reads malformed ones as nothing", async () => {
    const problem = "A 0.400-kg iron block is heated from 15.0 °C to 95.0 °C. How much heat does it take?";
    const read = (reply: string) => pool.run("readReply", { reply, problem, statesFinalAnswer: false });
    const right = await read(
      "$$\\Delta T=T_{\\text{f}}-T_{\\text{i}}=80.0\\ °\\text{C}$$\n\n$$1.44\\ \\times\\ 10^{4}\\ \\text{J}=\\left(0.400\\ \\text{kg}\\right)\\left(450\\ \\text{J/kg}\\cdot°\\text{C}\\right)\\Delta T,$$ so $$\\Delta T=80.0\\ °\\text{C}.$$",
    );
    expect(
      right.lines.checked
        .filter((line) => line.status === "correct")
        .map((line) => line.lineNumber)
        .sort(),
    ).toEqual([1, 3]);
    expect(right.lines.failed).toEqual([]);
    for (const reply of [
      "$$\\Delta T=T_{\\text{f}}-T_{\\text{i}}=70.0\\ °\\text{C}$$",
      "$$\\Delta T=T_{\\text{f}}-T_{\\text{i}}=$$",
      "$$\\left|\\right|=\\left|\\hat{}\\right|=1$$",
      "$$L'=$$\n\n$$L'=98.0\\ \\text{m}$$",
      "$$\\left(0.400\\ \\text{kg}\\right)\\Delta T=\\ \\text{J}$$ so $$\\Delta T=80\\ °\\text{C}$$",
      "$$x=\\sqrt{}\\ \\text{m}=3\\ \\frac{\\text{cycles}}{}$$",
      `$$T=${Array.from({ length: 30 }, (_, index) => `T_{${index}}`).join("+")}=5\\ \\text{K}$$`,
    ]) {
      const reading = await read(reply);
      expect(
        reading.lines.checked.filter((line) => line.status === "correct"),
        reply,
      ).toEqual([]);
      expect(reading.lines.failed, reply).toEqual([]);
    }
  });

  it("reads scale conversions, bare conversion factors and evaluation bars in a worker, and reads malformed ones as nothing", async () => {
    const problem = "A mug of tea is at 40 °C. A car moves at 54 km/h.";
    const read = (reply: string) => pool.run("readReply", { reply, problem, statesFinalAnswer: false });
    const right = await read(
      "$$T_{\\text{F}}=\\frac{9}{5}\\left(40\\ °\\text{C}\\right)+32=104\\ °\\text{F}.$$\n\nv = 54 km/h = 54/3.6 = 15 m/s",
    );
    expect(right.lines.checked.map((line) => [line.lineNumber, line.status])).toEqual([
      [1, "correct"],
      [3, "correct"],
    ]);
    const wrong = await read("v = 54 km/h = 54*3.6 = 194 m/s");
    expect(wrong.lines.failed).toEqual([expect.objectContaining({ issue: "units" })]);
    for (const reply of [
      "$$T_{\\text{F}}=\\frac{9}{5}\\left(\\ °\\text{C}\\right)+32=\\ °\\text{F}$$",
      "$$\\left.\\frac{dV}{dx}\\right|_{x = 2.0\\text{ m}",
      "$$\\left.\\frac{dV}{dx}\\right|_{x = } = $$",
      "$x = 8.00$ cm $=$ m",
      "v = km/h = *3.6 = m/s",
      `v = ${"9".repeat(400)} km/h = ${"9".repeat(400)}*3.6 = 1 m/s`,
    ]) {
      const reading = await read(reply);
      expect(
        reading.lines.checked.filter((line) => line.status === "correct"),
        reply,
      ).toEqual([]);
      expect(reading.lines.failed, reply).toEqual([]);
    }
  });

  it("ends a call over its budget with its worker, keeps this thread free meanwhile, and answers the next calls", async () => {
    const started = performance.now();
    const stuck = pool.run("loopForever" as EngineTaskName, null as never);
    const others = Array.from({ length: 6 }, () => pool.run("evaluate", { expression: "3 kg * 9.81 m/s^2" }));
    const pause = longestPause(stuck);
    const failure = await stuck.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("TOO_LONG_TO_READ");
    expect((failure as AppError).message).toBe(TOO_LONG_TO_READ);
    expect(performance.now() - started).toBeLessThan(15_000);
    // Other calls went on in the other worker while the stuck one ran.
    for (const other of await Promise.all(others)) expect(other).toMatchObject({ ok: true });
    expect(await pause).toBeLessThan(500);
    // The ended worker was replaced: both workers answer again, one stuck call at a time.
    const again = await Promise.all(Array.from({ length: 4 }, () => pool.run("solve", { problem: PROBLEM })));
    for (const result of again) expect(result).toMatchObject({ status: "solved" });
    const secondStuck = await pool
      .run("loopForever" as EngineTaskName, null as never)
      .catch((error) => error);
    expect((secondStuck as AppError).code).toBe("TOO_LONG_TO_READ");
  }, 60_000);

  it("stops a call whose caller has gone, as a cancelled request", async () => {
    const controller = new AbortController();
    const call = pool.run("loopForever" as EngineTaskName, null as never, controller.signal);
    setTimeout(() => controller.abort(), 100);
    const failure = await call.catch((error: unknown) => error);
    expect((failure as AppError).code).toBe("CLIENT_CLOSED");
    expect(await pool.run("evaluate", { expression: "2 m + 3 m" })).toMatchObject({ ok: true });
  }, 60_000);
});
