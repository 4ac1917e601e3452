/**
 * Request and response bodies of the tutor calls (tutor-experience.md section 7).
 * The server validates with these schemas; the client takes its types from them.
 */
import { z } from "zod";
import { diagramSchema } from "./diagram";
import { COURSE_LEVELS } from "./taxonomy";
import {
  DEFAULT_TOTAL_STEPS,
  MAX_HISTORY_MESSAGES,
  MAX_NEW_CONVERSATION_STUDENT_MESSAGES,
  MAX_TEXT_LENGTH,
  MESSAGES_PER_SESSION,
} from "./tutor-limits";

export {
  DEFAULT_TOTAL_STEPS,
  MAX_HISTORY_MESSAGES,
  MAX_NEW_CONVERSATION_STUDENT_MESSAGES,
  MAX_TEXT_LENGTH,
  MESSAGES_PER_SESSION,
};

// NUL characters (they come with text pasted from some PDFs) cannot be stored, so they are dropped.
const text = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(MAX_TEXT_LENGTH, `${name} must be at most ${MAX_TEXT_LENGTH} characters`)
    .transform((value) => value.replaceAll("\u0000", ""));

const requiredText = (name: string) =>
  text(name).refine((value) => value.trim().length > 0, `${name} is required`);

export const courseLevelSchema = z.enum(COURSE_LEVELS, {
  error: `level must be one of: ${COURSE_LEVELS.join(", ")}`,
});

export const perFeaturesSchema = z.object({
  showMisconceptions: z.boolean().default(false),
  confidenceRating: z.number().int().min(1).max(5).default(3),
  requestErrorAnalysis: z.boolean().default(false),
  requestConceptualWarmup: z.boolean().default(false),
});
export type PerFeatures = z.infer<typeof perFeaturesSchema>;

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: text("content"),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const sessionIdSchema = z.string().min(1).max(100).optional();
const topicSchema = z.string().max(200).default("Physics");

const historySchema = z
  .array(chatMessageSchema)
  .min(1, "history must contain at least one message")
  .max(MAX_HISTORY_MESSAGES, `history must have at most ${MAX_HISTORY_MESSAGES} messages`)
  .refine((messages) => messages.at(-1)?.role === "user", "history must end with the student's message")
  .refine(
    (messages) => (messages.at(-1)?.content.trim().length ?? 0) > 0,
    "history: the last message is empty",
  );

export const solveRequestSchema = z.object({
  topic: topicSchema,
  level: courseLevelSchema,
  problem: requiredText("problem"),
  perFeatures: perFeaturesSchema.default(perFeaturesSchema.parse({})),
  sessionId: sessionIdSchema,
});

export const conversationRequestSchema = z
  .object({
    topic: topicSchema,
    level: courseLevelSchema,
    history: historySchema,
    perFeatures: perFeaturesSchema.default(perFeaturesSchema.parse({})),
    sessionId: sessionIdSchema,
  })
  .refine(
    (request) =>
      request.sessionId !== undefined ||
      request.history.filter((message) => message.role === "user").length <=
        MAX_NEW_CONVERSATION_STUDENT_MESSAGES,
    {
      path: ["history"],
      message: `a new conversation may bring at most ${MAX_NEW_CONVERSATION_STUDENT_MESSAGES} student messages; continue a longer one with its sessionId`,
    },
  );

export const analyzeRequestSchema = z.object({
  problem: text("problem").default(""),
  studentWork: text("studentWork").default(""),
  level: courseLevelSchema,
  perFeatures: perFeaturesSchema.default(perFeaturesSchema.parse({})),
  problemInWork: z.boolean().default(false),
  sessionId: sessionIdSchema,
});

export const assistantChatRequestSchema = z.object({
  message: requiredText("message"),
  mode: z.literal("solve").default("solve"),
  level: courseLevelSchema,
  perFeatures: perFeaturesSchema.default(perFeaturesSchema.parse({})),
});

