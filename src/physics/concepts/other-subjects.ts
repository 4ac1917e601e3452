/**
 * The marks of a question that belongs to another school subject, or of a request that is not a
 * physics question at all (writing help, coding, translation). Each subject lists the words and
 * short phrases a teacher of that subject would recognise as its own and that physics pages never
 * need: "mitosis" is biology, "sonnet" literature, "stoichiometry" chemistry. Words physics shares
 * with the other subject ("cell", "atom", "reaction", "wave", "probability") are left out, so a
 * physics question that borrows another subject's setting still reaches its page.
 */
import { contentTerms } from "./concept-search";

export const OTHER_SUBJECTS: Record<string, string> = {
  biology:
    "biology, mitosis, meiosis, photosynthesis, chromosome, chromosomes, dna, rna, gene, genes, genetics, " +
    "genetic, enzyme, enzymes, protein, proteins, organism, organisms, species, natural selection, ecosystem, " +
    "mitochondria, ribosome, ribosomes, bacteria, virus, viruses, vaccine, vaccines, digestion, hormone, hormones, " +
    "osmosis, allele, alleles, punnett, taxonomy, vertebrate, vertebrates, cell division, cell membrane, " +
    "cellular respiration, food chain, food web, immune system, antibiotics, pollination, reproduction",
  chemistry:
    "chemistry, stoichiometry, titration, covalent, ionic bond, ionic bonds, redox, oxidation number, " +
    "electronegativity, isomer, isomers, alkane, alkanes, alkene, organic chemistry, periodic table, " +
    "balance the equation, balancing equations, chemical equation, limiting reagent, molarity, ph scale, " +
    "acids and bases, acid and base, valency",
  history:
    "history, historical, war, wars, empire, treaty, dynasty, colonial, colonies, civil rights, " +
    "president, presidents, monarchy, king, queen, emperor, pharaoh, medieval, renaissance, cold war, " +
    "world war, ww1, ww2, wwi, wwii, battle of, slavery",
  literature:
    "literature, novel, novels, poem, poems, poetry, poet, shakespeare, sonnet, hamlet, macbeth, narrator, " +
    "protagonist, metaphor, simile, symbolism, themes in, the theme of, book report, short story",
  languages:
    "spanish, french, german, italian, latin, mandarin, translate, grammar, verb, verbs, " +
    "conjugate, conjugation, pronoun, pronouns, adjective, adjectives, adverb, spelling, punctuation",
  mathematics:
    "polynomial, polynomials, factorise, factorize, prime number, prime numbers, simplify the fraction, " +
    "long division, algebra homework, simplify the expression, times tables, lowest common, " +
    "highest common factor, geometry proof, product rule, quotient rule, chain rule, integration by parts, " +
    "trig identity, trig identities, simultaneous equations",
  writing:
    "essay, essays, paragraph, paragraphs, thesis statement, cover letter, proofread, bibliography, " +
    "citation, citations, word count, intro paragraph, " +
    "introduction paragraph, conclusion paragraph, summarise, summarize, chapter",
  computing:
    "python, javascript, java, html, css, sql, coding, my code, source code, compile, compiler, debug, " +
    "syntax error, programming, spreadsheet formula, disk space, disk full, storage full, wifi, wi-fi, " +
    "router, password, reinstall, uninstall, software update, browser, browser tabs, google chrome, chrome tabs, " +
    "antivirus, operating system, windows update, task manager",
  "other subjects":
    "economics, supply and demand, stock market, gdp, geography, capital city, capital of, recipe, horoscope, " +
    "relationship advice, favourite movie, favorite movie, favourite film, favorite film, favourite song, " +
    "favorite song, favourite colour, favorite color",
};

/**
 * A chemical equation: two or more molecular formulas as chemistry writes them, element symbols
 * with counts ("O2", "H2O", "Fe2O3") or joined ("NaCl"), with an arrow or a request to balance them. Nuclear physics
 * writes mass numbers instead ("U-235 + n -> ..."), which does not count.
 */
const FORMULA_LIKE = /\b\d*[A-Z][a-z]?\d*(?:[A-Z][a-z]?\d*)*\b/g;
const REACTION = /->|\u2192|\u27f6|=>|\bbalanc/i;

function isChemicalEquation(text: string): boolean {
  if (!REACTION.test(text)) return false;
  // A count ("O2") or two element symbols with a small letter ("NaCl") make a formula; capitals
  // alone ("AC", "DC", "LED") are abbreviations.
  const formulas = (text.match(FORMULA_LIKE) ?? []).filter(
    (token) => /\d/.test(token) || (/[a-z]/.test(token) && (token.match(/[A-Z]/g) ?? []).length >= 2),
  );
  return formulas.length >= 2;
}

function termsOf(text: string): string[] {
  return contentTerms(text.toLowerCase());
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface Mark {
  subject: string;
  terms: string[];
  /** For a phrase that is one content word with its small words ("the theme of"): the phrase itself, matched whole. */
  whole?: RegExp;
}

let marks: Mark[] | undefined;

/**
 * Every mark, read as the search reads a question: single words as their stems, phrases as stem
 * sequences. A phrase whose small words carry its sense ("the theme of", "themes in") is matched
 * as written, so "theme park" is not literature.
 */
function allMarks(): Mark[] {
  marks ??= Object.entries(OTHER_SUBJECTS).flatMap(([subject, list]) =>
    list
      .split(",")
      .map((mark) => mark.trim())
      .filter((mark) => mark !== "")
      .map((mark) => {
        const terms = termsOf(mark);
        const written = mark.split(/\s+/);
        return written.length > 1 && terms.length < written.length
          ? { subject, terms, whole: new RegExp(`\\b${written.map(escapeRegExp).join("\\s+")}\\b`) }
          : { subject, terms };
      })
      .filter((mark) => mark.terms.length > 0),
  );
  return marks;
}

/** What marks a question as another subject's: the subject, the marking words and whether a whole phrase ("chemical equation") did. */
export interface OtherSubject {
  subject: string;
  words: string[];
  phrase: boolean;
}

/** The other subject a question carries marks of, with the question's words that mark it. */
export function otherSubjectMarks(text: string): OtherSubject | undefined {
  const terms = termsOf(text);
  const found = new Map<string, OtherSubject>();
  const lower = text.toLowerCase();
  for (const { subject, terms: mark, whole } of allMarks()) {
    const at = whole
      ? lower.search(whole)
      : terms.findIndex((_, start) => mark.every((term, offset) => terms[start + offset] === term));
    if (at < 0) continue;
    const entry = found.get(subject) ?? { subject, words: [], phrase: false };
    for (const term of mark) if (!entry.words.includes(term)) entry.words.push(term);
    entry.phrase ||= mark.length > 1;
    found.set(subject, entry);
  }
  if (isChemicalEquation(text)) {
    const entry = found.get("chemistry") ?? { subject: "chemistry", words: [], phrase: false };
    entry.phrase = true;
    found.set("chemistry", entry);
  }
  let best: OtherSubject | undefined;
  for (const entry of found.values())
    if (
      !best ||
      entry.phrase > best.phrase ||
      (entry.phrase === best.phrase && entry.words.length > best.words.length)
    )
      best = entry;
  if (!best) return undefined;
  // Marks of two subjects ("the themes" of literature in an "essay" for writing) add up: the
  // question is as much another subject's as one with two marks of a single subject.
  const words = [...best.words];
  for (const entry of found.values())
    for (const word of entry.words) if (!words.includes(word)) words.push(word);
  return { ...best, words };
}
