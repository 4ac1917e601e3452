/**
 * npm run bench:bundle: the JavaScript (gzip) the landing page and the tutor route load first,
 * from the build manifest: the entry chunk and its static imports, plus the lazily loaded chunks
 * each route needs at once (the landing page; the tutor page and the subscription card).
 * Goals: landing at most 120 kB, tutor route at most 250 kB.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "dist/client");
const manifestPath = path.join(clientDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

function gzipKilobytes(keys: Set<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith(".js")) total += gzipSync(readFileSync(path.join(clientDir, file))).length;
  }
  return total / 1024;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry) as string;
const chunkKey = (fragment: string) => {
  const key = Object.keys(manifest).find((candidate) => candidate.includes(fragment));
  if (!key) throw new Error(`No chunk for ${fragment} in the build manifest`);
  return key;
};

const landing = staticClosure([entryKey, chunkKey("features/site/landing-page.tsx")]);
const tutor = staticClosure([
  entryKey,
  chunkKey("features/tutor/tutor-page.tsx"),
  chunkKey("features/subscription/subscription-status-card.tsx"),
]);
const landingKb = gzipKilobytes(landing);
const tutorKb = gzipKilobytes(tutor);
const heavy = ["katex", "jspdf", "driver.js", "math-helper"];
const tutorFiles = [...tutor].map((key) => `${key} ${manifest[key].file}`).join("\n");
const leaked = heavy.filter((name) => tutorFiles.toLowerCase().includes(name));

// The entry chunk is what every page parses and runs before it can hydrate or render.
console.log(`entry script (every page): ${gzipKilobytes(staticClosure([entryKey])).toFixed(1)} kB gzip`);
console.log(`landing page first load: ${landingKb.toFixed(1)} kB gzip (goal ≤ 120 kB)`);
console.log(`tutor route first load:  ${tutorKb.toFixed(1)} kB gzip (goal ≤ 250 kB)`);
// Each public page loads the entry and its own chunk (with that chunk's static imports).
const publicPages: [string, string][] = [
  ["/pricing", "features/site/pricing-page.tsx"],
  ["/faq", "features/site/faq-page.tsx"],
  ["/learning-path", "features/site/learning-path-page.tsx"],
  ["/about", "features/site/about-page.tsx"],
  ["/privacy-policy, /terms-of-service, /contact", "features/site/legal-page.tsx"],
  ["/checkout", "features/subscription/checkout-page.tsx"],
  ["/404", "features/site/not-found-page.tsx"],
  ["/login", "features/site/login-page.tsx"],
];
for (const [route, source] of publicPages) {
  const kilobytes = gzipKilobytes(staticClosure([entryKey, chunkKey(source)]));
  console.log(`${route} first load: ${kilobytes.toFixed(1)} kB gzip`);
}
console.log(
  leaked.length === 0
    ? "KaTeX, jsPDF, driver.js and the math helper load only when needed"
    : `in the tutor first load: ${leaked.join(", ")}`,
);
