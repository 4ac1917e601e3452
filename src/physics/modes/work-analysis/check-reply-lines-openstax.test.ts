/**
 * The line checks on solutions written elsewhere: the published worked examples of University
 * Physics (test/fixtures/model-replies/openstax-worked-examples.json). A right line is never
 * disputed; the few lines disputed are slips of the book itself, each shown here by its arithmetic.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkReplyLines } from "./check-reply-lines";

interface WorkedExample {
  id: string;
  problem: string;
  reply: string;
}

const examples = JSON.parse(
  readFileSync(
    new URL("../../../../test/fixtures/model-replies/openstax-worked-examples.json", import.meta.url),
    "utf8",
  ),
) as WorkedExample[];

/** Lines where the book itself is wrong, and what is wrong with them. */
const BOOK_SLIPS: Record<string, string> = {
  // 239.052157 − 239.046526 = 0.005631, not 0.0005631.
  "up3-c10-x07": "a subtraction written with a power of ten too few",
  // (4.1 m/s²)(10.0 s) is 41 m/s, added to metres: the 4.1 is a velocity written with m/s².
  "up1-c04-x06": "a velocity written in m/s² and added to metres",
  // −(0.25 kg)(−5.4 m/s ĵ) is +(1.4 kg·m/s) ĵ: a minus sign too many before the mass.
  "up1-c09-x07": "a momentum with a minus sign too many",
  // g written 9.8 m/s: √(2 kg × 9.8 m/s ÷ 0.006 kg/m) comes out in m/s^½, not m/s.
  "up1-c16-x07": "the acceleration of gravity written in m/s",
  // kg/mol⁻¹ is kg·mol, so the quotient by mol⁻¹ is kg·mol², not kg.
  "up2-c02-x05": "a molar mass written kg/mol⁻¹",
  // A specific heat written J·kg/°C, so the temperature rise works out in K/kg².
  "up3-c02-x01": "a specific heat written J·kg/°C",
  // The 3 stands outside the bracket raised to 2/3; even inside it, 5.56 × 10²⁸ m⁻³ gives 8.50 × 10⁻¹⁹ J.
  "up3-c09-x05": "a factor outside its bracket and a density that does not give the stated energy",
};

describe("checking the published worked examples of University Physics", () => {
  // Checked with the problem each answers, as the app checks a reply: a relation written in a form
  // that is right only for a situation the problem names is then known for what it is.
  const results = examples.map((example) => ({
    id: example.id,
    result: checkReplyLines(example.reply, { problem: example.problem }),
  }));

  it("disputes no line of the 375 solutions but the book's own slips", () => {
    expect(examples).toHaveLength(375);
    const disputed = results.filter(({ result }) => result.failed.length > 0).map(({ id }) => id);
    expect(disputed.sort()).toEqual(Object.keys(BOOK_SLIPS).sort());
  });

  it("reads a calculation in most of them", () => {
    const withOneRead = results.filter(({ result }) => result.checked.length > 0).length;
    expect(withOneRead).toBeGreaterThanOrEqual(260);
  });
});
