/**
 * The LLM brain: per-mode prompts, the physics engine as tools, streamed replies, structured
 * Interactive Tutor progress, usage and cost of every call, and the engine's check of the final answer.
 */
import {
  generateText,
  type ModelMessage,
  Output,
  stepCountIs,
  streamText,
  type ToolSet,
  tool,
  type UserContent,
  zodSchema,
} from "ai";
import { z } from "zod";
import type { Diagram } from "../../contracts/diagram";
import { DIAGRAM_KINDS } from "../../contracts/diagram-kinds";
import type { ChatMessage } from "../../contracts/tutor";
import type { AiConfig } from "../config";
import type { BrainIo, BrainReply, StepProgress, TutorBrain, TutorTurn } from "../tutor/brain";
import type { EngineToolkit } from "./engine-toolkit";
import { createLanguageModel } from "./language-model";
import { costOfCall } from "./prices";
import { analyzeSystemPrompt } from "./prompts/analyze";
import { conceptSystemPrompt } from "./prompts/concept";
import { correctionRequest } from "./prompts/correct";
import { solveSystemPrompt } from "./prompts/solve";
import { stepReplySchema, stepSystemPrompt } from "./prompts/step";
import { toProviderError } from "./provider-errors";
import { failedLineText, verifyReply } from "./verify-reply";

/** Most model steps (tool calls and the answer) in one turn. */
const MAX_MODEL_STEPS = 6;

/** Characters per token, for estimating what a call cut short used: providers bill it anyway. */
const CHARACTERS_PER_TOKEN = 4;

function estimatedTokens(characters: number): number {
  return Math.ceil(characters / CHARACTERS_PER_TOKEN);
}

function promptCharacters(system: string, messages: ModelMessage[]): number {
  let characters = system.length;
  for (const message of messages) {
    if (typeof message.content === "string") characters += message.content.length;
    else for (const part of message.content) if (part.type === "text") characters += part.text.length;
  }
  return characters;
}

/** The Interactive Tutor's structured reply; its JSON schema is worked out once, not per call. */
const STEP_OUTPUT = Output.object({ schema: zodSchema(stepReplySchema) });

/** The engine's tools for the model; each input's JSON schema is worked out once, not per call. */
function engineTools(toolkit: EngineToolkit): ToolSet {
  return {
    evaluate: tool({
      description:
        "Evaluate an arithmetic expression with units, e.g. '3 kg * 9.81 m/s^2' or 'sqrt(2 * 9.81 m/s^2 * 20 m)'",
      inputSchema: zodSchema(z.object({ expression: z.string() })),
      execute: async ({ expression }) => toolkit.evaluate(expression),
    }),
    convert: tool({
      description: "Convert a value from one unit to another, e.g. 72 km/h to m/s",
      inputSchema: zodSchema(z.object({ value: z.number(), fromUnit: z.string(), toUnit: z.string() })),
      execute: async ({ value, fromUnit, toUnit }) => toolkit.convert(value, fromUnit, toUnit),
    }),
    constant: tool({
      description: "Look up a physical constant (CODATA) by name or symbol, e.g. 'speed of light' or 'h'",
      inputSchema: zodSchema(z.object({ name: z.string() })),
      execute: async ({ name }) => toolkit.constant(name),
    }),
    solve: tool({
      description:
        "Solve a physics problem statement with the physics engine; answers 'cannot-solve' when unsure",
      inputSchema: zodSchema(z.object({ problem: z.string() })),
      execute: async ({ problem }) => toolkit.solve(problem),
    }),
  };
}

/** What the model's requests for diagrams gave in one turn: the last diagram drawn, and the refusals. */
interface TurnDiagrams {
  diagram?: Diagram;
  notes: string[];
}

const DIAGRAM_REQUEST_SCHEMA = zodSchema(
  z.object({
    kind: z.enum(DIAGRAM_KINDS),
    quantities: z
      .array(z.object({ name: z.string().max(60), value: z.number(), unit: z.string().max(40) }))
      .max(20),
  }),
);

/**
 * The tool that asks the engine for a diagram of the turn's problem. The engine checks the
 * quantities against its own solution and draws from its own numbers; the model never draws.
 */
