/**
 * Two blocks in contact pushed across a frictionless floor by one force: the force acts on one
 * block, which pushes the other. The physics needs to know which block the force acts on, so the
 * reader finds the block named right after the push ("is applied to the 3.00-kg block", "pushes a
 * 3.0-kg crate", "a 24 N push is applied to A") and gives the contact force (the same size on each
 * block) or the common acceleration. Friction, a third mass or force, or a push on no block it
 * can name makes the reader step aside (undefined).
 */

import { haveSameDimension } from "../quantity/quantity";
import { BLOCKS_IN_CONTACT_RELATIONS } from "../relations/blocks-in-contact";
import { variable } from "../relations/relations";
import type { Variable } from "../relations/variable-definition";
import type { ExtractedQuantity } from "./extract";
import { prepared, solvePrepared } from "./structured";
import type { SolveResult, Understood } from "./types";
import { unitAskedFor } from "./unknown";

const IN_CONTACT =
  /\b(in contact|contact force|touching|side by side|next to each other|in turn push\w*|pushing it (?:into|against))\b/;
const FRICTIONLESS =
  /\b(frictionless|smooth|no friction|without friction|ignore friction|neglect friction)\b/;
const HAS_FRICTION = /\bcoefficient\b|\bfriction(?!less)\b/;
const ASKS_CONTACT = /\b(contact force|force between)\b|\bforce\b[^.?!]{0,30}\bexerts?\b[^.?!]{0,30}\bon\b/;
const ASKS_ACCELERATION = /\bacceleration\b/;
// A block named as the one the push acts on: a mass ("the 3.00-kg block") or a letter ("A").
const PUSHED_BLOCK =
  /^[^.?!]{0,40}?\b(?:applied to|acts? on|exerted on|pushes|pushing|push(?:es)? on)\s+(?:on\s+)?(?:the\s+|a\s+)?(?:(?:block|crate|box)\s+)?(?:(\d+(?:\.\d+)?)\s*-?\s*kg\b|([a-d])\b)/;
const LETTER_MASS =
  /\b(?:block\s+|crate\s+|box\s+)?([a-d])\s*(?:\(\s*|,\s*(?:of\s+)?(?:mass\s+)?|\s+(?:has|of)\s+(?:a\s+)?(?:mass\s+(?:of\s+)?)?)(\d+(?:\.\d+)?)\s*-?\s*kg\b/g;

/** The index of the mass the push acts on, or undefined when no block is named. */
function pushedMass(
  lower: string,
  force: ExtractedQuantity,
  masses: readonly ExtractedQuantity[],
): number | undefined {
  const named = PUSHED_BLOCK.exec(lower.slice(force.end));
  if (!named) return undefined;
  const [, massText, letter] = named;
  let value = massText === undefined ? undefined : Number(massText);
  if (letter !== undefined) {
    const labelled = [...lower.matchAll(LETTER_MASS)].filter((match) => match[1] === letter);
    if (labelled.length !== 1) return undefined;
    value = Number(labelled[0][2]);
  }
  const at = masses.flatMap((mass, index) => (mass.unit === "kg" && mass.value === value ? [index] : []));
  return at.length === 1 ? at[0] : undefined;
}

/** The contact force or the acceleration of two blocks pushed together, or undefined. */
export function solveBlocksInContact(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (
    !IN_CONTACT.test(lower) ||
    !FRICTIONLESS.test(lower) ||
    HAS_FRICTION.test(lower.replace(FRICTIONLESS, ""))
  )
    return undefined;
  const questionLower = question.toLowerCase();
  const unknown = ASKS_CONTACT.test(questionLower)
    ? variable("contactForce")
    : ASKS_ACCELERATION.test(questionLower)
      ? variable("a")
      : undefined;
  if (!unknown) return undefined;
  const masses = quantities.filter((quantity) => haveSameDimension(quantity.unit, "kg"));
  const forces = quantities.filter((quantity) => haveSameDimension(quantity.unit, "N"));
  if (masses.length !== 2 || forces.length !== 1 || masses.length + forces.length !== quantities.length)
    return undefined;
  const pushed = pushedMass(lower, forces[0], masses);
  if (pushed === undefined) return undefined;
  const ahead = 1 - pushed;
  const roles: [ExtractedQuantity, Variable][] = [
    [forces[0], variable("F")],
    [masses[pushed], variable("massPushed")],
    [masses[ahead], variable("massAhead")],
  ];
  const givens = roles.map(([quantity, role]) => prepared(quantity, role));
  if (givens.some((given) => given === undefined)) return undefined;
  const unit = unitAskedFor(normalized.slice(Math.max(0, normalized.indexOf(question))));
  const understood: Understood = {
    quantities: roles.map(([quantity, role]) => ({
      text: quantity.text,
      value: quantity.value,
      unit: quantity.unit,
      variable: role.id,
      variableName: role.name,
    })),
    unknown: { variable: unknown.id, name: unknown.name, ...(unit ? { unit } : {}) },
    assumptions: [
      `The force acts on the ${masses[pushed].text} block, which pushes the ${masses[ahead].text} block; no friction.`,
    ],
  };
  const result = solvePrepared({
    givens: givens.filter((given) => given !== undefined),
    unknown,
    unit,
    relations: BLOCKS_IN_CONTACT_RELATIONS,
    understood,
    requireAllUsed: true,
    maxSteps: 2,
  });
  return result.status === "solved" && result.si.value > 0 ? result : undefined;
}
