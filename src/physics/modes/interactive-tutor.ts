/**
 * Interactive Tutor mode: walks the student through a problem one step at a time, checking
 * each numeric answer with its unit, diagnosing known mistakes and giving hints in order.
 *
 * Stateless: the state is read back from the conversation. Every prompt carries a label such
 * as "**Step 2 of 5: Convert the speed**" and every hint "**Hint 1 of 3:**"; the tutor finds the
 * latest of its own labels (matched by exact text against the script) and answers from there.
 */
import type { Diagram } from "../../contracts/diagram";
import type { CourseLevel } from "../../contracts/taxonomy";
import type { CommonMistake, GeneratedProblem, TutorStep } from "../bank/template";
import { diagramForProblem, givensDiagramForProblem } from "../diagrams/index";
import { formatUnit, haveSameDimension } from "../quantity/quantity";
import { asksForSize, diagnoseAnswer, typedRounding } from "./answer-diagnosis";
import { type FreeFormUnderstanding, readFreeFormProblem } from "./free-form";
import { bulletList, finalAnswerLatex, inlineQuantity, knownLine } from "./markdown";
import { cannotSolveMarkdown } from "./problem-solver";
import { judgeQuantity, readStudentAnswer, sameQuantity } from "./student-answer";
import { type ChatMessage, type PerFeatures, type SupportLevel, supportLevel } from "./types";

/** What Interactive Tutor is asked: the whole conversation so far, whose first user message is the problem. */
export interface InteractiveTutorRequest {
  history: readonly ChatMessage[];
  level: CourseLevel;
  perFeatures?: PerFeatures;
  /** The worked problem when the first message is a generated bank problem. */
  bankProblem?: GeneratedProblem;
}

/** Interactive Tutor's reply and the progress the client displays. */
export interface InteractiveTutorReply {
  reply: string;
  /** The step the student is on, from 1; 0 when there is no script. */
  currentStep: number;
  totalSteps: number;
  isComplete: boolean;
  /** What the current step is about, or the next thing to do once complete. */
  stepDescription: string;
  /**
   * A picture: the givens' own (forces without the sizes still to find) with the prompt of the
   * step about the picture, or the solved problem's with the summary once every step is done.
   */
  diagram?: Diagram;
}

const DEFAULT_TOTAL_STEPS = 5;
const HINT_COUNT = 3;
const WARMUP_LABEL = "**Warm-up question:**";
const COMPLETE_LABEL = "**Problem complete!**";
const AFTER_COMPLETION = "Try another problem, or ask Concept Coach about the ideas behind this one.";
const SLIP_LABEL = "**What went wrong:**";

/** The label that opens every prompt of step `number` (from 1). */
export function stepLabel(number: number, total: number, description: string): string {
  return `**Step ${number} of ${total}: ${description}**`;
}

/** The label that opens hint `number` (from 1). */
export function hintLabel(number: number): string {
  return `**Hint ${number} of ${HINT_COUNT}:**`;
}

type Phase = "start" | "warmup" | "step" | "complete";

interface TutorState {
  phase: Phase;
  /** Index of the current step in the script, from 0. */
  stepIndex: number;
  hintsGiven: number;
  /** Ids of mistakes already diagnosed at the current step. */
  mistakesShown: Set<string>;
  /** Whether a slip was already named at the current step (the next wrong answer also gets a hint). */
  slipShown: boolean;
}