function diagramTool(toolkit: EngineToolkit, turn: TutorTurn, diagrams: TurnDiagrams) {
  return tool({
    description:
      "Show the student a diagram of this problem (free-body diagram, motion graphs, ray diagram, circuit, energy bars ...), " +
      "drawn by the physics engine from its own solution. Give the kind and the quantities the diagram shows, each with its " +
      "symbol, value and unit. A quantity that contradicts the engine's solution gets no diagram.",
    inputSchema: DIAGRAM_REQUEST_SCHEMA,
    execute: async ({ kind, quantities }) => {
      const result = await toolkit.drawDiagram({
        problem: turn.problem,
        level: turn.level,
        ...(turn.bankProblemId ? { bankProblemId: turn.bankProblemId } : {}),
        kind,
        quantities,
      });
      if (result.status === "drawn") {
        diagrams.diagram = result.diagram;
        return {
          drawn: true,
          title: result.diagram.title,
          description: result.diagram.description,
          note: result.note,
        };
      }
      diagrams.notes.push(result.note);
      return { drawn: false, note: result.note };
    },
  });
}

function systemPromptFor(turn: TutorTurn): string {
  if (turn.mode === "solve") return solveSystemPrompt(turn);
  if (turn.mode === "concept") return conceptSystemPrompt(turn);
  if (turn.mode === "step") return stepSystemPrompt(turn);
  return analyzeSystemPrompt(turn);
}

/**
 * Most characters of a conversation sent to the model in one call: a long conversation, stored or
 * brought by the client, must not cost more than the session that pays for it.
 */
export const MAX_HISTORY_CHARACTERS_FOR_MODEL = 40_000;

/** The conversation as the model sees it: its first message (the problem), then the latest that fit. */
function recentHistory(history: ChatMessage[]): ChatMessage[] {
  if (history.length <= 1) return history;
  const [first, ...rest] = history;
  let budget = MAX_HISTORY_CHARACTERS_FOR_MODEL - first.content.length;
  let start = rest.length;
  while (start > 0) {
    const size = rest[start - 1].content.length;
    // The student's latest message always goes, whatever its size.
    if (start < rest.length && size > budget) break;
    budget -= size;
    start -= 1;
  }
  return [first, ...rest.slice(start)];
}

function messagesFor(turn: TutorTurn): ModelMessage[] {
  if (turn.mode !== "analyze") {
    return recentHistory(turn.history).map(
      (message) => ({ role: message.role, content: message.content }) as ModelMessage,
    );
  }
  const parts: UserContent = [];
  const text = [
    turn.problem.trim() ? `Problem:\n${turn.problem.trim()}` : "",
    turn.studentWork.trim() ? `My work:\n${turn.studentWork.trim()}` : "My work is in the photo.",
  ]
    .filter(Boolean)
    .join("\n\n");
  parts.push({ type: "text", text });
  if (turn.studentWorkImage) {
    parts.push({
      type: "image",
      image: turn.studentWorkImage.data,
      mediaType: turn.studentWorkImage.mediaType,
    });
  }
  return [{ role: "user", content: parts }];
}

/**
 * The reply in a corrected answer: a model that answered the Interactive Tutor in JSON may
 * answer the correction in JSON too, and only its `reply` is the student's text.
 */
function replyText(text: string): string {
  if (!text.trim().startsWith("{")) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "reply" in parsed && typeof parsed.reply === "string") {
      return parsed.reply;
    }
  } catch {
    // Not JSON after all: the text is the reply.
  }
  return text;
}

type StepReply = z.infer<typeof stepReplySchema>;

/** An Interactive Tutor reply and its progress, from the model's structured reply. */
function stepResult(output: StepReply): { reply: string; step: StepProgress; mastered: boolean } {
  return {
    reply: output.reply,
    step: {
      currentStep: output.currentStep,
      totalSteps: output.totalSteps,
      isComplete: output.isComplete,
      stepDescription: output.stepDescription,
    },
    mastered: output.isComplete,
  };
}

/**
 * The engine's own solution of a turn's problem, worked out while the model writes (it does not
 * depend on the reply): once the request has gone out, or, for a stream, once the first token has
 * been forwarded, so that no token waits for it. Worked out on demand if it is still missing.
 */
function solutionWhileWriting(toolkit: EngineToolkit, turn: TutorTurn) {
  let scheduled = false;
  // Concept Coach replies and turns without a problem have no final answer to confirm.
  const needed = turn.mode !== "concept" && turn.problem.trim() !== "";
  return {
    startSoon() {
      if (scheduled || !needed) return;
      scheduled = true;
      setImmediate(() => toolkit.prepareFinalAnswerCheck(turn.problem, turn.bankProblemId));
    },
  };
}

