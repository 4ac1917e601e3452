/**
 * Relations of an ideal gas whose molecules are named (monatomic, diatomic): its internal energy,
 * the heat it takes at constant volume or constant pressure, and its entropy change between two
 * states, including a free expansion. Temperatures are absolute (K).
 */
import { constant, finite, generalRelation, type Relation } from "./relation";

const CONSTANT_VOLUME = ["constant volume", "isochoric", "rigid", "fixed volume", "volume is held constant"];
const CONSTANT_PRESSURE = ["constant pressure", "isobaric", "pressure is held constant", "fixed pressure"];

/** The molar heat capacity at constant volume, in units of R, of a gas named by its molecules. */
interface GasKind {
  name: "monatomic" | "diatomic";
  cv: number;
  cvText: string;
  cpText: string;
}

const GASES: readonly GasKind[] = [
  { name: "monatomic", cv: 1.5, cvText: "3/2", cpText: "5/2" },
  { name: "diatomic", cv: 2.5, cvText: "5/2", cpText: "7/2" },
];

function gasRelations(gas: GasKind): Relation[] {
  const { name, cv, cvText, cpText } = gas;
  const cp = cv + 1;
  const R = constant("Rgas");
  const condition = `ideal ${name} gas (C_V = ${cvText} R${name === "diatomic" ? ", near room temperature" : ""})`;
  return [
    generalRelation({
      id: `laws-of-thermodynamics.internal-energy-${name}`,
      subtopic: "laws-of-thermodynamics",
      principle: `Change in internal energy of an ideal ${name} gas`,
      latex: `\\Delta U = \\tfrac{${cvText.replace("/", "}{")}} n R \\Delta T`,
      left: "dU",
      right: `(${cvText}) * n_mol * Rgas * dT`,
      variables: ["dU", "n_mol", "dT"],
      conditions: [condition],
      cues: [name],
      solvers: {
        dU: ({ n_mol, dT }) => finite(cv * n_mol * R * dT),
        n_mol: ({ dU, dT }) => (dT === 0 ? undefined : finite(dU / (cv * R * dT))),
        dT: ({ dU, n_mol }) => finite(dU / (cv * n_mol * R)),
      },
    }),
    generalRelation({
      id: `laws-of-thermodynamics.heat-constant-volume-${name}`,
      subtopic: "laws-of-thermodynamics",
      principle: `Heat taken by an ideal ${name} gas at constant volume`,
      latex: `Q = \\tfrac{${cvText.replace("/", "}{")}} n R \\Delta T`,
      left: "Q",
      right: `(${cvText}) * n_mol * Rgas * dT`,
      variables: ["Q", "n_mol", "dT"],
      conditions: [condition, "constant volume: no work is done"],
      // Whatever the volume held, the heat for a change of temperature is the same.
      unaffectedBy: ["volume", "V1"],
      cues: CONSTANT_VOLUME.map((words) => `${name} & ${words}`),
      solvers: {
        Q: ({ n_mol, dT }) => finite(cv * n_mol * R * dT),
        n_mol: ({ Q, dT }) => (dT === 0 ? undefined : finite(Q / (cv * R * dT))),
        dT: ({ Q, n_mol }) => finite(Q / (cv * n_mol * R)),
      },
    }),
    generalRelation({
      id: `laws-of-thermodynamics.heat-constant-pressure-${name}`,
      subtopic: "laws-of-thermodynamics",
      principle: `Heat taken by an ideal ${name} gas at constant pressure`,
      latex: `Q = \\tfrac{${cpText.replace("/", "}{")}} n R \\Delta T`,
      left: "Q",
      right: `(${cpText}) * n_mol * Rgas * dT`,
      variables: ["Q", "n_mol", "dT"],
      conditions: [condition, "constant pressure: C_P = C_V + R"],
      // Whatever the pressure held, the heat for a change of temperature is the same.
      unaffectedBy: ["pressure", "P1"],
      cues: CONSTANT_PRESSURE.map((words) => `${name} & ${words}`),
      solvers: {
        Q: ({ n_mol, dT }) => finite(cp * n_mol * R * dT),
        n_mol: ({ Q, dT }) => (dT === 0 ? undefined : finite(Q / (cp * R * dT))),
        dT: ({ Q, n_mol }) => finite(Q / (cp * n_mol * R)),
      },
    }),
    generalRelation({
      id: `entropy.ideal-gas-${name}`,
      subtopic: "entropy",
      principle: `Entropy change of an ideal ${name} gas between two states`,
      latex: `\\Delta S = \\tfrac{${cvText.replace("/", "}{")}} n R \\ln\\frac{T_f}{T_i} + n R \\ln\\frac{V_2}{V_1}`,
      left: "dS",
      right: `(${cvText}) * n_mol * Rgas * log(Tf / Ti) + n_mol * Rgas * log(V2 / V1)`,
      variables: ["dS", "n_mol", "Tf", "Ti", "V2", "V1"],
      conditions: [condition, "entropy is a state function: any path between the states"],
      cues: [`${name} & entropy`],
      solvers: {
        dS: ({ n_mol, Tf, Ti, V2, V1 }) =>
          Tf <= 0 || Ti <= 0 || V2 <= 0 || V1 <= 0
            ? undefined
            : finite(n_mol * R * (cv * Math.log(Tf / Ti) + Math.log(V2 / V1))),
      },
    }),
  ];
}

export const IDEAL_GAS_PROCESS_RELATIONS: Relation[] = [
  ...GASES.flatMap(gasRelations),
  generalRelation({
    id: "entropy.isothermal-volume-change",
    subtopic: "entropy",
    principle:
      "Entropy change of an ideal gas whose temperature ends where it began (isothermal or free expansion)",
    latex: "\\Delta S = n R \\ln\\frac{V_2}{V_1}",
    left: "dS",
    right: "n_mol * Rgas * log(V2 / V1)",
    variables: ["dS", "n_mol", "V2", "V1"],
    // The heat Q = nRT ln(V₂/V₁) taken in is divided by the same T: the temperature cancels.
    unaffectedBy: ["T"],
    conditions: [
      "ideal gas",
      "same temperature at start and end; a free expansion is irreversible, so ΔS is found along a reversible isothermal path",
    ],
    cues: [
      "isothermal",
      "free expansion",
      "expands freely",
      "into a vacuum",
      "evacuated",
      "constant temperature",
    ],
    solvers: {
      dS: ({ n_mol, V2, V1 }) =>
        V2 <= 0 || V1 <= 0 ? undefined : finite(n_mol * constant("Rgas") * Math.log(V2 / V1)),
      n_mol: ({ dS, V2, V1 }) =>
        V2 <= 0 || V1 <= 0 || V1 === V2 ? undefined : finite(dS / (constant("Rgas") * Math.log(V2 / V1))),
    },
  }),
];
