/**
 * The language model chosen by configuration: OpenAI, any OpenAI-compatible server (Ollama,
 * vLLM, llama.cpp server, LM Studio) or Anthropic.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AiConfig } from "../config";

/** The model for text (or, with vision, for replies that include a photo). */
export function createLanguageModel(config: AiConfig, purpose: "text" | "vision" = "text"): LanguageModel {
  const modelId = purpose === "vision" ? config.visionModel : config.model;
  if (config.provider === "anthropic") return createAnthropic({ apiKey: config.apiKey })(modelId);
  if (config.provider === "openai-compatible") {
    return createOpenAICompatible({
      name: "openai-compatible",
      baseURL: config.baseUrl ?? "",
      apiKey: config.apiKey,
      includeUsage: true,
      supportsStructuredOutputs: true,
    })(modelId);
  }
  // .chat() uses Chat Completions, which every OpenAI model and most proxies serve.
  return createOpenAI({ apiKey: config.apiKey }).chat(modelId);
}