/** Reads the tutor's position from its own earlier messages. */
function stateFromHistory(history: readonly ChatMessage[], problem: GeneratedProblem): TutorState {
  const steps = problem.tutor.steps;
  const state: TutorState = {
    phase: "start",
    stepIndex: 0,
    hintsGiven: 0,
    mistakesShown: new Set(),
    slipShown: false,
  };
  for (const message of history) {
    if (message.role !== "assistant") continue;
    const content = message.content;
    let labelIndex = -1;
    let labelEnd = 0;
    let labelStep = -1;
    steps.forEach((step, index) => {
      const label = stepLabel(index + 1, steps.length, step.description);
      const position = content.lastIndexOf(label);
      if (position > labelIndex) {
        labelIndex = position;
        labelEnd = position + label.length;
        labelStep = index;
      }
    });
    const completePosition = content.lastIndexOf(COMPLETE_LABEL);
    if (completePosition >= 0 && completePosition > labelIndex) {
      state.phase = "complete";
      continue;
    }
    if (labelStep >= 0) {
      if (state.phase !== "step" || state.stepIndex !== labelStep) {
        state.hintsGiven = 0;
        state.mistakesShown = new Set();
        state.slipShown = false;
      }
      state.phase = "step";
      state.stepIndex = labelStep;
    } else if (content.includes(WARMUP_LABEL) && state.phase === "start") {
      state.phase = "warmup";
      continue;
    }
    if (state.phase !== "step") continue;
    const afterLabel = labelStep >= 0 ? content.slice(labelEnd) : content;
    for (let hint = HINT_COUNT; hint >= 1; hint--) {
      if (afterLabel.includes(hintLabel(hint))) {
        state.hintsGiven = Math.max(state.hintsGiven, hint);
        break;
      }
    }
    for (const mistake of problem.mistakes) {
      if (afterLabel.includes(mistake.feedback)) state.mistakesShown.add(mistake.id);
    }
    if (afterLabel.includes(SLIP_LABEL)) state.slipShown = true;
  }
  return state;
}

/** A step's prompt with its label, adapted to the support the student asked for. */
function stepPrompt(problem: GeneratedProblem, index: number, support: SupportLevel): string {
  const steps = problem.tutor.steps;
  const step = steps[index];
  const parts = [stepLabel(index + 1, steps.length, step.description), step.prompt];
  if (support === "more") {
    if (index === 0 && problem.knowns.length > 0) {
      parts.push(`Here is what the problem gives you:\n\n${problem.knowns.map(knownLine).join("\n")}`);
    }
    parts.push(
      `_Tip: write the relation you need first, then put in each value with its unit. ` +
        `Give your answer as a number with its unit (in ${unitWords(step)}). Type **hint** whenever you want one._`,
    );
  } else if (support === "standard" && index === 0) {
    parts.push("Give each answer as a number with its unit, or type **hint** for a hint.");
  }
  return parts.join("\n\n");
}

function unitWords(step: TutorStep): string {
  return step.expected.unit === "" ? "no unit: it is a pure number" : formatUnit(step.expected.unit);
}

function progress(
  problem: GeneratedProblem,
  index: number,
  reply: string,
  overrides: Partial<InteractiveTutorReply> = {},
): InteractiveTutorReply {
  return {
    reply,
    currentStep: index + 1,
    totalSteps: problem.tutor.steps.length,
    isComplete: false,
    stepDescription: problem.tutor.steps[index].description,
    ...overrides,
  };
}

function completion(
  problem: GeneratedProblem,
  opening: string,
  support: SupportLevel,
): InteractiveTutorReply {
  const steps = problem.tutor.steps;
  const summary = steps
    .map((step, index) => `${index + 1}. ${step.description}: ${inlineQuantity(step.expected)}`)
    .join("\n");
  const parts = [
    `${opening}\n\n${COMPLETE_LABEL}${support === "less" ? "" : " Well done: you worked through every step."}`,
    `Final answer: **${finalAnswerLatex(problem)}**`,
    `### Summary\n\n${summary}`,
  ];
  if (problem.keyConcepts.length > 0) parts.push(`### Key concepts\n\n${bulletList(problem.keyConcepts)}`);
  if (problem.realWorld) parts.push(`### Real-world connection\n\n${problem.realWorld}`);
  return {
    reply: parts.join("\n\n"),
    currentStep: steps.length,
    totalSteps: steps.length,
    isComplete: true,
    stepDescription: AFTER_COMPLETION,
  };
}

/** Moves to the step after `index`, or completes the problem. */
function advance(
  problem: GeneratedProblem,
  index: number,
  opening: string,
  support: SupportLevel,
): InteractiveTutorReply {
  const next = index + 1;
  if (next >= problem.tutor.steps.length) return completion(problem, opening, support);
  return progress(problem, next, `${opening}\n\n${stepPrompt(problem, next, support)}`);
}

