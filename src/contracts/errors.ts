/**
 * The body of every API error (ARCHITECTURE.md section 7): a message for people and a code from
 * the one list in ./error-codes, plus the detail a few codes carry. The server's error helper
 * builds it; the client reads `code` (and the details) to tell errors apart.
 */
import { z } from "zod";
import { ERROR_CODES } from "./error-codes";
import { planFeatureIdSchema } from "./subscription";

/** The detail some errors add to message and code. */
export const errorDetailsSchema = z.strictObject({
  /** A 402 that a plan would lift: the client offers the plans (SESSION_LIMIT_REACHED and its kin). */
  requiresUpgrade: z.boolean().optional(),
  /** PAID_PLAN_RUNNING: the plan that keeps running. */
  planName: z.string().optional(),
  /** PLAN_FEATURE_REQUIRED: the feature the student's plan lacks. */
  feature: planFeatureIdSchema.optional(),
  /** PROBLEM_ONLY_ON_OPENSTAX: the page where the exercise can be done. */
  url: z.string().optional(),
});
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorBodySchema = errorDetailsSchema.extend({
  message: z.string().min(1),
  code: z.enum(ERROR_CODES),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
