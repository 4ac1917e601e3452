import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ELECTRON_MASS, VACUUM_PERMITTIVITY } from "./bank/electromagnetism/electromagnetic-constants";
import { ELECTRON_MASS as MODERN_ELECTRON_MASS } from "./bank/modern-physics/template-helpers";
import { CONSTANTS, constantValue } from "./constants";
import { toSI } from "./quantity/quantity";

const ENGINE = fileURLToPath(new URL(".", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

// A value written with seven or more significant digits ("9.1093837015e-31", "299_792_458") is a
// constant's definition; outside the table it would be a second source that can drift.
const DEFINITION = /\b\d[.\d_]*\d{6,}[\d_]*(?:e[-+]?\d+)?\b|\b\d\.[\d_]{6,}(?:e[-+]?\d+)?\b/g;
const DIGITS_OF_CONSTANTS = CONSTANTS.map((constant) =>
  constant.value.toExponential(6).replace(/e.*$/, "").replace(".", ""),
);

describe("one table of physical constants", () => {
  it("is the only place the engine writes a constant's value", () => {
    const duplicates: string[] = [];
    for (const path of sourceFiles(ENGINE)) {
      if (path.endsWith("constants.ts") && relative(ENGINE, path) === "constants.ts") continue;
      const text = readFileSync(path, "utf8");
      for (const match of text.matchAll(DEFINITION)) {
        const digits = Number(match[0].replace(/_/g, ""))
          .toExponential(6)
          .replace(/e.*$/, "")
          .replace(".", "");
        if (DIGITS_OF_CONSTANTS.includes(digits)) duplicates.push(`${relative(ENGINE, path)}: ${match[0]}`);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("gives the bank, the relations and the units the same values", () => {
    expect(ELECTRON_MASS).toBe(constantValue("electron-mass"));
    expect(MODERN_ELECTRON_MASS).toBe(constantValue("electron-mass"));
    expect(VACUUM_PERMITTIVITY).toBe(constantValue("vacuum-permittivity"));
    expect(toSI({ value: 1, unit: "eV" }).value).toBe(constantValue("electronvolt"));
    expect(toSI({ value: 1, unit: "c" }).value).toBe(constantValue("speed-of-light"));
  });
});
