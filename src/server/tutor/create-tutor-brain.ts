/**
 * Chooses the tutor brain from the configuration: the LLM when a provider is configured,
 * else the built-in physics engine.
 */
import { engineToolkit } from "../ai/engine-toolkit-adapter";
import { createLlmBrain } from "../ai/llm-brain";
import type { AppConfig } from "../config";
import type { TutorBrain } from "./brain";
import { createEngineBrain } from "./engine-brain";

/** The brain for this configuration. */
export function createTutorBrain(config: AppConfig): TutorBrain {
  return config.ai ? createLlmBrain(config.ai, engineToolkit) : createEngineBrain();
}
