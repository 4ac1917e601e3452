/**
 * The layers of ARCHITECTURE.md as a test: which folder of src may import which. A new import
 * across a boundary fails here with the file and the import named.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

/** A test may read the shared test helpers and fixtures of test/ and bench/. */
const isTestData = (target: string, file: string) =>
  /\.test\.tsx?$/.test(file) && /^\.\.\/(test|bench)\//.test(target);

/**
 * What each area of the server may import besides itself: the contracts, the infrastructure
 * (database, HTTP errors, configuration, sign-in, mail) and, by name, the few operations of other
 * areas it is built on. An import not listed here is a layer crossed.
 */
const SERVER_INFRASTRUCTURE = [
  "contracts",
  "server/db",
  "server/http",
  "server/config",
  "server/auth",
  "server/mail",
];
const SERVER_AREA_IMPORTS: Record<string, string[]> = {
  // Plans bought and linked: the plan rules, the audit log of admin actions, the record of student data read.
  "server/billing": [
    ...SERVER_INFRASTRUCTURE,
    "server/subscription",
    "server/admin/record-admin-action",
    "server/tracking/record-student-data-read",
  ],
  // The support portal: the plan rules, usage analytics, the record of student data read.
  "server/admin": [
    ...SERVER_INFRASTRUCTURE,
    "server/subscription",
    "server/analytics",
    "server/tracking/record-student-data-read",
  ],
  // The developer dashboard: usage analytics and the admin's user lists.
  "server/tracking": [...SERVER_INFRASTRUCTURE, "server/analytics", "server/admin/list-users"],
  // A student's own account: deleting it is written to the audit log.
  "server/account": [...SERVER_INFRASTRUCTURE, "server/admin/record-admin-action"],
};

/** What each of these areas of the client may import besides itself: the contracts, the client's lib and ui. */
const CLIENT_AREA_IMPORTS: Record<string, string[]> = Object.fromEntries(
  ["admin", "tracking", "account", "subscription"].map((area) => [
    `client/features/${area}`,
    ["contracts", "client/lib", "client/ui"],
  ]),
);

/** The file an import names, as a path under `root` with its extension, or undefined outside it. */
function resolvedFile(root: string, file: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(file), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return found && !path.relative(root, found).startsWith("..") ? found : undefined;
}

/** Every import circle of a folder: the groups of files that reach one another through their imports. */
function importCircles(root: string = src): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root))
    graph.set(
      file,
      importsOf(file).flatMap(({ specifier }) => resolvedFile(root, file, specifier) ?? []),
    );
  // Tarjan's strongly connected components.
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    lowest.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(path.relative(root, member));
    } while (member !== file);
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Circles known when the circle check came in, to be untied: the concept search reads the
 * classifier, the examples and the combiner, which read its word reading back. This list may
 * only shrink.
 */
const KNOWN_CIRCLES: string[][] = [
  [
    "physics/concepts/concept-search.ts",
    "physics/concepts/nearest-example.ts",
    "physics/concepts/other-subjects.ts",
    "physics/concepts/question-classifier.ts",
    "physics/concepts/reading-combiner.ts",
  ],
];

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

  it("storage imports no feature: the database layer reads only itself, the contracts and the configuration", () => {
    expect(
      violations(
        "server/db",
        (target, file) =>
          isUnder(target, "server/db") ||
          isUnder(target, "contracts") ||
          isUnder(target, "server/config") ||
          isTestData(target, file),
      ),
    ).toEqual([]);
  });

  for (const [area, allowed] of Object.entries({ ...SERVER_AREA_IMPORTS, ...CLIENT_AREA_IMPORTS }))
    it(`${area} imports only itself, ${allowed.join(", ")}`, () => {
      expect(
        violations(
          area,
          (target, file) =>
            isUnder(target, area) ||
            allowed.some((folder) => isUnder(target, folder)) ||
            isTestData(target, file) ||
            // A test may set up what it needs through the server's other areas.
            (area.startsWith("server/") && /\.test\.tsx?$/.test(file) && isUnder(target, "server")),
        ),
      ).toEqual([]);
    });

  it("no files import one another in a circle, beyond the circles known to be untied", () => {
    expect(importCircles()).toEqual(KNOWN_CIRCLES);
  });

  it("finds a circle where there is one", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "circle-check-"));
    try {
      writeFileSync(path.join(folder, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
      writeFileSync(path.join(folder, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
      writeFileSync(path.join(folder, "c.ts"), 'import { a } from "./a";\nexport const c = a;\n');
      expect(importCircles(folder)).toEqual([["a.ts", "b.ts"]]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
