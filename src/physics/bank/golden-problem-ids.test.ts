import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allTemplates, problemFromId } from "./index";

// A stored problem id ("<template>~<level>~<seed>") must show a student the same problem forever.
// Each template is pinned at each of its levels and these seeds to a digest of its title,
// statement and answer; a change to a template's random draws or wording fails here. When a
// change is meant to alter problems, it must be a new template id, not an edit of the old one.
const GOLDEN_SEEDS = [1, 2, 7, 12345, 987654] as const;

function problemDigest(id: string): string {
  const problem = problemFromId(id);
  if (!problem) return "missing";
  // The answer as a student reads it: six significant figures, so the digest does not hang on the
  // last bits of floating-point arithmetic.
  const { value, unit } = problem.problem.answer;
  const shown = JSON.stringify({
    title: problem.title,
    content: problem.content,
    answer: { value: Number(value.toPrecision(6)), unit },
  });
  return createHash("sha256").update(shown).digest("hex").slice(0, 16);
}

describe("stored problem ids", () => {
  it("reproduce the same statements and answers as when they were pinned", async () => {
    const digests: Record<string, string> = {};
    for (const template of allTemplates) {
      for (const level of template.levels) {
        for (const seed of GOLDEN_SEEDS) {
          const id = `${template.id}~${level}~${seed}`;
          digests[id] = problemDigest(id);
        }
      }
    }
    expect(Object.values(digests)).not.toContain("missing");
    await expect(`${JSON.stringify(digests, null, 2)}\n`).toMatchFileSnapshot("./golden-problem-ids.json");
  });
});
