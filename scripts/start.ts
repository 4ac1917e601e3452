/**
 * npm start: builds the client (and its prerendered public pages) when no build exists, then
 * starts the server, which applies migrations and serves.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// The prerendered landing page is the build's last file (decision 034): a build without it is
// missing or from before pages were prerendered.
if (!existsSync(path.join(root, "dist/client/prerendered/index.html"))) {
  console.log("Building the client (first start)...");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../src/server/main");
