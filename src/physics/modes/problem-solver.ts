/**
 * Problem Solver mode: a complete worked solution in markdown with LaTeX, from the bank
 * problem's own solution or from the solver; a plain "cannot solve" with what was understood
 * otherwise. It never guesses an answer.
 */
import type { Diagram } from "../../contracts/diagram";
import type { CourseLevel } from "../../contracts/taxonomy";
import type { GeneratedProblem, ValueWithUnit } from "../bank/template";
import { diagramForProblem } from "../diagrams/index";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { type FreeFormUnderstanding, readFreeFormProblem } from "./free-form";
import { bulletList, capitalize, displayMath, finalAnswerLatex, knownLine } from "./markdown";
import { type MistakeNote, solvedProblemMistakes } from "./problem-solver-mistakes";
import type { PerFeatures } from "./types";

/** What Problem Solver is asked. */
export interface ProblemSolverRequest {
  /** The problem text as the student gave it. */
  problem: string;
  level: CourseLevel;
  perFeatures?: PerFeatures;
  /** The worked problem when the text is a generated bank problem. */
  bankProblem?: GeneratedProblem;
}

/** Problem Solver's reply: markdown, whether it solved the problem, the final answer and its diagram. */
export interface ProblemSolverReply {
  reply: string;
  status: "solved" | "cannot-solve";
  answer?: ValueWithUnit;
  /** A diagram drawn from the solution's own numbers, when the problem is of a kind the engine draws. */
  diagram?: Diagram;
}

const HEADINGS: Record<CourseLevel, { given: string; find: string; solution: string; intro: string }> = {
  "high-school": {
    given: "What we know",
    find: "What we want to find",
    solution: "How to solve it",
    intro: "Let's work through this one step at a time, writing units with every number.",
  },
  algebra: {
    given: "Given",
    find: "Find",
    solution: "Solution",
    intro: "Here is the worked solution, with units carried through every step.",
  },
  calculus: {
    given: "Given",
    find: "Find",
    solution: "Solution",
    intro: "Worked solution:",
  },
};

/**
 * The worked-solution markdown of a bank or solved problem; `mistakes` are the common mistakes to
 * name, the problem's own when not given.
 */
export function workedSolutionMarkdown(
  problem: GeneratedProblem,
  level: CourseLevel,
  features: PerFeatures | undefined,
  mistakes: readonly MistakeNote[] = problem.mistakes,
): string {
  const headings = HEADINGS[level];
  const sections: string[] = [headings.intro];
  sections.push(`### ${headings.given}\n\n${problem.knowns.map(knownLine).join("\n")}`);
  sections.push(
    `### ${headings.find}\n\n${capitalize(problem.unknown.name)}, $${problem.unknown.symbol}$` +
      (problem.unknown.unit ? `, in $${formatUnitOnly(problem.unknown.unit)}$.` : "."),
  );
  const steps = problem.solution.map((step, index) => {
    const lines = [`**Step ${index + 1}.** ${step.principle}`, displayMath(step.equation)];
    if (step.substitution.trim() !== "" && step.substitution !== step.equation) {
      lines.push(displayMath(step.substitution));
    }
    return lines.join("\n\n");
  });
  sections.push(`### ${headings.solution}\n\n${steps.join("\n\n")}`);
  sections.push(
    `### Final answer\n\n**${finalAnswerLatex(problem)}** (to ${problem.significantFigures} significant figures)`,
  );
  if (level === "high-school") {
    sections.push(
      "_Check: does the size of the answer make sense, and is its unit the unit of " +
        `${problem.unknown.name}?_`,
    );
  }
  if (problem.keyConcepts.length > 0) sections.push(`### Key concepts\n\n${bulletList(problem.keyConcepts)}`);
  if (features?.showMisconceptions && mistakes.length > 0) {
    const lines = mistakes.map((mistake) => `**${mistake.description}** ${mistake.feedback}`);
    sections.push(`### Common mistakes\n\n${bulletList(lines)}`);
  }
  if (problem.realWorld) sections.push(`### Real-world connection\n\n${problem.realWorld}`);
  return sections.join("\n\n");
}

