/**
 * Question phrases for sound (variables in relations/variables-sound.ts): a level in decibels and
 * the frequency a listener hears. `identifyUnknown` reads them with the phrases of unknown.ts.
 */
export const SOUND_PHRASES: readonly [string, readonly string[]][] = [
  ["intensity level", ["soundLevel"]],
  ["sound level", ["soundLevel"]],
  ["noise level", ["soundLevel"]],
  ["decibel level", ["soundLevel"]],
  ["how many decibels", ["soundLevel"]],
  ["frequency heard", ["fHeard"]],
  ["heard frequency", ["fHeard"]],
  ["observed frequency", ["fHeard"]],
  ["apparent frequency", ["fHeard"]],
];
