/**
 * Set-up for the whole unit-test run: the engine's tasks are bundled once, so each test file's
 * engine workers load one module instead of compiling every source of the engine again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleEngineTasks } from "../src/server/engine-pool/bundle-engine-tasks";

export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "vector-engine-"));
  process.env.ENGINE_TASKS_MODULE = await bundleEngineTasks(path.join(folder, "engine-tasks.mjs"));
  return () => rmSync(folder, { recursive: true, force: true });
}
