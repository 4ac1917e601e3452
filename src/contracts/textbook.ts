/** Bodies of the textbook calls: GET /api/openstax/books and POST /api/openstax/import. */

/** Limits of the panel's chapter and problem number inputs (spec section 5). */
export const TEXTBOOK_INPUT_MIN = 1;
export const TEXTBOOK_INPUT_MAX = 50;

/** Most problems one import call may ask for. */
export const MAXIMUM_PROBLEMS_PER_IMPORT = 10;

/** The body of POST /api/openstax/import; the server validates it with its own schema. */
export interface TextbookImportRequest {
  bookId: string;
  chapter: number;
  problemNumbers: number[];
}

/** A book of the list. */
export interface TextbookSummary {
  id: string;
  title: string;
  chapterCount: number;
  /** "OpenStax" for OpenStax books, "Vector" for the built-in practice book. */
  publisher: string;
  /** Short license name, e.g. "CC BY 4.0". */
  license: string;
}

/** Where an imported problem comes from, to show with it and keep with it. */
export interface ProblemAttribution {
  book: string;
  /** "OpenStax" or "Vector". */
  publisher: string;
  chapter: number;
  chapterTitle: string;
  number: number;
  license: string;
  /** The license text's address, when the content is licensed. */
  licenseUrl: string | null;
  /** The book's address, when it has one. */
  url: string | null;
  /** The attribution line the license asks for, e.g. "Access for free at https://openstax.org/books/physics". */
  text: string;
}

export interface ImportedProblem {
  content: string;
  attribution: ProblemAttribution;
}

export interface TextbookImportResponse {
  problems: ImportedProblem[];
}

/** One line naming the source of a problem, as shown under it in the editor. */
export function attributionLine(attribution: ProblemAttribution): string {
  const license = attribution.license ? ` ${attribution.license}.` : "";
  return `${attribution.book} (${attribution.publisher}), chapter ${attribution.chapter}, problem ${attribution.number}.${license} ${attribution.text}`;
}

/** The text an imported problem puts into the problem editor: the problem, then its source. */
export function importedProblemText(problem: ImportedProblem): string {
  return `${problem.content}\n\n*${attributionLine(problem.attribution)}*`;
}
