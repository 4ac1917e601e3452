import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { BUY_LINK_ENVIRONMENT } from "./test/lemonsqueezy-deliveries";

// Browser tests run Debian's Chromium against the built client served by a real server on a
// fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 5123);
const baseURL = `http://localhost:${port}`;
/** The fake Lemon Squeezy store the browser-test server sells through (started by start-server.ts). */
export const E2E_STORE_URL = `http://127.0.0.1:${port + 1}`;
// One data folder for the whole run: each worker reads this file again and must find the same one.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "vector-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
/** Where the browser-test server writes its emails (it runs without SMTP_URL, as `npm start` does). */
export const E2E_OUTBOX = path.join(dataDir, "outbox");

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node --import tsx e2e/start-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start builds a fresh embedded database; on a busy machine that takes a while.
    timeout: 180_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every test signs up from the same address, faster than a person would.
      SIGN_IN_ATTEMPTS_PER_MINUTE: "1000",
      TRIALS_PER_ADDRESS_PER_DAY: "100000",
      // Payments on, through buy links of the fake store that start-server.ts starts.
      E2E_STORE_PORT: String(port + 1),
      ...BUY_LINK_ENVIRONMENT(E2E_STORE_URL),
    },
  },
});