/** The next hint, or after the last hint the worked step and the move to the next step. */
function nextHint(
  problem: GeneratedProblem,
  state: TutorState,
  opening: string,
  support: SupportLevel,
): InteractiveTutorReply {
  const step = problem.tutor.steps[state.stepIndex];
  if (state.hintsGiven >= HINT_COUNT) {
    const worked =
      `${opening} Here is this step worked out: ${step.hints[HINT_COUNT - 1]} ` +
      `That gives **${inlineQuantity(step.expected)}**. Let's carry that forward.`;
    return advance(problem, state.stepIndex, worked.trim(), support);
  }
  const hintNumber = state.hintsGiven + 1;
  const reply = `${opening}\n\n${hintLabel(hintNumber)} ${step.hints[hintNumber - 1]}\n\nTry again: ${step.prompt}`;
  return progress(problem, state.stepIndex, reply.trim());
}

/** Mistakes that show at a step: those placed there, and unplaced ones at the last step. */
function mistakesAt(problem: GeneratedProblem, index: number): CommonMistake[] {
  const last = problem.tutor.steps.length - 1;
  return problem.mistakes.filter((mistake) => (mistake.step ?? last) === index);
}

/** Answers the student's latest message at the current step. */
function answerStep(
  problem: GeneratedProblem,
  state: TutorState,
  text: string,
  support: SupportLevel,
): InteractiveTutorReply {
  const step = problem.tutor.steps[state.stepIndex];
  const answer = readStudentAnswer(text);
  if (answer.kind === "help") return nextHint(problem, state, "Sure.", support);
  if (answer.kind === "unreadable") {
    const format = `\`<number> ${step.expected.unit === "" ? "" : formatUnit(step.expected.unit)}\``.replace(
      " `",
      "`",
    );
    const reason =
      answer.reason === "unknown-unit"
        ? `I don't recognise the unit "${answer.unitText}". Write it with standard symbols, like ${format}.`
        : answer.reason === "empty"
          ? `I didn't catch an answer. Reply with a number and its unit, like ${format}, or type **hint**.`
          : `I need a number with its unit to check this step, like ${format}. If you're stuck, type **hint**.`;
    return progress(problem, state.stepIndex, `${reason}\n\n${step.prompt}`);
  }
  let verdict = judgeQuantity(answer, step.expected, step.tolerance);
  // "How fast", "the deceleration": a size is asked for, so the size of a signed result is right.
  let asSize = false;
  const isLast = state.stepIndex === problem.tutor.steps.length - 1;
  const sizeAsked =
    asksForSize(problem.statement) ||
    (isLast &&
      sameQuantity(problem.answer, { ...step.expected, value: -step.expected.value }, step.tolerance));
  if (verdict.verdict === "wrong" && sizeAsked && step.expected.value < 0) {
    const size = judgeQuantity({ value: -answer.value, unit: answer.unit }, step.expected, step.tolerance);
    if (size.verdict === "right") {
      verdict = size;
      asSize = true;
    }
  }
  if (verdict.verdict === "right") {
    const given = answer.unit ?? step.expected.unit;
    const sameUnit = given === step.expected.unit;
    const confirmation = asSize
      ? `**Correct.** The question asks for a size, and ${answer.text} ${formatUnit(given)} is it; in the worked solution it is ${inlineQuantity(step.expected)}, the minus sign saying it points against the motion.`
      : `**Correct.** ${step.description}: ${inlineQuantity(step.expected)}` +
        (sameUnit ? "." : ` (your ${answer.text} ${formatUnit(given)} is the same quantity).`);
    return advance(problem, state.stepIndex, confirmation, support);
  }
  if (verdict.verdict === "missing-unit") {
    const unit = formatUnit(step.expected.unit);
    const judgement = verdict.rightInExpectedUnit
      ? `If you meant ${answer.text} ${unit}, the number is right: say it again with the unit.`
      : `Even in ${unit}, ${answer.text} would not be right, so check the calculation as well.`;
    return progress(
      problem,
      state.stepIndex,
      `Please include the unit: this answer is measured in ${unit}. ${judgement}`,
    );
  }
  if (verdict.verdict === "wrong-dimension") {
    const opening =
      `The unit ${formatUnit(verdict.givenUnit)} measures a different kind of quantity from this step's answer, ` +
      `which is in ${unitWords(step)}.`;
    return nextHint(problem, state, opening, support);
  }
  const given = { value: answer.value, unit: answer.unit ?? step.expected.unit };
  const mistake = mistakesAt(problem, state.stepIndex).find((candidate) =>
    sameQuantity(given, candidate.wrongAnswer, step.tolerance),
  );
  if (mistake) {
    if (!state.mistakesShown.has(mistake.id)) {
      return progress(
        problem,
        state.stepIndex,
        `Not quite. ${mistake.feedback}\n\nTry again: ${step.prompt}`,
      );
    }
    // The same mistake a second time: the feedback alone did not help, so add the next hint.
    return nextHint(problem, state, `That is the same slip as before. ${mistake.feedback}`, support);
  }
  // When a size is asked for, the slip is read from the sizes, whatever sign the worked step carries.
  const sizes = sizeAsked;
  const slip = diagnoseAnswer(
    sizes ? { ...given, value: Math.abs(given.value) } : given,
    sizes ? { ...step.expected, value: Math.abs(step.expected.value) } : step.expected,
    typedRounding(answer.text, answer.value),
    problem.knowns,
  );
  if (slip) {
    const said = `Not quite. ${SLIP_LABEL} ${slip.message}`;
    // Named once, the student tries again; a second wrong answer at this step also gets a hint.
    if (!state.slipShown) return progress(problem, state.stepIndex, `${said}\n\nTry again: ${step.prompt}`);
    return nextHint(problem, state, said, support);
  }
  return nextHint(problem, state, "Not quite.", support);
}

