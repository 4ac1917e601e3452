/**
 * Standing-wave patterns: the fundamental of a string fixed at both ends, of a pipe open at both
 * ends or of a pipe closed at one, drawn from the length, wavelength and frequency the solution
 * states. The relation for a string also serves an open pipe (both fit half a wavelength), so the
 * problem's words say which it is; a problem that names neither, or both, gets no picture.
 */
import type { StandingWaveDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities, sameValue } from "./solved-quantities";

type Medium = StandingWaveDiagram["medium"];

/** How each relation fits the wave in the length: the wavelength over the length, and the media it can be. */
const FUNDAMENTALS: readonly { relation: string; wavelengths: number; media: readonly Medium[] }[] = [
  { relation: "oscillations-waves.string-fundamental-tension", wavelengths: 2, media: ["string"] },
  { relation: "oscillations-waves.string-fundamental", wavelengths: 2, media: ["string", "open-pipe"] },
  { relation: "oscillations-waves.closed-pipe-fundamental", wavelengths: 4, media: ["closed-pipe"] },
];

const STRING_WORDS = /\b(string|wire|cord|guitar|violin|cello|piano)\b/;
const PIPE_WORDS = /\b(pipe|tube|flute|oboe|clarinet|organ|air column|column of air)\b|open at both ends/;

function mediumOf(text: string, allowed: readonly Medium[]): Medium | undefined {
  if (allowed.length === 1) return allowed[0];
  const string = STRING_WORDS.test(text);
  const pipe = PIPE_WORDS.test(text);
  if (string === pipe) return undefined;
  return string ? "string" : "open-pipe";
}

const MEDIUM_WORDS: Record<Medium, string> = {
  string: "A string fixed at both ends",
  "open-pipe": "A pipe open at both ends",
  "closed-pipe": "A pipe closed at one end",
};

const PATTERN_WORDS: Record<Medium, string> = {
  string: "one loop, with a node at each fixed end and an antinode in the middle",
  "open-pipe": "the air moves most at both open ends (antinodes) and not at all in the middle (a node)",
  "closed-pipe": "the air is still at the closed end (a node) and moves most at the open end (an antinode)",
};

/** The standing-wave pattern of a solved string or pipe problem, or undefined when it is not one. */
export function standingWaveDiagram(solved: SolvedQuantities): StandingWaveDiagram | undefined {
  const fit = FUNDAMENTALS.find((candidate) => solved.uses(candidate.relation));
  if (!fit) return undefined;
  const medium = mediumOf(solved.text, fit.media);
  const length = solved.value("L");
  if (!medium || length === undefined || !(length > 0)) return undefined;
  const wavelength = fit.wavelengths * length;
  const tension = solved.value("tension");
  const density = solved.value("linearDensity");
  const speed =
    solved.value("v") ??
    (tension !== undefined && density !== undefined && tension > 0 && density > 0
      ? Math.sqrt(tension / density)
      : undefined);
  const frequency = solved.value("f");
  // The pattern, the speed and the frequency stated must be one wave: f = v / λ.
  if (speed !== undefined && frequency !== undefined && !sameValue(frequency, speed / wavelength))
    return undefined;
  const stated = solved.value("lambda");
  if (stated !== undefined && !sameValue(stated, wavelength)) return undefined;
  const figures = solved.figures;
  const labels = {
    length: solved.label("L"),
    wavelength: stated !== undefined ? solved.label("lambda") : quantityText(wavelength, "m", figures),
    ...(frequency !== undefined ? { frequency: solved.label("f") } : {}),
    ...(speed !== undefined
      ? { speed: solved.value("v") !== undefined ? solved.label("v") : quantityText(speed, "m/s", figures) }
      : {}),
  };
  const fits = fit.wavelengths === 2 ? "Half a wavelength" : "A quarter of a wavelength";
  return {
    kind: "standing-wave",
    title: medium === "string" ? "Standing wave on the string" : "Standing wave in the pipe",
    description:
      `${MEDIUM_WORDS[medium]}, ${labels.length} long, vibrating in its fundamental: ${PATTERN_WORDS[medium]}. ` +
      `${fits} fits the length, so the wavelength is ${labels.wavelength}` +
      (labels.speed && labels.frequency
        ? `; at a wave speed of ${labels.speed} the frequency is ${labels.frequency}.`
        : labels.frequency
          ? `; the frequency is ${labels.frequency}.`
          : "."),
    medium,
    harmonic: 1,
    length,
    wavelength,
    labels,
  };
}
