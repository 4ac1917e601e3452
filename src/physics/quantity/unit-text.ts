/**
 * Unit text as people write it ("m/s²", "kg·m/s", "J/(kg·K)", "kΩ", "°C", "meters per second",
 * "kilometers per hour") rewritten into the engine's notation ("m/s^2", "kg*m/s", "J/kg/K",
 * "kohm", "degC", "m/s", "km/h").
 */
import { normalizeTypography } from "./parse-number";
import { UNIT_SYMBOLS } from "./units";

const WORD_PREFIXES: Record<string, string> = {
  kilo: "k",
  mega: "M",
  giga: "G",
  tera: "T",
  milli: "m",
  micro: "u",
  nano: "n",
  pico: "p",
  centi: "c",
  femto: "f",
};

// Unit names in words (lower case, singular and plural) and their symbols.
const WORD_UNITS: Record<string, string> = {
  meter: "m",
  meters: "m",
  metre: "m",
  metres: "m",
  gram: "g",
  grams: "g",
  gramme: "g",
  grammes: "g",
  second: "s",
  seconds: "s",
  sec: "s",
  secs: "s",
  newton: "N",
  newtons: "N",
  joule: "J",
  joules: "J",
  watt: "W",
  watts: "W",
  volt: "V",
  volts: "V",
  amp: "A",
  amps: "A",
  ampere: "A",
  amperes: "A",
  ohm: "ohm",
  ohms: "ohm",
  coulomb: "C",
  coulombs: "C",
  farad: "F",
  farads: "F",
  tesla: "T",
  teslas: "T",
  henry: "H",
  henries: "H",
  henrys: "H",
  hertz: "Hz",
  pascal: "Pa",
  pascals: "Pa",
  weber: "Wb",
  webers: "Wb",
  electronvolt: "eV",
  electronvolts: "eV",
  liter: "L",
  liters: "L",
  litre: "L",
  litres: "L",
  l: "L",
  kelvin: "K",
  kelvins: "K",
  mole: "mol",
  moles: "mol",
  calorie: "cal",
  calories: "cal",
  gauss: "G",
  radian: "rad",
  radians: "rad",
  degree: "deg",
  degrees: "deg",
  revolution: "rev",
  revolutions: "rev",
  revs: "rev",
  minute: "min",
  minutes: "min",
  mins: "min",
  hour: "h",
  hours: "h",
  hr: "h",
  hrs: "h",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  wk: "week",
  year: "year",
  years: "year",
  yr: "yr",
  yrs: "yr",
  atmosphere: "atm",
  atmospheres: "atm",
  atm: "atm",
  angstrom: "angstrom",
  angstroms: "angstrom",
  micron: "um",
  microns: "um",
  mile: "mi",
  miles: "mi",
  foot: "ft",
  feet: "ft",
  gallon: "gal",
  gallons: "gal",
  celsius: "degC",
  centigrade: "degC",
  fahrenheit: "degF",
  kilohm: "kohm",
  kilohms: "kohm",
  megohm: "Mohm",
  megohms: "Mohm",
  amu: "u",
  dalton: "u",
  daltons: "u",
  kph: "km/h",
  kmh: "km/h",
  mph: "mph",
  rpm: "rpm",
  kwh: "kWh",
  diopter: "1/m",
  diopters: "1/m",
  dioptre: "1/m",
  dioptres: "1/m",
  decibel: "dB",
  decibels: "dB",
};

// Phrases of several words, rewritten before tokens are read.
const PHRASES: [RegExp, string][] = [
  [/\bdeg(?:ree)?s?\s*(?:celsius|centigrade|c)\b/gi, " degC "],
  [/\bdeg(?:ree)?s?\s*(?:fahrenheit|f)\b/gi, " degF "],
  [/\bdeg(?:ree)?s?\s*kelvin\b/gi, " K "],
  [/°\s*C\b/g, " degC "],
  [/°\s*F\b/g, " degF "],
  [/º\s*C\b/g, " degC "],
  [/[°º]/g, " deg "],
  [/\b(kilo|mega|giga|milli|micro|nano)?[\s-]?electron[\s-]*volts?\b/gi, " $1electronvolt "],
  [/\batomic\s+mass\s+units?\b/gi, " u "],
  [/\brevolutions?\s+per\s+minute\b/gi, " rpm "],
  [/\bmiles?\s+per\s+hour\b/gi, " mph "],
  [/\bkilowatt[\s-]*hours?\b/gi, " kWh "],
  [/\b(?:fl\.?[\s-]?oz|fluid[\s-]ounces?)\b/gi, " floz "],
  [/\bmillions?\s+(?:of\s+)?light[\s-]*years?\b/gi, " Mly "],
  [/\bbillions?\s+(?:of\s+)?light[\s-]*years?\b/gi, " Gly "],
  [/\blight[\s-]*years?\b/gi, " ly "],
  [/\bkiloparsecs?\b/gi, " kpc "],
  [/\bmegaparsecs?\b/gi, " Mpc "],
  [/\bgigaparsecs?\b/gi, " Gpc "],
  [/\bparsecs?\b/gi, " pc "],
  [/\bsolar[\s-]+mass(?:es)?\b/gi, " Msun "],
  [/\bper\s+cent\b/gi, " percent "],
  [/%/g, " percent "],
];

