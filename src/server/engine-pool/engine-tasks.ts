/**
 * What a worker of the engine pool runs: each engine call the server makes, by name, on plain
 * data in and out (a worker's answer crosses threads by structured clone, so no functions or
 * class instances).
 */

import type { CourseLevel } from "../../contracts/taxonomy";
import {
  checkReplyLines,
  convertUnits,
  type DiagramRequestResult,
  evaluateExpression,
  type FinalAnswerConfirmation,
  type FinalAnswerConfirmer,
  finalAnswerConfirmer,
  lookupConstantForTool,
  prepareQuestionClassifier,
  problemFromId,
  type ReplyLinesCheck,
  type RequestedQuantity,
  requestedDiagram,
  solveProblem,
} from "../../physics/engine";
import { readFinalAnswer } from "../ai/read-final-answer";
import type { BrainReply } from "../tutor/brain";
import { type EngineTurn, engineReply } from "../tutor/engine-turn";

/** A model's reply read by the engine: its checked lines, its stated final answer and the verdict on it. */
export interface ReplyReading {
  lines: ReplyLinesCheck;
  statedAnswer?: { value: number; unit: string };
  confirmation?: FinalAnswerConfirmation;
}

/** What the engine checks a model's reply against: the turn's problem and mode. */
export interface ReplyToRead {
  reply: string;
  problem: string;
  bankProblemId?: string;
  /** Concept Coach replies explain; they state no final answer to confirm. */
  statesFinalAnswer: boolean;
}

/** Problems whose solutions a worker keeps: the turns of a conversation share them. */
const KEPT_SOLUTIONS = 256;
/** Longer problem texts are solved each time rather than kept. */
const LONGEST_KEPT_PROBLEM = 4000;
const keptSolutions = new Map<string, FinalAnswerConfirmer>();

/** The engine's solution of a problem, worked out once per worker for the problems used most recently. */
function keptFinalAnswerConfirmer(problem: string, bankProblemId?: string): FinalAnswerConfirmer {
  if (problem.length > LONGEST_KEPT_PROBLEM) return finalAnswerConfirmer(problem, { bankProblemId });
  const key = `${bankProblemId ?? ""}\n${problem}`;
  let confirmer = keptSolutions.get(key);
  if (confirmer) {
    keptSolutions.delete(key); // kept as the most recent
  } else {
    confirmer = finalAnswerConfirmer(problem, { bankProblemId });
    if (keptSolutions.size >= KEPT_SOLUTIONS)
      keptSolutions.delete(keptSolutions.keys().next().value as string);
  }
  keptSolutions.set(key, confirmer);
  return confirmer;
}

/** A model's request for a diagram of the turn's problem (see requestedDiagram). */
export interface DiagramToDraw {
  problem: string;
  level: CourseLevel;
  bankProblemId?: string;
  kind: string;
  quantities: RequestedQuantity[];
}

/** Every task a worker runs, by name. */
export const ENGINE_TASKS = {
  /** One turn of the engine brain (the photo's text already read into the work). */
  engineTurn: (turn: EngineTurn): BrainReply => engineReply(turn),
  /** Checks every line of a model's reply and confirms its final answer with the engine's own solution. */
  readReply: (input: ReplyToRead): ReplyReading => {
    const lines = checkReplyLines(input.reply, { problem: input.problem });
    const statedAnswer = input.statesFinalAnswer ? readFinalAnswer(input.reply) : undefined;
    const confirmation =
      statedAnswer && input.problem.trim() !== ""
        ? keptFinalAnswerConfirmer(input.problem, input.bankProblemId)(statedAnswer)
        : undefined;
    return { lines, ...(statedAnswer ? { statedAnswer } : {}), ...(confirmation ? { confirmation } : {}) };
  },
  /** Works out the engine's solution of a problem ahead of the reply it will confirm. */
  prepareFinalAnswerCheck: (input: { problem: string; bankProblemId?: string }): null => {
    keptFinalAnswerConfirmer(input.problem, input.bankProblemId);
    return null;
  },
  evaluate: (input: { expression: string }): unknown => evaluateExpression(input.expression),
  convert: (input: { value: number; fromUnit: string; toUnit: string }): unknown =>
    convertUnits(input.value, input.fromUnit, input.toUnit),
  constant: (input: { name: string }): unknown => lookupConstantForTool(input.name),
  solve: (input: { problem: string }): unknown => solveProblem(input.problem),
  /** Checks a model's request for a diagram against the engine's solution, and draws it when it agrees. */
  drawDiagram: (input: DiagramToDraw): DiagramRequestResult => {
    const bank = input.bankProblemId ? problemFromId(input.bankProblemId) : undefined;
    return requestedDiagram({ ...input, ...(bank ? { bankProblem: bank.problem } : {}) });
  },
  /** Answers at once: a worker answers it once it has loaded the engine. */
  ready: (): null => null,
} satisfies Record<string, (input: never) => unknown>;

export type EngineTaskName = keyof typeof ENGINE_TASKS;
export type EngineTaskInput<Name extends EngineTaskName> = Parameters<(typeof ENGINE_TASKS)[Name]>[0];
export type EngineTaskOutput<Name extends EngineTaskName> = ReturnType<(typeof ENGINE_TASKS)[Name]>;

/** Runs one named task in the worker, first writing the moment it starts (its time budget counts from there). */
export function runEngineTask({
  task,
  input,
  startedAt,
}: {
  task: EngineTaskName;
  input: unknown;
  startedAt?: Float64Array;
}): unknown {
  if (startedAt) startedAt[0] = Date.now();
  const run = ENGINE_TASKS[task] as (input: unknown) => unknown;
  if (!run) throw new Error(`No engine task named ${String(task)}`);
  return run(input);
}

/**
 * Loads what calls use (Concept Coach's classifier, the solver's tables, the unit parser) before
 * the worker takes its first call: a call's time budget counts from its start, not the worker's.
 */
export function prepareEngine(): void {
  prepareQuestionClassifier();
  solveProblem("A ball is dropped from rest from a height of 20 m. How fast is it moving when it lands?");
  checkReplyLines("v = sqrt(2 * 9.8 m/s^2 * 20 m) = 19.8 m/s");
}
