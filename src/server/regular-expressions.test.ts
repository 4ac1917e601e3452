/**
 * Audit of every regular expression in the code (the server, the whole engine and the client):
 * each one, fed long adversarial strings built from its own characters and words, must answer in
 * under 50 ms. A pattern that backtracks (nested or overlapping repetition, like "\s*\**\s*"
 * before a ".+$" that cannot match) fails here. Literals are read from the sources; patterns built
 * with `new RegExp` are caught as the engine's modules load and its entries run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Worker } from "node:worker_threads";
import { expect, it, describe as suite } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const AUDITED_FOLDERS = ["src/server", "src/physics", "src/client"];
const LONG_LENGTH = 20_000;
const SCREEN_LENGTH = 1_000;
const LIMIT_MS = 50;
const WATCHDOG_MS = 5_000;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.includes("test-helpers") &&
        !entry.name.includes(".fixture."),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const REGEX_MAY_FOLLOW = new Set([..."(,=:[!&|?{};+-*%<>~^", ""]);

/** The regular-expression literals of a TypeScript source, found by a small tokenizer. */
function regexLiterals(source: string): { pattern: string; flags: string }[] {
  const found: { pattern: string; flags: string }[] = [];
  let previous = "";
  let lastWord = "";
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === "/" && next === "/") {
      index = source.indexOf("\n", index);
      if (index < 0) break;
      continue;
    }
    if (char === "/" && next === "*") {
      index = source.indexOf("*/", index + 2) + 2;
      if (index < 2) break;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") {
      index += 1;
      while (index < source.length && source[index] !== char) index += source[index] === "\\" ? 2 : 1;
      index += 1;
      previous = "x";
      continue;
    }
    if (char === "/" && (REGEX_MAY_FOLLOW.has(previous) || /(?:return|typeof|case|of|in)$/.test(lastWord))) {
      let end = index + 1;
      let inClass = false;
      while (end < source.length && source[end] !== "\n") {
        const current = source[end];
        if (current === "\\") {
          end += 2;
          continue;
        }
        if (current === "[") inClass = true;
        else if (current === "]") inClass = false;
        else if (current === "/" && !inClass) break;
        end += 1;
      }
      if (source[end] === "/") {
        let flagsEnd = end + 1;
        while (/[a-z]/.test(source[flagsEnd] ?? "")) flagsEnd += 1;
        found.push({ pattern: source.slice(index + 1, end), flags: source.slice(end + 1, flagsEnd) });
        index = flagsEnd;
        previous = "x";
        continue;
      }
    }
    if (!/\s/.test(char)) {
      previous = char;
      lastWord = /[A-Za-z_$]/.test(char) ? lastWord + char : "";
    }
    index += 1;
  }
  return found;
}

/**
 * Runs in a worker, so a pattern that backtracks for minutes is stopped from outside. For each
 * pattern: strings built to make it work hard (its words, then long runs of its characters and
 * pairs of them), screened at a short length and then timed at full length.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
function adversarialStrings(pattern, length) {
  const plain = pattern.replace(/\\\\s/g, " ").replace(/\\\\d/g, "1").replace(/\\\\w/g, "a").replace(/\\\\(.)/g, "$1");
  const characters = [...new Set([...plain, " ", "a", "1", "\\t", ".", "-"])].filter((c) => !"()[]{}?*+|^$".includes(c));
  const words = [...new Set(pattern.match(/[A-Za-z][A-Za-z ]{2,}/g) || [])];
  const few = characters.slice(0, 12);
  const pieces = [...characters, ...words, ...few.flatMap((a) => few.map((b) => a + b))];
  const strings = [];
  for (const prefix of ["", ...words.slice(0, 3)])
    for (const piece of pieces) {
      const run = piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
      for (const ending of ["\\u2028", "!", "\\u0000"]) strings.push(prefix + run + ending);
    }
  return strings;
}
function timeOne(regex, text) {
  const started = performance.now();
  if (regex.global || regex.sticky) text.replace(regex, "");
  else regex.exec(text);
  return performance.now() - started;
}
parentPort.on("message", ({ index, source, flags, screen, long, limit }) => {
  const regex = new RegExp(source, flags);
  const longStrings = adversarialStrings(source, long);
  let slow;
  adversarialStrings(source, screen).some((short, at) => {
    const screened = timeOne(regex, short);
    let elapsed = screened > limit ? screened : screened > 0.05 ? timeOne(regex, longStrings[at]) : 0;
    // A pause of the collector is not backtracking: the best of three runs counts.
    if (elapsed > limit && screened <= limit)
      elapsed = Math.min(elapsed, timeOne(regex, longStrings[at]), timeOne(regex, longStrings[at]));
    if (elapsed <= limit) return false;
    slow = Math.round(elapsed) + " ms on " + JSON.stringify(longStrings[at].slice(0, 30)) + "...";
    return true;
  });
  parentPort.postMessage({ index, slow });
});
`;

/** Times every pattern in a worker; a pattern still running after the watchdog's time is reported as hung. */
async function auditPatterns(patterns: { where: string; regex: RegExp }[]): Promise<string[]> {
  const slow: string[] = [];
  let next = 0;
  while (next < patterns.length) {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    next = await new Promise<number>((resolve) => {
      let watchdog: NodeJS.Timeout;
      const send = (index: number) => {
        if (index >= patterns.length) return resolve(index);
        const { regex } = patterns[index];
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          slow.push(`${describe(patterns[index])}: still running after ${WATCHDOG_MS} ms`);
          resolve(index + 1);
        }, WATCHDOG_MS);
        worker.postMessage({
          index,
          source: regex.source,
          flags: regex.flags,
          screen: SCREEN_LENGTH,
          long: LONG_LENGTH,
          limit: LIMIT_MS,
        });
      };
      worker.on("message", ({ index, slow: found }: { index: number; slow?: string }) => {
        if (found) slow.push(`${describe(patterns[index])}: ${found}`);
        send(index + 1);
      });
      send(next);
    }).finally(() => worker.terminate());
  }
  return slow;
}

