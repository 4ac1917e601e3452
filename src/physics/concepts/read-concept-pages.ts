/**
 * Reads Concept Coach's pages from content/concept-pages: every page file, in the order of
 * `library-order.txt` (the order the search and the classifier were tuned on, so ties between
 * pages resolve as before). The engine's only file reading, done once when the library loads.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ConceptPage, ConceptPageError, readConceptPage } from "./concept-page-schema";

/** The folder of the concept pages in this checkout. */
export const CONCEPT_PAGES_FOLDER = fileURLToPath(
  new URL("../../../content/concept-pages/", import.meta.url),
);

/** The file listing every page, one `<area>/<subtopic>/<slug>.md` a line, in library order. */
export const LIBRARY_ORDER_FILE = "library-order.txt";

/** The concept library cannot be read: every problem, each naming its file. */
export class ConceptLibraryError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The concept pages have ${problems.length} problem(s):\n${problems.join("\n")}`);
    this.name = "ConceptLibraryError";
    this.problems = problems;
  }
}

/** The concept pages of a folder, in library order; throws one error naming every bad file. */
export function readConceptPages(folder: string = CONCEPT_PAGES_FOLDER): ConceptPage[] {
  const shown = (relativePath: string) => path.relative(process.cwd(), path.join(folder, relativePath));
  const pageFiles = (readdirSync(folder, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".md") && file.includes("/"))
    .sort();
  const listed = readFileSync(path.join(folder, LIBRARY_ORDER_FILE), "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const file of listed) {
    if (seen.has(file)) problems.push(`${shown(LIBRARY_ORDER_FILE)}: ${file} is listed twice`);
    else if (!pageFiles.includes(file))
      problems.push(`${shown(LIBRARY_ORDER_FILE)}: ${file} is listed but there is no such page`);
    seen.add(file);
  }
  for (const file of pageFiles) {
    if (!seen.has(file))
      problems.push(
        `${shown(file)}: not listed in ${LIBRARY_ORDER_FILE}; add its path where it belongs in the library`,
      );
  }
  const pages: ConceptPage[] = [];
  for (const file of listed.filter(
    (listedFile, index) => listed.indexOf(listedFile) === index && pageFiles.includes(listedFile),
  )) {
    try {
      pages.push(readConceptPage(readFileSync(path.join(folder, file), "utf8"), file, shown(file)));
    } catch (error) {
      if (!(error instanceof ConceptPageError)) throw error;
      problems.push(...error.problems.map((problem) => `${error.file}: ${problem}`));
    }
  }
  if (problems.length > 0) throw new ConceptLibraryError(problems);
  return pages;
}
