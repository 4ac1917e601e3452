/**
 * Reads one side of a symbolic line of student work ("2 g h", "1/2 m v^2", "v_0 t + ½ a t²") as
 * an expression over symbols, so Work Analysis can tell which relation a line writes and whether
 * its two sides have the same dimensions.
 *
 * Symbols are matched by their usual spellings (v_0, v0, u or vi for the initial speed, λ or
 * \lambda for the wavelength); letters written together ("mgh") are read as a product when each
 * is a symbol. A number followed by letters that also spell a unit ("2 g h": grams and hours)
 * keeps both readings, and so does a product written without a sign after a division: "v^2/2g"
 * is read both as (v²/2)·g and as v²/(2g).
 */
import { matchNumberPrefix } from "../../quantity/parse-number";
import { EXPRESSION_CONSTANTS } from "../../relations/relation";
import { VARIABLES } from "../../relations/variables";
import { dimensionVector, readUnitAfterNumber } from "./read-expression";

/** What a symbol may stand for: a variable of the relations or a constant of nature. */
export type SymbolReading = { kind: "variable"; id: string } | { kind: "constant"; name: string };

type FunctionName = "sqrt" | "sin" | "cos" | "tan" | "ln" | "log" | "exp" | "abs";

const TRIGONOMETRIC: ReadonlySet<FunctionName> = new Set(["sin", "cos", "tan"]);

/** An expression over symbols. */
export type SymbolNode =
  | { type: "number"; value: number }
  | { type: "symbol"; key: string }
  /** Letters after a number that spell a unit too: read as the unit or as symbols. */
  | { type: "unit-run"; index: number; dimension: number[]; symbols?: SymbolNode }
  | { type: "negate"; operand: SymbolNode }
  | { type: "binary"; operator: "+" | "-" | "*" | "/" | "^"; left: SymbolNode; right: SymbolNode }
  | { type: "function"; name: FunctionName; argument: SymbolNode };

/** A unit written after a number in a symbolic side. */
export interface UnitRun {
  unit: string;
  dimension: number[];
  /** True when its letters also read as symbols ("g h"); false for "kg" or "km/h". */
  readsAsSymbols: boolean;
}

/** A side read as an expression: its readings (see the file comment), symbols and unit runs. */
export interface SymbolicSide {
  readings: SymbolNode[];
  symbols: ReadonlySet<string>;
  runs: readonly UnitRun[];
  /** The longest word that was split into symbols ("mgh" has 3 letters), 0 when none was. */
  longestSplitWord: number;
  /** True when a function takes an argument without brackets, whose extent is unclear. */
  bareFunctionArgument: boolean;
  /** True when a number is not a small whole coefficient (9.8, 0.64): a value, perhaps with a unit. */
  measuredNumber: boolean;
  /** True when "e" is raised to a power: Euler's number or the elementary charge squared. */
  exponentialE: boolean;
}

const GREEK: Record<string, string> = {
  λ: "lambda",
  ω: "omega",
  θ: "theta",
  μ: "mu",
  µ: "mu",
  ρ: "rho",
  τ: "tau",
  α: "alpha",
  β: "beta",
  γ: "gamma",
  φ: "phi",
  ϕ: "phi",
  σ: "sigma",
  ε: "epsilon",
  η: "eta",
  ν: "nu",
  Φ: "Phi",
  Δ: "Delta",
  ħ: "hbar",
  Γ: "Gamma",
  ℰ: "E",
};
const LATEX_GREEK = new Set([
  "lambda",
  "omega",
  "theta",
  "mu",
  "rho",
  "tau",
  "alpha",
  "beta",
  "gamma",
  "phi",
  "varphi",
  "sigma",
  "epsilon",
  "varepsilon",
  "eta",
  "nu",
  "Phi",
  "Delta",
  "hbar",
  "Omega",
  "Gamma",
]);
const FUNCTIONS: Record<string, FunctionName> = {
  sqrt: "sqrt",
  sin: "sin",
  cos: "cos",
  tan: "tan",
  ln: "ln",
  log: "log",
  exp: "exp",
  abs: "abs",
};
const SUBSCRIPT_DIGITS = "₀₁₂₃₄₅₆₇₈₉";
const MAX_SPLIT_LENGTH = 10;

