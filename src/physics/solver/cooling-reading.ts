/**
 * Roles of the temperatures and times in a problem about Newton's law of cooling: the
 * surroundings' temperature (the one a room, the air or a bath names), where the body starts,
 * a first reading after a known time, and the temperature the question is about.
 */
import type { ExtractedQuantity } from "./extract";

const COOLING_WORDS =
  /\b(newton'?s law of cooling|law of cooling|cool(s|ed|ing)?|warms? up|warmed up|warming up)\b/;
const SURROUNDINGS_WORD =
  /\b(room|surroundings|ambient|environment|outside|outdoors|freezer|fridge|refrigerator|bath|air|kitchen)\b/;
// "in a 20C room", "a room at 20 °C", "air at 5.0 °C": the surroundings named right beside the value.
const NAMED_AFTER = new RegExp(`^\\s*(?:°\\s*)?${SURROUNDINGS_WORD.source}`);
const NAMED_BEFORE = new RegExp(`${SURROUNDINGS_WORD.source}(?: is| kept| held| which is)? (?:at|of)\\s*$`);
const TEMPERATURE_IDS = new Set(["T", "Ti", "Tf", "Th", "Tc", "Tsurround"]);
// "After another 10 min", "10 minutes later": a time counted from the first reading, not the start.
const COUNTED_ON = /\b(another|more|further|additional)\s*$|^\s*(more|later)\b/;

/** Renames temperatures and times for Newton's law of cooling; the roles unchanged when the words do not settle them. */
export function coolingRoles(
  roles: string[],
  quantities: readonly ExtractedQuantity[],
  lower: string,
): string[] {
  if (!COOLING_WORDS.test(lower)) return roles;
  const temperatures = roles.flatMap((id, index) => (TEMPERATURE_IDS.has(id) ? [index] : []));
  if (temperatures.length < 2) return roles;
  const surroundings = temperatures.filter(
    (index) => NAMED_AFTER.test(quantities[index].after) || NAMED_BEFORE.test(quantities[index].before),
  );
  if (surroundings.length !== 1) return roles;
  const body = temperatures.filter((index) => index !== surroundings[0]);
  const times = roles.flatMap((id, index) => (id === "t" ? [index] : []));
  // Without a time or a cooling constant the question is not about how fast it cools (the heat
  // it gives off in cooling to the room is calorimetry).
  if (times.length === 0 && !roles.includes("coolingConstant")) return roles;
  const renamed = [...roles];
  renamed[surroundings[0]] = "Tsurround";
  renamed[body[0]] = "Ti";
  if (body.length === 1) return renamed;
  if (body.length === 2 && times.length <= 1) {
    renamed[body[1]] = "Tf";
    return renamed;
  }
  // A first reading after a known time: with it, the question asks a later temperature (two times
  // stated) or the time to reach a third temperature (one time stated).
  const firstReading = body[1];
  const asked = body.length === 3 && times.length === 1 ? body[2] : undefined;
  if (body.length === 2 && times.length === 2) {
    const later = quantities[times[1]];
    if (COUNTED_ON.test(later.before) || COUNTED_ON.test(later.after)) return roles;
    renamed[times[1]] = "t";
  } else if (asked === undefined) {
    return roles;
  }
  // The first reading's time is stated with it, before the temperature the question is about.
  if (asked !== undefined && quantities[times[0]].start > quantities[asked].start) return roles;
  renamed[firstReading] = "Tmid";
  renamed[times[0]] = "tMid";
  if (asked !== undefined) renamed[asked] = "Tf";
  return renamed;
}