/** A line of a reply whose calculation failed its check, and what it should say. */
export const failedLineSchema = z.object({
  /** First and last line of the reply (from 1) the calculation is written on. */
  lineNumber: z.number().int(),
  endLineNumber: z.number().int().optional(),
  /** The calculation as written in the reply. */
  text: z.string(),
  /** arithmetic, units, or relation: a relation the engine knows written in a wrong form ("K = m v²"). */
  issue: z.enum(["arithmetic", "units", "relation"]),
  /** What was found, for people. */
  message: z.string(),
  /** What the line should say: "0.5 × 2.5 m/s² × (8.0 s)² is 80 m, not 90 m". */
  correction: z.string().optional(),
});
export type FailedLine = z.infer<typeof failedLineSchema>;

/**
 * What was checked in a reply. The fields after `statedAnswer` are newer: replies saved before
 * them carry only status and note, so they stay optional.
 */
export const verificationSchema = z.object({
  /** verified: at least one check made, none failed; disagrees: a check failed; not-checked: nothing checkable. */
  status: z.enum(["verified", "disagrees", "not-checked"]),
  note: z.string(),
  engineAnswer: z.object({ value: z.number(), unit: z.string() }).optional(),
  statedAnswer: z.object({ value: z.number(), unit: z.string() }).optional(),
  /** How many calculations in the reply were checked. */
  linesChecked: z.number().int().nonnegative().optional(),
  /** How many calculations in the reply the engine could not read, so did not check. */
  linesUnread: z.number().int().nonnegative().optional(),
  /** Equations of symbols the reply writes that the engine could not check ("F_1 = F_2 d_1/d_2"). */
  relationsUnchecked: z.array(z.string().max(400)).max(20).optional(),
  /** The calculations that failed, still wrong in the reply shown. */
  failedLines: z.array(failedLineSchema).optional(),
  /** Calculations the tutor corrected after a failed check, as they first stood. */
  correctedLines: z.array(failedLineSchema).optional(),
  /**
   * The final answer against the engine's own solution: confirmed (it agrees), disputed (it differs
   * and the engine's reading of the problem is certain), or unconfirmed (no certain reading to compare).
   */
  finalAnswer: z.enum(["confirmed", "disputed", "unconfirmed"]).optional(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** The reply of /api/tutor/solve, /concept and /analyze (and the final event of their streams). */
export const tutorResponseSchema = z.object({
  reply: z.string(),
  sessionId: z.string(),
  verification: verificationSchema,
  /** A diagram drawn from the solved quantities (Problem Solver), when the problem is of a kind the engine draws. */
  canvasDiagram: diagramSchema.optional(),
  /** True when the turn's session was given back (the engine could not solve the problem). */
  sessionReturned: z.literal(true).optional(),
});
export type TutorResponse = z.infer<typeof tutorResponseSchema>;

/** The reply of /api/tutor/step: the tutor's reply and where the student is in the steps. */
export const stepResponseSchema = tutorResponseSchema.extend({
  currentStep: z.number().int().nonnegative(),
  totalSteps: z.number().int().positive(),
  isComplete: z.boolean(),
  stepDescription: z.string(),
});
export type StepResponse = z.infer<typeof stepResponseSchema>;

/** The reply of /api/assistant/chat. */
export const assistantChatResponseSchema = z.object({
  reply: z.string(),
  /** A diagram drawn from the solved quantities, when the problem is of a kind the engine draws. */
  canvasDiagram: diagramSchema.optional(),
  verification: verificationSchema,
});
export type AssistantChatResponse = z.infer<typeof assistantChatResponseSchema>;

/** A streamed call's events (Accept: text/event-stream): text as it comes, then the reply or an error. */
export const tutorStreamDeltaSchema = z.object({ text: z.string() });
export type TutorStreamDelta = z.infer<typeof tutorStreamDeltaSchema>;
