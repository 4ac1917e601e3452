import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type GoldenConversation, goldenConversations } from "./test-helpers";

/**
 * The coach's replies to every labelled question of test/fixtures/concept-questions.json, kept as
 * fingerprints of the whole reply. A change meant to change replies rewrites the file with
 * `UPDATE_CONCEPT_GOLDEN=1 npx vitest run src/physics/concepts/concept-coach-golden.test.ts`,
 * and its diff shows which questions now reach another page.
 */
const GOLDEN_FILE = fileURLToPath(
  new URL("../../../test/fixtures/concept-coach-golden.jsonl", import.meta.url),
);

describe("Concept Coach's replies to the labelled questions", () => {
  it("are byte for byte the golden ones: the same page, first reply and follow-up", {
    timeout: 900_000,
  }, () => {
    const actual = goldenConversations();
    if (process.env.UPDATE_CONCEPT_GOLDEN === "1") {
      writeFileSync(
        GOLDEN_FILE,
        `${actual.map((conversation) => JSON.stringify(conversation)).join("\n")}\n`,
      );
      return;
    }
    const golden = readFileSync(GOLDEN_FILE, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as GoldenConversation);
    expect(actual.map((conversation) => conversation.messages)).toEqual(
      golden.map((conversation) => conversation.messages),
    );
    const changed = actual.flatMap((conversation, index) => {
      const before = golden[index];
      if (JSON.stringify(conversation) === JSON.stringify(before)) return [];
      return [`${conversation.messages.join(" / ")}: page ${conversation.page}, was ${before?.page}`];
    });
    expect(changed).toEqual([]);
  });
});
