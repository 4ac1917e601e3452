/**
 * Typed questions misspell the name of what they ask ("wavelenght of the emitted photon",
 * "frequncy"). A word of seven letters or more that is one slip from a quantity's name (two
 * neighbouring letters swapped, one letter changed, or one left out) and from no other is read as
 * that name. A word one letter longer is never changed: that is how plurals and other real words
 * ("pressures", "currents") differ from the names.
 */

/** Names of quantities questions ask for, long enough that a slip cannot make another real word. */
const QUANTITY_NAMES = [
  "acceleration",
  "amplitude",
  "capacitance",
  "displacement",
  "efficiency",
  "frequency",
  "gravitational",
  "inductance",
  "intensity",
  "magnetic",
  "magnitude",
  "momentum",
  "potential",
  "pressure",
  "resistance",
  "temperature",
  "velocity",
  "voltage",
  "wavelength",
];
const NAMES = new Set(QUANTITY_NAMES);

/** True when `word` is `name` with two neighbouring letters swapped, one letter changed, or one left out. */
function oneSlipFrom(word: string, name: string): boolean {
  if (word === name) return false;
  if (word.length === name.length) {
    const differences: number[] = [];
    for (let index = 0; index < word.length && differences.length <= 2; index++)
      if (word[index] !== name[index]) differences.push(index);
    if (differences.length === 1) return true;
    const [first, second] = differences;
    return (
      differences.length === 2 &&
      second === first + 1 &&
      word[first] === name[second] &&
      word[second] === name[first]
    );
  }
  if (word.length !== name.length - 1) return false;
  let index = 0;
  while (index < word.length && word[index] === name[index]) index++;
  return word.slice(index) === name.slice(index + 1);
}

/** The text with each misspelt quantity name written as the name, keeping a capital first letter. */
export function withQuantityNamesSpelt(text: string): string {
  return text.replace(/\b[A-Za-z]{7,}\b/g, (word) => {
    const lower = word.toLowerCase();
    if (NAMES.has(lower)) return word;
    const names = QUANTITY_NAMES.filter((name) => oneSlipFrom(lower, name));
    if (names.length !== 1) return word;
    return word[0] === word[0].toUpperCase() ? names[0][0].toUpperCase() + names[0].slice(1) : names[0];
  });
}
