/**
 * Model prices in USD per million tokens, for the cost of every model call. AI_PRICE_* override
 * the table (for example for a self-hosted model, which costs nothing per token).
 */
import type { AiConfig } from "../config";

const PRICE_TABLE: Record<string, { inputPerMillion: number; outputPerMillion: number }> = {
  "gpt-4o-mini": { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  "gpt-4o": { inputPerMillion: 2.5, outputPerMillion: 10 },
  "gpt-4.1-mini": { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  "gpt-4.1": { inputPerMillion: 2, outputPerMillion: 8 },
  "claude-haiku-4-5": { inputPerMillion: 1, outputPerMillion: 5 },
  "claude-sonnet-4-5": { inputPerMillion: 3, outputPerMillion: 15 },
  "claude-opus-4-1": { inputPerMillion: 15, outputPerMillion: 75 },
};

/** Cost in USD of a call with the given token counts (0 for models not in the table). */
export function costOfCall(
  model: string,
  tokens: { inputTokens: number; outputTokens: number },
  override?: AiConfig["priceOverride"],
): number {
  const price = override ?? PRICE_TABLE[model];
  if (!price) return 0;
  return (
    (tokens.inputTokens * price.inputPerMillion + tokens.outputTokens * price.outputPerMillion) / 1_000_000
  );
}
