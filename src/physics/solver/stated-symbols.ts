/**
 * Symbols that stand for values inside a stated function ("λ(x) = λ₀(1 + x/L) with λ₀ = 3.0 µC/m and
 * L = 2.0 m", "F(t) = F₀ sin(πt/τ) for 0 ≤ t ≤ τ"): how they are written against a bracket, and the
 * ends of an interval written with them. The stated-function reader puts each symbol's stated value
 * in its place and then reads the function as one written with numbers.
 */

/** A name as a pattern that matches it alone, not inside a longer name ("L" not in "L_0"). */
function alone(name: string): string {
  return String.raw`(?<![\p{L}\p{N}_\\])${name.replace(/[^\p{L}\p{N}_]/gu, "\\$&")}(?![\p{L}\p{N}_])`;
}

/**
 * "λ0(1 + x/L)" written as "λ0 * (1 + x/L)": a symbol with a value is never a function, so a bracket
 * right after it multiplies it (mathjs would read a call).
 */
export function withSymbolProducts(expression: string, symbolNames: Iterable<string>): string {
  let written = expression;
  for (const name of [...symbolNames].sort((first, second) => second.length - first.length))
    written = written.replace(new RegExp(`(${alone(name)})\\s*\\(`, "gu"), "$1 * (");
  return written;
}

/** A number as the stated-function reader writes it: "2.0", "−1.5", "3.0 × 10^-4". */
const NUMBER = String.raw`[-−]?\d+(?:\.\d+)?(?:\s*(?:×|\*)\s*10\^\(?[-−]?\d+\)?)?`;

/** A value of the variable written by a symbol, at its place in the sentence. */
export interface SymbolBound {
  index: number;
  value: number;
  symbol: string;
}

/**
 * Values of the variable written by symbols that have values: "t = τ", "at x = L", and both ends of
 * "0 ≤ t ≤ τ" (a number or a symbol on either side). `symbolValues` holds each symbol's value in the
 * variable's unit; `numberValue` reads a number as written. A double inequality is read only with a
 * symbol at one of its ends; one of numbers alone is left as before, to the units it carries.
 */
export function boundsBySymbols(
  sentence: string,
  variable: string,
  symbolValues: ReadonlyMap<string, number>,
  numberValue: (written: string) => number,
): SymbolBound[] {
  const names = [...symbolValues.keys()].sort((first, second) => second.length - first.length);
  const bounds: SymbolBound[] = [];
  const symbolPattern = names.map((name) => alone(name)).join("|");
  const variablePattern = alone(variable);
  if (symbolPattern !== "") {
    const equal = new RegExp(String.raw`${variablePattern}\s*=\s*(${symbolPattern})(?![\s]*[*/^(])`, "gu");
    for (const match of sentence.matchAll(equal)) {
      const value = symbolValues.get(match[1]);
      if (value !== undefined) bounds.push({ index: match.index ?? 0, value, symbol: match[1] });
    }
  }
  const end = symbolPattern === "" ? `(${NUMBER})` : `(${NUMBER}|${symbolPattern})`;
  const between = new RegExp(
    String.raw`${end}\s*(?:≤|<=|<|⩽)\s*${variablePattern}\s*(?:≤|<=|<|⩽)\s*${end}`,
    "gu",
  );
  for (const match of sentence.matchAll(between)) {
    const ends = [match[1], match[2]].map((written) => symbolValues.get(written) ?? numberValue(written));
    if (ends.some((value) => !Number.isFinite(value))) continue;
    // Only an interval with a symbol at one end is new here; "0 ≤ t ≤ 5" is left to the units it carries.
    if (!symbolValues.has(match[1]) && !symbolValues.has(match[2])) continue;
    bounds.push(
      { index: match.index ?? 0, value: ends[0], symbol: match[1] },
      { index: (match.index ?? 0) + 1, value: ends[1], symbol: match[2] },
    );
  }
  return bounds.sort((first, second) => first.index - second.index);
}

/** "At the surface of the sphere", "at its surface", "on the wire's surface": the place r = R. */
const AT_THE_SURFACE =
  /\b(?:at|on|just (?:at|on))\s+(?:the|its|(?:the\s+)?[a-z]+'s)\s+(?:outer\s+)?surface\b|\bat\s+the\s+surface\b/i;

/** True when the question puts its point on the surface of the body whose radius the text gives. */
export function placedAtTheSurface(question: string): boolean {
  return AT_THE_SURFACE.test(question);
}

/**
 * Symbols with a subscript ("J_0", "ρ_0", "λ0") written after a function's "NAME(VAR) =" to which the
 * text gives no value: constants the reader may hold only as a scale that a stated total fixes.
 */
export function unvaluedSubscriptedSymbols(text: string, valued: ReadonlyMap<string, unknown>): Set<string> {
  const names = new Set<string>();
  const statement = /(?<![\w\\])[A-Za-zρλσΦφ]\s*\(\s*[txr]\s*\)\s*=\s*([^=.;,]{0,60})/g;
  for (const match of text.matchAll(statement))
    for (const symbol of match[1].matchAll(
      /(?<![\p{L}\p{N}_\\])(\p{L})(?:_\{?([0-9])\}?|([0-9]))(?![\p{L}\p{N}_])/gu,
    )) {
      const name = `${symbol[1]}${symbol[2] !== undefined ? `_${symbol[2]}` : symbol[3]}`;
      if (!valued.has(name)) names.add(name);
    }
  return names;
}

/**
 * The expression with each symbol that has a value replaced by a placeholder whose LaTeX is that
 * value with its unit, for a worked step that shows the function with the values put in.
 */
export function withValuesInPlace<Shown extends { latex?: string }>(
  expression: string,
  values: readonly { name: string; latex: string }[],
  symbols: ReadonlyMap<string, Shown>,
): { expression: string; symbols: Map<string, Shown | { latex: string }> } {
  const shown = new Map<string, Shown | { latex: string }>(symbols);
  let written = expression;
  values.forEach(({ name, latex }, index) => {
    const placeholder = `k${9001 + index}`;
    const replaced = written.replace(new RegExp(alone(name), "gu"), placeholder);
    if (replaced === written) return;
    written = replaced;
    shown.set(placeholder, { latex: `\\left(${latex}\\right)` });
  });
  return { expression: written, symbols: shown };
}

/** The ends of a domain written as a double inequality with a symbol at an end ("0 ≤ t ≤ τ"), if one is. */
export function domainOf(
  sentence: string,
  variable: string,
  symbolValues: ReadonlyMap<string, number>,
  numberValue: (written: string) => number,
): [number, number] | undefined {
  const bounds = boundsBySymbols(sentence, variable, symbolValues, numberValue);
  const pairs = bounds.filter((bound, index) => bounds[index + 1]?.index === bound.index + 1);
  if (pairs.length !== 1) return undefined;
  const start = bounds.indexOf(pairs[0]);
  const [from, to] = [bounds[start].value, bounds[start + 1].value];
  return from < to ? [from, to] : undefined;
}
