/**
 * The engine brain: the built-in physics engine as a complete tutor, with no AI provider. The
 * photo of a student's work is read here (OCR has its own workers); the turn itself is worked out
 * in the engine pool (engine-turn.ts), off the request thread and within its time budget.
 */
import type { EnginePool } from "../engine-pool/engine-pool";
import { AppError } from "../http/errors";
import { readImageTextWithOcr } from "../images/read-image-text";
import type { BrainIo, BrainReply, TutorBrain, TutorTurn } from "./brain";
import type { EngineTurn } from "./engine-turn";

/** Splits a reply into pieces of a few words, so engine replies stream like any other. */
export function replyChunks(reply: string): string[] {
  return reply.match(/\S+\s*/g) ?? [reply];
}

async function readWork(turn: TutorTurn, signal: AbortSignal): Promise<string> {
  if (!turn.studentWorkImage) return turn.studentWork;
  const photoText = await readImageTextWithOcr(turn.studentWorkImage.data, signal);
  if (!photoText.trim() && !turn.studentWork.trim()) {
    throw new AppError(
      422,
      "NO_TEXT_FOUND",
      "Could not read any writing in the photo of your work; try a clearer photo or type it",
    );
  }
  return [turn.studentWork.trim(), photoText.trim()].filter(Boolean).join("\n");
}

/** The turn as the engine's worker takes it: plain data, the photo already read into the work. */
async function engineTurnOf(turn: TutorTurn, signal: AbortSignal): Promise<EngineTurn> {
  const { studentWorkImage: _image, memory: _memory, ...rest } = turn;
  return turn.mode === "analyze" ? { ...rest, studentWork: await readWork(turn, signal) } : rest;
}

/** Creates the engine brain, whose turns run in the given engine pool. */
export function createEngineBrain(pool: EnginePool): TutorBrain {
  return {
    kind: "engine",
    async respond(turn: TutorTurn, io: BrainIo): Promise<BrainReply> {
      const started = performance.now();
      let success = false;
      try {
        const result = await pool.run("engineTurn", await engineTurnOf(turn, io.signal), io.signal);
        for (const chunk of replyChunks(result.reply)) {
          if (io.signal.aborted) throw new AppError(499, "CLIENT_CLOSED", "The request was cancelled");
          io.onDelta?.(chunk);
        }
        success = true;
        return result;
      } finally {
        io.onUsage({
          model: "engine",
          inputTokens: 0,
          outputTokens: 0,
          latencyMs: performance.now() - started,
          costUsd: 0,
          success,
        });
      }
    },
  };
}
