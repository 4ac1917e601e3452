/**
 * The tutor brain interface: one turn of a conversation in, one reply out. Two brains implement
 * it: the built-in physics engine (default) and an LLM through the AI SDK.
 */
import type { Diagram } from "../../contracts/diagram";
import type { CourseLevel, TutorMode } from "../../contracts/taxonomy";
import type { ChatMessage, PerFeatures, Verification } from "../../contracts/tutor";

export interface LearnerMemorySnapshot {
  userLevel: string | null;
  preferredMode: string | null;
  confidenceRating: number;
  topicsPractised: string[];
  topicsMastered: string[];
}

export interface TutorTurn {
  mode: TutorMode;
  level: CourseLevel;
  /** The whole conversation, ending with the student's new message. */
  history: ChatMessage[];
  /** The problem statement: the solve problem, the first message of a conversation, or the analyze problem. */
  problem: string;
  /** Work Analysis: the student's typed work (or the text read from the photo). */
  studentWork: string;
  /** Work Analysis: the photo of the student's work. */
  studentWorkImage?: { data: Buffer; mediaType: string };
  problemInWork: boolean;
  perFeatures: PerFeatures;
  memory: LearnerMemorySnapshot | null;
  /** A generated bank problem the student is working on, when the text is one. */
  bankProblemId?: string;
}

export interface StepProgress {
  currentStep: number;
  totalSteps: number;
  isComplete: boolean;
  stepDescription: string;
}

export interface ModelUsage {
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  costUsd: number;
  success: boolean;
}

export interface BrainReply {
  reply: string;
  verification: Verification;
  /** A diagram drawn by the engine from the solved quantities (the reply's `canvasDiagram`). */
  diagram?: Diagram;
  step?: StepProgress;
  /** The subtopic the turn practised, when known (for the learner memory). */
  subtopic?: string;
  /** Whether the student showed mastery of that subtopic in this turn. */
  mastered?: boolean;
  /** The turn costs nothing (the engine could not solve the problem): its session is given back. */
  returnSession?: boolean;
  /** Set by the turn runner: a session was charged for this turn and has been given back. */
  sessionReturned?: boolean;
}

export interface BrainIo {
  /** Aborted when the student disconnects or the turn times out. */
  signal: AbortSignal;
  /** Receives the reply text as it is written; absent when the caller takes the reply whole. */
  onDelta?: (text: string) => void;
  /** Receives every model call's usage, failed calls included. */
  onUsage(usage: ModelUsage): void;
}

export interface TutorBrain {
  readonly kind: "engine" | "llm";
  respond(turn: TutorTurn, io: BrainIo): Promise<BrainReply>;
}
