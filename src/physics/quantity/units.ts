/**
 * The engine's unit table: a dedicated mathjs instance with the units physics courses use,
 * an allow-list of unit symbols in engine notation, and a cache of what each unit means in SI
 * (scale, offset, dimension), so that parsing a unit string through mathjs happens once.
 */
import { all, create } from "mathjs";
import { CELESTIAL_BODIES, constantValue } from "../constants";

/** The SI base dimensions, in the order used by `Dimension`. */
export const BASE_DIMENSIONS = [
  "length",
  "mass",
  "time",
  "current",
  "temperature",
  "amount",
  "luminousIntensity",
] as const;
export type BaseDimension = (typeof BASE_DIMENSIONS)[number];

/** Exponents of the SI base dimensions; speed is { length: 1, time: -1, others 0 }. */
export type Dimension = Readonly<Record<BaseDimension, number>>;

/** What a unit in engine notation means in SI. */
export interface UnitInfo {
  /** The unit in engine notation. */
  unit: string;
  /** SI value of one unit, e.g. 1000 for "km", 0.2777... for "km/h". */
  scale: number;
  /** SI value of zero units for absolute temperatures (273.15 for "degC"), else 0. */
  offset: number;
  dimension: Dimension;
  /** Exponent of plane angle, which SI treats as dimensionless but which reads better kept ("rad/s"). */
  angleExponent: number;
}

/** Adds the engine's units to a mathjs instance: SI 2019 electronvolt, rev, rpm, gauss, u, mph ... */
export function addEngineUnits(instance: ReturnType<typeof create>): void {
  // mathjs ships the CODATA 2010 electronvolt; SI 2019 fixed it exactly.
  instance.createUnit(
    { eV: { definition: `${constantValue("electronvolt")} J`, prefixes: "short" } },
    { override: true },
  );
  instance.createUnit({
    rev: { definition: `${2 * Math.PI} rad` },
    rpm: { definition: "1 rev/min" },
    gauss: { definition: "1e-4 T", aliases: ["G"] },
    u: { definition: `${constantValue("atomic-mass-unit")} kg`, aliases: ["amu", "Da"] },
    mph: { definition: "0.44704 m/s" },
    cal: { definition: "4.184 J", prefixes: "short" },
    yr: { definition: "1 year" },
    // The light-year, with Mly and Gly for galaxies' distances ("in millions of light-years").
    ly: { definition: "9460730472580800 m", prefixes: "short" },
    AU: { definition: "149597870700 m" },
    // The parsec (IAU 2015: 648000/π au), with kpc and Mpc for galaxies' distances.
    pc: { definition: `${(648000 / Math.PI) * 149597870700} m`, prefixes: "short" },
    // The Sun's mass, in which astronomers weigh stars and black holes ("4 million solar masses").
    Msun: { definition: `${CELESTIAL_BODIES.find((body) => body.id === "sun")?.mass ?? Number.NaN} kg` },
    // Activity: one decay per second; the curie is 3.7 × 10¹⁰ of them.
    Bq: { definition: "1 Hz", prefixes: "short" },
    Ci: { definition: "3.7e10 Hz", prefixes: "short" },
    // The speed of light as a unit, as relativity problems write "0.80c".
    c: { definition: `${constantValue("speed-of-light")} m/s` },
    // A share of a hundred: an efficiency asked "in percent".
    percent: { definition: "0.01" },
    // A sound's intensity level: a logarithmic scale, a pure number that only a level can be.
    dB: { definition: "1" },
  });
}

// A private instance, so custom units never leak into other users of mathjs.
export const math = create(all);
addEngineUnits(math);

const PREFIXED: Record<string, readonly string[]> = {
  m: ["k", "c", "m", "u", "n", "p", "f"],
  g: ["k", "m", "u"],
  s: ["m", "u", "n", "p"],
  N: ["k", "M", "m", "u", "n"],
  J: ["k", "M", "G", "m", "u", "n"],
  W: ["k", "M", "G", "m", "u"],
  Pa: ["k", "M", "G", "h", "m", "u", "n"],
  V: ["k", "M", "m", "u"],
  A: ["k", "m", "u", "n", "p"],
  ohm: ["k", "M", "m"],
  C: ["m", "u", "n", "p"],
  F: ["m", "u", "n", "p"],
  T: ["m", "u", "n"],
  Wb: ["m", "u"],
  H: ["m", "u"],
  Hz: ["k", "M", "G", "T"],
  eV: ["k", "M", "G", "T", "m"],
  Bq: ["k", "M", "G"],
  Ci: ["m", "u"],
  rad: ["m"],
  L: ["m", "u"],
  mol: ["k", "m"],
  cal: ["k"],
};