// Spellings students use besides the symbol each variable is written with (v_0 → v0).
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  v0: ["u", "vi", "vo", "vinitial"],
  v: ["vf", "vfinal"],
  d: ["s", "x", "Deltax", "Deltas", "Deltad"],
  h: ["Deltah"],
  t: ["Deltat"],
  F: ["Fnet"],
  // A weight is written w as often as W ("w = m g").
  Fg: ["F", "W", "Fw", "Fgrav", "w"],
  Fn: ["N"],
  Ff: ["f", "Ffr", "fk", "Fk", "fs"],
  mu: ["muk", "mus"],
  KE: ["K", "KE", "Ek", "EK", "Ekin"],
  PE: ["U", "PE", "Ep", "EP", "GPE", "Epot"],
  // An oscillator's energy, all elastic at the amplitude, is written E (E = ½ k A²); a spring's
  // energy is a potential energy, written PE as a height's is ("PE = ½ k x²").
  PEs: ["Us", "Ue", "Uel", "PEs", "Eel", "U", "E", "PE", "EPE", "SPE"],
  ac: ["a"],
  Fc: ["F"],
  KErot: ["KErot", "Erot", "K"],
  T_period: ["T"],
  // A Doppler shift's frequencies by who hears and who sounds them: f_o (observer), f_s (source).
  f: ["nu", "f0", "fs"],
  fHeard: ["fo", "fobs", "fprime"],
  lambda: ["lambda0"],
  tension: ["T", "FT"],
  dT: ["dT"],
  Lheat: ["Lf", "Lv"],
  pressure: ["p"],
  efficiency: ["eta", "eC", "etaC"],
  volume: ["DeltaV"],
  V: ["DeltaV"],
  q: ["Q"],
  q1: ["Q1"],
  q2: ["Q2"],
  Ecap: ["U", "E"],
  U: ["PE"],
  flux: ["Phi"],
  emf: ["E", "emf", "EMF", "epsilon", "varepsilon"],
  // A source's emf is written ε as an induced one is ("I = ε/(R + r)").
  emfSource: ["epsilon", "varepsilon", "emf"],
  Vpeak: ["Vp", "Vmax"],
  Ipeak: ["Ip", "Imax"],
  Ephoton: ["Ephoton", "Eph", "Egamma"],
  phi: ["W0", "varphi"],
  KEmax: ["KEmax", "Ekmax"],
  Vstop: ["V0", "Vstop"],
  Erest: ["E0"],
  massDefect: ["dm"],
  // A proper time is often the interval Δτ ("Δt = γ Δτ").
  tProper: ["t0", "Deltatau", "Deltat0"],
  tDilated: ["t"],
  halfLife: ["thalf", "t12", "T12", "Thalf"],
  decayConstant: ["lambda"],
  dObject: ["do", "u", "so"],
  dImage: ["di", "v", "si"],
  magnification: ["m"],
  m: ["M"],
  m1: ["M"],
  m2: ["m"],
  vMedium: ["v"],
  order: ["n"],
  screenDistance: ["D"],
  // The least angle an aperture resolves, written as a plain angle: "θ = 1.22 λ/D", "θ_min".
  thetaR: ["theta", "thetamin"],
  theta1: ["thetai"],
  theta2: ["thetar"],
  Th: ["TH"],
  Tc: ["TC"],
  Ti: ["T1"],
  Tf: ["T2"],
  r: ["R", "rn"],
  W: ["E"],
  diameter: ["d"],
};

const CONSTANT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  c: ["c"],
  hPlanck: ["h"],
  hbar: ["hbar"],
  qe: ["e"],
  kB: ["k", "kB"],
  NA: ["NA"],
  Rgas: ["R"],
  Gc: ["G"],
  eps0: ["eps0", "epsilon0", "varepsilon0"],
  mu0: ["mu0"],
  ke: ["k", "ke"],
  sigma: ["sigma"],
  bWien: ["b"],
  a0: ["a0"],
  me: ["me"],
  mp: ["mp"],
  mn: ["mn"],
  Rinf: ["RH", "Rinf"],
};

