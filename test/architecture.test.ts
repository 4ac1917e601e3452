/**
 * The layers of ARCHITECTURE.md as a test: which folder of src may import which. A new import
 * across a boundary fails here with the file and the import named.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of a file, resolved to a path under src (without extension). */
function importsOf(file: string): { specifier: string; target: string }[] {
  const text = readFileSync(file, "utf8");
  const found: { specifier: string; target: string }[] = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith(".")) continue;
    found.push({ specifier, target: path.relative(src, path.resolve(path.dirname(file), specifier)) });
  }
  return found;
}

interface Violation {
  file: string;
  imports: string;
}

function violations(filesUnder: string, allowed: (target: string, file: string) => boolean): Violation[] {
  const result: Violation[] = [];
  for (const file of sourceFiles(path.join(src, filesUnder))) {
    const relativeFile = path.relative(src, file);
    for (const { specifier, target } of importsOf(file)) {
      if (!allowed(target, relativeFile)) result.push({ file: relativeFile, imports: specifier });
    }
  }
  return result;
}

const isUnder = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);

describe("architecture", () => {
  it("finds the imports it checks", () => {
    // A reader that saw nothing would pass every rule below.
    expect(importsOf(path.join(src, "server/app.ts")).length).toBeGreaterThan(10);
    expect(
      importsOf(path.join(src, "client/app/app.tsx")).some((found) =>
        found.target.startsWith("client/features/"),
      ),
    ).toBe(true);
  });

  it("the engine imports only itself and the contracts (its tests may read test data too)", () => {
    const isTestData = (target: string, file: string) =>
      /\.test\.tsx?$/.test(file) && /^\.\.\/(test|bench)\//.test(target);
    expect(
      violations(
        "physics",
        (target, file) =>
          isUnder(target, "physics") || isUnder(target, "contracts") || isTestData(target, file),
      ),
    ).toEqual([]);
  });

  it("the contracts import nothing else of src", () => {
    expect(violations("contracts", (target) => isUnder(target, "contracts"))).toEqual([]);
  });

  it("the client never imports the server", () => {
    expect(violations("client", (target) => !isUnder(target, "server"))).toEqual([]);
  });

  it("a client feature never imports another feature", () => {
    expect(
      violations("client/features", (target, file) => {
        if (!isUnder(target, "client/features")) return true;
        const ownFeature = file.split("/")[2];
        return target.split("/")[2] === ownFeature;
      }),
    ).toEqual([]);
  });

  it("the server reaches the engine only through its public entry", () => {
    expect(
      violations("server", (target) => !isUnder(target, "physics") || target === "physics/engine"),
    ).toEqual([]);
  });
});