const PLAIN_SYMBOLS = [
  "min",
  "h",
  "day",
  "week",
  "year",
  "yr",
  "K",
  "degC",
  "degF",
  "deg",
  "rev",
  "rpm",
  "G",
  "u",
  "atm",
  "bar",
  "torr",
  "mmHg",
  "psi",
  "angstrom",
  "mph",
  "mi",
  "ft",
  // The US liquid gallon (mathjs's own, 3.785411784 L), as fuel economies are written.
  "gal",
  // The US fluid ounce (mathjs's own, 29.57 mL), as drinks are sold.
  "floz",
  "kWh",
  "ly",
  "kly",
  "Mly",
  "Gly",
  "AU",
  "pc",
  "kpc",
  "Mpc",
  "Gpc",
  "Msun",
  "c",
  "percent",
  "dB",
];

/** Every unit symbol the engine accepts, case-sensitive ("km", "uC", "kohm", "degC"). */
export const UNIT_SYMBOLS: ReadonlySet<string> = new Set([
  ...PLAIN_SYMBOLS,
  ...Object.entries(PREFIXED).flatMap(([base, prefixes]) => [base, ...prefixes.map((p) => `${p}${base}`)]),
]);

// mathjs names its base dimensions in its own order; map them to ours by name.
const MATHJS_DIMENSION_NAMES: Record<string, BaseDimension | "angle"> = {
  MASS: "mass",
  LENGTH: "length",
  TIME: "time",
  CURRENT: "current",
  TEMPERATURE: "temperature",
  LUMINOUS_INTENSITY: "luminousIntensity",
  AMOUNT_OF_SUBSTANCE: "amount",
  ANGLE: "angle",
};
const declaredOrder: unknown = (math.Unit as { BASE_DIMENSIONS?: unknown }).BASE_DIMENSIONS;
const MATHJS_ORDER: string[] =
  Array.isArray(declaredOrder) && declaredOrder.every((name) => typeof name === "string")
    ? declaredOrder
    : [
        "MASS",
        "LENGTH",
        "TIME",
        "CURRENT",
        "TEMPERATURE",
        "LUMINOUS_INTENSITY",
        "AMOUNT_OF_SUBSTANCE",
        "ANGLE",
      ];

const unitInfoCache = new Map<string, UnitInfo | null>();

/** The symbols of a unit in engine notation ("kg*m/s^2" gives kg, m, s); "1" and numbers are skipped. */
export function unitSymbols(unit: string): string[] {
  return unit
    .split(/[*/()]/)
    .map((part) => part.split("^")[0].trim())
    .filter((symbol) => symbol !== "" && !/^\d+$/.test(symbol));
}

/** SI meaning of a unit in engine notation, or undefined for a unit the engine does not know. */
export function unitInfo(unit: string): UnitInfo | undefined {
  const cached = unitInfoCache.get(unit);
  if (cached !== undefined) return cached ?? undefined;
  const info = computeUnitInfo(unit);
  // Bound the cache: unit strings come from user text.
  if (unitInfoCache.size > 5000) unitInfoCache.clear();
  unitInfoCache.set(unit, info ?? null);
  return info;
}

function computeUnitInfo(unit: string): UnitInfo | undefined {
  if (unit === "" || unit === "1") {
    return { unit: "", scale: 1, offset: 0, dimension: zeroDimension(), angleExponent: 0 };
  }
  if (!unitSymbols(unit).every((symbol) => UNIT_SYMBOLS.has(symbol))) return undefined;
  try {
    const one = math.unit(1, unit);
    const zero = math.unit(0, unit);
    const siUnit = one.toSI();
    const siUnitText = siUnit.formatUnits();
    const siOne = siUnitText === "" ? Number(siUnit.toNumeric()) : siUnit.toNumber(siUnitText);
    const siZeroUnit = zero.toSI();
    const siZero = siUnitText === "" ? Number(siZeroUnit.toNumeric()) : siZeroUnit.toNumber(siUnitText);
    const exponents: Record<string, number> = {};
    one.dimensions.forEach((exponent, index) => {
      const name = MATHJS_DIMENSION_NAMES[MATHJS_ORDER[index] ?? ""];
      if (name) exponents[name] = exponent;
    });
    const dimension = zeroDimension();
    for (const name of BASE_DIMENSIONS) dimension[name] = exponents[name] ?? 0;
    if (!Number.isFinite(siOne) || !Number.isFinite(siZero)) return undefined;
    return { unit, scale: siOne - siZero, offset: siZero, dimension, angleExponent: exponents.angle ?? 0 };
  } catch {
    return undefined;
  }
}

