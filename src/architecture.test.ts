/**
 * The layers of the codebase, checked on every import: the engine imports only itself and the
 * contracts, the contracts nothing else of src, the client never the server, a client feature
 * never another feature, and the server reaches the engine only through its public entry.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

interface ImportEdge {
  /** The importing file, relative to src ("server/app.ts"). */
  from: string;
  /** The imported file or folder, relative to src ("physics/engine"). */
  to: string;
}

/** Every import between files of src, tests included (they must keep the layers too). */
function sourceImports(): ImportEdge[] {
  const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1];
      if (!specifier.startsWith(".")) continue;
      const target = relative(SRC, resolve(dirname(file), specifier));
      if (target.startsWith("..")) continue;
      edges.push({ from: relative(SRC, file), to: target.replace(/\.(ts|tsx)$/, "") });
    }
  }
  return edges;
}

const layerOf = (path: string) => path.split("/")[0];
const featureOf = (path: string) => /^client\/features\/([^/]+)\//.exec(path)?.[1];
const describeEdge = (edge: ImportEdge) => `${edge.from} -> ${edge.to}`;

describe("the layers of src", () => {
  const edges = sourceImports();

  it("finds the imports it checks", () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it("keeps the physics engine to itself and the contracts", () => {
    const outside = edges.filter(
      (edge) => layerOf(edge.from) === "physics" && !["physics", "contracts"].includes(layerOf(edge.to)),
    );
    expect(outside.map(describeEdge)).toEqual([]);
  });

  it("keeps the contracts free of any other part of src", () => {
    const outside = edges.filter(
      (edge) => layerOf(edge.from) === "contracts" && layerOf(edge.to) !== "contracts",
    );
    expect(outside.map(describeEdge)).toEqual([]);
  });

  it("never lets the client import the server", () => {
    const crossing = edges.filter((edge) => layerOf(edge.from) === "client" && layerOf(edge.to) === "server");
    expect(crossing.map(describeEdge)).toEqual([]);
  });

  it("never lets a client feature import another feature", () => {
    const crossing = edges.filter((edge) => {
      const from = featureOf(edge.from);
      const to = featureOf(`${edge.to}/`);
      return from !== undefined && to !== undefined && from !== to;
    });
    expect(crossing.map(describeEdge)).toEqual([]);
  });

  it("lets the server reach the engine only through src/physics/engine.ts", () => {
    const reaching = edges.filter(
      (edge) =>
        layerOf(edge.from) === "server" && layerOf(edge.to) === "physics" && edge.to !== "physics/engine",
    );
    expect(reaching.map(describeEdge)).toEqual([]);
  });
});
