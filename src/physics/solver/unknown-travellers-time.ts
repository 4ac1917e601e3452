/**
 * A question about the time that passes for the travellers (the astronauts, the crew, the ship's
 * clock) asks for the proper time of the trip, whatever words count it ("how many years pass for
 * the astronauts", "how much do the crew age", "what does the ship's clock read").
 */

const TRAVELLERS = `(?:astronauts?|crew|travell?ers?|passengers?|pilot|(?:travelling|traveling) twin|twin who (?:travels|traveled|travelled|leaves)|(?:ship|spaceship|rocket|spacecraft)'?s? clocks?|clocks? (?:on|aboard) (?:the )?(?:ship|spaceship|rocket|spacecraft))`;
const FOR_TRAVELLERS = new RegExp(
  String.raw`\b(?:for|by|to|on|aboard|according to)\s+(?:the\s+)?${TRAVELLERS}\b|\b${TRAVELLERS}\s+(?:age|aged|ages|measures?|records?|experiences?|reads?)\b|\bdo(?:es)? (?:the\s+)?${TRAVELLERS}\s+(?:age|measure|record|experience)\b`,
);
const ASKS_TIME =
  /\b(time|years?|days?|hours?|months?|seconds?|minutes?|how long|age|older|elapses?|pass(?:es)?)\b/;

/** True when a lower-case question asks how much time passes for the travellers themselves. */
export function asksTravellersTime(lowerQuestion: string): boolean {
  return FOR_TRAVELLERS.test(lowerQuestion) && ASKS_TIME.test(lowerQuestion);
}
