// A worker thread of the engine pool: loads the engine's tasks (TypeScript, through tsx) and runs
// each call it is given. Plain JavaScript, so a worker starts the same under `npm start`, the test
// runner and the benchmarks.

import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { runEngineTask, prepareEngine } = await tsImport(workerData.tasksModule, import.meta.url);
prepareEngine();

export default runEngineTask;