type Token =
  | { kind: "symbol"; text: string }
  | { kind: "number"; value: number }
  | { kind: "operator"; text: string };

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  const pattern = /\s*(?:([A-Za-zΩ]+)|(-?\d+(?:\.\d+)?)|(\*\*|[*/^()]))/y;
  let position = 0;
  // The index of the ")" closing the last word read as two run-together units, while it is last.
  let runTogetherEnd = -1;
  let powerInsideRunTogether = false;
  while (position < text.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) {
      if (text.slice(position).trim() === "") break;
      return undefined;
    }
    position = pattern.lastIndex;
    if (match[1] !== undefined) {
      const symbols = symbolTokens(match[1]);
      tokens.push(...symbols);
      runTogetherEnd = symbols.length > 1 ? tokens.length - 1 : -1;
      continue;
    }
    if (match[2] !== undefined) {
      tokens.push({ kind: "number", value: Number(match[2]) });
      if (powerInsideRunTogether) tokens.push({ kind: "operator", text: ")" });
      powerInsideRunTogether = false;
    } else if ((match[3] === "^" || match[3] === "**") && runTogetherEnd === tokens.length - 1) {
      // "Nm^2" is N·m², not (N·m)²: the power goes inside the run-together product, on its last unit.
      tokens.pop();
      tokens.push({ kind: "operator", text: "^" });
      powerInsideRunTogether = true;
    } else {
      tokens.push({ kind: "operator", text: match[3] === "**" ? "^" : match[3] });
    }
    runTogetherEnd = -1;
  }
  return powerInsideRunTogether ? undefined : tokens;
}

/**
 * One word of unit text as tokens: itself, or two symbols typed without a separator ("kgK" in
 * "J/kgK", "mK" in "W/mK", "Nm") as one bracketed product, so "J/kgK" reads as J/(kg·K).
 */
function symbolTokens(word: string): Token[] {
  if (symbolOf(word) !== undefined) return [{ kind: "symbol", text: word }];
  for (let split = word.length - 1; split >= 1; split--) {
    const first = word.slice(0, split);
    const second = word.slice(split);
    if (!UNIT_SYMBOLS.has(first) || !UNIT_SYMBOLS.has(second)) continue;
    // Only the usual run-together products: a unit named for a person second ("kgK", "mK"), or
    // metres or seconds after one ("Nm", "Js"); "Kg" is a miswritten kilogram, not kelvin-grams.
    const usual = /^[A-Z]/.test(second) || (/^[A-Z]/.test(first) && first !== "K" && /^[ms]$/.test(second));
    if (!usual) continue;
    return [
      { kind: "operator", text: "(" },
      { kind: "symbol", text: first },
      { kind: "operator", text: "*" },
      { kind: "symbol", text: second },
      { kind: "operator", text: ")" },
    ];
  }
  return [{ kind: "symbol", text: word }];
}

/** The engine symbol for one word or symbol of unit text, or undefined when it is not a unit. */
function symbolOf(word: string): string | undefined {
  if (UNIT_SYMBOLS.has(word)) return word;
  const lower = word.toLowerCase();
  if (WORD_UNITS[lower]) return WORD_UNITS[lower];
  for (const [prefixWord, prefixSymbol] of Object.entries(WORD_PREFIXES)) {
    if (!lower.startsWith(prefixWord)) continue;
    const rest = WORD_UNITS[lower.slice(prefixWord.length)];
    if (rest && UNIT_SYMBOLS.has(`${prefixSymbol}${rest}`)) return `${prefixSymbol}${rest}`;
  }
  return undefined;
}

interface Factor {
  symbol: string;
  exponent: number;
}

/**
 * Reads tokens into factors. Grammar: term (("*" | "/" | "per" | juxtaposition) term)*, with
 * term = ["square" | "cubic"] (symbol | "(" expression ")") ["^" integer | "squared" | "cubed"].
 * As textbooks write units, everything after a "/" is in the denominator: "J/kg·K", "J/kg °C"
 * and "W/m² K" mean J/(kg·K), J/(kg·°C) and W/(m²·K); "J/kg/K" is the same unit too.
 */
class FactorReader {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  read(): Factor[] | undefined {
    const factors = this.expression();
    if (!factors || this.index !== this.tokens.length) return undefined;
    return factors;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isWord(token: Token | undefined, ...words: string[]): boolean {
    return token?.kind === "symbol" && words.includes(token.text.toLowerCase());
  }

