/**
 * Physics qualifiers: words that change the model a problem needs (a body that rolls, a rod
 * instead of a point mass, a battery's internal resistance, a relativistic speed, a container
 * that takes heat, a second phase of motion, a sign convention). A chain of relations answers a
 * problem with such a word only when one of its relations declares that situation in its
 * principle, conditions or cues; otherwise the solver refuses rather than answer with a simpler
 * model than the problem states.
 */
import type { SolutionStep } from "../bank/template";
import { isWaveSpeedRelation, type Relation } from "../relations/relation";
import { RELATIONS } from "../relations/relations";

/** A word or phrase that changes the physics, with the relations it concerns. */
interface Qualifier {
  /** The situation in words, for the refusal ("a body that rolls"). */
  situation: string;
  /** Where the text names the situation (lower-case text). */
  pattern: RegExp;
  /** Words that must also be in the text for the situation to arise. */
  alsoNeeds?: RegExp;
  /**
   * Words earlier in the same clause that make a match name something else ("a ramp inclined at
   * 30° above the horizontal" is a slope, "a force directed 30° above the horizontal" a direction).
   */
  notInClauseWith?: { words: RegExp; launch: RegExp };
  /** The relations whose simpler model the situation overrides; every relation when absent. */
  concerns?: (relation: Relation) => boolean;
  /** Words in a relation's principle, conditions or cues that show it models the situation. */
  modelledBy: RegExp;
}

// A slope's tilt or a force's direction, in a clause with no launch: not a projectile's angle.
const SLOPE_OR_FORCE_DIRECTION = {
  words:
    /\b(inclin\w*|ramps?|planes?|slopes?|hills?|tilted|forces?|pull\w*|push\w*|ropes?|cables?|strings?|directed|exerted|applied)\b/,
  launch:
    /\b(thrown|throws?|launch\w*|fired|fires|kick\w*|shot|shoots|projected|toss\w*|hurl\w*|leaves|jump\w*|hits?|struck|batted|fl(?:y|ies|ying|ew))\b/,
};
// Where the clause around a match starts: a full stop, not a decimal point ("30.0°").
const CLAUSE_START = /(?:[?!;]|\.(?!\d))(?:[^.?!;]|\.\d)*$/;

const MOTION_SUBTOPICS = new Set(["kinematics", "dynamics", "work-energy", "momentum", "rotational-motion"]);
const HEAT_SUBTOPICS = new Set(["heat-temperature", "phase-changes", "heat-transfer"]);

function isMotion(relation: Relation): boolean {
  return MOTION_SUBTOPICS.has(relation.subtopic);
}

function describes(relation: Relation, pattern: RegExp): boolean {
  return [relation.principle, ...relation.conditions, ...(relation.cues ?? [])].some((text) =>
    pattern.test(text.toLowerCase()),
  );
}

const EXTENDED_BODY =
  /\b(rod|stick|meter stick|metre stick|bar|plank|beam|ruler|disk|disc|hoop|ring|cylinder|sphere|shell|wheel|flywheel|door|plate|lamina|physical pendulum|compound pendulum)\b/;

