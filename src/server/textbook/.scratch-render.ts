import { readFileSync } from "node:fs";
import katex from "/work/main/node_modules/katex/dist/katex.mjs";
import { numberChapterExercises, readCollection, problemCounter } from "/work/main/src/server/textbook/book-structure";
import { indexElementsById, referencedOutsideElements, renderMarkdown } from "/work/main/src/server/textbook/cnxml-to-markdown";
import { parseXml } from "/work/main/src/server/textbook/xml";
const cases = [
  ["test/fixtures/openstax/physics", "collections/physics.collection.xml", "hs-physics", 1, [34, 2]],
  ["test/fixtures/openstax/physics", "collections/physics.collection.xml", "hs-physics", 2, [23, 16]],
  ["test/fixtures/openstax/extra/osbooks-university-physics-bundle", "collections/university-physics-volume-1.collection.xml", "u-physics", 1, [14, 40, 88, 89]],
  ["test/fixtures/openstax/extra/osbooks-college-physics-bundle", "collections/college-physics-2e.collection.xml", "college-physics-2e", 1, [1, 3, 20, 36]],
] as const;
let total = 0, failed = 0;
for (const [dir, col, style, c, nums] of cases) {
  const outline = readCollection(parseXml(readFileSync(`${dir}/${col}`, "utf8")));
  const ch = outline.chapters[c - 1];
  const modules = ch.moduleIds.map((id) => ({ id, document: parseXml(readFileSync(`${dir}/modules/${id}/index.cnxml`, "utf8")) }));
  const ex = problemCounter(style, numberChapterExercises(style, modules));
  for (const n of nums) {
    const e = ex[n - 1];
    const ctx = { elementsById: indexElementsById(e.document), mediaUrl: (s: string) => `https://x/${s}` };
    const p = e.exercise.children.find((x) => typeof x !== "string" && x.name === "problem");
    if (!p || typeof p === "string") continue;
    const figs = referencedOutsideElements(p, ctx).map((f) => renderMarkdown(f, ctx));
    console.log(`---- ${style} ch${c} #${n} ${e.exercise.attributes.id}\n${[...figs, renderMarkdown(p, ctx)].join("\n\n")}`);
  }
  // all exercises: check math
  for (const e of ex) {
    const ctx = { elementsById: indexElementsById(e.document), mediaUrl: (s: string) => s };
    const text = renderMarkdown(e.exercise, ctx);
    for (const m of text.matchAll(/\$\$([\s\S]+?)\$\$|(?<!\\)\$((?:\\\$|[^$])+?)\$/g)) {
      total++;
      try { katex.renderToString(m[1] ?? m[2], { throwOnError: true, strict: "error" }); } catch (err) { failed++; if (failed < 15) console.log("KATEX FAIL", m[0].slice(0, 200), String(err).slice(0, 150)); }
    }
  }
}
console.log({ total, failed });
