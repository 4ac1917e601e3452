/**
 * Variables of the relations of sound (sound.ts): a sound's intensity level in decibels with its
 * reference intensity, and the frequency heard from a moving source or by a moving listener, with
 * the speeds of the source and of the listener; part of the catalogue in variables.ts. The speed
 * of sound itself is the speed `v` of the wave relations.
 */
import type { Variable } from "./variable-definition";

export const SOUND_VARIABLES: readonly Variable[] = [
  {
    id: "soundLevel",
    latex: "\\beta",
    name: "sound intensity level",
    unit: "dB",
    typical: 60,
    keywords: ["intensity level", "sound level", "noise level", "at a level of", "decibel", "loudness"],
  },
  {
    id: "intensityReference",
    latex: "I_0",
    name: "reference intensity (threshold of hearing)",
    unit: "W/m^2",
    typical: 1e-12,
    keywords: ["threshold of hearing", "reference intensity", "threshold intensity"],
  },
  {
    id: "fHeard",
    latex: "f_L",
    name: "frequency heard",
    unit: "Hz",
    typical: 500,
    keywords: ["frequency heard", "heard frequency", "observed frequency", "apparent frequency"],
  },
  {
    id: "vSource",
    latex: "v_s",
    name: "speed of the source",
    unit: "m/s",
    typical: 3,
    keywords: ["speed of the source", "source's speed", "source speed"],
  },
  {
    id: "vListener",
    latex: "v_L",
    name: "speed of the listener",
    unit: "m/s",
    typical: 3,
    keywords: ["speed of the listener", "listener's speed", "observer's speed", "speed of the observer"],
  },
];
