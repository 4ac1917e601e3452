/**
 * The shape of a parametrized problem template and of the problem it generates.
 * Values are plain numbers in the unit written beside them; unit strings use the
 * engine's notation (see src/physics/README.md): "m/s^2", "kg*m/s", "ohm", "degC", "eV".
 */
import type { CourseLevel, SubtopicId } from "../../contracts/taxonomy";
import type { Random } from "../random";

/** A number with its unit in engine notation. */
export interface ValueWithUnit {
  value: number;
  unit: string;
}

/** A given quantity of the problem. */
export interface KnownQuantity extends ValueWithUnit {
  /** Symbol as LaTeX, e.g. "v_0". */
  symbol: string;
  /** Name in words, e.g. "initial speed". */
  name: string;
}

/** One step of a worked solution. */
export interface SolutionStep {
  /** The principle or idea used, in words ("Newton's second law"). */
  principle: string;
  /** The equation in LaTeX, symbolic ("F = ma"). */
  equation: string;
  /** The equation with numbers and units substituted, in LaTeX. */
  substitution: string;
  /** The intermediate or final result of the step. */
  result: ValueWithUnit & { symbol: string };
}

/** One step of the Interactive Tutor script. */
export interface TutorStep {
  /** What the tutor asks the student to find at this step (markdown with $...$). */
  prompt: string;
  /** Short description of the step for the progress display ("Convert the speed to m/s"). */
  description: string;
  /** The value the student should give, in a unit; equivalent units are accepted. */
  expected: ValueWithUnit;
  /** Relative tolerance accepted, e.g. 0.02 for 2 %. */
  tolerance: number;
  /** Three hints, from a nudge to nearly the answer. */
  hints: [string, string, string];
}

/** A common mistake and the wrong answer it leads to, so a wrong answer can be diagnosed. */
export interface CommonMistake {
  /** Short id, e.g. "forgot-km-h-conversion". */
  id: string;
  /** What the student did wrong, in words. */
  description: string;
  /** The wrong final answer this mistake produces (same unit as the correct answer). */
  wrongAnswer: ValueWithUnit;
  /** Feedback for a student who made this mistake. */
  feedback: string;
  /** Index of the tutor step where this mistake shows (defaults to the last step). */
  step?: number;
}

/** A concrete problem drawn from a template. */
export interface GeneratedProblem {
  /** Problem statement, markdown with $...$ LaTeX. */
  statement: string;
  knowns: KnownQuantity[];
  unknown: { symbol: string; name: string; unit: string };
  /** The correct final answer in the unit of `unknown`. */
  answer: ValueWithUnit;
  /** Significant figures the answer is stated with. */
  significantFigures: number;
  solution: SolutionStep[];
  tutor: {
    warmup: { question: string; explanation: string };
    steps: TutorStep[];
  };
  mistakes: CommonMistake[];
  keyConcepts: string[];
  realWorld: string;
}

/** A parametrized problem template. */
export interface ProblemTemplate {
  /** Stable id "subtopic.slug", e.g. "kinematics.braking-distance". */
  id: string;
  subtopic: SubtopicId;
  /** Levels this template suits (every subtopic has templates for all three levels). */
  levels: CourseLevel[];
  title: string;
  /** Draws realistic random parameters and builds the problem; same random sequence, same problem. */
  generate(random: Random, level: CourseLevel): GeneratedProblem;
}
