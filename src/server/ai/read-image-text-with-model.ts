/**
 * Text from an image with the configured vision model, math written in $...$.
 */
import { generateText } from "ai";
import type { AiConfig } from "../config";
import type { ModelUsage } from "../tutor/brain";
import { createLanguageModel } from "./language-model";
import { costOfCall } from "./prices";
import { toProviderError } from "./provider-errors";

const INSTRUCTION =
  "Transcribe all the text in this image exactly, line by line, as plain text. Write every mathematical expression and equation in LaTeX between $...$. Do not solve or comment; output only the transcription.";

/** Reads an image's text with the vision model; reports the call's usage. */
export async function readImageTextWithModel(
  config: AiConfig,
  image: { data: Buffer; mediaType: string },
  onUsage: (usage: ModelUsage) => void,
  signal?: AbortSignal,
): Promise<string> {
  const started = performance.now();
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let tokens = { inputTokens: 0, outputTokens: 0 };
  let success = false;
  try {
    const result = await generateText({
      model: createLanguageModel(config, "vision"),
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: INSTRUCTION },
            { type: "image", image: image.data, mediaType: image.mediaType },
          ],
        },
      ],
      maxRetries: config.maxRetries,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    tokens = {
      inputTokens: result.totalUsage.inputTokens ?? 0,
      outputTokens: result.totalUsage.outputTokens ?? 0,
    };
    success = true;
    return result.text.trim();
  } catch (error) {
    throw toProviderError(error, timeout.aborted && !signal?.aborted);
  } finally {
    onUsage({
      model: config.visionModel,
      ...tokens,
      latencyMs: performance.now() - started,
      costUsd: costOfCall(config.visionModel, tokens, config.priceOverride),
      success,
    });
  }
}