function cannotTutor(understood: FreeFormUnderstanding): InteractiveTutorReply {
  const reply =
    "I'm sorry: I can't walk you through this one step by step, because I couldn't solve it myself " +
    "and I don't want to steer you toward a guess. **Concept Coach** can still help you with the ideas " +
    `behind it.\n\n${cannotSolveMarkdown(understood)}`;
  return {
    reply,
    currentStep: 0,
    totalSteps: DEFAULT_TOTAL_STEPS,
    isComplete: false,
    stepDescription: "Rephrase the problem with its values and units, or try Concept Coach.",
  };
}

function introduction(problem: GeneratedProblem, features: PerFeatures | undefined): InteractiveTutorReply {
  const support = supportLevel(features);
  const opening =
    support === "less"
      ? "Let's solve this step by step."
      : "Let's work through this problem together, one step at a time. I'll check each answer as we go.";
  if (features?.requestConceptualWarmup && problem.tutor.warmup.question) {
    const warmup = `${opening}\n\n${WARMUP_LABEL} ${problem.tutor.warmup.question}\n\nAnswer in a sentence or two; there is no wrong start.`;
    return progress(problem, 0, warmup, {
      stepDescription: "Warm-up: think about the idea before calculating",
    });
  }
  return progress(problem, 0, `${opening}\n\n${stepPrompt(problem, 0, support)}`);
}

/** The problem the conversation is about: the bank's, or the free-form text solved by the engine. */
function workedProblem(
  request: InteractiveTutorRequest,
  problemText: string,
): { problem: GeneratedProblem; assumptions?: string[] } | { understood: FreeFormUnderstanding } {
  if (request.bankProblem && request.bankProblem.tutor.steps.length > 0)
    return { problem: request.bankProblem };
  const reading = readFreeFormProblem(problemText, request.level);
  if (reading.status === "solved" && reading.problem.tutor.steps.length > 0)
    return { problem: reading.problem, assumptions: reading.assumptions };
  if (reading.status === "cannot-solve") return { understood: reading.understood };
  return { understood: { quantities: [] } };
}