// The reading an ambiguous letter is described by first: E is more often an energy than a field,
// and c the speed of light more often than a specific heat.
const PREFERRED_READING: Readonly<Record<string, SymbolReading>> = {
  E: { kind: "variable", id: "Ephoton" },
  c: { kind: "constant", name: "c" },
};

function sameReading(first: SymbolReading, second: SymbolReading): boolean {
  if (first.kind === "variable") return second.kind === "variable" && second.id === first.id;
  return second.kind === "constant" && second.name === first.name;
}

/** The identifier a LaTeX symbol is typed as ("v_0" → "v0", "\Delta T" → "DeltaT"), with case variants of a subscript. */
function spellingsOfLatex(latex: string): string[] {
  // "t_{1/2}", a half-life, is typed "t_half" ("t½" reads the same way).
  const text = latex.replace(/\\mathcal\{(\w+)\}/g, "$1").replace(/_\{1\/2\}$/, "_{half}");
  // A quantity over its starting value, "N/N_0", is one symbol (see `plainSymbols`).
  const ratio = /^([A-Za-z])\/\1_\{?0\}?$/.exec(text);
  if (ratio) return [`${ratio[1]}over${ratio[1]}0`];
  if (/[/|^-]/.test(text)) return [];
  const subscript = /^(.*?)_\{?([A-Za-z0-9]+)\}?$/.exec(text);
  const plain = (part: string) => part.replace(/\\Delta\s*/g, "Delta").replace(/[\\{}\s]/g, "");
  if (!subscript) return [plain(text)];
  const base = plain(subscript[1]);
  const lower = subscript[2].toLowerCase();
  const upper = subscript[2].toUpperCase();
  return [...new Set([base + subscript[2], base + lower, base + upper])];
}

let readingTable: Map<string, SymbolReading[]> | undefined;

/** Every spelling and what it may stand for, most usual reading first. */
function readingsBySpelling(): Map<string, SymbolReading[]> {
  if (readingTable) return readingTable;
  const table = new Map<string, SymbolReading[]>();
  const add = (spelling: string, reading: SymbolReading) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(spelling)) return;
    const list = table.get(spelling) ?? [];
    if (!list.some((other) => sameReading(other, reading))) list.push(reading);
    table.set(spelling, list);
  };
  for (const variable of VARIABLES.values()) {
    for (const spelling of spellingsOfLatex(variable.latex))
      add(spelling, { kind: "variable", id: variable.id });
  }
  for (const [id, spellings] of Object.entries(ALIASES)) {
    for (const spelling of spellings) add(spelling, { kind: "variable", id });
  }
  for (const [name, spellings] of Object.entries(CONSTANT_SPELLINGS)) {
    for (const spelling of spellings) add(spelling, { kind: "constant", name });
  }
  for (const [spelling, preferredReading] of Object.entries(PREFERRED_READING)) {
    const list = table.get(spelling);
    const preferred = list?.findIndex((reading) => sameReading(reading, preferredReading)) ?? -1;
    if (list && preferred > 0) list.unshift(...list.splice(preferred, 1));
  }
  readingTable = table;
  return table;
}

/** What a symbol spelling may stand for, most usual first; empty when it is not a known symbol. */
export function readingsOfSymbol(key: string): readonly SymbolReading[] {
  const own = readingsBySpelling().get(key) ?? [];
  // A change ΔX measures what X measures.
  const changed = key.startsWith("Delta") ? (readingsBySpelling().get(key.slice("Delta".length)) ?? []) : [];
  return [...own, ...changed.filter((reading) => !own.some((other) => sameReading(other, reading)))];
}

function isKnownSpelling(word: string): boolean {
  return readingsOfSymbol(word).length > 0;
}

const GREEK_NAMES = [...new Set([...Object.values(GREEK), ...LATEX_GREEK])]
  .map((name) => name.replace(/^var/, ""))
  .sort((first, second) => second.length - first.length);