function formatUnitOnly(unit: string): string {
  // The unit's LaTeX alone: format the quantity 1 and drop the number.
  return formatQuantityLatex(1, unit, 1).replace(/^1(\\ )?/, "");
}

/** The reply when the engine cannot solve the text: what it understood and what to try instead. */
export function cannotSolveMarkdown(understood: FreeFormUnderstanding): string {
  const quantities = understood.quantities.filter((quantity) => quantity.unit !== "");
  const bareNumbers = understood.quantities.filter((quantity) => quantity.unit === "");
  const lines = [
    "I can't solve this problem reliably, so I won't guess at an answer.",
    "### What I understood",
  ];
  const understoodLines: string[] = [];
  if (quantities.length > 0) {
    understoodLines.push(
      `Quantities with units: ${quantities.map((quantity) => `$${formatQuantityLatex(quantity.value, quantity.unit, significantFor(quantity.value))}$`).join(", ")}`,
    );
  } else {
    understoodLines.push("I found no quantities with units in the text.");
  }
  if (bareNumbers.length > 0) {
    understoodLines.push(
      `Numbers without units: ${bareNumbers.map((quantity) => String(quantity.value)).join(", ")}`,
    );
  }
  understoodLines.push(
    understood.unknown
      ? `It seems to ask for ${understood.unknown}.`
      : "I could not tell which quantity the problem asks for.",
  );
  if (understood.reason) understoodLines.push(`Where I stopped: ${understood.reason}`);
  lines.push(bulletList(understoodLines));
  lines.push(
    "### What you can try",
    bulletList([
      'Rephrase the problem with every given value and its unit, and say plainly what to find (for example "Find the final speed in m/s").',
      "Switch to **Interactive Tutor** to work through it one step at a time, or to **Concept Coach** to talk through the physics behind it.",
    ]),
  );
  return lines.join("\n\n");
}

function significantFor(value: number): number {
  // Show the number as the student wrote it, without padding or rounding it.
  for (let figures = 1; figures < 12; figures++) {
    if (roundSignificant(value, figures) === value) return figures;
  }
  return 12;
}

/** Solves a problem for the student: the bank's worked solution, the solver's, or an honest "cannot solve". */
export function solveProblemReply(request: ProblemSolverRequest): ProblemSolverReply {
  const { problem, level, perFeatures, bankProblem } = request;
  const worked: FreeFormOutcome = bankProblem
    ? { kind: "solved", problem: bankProblem }
    : solvedFreeForm(problem, level);
  if (worked.kind === "cannot-solve") {
    return { reply: cannotSolveMarkdown(worked.understood), status: "cannot-solve" };
  }
  const generated = worked.problem;
  const assumptions =
    worked.assumptions && worked.assumptions.length > 0
      ? `\n\n### Assumptions\n\n${bulletList(worked.assumptions)}`
      : "";
  const diagram = diagramForProblem(generated, worked.assumptions);
  // A typed problem has no template to list its mistakes: the relations its solution used name them.
  const mistakes = bankProblem ? generated.mistakes : solvedProblemMistakes(generated, worked.assumptions);
  return {
    reply: `${workedSolutionMarkdown(generated, level, perFeatures, mistakes)}${assumptions}`,
    status: "solved",
    answer: {
      value: roundSignificant(generated.answer.value, generated.significantFigures),
      unit: generated.answer.unit,
    },
    ...(diagram ? { diagram } : {}),
  };
}

type FreeFormOutcome =
  | { kind: "solved"; problem: GeneratedProblem; assumptions?: string[] }
  | { kind: "cannot-solve"; understood: FreeFormUnderstanding };

function solvedFreeForm(text: string, level: CourseLevel): FreeFormOutcome {
  const reading = readFreeFormProblem(text, level);
  if (reading.status === "solved") {
    return { kind: "solved", problem: reading.problem, assumptions: reading.assumptions };
  }
  return { kind: "cannot-solve", understood: reading.understood };
}
