import { readFileSync, readdirSync } from "node:fs";
import katex from "/work/main/node_modules/katex/dist/katex.mjs";
import { mathmlToLatex } from "/work/main/src/server/textbook/mathml-to-latex";
import { descendants, parseXml } from "/work/main/src/server/textbook/xml";
let total = 0, failed = 0;
for (const dir of ["test/fixtures/openstax/physics", "test/fixtures/openstax/extra/osbooks-university-physics-bundle", "test/fixtures/openstax/extra/osbooks-college-physics-bundle"]) {
  for (const m of readdirSync(`${dir}/modules`)) {
    const doc = parseXml(readFileSync(`${dir}/modules/${m}/index.cnxml`, "utf8"));
    for (const math of descendants(doc, (e) => e.name === "math")) {
      total++;
      const tex = mathmlToLatex(math);
      try { katex.renderToString(tex, { throwOnError: true, strict: "error" }); } catch (err) { failed++; if (failed < 20) console.log(m, tex.slice(0, 150), "=>", String(err).slice(0, 140)); }
    }
  }
}
console.log({ total, failed });