/** One turn of Interactive Tutor: reads the conversation and answers the student's latest message. */
export function interactiveTutorReply(request: InteractiveTutorRequest): InteractiveTutorReply {
  const history = request.history ?? [];
  const problemText = history.find((message) => message.role === "user")?.content ?? "";
  if (problemText.trim() === "") {
    return {
      reply: "Send me a physics problem and we'll solve it together, one step at a time.",
      currentStep: 0,
      totalSteps: DEFAULT_TOTAL_STEPS,
      isComplete: false,
      stepDescription: "Type or paste a problem to start.",
    };
  }
  const worked = workedProblem(request, problemText);
  if ("understood" in worked) return cannotTutor(worked.understood);
  const problem = worked.problem;
  const support = supportLevel(request.perFeatures);
  const state = stateFromHistory(history, problem);
  const last = history[history.length - 1];
  const latestAnswer = last.role === "user" && history.indexOf(last) > 0 ? last.content : undefined;
  if (state.phase === "start")
    return withGivensDiagram(introduction(problem, request.perFeatures), problem, worked.assumptions);
  if (state.phase === "complete") {
    return completion(problem, "You have already finished this problem.", support);
  }
  if (state.phase === "warmup") {
    const explanation = problem.tutor.warmup.explanation;
    const acknowledgement =
      latestAnswer === undefined || latestAnswer.trim() === ""
        ? `Here is the idea: ${explanation}`
        : `Thanks for thinking that through. Here is the idea: ${explanation}`;
    const firstStep = progress(
      problem,
      0,
      `${acknowledgement}\n\nNow let's calculate.\n\n${stepPrompt(problem, 0, support)}`,
    );
    return withGivensDiagram(firstStep, problem, worked.assumptions);
  }
  if (latestAnswer === undefined) {
    const prompt = progress(problem, state.stepIndex, stepPrompt(problem, state.stepIndex, support));
    return withGivensDiagram(prompt, problem, worked.assumptions);
  }
  const reply = answerStep(problem, state, latestAnswer, support);
  return reply.isComplete
    ? withDiagram(reply, problem, worked.assumptions)
    : withGivensDiagram(reply, problem, worked.assumptions);
}

/**
 * The reply that completes the problem, with the problem's diagram under its summary. The diagram
 * comes then, not with an earlier step: its labels are the solution's values, and shown sooner
 * it would give away the answers the student is about to work out.
 */
function withDiagram(
  reply: InteractiveTutorReply,
  problem: GeneratedProblem,
  assumptions: readonly string[] | undefined,
): InteractiveTutorReply {
  const diagram = diagramForProblem(problem, assumptions);
  return diagram ? { ...reply, diagram } : reply;
}

/** Units of what a free-body diagram is for: a force, and the acceleration the forces give. */
const PICTURE_UNITS = ["N", "m/s^2"];

/**
 * The step about the picture: the first that finds a force or the acceleration the forces give
 * (the weight, the tension, the block's acceleration), where drawing the forces is the way in;
 * the first step when none does.
 */
function pictureStepIndex(problem: GeneratedProblem): number {
  const index = problem.tutor.steps.findIndex((step) =>
    PICTURE_UNITS.some((unit) => haveSameDimension(step.expected.unit, unit)),
  );
  return Math.max(0, index);
}

/**
 * A reply that opens the step about the picture (its label is in the reply), with the picture the
 * givens draw: the forces in their directions, sizes only where the problem states them, so
 * nothing the student is about to work out is shown. Other replies are returned as they are.
 */
function withGivensDiagram(
  reply: InteractiveTutorReply,
  problem: GeneratedProblem,
  assumptions: readonly string[] | undefined,
): InteractiveTutorReply {
  if (reply.isComplete || reply.diagram) return reply;
  const index = pictureStepIndex(problem);
  const steps = problem.tutor.steps;
  if (reply.currentStep !== index + 1) return reply;
  if (!reply.reply.includes(stepLabel(index + 1, steps.length, steps[index].description))) return reply;
  const diagram = givensDiagramForProblem(problem, assumptions);
  return diagram ? { ...reply, diagram } : reply;
}
