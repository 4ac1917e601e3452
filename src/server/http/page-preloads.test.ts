import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPagePreloads } from "./page-preloads";

function clientWithManifest(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vector-client-"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  "index.html": { file: "assets/index-a.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-b.js" },
  "_layout.js": { file: "assets/layout-c.js", imports: ["_react.js"] },
  "features/site/faq-page.tsx": { file: "assets/faq-page-d.js", imports: ["_layout.js", "_react.js"] },
  "features/site/legal-page.tsx": { file: "assets/legal-page-e.js", imports: ["_layout.js"] },
};

describe("page preloads", () => {
  const preloads = loadPagePreloads(clientWithManifest(manifest));

  it("names the page's chunk and its imports that the entry does not already load", () => {
    const tags = preloads("/faq");
    expect(tags).toContain('href="/assets/faq-page-d.js"');
    expect(tags).toContain('href="/assets/layout-c.js"');
    expect(tags).not.toContain("react-b.js");
    expect(tags).not.toContain("index-a.js");
  });

  it("maps the legal addresses and a trailing slash to their page, and other paths to nothing", () => {
    expect(preloads("/legal/terms")).toContain("legal-page-e.js");
    expect(preloads("/faq/")).toContain("faq-page-d.js");
    expect(preloads("/physics-tutor")).toBe("");
  });

  it("marks the links low priority for a prerendered page, whose first paint needs no script", () => {
    expect(preloads("/faq")).not.toContain("fetchpriority");
    const tags = preloads("/faq", { hydrates: true });
    expect(tags).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/faq-page-d.js" />',
    );
    expect(tags.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("gives nothing when the client has no manifest", () => {
    expect(loadPagePreloads(mkdtempSync(path.join(tmpdir(), "vector-client-")))("/faq")).toBe("");
  });
});
