/**
 * The physics engine as the LLM brain's toolkit: calculator tools and the check of a reply, each
 * a call to the engine pool.
 */
import type { EnginePool } from "../engine-pool/engine-pool";
import type { EngineToolkit } from "./engine-toolkit";

/** The toolkit whose calls run in the given engine pool. */
export function createEngineToolkit(pool: EnginePool): EngineToolkit {
  return {
    evaluate: (expression) => pool.run("evaluate", { expression }),
    convert: (value, fromUnit, toUnit) => pool.run("convert", { value, fromUnit, toUnit }),
    constant: (name) => pool.run("constant", { name }),
    solve: (problem) => pool.run("solve", { problem }),
    drawDiagram: (request) => pool.run("drawDiagram", request),
    prepareFinalAnswerCheck(problem, bankProblemId) {
      // Worked out ahead, in a worker; the check itself works it out again if this did not finish.
      pool.run("prepareFinalAnswerCheck", { problem, bankProblemId }).catch(() => {});
    },
    readReply: (input, signal) => pool.run("readReply", input, signal),
  };
}
