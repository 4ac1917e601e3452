/**
 * npm run dev: the client with hot reload on PORT (default 5000) and the server, restarted on
 * change, on API_PORT (default 5001); /api is proxied from the first to the second.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "5000";
const apiPort = process.env.API_PORT ?? "5001";
const children: ChildProcess[] = [];

function run(command: string, args: string[], environment: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, command), ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...environment },
  });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) other.kill();
    process.exit(code ?? 0);
  });
}

run("node_modules/tsx/dist/cli.mjs", ["watch", "--clear-screen=false", "src/server/main.ts"], {
  NODE_ENV: "development",
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
run("node_modules/vite/bin/vite.js", [], { PORT: port, API_PORT: apiPort });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