/** The SI dimension of a reading, as exponents in the order of `BASE_DIMENSIONS`. */
export function dimensionOfReading(reading: SymbolReading): number[] | undefined {
  const unit =
    reading.kind === "variable" ? VARIABLES.get(reading.id)?.unit : EXPRESSION_CONSTANTS[reading.name]?.unit;
  return unit === undefined ? undefined : dimensionVector(unit);
}

/** The SI value of a constant reading. */
export function constantValue(name: string): number {
  return EXPRESSION_CONSTANTS[name]?.value ?? Number.NaN;
}

/**
 * Splits a word into known spellings ("v0t" → v0, t; "mgh" → m, g, h). A Greek
 * name is never cut ("beta" is not b·eta), and "dx" or "dphi" is a differential, not d·x.
 */
function splitIntoSymbols(word: string): string[] | undefined {
  if (isKnownSpelling(word)) return [word];
  // A long word is a word; this also bounds the search.
  if (word.length > MAX_SPLIT_LENGTH) return undefined;
  const greek = GREEK_NAMES.find((name) => word.startsWith(name));
  // Shortest pieces first: "BLv" is B·L·v, as letters written together usually are.
  for (let length = greek ? greek.length : 1; length <= Math.min(word.length - 1, 8); length++) {
    const head = word.slice(0, length);
    if (!isKnownSpelling(head)) continue;
    const rest = splitIntoSymbols(word.slice(length));
    if (rest) return [head, ...rest];
  }
  return undefined;
}

type Token =
  | { kind: "number"; value: number }
  | { kind: "symbol"; key: string }
  | { kind: "run"; index: number; text: string; unit: string }
  | { kind: "operator"; symbol: "+" | "-" | "*" | "/" | "^" }
  | { kind: "open" }
  | { kind: "close" }
  | { kind: "function"; name: FunctionName };

