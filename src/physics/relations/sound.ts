/**
 * Relations of sound: the intensity level in decibels, β = 10 log₁₀(I/I₀); the speed of sound in
 * air at a temperature, v = 331 m/s √(T/273 K); and the Doppler shift of sound, from a source that
 * moves toward or away from a listener at rest, or to a listener who moves toward or away from a
 * source at rest. Which speed is the source's and which the listener's comes from the words
 * (`solver/sound-doppler-reading.ts`); toward and away are each a variant of the shift.
 */
import { constant, finite, generalRelation, type Relation } from "./relation";

// Words that name a sound (a siren is heard, not seen).
export const SOUND_WORDS = [
  "sound",
  "siren",
  "horn",
  "whistle",
  "tone",
  "screech",
  "buzzer",
  "alarm",
  "loudspeaker",
  "speaker",
  "hear",
  "heard",
  "bell",
];
// "A hawk flying at it", "running straight at her": a body moving at another moves toward it.
const TOWARD = [
  "toward",
  "towards",
  "approach",
  "closing in",
  "straight at",
  "directly at",
  "/\\b\\w+ing at (?:it|him|her|them)\\b/",
];
const AWAY = ["away from", "moving away", "moves away", "drives away", "reced", "leaves", "leaving"];

const both = (first: readonly string[], second: readonly string[]) =>
  first.flatMap((one) => second.map((other) => `${one} & ${other}`));

/** β in dB from I: undefined for no intensity. */
function level(intensity: number, reference: number): number | undefined {
  return intensity > 0 && reference > 0 ? finite(10 * Math.log10(intensity / reference)) : undefined;
}

/** Words of sound that comes back from what it meets. */
const REFLECTED_SOUND = ["reflect", "echo", "bounces off", "bounced off"];

/** The Doppler relation of a source moving (or a listener moving) toward or away. */
function doppler(mover: "source" | "listener", direction: "toward" | "away"): Relation {
  const speed = mover === "source" ? "vSource" : "vListener";
  const sign = direction === "toward" ? 1 : -1;
  // f_L = f v / (v − s·v_s) for a moving source; f_L = f (v + s·v_L) / v for a moving listener.
  const shift = (v: number, moving: number) =>
    mover === "source" ? v / (v - sign * moving) : (v + sign * moving) / v;
  const words = direction === "toward" ? "toward" : "away from";
  const other = direction === "toward" ? AWAY : TOWARD;
  return generalRelation({
    id: `sound.doppler-${mover}-${direction}`,
    subtopic: "oscillations-waves",
    principle:
      mover === "source"
        ? `Doppler effect: a source moving ${words} a listener at rest`
        : `Doppler effect: a listener moving ${words} a source at rest`,
    latex:
      mover === "source"
        ? `f_L = f \\frac{v}{v ${sign > 0 ? "-" : "+"} v_s}`
        : `f_L = f \\frac{v ${sign > 0 ? "+" : "-"} v_L}{v}`,
    left: "fHeard",
    right:
      mover === "source"
        ? `f * v / (v ${sign > 0 ? "-" : "+"} ${speed})`
        : `f * (v ${sign > 0 ? "+" : "-"} ${speed}) / v`,
    variables: ["fHeard", "f", "v", speed],
    conditions: [
      mover === "source"
        ? `source moving straight ${words} the listener`
        : `listener moving straight ${words} the source`,
      "speeds below the speed of sound",
      "still air",
    ],
    cues: both(SOUND_WORDS, direction === "toward" ? TOWARD : AWAY),
    // Sound reflected back to a moving body is shifted twice, on the way out and on the way back.
    ruledOutBy: [...other, ...REFLECTED_SOUND],
    // The pitch heard depends on the speeds alone, not on how far apart source and listener are.
    unaffectedByLengths: true,
    solvers: {
      fHeard: (values) => {
        const { f, v } = values;
        const moving = values[speed];
        if (moving < 0 || moving >= v) return undefined;
        const factor = shift(v, moving);
        return factor > 0 ? finite(f * factor) : undefined;
      },
      f: (values) => {
        const { fHeard, v } = values;
        const moving = values[speed];
        if (moving < 0 || moving >= v) return undefined;
        const factor = shift(v, moving);
        return factor > 0 ? finite(fHeard / factor) : undefined;
      },
    },
  });
}

export const SOUND_RELATIONS: Relation[] = [
  generalRelation({
    id: "sound.intensity-level",
    subtopic: "oscillations-waves",
    principle: "Sound intensity level in decibels",
    latex: "\\beta = 10 \\log\\left(\\frac{I}{I_0}\\right)",
    left: "soundLevel",
    right: "10 * log10(intensity / intensityReference)",
    variables: ["soundLevel", "intensity", "intensityReference"],
    conditions: ["I₀ = 1.0 × 10⁻¹² W/m², the threshold of hearing"],
    solvers: {
      soundLevel: ({ intensity, intensityReference }) => level(intensity, intensityReference),
      intensity: ({ soundLevel, intensityReference }) => finite(intensityReference * 10 ** (soundLevel / 10)),
      intensityReference: ({ soundLevel, intensity }) => finite(intensity / 10 ** (soundLevel / 10)),
    },
  }),
  generalRelation({
    id: "sound.speed-in-air",
    subtopic: "oscillations-waves",
    principle: "Speed of sound in air at an absolute temperature T",
    latex: "v = 331\\ \\text{m/s} \\sqrt{\\frac{T}{273\\ \\text{K}}}",
    left: "v",
    right: "vSound0C * sqrt(T / T0C)",
    variables: ["v", "T"],
    conditions: ["sound in dry air", "ideal-gas air: v grows as the square root of T"],
    cues: ["speed of sound & air", "sound travels & air", "speed of sound & temperature"],
    solvers: {
      v: ({ T }) => (T > 0 ? finite(constant("vSound0C") * Math.sqrt(T / constant("T0C"))) : undefined),
      T: ({ v }) => (v > 0 ? finite(constant("T0C") * (v / constant("vSound0C")) ** 2) : undefined),
    },
  }),
  doppler("source", "toward"),
  doppler("source", "away"),
  doppler("listener", "toward"),
  doppler("listener", "away"),
];
