/**
 * Request and response schemas of the textbook calls, GET /api/openstax/books and
 * POST /api/openstax/import. Apart from ./textbook (its constants, types and the attribution
 * text), which the browser loads and which therefore stays free of the schema library.
 */
import { z } from "zod";

/** Most problems one import call may ask for. */
export const MAXIMUM_PROBLEMS_PER_IMPORT = 10;

// The server accepts any positive number a book could have (University Physics chapters run
// to about 100 problems); numbers past the end of a chapter are a 404 that says so.
const positiveNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1000, `${field} must be at most 1000`);

/** POST /api/openstax/import */
export const textbookImportRequestSchema = z.object({
  bookId: z.string({ error: "bookId is required" }).trim().min(1, "bookId is required").max(100),
  chapter: positiveNumber("chapter"),
  problemNumbers: z
    .array(positiveNumber("problem number"), { error: "problemNumbers must be a list of numbers" })
    .min(1, "problemNumbers needs at least one number")
    .max(
      MAXIMUM_PROBLEMS_PER_IMPORT,
      `problemNumbers may list at most ${MAXIMUM_PROBLEMS_PER_IMPORT} numbers`,
    ),
});

/** A book of the list. */
export const textbookSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  chapterCount: z.number().int(),
  /** "OpenStax" for OpenStax books, "Vector" for the built-in practice book. */
  publisher: z.string(),
  /** Short license name, e.g. "CC BY 4.0". */
  license: z.string(),
});

/** GET /api/openstax/books */
export const textbookListSchema = z.array(textbookSummarySchema);

/** Where an imported problem comes from, to show with it and keep with it. */
export const problemAttributionSchema = z.object({
  book: z.string(),
  /** "OpenStax" or "Vector". */
  publisher: z.string(),
  chapter: z.number().int(),
  chapterTitle: z.string(),
  number: z.number().int(),
  license: z.string(),
  /** The license text's address, when the content is licensed. */
  licenseUrl: z.string().nullable(),
  /** The book's address, when it has one. */
  url: z.string().nullable(),
  /** The attribution line the license asks for, e.g. "Access for free at https://openstax.org/books/physics". */
  text: z.string(),
});

export const importedProblemSchema = z.object({
  content: z.string(),
  attribution: problemAttributionSchema,
});

/** POST /api/openstax/import answer */
export const textbookImportResponseSchema = z.object({ problems: z.array(importedProblemSchema) });
