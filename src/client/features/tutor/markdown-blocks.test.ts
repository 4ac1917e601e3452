import { describe, expect, it } from "vitest";
import { markdownBlocks } from "./markdown-blocks";

describe("a reply's markdown blocks", () => {
  it("splits at blank lines and joins back to the same text", () => {
    const text = "### Forces\n\nThe **net force** is $F = ma$.\n\n- one\n- two\n";
    const blocks = markdownBlocks(text);
    expect(blocks).toHaveLength(3);
    expect(blocks.join("")).toBe(text);
    expect(blocks[2]).toBe("- one\n- two\n");
  });

  it("keeps display math, fences and indented continuations in one block", () => {
    const text = "$$\na = b\n\nc = d\n$$\n\n```\nx\n\ny\n```\n\n1. item\n\n   more of the item\n\nEnd";
    const blocks = markdownBlocks(text);
    expect(blocks).toEqual([
      "$$\na = b\n\nc = d\n$$\n\n",
      "```\nx\n\ny\n```\n\n",
      "1. item\n\n   more of the item\n\n",
      "End",
    ]);
  });

  it("changes only the last block while a reply grows", () => {
    const first = markdownBlocks("Intro.\n\nThe answer is");
    const later = markdownBlocks("Intro.\n\nThe answer is $v = 20$ m/s.");
    expect(later[0]).toBe(first[0]);
    expect(later).toHaveLength(2);
  });
});
