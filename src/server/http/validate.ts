/** Validation of request bodies and queries with the zod schemas of src/contracts. */
import type { z } from "zod";
import { AppError, describeZodError } from "./errors";

/** Parses input with a schema; a failure is a 400 naming the field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError(400, "VALIDATION_ERROR", describeZodError(result.error));
  return result.data;
}
