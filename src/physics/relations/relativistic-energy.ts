/**
 * Relativistic energy and light from moving sources: kinetic energy (γ − 1) m c², the
 * energy-momentum relation and the relativistic Doppler shift. Used where the text names a
 * relativistic situation (a speed written as a fraction of c, "relativistic", a receding galaxy).
 */
import { constant, finite, generalRelation, type Relation } from "./relation";

/** Words (or a speed written as 0.8c) that make a problem relativistic. */
export const RELATIVISTIC_CUES = [
  "relativ",
  "/\\d\\s?c\\b/",
  "speed of light",
  "lorentz",
  "gamma",
  "γ",
  // A lifetime or time in a particle's own frame beside another frame's is time dilation.
  "rest frame",
  "proper time",
  "proper lifetime",
  "time dilation",
];

const c = constant("c");

// Ways a text says a source moves away from, or toward, the observer.
const RECEDING = ["reced", "moving away", "moves away", "flies away", "away from", "redshift", "red-shift"];
const APPROACHING = [
  "approach",
  "moving toward",
  "moves toward",
  "toward us",
  "towards us",
  "blueshift",
  "blue-shift",
];

/** √((1 + β)/(1 − β)) for a speed below c. */
function dopplerFactor(speed: number): number | undefined {
  const beta = speed / c;
  return beta <= -1 || beta >= 1 ? undefined : finite(Math.sqrt((1 + beta) / (1 - beta)));
}

/** The speed whose Doppler factor is this ratio (observed over emitted wavelength, receding). */
function speedFromFactor(ratio: number): number | undefined {
  if (ratio <= 0) return undefined;
  return finite((c * (ratio ** 2 - 1)) / (ratio ** 2 + 1));
}

export const RELATIVISTIC_ENERGY_RELATIONS: Relation[] = [
  generalRelation({
    id: "relativity.kinetic-energy",
    subtopic: "relativity",
    principle: "Relativistic kinetic energy: the total energy $\\gamma m c^2$ less the rest energy $m c^2$",
    latex: "K = (\\gamma - 1) m c^2",
    left: "KE",
    right: "(gamma - 1) * m * c^2",
    variables: ["KE", "gamma", "m"],
    conditions: ["any speed below c"],
    cues: RELATIVISTIC_CUES,
    solvers: {
      KE: ({ gamma, m }) => (gamma < 1 ? undefined : finite((gamma - 1) * m * c ** 2)),
      gamma: ({ KE, m }) => (KE < 0 ? undefined : finite(1 + KE / (m * c ** 2))),
      m: ({ KE, gamma }) => (gamma <= 1 || KE <= 0 ? undefined : finite(KE / ((gamma - 1) * c ** 2))),
    },
  }),
  generalRelation({
    id: "relativity.kinetic-energy-from-rest-energy",
    subtopic: "relativity",
    principle: "Relativistic kinetic energy from the rest energy a problem states: $K = (\\gamma - 1) E_0$",
    latex: "K = (\\gamma - 1) E_0",
    left: "KE",
    right: "(gamma - 1) * Erest",
    variables: ["KE", "gamma", "Erest"],
    conditions: ["any speed below c", "E_0 = m c^2, the particle's rest energy"],
    cues: ["rest energy", "mc^2", "m c^2", "m_e c^2", "m_p c^2", "mc²"],
    solvers: {
      KE: ({ gamma, Erest }) => (gamma < 1 ? undefined : finite((gamma - 1) * Erest)),
      gamma: ({ KE, Erest }) => (KE < 0 || Erest <= 0 ? undefined : finite(1 + KE / Erest)),
      Erest: ({ KE, gamma }) => (gamma <= 1 || KE <= 0 ? undefined : finite(KE / (gamma - 1))),
    },
  }),
  generalRelation({
    id: "relativity.energy-momentum",
    subtopic: "relativity",
    principle: "Relativistic energy-momentum relation",
    latex: "E^2 = (p c)^2 + (m c^2)^2",
    left: "Erest^2",
    right: "(p * c)^2 + (m * c^2)^2",
    variables: ["Erest", "p", "m"],
    conditions: ["E is the total energy"],
    cues: ["total energy", "energy-momentum", "energy–momentum"],
    solvers: {
      Erest: ({ p, m }) => finite(Math.sqrt((p * c) ** 2 + (m * c ** 2) ** 2)),
      p: ({ Erest, m }) => {
        const square = Erest ** 2 - (m * c ** 2) ** 2;
        return square < 0 ? undefined : finite(Math.sqrt(square) / c);
      },
      m: ({ Erest, p }) => {
        const square = Erest ** 2 - (p * c) ** 2;
        return square < 0 ? undefined : finite(Math.sqrt(square) / c ** 2);
      },
    },
  }),
  generalRelation({
    id: "relativity.doppler-receding",
    subtopic: "relativity",
    principle: "Relativistic Doppler shift of light from a receding source: the wavelength is stretched",
    latex: "\\lambda_{obs} = \\lambda \\sqrt{\\frac{1 + v/c}{1 - v/c}}",
    left: "lambdaObserved",
    right: "lambda * sqrt((1 + v / c) / (1 - v / c))",
    variables: ["lambdaObserved", "lambda", "v"],
    conditions: ["source moving straight away from the observer", "light"],
    cues: RECEDING,
    ruledOutBy: [...APPROACHING, "sound", "siren", "horn", "whistle"],
    solvers: {
      lambdaObserved: ({ lambda, v }) => {
        const factor = dopplerFactor(Math.abs(v));
        return factor === undefined ? undefined : finite(lambda * factor);
      },
      lambda: ({ lambdaObserved, v }) => {
        const factor = dopplerFactor(Math.abs(v));
        return factor === undefined ? undefined : finite(lambdaObserved / factor);
      },
      v: ({ lambdaObserved, lambda }) =>
        lambdaObserved > lambda ? speedFromFactor(lambdaObserved / lambda) : undefined,
    },
  }),
  generalRelation({
    id: "relativity.doppler-approaching",
    subtopic: "relativity",
    principle: "Relativistic Doppler shift of light from an approaching source: the wavelength is compressed",
    latex: "\\lambda_{obs} = \\lambda \\sqrt{\\frac{1 - v/c}{1 + v/c}}",
    left: "lambdaObserved",
    right: "lambda * sqrt((1 - v / c) / (1 + v / c))",
    variables: ["lambdaObserved", "lambda", "v"],
    conditions: ["source moving straight toward the observer", "light"],
    cues: APPROACHING,
    ruledOutBy: [...RECEDING, "sound", "siren", "horn", "whistle"],
    solvers: {
      lambdaObserved: ({ lambda, v }) => {
        const factor = dopplerFactor(Math.abs(v));
        return factor === undefined ? undefined : finite(lambda / factor);
      },
      lambda: ({ lambdaObserved, v }) => {
        const factor = dopplerFactor(Math.abs(v));
        return factor === undefined ? undefined : finite(lambdaObserved * factor);
      },
      v: ({ lambdaObserved, lambda }) =>
        lambdaObserved < lambda ? speedFromFactor(lambda / lambdaObserved) : undefined,
    },
  }),
];
