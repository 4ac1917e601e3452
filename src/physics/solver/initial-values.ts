/**
 * Values the words mark as the starting one ("a source initially has an activity of 800 Bq"):
 * where the engine has a variable for the value at the start beside the one that changes, such a
 * given is read as the starting value, so a question about the value later asks for the other.
 */
import type { ExtractedQuantity } from "./extract";

// The variable that changes, and its value at the start.
const STARTING_VALUE_OF: Readonly<Record<string, string>> = {
  activity: "activityInitial",
};

const MARKS_START = /\b(initial(ly)?|at first|originally|at the start|at t\s?=\s?0|fresh(ly)?)\b/;

/** The reading's variables with each given the words mark as a starting value renamed to it. */
export function withStartingValues(
  variables: readonly string[],
  quantities: readonly ExtractedQuantity[],
): string[] {
  const resolved = [...variables];
  for (const [index, id] of resolved.entries()) {
    const starting = STARTING_VALUE_OF[id];
    if (!starting || resolved.includes(starting)) continue;
    const quantity = quantities[index];
    if (MARKS_START.test(quantity.before) || MARKS_START.test(quantity.after)) resolved[index] = starting;
  }
  return resolved;
}

// The variable changed values start from, where a question asks for the value after the change.
const START_OF_CHANGE: Readonly<Record<string, string>> = {
  ...STARTING_VALUE_OF,
  omega: "omega0",
  v: "v0",
};

/**
 * The reading with the one given of a quantity the question asks for after a change ("the new
 * angular speed", "its activity 20 days later") read as its value at the start. `asked` is empty
 * when the question asks for no value after a change.
 */
export function withAskedValueAtStart(variables: readonly string[], asked: readonly string[]): string[] {
  for (const candidate of asked) {
    const start = START_OF_CHANGE[candidate];
    const at = variables.indexOf(candidate);
    if (!start || at < 0 || variables.includes(start) || variables.lastIndexOf(candidate) !== at) continue;
    const renamed = [...variables];
    renamed[at] = start;
    return renamed;
  }
  return [...variables];
}

// A quantity the engine also knows at the start and at the end of a change.
const ENDS_OF_CHANGE: Readonly<Record<string, readonly [string, string]>> = {
  B: ["Bi", "Bf"],
  // "The activity drops from 800 Bq to 100 Bq": the value at the start, then the activity later.
  activity: ["activityInitial", "activity"],
};

/**
 * The reading's variables with a value that goes "from 0.100 T to 0.500 T" read as the start and
 * the end of the change, where the engine has variables for both: the two values of one variable,
 * the first after "from", the second right after it following "to".
 */
export function withEndsOfChange(
  variables: readonly string[],
  quantities: readonly ExtractedQuantity[],
): string[] {
  const resolved = [...variables];
  for (const [id, [start, end]] of Object.entries(ENDS_OF_CHANGE)) {
    const at = resolved.flatMap((variable, index) => (variable === id ? [index] : []));
    if (at.length !== 2 || resolved.includes(start) || (end !== id && resolved.includes(end))) continue;
    const [first, second] = at;
    if (!/\bfrom$/.test(quantities[first].before.trimEnd())) continue;
    // "From 0.20 T to 0.80 T", "from 0.20 T up to 0.80 T".
    if (!/^(?:(?:up|down|all the way|back) )?to$/.test(quantities[second].before.trim())) continue;
    resolved[first] = start;
    resolved[second] = end;
  }
  return resolved;
}

/** A film lying on water ("an oil slick on water"): the water under it has a known index. */
export const FILM_ON_WATER =
  /\b(?:film|layer|oil|slick|coating)\b(?:[^.?!]|\.(?=\d)){0,40}\bon (?:the )?(?:surface of )?(?:the )?water\b/;

/**
 * The index of a film and of the material under it come as a pair; one of them alone is the
 * film's index of the one-film relations ("a soap film (n = 1.33)"), or, for a film on water,
 * the film's own index beside the water's (given as implied).
 */
export function withFilmIndexPair(variables: readonly string[], lower: string): string[] {
  const hasFilm = variables.includes("nFilm");
  const hasBelow = variables.includes("nBelow");
  const single = variables.filter((id) => id === "nFilm" || id === "nIndex").length === 1;
  // "A film (n = 1.40) on glass (n = 1.50)": beside the material under it, an index is the film's.
  if (single && (hasBelow || FILM_ON_WATER.test(lower))) {
    return variables.map((id) => (id === "nIndex" ? "nFilm" : id));
  }
  if (hasFilm === hasBelow || variables.includes("nIndex")) return [...variables];
  return variables.map((id) => (id === "nFilm" || id === "nBelow" ? "nIndex" : id));
}
