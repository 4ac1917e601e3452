/**
 * Relations of calorimetry: two bodies that exchange heat until they reach one temperature, the
 * entropy that mixing creates, heating ice through its melting point in stages, and warming a body
 * to its melting or boiling point before it changes phase. Temperatures
 * are absolute (K).
 */
import { finite, generalRelation, type Relation } from "./relation";

// Liquid water spans 100 K from melting to boiling; beyond that a vaporization stage is missing.
const LIQUID_RANGE = 100;

/** Heat the water gives up in cooling to the melting point. */
function heatFromWater(mWater: number, cLiquid: number, TWater: number, Tmelt: number): number {
  return mWater * cLiquid * (TWater - Tmelt);
}

/** Heat the ice takes to warm to its melting point and melt. */
function heatForIce(mIce: number, cSolid: number, TIce: number, Lheat: number, Tmelt: number): number {
  return mIce * cSolid * (Tmelt - TIce) + mIce * Lheat;
}

/** True when the ice starts below its melting point and the water ends liquid above it. */
function inStages(Ti: number, Tf: number, Tmelt: number): boolean {
  return Ti <= Tmelt && Tf >= Tmelt && Tf <= Tmelt + LIQUID_RANGE;
}

export const CALORIMETRY_RELATIONS: Relation[] = [
  generalRelation({
    id: "phase-changes.warm-then-change-phase",
    subtopic: "phase-changes",
    principle:
      "Heating a body to the temperature of its change of phase and then changing its phase: the heat to warm it and the latent heat add",
    latex: "Q = m c (T_f - T_i) + m L",
    left: "Q",
    right: "m * c_heat * (Tf - Ti) + m * Lheat",
    variables: ["Q", "m", "c_heat", "Ti", "Tf", "Lheat"],
    conditions: [
      "T_f is the temperature at which the body melts or boils",
      "the whole body changes phase",
      "no heat lost",
    ],
    cues: ["vapori", "boil", "melt", "evaporat"],
    ruledOutBy: ["ice"],
    solvers: {
      Q: ({ m, c_heat, Ti, Tf, Lheat }) =>
        Tf >= Ti ? finite(m * c_heat * (Tf - Ti) + m * Lheat) : undefined,
      m: ({ Q, c_heat, Ti, Tf, Lheat }) => (Tf >= Ti ? finite(Q / (c_heat * (Tf - Ti) + Lheat)) : undefined),
    },
  }),
  generalRelation({
    id: "heat-temperature.two-body-equilibrium",
    subtopic: "heat-temperature",
    principle: "Heat balance: the heat one body gives up is the heat the other takes in",
    latex: "m_1 c_1 (T_1 - T_f) = m_2 c_2 (T_f - T_2)",
    left: "m1 * c1 * (T1 - Tf)",
    right: "m2 * c2 * (Tf - T2)",
    variables: ["m1", "c1", "T1", "m2", "c2", "T2", "Tf"],
    conditions: [
      "two bodies insulated from the surroundings",
      "a container that takes heat is one of the two bodies (a calorimeter counted)",
      "no phase change",
    ],
    solvers: {
      Tf: ({ m1, c1, T1, m2, c2, T2 }) => finite((m1 * c1 * T1 + m2 * c2 * T2) / (m1 * c1 + m2 * c2)),
      c1: ({ m1, T1, m2, c2, T2, Tf }) =>
        T1 === Tf ? undefined : finite((m2 * c2 * (Tf - T2)) / (m1 * (T1 - Tf))),
      c2: ({ m1, c1, T1, m2, T2, Tf }) =>
        T2 === Tf ? undefined : finite((m1 * c1 * (T1 - Tf)) / (m2 * (Tf - T2))),
      m1: ({ c1, T1, m2, c2, T2, Tf }) =>
        T1 === Tf ? undefined : finite((m2 * c2 * (Tf - T2)) / (c1 * (T1 - Tf))),
      m2: ({ m1, c1, T1, c2, T2, Tf }) =>
        T2 === Tf ? undefined : finite((m1 * c1 * (T1 - Tf)) / (c2 * (Tf - T2))),
      T1: ({ m1, c1, m2, c2, T2, Tf }) => finite(Tf + (m2 * c2 * (Tf - T2)) / (m1 * c1)),
      T2: ({ m1, c1, T1, m2, c2, Tf }) => finite(Tf - (m1 * c1 * (T1 - Tf)) / (m2 * c2)),
    },
  }),
  generalRelation({
    id: "entropy.two-body-mixing",
    subtopic: "entropy",
    principle: "Entropy change of two bodies brought to one temperature (each heated or cooled reversibly)",
    latex: "\\Delta S = m_1 c_1 \\ln\\frac{T_f}{T_1} + m_2 c_2 \\ln\\frac{T_f}{T_2}",
    left: "dS",
    right: "m1 * c1 * log(Tf / T1) + m2 * c2 * log(Tf / T2)",
    variables: ["dS", "m1", "c1", "T1", "m2", "c2", "T2", "Tf"],
    conditions: ["constant specific heats", "no phase change", "total entropy change of both bodies"],
    cues: ["entropy"],
    solvers: {
      dS: ({ m1, c1, T1, m2, c2, T2, Tf }) =>
        T1 <= 0 || T2 <= 0 || Tf <= 0
          ? undefined
          : finite(m1 * c1 * Math.log(Tf / T1) + m2 * c2 * Math.log(Tf / T2)),
    },
  }),
  generalRelation({
    id: "phase-changes.ice-to-water-stages",
    subtopic: "phase-changes",
    principle:
      "Heating ice through its melting point in stages: warm the ice to the melting point, melt it, warm the water",
    latex: "Q = m c_{ice} (T_m - T_i) + m L_f + m c_w (T_f - T_m)",
    left: "Q",
    right: "m * cSolid * (Tmelt - Ti) + m * Lheat + m * cLiquid * (Tf - Tmelt)",
    variables: ["Q", "m", "cSolid", "Lheat", "cLiquid", "Ti", "Tf", "Tmelt"],
    conditions: [
      "ice below its melting point ends as liquid water below its boiling point",
      "L is the latent heat of fusion",
      "no heat lost",
    ],
    cues: ["ice"],
    solvers: {
      Q: ({ m, cSolid, Lheat, cLiquid, Ti, Tf, Tmelt }) =>
        inStages(Ti, Tf, Tmelt)
          ? finite(m * cSolid * (Tmelt - Ti) + m * Lheat + m * cLiquid * (Tf - Tmelt))
          : undefined,
      m: ({ Q, cSolid, Lheat, cLiquid, Ti, Tf, Tmelt }) =>
        inStages(Ti, Tf, Tmelt)
          ? finite(Q / (cSolid * (Tmelt - Ti) + Lheat + cLiquid * (Tf - Tmelt)))
          : undefined,
    },
  }),
  generalRelation({
    id: "phase-changes.ice-in-water-final-temperature",
    subtopic: "phase-changes",
    principle:
      "Ice dropped into warm water: the water's heat warms and melts all the ice, then the whole warms or cools to one temperature",
    latex:
      "T_f = T_m + \\frac{m_w c_w (T_w - T_m) - m_{ice} c_{ice} (T_m - T_{ice}) - m_{ice} L_f}{(m_w + m_{ice}) c_w}",
    left: "Tf",
    right:
      "Tmelt + (mWater * cLiquid * (TWater - Tmelt) - mIce * cSolid * (Tmelt - TIce) - mIce * Lheat) / ((mWater + mIce) * cLiquid)",
    variables: ["Tf", "mWater", "cLiquid", "TWater", "mIce", "cSolid", "TIce", "Lheat", "Tmelt"],
    conditions: [
      "insulated, and the vessel takes no heat",
      "the water holds enough heat to melt all the ice (checked); otherwise ice is left at the melting point",
    ],
    cues: ["ice"],
    solvers: {
      Tf: ({ mWater, cLiquid, TWater, mIce, cSolid, TIce, Lheat, Tmelt }) => {
        const spare =
          heatFromWater(mWater, cLiquid, TWater, Tmelt) - heatForIce(mIce, cSolid, TIce, Lheat, Tmelt);
        if (TIce > Tmelt || TWater < Tmelt || spare < 0) return undefined;
        return finite(Tmelt + spare / ((mWater + mIce) * cLiquid));
      },
    },
  }),
  generalRelation({
    id: "phase-changes.ice-left-in-water",
    subtopic: "phase-changes",
    principle:
      "Ice dropped into water that cannot melt it all: the water cools to the melting point and melts only part of the ice",
    latex: "m_{left} = m_{ice} - \\frac{m_w c_w (T_w - T_m) - m_{ice} c_{ice} (T_m - T_{ice})}{L_f}",
    left: "mIceLeft",
    right: "mIce - (mWater * cLiquid * (TWater - Tmelt) - mIce * cSolid * (Tmelt - TIce)) / Lheat",
    variables: ["mIceLeft", "mWater", "cLiquid", "TWater", "mIce", "cSolid", "TIce", "Lheat", "Tmelt"],
    conditions: [
      "insulated, and the vessel takes no heat",
      "the mixture ends at the melting point with some ice left (checked)",
    ],
    cues: ["ice"],
    solvers: {
      mIceLeft: ({ mWater, cLiquid, TWater, mIce, cSolid, TIce, Lheat, Tmelt }) => {
        const warming = mIce * cSolid * (Tmelt - TIce);
        const available = heatFromWater(mWater, cLiquid, TWater, Tmelt);
        if (TIce > Tmelt || TWater < Tmelt || available < warming) return undefined;
        const left = mIce - (available - warming) / Lheat;
        return left > 0 ? finite(left) : undefined;
      },
    },
  }),
  generalRelation({
    id: "phase-changes.steam-into-water",
    subtopic: "phase-changes",
    principle:
      "Steam condensed into cooler water: the steam gives up its latent heat and then cools as water, the water warms",
    latex: "m_s \\left(L_v + c_w (T_b - T_f)\\right) = m_w c_w (T_f - T_w)",
    left: "mSteam * (Lheat + cLiquid * (Tboil - Tf))",
    right: "mWater * cLiquid * (Tf - TWater)",
    variables: ["mSteam", "Lheat", "cLiquid", "Tboil", "Tf", "mWater", "TWater"],
    conditions: [
      "steam at the boiling point, all of it condensed",
      "the mixture ends as liquid water between the two temperatures",
      "L is the latent heat of vaporization; no heat lost",
    ],
    cues: ["steam"],
    solvers: {
      mSteam: ({ Lheat, cLiquid, Tboil, Tf, mWater, TWater }) =>
        Tf <= TWater || Tf >= Tboil
          ? undefined
          : finite((mWater * cLiquid * (Tf - TWater)) / (Lheat + cLiquid * (Tboil - Tf))),
      Tf: ({ mSteam, Lheat, cLiquid, Tboil, mWater, TWater }) => {
        const final =
          (mSteam * (Lheat + cLiquid * Tboil) + mWater * cLiquid * TWater) / ((mSteam + mWater) * cLiquid);
        return final >= Tboil || final <= TWater ? undefined : finite(final);
      },
      mWater: ({ mSteam, Lheat, cLiquid, Tboil, Tf, TWater }) =>
        Tf <= TWater || Tf >= Tboil
          ? undefined
          : finite((mSteam * (Lheat + cLiquid * (Tboil - Tf))) / (cLiquid * (Tf - TWater))),
    },
  }),
];
