/**
 * The Sun, a planet or the Moon named in a problem as the body that attracts: its mass and radius
 * (and, for a body named as orbiting another, the radius of its orbit) as values the text implies,
 * from the table in constants.ts. "Escape speed from the surface of Mars" needs Mars's mass and
 * radius as surely as "an electron" needs the electron's mass.
 */
import { type CelestialBody, celestialBody } from "../constants";
import { formatNumber } from "../format-number";

/** A value the words imply, with the note that states it in a solution. */
export interface CelestialValue {
  variable: string;
  value: number;
  unit: string;
  note: string;
}

// Each body by the words that name it in lower-case text. Our Moon is "the Moon" or "the Moon's"
// (a moon of Jupiter is "its moon", "a moon"); mercury the metal is not the planet.
const NAMED: readonly [id: string, pattern: RegExp][] = [
  ["sun", /\bsun\b/],
  ["mercury", /\bplanet mercury\b|\bmercury['’]s (?:orbit|surface|mass|radius)\b/],
  ["venus", /\bvenus\b/],
  ["earth", /\bearth\b/],
  ["moon", /\bthe moon\b|\bearth['’]s moon\b/],
  ["mars", /\bmars\b/],
  ["jupiter", /\bjupiter\b/],
  ["saturn", /\bsaturn\b/],
  ["uranus", /\buranus\b/],
  ["neptune", /\bneptune\b/],
];

const ORBIT_WORDS = /\b(orbit\w*|revolv\w*|around|about)\b/;

/** The bodies of the solar system a lower-case text names. */
export function namedBodies(lower: string): CelestialBody[] {
  return NAMED.filter(([, pattern]) => pattern.test(lower)).map(([id]) => celestialBody(id));
}

/**
 * The attracting body of a problem and the body that orbits it, when the words say which: one
 * body named is the attracting one; two, one orbiting the other, with words of orbiting, give both.
 */
export function attractingBody(
  lower: string,
): { central: CelestialBody; orbiting?: CelestialBody } | undefined {
  const named = namedBodies(lower);
  if (named.length === 1) return { central: named[0] };
  if (named.length !== 2 || !ORBIT_WORDS.test(lower)) return undefined;
  const [first, second] = named;
  if (first.orbits === second.id) return { central: second, orbiting: first };
  if (second.orbits === first.id) return { central: first, orbiting: second };
  return undefined;
}

/** True when the problem is set on or about a body other than the Earth (g there is not 9.8 m/s²). */
export function isAwayFromEarth(lower: string): boolean {
  const body = attractingBody(lower);
  if (body) return body.central.id !== "earth";
  return namedBodies(lower).some((named) => named.id !== "earth");
}

function scientific(value: number): string {
  return formatNumber(value, 3);
}

// A problem that states its body's mass, size or density means its own values, not the table's.
const STATED_BODY = ["Mcentral", "Rplanet", "Dplanet", "density"];

/** "the Sun", "the Moon", "Earth", "Mars": the body as a sentence names it. */
function called(body: CelestialBody): string {
  return body.id === "sun" || body.id === "moon" ? `the ${body.name}` : body.name;
}

/**
 * The attracting body's mass and radius, and an orbit's radius, that the words imply; none of
 * them when the problem states a property of the body itself, and never the quantity `asked`.
 */
export function celestialValues(
  lower: string,
  assigned: readonly string[],
  asked: readonly string[] = [],
): CelestialValue[] {
  const body = attractingBody(lower);
  if (!body || STATED_BODY.some((id) => assigned.includes(id))) return [];
  const { central, orbiting } = body;
  const values: CelestialValue[] = [];
  const skip = [...assigned, ...asked];
  if (!skip.includes("Mcentral")) {
    values.push({
      variable: "Mcentral",
      value: central.mass,
      unit: "kg",
      note: `Mass of ${called(central)} M = ${scientific(central.mass)} kg (not given).`,
    });
  }
  if (!skip.includes("Rplanet") && !skip.includes("Dplanet")) {
    values.push({
      variable: "Rplanet",
      value: central.radius,
      unit: "m",
      note: `Radius of ${called(central)} R = ${scientific(central.radius)} m (not given).`,
    });
  }
  if (orbiting?.orbitRadius !== undefined && !skip.includes("rOrbit")) {
    values.push({
      variable: "rOrbit",
      value: orbiting.orbitRadius,
      unit: "m",
      note: `Radius of the orbit of ${called(orbiting)} r = ${scientific(orbiting.orbitRadius)} m (not given).`,
    });
  }
  return values;
}
