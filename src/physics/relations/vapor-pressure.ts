/**
 * The Clausius–Clapeyron relation integrated with a constant molar heat of vaporization: how a
 * liquid's vapour pressure changes with temperature, ln(P₂/P₁) = −(L/R)(1/T₂ − 1/T₁).
 */
import { constant, finite, generalRelation, type Relation } from "./relation";

const R = constant("Rgas");

export const VAPOR_PRESSURE_RELATIONS: Relation[] = [
  generalRelation({
    id: "phase-changes.clausius-clapeyron",
    subtopic: "phase-changes",
    principle:
      "Clausius–Clapeyron relation with a constant molar heat of vaporization: $\\ln(P_2/P_1) = -\\frac{L}{R}\\left(\\frac{1}{T_2} - \\frac{1}{T_1}\\right)$",
    latex: "\\ln\\frac{P_2}{P_1} = -\\frac{L_m}{R}\\left(\\frac{1}{T_f} - \\frac{1}{T_i}\\right)",
    left: "log(P2 / P1)",
    right: "-(LMolar / Rgas) * (1 / Tf - 1 / Ti)",
    variables: ["P2", "P1", "LMolar", "Tf", "Ti"],
    conditions: ["molar heat of vaporization constant over the range", "vapour treated as an ideal gas"],
    cues: ["vapor pressure", "vapour pressure", "clausius", "boiling point"],
    solvers: {
      P2: ({ P1, LMolar, Tf, Ti }) => finite(P1 * Math.exp((-LMolar / R) * (1 / Tf - 1 / Ti))),
      P1: ({ P2, LMolar, Tf, Ti }) => finite(P2 / Math.exp((-LMolar / R) * (1 / Tf - 1 / Ti))),
      LMolar: ({ P2, P1, Tf, Ti }) =>
        P2 <= 0 || P1 <= 0 || Tf === Ti ? undefined : finite((-R * Math.log(P2 / P1)) / (1 / Tf - 1 / Ti)),
      Tf: ({ P2, P1, LMolar, Ti }) => {
        if (P2 <= 0 || P1 <= 0 || LMolar === 0) return undefined;
        const inverse = 1 / Ti - (R * Math.log(P2 / P1)) / LMolar;
        return inverse > 0 ? finite(1 / inverse) : undefined;
      },
    },
  }),
];
