/**
 * Standing waves: the fundamental of a string fixed at both ends or of an open pipe (half a
 * wavelength fits the length) and of a pipe closed at one end (a quarter wavelength fits); the
 * n-th harmonic of a string or an open pipe (n half wavelengths fit); a string's mass per length.
 */
import { productRelation, type Relation } from "./relation";

const CLOSED_PIPE = [
  "closed at one end",
  "one end closed",
  "closed pipe",
  "stopped pipe",
  "closed tube",
  "closed end",
  "closed at the other",
  "other end closed",
  "open at one end",
  "open at only one end",
  "closed at the bottom",
  "closed at its",
];
const FUNDAMENTAL = ["fundamental", "first harmonic", "lowest frequency", "lowest note", "lowest resonant"];
// A mode above the fundamental is asked: the fundamental's relation would answer another mode.
const HIGHER_MODES = [
  "overtone",
  "second harmonic",
  "third harmonic",
  "fourth harmonic",
  "fifth harmonic",
  "sixth harmonic",
  "seventh harmonic",
  "ninth harmonic",
  "/\\d+(?:nd|rd|th) harmonic/",
  "harmonic number",
  // "The second-lowest resonant frequency", "the next higher resonance": a mode counted from the fundamental.
  "/\\b(?:second|third|fourth|fifth|next|2nd|3rd|4th|5th)[\\s-]+(?:lowest|highest|longest|shortest|higher|lower)\\b/",
  "/\\b(?:second|third|fourth|fifth|next|2nd|3rd|4th|5th)[\\s-]+(?:resonan|mode|standing)/",
];

// A harmonic named by its number ("the third harmonic"): its number is given as implied.
const NAMED_HARMONIC = ["/\\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th) harmonic\\b/"];

export const STANDING_WAVE_RELATIONS: Relation[] = [
  productRelation({
    id: "oscillations-waves.string-linear-density",
    subtopic: "oscillations-waves",
    principle: "Mass per length of a uniform string: its mass over its length",
    latex: "\\mu = \\frac{m}{L}",
    result: "linearDensity",
    factors: { m: 1, L: -1 },
    conditions: ["uniform string"],
    cues: ["string", "wire", "cord", "rope"],
  }),
  productRelation({
    id: "oscillations-waves.string-harmonic",
    subtopic: "oscillations-waves",
    principle:
      "The n-th harmonic of a string fixed at both ends (or a pipe open at both ends): n half wavelengths fit the length",
    latex: "f = \\frac{n v}{2 L}",
    result: "f",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { harmonicNumber: 1, v: 1, L: -1 },
    conditions: ["string fixed at both ends or pipe open at both ends", "n-th harmonic"],
    cues: NAMED_HARMONIC,
    ruledOutBy: CLOSED_PIPE,
  }),
  productRelation({
    id: "oscillations-waves.string-fundamental",
    subtopic: "oscillations-waves",
    principle:
      "Fundamental of a string fixed at both ends (or a pipe open at both ends): half a wavelength fits the length, $\\lambda = 2L$",
    latex: "f = \\frac{v}{2 L}",
    result: "f",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { v: 1, L: -1 },
    conditions: ["string fixed at both ends or pipe open at both ends", "fundamental mode"],
    cues: FUNDAMENTAL,
    ruledOutBy: [...CLOSED_PIPE, ...HIGHER_MODES],
  }),
  productRelation({
    id: "oscillations-waves.string-fundamental-tension",
    subtopic: "oscillations-waves",
    principle:
      "Fundamental of a stretched string fixed at both ends: the wave speed $\\sqrt{F_T/\\mu}$ over twice the length",
    latex: "f = \\frac{1}{2 L} \\sqrt{\\frac{F_T}{\\mu}}",
    result: "f",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { L: -1, tension: 0.5, linearDensity: -0.5 },
    conditions: ["string fixed at both ends", "fundamental mode"],
    cues: FUNDAMENTAL,
    ruledOutBy: [...CLOSED_PIPE, ...HIGHER_MODES],
  }),
  productRelation({
    id: "oscillations-waves.closed-pipe-fundamental",
    subtopic: "oscillations-waves",
    principle:
      "Fundamental of a pipe closed at one end: a quarter wavelength fits the length, $\\lambda = 4L$",
    latex: "f = \\frac{v}{4 L}",
    result: "f",
    coefficient: 0.25,
    coefficientText: "1/4",
    factors: { v: 1, L: -1 },
    conditions: ["pipe closed at one end", "fundamental mode", "end correction neglected"],
    cues: CLOSED_PIPE,
    ruledOutBy: ["string", "both ends closed", "closed at both ends", ...HIGHER_MODES],
  }),
];
