/**
 * npm run bench:lighthouse: Lighthouse (mobile, its default simulated throttling) on the landing
 * page, /pricing, /faq and /learning-path of the production build, served by the real server.
 * Goal: performance, accessibility, best practices and SEO each at least 95 on every page.
 *
 * Lighthouse is fetched by npx at a pinned version (it is large and only this benchmark needs
 * it), and drives Debian's Chromium (`CHROMIUM_PATH` to use another). Builds the client first
 * when there is no build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../test/server-process";

const LIGHTHOUSE = "lighthouse@12.8.2";
const GOAL = 95;
const pages = ["/", "/pricing", "/faq", "/learning-path"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >;
}

const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, "dist/client/index.html"))) {
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    { cwd: root, stdio: "inherit" },
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "vector-bench-lighthouse-"));
const port = await freePort();
const server = await startServerProcess(
  { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir },
  180_000,
);

let missed = 0;
try {
  console.log(`${LIGHTHOUSE}, mobile, on the production build\n`);
  console.log(`page              ${categories.map((name) => name.padStart(15)).join("")}`);
  for (const page of pages) {
    const output = path.join(dataDir, "report.json");
    execFileSync(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        `${server.baseUrl}${page}`,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--only-categories=${categories.join(",")}`,
        `--chrome-path=${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
    );
    const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
    const scores = categories.map((name) => Math.round((report.categories[name].score ?? 0) * 100));
    console.log(`${page.padEnd(18)}${scores.map((score) => String(score).padStart(15)).join("")}`);
    categories.forEach((name, index) => {
      if (scores[index] >= GOAL) return;
      missed += 1;
      for (const reference of report.categories[name].auditRefs) {
        const audit = report.audits[reference.id];
        if (reference.weight > 0 && audit.score !== null && audit.score < 0.9) {
          const value = audit.displayValue ? ` (${audit.displayValue})` : "";
          console.log(`    ${name}: ${audit.title}${value}, score ${audit.score}`);
        }
      }
    });
  }
  console.log(
    missed === 0
      ? `\nevery score at least ${GOAL}`
      : `\n${missed} score(s) below ${GOAL}; the audits that cost points are listed under each page`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