const QUALIFIERS: readonly Qualifier[] = [
  {
    // A gravitational force asked between two charged particles is not their electric force.
    situation: "a gravitational force between the bodies",
    pattern: /\bgravitational (?:force|attraction|pull)\b|\bforce of gravity\b/,
    concerns: (relation) =>
      relation.subtopic === "electric-fields" || relation.subtopic === "electric-potential",
    modelledBy: /gravit|weight/,
  },
  {
    // Light that ejects photoelectrons gives them its energy less the work function, never its
    // momentum or its wavelength.
    situation: "light that ejects photoelectrons (the photoelectric effect)",
    pattern: /\bphotoelectr\w*|\bwork function\b/,
    concerns: (relation) => relation.subtopic === "momentum" || relation.variant !== undefined,
    modelledBy: /photoelectr|work function/,
  },
  {
    situation: "a body that rolls",
    pattern: /\b(roll(s|ing|ed)?|without slipping)\b/,
    // Rolling changes how energy and forces act; a collision or a stated acceleration is unchanged.
    concerns: (relation) =>
      relation.subtopic === "work-energy" ||
      relation.subtopic === "dynamics" ||
      relation.variables.includes("g"),
    modelledBy: /\broll|without slipping/,
  },
  {
    situation: "an extended body (rod, disk, sphere ...) rather than a point mass on a string",
    pattern: EXTENDED_BODY,
    concerns: (relation) => describes(relation, /point mass|simple pendulum/),
    modelledBy: /physical pendulum|compound pendulum|pivot|moment of inertia/,
  },
  {
    situation: "charge spread over plates, a sphere, a line or a ring rather than a point charge",
    pattern: /\b(plates?|capacitor|shell|sphere|rod|wire|line of charge|ring|disk|disc|sheet|cylinder)\b/,
    concerns: (relation) => describes(relation, /point charge/),
    modelledBy: /plate|shell|sphere|line of charge|ring|sheet|cylinder/,
  },
  {
    situation: "a change of phase (melting, boiling, condensing)",
    pattern:
      /\b(melt(s|ed|ing)?|boil(s|ed|ing)?|freez(es|ing)|froze|vapori[sz](es|ed|ing|ation)|evaporat(es|ed|ing|ion)|condens(es|ed|ing|ation)|(changed|turned|converted) (in)?to (vapou?r|steam|ice|water|liquid))\b/,
    // Relations written for a single phase say so; those of latent heat model the change.
    concerns: (relation) => relation.conditions.includes("no phase change"),
    modelledBy: /(?!)/,
  },
  {
    situation: "a source's internal resistance",
    pattern: /\binternal resistance\b/,
    modelledBy: /internal resistance/,
  },
  {
    situation: "a relativistic treatment",
    pattern: /\brelativistic(ally)?\b|\bspecial relativity\b/,
    modelledBy: /relativ|lorentz|dilation|contraction|rest energy|inertial frames/,
  },
  {
    situation: "a speed near that of light or a proper time or length",
    pattern:
      // Below a tenth of c (0.03c) the non-relativistic relations hold to within half a percent.
      /(?<![\d.^-])0?\.[1-9]\d*\s?c\b|\bproper (time|length|lifetime|mean life(time)?)\b|\bspeed of light\b/,
    // A light or radio wave's speed is light's own, with no relativity in v = f λ.
    concerns: (relation) =>
      relation.subtopic !== "relativity" &&
      relation.variables.includes("v") &&
      !isWaveSpeedRelation(relation),
    modelledBy: /relativ|lorentz|dilation|contraction|rest energy|inertial frames/,
  },
  {
    situation: "a container or calorimeter that takes heat",
    pattern:
      /\bcalorimeter\b|\b(aluminum|aluminium|copper|steel|iron|glass|brass|metal|ceramic) (cup|container|can|pot|vessel|beaker|kettle|pan|mug)\b/,
    // The vessel holds something else that is heated with it.
    alsoNeeds: /\b(water|liquid|coffee|tea|oil|milk|soup|contents|holds|contains|containing|filled)\b/,
    concerns: (relation) => HEAT_SUBTOPICS.has(relation.subtopic),
    modelledBy: /calorimeter|container/,
  },
  {
    situation: "a second phase of motion",
    pattern:
      /\b(then|after which|afterwards?|subsequently|thereafter|comes? back down|falls? back|returns?|bounces?|rebounds?)\b|\band back\b/,
    concerns: isMotion,
    modelledBy: /two phases|round trip|returns/,
  },
  {
    situation: "an angular speed that changes, where the chain takes it as constant",
    pattern:
      /\b(angular acceleration|spins? up|spun up|speeds? up|slows? down|from rest|to rest|to a stop|accelerat\w*|decelerat\w*)\b/,
    concerns: (relation) => /constant angular speed/i.test(relation.principle),
    modelledBy: /(?!)/,
  },
  {
    situation: "a round trip of sound or light (an echo)",
    pattern: /\b(echo(es)?|round[- ]trip|reflects? back|bounces? back)\b|\breflects?\b[^.]*\breturns?\b/,
    modelledBy: /echo|round trip/,
  },
  {
    situation: "the signs of a diverging lens or a convex mirror",
    pattern: /\b(diverging|concave lens|convex mirror|virtual object)\b/,
    modelledBy: /diverging|concave lens|convex mirror/,
  },
  {
    situation: "the signs of heat and work (heat lost, work done on the gas)",
    pattern:
      /\b(on the (gas|system)|los(es|t|ing) \S+ (j|kj|cal|kcal|joules?) of heat|(loses|lost|gives off|gave off|releases|released|rejects|rejected|expels|expelled) (heat|energy)|heat (is )?(lost|released|removed|extracted|rejected|given off))\b/,
    concerns: (relation) => describes(relation, /first law/),
    modelledBy: /sign/,
  },
  {
    situation: "a constant power rather than a constant acceleration",
    pattern: /\bconstant (power|rate of work)\b/,
    concerns: (relation) => relation.conditions.includes("constant acceleration"),
    modelledBy: /constant power/,
  },
  {
    situation: "light of two colours (dispersion)",
    pattern: /\b(red|violet|blue|green|yellow)\b[^.?!]*\b(red|violet|blue|green|yellow)\b/,
    concerns: (relation) => relation.subtopic === "geometric-optics" || relation.subtopic === "wave-optics",
    modelledBy: /dispersion/,
  },
  {
    situation: "a quantity that varies (a function of time or position)",
    pattern:
      /\b(varies|varying|as a function of|non-?uniform(ly)?|increases linearly|decreases linearly|proportional to)\b|\b[a-z]\s*\(\s*[txr]\s*\)\s*=|∝|\b[a-z]\s*=\s*-?\s*[a-z]\s*\*?\s*[a-z]\s*\^|\b(?:grows?|increases?|decreases?|rises?|falls?|changes?|depends?)\s+(?:linearly\s+)?(?:with|on)\s+(?:the\s+)?(?:distance|radius|radial distance|position)\b/,
    modelledBy: /varies|function of/,
  },
  {
    situation: "a launch at an angle or horizontally (projectile motion)",
    pattern:
      /\b(projectile|above (?:the )?horizontal(?! surface| floor)|below (?:the )?horizontal(?! surface| floor)|launch angle|at an angle of [^.?!]{0,60} (above|below|to|with) the (horizontal|ground))\b/,
    notInClauseWith: SLOPE_OR_FORCE_DIRECTION,
    concerns: isMotion,
    modelledBy: /projectile|horizontal/,
  },
  {
    // "Pushes a can 0.600 m horizontally" moves along the floor; "horizontally" is a launch only
    // beside words of flight or falling.
    situation: "a launch at an angle or horizontally (projectile motion)",
    pattern: /\bhorizontally\b/,
    alsoNeeds:
      /\b(thrown|throws?|launch\w*|fired|fires|kick\w*|shot|shoots|projected|toss\w*|hurl\w*|leaves|rolls? off|fl(?:y|ies|ying|ew)|falls?|falling|drops?|dropped|cliff|table|height|high|lands?|landing|ground|roof|building|tower|bullet|arrow|ball|stone|rock|package|jump\w*|air)\b/,
    concerns: isMotion,
    modelledBy: /projectile|horizontal/,
  },
  {
    situation: "resistors combined in series or in parallel",
    pattern: /\b(in parallel|in series|parallel combination|series combination)\b/,
    concerns: (relation) => relation.subtopic === "electric-current" || relation.subtopic === "ac-circuits",
    modelledBy: /parallel|series/,
  },
];