/** Rewrites Greek letters, LaTeX commands and subscripts into plain identifiers. */
function plainSymbols(text: string): string | undefined {
  let plain = text
    .replace(/\\(?:left|right)\b/g, "")
    .replace(/\\mathcal\s*/g, "")
    // A subscript written as an operator's name, "\theta_{\min}": the label min.
    .replace(/_\s*(\{\s*)?\\(min|max)(?![A-Za-z])(\s*\})?/g, "_$2")
    // A half-life's subscript: "t_{1/2}" (normalised to "t_ 1/2"), "t_½", "t½".
    .replace(/([A-Za-z])(?:_\s*(?:\{\s*)?(?:1\s*\/\s*2|½)(?:\s*\})?(?![\d.])|½(?![\d.]))/g, "$1_half")
    .replace(/½/g, "(1/2)")
    // A letter with a prime, "f'", "f^{\\prime}" (or "f^(\\prime)" once normalised): one symbol,
    // labelled prime, as a Doppler shift's heard frequency is written.
    .replace(/(?<![A-Za-z\\])([A-Za-z])\s*(?:'|′|\^\s*[{(]\s*\\prime\s*[})]|\^\s*\\prime\b)/g, "$1_prime")
    .replace(/[₀-₉]/g, (digit) => String(SUBSCRIPT_DIGITS.indexOf(digit)))
    // A Greek letter right after a command is a symbol of its own: "\gammaΔ\tau" is γ·Δτ.
    .replace(/(\\[A-Za-z]+)(?=[λωθμµρταβγφϕσεηνΦΔħℰ])/g, "$1 ")
    .replace(/[λωθμµρταβγφϕσεηνΦΔħℰ]/g, (letter) => GREEK[letter] ?? letter);
  // "N/N_0", "(N)/(N_0)": a quantity over its starting value, which relations take as one ratio.
  plain = plain.replace(
    /(?<![A-Za-z0-9_])(?:\(\s*)?([A-Za-z])(?:\s*\))?\s*\/\s*(?:\(\s*)?\1_?0(?:\s*\))?(?![A-Za-z0-9_])/g,
    (whole, letter: string) =>
      isKnownSpelling(`${letter}over${letter}0`) ? ` ${letter}over${letter}0 ` : whole,
  );
  // "|q_1 q_2|": a size, read as the function abs.
  plain = plain.replace(/\|([^|]+)\|/g, " abs($1) ");
  let unknownCommand = false;
  plain = plain.replace(/\\([A-Za-z]+)/g, (_whole, name: string) => {
    if (name === "Omega") return "ohm";
    // The script ℓ of a length.
    if (name === "ell") return "ell";
    if (LATEX_GREEK.has(name)) return name.replace(/^var/, "");
    if (FUNCTIONS[name]) return name;
    unknownCommand = true;
    return name;
  });
  return unknownCommand ? undefined : plain;
}

/** What tokenizing records besides the tokens: unit runs (when they are read) and split words. */
interface TokenizeRecord {
  runs?: UnitRun[];
  splitWordLengths: number[];
  /** A number that is not a small whole coefficient (9.8, 0.640, 1000): a measured value. */
  measuredNumber?: boolean;
  /** "e^" may be Euler's number or the elementary charge squared. */
  exponentialE?: boolean;
}

function tokenize(text: string, record: TokenizeRecord): Token[] | undefined {
  const { runs } = record;
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const rest = text.slice(position);
    const space = /^\s+/.exec(rest);
    if (space) {
      position += space[0].length;
      continue;
    }
    const previous = tokens[tokens.length - 1];
    if ((previous?.kind === "number" || previous?.kind === "close") && /^[xX](?=\s*[\d.(])/.test(rest)) {
      tokens.push({ kind: "operator", symbol: "*" });
      position += 1;
      continue;
    }
    if (/^[\d.]/.test(rest)) {
      const number = matchNumberPrefix(rest);
      if (!number) return undefined;
      tokens.push({ kind: "number", value: number.value });
      if (!Number.isInteger(number.value) || number.value > 100) record.measuredNumber = true;
      position += number.length;
      // An exponent takes no unit: in "I^2 V" the V is a quantity, not volts.
      const exponent = previous?.kind === "operator" && previous.symbol === "^";
      const unit = runs && !exponent ? readUnitAfterNumber(text.slice(position)) : undefined;
      if (unit && runs) {
        const unitText = text.slice(position, position + unit.length).trim();
        tokens.push({ kind: "run", index: runs.length, text: unitText, unit: unit.unit });
        runs.push({ unit: unit.unit, dimension: dimensionVector(unit.unit) ?? [], readsAsSymbols: false });
        position += unit.length;
      }
      continue;
    }
    const symbol = rest[0];
    if (symbol === "+" || symbol === "-" || symbol === "*" || symbol === "/" || symbol === "^") {
      tokens.push({ kind: "operator", symbol });
      position += 1;
      continue;
    }
    // "v[km/h]" names a unit in brackets: not an expression over symbols.
    if (symbol === "[" || symbol === "]") return undefined;
    if (symbol === "(") {
      tokens.push({ kind: "open" });
      position += 1;
      continue;
    }
    if (symbol === ")") {
      tokens.push({ kind: "close" });
      position += 1;
      continue;
    }
    const identifier = /^[A-Za-z][A-Za-z0-9]*(?:_\s*[A-Za-z0-9]+)?/.exec(rest);
    if (!identifier) return undefined;
    const word = identifier[0].replace(/[_\s]/g, "");
    // "2πr" and "2π√(L/g)" arrive as "2pir" and "2pisqrt(L/g)": π, then what follows.
    if (word.startsWith("pi") && !word.startsWith("phi") && !isKnownSpelling(word)) {
      tokens.push({ kind: "number", value: Math.PI });
      position += 2;
      continue;
    }
    position += identifier[0].length;
    const functionPrefix = Object.keys(FUNCTIONS).find(
      (name) => word.startsWith(name) && (word === name || readingsBySpelling().has(word.slice(name.length))),
    );
    if (functionPrefix && !readingsBySpelling().has(word)) {
      tokens.push({ kind: "function", name: FUNCTIONS[functionPrefix] });
      if (word !== functionPrefix) tokens.push({ kind: "symbol", key: word.slice(functionPrefix.length) });
      continue;
    }
    // "v(t)" and "I(t)" are functions of time, not products.
    if (/^\(\s*[A-Za-z][A-Za-z0-9]*\s*\)/.test(text.slice(position))) return undefined;
    // A subscripted name ("e_C") is one symbol: it is never read as a product of letters.
    const keys = identifier[0].includes("_") ? [word].filter(isKnownSpelling) : splitIntoSymbols(word);
    if (!keys || keys.length === 0) return undefined;
    if (keys.length > 1 && keys[0] === "d") return undefined;
    for (const key of keys) tokens.push({ kind: "symbol", key });
    if (keys.length > 1) record.splitWordLengths.push(word.length);
    if (keys[keys.length - 1] === "e" && /^\s*\^/.test(text.slice(position))) record.exponentialE = true;
  }
  return tokens;
}

class Parser {
  private index = 0;
  /** True once a function took an argument without brackets ("ln T_f/T_i" is unclear). */
  bareFunctionArgument = false;
  constructor(
    private readonly tokens: Token[],
    private readonly tight: boolean,
    private readonly runSymbols: ReadonlyMap<number, SymbolNode | undefined>,
  ) {}

  parse(): SymbolNode | undefined {
    const node = this.sum();
    return node && this.index === this.tokens.length ? node : undefined;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private startsValue(token: Token | undefined): boolean {
    return (
      token?.kind === "number" ||
      token?.kind === "symbol" ||
      token?.kind === "run" ||
      token?.kind === "open" ||
      token?.kind === "function"
    );
  }

  private sum(): SymbolNode | undefined {
    let left = this.product();
    while (left) {
      const token = this.peek();
      if (token?.kind !== "operator" || (token.symbol !== "+" && token.symbol !== "-")) break;
      this.index++;
      const right = this.product();
      if (!right) return undefined;
      left = { type: "binary", operator: token.symbol, left, right };
    }
    return left;
  }

  private product(): SymbolNode | undefined {
    let left = this.tight ? this.juxtaposed() : this.unary();
    while (left) {
      const token = this.peek();
      const explicit = token?.kind === "operator" && (token.symbol === "*" || token.symbol === "/");
      if (!explicit && (this.tight || !this.startsValue(token))) break;
      if (explicit) this.index++;
      const right = this.tight ? this.juxtaposed() : explicit ? this.unary() : this.power();
      if (!right) return undefined;
      const operator = explicit && token?.kind === "operator" && token.symbol === "/" ? "/" : "*";
      left = { type: "binary", operator, left, right };
    }
    return left;
  }

  /** Values written side by side ("2 g h"), as one product. */
  private juxtaposed(): SymbolNode | undefined {
    let left = this.unary();
    while (left && this.startsValue(this.peek())) {
      const right = this.power();
      if (!right) return undefined;
      left = { type: "binary", operator: "*", left, right };
    }
    return left;
  }

  private unary(): SymbolNode | undefined {
    const token = this.peek();
    if (token?.kind === "operator" && (token.symbol === "-" || token.symbol === "+")) {
      this.index++;
      const operand = this.unary();
      if (!operand) return undefined;
      return token.symbol === "-" ? { type: "negate", operand } : operand;
    }
    return this.power();
  }

  private power(): SymbolNode | undefined {
    const base = this.primary();
    if (!base) return undefined;
    const token = this.peek();
    if (token?.kind !== "operator" || token.symbol !== "^") return base;
    this.index++;
    const exponent = this.unary();
    if (!exponent) return undefined;
    return { type: "binary", operator: "^", left: base, right: exponent };
  }

  private primary(): SymbolNode | undefined {
    const token = this.peek();
    if (!token) return undefined;
    this.index++;
    switch (token.kind) {
      case "number":
        return { type: "number", value: token.value };
      case "symbol":
        return { type: "symbol", key: token.key };
      case "run": {
        const symbols = this.runSymbols.get(token.index);
        const dimension = dimensionVector(token.unit) ?? [];
        return symbols
          ? { type: "unit-run", index: token.index, dimension, symbols }
          : { type: "unit-run", index: token.index, dimension };
      }
      case "open": {
        const inner = this.sum();
        if (!inner || this.peek()?.kind !== "close") return undefined;
        this.index++;
        return inner;
      }
      case "function": {
        // "cos^2 theta" is (cos theta)^2.
        let exponent: SymbolNode | undefined;
        const next = this.peek();
        if (next?.kind === "operator" && next.symbol === "^") {
          this.index++;
          exponent = this.primary();
          if (!exponent) return undefined;
        }
        const parenthesized = this.peek()?.kind === "open";
        const argument = parenthesized ? this.primary() : this.power();
        if (!argument) return undefined;
        // "n_1 sin θ_1" ending a side or a term is clear; "ln T_f/T_i", "sin θ cos θ" or "(sin β)/β" is not.
        const following = this.peek();
        const endsTerm =
          following === undefined ||
          (following.kind === "operator" && (following.symbol === "+" || following.symbol === "-"));
        if (!parenthesized && !(argument.type === "symbol" && endsTerm)) this.bareFunctionArgument = true;
        // "sin(90)": a bare number in a trigonometric function is an angle in degrees, as students
        // write it and as the calculations read it.
        const angle: SymbolNode =
          TRIGONOMETRIC.has(token.name) && argument.type === "number"
            ? { type: "number", value: (argument.value * Math.PI) / 180 }
            : argument;
        const applied: SymbolNode = { type: "function", name: token.name, argument: angle };
        return exponent ? { type: "binary", operator: "^", left: applied, right: exponent } : applied;
      }
      default:
        return undefined;
    }
  }
}

function collectSymbols(node: SymbolNode, into: Set<string>): void {
  switch (node.type) {
    case "symbol":
      into.add(node.key);
      return;
    case "unit-run":
      if (node.symbols) collectSymbols(node.symbols, into);
      return;
    case "negate":
      collectSymbols(node.operand, into);
      return;
    case "binary":
      collectSymbols(node.left, into);
      collectSymbols(node.right, into);
      return;
    case "function":
      collectSymbols(node.argument, into);
      return;
    default:
      return;
  }
}

/** Reads a unit's letters as symbols ("g h" → g·h), or undefined when they are not all symbols. */
function runAsSymbols(text: string): SymbolNode | undefined {
  const tokens = tokenize(text, { splitWordLengths: [] });
  if (!tokens || tokens.some((token) => token.kind === "function")) return undefined;
  return new Parser(tokens, false, new Map()).parse();
}

/**
 * Reads a side of a line (already through `normalizeWorkText`) as an expression over symbols, or
 * undefined when it has a word that is not a symbol, or cannot be parsed.
 */
export function readSymbolicSide(text: string): SymbolicSide | undefined {
  const plain = plainSymbols(text);
  if (plain === undefined || plain.trim() === "") return undefined;
  const runs: UnitRun[] = [];
  const record: TokenizeRecord = { runs, splitWordLengths: [] };
  const tokens = tokenize(plain, record);
  const longestSplitWord = Math.max(0, ...record.splitWordLengths);
  if (!tokens || tokens.length === 0) return undefined;
  const runSymbols = new Map<number, SymbolNode | undefined>();
  for (const token of tokens) {
    if (token.kind !== "run") continue;
    const symbols = runAsSymbols(token.text);
    runSymbols.set(token.index, symbols);
    runs[token.index].readsAsSymbols = symbols !== undefined;
  }
  const readings: SymbolNode[] = [];
  let bareFunctionArgument = false;
  for (const tight of [false, true]) {
    const parser = new Parser(tokens, tight, runSymbols);
    const node = parser.parse();
    if (!node) return undefined;
    bareFunctionArgument ||= parser.bareFunctionArgument;
    if (!readings.some((reading) => JSON.stringify(reading) === JSON.stringify(node))) readings.push(node);
  }
  const symbols = new Set<string>();
  collectSymbols(readings[0], symbols);
  return {
    readings,
    symbols,
    runs,
    longestSplitWord,
    bareFunctionArgument,
    measuredNumber: record.measuredNumber === true,
    exponentialE: record.exponentialE === true,
  };
}

/** The value of an expression for values of its symbols (runs read as symbols); NaN when it has none. */
export function evaluateSymbolic(node: SymbolNode, values: ReadonlyMap<string, number>): number {
  switch (node.type) {
    case "number":
      return node.value;
    case "symbol":
      return values.get(node.key) ?? Number.NaN;
    case "unit-run":
      return node.symbols ? evaluateSymbolic(node.symbols, values) : Number.NaN;
    case "negate":
      return -evaluateSymbolic(node.operand, values);
    case "binary": {
      const left = evaluateSymbolic(node.left, values);
      const right = evaluateSymbolic(node.right, values);
      switch (node.operator) {
        case "+":
          return left + right;
        case "-":
          return left - right;
        case "*":
          return left * right;
        case "/":
          return left / right;
        default:
          return left ** right;
      }
    }
    case "function": {
      const argument = evaluateSymbolic(node.argument, values);
      const functions: Record<FunctionName, (input: number) => number> = {
        sqrt: Math.sqrt,
        sin: Math.sin,
        cos: Math.cos,
        tan: Math.tan,
        ln: Math.log,
        log: Math.log10,
        exp: Math.exp,
        abs: Math.abs,
      };
      return functions[node.name](argument);
    }
  }
}

const NO_SYMBOLS: ReadonlyMap<string, number> = new Map();

/** Whether a node is the number 0, written as a number. */
function isZeroNumber(node: SymbolNode): boolean {
  return node.type === "number" && node.value === 0;
}

function isZero(dimension: readonly number[]): boolean {
  return dimension.every((entry) => Math.abs(entry) < 1e-9);
}

/**
 * The dimension of an expression with each symbol read as in `assignment` and each unit run read
 * as its unit or as symbols (`runsAsUnits`); undefined when it adds unlike quantities or takes a
 * function of a dimensioned value.
 */
export function dimensionOfSymbolic(
  node: SymbolNode,
  assignment: ReadonlyMap<string, readonly number[]>,
  runsAsUnits: ReadonlySet<number>,
): number[] | undefined {
  const zero = () => [0, 0, 0, 0, 0, 0, 0];
  switch (node.type) {
    case "number":
      return zero();
    case "symbol": {
      const dimension = assignment.get(node.key);
      return dimension ? [...dimension] : undefined;
    }
    case "unit-run":
      if (runsAsUnits.has(node.index) || !node.symbols) return [...node.dimension];
      return dimensionOfSymbolic(node.symbols, assignment, runsAsUnits);
    case "negate":
      return dimensionOfSymbolic(node.operand, assignment, runsAsUnits);
    case "binary": {
      const left = dimensionOfSymbolic(node.left, assignment, runsAsUnits);
      const right = dimensionOfSymbolic(node.right, assignment, runsAsUnits);
      if (!left || !right) return undefined;
      switch (node.operator) {
        case "+":
        case "-":
          // A zero written as a number ("0 − v_i", a body that stops) is a zero of any unit.
          if (isZeroNumber(node.left)) return right;
          if (isZeroNumber(node.right)) return left;
          return left.every((entry, index) => Math.abs(entry - right[index]) < 1e-9) ? left : undefined;
        case "*":
          return left.map((entry, index) => entry + right[index]);
        case "/":
          return left.map((entry, index) => entry - right[index]);
        default: {
          if (!isZero(right)) return undefined;
          const exponent = evaluateSymbolic(node.right, NO_SYMBOLS);
          if (Number.isFinite(exponent)) return left.map((entry) => entry * exponent);
          // A symbol in an exponent, (1/2)^(t/T): only a pure number may be raised to it.
          return isZero(left) ? left : undefined;
        }
      }
    }
    case "function": {
      const argument = dimensionOfSymbolic(node.argument, assignment, runsAsUnits);
      if (!argument) return undefined;
      if (node.name === "sqrt") return argument.map((entry) => entry / 2);
      // A size |q| measures what q measures.
      if (node.name === "abs") return argument;
      return isZero(argument) ? argument : undefined;
    }
  }
}