const describe = ({ where, regex }: { where: string; regex: RegExp }) =>
  `${where} /${regex.source}/${regex.flags}`;

const literals = AUDITED_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
  regexLiterals(readFileSync(file, "utf8")).flatMap(({ pattern, flags }) => {
    try {
      return [{ where: relative(ROOT, file), regex: new RegExp(pattern, flags) }];
    } catch {
      return [];
    }
  }),
);

/**
 * The patterns the engine builds with `new RegExp` (from word lists, symbols and other patterns),
 * caught by a constructor that records them while the engine loads and reads ordinary and
 * pathological texts through every entry.
 */
async function builtPatterns(): Promise<{ where: string; regex: RegExp }[]> {
  const NativeRegExp = globalThis.RegExp;
  const built = new Map<string, RegExp>();
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args) {
      const regex = Reflect.construct(target, args) as RegExp;
      built.set(`${regex.source}/${regex.flags}`, regex);
      return regex;
    },
  });
  try {
    const { ENGINE_ENTRIES, pathologicalTexts } = await import("../../test/pathological-text");
    const texts = [
      "A 2.0 kg cart moves at 3.0 m/s and hits a spring with k = 200 N/m. How far is it compressed?",
      "v^2 = u^2 + 2as = 0 + 2(9.8 m/s^2)(5.0 m) = 98 m^2/s^2, so v = 9.9 m/s",
      "The force:\n\\begin{aligned}\nF & = ma \\\\\n& = (2.0\\mathrm{~kg})(3.0\\mathrm{~m/s^2}) = 6.0\\mathrm{~N}\n\\end{aligned}",
      "Why does a satellite not fall down? I think it is because there is no gravity in space.",
      ...Object.values(pathologicalTexts(200)),
    ];
    for (const call of Object.values(ENGINE_ENTRIES))
      for (const text of texts) {
        try {
          call(text);
        } catch {
          // Only the patterns built on the way matter here.
        }
      }
  } finally {
    globalThis.RegExp = NativeRegExp;
  }
  return [...built.values()].map((regex) => ({ where: "built with new RegExp", regex }));
}

suite("regular expressions that read student or model text", () => {
  it("are found in the audited folders and among the patterns the engine builds", async () => {
    expect(literals.length).toBeGreaterThan(500);
    expect(literals.some(({ regex }) => regex.source.includes("final answer"))).toBe(true);
    const built = await builtPatterns();
    expect(built.some(({ regex }) => regex.source.includes("\\end\\{"))).toBe(true);
  });

  it(`answer long adversarial strings in under ${LIMIT_MS} ms each`, async () => {
    const seen = new Set<string>();
    const audited = [...literals, ...(await builtPatterns())].filter(({ regex }) => {
      const key = `${regex.source}/${regex.flags}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    expect(await auditPatterns(audited)).toEqual([]);
  }, 600_000);
});
