// A worker thread of the engine pool: loads the engine's tasks (TypeScript through tsx, or a bundle
// of them made by bundle-engine-tasks.ts) and runs each call it is given. Plain JavaScript, so a
// worker starts the same under `npm start`, the test runner and the benchmarks.

import { pathToFileURL } from "node:url";
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { tasksModule } = workerData;
const { runEngineTask, prepareEngine } = tasksModule.endsWith(".mjs")
  ? await import(pathToFileURL(tasksModule).href)
  : await tsImport(tasksModule, import.meta.url);
prepareEngine();

export default runEngineTask;
