/** Bodies of the textbook calls: GET /api/openstax/books and POST /api/openstax/import. */
import type { z } from "zod";
import type {
  importedProblemSchema,
  problemAttributionSchema,
  textbookImportRequestSchema,
  textbookImportResponseSchema,
  textbookSummarySchema,
} from "./textbook-schemas";

/** Limits of the panel's chapter and problem number inputs (spec section 5). */
export const TEXTBOOK_INPUT_MIN = 1;
export const TEXTBOOK_INPUT_MAX = 50;

// The bodies are zod schemas in ./textbook-schemas; their types are named here, where the
// browser reads them with the helpers below.

/** The body of POST /api/openstax/import. */
export type TextbookImportRequest = z.infer<typeof textbookImportRequestSchema>;
/** A book of the list. */
export type TextbookSummary = z.infer<typeof textbookSummarySchema>;
/** Where an imported problem comes from, to show with it and keep with it. */
export type ProblemAttribution = z.infer<typeof problemAttributionSchema>;
export type ImportedProblem = z.infer<typeof importedProblemSchema>;
export type TextbookImportResponse = z.infer<typeof textbookImportResponseSchema>;

/**
 * One line naming the source of a problem, as shown under the problem editor and in exports.
 * The attribution stays beside the problem's text, never in it: the tutor reads only the problem.
 */
export function attributionLine(attribution: ProblemAttribution): string {
  const license = attribution.license ? ` ${attribution.license}.` : "";
  return `${attribution.book} (${attribution.publisher}), chapter ${attribution.chapter}, problem ${attribution.number}.${license} ${attribution.text}`;
}