// Negations that take a qualifier back ("friction is negligible", "does not roll").
const NEGATED = /\b(no|not|without|negligible|neglect\w*|ignor\w*)\s+$/;

const globalPatterns = new Map<RegExp, RegExp>();

// A sentence that sets things aside ("Ignore any complications, such as loss of water by
// evaporation."): what it names does not happen in the problem.
const SET_ASIDE_SENTENCE = /(?:^|(?<=[.?!]\s))(?:ignore|neglect|disregard)\b[^.?!]*(?:[.?!]|$)/g;

/** A lower-case problem text without its sentences that set things aside. */
export function withoutSetAsideSentences(lower: string): string {
  return lower.replace(SET_ASIDE_SENTENCE, " ");
}

function namesSituation(
  lower: string,
  pattern: RegExp,
  notInClauseWith?: Qualifier["notInClauseWith"],
): boolean {
  let global = globalPatterns.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, "g");
    globalPatterns.set(pattern, global);
  }
  for (const match of lower.matchAll(global)) {
    const at = match.index ?? 0;
    if (notInClauseWith) {
      const preceding = lower.slice(Math.max(0, at - 120), at);
      const clause = preceding.slice((CLAUSE_START.exec(preceding)?.index ?? -1) + 1);
      if (notInClauseWith.words.test(clause) && !notInClauseWith.launch.test(clause)) continue;
    }
    const before = lower.slice(Math.max(0, at - 20), at);
    if (!NEGATED.test(before) || match[0].startsWith("without")) return true;
  }
  return false;
}

const relationsByStep = new Map<string, Relation>();
for (const relation of RELATIONS)
  relationsByStep.set(`${relation.principle}\u0000${relation.latex}`, relation);

/** The relations a worked solution uses, found from its steps. */
export function relationsOfSteps(steps: readonly SolutionStep[]): Relation[] {
  return steps.flatMap((step) => {
    const relation = relationsByStep.get(`${step.principle}\u0000${step.equation}`);
    return relation ? [relation] : [];
  });
}

/**
 * The situation a problem names that the chain's relations do not model, in words; undefined when
 * the chain models every qualifier the text names that concerns it.
 */
export function unmodelledSituation(text: string, steps: readonly SolutionStep[]): string | undefined {
  const lower = withoutSetAsideSentences(text);
  const used = relationsOfSteps(steps);
  for (const qualifier of QUALIFIERS) {
    const concerned = qualifier.concerns ? used.some(qualifier.concerns) : used.length > 0;
    if (!concerned || !namesSituation(lower, qualifier.pattern, qualifier.notInClauseWith)) continue;
    if (qualifier.alsoNeeds && !qualifier.alsoNeeds.test(lower)) continue;
    if (used.some((relation) => describes(relation, qualifier.modelledBy))) continue;
    return qualifier.situation;
  }
  return undefined;
}