/** Creates the LLM brain for a provider configuration. */
export function createLlmBrain(config: AiConfig, toolkit: EngineToolkit): TutorBrain {
  const textModel = createLanguageModel(config, "text");
  const visionModel = createLanguageModel(config, "vision");
  const tools = engineTools(toolkit);

  /**
   * Checks the finished reply and, when a calculation failed, asks the model once to correct it.
   * The corrected reply is taken only when its own calculations all pass; otherwise the reply
   * stays as written, with its failed lines marked. Runs after the last streamed token.
   */
  async function checkAndCorrect(
    turn: TutorTurn,
    io: BrainIo,
    written: { reply: string; system: string; messages: ModelMessage[] },
  ): Promise<Pick<BrainReply, "reply" | "verification">> {
    const first = await verifyReply(toolkit, turn, written.reply, io.signal);
    if (first.failed.length === 0 || io.signal.aborted) {
      return { reply: written.reply, verification: first.verification };
    }
    const corrected = await askForCorrection(turn, io, written, correctionRequest(first.failed));
    if (corrected !== undefined) {
      const second = await verifyReply(toolkit, turn, corrected, io.signal);
      if (second.failed.length === 0) {
        const note = `Corrected after the engine's check: ${first.failed.map(failedLineText).join("; ")}.`;
        return {
          reply: corrected,
          verification: {
            ...second.verification,
            // The corrected reply is verified only on what its own check found, never for being corrected.
            correctedLines: first.failed,
            note: `${note} ${second.verification.note}`.trim(),
          },
        };
      }
    }
    return { reply: written.reply, verification: first.verification };
  }

  /** One short call for the corrected reply; undefined when it fails (the turn itself does not). */
  async function askForCorrection(
    turn: TutorTurn,
    io: BrainIo,
    written: { reply: string; system: string; messages: ModelMessage[] },
    request: string,
  ): Promise<string | undefined> {
    const started = performance.now();
    const timeout = AbortSignal.timeout(config.timeoutMs);
    let tokens = { inputTokens: 0, outputTokens: 0 };
    let success = false;
    const usesVision = turn.mode === "analyze" && turn.studentWorkImage !== undefined;
    const modelId = usesVision ? config.visionModel : config.model;
    try {
      const result = await generateText({
        model: usesVision ? visionModel : textModel,
        system: written.system,
        messages: [
          ...written.messages,
          { role: "assistant", content: written.reply },
          { role: "user", content: request },
        ],
        maxRetries: config.maxRetries,
        abortSignal: AbortSignal.any([io.signal, timeout]),
      });
      tokens = {
        inputTokens: result.usage.inputTokens ?? 0,
        outputTokens: result.usage.outputTokens ?? 0,
      };
      const text = replyText(result.text);
      success = text.trim().length > 0;
      return success ? text : undefined;
    } catch {
      return undefined;
    } finally {
      io.onUsage({
        model: modelId,
        ...tokens,
        latencyMs: performance.now() - started,
        costUsd: costOfCall(modelId, tokens, config.priceOverride),
        success,
      });
    }
  }

  return {
    kind: "llm",
    async respond(turn: TutorTurn, io: BrainIo): Promise<BrainReply> {
      const system = systemPromptFor(turn);
      const messages = messagesFor(turn);
      const solution = solutionWhileWriting(toolkit, turn);
      const diagrams: TurnDiagrams = { notes: [] };
      const turnTools = { ...tools, drawDiagram: diagramTool(toolkit, turn, diagrams) };
      const { onDelta } = io;
      const writing = writeReply(
        turn,
        onDelta
          ? {
              ...io,
              onDelta: (text) => {
                onDelta(text);
                solution.startSoon();
              },
            }
          : io,
        system,
        messages,
        turnTools,
      );
      if (!onDelta) solution.startSoon();
      const written = await writing;
      const checked = await checkAndCorrect(turn, io, { reply: written.reply, system, messages });
      // A refused diagram is said beside the verification, so the student knows why none is shown.
      const refused = diagrams.diagram ? [] : diagrams.notes;
      const note = [checked.verification.note, ...refused].filter(Boolean).join(" ");
      return {
        ...written,
        ...checked,
        verification: { ...checked.verification, note },
        ...(diagrams.diagram ? { diagram: diagrams.diagram } : {}),
      };
    },
  };

  /** Streams the model's reply to the student; no check runs before the last token. */
  async function writeReply(
    turn: TutorTurn,
    io: BrainIo,
    system: string,
    messages: ModelMessage[],
    tools: ToolSet,
  ): Promise<{ reply: string; step?: StepProgress; mastered?: boolean }> {
    const usesVision = turn.mode === "analyze" && turn.studentWorkImage !== undefined;
    const modelId = usesVision ? config.visionModel : config.model;
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const started = performance.now();
    let tokens = { inputTokens: 0, outputTokens: 0 };
    // Usage of the steps the model finished, and the characters of the step under way: a call
    // cut short (the student left, a timeout) reports no total, yet the provider bills it.
    const finishedSteps = { inputTokens: 0, outputTokens: 0 };
    let streamedSinceStep = 0;
    let success = false;
    try {
      const common = {
        model: usesVision ? visionModel : textModel,
        system,
        messages,
        tools,
        stopWhen: stepCountIs(MAX_MODEL_STEPS),
        maxRetries: config.maxRetries,
        abortSignal: AbortSignal.any([io.signal, timeout]),
        onStepFinish: ({ usage }: { usage: { inputTokens?: number; outputTokens?: number } }) => {
          finishedSteps.inputTokens += usage.inputTokens ?? 0;
          finishedSteps.outputTokens += usage.outputTokens ?? 0;
          streamedSinceStep = 0;
        },
      };
      let failure: unknown;
      const onError = ({ error }: { error: unknown }) => {
        failure ??= error;
      };

      if (!io.onDelta) {
        // The caller wants the reply whole: one call without a stream does less work per call.
        const result = await generateText({
          ...common,
          ...(turn.mode === "step" ? { output: STEP_OUTPUT } : {}),
        });
        tokens = {
          inputTokens: result.totalUsage.inputTokens ?? 0,
          outputTokens: result.totalUsage.outputTokens ?? 0,
        };
        if (turn.mode === "step") {
          const output = result.output as StepReply;
          success = output.reply.trim().length > 0;
          return stepResult(output);
        }
        success = result.text.trim().length > 0;
        return { reply: result.text };
      }
      const onDelta = io.onDelta;

      if (turn.mode === "step") {
        const result = streamText({
          ...common,
          output: STEP_OUTPUT,
          onError,
        });
        let written = "";
        for await (const partial of result.partialOutputStream) {
          const text = typeof partial.reply === "string" ? partial.reply : "";
          if (text.length > written.length && text.startsWith(written)) {
            streamedSinceStep += text.length - written.length;
            onDelta(text.slice(written.length));
            written = text;
          }
        }
        if (failure) throw failure;
        const output = await result.output;
        const usage = await result.totalUsage;
        tokens = { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
        if (output.reply.length > written.length) onDelta(output.reply.slice(written.length));
        success = output.reply.trim().length > 0;
        return stepResult(output);
      }

      const result = streamText({ ...common, onError });
      let reply = "";
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          reply += part.text;
          streamedSinceStep += part.text.length;
          onDelta(part.text);
        } else if (part.type === "error") {
          throw part.error;
        }
      }
      if (failure) throw failure;
      const usage = await result.totalUsage;
      tokens = { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
      success = reply.trim().length > 0;
      return { reply };
    } catch (error) {
      const cutShort = io.signal.aborted || timeout.aborted;
      // A call cut short was sent in full and partly answered: its last step counts as estimated.
      // A refused call (bad key, rate limit, server error) is not billed beyond its finished steps.
      tokens = {
        inputTokens:
          finishedSteps.inputTokens + (cutShort ? estimatedTokens(promptCharacters(system, messages)) : 0),
        outputTokens: finishedSteps.outputTokens + (cutShort ? estimatedTokens(streamedSinceStep) : 0),
      };
      throw toProviderError(error, timeout.aborted && !io.signal.aborted);
    } finally {
      io.onUsage({
        model: modelId,
        ...tokens,
        latencyMs: performance.now() - started,
        costUsd: costOfCall(modelId, tokens, config.priceOverride),
        success,
      });
    }
  }
}
