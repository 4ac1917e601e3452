/**
 * The engine pool: every engine call the server makes (a tutor turn, the check of a model's
 * reply, a model's calculator tool) runs in a worker thread with a time budget, never on the
 * request thread, so no input can stall other students (decision 031). A call over its budget is
 * ended with its worker, which the pool replaces; the caller gets "this took too long to read".
 */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import Piscina from "piscina";
import { AppError } from "../http/errors";
import type { EngineTaskInput, EngineTaskName, EngineTaskOutput } from "./engine-tasks";

/** The engine pool's settings. */
export interface EnginePoolOptions {
  /** Worker threads; by default one per core, at least two, so one slow call never holds every worker. */
  workers?: number;
  /** Longest time one call may take, from the moment a worker starts it (milliseconds). */
  budgetMs?: number;
  /**
   * The module of tasks the workers run (a test may give its own); by default ENGINE_TASKS_MODULE
   * when set (a bundle of engine-tasks.ts, see bundle-engine-tasks.ts), else engine-tasks.ts.
   */
  tasksModule?: string;
}

/** Runs engine calls in worker threads. */
export interface EnginePool {
  run<Name extends EngineTaskName>(
    task: Name,
    input: EngineTaskInput<Name>,
    signal?: AbortSignal,
  ): Promise<EngineTaskOutput<Name>>;
  /** Resolves once every worker has loaded the engine and Concept Coach's classifier. */
  ready(): Promise<void>;
  close(): Promise<void>;
  readonly workers: number;
  readonly budgetMs: number;
}

/** The budget of one engine call when none is configured: far above any call the engine answers. */
export const DEFAULT_ENGINE_BUDGET_MS = 5000;

/** What the student reads when a call ran out of its budget; the turn is given back. */
export const TOO_LONG_TO_READ =
  "This took too long to read, so I stopped. Nothing was charged: try a shorter problem, or send it in parts.";

/** Longest wait for a free worker before a call is refused as "busy" (the budget starts after it). */
export const LONGEST_QUEUE_WAIT_MS = 60_000;
/** How often a call not yet started by a worker is looked at again. */
const START_POLL_MS = 50;

/**
 * Aborts `controller` once the task has run for `budgetMs` from the moment a worker started it
 * (the worker writes that moment into `startedAt`), or when no worker has started it after
 * LONGEST_QUEUE_WAIT_MS. A worker still loading the engine may hold a task before it starts.
 */
function watchBudget(
  startedAt: Float64Array,
  budgetMs: number,
  onOver: (reason: "budget" | "queue") => void,
): () => void {
  const queuedAt = Date.now();
  let timer: NodeJS.Timeout;
  const check = () => {
    const started = startedAt[0];
    const now = Date.now();
    if (started === 0) {
      if (now - queuedAt >= LONGEST_QUEUE_WAIT_MS) return onOver("queue");
      timer = setTimeout(check, START_POLL_MS);
      return;
    }
    const left = started + budgetMs - now;
    if (left <= 0) return onOver("budget");
    timer = setTimeout(check, left);
  };
  timer = setTimeout(check, Math.min(budgetMs, START_POLL_MS));
  return () => clearTimeout(timer);
}

/** What the student reads when every worker is busy for too long; nothing was charged either. */
export const ENGINE_BUSY = "The tutor is very busy right now. Nothing was charged; try again in a minute.";

/** One worker per core, at least two. */
export function defaultEngineWorkers(): number {
  return Math.max(2, availableParallelism());
}

const WORKER_FILE = fileURLToPath(new URL("./engine-worker.mjs", import.meta.url));
const TASKS_MODULE = fileURLToPath(new URL("./engine-tasks.ts", import.meta.url));

/** Creates a pool of engine workers; they start loading the engine at once. */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const workers = options.workers ?? defaultEngineWorkers();
  const budgetMs = options.budgetMs ?? DEFAULT_ENGINE_BUDGET_MS;
  const piscina = new Piscina({
    filename: WORKER_FILE,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A queue deeper than this means the server is overloaded: refuse rather than wait for minutes.
    maxQueue: workers * 32,
    workerData: { tasksModule: options.tasksModule ?? (process.env.ENGINE_TASKS_MODULE || TASKS_MODULE) },
  });
  let ready: Promise<void> | undefined;
  return {
    workers,
    budgetMs,
    ready: () => {
      ready ??= Promise.all(
        Array.from({ length: workers }, () => piscina.run({ task: "ready", input: null })),
      ).then(() => undefined);
      return ready;
    },
    async run(task, input, signal) {
      const startedAt = new Float64Array(new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT));
      const deadline = new AbortController();
      let over: "budget" | "queue" | undefined;
      const stopWatching = watchBudget(startedAt, budgetMs, (reason) => {
        over = reason;
        deadline.abort();
      });
      const stop = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      try {
        return await piscina.run({ task, input, startedAt }, { signal: stop });
      } catch (error) {
        if (over === "budget") throw new AppError(422, "TOO_LONG_TO_READ", TOO_LONG_TO_READ);
        if (signal?.aborted) throw new AppError(499, "CLIENT_CLOSED", "The request was cancelled");
        if (over === "queue" || (error instanceof Error && /queue is at limit/i.test(error.message))) {
          throw new AppError(503, "ENGINE_BUSY", ENGINE_BUSY);
        }
        throw error;
      } finally {
        stopWatching();
      }
    },
    close: () => piscina.close({ force: true }),
  };
}

let shared: EnginePool | undefined;

/** The process's engine pool, created on first use with the given settings. */
export function sharedEnginePool(options: EnginePoolOptions = {}): EnginePool {
  shared ??= createEnginePool(options);
  return shared;
}

/** Ends the process's engine pool (at shutdown). */
export async function closeSharedEnginePool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
