/**
 * Direct-current circuits beyond one resistor: a source with internal resistance (its current,
 * terminal voltage and short-circuit current), and the transients of RC and RL circuits (time
 * constant, charging and discharging of a capacitor, the growth of current in an inductor).
 */
import { finite, generalRelation, productRelation, type Relation } from "./relation";

const INTERNAL_RESISTANCE = ["internal resistance"];
const CHARGING = ["capacitor & charg", "capacitor & uncharged", "capacitor & initially empty"];
const DISCHARGING = ["capacitor & discharg"];
export const INDUCTOR_SWITCHED_ON = [
  "inductor & switch",
  "inductor & connect",
  "inductor & battery",
  "inductor & closed",
  // "A series RL circuit": the inductor named by the circuit's letters.
  "rl circuit & switch",
  "rl circuit & battery",
  "rl circuit & closed",
  "r-l circuit & switch",
  "r-l circuit & battery",
];

/** 1 − e^(−t/τ) and its inverse. */
const growth = (t: number, tau: number) => (tau <= 0 ? undefined : finite(1 - Math.exp(-t / tau)));
const timeToGrow = (fraction: number, tau: number) =>
  fraction <= 0 || fraction >= 1 ? undefined : finite(-tau * Math.log(1 - fraction));
const tauFromGrowth = (fraction: number, t: number) =>
  fraction <= 0 || fraction >= 1 || t <= 0 ? undefined : finite(-t / Math.log(1 - fraction));

