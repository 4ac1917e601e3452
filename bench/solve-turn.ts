/** The Problem Solver turn the reply benchmarks check a worked reply against: the problem alone, no extras asked. */
import type { TutorTurn } from "../src/server/tutor/brain";

export function solveTurn(problem: string): TutorTurn {
  return {
    mode: "solve",
    level: "algebra",
    history: [{ role: "user", content: problem }],
    problem,
    studentWork: "",
    problemInWork: false,
    perFeatures: {
      showMisconceptions: false,
      confidenceRating: 3,
      requestErrorAnalysis: false,
      requestConceptualWarmup: false,
    },
    memory: null,
  };
}