  private expression(): Factor[] | undefined {
    const factors: Factor[] = [];
    let first = true;
    let inDenominator = false;
    while (this.index < this.tokens.length) {
      const token = this.peek();
      if (token?.kind === "operator" && token.text === ")") break;
      if (token?.kind === "operator" && (token.text === "*" || token.text === "/")) {
        if (first) return undefined;
        if (token.text === "/") inDenominator = true;
        this.index++;
      } else if (this.isWord(token, "per")) {
        inDenominator = true;
        this.index++;
      } else if (!first && this.isWord(token, "x", "times")) {
        this.index++;
      }
      const sign = inDenominator ? -1 : 1;
      const term = this.term();
      if (!term) return undefined;
      for (const factor of term) factors.push({ symbol: factor.symbol, exponent: factor.exponent * sign });
      first = false;
    }
    return factors.length > 0 ? factors : undefined;
  }

  private term(): Factor[] | undefined {
    let power = 1;
    if (this.isWord(this.peek(), "square", "sq")) {
      power = 2;
      this.index++;
    } else if (this.isWord(this.peek(), "cubic", "cu")) {
      power = 3;
      this.index++;
    }
    const token = this.peek();
    let factors: Factor[];
    if (token?.kind === "operator" && token.text === "(") {
      this.index++;
      const inner = this.expression();
      const closing = this.peek();
      if (!inner || closing?.kind !== "operator" || closing.text !== ")") return undefined;
      this.index++;
      factors = inner;
    } else if (token?.kind === "number" && token.value === 1) {
      this.index++;
      factors = [];
    } else if (token?.kind === "symbol") {
      const symbol = symbolOf(token.text);
      if (!symbol) return undefined;
      this.index++;
      factors = parseEngineSymbolGroup(symbol);
    } else {
      return undefined;
    }
    const after = this.peek();
    if (after?.kind === "operator" && after.text === "^") {
      this.index++;
      const exponentToken = this.peek();
      if (exponentToken?.kind !== "number" || !Number.isInteger(exponentToken.value)) return undefined;
      power *= exponentToken.value;
      this.index++;
    } else if (this.isWord(after, "squared")) {
      power *= 2;
      this.index++;
    } else if (this.isWord(after, "cubed")) {
      power *= 3;
      this.index++;
    }
    return factors.map((factor) => ({ symbol: factor.symbol, exponent: factor.exponent * power }));
  }
}

// A word may stand for a compound symbol ("kph" is "km/h").
function parseEngineSymbolGroup(symbol: string): Factor[] {
  if (!symbol.includes("/")) return [{ symbol, exponent: 1 }];
  const [top, ...bottom] = symbol.split("/");
  return [{ symbol: top, exponent: 1 }, ...bottom.map((part) => ({ symbol: part, exponent: -1 }))];
}

/** Writes factors in engine notation: numerator joined by "*", then each denominator factor after "/". */
function renderFactors(factors: Factor[]): string {
  const merged: Factor[] = [];
  for (const factor of factors) {
    const existing = merged.find((item) => item.symbol === factor.symbol);
    if (existing) existing.exponent += factor.exponent;
    else merged.push({ ...factor });
  }
  const power = (factor: Factor, exponent: number) =>
    exponent === 1 ? factor.symbol : `${factor.symbol}^${exponent}`;
  const numerator = merged
    .filter((factor) => factor.exponent > 0)
    .map((factor) => power(factor, factor.exponent));
  const denominator = merged
    .filter((factor) => factor.exponent < 0)
    .map((factor) => power(factor, -factor.exponent));
  if (numerator.length === 0 && denominator.length === 0) return "";
  const top = numerator.length > 0 ? numerator.join("*") : "1";
  return [top, ...denominator].join("/");
}

/**
 * Rewrites unit text into engine notation, or undefined when some part is not a unit the engine
 * knows. An empty text is the dimensionless unit "".
 */
export function normalizeUnit(text: string): string | undefined {
  if (text.length > 200) return undefined;
  let prepared = normalizeTypography(text)
    .replace(/[µμ]/g, "u")
    .replace(/Ω/g, "ohm")
    // "20.0-kOhm", "1.5 MOhm": a prefixed ohm written in letters.
    .replace(/(?<![A-Za-z])([kMGmu]?)Ohms?(?![A-Za-z])/g, "$1ohm")
    .replace(/Å/g, "angstrom")
    .replace(/[·⋅×•]/g, "*");
  for (const [pattern, replacement] of PHRASES) prepared = prepared.replace(pattern, replacement);
  // "kohm" written "k ohm" is rare; "m/s/s" and "m s^-2" are handled by the grammar.
  prepared = prepared.replace(/\bk\s+ohm\b/g, "kohm");
  if (prepared.trim() === "") return "";
  const tokens = tokenize(prepared);
  if (!tokens || tokens.length === 0) return undefined;
  const factors = new FactorReader(tokens).read();
  if (!factors) return undefined;
  return renderFactors(factors);
}
