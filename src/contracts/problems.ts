/** Bodies of the problem generation call. */
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

export interface GeneratedProblemCard {
  id: string;
  title: string;
  content: string;
  topic: string;
}
