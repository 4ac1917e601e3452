/**
 * The Doppler shift of sound names two speeds: the speed of sound and the speed of whatever moves.
 * Which moves comes from the words: a listener at rest ("a stationary pedestrian", "while I stand
 * still") hears a moving source; a source at rest ("a parked car's horn", "a stationary siren") is
 * heard by a moving listener; a body that emits the sound as it moves, with no other body's speed
 * given, is a moving source, and so is one that moves toward or away from the one who speaks ("me").
 * The speed the words name as the speed of sound is the wave's speed
 * v, the other the mover's. When the words say neither, or both, the roles stay unread and the
 * Doppler relations of relations/sound.ts cannot be used, so the problem is refused.
 */
import type { ExtractedQuantity } from "./extract";
import type { UnknownGuess } from "./unknown";

const SOUND_CUE =
  /\b(sound|siren|horn|whistle|tone|screech|chirp|beep|buzzer|alarm|(?:loud)?speaker|bell)s?\b/;
const LISTENER =
  "(?:listener|observer|pedestrian|person|bystander|student|man|woman|girl|boy|child|cyclist|worker|officer|passenger|driver)";
const LISTENER_AT_REST = new RegExp(
  `\\b(?:stationary|motionless|standing|waiting)\\s+${LISTENER}\\b|\\b${LISTENER}\\s+(?:who is\\s+|is\\s+|stands\\s+|standing\\s+|remains\\s+)?(?:stationary|at rest|still|motionless|waiting|standing)\\b|\\bi(?:'m|’m| am)?\\s+(?:stand|standing|sit|sitting|stay|staying)\\s+still\\b`,
);
const SOURCE = "(?:source|siren|horn|whistle|loudspeaker|speaker|alarm|buzzer|bell)";
const SOURCE_AT_REST = new RegExp(
  `\\b(?:stationary|parked|fixed|motionless)\\s+(?:\\w+\\s+){0,2}?${SOURCE}\\b|\\b${SOURCE}\\s+(?:is\\s+|that is\\s+|remains\\s+)(?:stationary|at rest|fixed)\\b`,
);
// The words just before a value that name it the speed of sound.
const SPEED_OF_SOUND = /\b(speed of (?:the )?sound|sound travels|sound speed)\b/;
const HEARD =
  /\b(hears?|heard|receives?|received|detects?|detected|observes?|observed|measures?|registers?|reach(?:es)?)\b/;
const SPEED_ROLES = new Set(["v", "v0", "v1", "v2", "vAvg"]);

// A body that emits the sound as it moves: "a hawk flying at 25 m/s and emitting a screech", "a
// train moving at 30 m/s while blowing its whistle".
const EMITTING =
  /\b(?:emit(?:s|ting)|sounding (?:its|a|an|the)|blowing (?:its|a|an|the)|honking|screeching|whistling|with (?:its|the) (?:siren|horn)s? (?:on|blaring|sounding|wailing))\b/;
const SPEED_VALUE = /\d\s*(?:m\/s|km\/h|mi\/h|mph|ft\/s)\b/;

/**
 * Whether the words name the source as the one that moves without saying the listener is at rest:
 * one sentence gives a speed and the emitting of the sound, no other sentence gives a speed that is
 * not the speed of sound, and nothing approaches "each other".
 */
function emitterMoves(lower: string): boolean {
  if (/\beach other\b/.test(lower)) return false;
  const sentences = lower.split(/(?<=[.?!])\s+/).filter((sentence) => SPEED_VALUE.test(sentence));
  const moving = sentences.filter((sentence) => !SPEED_OF_SOUND.test(sentence));
  return moving.length === 1 && EMITTING.test(moving[0]);
}

// "The ambulance is driving toward me": the one who speaks listens, and is approached.
const TOWARD_THE_SPEAKER = /\b(?:toward|towards|away from|past) (?:me|us)\b/;

/** Who moves, by the words; undefined when they say neither or both. */
function mover(lower: string): "source" | "listener" | undefined {
  if (!SOUND_CUE.test(lower)) return undefined;
  const listenerAtRest = LISTENER_AT_REST.test(lower);
  const sourceAtRest = SOURCE_AT_REST.test(lower);
  if (listenerAtRest === sourceAtRest) {
    return !sourceAtRest && (emitterMoves(lower) || TOWARD_THE_SPEAKER.test(lower)) ? "source" : undefined;
  }
  return listenerAtRest ? "source" : "listener";
}

/** The roles of one reading with the mover's speed renamed, where the words tell the two speeds apart. */
export function soundDopplerRoles(
  roles: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  const moving = mover(lower);
  if (!moving) return roles;
  const speeds = roles.flatMap((id, index) => (SPEED_ROLES.has(id) ? [index] : []));
  if (speeds.length !== 2) return roles;
  const ofSound = speeds.filter((index) => SPEED_OF_SOUND.test(quantities[index].before));
  if (ofSound.length !== 1) return roles;
  const renamed = [...roles];
  for (const index of speeds)
    renamed[index] = index === ofSound[0] ? "v" : moving === "source" ? "vSource" : "vListener";
  return renamed;
}

/** A frequency the question asks a listener to hear, where a source or a listener moves, is the frequency heard. */
export function dopplerAsked(
  guess: UnknownGuess | undefined,
  lower: string,
  question: string,
): UnknownGuess | undefined {
  if (guess?.candidates[0] !== "f" || !mover(lower)) return guess;
  return HEARD.test(question.toLowerCase()) ? { ...guess, candidates: ["fHeard"] } : guess;
}
