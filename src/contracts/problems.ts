/** Bodies of the problem generation call, POST /api/generate-problems. */
import { z } from "zod";

export const generateProblemsRequestSchema = z.object({
  topic: z.string({ error: "topic is required" }).min(1, "topic is required").max(100),
  subtopic: z.string({ error: "subtopic is required" }).min(1, "subtopic is required").max(100),
  courseLevel: z.string({ error: "courseLevel is required" }).min(1, "courseLevel is required").max(100),
  /** "extended": the Extended Problem Library of Premium Plan and Premium Plus (up to 10, harder levels too). */
  library: z
    .enum(["standard", "extended"], { error: "library must be standard or extended" })
    .default("standard"),
});

/** A generated problem as the Template Problems panel lists it. */
export const generatedProblemCardSchema = z.object({
  /** The bank id that reproduces the problem (its template, course level and seed). */
  id: z.string(),
  title: z.string(),
  /** The statement, markdown with $...$ LaTeX. */
  content: z.string(),
  /** Display name of the subtopic, e.g. "Kinematics". */
  topic: z.string(),
});
export type GeneratedProblemCard = z.infer<typeof generatedProblemCardSchema>;

/** POST /api/generate-problems answer: 3 to 5 problems, or up to 10 from the Extended Problem Library. */
export const generatedProblemListSchema = z.array(generatedProblemCardSchema);
