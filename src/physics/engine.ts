/**
 * The physics engine's public entry for the server: the tutor modes, the problem bank and the
 * tools an LLM may call. The server imports from here only, so the engine's inner layout can change.
 */

export type {
  BankProblem,
  GenerateProblemsError,
  GenerateProblemsRequest,
  GenerateProblemsResult,
  ProblemCard,
} from "./bank/index";
export { generateProblems, problemFromId, problemId, templatesFor } from "./bank/index";
export type { GeneratedProblem, ValueWithUnit } from "./bank/template";
export type { CoachInput, CoachReply } from "./concepts/concept-coach";
export { conceptCoachReply } from "./concepts/concept-coach";
export { processSearchTerm, searchConcepts } from "./concepts/concept-search";
export { prepareQuestionClassifier } from "./concepts/question-classifier";
export { questionClassifierArtifactProblem } from "./concepts/question-classifier-artifact";
export type { PhysicalConstant } from "./constants";
export { lookupConstant } from "./constants";
export type { DiagramRequest, DiagramRequestResult, RequestedQuantity } from "./diagrams/requested-diagram";
export { requestedDiagram } from "./diagrams/requested-diagram";
export type { InteractiveTutorReply, InteractiveTutorRequest } from "./modes/interactive-tutor";
export { interactiveTutorReply } from "./modes/interactive-tutor";
export type { ProblemSolverReply, ProblemSolverRequest } from "./modes/problem-solver";
export { solveProblemReply } from "./modes/problem-solver";
export type { ChatMessage, PerFeatures } from "./modes/types";
export type { LineCheck, WorkAnalysisReply, WorkAnalysisRequest } from "./modes/work-analysis/analyze-work";
export { analyzeWork } from "./modes/work-analysis/analyze-work";
export type { ReplyLineCheck, ReplyLinesCheck } from "./modes/work-analysis/check-reply-lines";
export { checkReplyLines, MAX_REPLY_CALCULATIONS } from "./modes/work-analysis/check-reply-lines";
export type { ParseQuantityResult, Quantity } from "./quantity/quantity";
export { convertQuantity, formatQuantity, parseQuantity, quantitiesMatch, toSI } from "./quantity/quantity";
export { readsAsPhysicsProblem, solveText } from "./solver/free-form";
export type { SolveResult } from "./solver/types";
export type { FinalAnswerConfirmation, FinalAnswerConfirmer } from "./tools/confirm-final-answer";
export { confirmFinalAnswer, finalAnswerConfirmer } from "./tools/confirm-final-answer";
export type { AnswerCheck, ConstantLookup, ConversionResult, EvaluationResult } from "./tools/tools";
export {
  checkFinalAnswer,
  convertUnits,
  evaluateExpression,
  lookupConstant as lookupConstantForTool,
  solveProblem,
} from "./tools/tools";
