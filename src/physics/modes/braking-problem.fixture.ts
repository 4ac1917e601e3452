/**
 * A small worked problem written out by hand for the mode tests, so they describe the modes'
 * behaviour without depending on how a bank template draws its numbers.
 */
import type { GeneratedProblem } from "../bank/template";

/** A car at 72 km/h brakes to rest in 4.0 s: the speed is 20 m/s, the deceleration 5.0 m/s², the distance 40 m. */
export const brakingProblem: GeneratedProblem = {
  statement:
    "A car moving at $v_0 = 72\\ \\mathrm{km/h}$ brakes uniformly and stops in $t = 4.0\\ \\mathrm{s}$. " +
    "How far does it travel while braking?",
  knowns: [
    { symbol: "v_0", name: "initial speed", value: 72, unit: "km/h" },
    { symbol: "t", name: "braking time", value: 4, unit: "s" },
  ],
  unknown: { symbol: "d", name: "braking distance", unit: "m" },
  answer: { value: 40, unit: "m" },
  significantFigures: 2,
  solution: [
    {
      principle: "Work in SI units: convert the speed to metres per second.",
      equation: "v_0 = \\frac{72\\ \\mathrm{km/h}}{3.6}",
      substitution: "v_0 = \\frac{72}{3.6}\\ \\mathrm{m/s} = 20\\ \\mathrm{m/s}",
      result: { symbol: "v_0", value: 20, unit: "m/s" },
    },
    {
      principle: "Uniform deceleration: the speed falls to zero in the braking time.",
      equation: "a = \\frac{v_0}{t}",
      substitution: "a = \\frac{20\\ \\mathrm{m/s}}{4.0\\ \\mathrm{s}} = 5.0\\ \\mathrm{m/s^2}",
      result: { symbol: "a", value: 5, unit: "m/s^2" },
    },
    {
      principle: "With uniform deceleration the average speed is half the initial speed.",
      equation: "d = \\tfrac{1}{2} v_0 t",
      substitution: "d = \\tfrac{1}{2}(20\\ \\mathrm{m/s})(4.0\\ \\mathrm{s}) = 40\\ \\mathrm{m}",
      result: { symbol: "d", value: 40, unit: "m" },
    },
  ],
  tutor: {
    warmup: {
      question: "If the car braked from twice the speed in the same time, how would the distance change?",
      explanation: "It would double: the distance is the average speed times the time.",
    },
    steps: [
      {
        prompt: "What is the initial speed in m/s?",
        description: "Convert the speed",
        expected: { value: 20, unit: "m/s" },
        tolerance: 0.02,
        hints: ["Use SI units.", "1 m/s is 3.6 km/h.", "Divide 72 by 3.6."],
      },
      {
        prompt: "What is the magnitude of the deceleration?",
        description: "Find the deceleration",
        expected: { value: 5, unit: "m/s^2" },
        tolerance: 0.02,
        hints: ["The speed drops to zero in 4.0 s.", "a = v_0 / t.", "Divide 20 m/s by 4.0 s."],
      },
      {
        prompt: "How far does the car travel while braking?",
        description: "Find the braking distance",
        expected: { value: 40, unit: "m" },
        tolerance: 0.02,
        hints: ["Use the average speed.", "The average speed is v_0 / 2.", "Multiply 10 m/s by 4.0 s."],
      },
    ],
  },
  mistakes: [
    {
      id: "used-km-h-in-deceleration",
      description: "Divided the speed in km/h by the time.",
      wrongAnswer: { value: 18, unit: "m/s^2" },
      feedback: "Convert 72 km/h to m/s before dividing by the time.",
      step: 1,
    },
    {
      id: "full-speed-distance",
      description: "Multiplied the initial speed by the time.",
      wrongAnswer: { value: 80, unit: "m" },
      feedback: "The car slows down, so it covers the distance at its average speed, half of 20 m/s.",
    },
  ],
  keyConcepts: ["Uniform deceleration means the average speed is half the initial speed."],
  realWorld: "Stopping distances on driving tests grow with speed for exactly this reason.",
};