export const CIRCUIT_RELATIONS: Relation[] = [
  generalRelation({
    id: "electric-current.internal-resistance-current",
    subtopic: "electric-current",
    principle:
      "Current from a source with internal resistance: the emf drives the current through the external and the internal resistance in series",
    latex: "I = \\frac{\\mathcal{E}}{R + r}",
    left: "I",
    right: "emfSource / (R + rInternal)",
    variables: ["I", "emfSource", "R", "rInternal"],
    conditions: ["source with internal resistance r", "one external resistance R"],
    cues: INTERNAL_RESISTANCE,
    solvers: {
      I: ({ emfSource, R, rInternal }) => finite(emfSource / (R + rInternal)),
      emfSource: ({ I, R, rInternal }) => finite(I * (R + rInternal)),
      R: ({ I, emfSource, rInternal }) => {
        const value = emfSource / I - rInternal;
        return value > 0 ? finite(value) : undefined;
      },
      rInternal: ({ I, emfSource, R }) => {
        const value = emfSource / I - R;
        return value >= 0 ? finite(value) : undefined;
      },
    },
  }),
  generalRelation({
    id: "electric-current.terminal-voltage",
    subtopic: "electric-current",
    principle:
      "Terminal voltage of a source with internal resistance: the emf less the drop across the internal resistance",
    latex: "V = \\mathcal{E} - I r",
    left: "V",
    right: "emfSource - I * rInternal",
    variables: ["V", "emfSource", "I", "rInternal"],
    conditions: ["source with internal resistance r", "V across the terminals (and the external circuit)"],
    cues: INTERNAL_RESISTANCE,
    solvers: {
      V: ({ emfSource, I, rInternal }) => finite(emfSource - I * rInternal),
      emfSource: ({ V, I, rInternal }) => finite(V + I * rInternal),
      I: ({ V, emfSource, rInternal }) => (rInternal === 0 ? undefined : finite((emfSource - V) / rInternal)),
      rInternal: ({ V, emfSource, I }) => (I === 0 ? undefined : finite((emfSource - V) / I)),
    },
  }),
  productRelation({
    id: "electric-current.short-circuit",
    subtopic: "electric-current",
    principle:
      "Short-circuit current: with no external resistance only the internal resistance limits the current",
    latex: "I = \\frac{\\mathcal{E}}{r}",
    result: "I",
    factors: { emfSource: 1, rInternal: -1 },
    conditions: ["source with internal resistance r", "terminals joined by a wire of negligible resistance"],
    cues: ["short-circuit", "short circuit", "shorted", "short-circuited"],
  }),
  productRelation({
    id: "electric-current.rc-time-constant",
    subtopic: "electric-current",
    principle: "Time constant of an RC circuit",
    latex: "\\tau = R C",
    result: "tauTime",
    factors: { R: 1, C: 1 },
    conditions: ["resistor and capacitor in series"],
  }),
  productRelation({
    id: "electromagnetic-induction.rl-time-constant",
    subtopic: "electromagnetic-induction",
    principle: "Time constant of an RL circuit",
    latex: "\\tau = \\frac{L}{R}",
    result: "tauTime",
    factors: { Lind: 1, R: -1 },
    conditions: ["resistor and inductor in series"],
  }),
  generalRelation({
    id: "electric-current.rc-charging-fraction",
    subtopic: "electric-current",
    principle: "Charging a capacitor through a resistor: the charge approaches its final value exponentially",
    latex: "\\frac{q}{Q_f} = 1 - \\exp(-t/\\tau)",
    left: "fractionCharged",
    right: "1 - exp(-t / tauTime)",
    variables: ["fractionCharged", "t", "tauTime"],
    conditions: ["capacitor initially uncharged", "constant source voltage"],
    cues: CHARGING,
    ruledOutBy: DISCHARGING,
    // The share of the final charge reached depends on time alone, whatever the source's voltage.
    unaffectedBy: ["V"],
    solvers: {
      fractionCharged: ({ t, tauTime }) => growth(t, tauTime),
      t: ({ fractionCharged, tauTime }) => timeToGrow(fractionCharged, tauTime),
      tauTime: ({ fractionCharged, t }) => tauFromGrowth(fractionCharged, t),
    },
  }),
  generalRelation({
    id: "electric-current.rc-charging-charge",
    subtopic: "electric-current",
    principle:
      "Charging a capacitor through a resistor: its charge approaches its final value C V exponentially",
    latex: "q = C V (1 - \\exp(-t/\\tau))",
    left: "q",
    right: "C * V * (1 - exp(-t / tauTime))",
    variables: ["q", "C", "V", "t", "tauTime"],
    conditions: ["capacitor initially uncharged", "constant source voltage V"],
    cues: CHARGING,
    ruledOutBy: DISCHARGING,
    solvers: {
      q: ({ C, V, t, tauTime }) => {
        const fraction = growth(t, tauTime);
        return fraction === undefined ? undefined : finite(C * V * fraction);
      },
      t: ({ q, C, V, tauTime }) => timeToGrow(q / (C * V), tauTime),
    },
  }),
  generalRelation({
    id: "electric-current.rc-charging-voltage",
    subtopic: "electric-current",
    principle:
      "Charging a capacitor through a resistor: its voltage approaches the source voltage exponentially",
    latex: "V_C = V (1 - \\exp(-t/\\tau))",
    left: "Vcap",
    right: "V * (1 - exp(-t / tauTime))",
    variables: ["Vcap", "V", "t", "tauTime"],
    conditions: ["capacitor initially uncharged", "constant source voltage V"],
    cues: CHARGING,
    ruledOutBy: DISCHARGING,
    solvers: {
      Vcap: ({ V, t, tauTime }) => {
        const fraction = growth(t, tauTime);
        return fraction === undefined ? undefined : finite(V * fraction);
      },
      t: ({ Vcap, V, tauTime }) => timeToGrow(Vcap / V, tauTime),
      V: ({ Vcap, t, tauTime }) => {
        const fraction = growth(t, tauTime);
        return fraction === undefined || fraction === 0 ? undefined : finite(Vcap / fraction);
      },
      tauTime: ({ Vcap, V, t }) => tauFromGrowth(Vcap / V, t),
    },
  }),
  generalRelation({
    id: "electric-current.rc-discharge",
    subtopic: "electric-current",
    principle: "Discharging a capacitor through a resistor: its charge and voltage fall exponentially",
    latex: "\\frac{q}{Q_0} = \\exp(-t/\\tau)",
    left: "fraction",
    right: "exp(-t / tauTime)",
    variables: ["fraction", "t", "tauTime"],
    conditions: ["capacitor discharging through a resistor"],
    cues: DISCHARGING,
    solvers: {
      fraction: ({ t, tauTime }) => (tauTime <= 0 ? undefined : finite(Math.exp(-t / tauTime))),
      t: ({ fraction, tauTime }) =>
        fraction <= 0 || fraction >= 1 ? undefined : finite(-tauTime * Math.log(fraction)),
      tauTime: ({ fraction, t }) =>
        fraction <= 0 || fraction >= 1 || t <= 0 ? undefined : finite(-t / Math.log(fraction)),
    },
  }),
  generalRelation({
    id: "electric-current.rc-discharge-voltage",
    subtopic: "electric-current",
    principle:
      "Discharging a capacitor through a resistor: its voltage falls exponentially from its initial value",
    latex: "V_C = V \\exp(-t/\\tau)",
    left: "Vcap",
    right: "V * exp(-t / tauTime)",
    variables: ["Vcap", "V", "t", "tauTime"],
    conditions: ["capacitor discharging through a resistor", "V is its voltage at t = 0"],
    cues: DISCHARGING,
    solvers: {
      Vcap: ({ V, t, tauTime }) => (tauTime <= 0 ? undefined : finite(V * Math.exp(-t / tauTime))),
      V: ({ Vcap, t, tauTime }) => (tauTime <= 0 ? undefined : finite(Vcap * Math.exp(t / tauTime))),
      t: ({ Vcap, V, tauTime }) =>
        Vcap / V <= 0 || Vcap / V >= 1 ? undefined : finite(-tauTime * Math.log(Vcap / V)),
    },
  }),
  generalRelation({
    id: "electromagnetic-induction.rl-growth-fraction",
    subtopic: "electromagnetic-induction",
    principle:
      "Current in an RL circuit after the source is switched on: the share of its final value V/R it has reached grows as 1 − e^{−t/τ}",
    latex: "\\frac{I}{I_f} = 1 - \\exp(-t/\\tau)",
    left: "fractionOfFinalCurrent",
    right: "1 - exp(-t / tauTime)",
    variables: ["fractionOfFinalCurrent", "t", "tauTime"],
    conditions: ["no current at t = 0", "constant source voltage"],
    cues: INDUCTOR_SWITCHED_ON,
    ruledOutBy: ["capacitor", "disconnect", "removed", "decay"],
    // The share of the final current reached depends on time alone, whatever the source's voltage.
    unaffectedBy: ["V"],
    solvers: {
      fractionOfFinalCurrent: ({ t, tauTime }) => growth(t, tauTime),
      t: ({ fractionOfFinalCurrent, tauTime }) => timeToGrow(fractionOfFinalCurrent, tauTime),
      tauTime: ({ fractionOfFinalCurrent, t }) => tauFromGrowth(fractionOfFinalCurrent, t),
    },
  }),
  generalRelation({
    id: "electromagnetic-induction.rl-current-growth",
    subtopic: "electromagnetic-induction",
    principle:
      "Current in an RL circuit after the source is switched on: it rises toward V/R with the time constant L/R as the inductor's back emf dies away",
    latex: "I = \\frac{V}{R} (1 - \\exp(-R t/L))",
    left: "I",
    right: "V / R * (1 - exp(-R * t / Lind))",
    variables: ["I", "V", "R", "t", "Lind"],
    conditions: [
      "no current at t = 0",
      "constant source voltage V",
      "source's internal resistance neglected",
    ],
    cues: INDUCTOR_SWITCHED_ON,
    ruledOutBy: ["capacitor", "disconnect", "removed", "decay", "internal resistance of"],
    solvers: {
      I: ({ V, R, t, Lind }) => {
        const fraction = growth(t, Lind / R);
        return fraction === undefined ? undefined : finite((V / R) * fraction);
      },
      t: ({ I, V, R, Lind }) => timeToGrow((I * R) / V, Lind / R),
    },
  }),
];