/** The dimension of a pure number (all exponents zero). */
export function zeroDimension(): Record<BaseDimension, number> {
  return { length: 0, mass: 0, time: 0, current: 0, temperature: 0, amount: 0, luminousIntensity: 0 };
}

/** True when two dimensions have the same exponents. */
export function dimensionsEqual(first: Dimension, second: Dimension): boolean {
  return BASE_DIMENSIONS.every((name) => Math.abs(first[name] - second[name]) < 1e-9);
}

/** A stable text key of a dimension, e.g. "1,0,-1,0,0,0,0" for speed. */
export function dimensionKey(dimension: Dimension): string {
  return BASE_DIMENSIONS.map((name) => Math.round(dimension[name] * 1000) / 1000).join(",");
}

// Coherent SI names preferred when a result is expressed in SI, in order of preference.
const PREFERRED_SI_UNITS = [
  "",
  "m",
  "kg",
  "s",
  "A",
  "K",
  "mol",
  "m/s",
  "m/s^2",
  "N",
  "J",
  "W",
  "Pa",
  "C",
  "V",
  "ohm",
  "F",
  "T",
  "Wb",
  "H",
  "Hz",
  "kg*m/s",
  "m^2",
  "m^3",
  "kg/m^3",
  "J/kg/K",
  "J/mol/K",
  "J/K",
  "J/kg",
  "W/m^2",
  "N/m",
  "kg*m^2",
  "kg*m^2/s",
  "V/m",
  "C/m^2",
  "W/m/K",
  "1/K",
  "mol/m^3",
  "A/m",
  "m^2/s",
];

let preferredByDimension: Map<string, string> | undefined;

/** The coherent SI unit in engine notation for a dimension ("N" for mass·length/time²). */
export function siUnitFor(dimension: Dimension, angleExponent = 0): string {
  if (angleExponent !== 0) {
    const key = dimensionKey(dimension);
    if (key === dimensionKey(zeroDimension())) return angleExponent === 1 ? "rad" : `rad^${angleExponent}`;
    if (angleExponent === 1 && key === "0,0,-1,0,0,0,0") return "rad/s";
    if (angleExponent === 1 && key === "0,0,-2,0,0,0,0") return "rad/s^2";
  }
  if (!preferredByDimension) {
    preferredByDimension = new Map();
    for (const unit of PREFERRED_SI_UNITS) {
      const info = unitInfo(unit);
      if (info && !preferredByDimension.has(dimensionKey(info.dimension))) {
        preferredByDimension.set(dimensionKey(info.dimension), unit);
      }
    }
  }
  const preferred = preferredByDimension.get(dimensionKey(dimension));
  if (preferred !== undefined) return preferred;
  return genericSiUnit(dimension);
}

const BASE_SYMBOLS: Record<BaseDimension, string> = {
  mass: "kg",
  length: "m",
  time: "s",
  current: "A",
  temperature: "K",
  amount: "mol",
  luminousIntensity: "cd",
};

function genericSiUnit(dimension: Dimension): string {
  const order: BaseDimension[] = [
    "mass",
    "length",
    "time",
    "current",
    "temperature",
    "amount",
    "luminousIntensity",
  ];
  const power = (name: BaseDimension, exponent: number) =>
    exponent === 1 ? BASE_SYMBOLS[name] : `${BASE_SYMBOLS[name]}^${exponent}`;
  const numerator = order.filter((name) => dimension[name] > 0).map((name) => power(name, dimension[name]));
  const denominator = order
    .filter((name) => dimension[name] < 0)
    .map((name) => power(name, -dimension[name]));
  const top = numerator.length > 0 ? numerator.join("*") : "1";
  return [top, ...denominator].join("/");
}
