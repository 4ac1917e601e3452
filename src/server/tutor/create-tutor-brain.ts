/**
 * Chooses the tutor brain from the configuration: the LLM when a provider is configured,
 * else the built-in physics engine. Either way the engine's work runs in the engine pool.
 */
import { createEngineToolkit } from "../ai/engine-toolkit-adapter";
import { createLlmBrain } from "../ai/llm-brain";
import type { AppConfig } from "../config";
import type { EnginePool } from "../engine-pool/engine-pool";
import type { TutorBrain } from "./brain";
import { createEngineBrain } from "./engine-brain";

/** The brain for this configuration, whose engine calls run in the given pool. */
export function createTutorBrain(config: AppConfig, pool: EnginePool): TutorBrain {
  return config.ai ? createLlmBrain(config.ai, createEngineToolkit(pool)) : createEngineBrain(pool);
}
