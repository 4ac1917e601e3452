/**
 * Finding the concept a student means from their own words. Each word of the question is weighed
 * by how rare it is in the library and by where a page uses it (title, keywords, or only its text);
 * a whole keyword phrase in the question ("mass and weight", "power lines") counts extra; word forms
 * and typos of longer words still meet. A page is offered as the answer only when the question
 * names its topic, so one shared broad word ("light", "energy") never decides it. What the question
 * is about weighs most: a page scores less for the question's words it never uses, and words said
 * only after "even though", "if" or "when" count less than the main clause. When the question
 * names no page, students' example questions of one page coming clearly closest decide
 * (`nearest-example.ts`).
 * See docs/decisions/020-concept-search-by-named-topic.md, which replaces 012, and 027.
 */

import { COMPOUND_TERMS } from "./compound-terms";
import type { Concept } from "./concept";
import { ALL_CONCEPTS, EVERYDAY_CUES, EVERYDAY_PHENOMENA } from "./library";
import { NEAR_NEIGHBOURS } from "./near-neighbours";
import { clearNearestExample, EXAMPLE_CHOICE, examplesAgree, examplesChoose } from "./nearest-example";
import { otherSubjectMarks } from "./other-subjects";
import { classifyQuestion, type QuestionReading } from "./question-classifier";
import { combinedScores } from "./reading-combiner";

/** A concept with its search score (higher is better: the summed weight of the words that match). */
export interface ConceptMatch {
  concept: Concept;
  score: number;
}

/** The outcome of a search: a confident best match, or "not sure" with the closest candidates. */
export type ConceptSearchResult =
  | { status: "found"; best: ConceptMatch; alternatives: ConceptMatch[] }
  | {
      status: "not-sure";
      candidates: ConceptMatch[];
      /** Several pages fit about equally (the library has pages for it), rather than none. */
      ambiguous: boolean;
      /** The other school subject (or kind of request) the question belongs to, when it is not physics. */
      otherSubject?: string;
    };

/** Below this score a match is too weak to act on; calibrated against the phrasing table in the tests. */
export const CONFIDENT_SCORE = 4;

// Words that carry no topic: question words, filler and classroom talk.
const STOP_WORDS = new Set(
  (
    "a an the and or but if of to in on at by for from with about into over under as is are was were be been being " +
    "do does did doing have has had having i me my we our you your he she it its they them their this that these those " +
    "what which who whom whose why how when where there here can could would should will shall may might must " +
    "not no yes so than then too very just really quite also only even still again ever " +
    "explain understand understanding tell teach help learn learning know get got confused confusing question " +
    "please thanks thank concept topic idea ideas physics work out mean means meaning lets let us want like need " +
    "some any all more most less much many one two thing things stuff something someone way ways happen happens " +
    "happening make makes made go goes going come comes say says said think thought see look " +
    "don dont don't didnt doesnt idk dunno sure okay ok yes yeah hi hello hey " +
    "cant can't wont won't isnt isn't arent aren't anything everything nothing actually exactly simple simply " +
    "plain words terms basically kind sort theres there's thats that's whats what's hows how's whys why's " +
    "its it's right because cause since though although " +
    "she her hers him his mine yours ours without within whether whenever wherever " +
    // Hedges and chat around the question: "kinda", "someone said", "I noticed", "always".
    "kinda sorta gonna wanna gotta literally pretty totally honestly seriously apparently supposedly " +
    "someone somebody anyone anybody everyone everybody guess wonder wondering wondered curious noticed " +
    "heard told always never sometimes usually lot lots bit fine weird random went true reckon reckons " +
    "ask asked asks causing caused mum mom dad mother father brother sister grandma grandpa gran nan " +
    "grandad friend friends mate teacher"
  ).split(" "),
);

// Function words students write without thinking of the topic.
for (const word of "am once maybe perhaps probably already anyway until unless upon".split(" "))
  STOP_WORDS.add(word);

// Contractions, as students type them with or without the apostrophe ("theyd", "wasnt", "im").
// Those that spell another word ("we'll", "she'd", "he'll", "I'll") are left out.
for (const subject of "i you he she it we they that there who what where how here".split(" "))
  for (const ending of ["m", "re", "s", "d", "ll", "ve"]) {
    const joined = `${subject}${ending}`;
    if (!["well", "shed", "hell", "ill", "wed", "hed", "ied", "its"].includes(joined)) STOP_WORDS.add(joined);
  }
for (const verb of "is are was were do does did have has had wo would ca could should must ai need".split(
  " ",
))
  STOP_WORDS.add(`${verb}nt`);

// "work" is also a physics term; keep it when the student writes it, but not as filler ("work out").
STOP_WORDS.delete("work");

/**
 * Irregular verbs' past forms and their verb. Forms that are also other words ("left", "led", "lit",
 * "bit"), mostly adjectives ("frozen", "broken", "stuck", "lost") or idioms of time ("took ages")
 * are left out.
 */
const IRREGULAR_PASTS: [string, string][] = (
  "ran:run threw:throw thrown:throw fell:fall fallen:fall came:come gave:give " +
  "given:give held:hold drove:drive rode:ride ridden:ride flew:fly flown:fly swam:swim sank:sink " +
  "froze:freeze broke:break blew:blow blown:blow grew:grow drew:draw spun:spin struck:strike shot:shoot " +
  "caught:catch brought:bring felt:feel kept:keep slid:slide stood:stand swung:swing rang:ring sang:sing " +
  "began:begin begun:begin ate:eat eaten:eat rose:rise risen:rise shook:shake hung:hang sped:speed " +
  "bent:bend wore:wear dug:dig hid:hide woke:wake sent:send spent:spend built:build"
)
  .split(" ")
  .map((pair) => pair.split(":") as [string, string]);

/** Words made from one another ("warmth" of "warm", "circular" of "circle"): the student may use either. */
const DERIVED_FORMS = new Map([
  ["circular", "circle"],
  ["molecular", "molecule"],
  ["atomic", "atom"],
  ["nuclear", "nucleus"],
  ["gravitational", "gravity"],
  ["warmth", "warm"],
  ["depth", "deep"],
  ["depths", "deep"],
  ["width", "wide"],
  ["length", "long"],
  ["lengths", "long"],
  ["strength", "strong"],
  ["height", "high"],
  ["heights", "high"],
  ["weigh", "weight"],
  ["weighs", "weight"],
  ["weighed", "weight"],
  ["weighing", "weight"],
  ["powerful", "power"],
  ["forceful", "force"],
  ["colourful", "colour"],
  ["colorful", "color"],
  // The past of irregular verbs meets the verb ("he ran up the stairs", "it fell").
  ...IRREGULAR_PASTS.map(([past, verb]) => [past, verb] as [string, string]),
]);

/**
 * Things named by a verb with "-er" that mean something else than the verb: a freezer is not
 * freezing, a jumper or a sweater not a jump or sweat. They keep their ending.
 */
const DEVICE_NOUNS = new Set(
  (
    "freezer heater cooker toaster speaker loudspeaker computer dryer hairdryer scanner sticker " +
    "sprinkler container conditioner extinguisher jumper sweater shower trainer counter charger radiator"
  ).split(" "),
);

