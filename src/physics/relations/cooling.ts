/**
 * Newton's law of cooling: a body's excess temperature over its surroundings decays
 * exponentially, T − T_s = (T_i − T_s) e^(−k t). The constant k is given, or found from a first
 * reading of the temperature after a known time. Temperatures are absolute (K); only their
 * differences from the surroundings enter.
 */
import { finite, generalRelation, type Relation } from "./relation";

// Words that name cooling (or warming) towards the surroundings.
const COOLING = ["newton's law of cooling", "newtons law of cooling", "law of cooling", "cool", "warms"];

/** ln(a / b) when both excesses lie on the same side of the surroundings, else undefined. */
function logRatio(excess: number, start: number): number | undefined {
  const ratio = excess / start;
  return ratio > 0 ? Math.log(ratio) : undefined;
}

export const COOLING_RELATIONS: Relation[] = [
  generalRelation({
    id: "heat-transfer.newton-cooling",
    subtopic: "heat-transfer",
    principle: "Newton's law of cooling: the excess temperature over the surroundings decays exponentially",
    latex: "T_f = T_s + (T_i - T_s) e^{-k t}",
    left: "log((Tf - Tsurround) / (Ti - Tsurround))",
    right: "-coolingConstant * t",
    variables: ["Tf", "Ti", "Tsurround", "coolingConstant", "t"],
    conditions: [
      "heat lost at a rate proportional to the excess temperature",
      "surroundings at a constant temperature",
    ],
    cues: COOLING,
    solvers: {
      Tf: ({ Ti, Tsurround, coolingConstant, t }) =>
        finite(Tsurround + (Ti - Tsurround) * Math.exp(-coolingConstant * t)),
      t: ({ Tf, Ti, Tsurround, coolingConstant }) => {
        const log = logRatio(Tf - Tsurround, Ti - Tsurround);
        return log === undefined || coolingConstant <= 0 ? undefined : finite(-log / coolingConstant);
      },
      coolingConstant: ({ Tf, Ti, Tsurround, t }) => {
        const log = logRatio(Tf - Tsurround, Ti - Tsurround);
        return log === undefined || t <= 0 ? undefined : finite(-log / t);
      },
    },
  }),
  generalRelation({
    id: "heat-transfer.newton-cooling-two-readings",
    subtopic: "heat-transfer",
    principle:
      "Newton's law of cooling with the cooling constant found from a first reading: k = ln[(T_i − T_s)/(T_1 − T_s)] / t_1",
    latex: "\\ln\\frac{T_f - T_s}{T_i - T_s} = \\frac{t}{t_1} \\ln\\frac{T_1 - T_s}{T_i - T_s}",
    left: "log((Tf - Tsurround) / (Ti - Tsurround))",
    right: "t / tMid * log((Tmid - Tsurround) / (Ti - Tsurround))",
    variables: ["Tf", "Ti", "Tsurround", "Tmid", "tMid", "t"],
    conditions: [
      "heat lost at a rate proportional to the excess temperature",
      "surroundings at a constant temperature",
    ],
    cues: COOLING,
    solvers: {
      Tf: ({ Ti, Tsurround, Tmid, tMid, t }) => {
        const first = logRatio(Tmid - Tsurround, Ti - Tsurround);
        return first === undefined || first === 0
          ? undefined
          : finite(Tsurround + (Ti - Tsurround) * Math.exp((t / tMid) * first));
      },
      t: ({ Tf, Ti, Tsurround, Tmid, tMid }) => {
        const first = logRatio(Tmid - Tsurround, Ti - Tsurround);
        const asked = logRatio(Tf - Tsurround, Ti - Tsurround);
        return first === undefined || asked === undefined || first === 0
          ? undefined
          : finite((tMid * asked) / first);
      },
      tMid: ({ Tf, Ti, Tsurround, Tmid, t }) => {
        const first = logRatio(Tmid - Tsurround, Ti - Tsurround);
        const asked = logRatio(Tf - Tsurround, Ti - Tsurround);
        return first === undefined || asked === undefined || asked === 0
          ? undefined
          : finite((t * first) / asked);
      },
    },
  }),
];
