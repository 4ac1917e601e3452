/**
 * A tasks module for the engine pool's own tests: the real engine's tasks, plus one that never
 * ends on its own (a stand-in for any engine bug that loops), so the budget can be seen at work.
 * A tutor turn whose problem is LOOPING_PROBLEM loops the same way.
 */
import {
  ENGINE_TASKS,
  prepareEngine,
  runEngineTask as realTask,
} from "../src/server/engine-pool/engine-tasks";

const TASKS: Record<string, (input: never) => unknown> = {
  loopForever: () => {
    for (;;) {
      // Busy, as a reader stuck in a loop would be.
    }
  },
};

/** The problem text whose tutor turn never ends in this module's workers. */
export const LOOPING_PROBLEM = "A problem the engine reads forever";

export function runEngineTask(call: { task: string; input: never; startedAt?: Float64Array }): unknown {
  const looping =
    call.task === "engineTurn" && (call.input as { problem?: string }).problem === LOOPING_PROBLEM;
  if (call.task in ENGINE_TASKS && !looping) return realTask(call as Parameters<typeof realTask>[0]);
  if (call.startedAt) call.startedAt[0] = Date.now();
  return looping ? TASKS.loopForever(call.input) : TASKS[call.task](call.input);
}

export { prepareEngine };