/** A light stemmer so "falling", "falls" and "fall", or "heavier" and "heavy", meet. */
export function stemTerm(term: string): string {
  let word = DERIVED_FORMS.get(term) ?? term;
  if (DEVICE_NOUNS.has(word)) return word;
  if (word.endsWith("s") && DEVICE_NOUNS.has(word.slice(0, -1))) return word.slice(0, -1);
  if (word.length <= 3) return word;
  if (word.endsWith("ies") || word.endsWith("ied")) return `${word.slice(0, -3)}i`;
  if (word.endsWith("iest")) return `${word.slice(0, -4)}i`;
  if (word.endsWith("ier")) return `${word.slice(0, -3)}i`;
  if (word.endsWith("ing") && word.length > 5) word = word.slice(0, -3);
  else if (word.endsWith("ed") && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith("ly") && word.length > 4) word = word.slice(0, -2);
  // "smallest", "fastest", "hottest": the superlative of the word.
  else if (word.endsWith("est") && word.length > 6) word = word.slice(0, -3);
  else if (word.endsWith("er") && word.length > 5) word = word.slice(0, -2);
  else if (word.endsWith("es") && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) {
    word = word.slice(0, -1);
    // "dampers", "skydivers": the plural meets the singular, which loses its "-er".
    if (word.endsWith("er") && word.length > 5) word = word.slice(0, -2);
  }
  // "stopping", "getting", "hotter": the doubled consonant goes with the ending
  // ("fall", "mass" and "egg" keep theirs: the result must stay three letters or more.)
  if (word !== term && word.length > 3 && /([bdgmnprt])\1$/.test(word)) word = word.slice(0, -1);
  if (word.endsWith("y") && word.length > 3) word = `${word.slice(0, -1)}i`;
  if (word.endsWith("e") && word.length > 3) word = word.slice(0, -1);
  return word;
}

/** Every word the library's pages write, as written: a real word is never read as a typo. */
const LIBRARY_SPELLINGS = new Set(
  JSON.stringify(ALL_CONCEPTS)
    .toLowerCase()
    .split(/[^a-z]+/),
);

/**
 * Stop words of four letters or more with two neighbouring letters swapped, the commonest slip of
 * typing ("becuase", "waht", "thier"), unless the library writes the result as a word of its own
 * ("form" of "from", "three" of "there", "quiet" of "quite").
 */
const STOP_WORD_SLIPS = new Set(
  [...STOP_WORDS]
    .filter((word) => word.length >= 4 && /^[a-z]+$/.test(word))
    .flatMap((word) =>
      [...word.slice(1)].map(
        (_, index) => word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2),
      ),
    )
    .filter((slip) => !STOP_WORDS.has(slip) && !LIBRARY_SPELLINGS.has(slip)),
);

/**
 * Lower-cases, drops stop words (and their slips of typing) and one-letter tokens, and stems. A noun
 * in "-er" whose stem would be a stop word keeps its ending ("shoulder" is not "should").
 */
export function processSearchTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/[\u2019']/g, "");
  if (word.length < 2 || STOP_WORDS.has(word) || STOP_WORD_SLIPS.has(word)) return null;
  const stem = stemTerm(word);
  return STOP_WORDS.has(stem) && /ers?$/.test(word) ? word : stem;
}

const conceptsById = new Map<string, Concept>(ALL_CONCEPTS.map((concept) => [concept.id, concept]));

// Everyday and regional spellings, read as the words the library uses.
const SPELLINGS: [RegExp, string][] = [
  [/\bcolou?rs?\b/g, "colour"],
  [/\bfib(?:er|re)s?\b/g, "fibre"],
  [/\btyres?\b|\btires?\b/g, "tyre"],
  [/\bfridges?\b/g, "refrigerator fridge"],
  [/\belectrocut\w*/g, "electrocuted shock"],
  [/\bpolari[sz]\w*/g, "polarized"],
  [/\baluminum\b/g, "aluminium"],
  // "sparkly" is about sparkling, not sparks.
  [/\bsparkly\b/g, "sparkle"],
  [/\bbicycles?\b/g, "bike"],
  [/\btrucks?\b/g, "lorry truck"],
  [/\bkwh\b/g, "kilowatt hour"],
  [/\bkw\b/g, "kilowatt"],
  // The season is not a spring that bounces: "hay fever in spring", "leaves in the fall".
  [/\b(?:in|this|last|next|every|during) (?:the )?spring(?:time)?\b/g, "springtime"],
  [/\b(?:in|this|last|next|every|during) the fall\b/g, "autumn"],
  [/\bflashlights?\b/g, "torch"],
  [/\b(?:electricity|utility|telegraph|telephone) poles?\b/g, "power pole"],
  [/\bsun ?sets?\b/g, "sunset"],
  // A period of the school day is not the period of an oscillation: "my free period", "in 1st period".
  [/\b(?:free|double|study) periods?\b/g, "free lesson"],
  [
    /\b(?:in|during|before|after|until|till|by|for) (?:my |our )?(?:first|second|third|fourth|fifth|sixth|last|next|1st|2nd|3rd|4th|5th|6th) period\b/g,
    " school lesson",
  ],
  // A flight of stairs is not flying.
  [/\bflights? of (?:stairs|steps)\b/g, "stairs"],
  // Verbs of two words that students write either way: "takes off" and "takeoff".
  [/\b(?:take|takes|taking|took) ?off\b/g, "takeoff"],
  [/\be ?= ?mc ?(?:\^ ?2|2|²)/g, "mass energy mc2"],
  // Numbers that name a thing: the coldest temperature there is, and the speed of light.
  [/[-−–]\s?273(?:\.15)?\s?(?:°|degrees?|deg)?\s?c?\b|\b(?:0|zero) ?(?:k|kelvins?)\b/g, " absolute zero "],
  [
    /\b3 ?(?:x|\*|×) ?10 ?(?:\^ ?8|⁸) ?(?:m\/s|metres? per second|meters? per second)|\b300,? ?000 ?(?:km\/s|kilometres? per second|kilometers? per second)|\b186,? ?000 miles per second/g,
    " speed of light ",
  ],
  // Question phrases that stand for a quantity.
  [/\bhow fast\b/g, "how fast speed"],
  [/\bwhich (?:way|direction)\b/g, "direction"],
  [/\bhow far\b/g, "distance"],
  [/\bhow heavy\b/g, "weight"],
];

/** The text with its everyday spellings evened out and filler about "work" removed. */
function normalizeQuery(text: string): string {
  let query = text
    .slice(0, 500)
    .toLowerCase()
    .replace(/[\u2019]/g, "'")
    // "How does a pendulum work?" is about pendulums, not about work; "work out" is filler too.
    .replace(/\b(how (do|does|did)\b.*?)\bworks?\b/gi, "$1")
    .replace(/\bwork(ing|ed)? (it )?out\b/gi, " ")
    // Where something is, said in words that are not its topic.
    .replace(/\b(?:in front|on top|instead|because|out) of\b/g, " ");
  for (const [pattern, replacement] of SPELLINGS) query = query.replace(pattern, replacement);
  return query;
}

/** How much a word said only as a concession ("even though the air is freezing") counts. */
const CONCESSION_WEIGHT = 0.5;
/** How much a word said only in a condition ("when she pulls her arms in", "if I travelled") counts. */
const CONDITION_WEIGHT = 0.75;

/** Words that open the main clause of a question after a condition ("if a twin flies off, does she ..."). */
const MAIN_CLAUSE_OPENERS = new Set(
  "does do did will would is are was were can could should why how what which".split(" "),
);

/**
 * How much each of the question's stemmed words counts by the clause it stands in. The main clause
 * says what the student asks about ("why do you feel warm in front of a bonfire"); a clause after
 * "even though" or "although" sets a scene the answer is not about, and one after "if" or "when"
 * gives the situation. A question may open on its condition ("if one twin flies off in a rocket,
 * does she come back younger"): the main clause then starts at its question word. A word also used
 * in the main clause counts fully.
 */
