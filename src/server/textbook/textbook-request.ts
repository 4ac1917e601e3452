/** Validation of POST /api/openstax/import bodies (kept out of the contracts the browser loads). */
import { z } from "zod";
import { MAXIMUM_PROBLEMS_PER_IMPORT, type TextbookImportRequest } from "../../contracts/textbook";

// The server accepts any positive number a book could have (University Physics chapters run
// to about 100 problems); numbers past the end of a chapter are a 404 that says so.
const positiveNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1000, `${field} must be at most 1000`);

export const textbookImportRequestSchema: z.ZodType<TextbookImportRequest> = z.object({
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
