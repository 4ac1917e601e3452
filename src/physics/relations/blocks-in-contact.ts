/**
 * Two blocks in contact pushed across a frictionless floor by one force on one of them: both move
 * with one acceleration, and the block pushed only by the other gets its share of the push
 * through the contact. Only the reader of this structure (solver/blocks-in-contact-reading.ts)
 * assigns which block is pushed, so the relations are not among the engine's general ones.
 */
import { finite, generalRelation, productRelation, type Relation } from "./relation";
import type { Variable } from "./variable-definition";

export const BLOCKS_IN_CONTACT_VARIABLES: readonly Variable[] = [
  {
    id: "massPushed",
    latex: "m_1",
    name: "mass of the block the force acts on",
    unit: "kg",
    typical: 3,
    keywords: [],
  },
  {
    id: "massAhead",
    latex: "m_2",
    name: "mass of the block pushed by the other",
    unit: "kg",
    typical: 5,
    keywords: [],
  },
  {
    id: "contactForce",
    latex: "F_{12}",
    name: "contact force between the blocks",
    unit: "N",
    typical: 10,
    keywords: [],
  },
];

export const BLOCKS_IN_CONTACT_RELATIONS: Relation[] = [
  generalRelation({
    id: "dynamics.blocks-in-contact-acceleration",
    subtopic: "dynamics",
    principle: "Newton's second law for both blocks together: they move with one acceleration",
    latex: "a = \\frac{F}{m_1 + m_2}",
    left: "a",
    right: "F / (massPushed + massAhead)",
    variables: ["a", "F", "massPushed", "massAhead"],
    conditions: ["frictionless surface", "the blocks stay in contact"],
    solvers: {
      a: ({ F, massPushed, massAhead }) => finite(F / (massPushed + massAhead)),
      F: ({ a, massPushed, massAhead }) => finite(a * (massPushed + massAhead)),
    },
  }),
  productRelation({
    id: "dynamics.blocks-in-contact-force",
    subtopic: "dynamics",
    principle:
      "Newton's second law for the block pushed only through the contact (the contact force on each block has this size)",
    latex: "F_{12} = m_2 a",
    result: "contactForce",
    factors: { massAhead: 1, a: 1 },
    conditions: ["frictionless surface"],
  }),
];