export function clauseWeights(text: string): Map<string, number> {
  const weights = new Map<string, number>();
  let first = true;
  let opening = false;
  for (const segment of normalizeQuery(text).split(/[,;:?!.]+/)) {
    let factor = opening ? 1 : undefined;
    opening = false;
    let previous = "";
    for (const word of segment.split(/[^a-z0-9']+/)) {
      if (word === "") continue;
      if (first && (word === "if" || word === "when" || word === "whenever")) {
        // The question opens on its condition; the main clause follows.
        factor = CONDITION_WEIGHT;
        opening = true;
      } else if (opening && MAIN_CLAUSE_OPENERS.has(word)) {
        factor = 1;
        opening = false;
      } else if (!first) {
        if (
          word === "although" ||
          word === "despite" ||
          (previous === "even" && (word === "though" || word === "if"))
        )
          factor = Math.min(factor ?? 1, CONCESSION_WEIGHT);
        else if (word === "if" || word === "when" || word === "whenever")
          factor = Math.min(factor ?? 1, CONDITION_WEIGHT);
      }
      first = false;
      previous = word;
      const term = processSearchTerm(word);
      if (term) weights.set(term, Math.max(weights.get(term) ?? 0, factor ?? 1));
    }
  }
  return weights;
}

/** The stemmed content words of a text, in order. */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().split(/[^a-z0-9'\u2019]+/)) {
    if (word === "" || /^\d+$/.test(word)) continue;
    const term = processSearchTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}

/** The stemmed content words of a question as the search reads it: everyday spellings evened out, filler dropped. */
export function questionTerms(text: string): string[] {
  return contentTerms(normalizeQuery(text));
}

/** What a concept is named by (title and keywords) and what its text talks about, as stemmed words. */
interface ConceptProfile {
  /** Title and keyword phrases as word lists, for whole-phrase matches. */
  phrases: string[][];
  /** The same phrases as written (normalized), for phrases of broad words only. */
  phraseTexts: string[];
  title: Set<string>;
  /** Every word of the title and keywords. */
  names: Set<string>;
  /** Words that name the page alone: the title's words and one-word keywords. */
  ownNames: Set<string>;
  /** Everyday words that point towards the page without naming it (the page file's `everydayCues`). */
  cues: Set<string>;
  /** Everyday phenomena of two or more words ("metal spoon in tea"), for whole-scene matches. */
  scenes: string[][];
  text: Set<string>;
}

interface Vocabulary {
  profiles: Map<string, ConceptProfile>;
  /** In how many concepts each word appears (names or text). */
  documentFrequency: Map<string, number>;
  /** In how many concepts' names each word appears. */
  nameFrequency: Map<string, number>;
  /** Words some page is named by or lists as an everyday cue: the library's topic words. */
  topical: Set<string>;
  words: string[];
}

let vocabulary: Vocabulary | undefined;

function plainText(text: string): string {
  return text.replace(/\$[^$]*\$/g, " ");
}

function buildVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const profiles = new Map<string, ConceptProfile>();
  const documentFrequency = new Map<string, number>();
  const nameFrequency = new Map<string, number>();
  const topical = new Set<string>();
  for (const concept of ALL_CONCEPTS) {
    const named = [concept.title, ...concept.keywords].filter((phrase) => contentTerms(phrase).length > 0);
    const phrases = named.map((phrase) => contentTerms(normalizeQuery(phrase)));
    const phraseTexts = named.map((phrase) =>
      normalizeQuery(phrase)
        .replace(/[^a-z0-9]+/g, " ")
        .trim(),
    );
    const title = new Set(contentTerms(normalizeQuery(concept.title)));
    const names = new Set(phrases.flat());
    const text = new Set(
      contentTerms(
        plainText(
          [
            ...concept.keyIdeas,
            concept.intuition,
            ...concept.realWorld,
            ...concept.questions.flatMap((question) => [question.prompt, question.answer]),
            concept.challenge.prompt,
            ...concept.misconceptions.flatMap((misconception) => [
              misconception.belief,
              misconception.diagnostic.prompt,
              misconception.correction,
            ]),
          ].join(" "),
        ),
      ),
    );
    const ownNames = new Set([...title, ...phrases.filter((phrase) => phrase.length === 1).flat()]);
    const phenomena = (EVERYDAY_PHENOMENA[concept.id] ?? "")
      .split(",")
      .map((phenomenon) => contentTerms(normalizeQuery(phenomenon)));
    const scenes = phenomena.filter((scene) => scene.length >= 2);
    const cues = new Set([
      ...contentTerms(normalizeQuery(EVERYDAY_CUES[concept.id] ?? "")),
      ...phenomena.flat(),
      ...NEAR_NEIGHBOURS.flatMap(({ pages, marks }) =>
        pages.flatMap((page, side) => (page === concept.id ? contentTerms(marks[side]) : [])),
      ),
    ]);
    profiles.set(concept.id, { phrases, phraseTexts, title, names, ownNames, cues, scenes, text });
    for (const word of new Set([...names, ...cues, ...text]))
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    for (const word of names) nameFrequency.set(word, (nameFrequency.get(word) ?? 0) + 1);
    for (const word of [...names, ...cues]) topical.add(word);
  }
  vocabulary = { profiles, documentFrequency, nameFrequency, topical, words: [...documentFrequency.keys()] };
  return vocabulary;
}

let scenePairs: Map<string, number> | undefined;

/** For two words side by side in some everyday scene, how many pages' scenes have them so. */
function scenePairPages(words: Vocabulary): Map<string, number> {
  if (scenePairs) return scenePairs;
  scenePairs = new Map();
  for (const profile of words.profiles.values()) {
    const pairs = new Set<string>();
    for (const scene of profile.scenes)
      for (let index = 0; index + 1 < scene.length; index++) pairs.add(`${scene[index]} ${scene[index + 1]}`);
    for (const pair of pairs) scenePairs.set(pair, (scenePairs.get(pair) ?? 0) + 1);
  }
  return scenePairs;
}

/** Whether two words differ by at most `limit` edits (insertions, deletions, substitutions). */
function withinEdits(first: string, second: string, limit: number): boolean {
  if (Math.abs(first.length - second.length) > limit) return false;
  let previous = Array.from({ length: second.length + 1 }, (_, index) => index);
  for (let row = 1; row <= first.length; row++) {
    const current = [row];
    let best = row;
    for (let column = 1; column <= second.length; column++) {
      const cost = first[row - 1] === second[column - 1] ? 0 : 1;
      current[column] = Math.min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost);
      best = Math.min(best, current[column]);
    }
    if (best > limit) return false;
    previous = current;
  }
  return previous[second.length] <= limit;
}

/** Whether two stemmed words are forms of one word ("accelerat", "acceleration"). */
export function relatedForms(term: string, word: string): boolean {
  // A device is not its verb: a radiator does not radiate, a charger is not a charge.
  return (
    !DEVICE_NOUNS.has(term) &&
    !DEVICE_NOUNS.has(word) &&
    term.length >= 6 &&
    word.length >= 6 &&
    (word.startsWith(term) || term.startsWith(word)) &&
    Math.abs(word.length - term.length) <= 2
  );
}

/** The library words a question word stands for: itself, or its word forms and typos for longer words. */
function libraryWordsFor(term: string, words: Vocabulary): string[] {
  if (words.documentFrequency.has(term) && term.length < 5) return [term];
  const found = words.documentFrequency.has(term) ? [term] : [];
  if (term.length < 5) return found;
  for (const word of words.words) {
    if (word === term || word.length < 5) continue;
    if (relatedForms(term, word) || (found.length === 0 && withinEdits(term, word, term.length >= 8 ? 2 : 1)))
      found.push(word);
  }
  return found;
}

/** Whether a library word stands for a question word only as a possible typo ("carrot" for "carnot"). */
function typoOf(term: string, word: string): boolean {
  return word !== term && !relatedForms(term, word);
}

const TITLE_WEIGHT = 3.3;
const NAME_WEIGHT = 3;
/** A word that appears in the page's names only inside a longer phrase ("room" in "cool the room"). */
const PART_WEIGHT = 1.5;
/** A broad word counts for less wherever it appears. */
const BROAD_FACTOR = 0.5;
const TEXT_WEIGHT = 0.6;
/** An everyday word the page is about without naming it: between its names and its text. */
const CUE_WEIGHT = 1.2;
/** How much an everyday cue counts towards naming the page's topic. */
const CUE_NAMES = 0.5;
/** How much a broad word of the page's title counts towards naming its topic. */
const BROAD_TITLE_NAMES = 0.5;
/** How much a word that may be a typo of one of the page's names counts towards naming its topic. */
const TYPO_NAMES = 0.5;
/** How much a word found only in the page's explanations counts towards naming its topic. */
const TEXT_NAMES = 0.25;
const PHRASE_WEIGHT = 1.5;
/** A whole everyday scene of the page ("oven glove", "spoon in tea"): a little less than a keyword phrase. */
const SCENE_WEIGHT = 1.2;
/** Two words of an everyday scene found side by side in the question: less than the whole scene. */
const PAIR_WEIGHT = 0.7;
/** A one-word keyword the question uses counts a little extra: it names the page outright. */
const WORD_WEIGHT = 0.4;

/** How rare a word is across the library: rare words say more about the topic. */
function rarity(word: string, words: Vocabulary): number {
  const frequency = words.documentFrequency.get(word) ?? 0;
  return Math.log(1 + ALL_CONCEPTS.length / Math.max(1, frequency));
}

/** Words that name many concepts ("energy", "light") say little about which one is meant. */
function isBroad(word: string, words: Vocabulary): boolean {
  return (words.nameFrequency.get(word) ?? 0) >= 5 || BROAD_TERMS.has(word);
}

/** Words so common in students' questions that sharing one of them says little about the topic. */
const BROAD_TERMS = new Set(
  (
    "energi light forc heat electr electric wave mass speed water air metal motion move object bodi time hot cold " +
    "differ different difference between compare versus happen mean use make keep stay open close get put " +
    // Size and how things go, said of almost anything: "a big hill", "a little rainbow", "starts shaking".
    "big little small tiny huge large bad good start " +
    // What the student wants done with the topic, not the topic: "how do you convert celsius to kelvin".
    "convert calculate find measure compute determine figure"
  )
    .split(" ")
    .map((word) => stemTerm(word)),
);

interface RankedMatch extends ConceptMatch {
  /** The question's words that name the concept and are not broad (a word found only inside a phrase counts half). */
  specificNames: number;
  /** The question's words that are not broad, named by the concept or not. */
  specificWords: number;
  /** The question's specific words that the page does not use anywhere. */
  unaccounted: number;
  /** The question's specific words the page does not use, as stemmed words. */
  missing: string[];
  phraseMatched: boolean;
  /** The page is named only by one of its everyday scenes, and explains nothing of the question beyond it. */
  sceneOnly: boolean;
  /** The share of the page's title words that the question uses: breaks ties towards the page it names most closely. */
  titleShare: number;
  /** How many words the page is named by: of two tied pages, the narrower one is about the question. */
  breadth: number;
}

/**
 * The things a question sets side by side or links: "the difference between X and Y", "X versus
 * Y", "does X have Y". A page that names all of them is what the question is about.
 */
export function questionTopics(text: string): string[][] {
  // Read sentence by sentence, each at most LONGEST_COMPARED_SENTENCE characters: the patterns
  // below try every start against every end, which a long run of words would make quadratic.
  const sentences = normalizeQuery(text)
    .split(/(?<=[?.!])/)
    .map((sentence) => sentence.slice(0, LONGEST_COMPARED_SENTENCE));
  const patterns: { exec(sentence: string): (string | undefined)[] | null }[] = [
    /\bdifferen(?:ce|t)s? between (?:an? |the )?(.+?) and (?:an? |the )?(.+?)(?:[?.!,]|$)/,
    { exec: versusSides },
    /\b(?:does|do|can|is|are|could) (?:an? |the )?([a-z' ]+?) (?:have|has|carry|carries|got) (?:an? |any |some )?([a-z' ]+?)(?:[?.!,]|$)/,
    /\bis (?:an? |the )?([a-z' ]+?) the same (?:thing )?as (?:an? |the )?([a-z' ]+?)(?:[?.!,]|$)/,
  ];
  for (const pattern of patterns) {
    const match = sentences.map((sentence) => pattern.exec(sentence)).find((found) => found !== null);
    if (!match) continue;
    const topics = [match[1], match[2]]
      .map((part) => contentTerms(part ?? ""))
      .filter((terms) => terms.length > 0);
    if (topics.length === 2) return topics;
  }
  return [];
}

const VERSUS = / (?:vs\.?|versus|compared (?:to|with)) /g;
const ARTICLE = /^(?:an? |the )/;

/**
 * "X versus Y" (or "X vs Y", "X compared to Y"): the words on each side, read outwards from the
 * first connector whose sides are words only, the right side ending the clause. Found by position,
 * not by one pattern, which would try every start against every end.
 */
function versusSides(sentence: string): [string, string, string] | null {
  for (const connector of sentence.matchAll(VERSUS)) {
    const at = connector.index ?? 0;
    let start = at;
    while (start > 0 && /[a-z' ]/.test(sentence[start - 1])) start -= 1;
    let end = at + connector[0].length;
    while (end < sentence.length && /[a-z' ]/.test(sentence[end])) end += 1;
    if (end < sentence.length && !/[?.!,]/.test(sentence[end])) continue;
    const left = sentence.slice(start, at).trimStart().replace(ARTICLE, "");
    const right = sentence.slice(at + connector[0].length, end).replace(ARTICLE, "");
    if (left.trim() !== "" && right.trim() !== "") return [sentence.slice(start, end), left, right];
  }
  return null;
}

/** The longest part of a sentence in which two compared things are looked for. */
const LONGEST_COMPARED_SENTENCE = 300;

/** The compound names, shortest first, so that a longer name holding a shorter one decides. */
const COMPOUNDS_BY_LENGTH = Object.entries(COMPOUND_TERMS).sort(
  ([first], [second]) => first.length - second.length,
);

/**
 * The stemmed words of the compound names a question uses ("black hole"), each with the page that
 * name belongs to, or null for a name the library has no page for.
 */
function compoundOwners(plainQuery: string): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  for (const [name, owner] of COMPOUNDS_BY_LENGTH) {
    // "rip current" is also "rip currents".
    if (!` ${plainQuery} `.includes(` ${name} `) && !` ${plainQuery} `.includes(` ${name}s `)) continue;
    for (const term of contentTerms(name)) owners.set(term, owner);
  }
  return owners;
}

const compoundParts = new Map<string, Set<string>>();

/**
 * The words of the compound names a page is named by ("moment", "inertia" for a page whose title
 * says "moment of inertia"): alone in a question, they may mean something else.
 */
function compoundPartsOf(conceptId: string, profile: ConceptProfile): Set<string> {
  const known = compoundParts.get(conceptId);
  if (known) return known;
  const parts = new Set<string>();
  const elsewhere = new Set<string>();
  for (const [position, phrase] of profile.phraseTexts.entries()) {
    const names = Object.keys(COMPOUND_TERMS).filter((name) => ` ${phrase} `.includes(` ${name} `));
    for (const name of names) for (const term of contentTerms(name)) parts.add(term);
    // The title (index 0) and one-word keywords name the page by a word on its own.
    if (position === 0 || profile.phrases[position].length === 1) {
      const rest = names.reduce((text, name) => ` ${text} `.replace(` ${name} `, " "), phrase);
      for (const term of contentTerms(rest)) elsewhere.add(term);
    }
  }
  // A word the page also names on its own ("sound" beside "speed of sound") keeps its full weight.
  for (const term of elsewhere) parts.delete(term);
  compoundParts.set(conceptId, parts);
  return parts;
}

/** Extra score for the page a compound name in the question belongs to: the name is one of its phrases. */
function compoundScore(conceptId: string, owners: Map<string, string | null>, words: Vocabulary): number {
  const own = [...owners.entries()].filter(([, owner]) => owner === conceptId).map(([term]) => term);
  return own.length === 0 ? 0 : PHRASE_WEIGHT * own.reduce((sum, term) => sum + rarity(term, words), 0);
}

/** Whether the question names something the library has no page for ("string theory", "dark matter"). */
export function namesTopicWithoutPage(text: string): boolean {
  const plainQuery = normalizeQuery(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return [...compoundOwners(plainQuery).values()].some((owner) => owner === null);
}

/** How much a question word that no page uses counts among the question's specific words. */
const UNKNOWN_WORD = 0.5;

/** How telling a word no page uses is, as if it were on a few pages. */
const UNKNOWN_RARITY = Math.log(1 + ALL_CONCEPTS.length / 4);

/** How much a page's score falls for the share of the question's specific words it never uses. */
const COVERAGE_FACTOR = 0.5;

/** Extra score for a page that names, in its title or in one phrase, every thing a question sets side by side. */
const TOPICS_WEIGHT = 2;

/** How much a page's score keeps when the question carries its near neighbour's marks and none of its own. */
const NEIGHBOUR_FACTOR = 0.7;

/** Each near-neighbour pair's marks as stemmed words. */
const neighbourMarks = NEAR_NEIGHBOURS.map(({ pages, marks }) => ({
  pages,
  marks: marks.map((words) => new Set(contentTerms(words))),
}));

/**
 * The pages a question is marked away from: it uses two or more words that mark a page's near
 * neighbour ("wire", "battery" beside a compass) and none that mark the page itself.
 */
function pagesMarkedAway(terms: Set<string>): Set<string> {
  const away = new Set<string>();
  for (const { pages, marks } of neighbourMarks) {
    const counts = marks.map((words) => [...words].filter((word) => terms.has(word)).length);
    if (counts[0] >= 2 && counts[1] === 0) away.add(pages[1]);
    if (counts[1] >= 2 && counts[0] === 0) away.add(pages[0]);
  }
  return away;
}

/** Every page that shares a word with the text, best first, with what decides whether the best is trusted. */
export function rank(text: string, limit: number, readNames = true): RankedMatch[] {
  const words = buildVocabulary();
  const plainQuery = normalizeQuery(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const query = [...new Set(contentTerms(normalizeQuery(text)))].slice(0, 60);
  const expansions = query.map((term) => libraryWordsFor(term, words));
  const clauses = clauseWeights(text);
  const inMainClause = query.map((term) => (clauses.get(term) ?? 1) === 1);
  // When the main clause names nothing specific ("why do things speed up when they fall"), the topic is in the other one.
  const mainNamesTopic = query.some(
    (term, position) => inMainClause[position] && !isBroad(term, words) && expansions[position].length > 0,
  );
  const clauseWeight = query.map((term) => (mainNamesTopic ? (clauses.get(term) ?? 1) : 1));
  // Words of a name like "black hole" or "string theory" belong to that name's page (or to none).
  const owners = readNames ? compoundOwners(plainQuery) : new Map<string, string | null>();
  const ownerOf = query.map((term) => (owners.has(term) ? owners.get(term) : undefined));
  const freeFor = (position: number, conceptId: string) =>
    ownerOf[position] === undefined || ownerOf[position] === conceptId;
  // How much each library word counts by the clause the question says it in (its best place).
  const wordWeight = new Map<string, number>();
  for (const [position, candidates] of expansions.entries())
    for (const word of candidates)
      wordWeight.set(word, Math.max(wordWeight.get(word) ?? 0, clauseWeight[position]));
  // A phrase said only in a condition or concession ("when the sun shines through it") sets the
  // scene; it counts as much as its clause, and names the page only when the page also explains
  // something the main clause says.
  const phraseClause = (phrase: string[]) => Math.min(...phrase.map((word) => wordWeight.get(word) ?? 1));
  const querySetFor = (conceptId: string) =>
    new Set(expansions.filter((_, position) => freeFor(position, conceptId)).flat());
  // A word no page uses ("trampoline") says nothing about which page is meant: it counts for less.
  // So does a word the library only uses in passing ("outside", "little"): no page is named by it.
  const specificWeight = (position: number) =>
    ownerOf[position] === null || isBroad(query[position], words)
      ? 0
      : expansions[position].some((word) => words.topical.has(word))
        ? 1
        : UNKNOWN_WORD;
  const specificWords = query.reduce((sum, _, position) => sum + specificWeight(position), 0);
  // How much each word tells about the topic: its weight as a specific word times its rarity.
  const telling = query.map((_, position) =>
    specificWeight(position) === 0
      ? 0
      : specificWeight(position) *
        (expansions[position].length === 0
          ? UNKNOWN_RARITY
          : Math.max(...expansions[position].map((word) => rarity(word, words)))),
  );
  const tellingTotal = telling.reduce((sum, value) => sum + value, 0);
  const topics = questionTopics(text)
    .map((terms) =>
      terms.filter((term) => !isBroad(term, words)).flatMap((term) => libraryWordsFor(term, words)),
    )
    .filter((side) => side.length > 0);
  // Broad words set side by side ("power and energy") still name a page whose title holds both.
  const broadTopics = questionTopics(text)
    .map((terms) => terms.flatMap((term) => libraryWordsFor(term, words)))
    .filter((side) => side.length > 0);
  const neighbourMarked = pagesMarkedAway(new Set(query));
  const ranked: RankedMatch[] = [];
  for (const concept of ALL_CONCEPTS) {
    const profile = words.profiles.get(concept.id) as ConceptProfile;
    const querySet = querySetFor(concept.id);
    let score = 0;
    let specificNames = 0;
    let unaccounted = 0;
    let untold = 0;
    // Whether the page explains a specific word of the main clause.
    let explainsMainClause = false;
    const missing: string[] = [];
    // The library words of the question's specific words that the page explains.
    const explained: string[][] = [];
    for (const [position, candidates] of expansions.entries()) {
      if (!freeFor(position, concept.id)) continue;
      let best = 0;
      let named = 0;
      // "inertia" without "moment of" is not the moment of inertia: a compound's word alone names its page less.
      const outsideName = compoundPartsOf(concept.id, profile);
      for (const word of candidates) {
        const full = profile.title.has(word)
          ? TITLE_WEIGHT
          : profile.ownNames.has(word)
            ? NAME_WEIGHT
            : profile.names.has(word)
              ? PART_WEIGHT
              : profile.cues.has(word)
                ? CUE_WEIGHT
                : profile.text.has(word)
                  ? TEXT_WEIGHT
                  : 0;
        const weight =
          outsideName.has(word) && ownerOf[position] === undefined ? Math.min(full, PART_WEIGHT) : full;
        const broad = isBroad(word, words);
        const value = weight * rarity(word, words) * (broad ? BROAD_FACTOR : 1);
        if (value > best) best = value;
        // A word read as a typo of the page's name may be another word ("carrot", not "Carnot"): it names the page less.
        if (!broad && weight >= PART_WEIGHT && typoOf(query[position], word))
          named = Math.max(named, TYPO_NAMES);
        // A word of the page's own names counts fully; one found only inside a longer phrase, half.
        else if (!broad && weight >= PART_WEIGHT) named = Math.max(named, weight >= NAME_WEIGHT ? 1 : 0.5);
        else if (!broad && weight === CUE_WEIGHT) named = Math.max(named, CUE_NAMES);
        else if (!broad && weight === TEXT_WEIGHT) named = Math.max(named, TEXT_NAMES);
        // A broad word of the page's title ("mass" of "mass and weight") names it a little.
        else if (broad && weight === TITLE_WEIGHT) named = Math.max(named, BROAD_TITLE_NAMES);
      }
      score += best * clauseWeight[position];
      specificNames += named * clauseWeight[position];
      if (best > 0 && clauseWeight[position] === 1 && specificWeight(position) > 0) explainsMainClause = true;
      if (best > 0 && specificWeight(position) > 0) explained.push(candidates);
      // The words of a compound name the page owns ("centre of gravity") are accounted for by the name.
      if (best === 0 && ownerOf[position] !== concept.id && specificWeight(position) > 0) {
        unaccounted += specificWeight(position);
        untold += telling[position];
        missing.push(query[position]);
      }
    }
    let phraseMatched = false;
    // Named by a phrase of its names, a compound name or the things a question compares, not only a scene.
    let namedOutright = false;
    for (const [position, phrase] of profile.phrases.entries()) {
      if (!phrase.every((word) => querySet.has(word))) continue;
      // A phrase of broad words only counts when written as such: "electric power" does, but
      // "speed of light" in "falls at the same speed as light ones" does not.
      if (
        phrase.every((word) => isBroad(word, words)) &&
        !` ${plainQuery} `.includes(` ${profile.phraseTexts[position]} `)
      )
        continue;
      const weight = phrase.length >= 2 ? PHRASE_WEIGHT : WORD_WEIGHT;
      const clause = phraseClause(phrase);
      if (phrase.length >= 2 && (clause === 1 || explainsMainClause)) {
        phraseMatched = true;
        namedOutright = true;
      }
      score += clause * weight * phrase.reduce((sum, word) => sum + rarity(word, words), 0);
    }
    const named = compoundScore(concept.id, owners, words);
    if (named > 0) {
      score += named;
      phraseMatched = true;
      namedOutright = true;
    }
    // An everyday scene the page explains, found whole ("spoon" and "tea"): the question is about it.
    let sceneScore = 0;
    let sceneInMainClause = false;
    let bestScene: string[] = [];
    for (const scene of profile.scenes) {
      if (!scene.every((word) => querySet.has(word))) continue;
      if (scene.every((word) => isBroad(word, words))) continue;
      const value =
        phraseClause(scene) * SCENE_WEIGHT * scene.reduce((sum, word) => sum + rarity(word, words), 0);
      if (value > sceneScore) {
        sceneScore = value;
        sceneInMainClause = phraseClause(scene) === 1;
        bestScene = scene;
      }
    }
    let pairScore = 0;
    // Two words of a scene side by side in the question ("wine glass" of "singer breaking a wine glass").
    for (const scene of profile.scenes) {
      for (let index = 0; index + 1 < scene.length; index++) {
        const [first, second] = [scene[index], scene[index + 1]];
        if (isBroad(first, words) && isBroad(second, words)) continue;
        // A pair several pages' scenes share ("solar panel") does not say which page is meant.
        if ((scenePairPages(words).get(`${first} ${second}`) ?? 0) > 1) continue;
        const adjacent = expansions.some(
          (candidates, position) =>
            position + 1 < expansions.length &&
            freeFor(position, concept.id) &&
            freeFor(position + 1, concept.id) &&
            candidates.includes(first) &&
            expansions[position + 1].includes(second),
        );
        if (adjacent)
          pairScore = Math.max(pairScore, PAIR_WEIGHT * (rarity(first, words) + rarity(second, words)));
      }
    }
    if (sceneScore === 0) score += pairScore;
    if (sceneScore > 0) {
      score += sceneScore;
      if (sceneInMainClause || explainsMainClause) phraseMatched = true;
    }
    // Both sides of "the difference between X and Y" named by the page: it is the page asked for.
    const namesBoth = (terms: Set<string>) => topics.every((side) => side.some((word) => terms.has(word)));
    if (
      topics.length === 2 &&
      (namesBoth(profile.title) || profile.phrases.some((phrase) => namesBoth(new Set(phrase))))
    ) {
      score += TOPICS_WEIGHT * topics.flat().reduce((sum, word) => sum + rarity(word, words), 0);
      phraseMatched = true;
      namedOutright = true;
    } else if (
      broadTopics.length === 2 &&
      broadTopics.every((side) => side.some((word) => profile.title.has(word)))
    ) {
      score += TOPICS_WEIGHT * broadTopics.flat().reduce((sum, word) => sum + rarity(word, words), 0);
      phraseMatched = true;
      namedOutright = true;
    }
    // A page that leaves much of what the question talks about unexplained is less likely the one meant.
    if (tellingTotal > 0) score *= 1 - COVERAGE_FACTOR * (untold / tellingTotal);
    // The question carries the marks of a neighbouring page and none of this one's: it is about the neighbour.
    if (neighbourMarked.has(concept.id)) score *= NEIGHBOUR_FACTOR;
    const sceneOnly =
      phraseMatched &&
      !namedOutright &&
      explained.every((candidates) => candidates.some((word) => bestScene.includes(word)));
    const titleShare = [...profile.title].filter((word) => querySet.has(word)).length / profile.title.size;
    const breadth = profile.names.size;
    if (score > 0)
      ranked.push({
        concept,
        score,
        specificNames,
        specificWords,
        unaccounted,
        missing,
        phraseMatched,
        sceneOnly,
        titleShare,
        breadth,
      });
  }
  ranked.sort(
    (first, second) =>
      Math.round(100 * second.score) - Math.round(100 * first.score) ||
      second.titleShare - first.titleShare ||
      first.breadth - second.breadth,
  );
  return ranked.slice(0, limit);
}

/** The concepts that best match the text, best first, with their scores. */
export function searchConcepts(text: string, limit = 3): ConceptMatch[] {
  return rank(text, limit).map(({ concept, score }) => ({ concept, score }));
}

/**
 * Whether the best match is about what the question asks: a whole phrase of its names is in the
 * question, or the question uses words of its names that are not among the library's broad words
 * (one such word only when the question says little else). One shared broad word ("light",
 * "energy") is never enough.
 */
function namesTheTopic(match: RankedMatch, runnerUp: RankedMatch | undefined): boolean {
  const lead = match.score / Math.max(runnerUp?.score ?? 0, 1);
  // Two pages of different subtopics fit almost equally: the question does not say which.
  if (runnerUp && runnerUp.concept.subtopic !== match.concept.subtopic && lead < NEAR_TIE) return false;
  // Most of what the question is about must be somewhere on the page, unless no other page comes close.
  if (match.unaccounted * 2 > match.specificWords && lead < FAR_LEAD) return false;
  // An everyday scene of the page found in a question that is about something else ("a butterfly's
  // wings" in a butterfly starting a storm): the page explains nothing beyond the scene's words,
  // and most of what the question talks about is left over, however far ahead the page is.
  if (match.sceneOnly && match.unaccounted >= 2 && match.unaccounted * 2 > match.specificWords) return false;
  if (match.phraseMatched) return true;
  // Broad words alone ("why is metal so cold") never name a page, whatever their place on it.
  if (match.specificWords === 0) return false;
  if (match.specificNames >= 2) return true;
  // Without a word of its names, a page is trusted on its lead only when it explains most of the question.
  if (match.specificNames < 1)
    return (
      match.specificWords > 0 &&
      lead >= FAR_LEAD &&
      match.score >= LONE_SCORE &&
      match.unaccounted * 2 <= match.specificWords
    );
  // One named word is enough when the question says little else, or no other page comes close.
  return match.specificWords <= 3 || lead >= CLEAR_LEAD;
}

/** The least score for a page trusted on its lead alone, without a word of its names in the question. */
const LONE_SCORE = 8;
/** A lead this large over the next page is trusted even when the question's words are mostly everyday ones. */
const FAR_LEAD = 1.6;

/** Pages scoring at least this share of the best one are close to it: the examples may choose among them. */
const CLOSE_PAGE = 0.75;

/** Scores this close (best below this multiple of the next) are a tie. */
const NEAR_TIE = 1.08;

/** How far ahead of the next page a best match on one named word must be to be trusted. */
const CLEAR_LEAD = 1.25;

/** A page's score, less for each of the question's specific words the page never uses (down to half). */
function offerFit(match: RankedMatch): number {
  const unused = match.specificWords > 0 ? match.unaccounted / match.specificWords : 0;
  return match.score * (1 - 0.5 * unused);
}

/**
 * The quality a "why is X Y" question asks about ("salty" in "why is the ocean salty"): a page that
 * never mentions it does not answer the question, whatever it says about X.
 */
export function askedQuality(text: string): string | undefined {
  // The main clause only: "why is the ocean salty but rivers aren't" asks about "salty".
  const mainClause = normalizeQuery(text)
    .split(/[,;:?!.]| (?:but|and|when|if|while|whereas|even though|although) /)[0]
    .replace(/[^a-z ]+/g, " ")
    .replace(/ +/g, " ")
    .trim();
  const match =
    /^(?:why|how come) (?:is|are|was|were) (?:the |an? |my |our )?[a-z]+(?: [a-z]+)? ([a-z]+)$/.exec(
      mainClause,
    );
  return match ? (processSearchTerm(match[1]) ?? undefined) : undefined;
}

/** Words that set two things side by side to compare them. */
const COMPARISON = /\b(?:differen(?:ce|t)s? between|vs|versus|compared (?:to|with)|the same (?:thing )?as)\b/;

/** The page is named outright (by a phrase or a compound name) and explains most of the question. */
function namedAndExplained(match: RankedMatch | undefined): boolean {
  return match?.phraseMatched === true && match.unaccounted * 2 <= match.specificWords;
}

/**
 * The concept the student most likely means, or "not sure" with the closest three. Questions of
 * another subject, about something with no page, or asking about a quality no close page speaks of
 * are refused outright; otherwise the search's answer and the classifier's reading are weighed
 * together (`reading-combiner.ts`).
 */
export function findConcept(text: string): ConceptSearchResult {
  const wide = rank(text, 10);
  const quality = askedQuality(text);
  const refused = refusedOutright(text, wide, quality);
  if (refused) return refused;
  return combinedAnswer(readingOf(text, wide, quality));
}

/** How the search reads a question it does not refuse outright: for the combiner and its training. */
export function searchReading(text: string): SearchReading | undefined {
  const wide = rank(text, 10);
  const quality = askedQuality(text);
  return refusedOutright(text, wide, quality) ? undefined : readingOf(text, wide, quality);
}

function readingOf(text: string, wide: RankedMatch[], quality: string | undefined): SearchReading {
  const [best, runnerUp] = wide;
  const classified = classifyQuestion(text, ALL_CONCEPTS.length);
  return {
    text,
    wide,
    quality,
    searched: searchedConcept(text, wide, quality, classified),
    classified,
    confident: best !== undefined && best.score >= CONFIDENT_SCORE && namesTheTopic(best, runnerUp),
    namedAndExplained: namedAndExplained(best),
    comparison: COMPARISON.test(normalizeQuery(text)),
  };
}

const strip = (match: RankedMatch): ConceptMatch => ({ concept: match.concept, score: match.score });

/**
 * The refusals no reading of the question's situation can overturn: the page must speak of the
 * quality a "why is X Y" question asks about; a question of another subject is not physics; a
 * question about something with no page is answered by no page. Undefined when none applies.
 */
function refusedOutright(
  text: string,
  wide: RankedMatch[],
  quality: string | undefined,
): ConceptSearchResult | undefined {
  const [best, ...others] = wide.slice(0, 4);
  // The page must speak of the quality asked about, or it does not answer the question.
  if (best && quality && best.missing.includes(quality)) {
    const closest = [...wide].sort((first, second) => offerFit(second) - offerFit(first));
    return { status: "not-sure", candidates: closest.slice(0, 3).map(strip), ambiguous: false };
  }
  // A question of another subject ("mitosis", "an essay on the war") is not physics, unless a page
  // is named outright and explains most of it ("the lens of the eye" in biology is still optics),
  // or the page itself names the topic by the marking word ("the war of the currents"). One
  // marking word the page leaves unexplained ("in chapter 3", "king tides") is the question's
  // setting when the page is confidently the one it names; two or more are another subject.
  const other = otherSubjectMarks(text);
  if (
    other &&
    !namedAndExplained(best) &&
    (!best ||
      other.phrase ||
      best.specificNames < 1 ||
      ((other.words.length > 1 || best.score < CONFIDENT_SCORE || !namesTheTopic(best, others[0])) &&
        other.words.some((word) => best.missing.includes(word))))
  ) {
    const closest = [...wide].sort((first, second) => offerFit(second) - offerFit(first));
    return {
      status: "not-sure",
      candidates: closest.slice(0, 3).map(strip),
      ambiguous: false,
      otherSubject: other.subject,
    };
  }
  // A question about something with no page is answered by no page, unless it names another page
  // outright and that page explains most of what it asks ("not floating like a boat" does not make
  // a question about water striders one about buoyancy).
  if (namesTopicWithoutPage(text) && !namedAndExplained(best)) {
    const closest = rank(text, 10, false).sort((first, second) => offerFit(second) - offerFit(first));
    return { status: "not-sure", candidates: closest.slice(0, 3).map(strip), ambiguous: false };
  }
  return undefined;
}

/** The search's own answer, from the question's words and the example questions. */
function searchedConcept(
  text: string,
  wide: RankedMatch[],
  quality: string | undefined,
  classified: QuestionReading,
): ConceptSearchResult {
  const [best, ...others] = wide.slice(0, 4);
  if (!best || best.score < CONFIDENT_SCORE || !namesTheTopic(best, others[0])) {
    // Without its runner-up, the best page would have been taken: the question fits several pages.
    // Pages that leave half the question unexplained do not fit it: the library has no page for it.
    const ambiguous =
      best !== undefined &&
      best.score >= CONFIDENT_SCORE &&
      best.unaccounted * 2 < best.specificWords &&
      namesTheTopic(best, undefined);
    // Students' example questions of one page come clearly closest, and the page shares the
    // question's words: the question is told in everyday words the page does not use.
    // Things compared ("is power the same as energy") are read above, and a page must speak of
    // the quality a "why is X Y" question asks about.
    const comparison = COMPARISON.test(normalizeQuery(text));
    // The only page named by a phrase of its own and the page whose example questions come clearly
    // closest are the same: two readings agree, and the words the page leaves unexplained are the
    // question's everyday setting ("the pole outside our house"), not another topic.
    if (
      best &&
      !comparison &&
      best.score >= CONFIDENT_SCORE &&
      best.phraseMatched &&
      !best.sceneOnly &&
      !wide.slice(1).some((match) => match.phraseMatched) &&
      best.score >= NEAR_TIE * (others[0]?.score ?? 0) &&
      !(quality && best.missing.includes(quality)) &&
      examplesAgree(text, best.concept.id)
    )
      return { status: "found", best: strip(best), alternatives: others.slice(0, 2).map(strip) };
    const picked = comparison ? undefined : chosenAmongClose(text, wide, quality);
    if (picked) {
      const alternatives = wide.filter((match) => match !== picked).slice(0, 2);
      return { status: "found", best: strip(picked), alternatives: alternatives.map(strip) };
    }
    const example = comparison ? undefined : clearNearestExample(text);
    const exampled = example && wide.find((match) => match.concept.id === example.pageId);
    if (exampled && exampled.specificNames >= 1 && !(quality && exampled.missing.includes(quality))) {
      const alternatives = wide.filter((match) => match !== exampled).slice(0, 2);
      return { status: "found", best: strip(exampled), alternatives: alternatives.map(strip) };
    }
    // The classifier trained on the examples reads the question as a whole and is clearly sure of
    // one page: a scene told in words no page uses ("pasta takes ages to cook up in the mountains").
    const learned = comparison ? undefined : learnedPage(classified, wide, quality);
    if (learned) return learnedFound(learned, wide);
    // The pages offered instead are the ones that account for most of what the question talks about.
    const closest = [...wide].sort((first, second) => offerFit(second) - offerFit(first));
    return { status: "not-sure", candidates: closest.slice(0, 3).map(strip), ambiguous };
  }
  // The examples may still tell which of two close pages the question means ("0 to 100 in 8
  // seconds ... is braking acceleration too": acceleration, not the second law).
  const comparison = COMPARISON.test(normalizeQuery(text));
  const picked = comparison ? undefined : chosenAmongClose(text, wide, quality);
  if (picked && picked !== best) {
    const alternatives = wide.filter((match) => match !== picked).slice(0, 2);
    return { status: "found", best: strip(picked), alternatives: alternatives.map(strip) };
  }
  // The classifier is all but certain of another page, and gives this one next to nothing: the
  // question's salient words belong to this page, but its situation to the other (an astronaut
  // throwing a wrench is momentum, not gravity). A page the question names outright, or that
  // explains every word of it, stays.
  const overruled =
    comparison || namedAndExplained(best) || best.unaccounted === 0
      ? undefined
      : learnedPage(classified, wide, quality, best.concept.id);
  if (overruled && overruled.id !== best.concept.id) return learnedFound(overruled, wide);
  return { status: "found", best: strip(best), alternatives: others.slice(0, 2).map(strip) };
}

/**
 * The search finds two or more pages named by the question's words, close in score, and the
 * examples point clearly to one of them: the examples tell which the question means (birds on a
 * wire, not voltage in general; cinema glasses, not lenses). Undefined when they do not.
 */
function chosenAmongClose(
  text: string,
  wide: RankedMatch[],
  quality: string | undefined,
): RankedMatch | undefined {
  const best = wide[0];
  if (!best) return undefined;
  const close = wide.filter(
    (match) =>
      match.score >= CONFIDENT_SCORE &&
      match.score >= CLOSE_PAGE * best.score &&
      match.specificNames >= 1 &&
      !match.sceneOnly &&
      !(quality && match.missing.includes(quality)),
  );
  if (close.length < 2) return undefined;
  const chosen = examplesChoose(
    text,
    close.map((match) => match.concept.id),
    EXAMPLE_CHOICE,
  );
  return close.find((match) => match.concept.id === chosen);
}

/** How the search reads a question: what the combiner weighs beside the classifier's reading. */
export interface SearchReading {
  text: string;
  /** The ten closest pages by the search's score, best first. */
  wide: RankedMatch[];
  /** The quality a "why is X Y" question asks about. */
  quality: string | undefined;
  /** The search's own answer. */
  searched: ConceptSearchResult;
  /** The classifier's reading of the question: every page, most likely first. */
  classified: QuestionReading;
  /** The search's best page is named by the question and clearly ahead. */
  confident: boolean;
  /** The search's best page is named outright and explains most of the question. */
  namedAndExplained: boolean;
  /** The question sets two things side by side. */
  comparison: boolean;
}

/**
 * The answer once the search's reading and the classifier's are weighed together
 * (`reading-combiner.ts`). Where the search found a page, another page replaces it only when the
 * combiner gives that page at least COMBINED_SWITCH, and never a page the question names outright
 * and that explains most of it. Where the search is not sure, the combiner's page is opened when
 * it has at least COMBINED_RESCUE, the classifier alone clearly prefers it too, and the question
 * gives enough to go on: the classifier knows LEARNED_EVIDENCE of its words, it has
 * LEARNED_TELLING_WORDS words that are not broad (and SCENE_EVIDENCE of its words when the search
 * finds the page only by an everyday scene, which may be said in passing), and the page speaks of
 * the quality a "why is X Y" question asks about. The combiner never
 * turns a page the search found into a refusal: a page it doubts but cannot replace stays.
 */
export function combinedAnswer(
  reading: SearchReading,
  combined = combinedScores(reading),
): ConceptSearchResult {
  const { searched, wide } = reading;
  const top = combined.pages[0];
  const concept = top && conceptById(top.pageId);
  if (!top || !concept) return searched;
  if (searched.status === "found") {
    const searchedId = searched.best.concept.id;
    if (top.pageId === searchedId || top.probability < COMBINED_SWITCH) return searched;
    if (reading.namedAndExplained && wide[0]?.concept.id === searchedId) return searched;
    return learnedFound(concept, wide);
  }
  const match = wide.find((candidate) => candidate.concept.id === top.pageId);
  const enough =
    combined.knownWords >= LEARNED_EVIDENCE &&
    (wide[0]?.specificWords ?? 0) >= LEARNED_TELLING_WORDS &&
    top.classifierProbability >= RESCUE_CLASSIFIER_SURE &&
    combined.pages.every(
      (page) =>
        page === top || top.classifierProbability >= RESCUE_CLASSIFIER_LEAD * page.classifierProbability,
    ) &&
    !(match?.sceneOnly && combined.knownWords < SCENE_EVIDENCE) &&
    !(reading.quality && (!match || match.missing.includes(reading.quality)));
  return enough && top.probability >= COMBINED_RESCUE ? learnedFound(concept, wide) : searched;
}

/** The least probability with which the combiner replaces the page the search found. */
const COMBINED_SWITCH = 0.5;
/** The least probability with which the combiner opens a page where the search is not sure. */
const COMBINED_RESCUE = 0.5;
/** Where the search is not sure, the least probability the classifier alone must give the page. */
const RESCUE_CLASSIFIER_SURE = 0.3;
/** Where the search is not sure, how many times any other page's probability the classifier must give it. */
const RESCUE_CLASSIFIER_LEAD = 1.5;

/** The classifier's page as the search's answer, with the search's two closest other pages beside it. */
function learnedFound(concept: Concept, wide: RankedMatch[]): ConceptSearchResult {
  const match = wide.find((candidate) => candidate.concept.id === concept.id);
  const alternatives = wide.filter((candidate) => candidate !== match).slice(0, 2);
  return {
    status: "found",
    best: { concept, score: match?.score ?? 0 },
    alternatives: alternatives.map((candidate) => ({ concept: candidate.concept, score: candidate.score })),
  };
}

/**
 * The page the question classifier is clearly sure of: it knows at least LEARNED_EVIDENCE of the
 * question's words, and the page speaks of the quality a "why is X Y" question asks about. Where the
 * search is unsure, the question has LEARNED_TELLING_WORDS words that are not broad, the page's
 * probability is at least LEARNED_SURE and LEARNED_LEAD times the runner-up's, and it knows
 * SCENE_EVIDENCE of the question's words when the search finds the page by an everyday scene alone;
 * against the page the
 * search found, at least OVERRULE_SURE and OVERRULE_LEAD times that page's. Undefined otherwise.
 */
function learnedPage(
  reading: QuestionReading,
  wide: RankedMatch[],
  quality: string | undefined,
  searchPage?: string,
): Concept | undefined {
  const [first, second] = reading.pages;
  if (!first || reading.knownWords < LEARNED_EVIDENCE) return undefined;
  if (searchPage === undefined) {
    if (first.probability < LEARNED_SURE || first.probability < LEARNED_LEAD * (second?.probability ?? 0))
      return undefined;
    // A short question of broad words ("how does my body turn food into energy") is too little to go on.
    if ((wide[0]?.specificWords ?? 0) < LEARNED_TELLING_WORDS) return undefined;
  } else {
    const searched = reading.pages.find((page) => page.pageId === searchPage)?.probability ?? 0;
    if (first.probability < OVERRULE_SURE || first.probability < OVERRULE_LEAD * searched) return undefined;
  }
  const match = wide.find((candidate) => candidate.concept.id === first.pageId);
  if (quality && (!match || match.missing.includes(quality))) return undefined;
  // A page the search finds only by an everyday scene may be one said in passing ("my bathroom
  // scales are broken, can I return them"): the classifier must know more of the question's words.
  if (searchPage === undefined && match?.sceneOnly && reading.knownWords < SCENE_EVIDENCE) return undefined;
  return conceptById(first.pageId);
}

/** The least probability the classifier must give a page to answer where the search is unsure. */
const LEARNED_SURE = 0.35;
/** How many times the runner-up's probability the classifier's page must have. */
const LEARNED_LEAD = 2;
/** The least probability the classifier must give a page to overrule the page the search found. */
const OVERRULE_SURE = 0.85;
/** How many times the search page's probability the classifier's page must have to overrule it. */
const OVERRULE_LEAD = 10;
/** Where the search is unsure, the least count of the question's words that are not broad (as the search weighs them). */
const LEARNED_TELLING_WORDS = 2.5;
/** The least number of different words of the question the classifier must know to be heard. */
const LEARNED_EVIDENCE = 4;
/** The same, where the search is not sure and finds the classifier's page only by an everyday scene. */
const SCENE_EVIDENCE = 6;

/** The concept with this id, or undefined. */
export function conceptById(id: string): Concept | undefined {
  return conceptsById.get(id);
}
