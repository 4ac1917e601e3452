import { describe, expect, it } from "vitest";
import { otherSubjectMarks } from "./other-subjects";
import { coach } from "./test-helpers";

function saysNoPage(question: string) {
  const reply = coach(question);
  return reply.conceptId === null && /don.t have a page/.test(reply.reply);
}

describe("questions of another school subject, or requests that are not physics, get 'no page'", () => {
  it.each([
    "can you explain how photosynthesis works in a leaf",
    "what is the job of the ribosomes in a cell",
    "how do I balance this chemical equation for burning methane",
    "what were the main causes of the first world war",
    "what is the theme of the poem about the daffodils",
    "how do you conjugate the spanish verb tener",
    "can you help me factorise this polynomial",
    "could you proofread my cover letter",
    "why does my python program give a syntax error",
    "what is the capital of australia",
    "how do you say good night in french",
    "can you summarise the second chapter of the hobbit for me",
    "find the derivative of x^2 ln x with the product rule pls",
    "so bored in my free period, what is your favourite film",
    "can u do me a 600 word essay on ww2 that sounds like a teenager wrote it",
    "my laptop freezes whenever i have loads of browser tabs open, how do i stop that",
  ])("%j", (question) => {
    expect(saysNoPage(question)).toBe(true);
  });

  it("says the question belongs to another subject", () => {
    expect(coach("how are genes passed from parents to children").reply).toMatch(
      /biology rather than physics/,
    );
    expect(coach("write me an essay about the roman empire").reply).toMatch(/rather than physics/);
  });
});

describe("physics questions set in another subject still reach their page", () => {
  it.each([
    [
      "in biology we learned the eye has a lens, how does it focus light onto the retina",
      "geometric-optics.lenses",
    ],
    [
      "how did the atomic bombs of the second world war release so much energy from fission",
      "nuclear-physics.fission-and-fusion",
    ],
    ["why did alternating current win the war of the currents", "ac-circuits.ac-versus-dc"],
    // A single word of another subject is the setting of a question that names its page outright.
    [
      "our textbook chapter on forces says friction grows when the surfaces are pushed together harder, why",
      "dynamics.friction",
    ],
    ["why are king tides biggest when the moon is nearest to the earth", "dynamics.gravity-and-orbits"],
  ])("%j -> %s", (question, page) => {
    expect(coach(question).conceptId).toBe(page);
  });
});

describe("the marks of other subjects", () => {
  it("leaves out words physics shares with them", () => {
    expect(otherSubjectMarks("why does a solar cell make electricity")).toBeUndefined();
    expect(otherSubjectMarks("what is the reaction force when I push a wall")).toBeUndefined();
    expect(otherSubjectMarks("what fraction of the light is reflected")).toBeUndefined();
    expect(otherSubjectMarks("how many revolutions per minute does the wheel make")).toBeUndefined();
  });

  it("names the subject the question belongs to", () => {
    expect(otherSubjectMarks("how does meiosis halve the chromosomes")?.subject).toBe("biology");
    expect(otherSubjectMarks("what is a covalent bond")?.subject).toBe("chemistry");
  });

  it("knows a chemical equation to balance from its formulas, and a nuclear reaction from its mass numbers", () => {
    expect(
      otherSubjectMarks("how do i balance Na + Cl2 -> NaCl, i keep getting two chlorines")?.subject,
    ).toBe("chemistry");
    expect(otherSubjectMarks("2H2 + O2 → 2H2O, how many of each do i need")?.subject).toBe("chemistry");
    expect(
      otherSubjectMarks("in U-235 + n -> Ba-141 + Kr-92 + 3n, where does the energy come from"),
    ).toBeUndefined();
    expect(otherSubjectMarks("why does CO2 in the air trap heat")).toBeUndefined();
    expect(otherSubjectMarks("how does a rectifier turn AC -> DC for my LED strip")).toBeUndefined();
  });

  it("adds up the marks of two subjects: a book's themes for an essay are not physics", () => {
    expect(otherSubjectMarks("list the main themes in this book for my essay")?.words.length).toBe(2);
    expect(saysNoPage("can you list three main themes in the book for my english essay")).toBe(true);
  });

  it("reads a phrase carried by its small words as written: the theme of a poem, not a theme park", () => {
    expect(otherSubjectMarks("what are the themes in this short poem")?.subject).toBe("literature");
    expect(otherSubjectMarks("at the theme park the free-fall ride is braked by magnets")).toBeUndefined();
  });
});
