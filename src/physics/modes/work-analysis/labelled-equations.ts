/**
 * Equations whose symbols carry labels that name a body, a medium, an instant or a component
 * ("n_air sin θ_air = n_red sin θ_red", "D = √(D_x² + D_y²)", "v_CT = v_CE + v_ET"). A label says
 * which one of several of a quantity is meant, not what the quantity is; each reading here holds
 * for any values of the quantities, as the engine's relations are recognised: by numbers put for
 * the symbols at points where the reading holds, and found to fail off them.
 */
import { readSymbols, type SymbolicSide, sideValue } from "./check-algebra-step";
import { dimensionOfReading, readingsOfSymbol } from "./read-symbols";

/** A symbol as the algebra check keys it ("D_ATx", "\\theta_1", "v_0y"): its letter and its subscript. */
const SYMBOL_KEY = /^(\\?[A-Za-z]+)(?:_([A-Za-z0-9]+))?$/;
/** Letters that name an angle. */
const ANGLES = new Set(["\\theta", "\\varphi", "\\phi", "\\alpha", "\\beta", "\\gamma"]);
const DRAWS = 6;
const AGREEMENT = 1e-9;

function agree(first: number, second: number): boolean {
  return Math.abs(first - second) <= AGREEMENT * Math.max(1, Math.abs(first), Math.abs(second));
}

/** A fixed sequence of fractions in (0, 1), one per draw and place, the same on every call. */
function fraction(draw: number, place: number): number {
  return ((draw + 1) * 0.6180339887 + (place + 1) * 0.7548776662 + draw * place * 0.1234567) % 1;
}

/** Both sides of an equation read as symbols, with every symbol's letter and subscript. */
function readEquation(
  leftText: string,
  rightText: string,
):
  | { left: SymbolicSide; right: SymbolicSide; keys: { key: string; letter: string; label: string }[] }
  | undefined {
  const left = readSymbols(leftText);
  const right = readSymbols(rightText);
  if (!left || !right) return undefined;
  const keys: { key: string; letter: string; label: string }[] = [];
  for (const key of new Set([...left.symbols, ...right.symbols])) {
    const match = SYMBOL_KEY.exec(key);
    if (!match) return undefined;
    keys.push({ key, letter: match[1], label: match[2] ?? "" });
  }
  return { left, right, keys };
}

/** Whether the sides agree at every draw of `values` and fail for some draw of values with no relation between them. */
function holdsOnlyWhere(
  left: SymbolicSide,
  right: SymbolicSide,
  keys: readonly string[],
  values: (draw: number) => Map<string, number>,
): boolean {
  let finite = 0;
  for (let draw = 0; draw < DRAWS; draw++) {
    const scope = values(draw);
    const [first, second] = [sideValue(left, scope), sideValue(right, scope)];
    if (first === undefined || second === undefined || !Number.isFinite(first) || !Number.isFinite(second))
      continue;
    if (!agree(first, second)) return false;
    finite++;
  }
  if (finite < DRAWS - 1) return false;
  // An equation true for any values says nothing about the labels.
  for (let draw = 0; draw < DRAWS; draw++) {
    const scope = new Map(keys.map((key, place) => [key, 0.8 + 2 * fraction(draw + 17, place)]));
    const [first, second] = [sideValue(left, scope), sideValue(right, scope)];
    if (first !== undefined && second !== undefined && !agree(first, second)) return true;
  }
  return false;
}

/**
 * Whether an equation relates a vector's components, its size and its direction ("D = √(D_x² +
 * D_y²)", "tan θ = D_y / D_x", "v_0y = v_0 sin θ", "L_1x = L_1 cos θ_1"): a symbol with the
 * subscript x, y or z is that component of the vector its other letters name; an angle is the
 * direction of the one vector it shares its label with (or of the only vector), measured from the
 * x axis. It holds for every vector, and a wrong form (sin for cos, a minus under the root) fails.
 */
export function writesVectorComponents(leftText: string, rightText: string): boolean {
  const read = readEquation(leftText, rightText);
  if (!read) return false;
  const vectors = new Map<string, { components: Set<string>; angle?: string }>();
  for (const { letter, label } of read.keys) {
    const component = /^(.*?)([xyz])$/.exec(label);
    if (!component || ANGLES.has(letter)) continue;
    const name = component[1] === "" ? letter : `${letter}_${component[1]}`;
    const vector = vectors.get(name) ?? { components: new Set<string>() };
    vector.components.add(component[2]);
    vectors.set(name, vector);
  }
  if (vectors.size === 0) return false;
  for (const { key, letter, label } of read.keys) {
    if (ANGLES.has(letter)) {
      const owners = [...vectors.keys()].filter((name) =>
        label === "" ? vectors.size === 1 : name === label || name.endsWith(`_${label}`),
      );
      const owner = owners.length === 1 ? vectors.get(owners[0]) : undefined;
      // One direction for each vector, in a plane.
      if (!owner || (owner.angle !== undefined && owner.angle !== key) || owner.components.has("z"))
        return false;
      owner.angle = key;
      continue;
    }
    const component = /^(.*?)([xyz])$/.exec(label);
    if (component) continue;
    if (!vectors.has(key)) return false;
  }
  const keys = read.keys.map(({ key }) => key);
  const values = (draw: number) => {
    const scope = new Map<string, number>();
    [...vectors.entries()].forEach(([name, vector], place) => {
      const size = 1 + 2 * fraction(draw, 3 * place);
      const turn = 0.15 + 1.25 * fraction(draw, 3 * place + 1);
      const tilt = 0.2 + 1.1 * fraction(draw, 3 * place + 2);
      const solid = vector.components.has("z");
      const along: Record<string, number> = solid
        ? {
            x: Math.sin(tilt) * Math.cos(turn),
            y: Math.sin(tilt) * Math.sin(turn),
            z: Math.cos(tilt),
          }
        : { x: Math.cos(turn), y: Math.sin(turn) };
      scope.set(name, size);
      const [letter, label] = name.includes("_") ? name.split("_") : [name, ""];
      for (const axis of vector.components) {
        const key = label === "" ? `${letter}_${axis}` : `${letter}_${label}${axis}`;
        scope.set(key, size * (along[axis] ?? Number.NaN));
      }
      // Numbers in a sine or cosine are read in degrees.
      if (vector.angle) scope.set(vector.angle, (turn * 180) / Math.PI);
    });
    return scope;
  };
  return holdsOnlyWhere(read.left, read.right, keys, values);
}

/** Whether a letter stands for a velocity or a displacement in some reading: what adds along a chain of frames or points. */
function addsAlongChain(letter: string): boolean {
  return readingsOfSymbol(letter).some((reading) => {
    const dimension = dimensionOfReading(reading);
    return (
      dimension !== undefined &&
      dimension[0] === 1 &&
      dimension.slice(1).every((entry, index) => (index === 1 ? entry === 0 || entry === -1 : entry === 0))
    );
  });
}

/**
 * Whether an equation adds relative velocities or displacements along a chain, each labelled by
 * where it is from and to: "v_CT = v_CE + v_ET" (the car relative to the truck, through the Earth),
 * "D_AB = D_AT + D_TB". The chain must run unbroken from the first point to the last.
 */
export function writesRelativeChain(leftText: string, rightText: string): boolean {
  const read = readEquation(leftText, rightText);
  if (!read) return false;
  for (const [whole, sum] of [
    [read.left, read.right],
    [read.right, read.left],
  ] as const) {
    if (whole.places.length !== 1 || whole.pieces.some((piece) => piece.trim() !== "")) continue;
    if (sum.places.length < 2 || sum.pieces.slice(1, -1).some((piece) => piece.trim() !== "+")) continue;
    if (sum.pieces[0].trim() !== "" || sum.pieces[sum.pieces.length - 1].trim() !== "") continue;
    const parts = [whole.places[0], ...sum.places].map((key) => SYMBOL_KEY.exec(key));
    if (parts.some((part) => !part || !/^[A-Za-z]{2}$/.test(part[2] ?? ""))) continue;
    const letters = new Set(parts.map((part) => part?.[1]));
    const letter = parts[0]?.[1];
    if (letters.size !== 1 || letter === undefined || !addsAlongChain(letter)) continue;
    const labels = parts.map((part) => part?.[2] ?? "");
    const [from, to] = [labels[0][0], labels[0][1]];
    let at = from;
    for (const label of labels.slice(1)) {
      if (label[0] !== at || label[0] === label[1]) {
        at = "";
        break;
      }
      at = label[1];
    }
    if (at === to && from !== to) return true;
  }
  return false;
}

/** A quantity whose parts add to its whole whatever they are: an energy or a mass. */
function addsUpFromParts(letter: string): boolean {
  const readings = readingsOfSymbol(letter);
  if (readings.length === 0) return false;
  return readings.every((reading) => {
    const dimension = dimensionOfReading(reading)?.join(",");
    return dimension === "2,1,-2,0,0,0,0" || dimension === "0,1,0,0,0,0,0";
  });
}

/** Labels of a whole made of parts: "F_net", "p_total", "F_R" (the resultant). */
const TOTAL_LABELS = new Set(["net", "total", "tot", "res", "resultant", "sys", "system"]);

/** A quantity that is a force or a momentum in every reading of its letter: the net one is the sum of all. */
function isForceOrMomentum(letter: string): boolean {
  const readings = readingsOfSymbol(letter);
  return (
    readings.length > 0 &&
    readings.every((reading) => {
      const dimension = dimensionOfReading(reading)?.join(",");
      return dimension === "1,1,-2,0,0,0,0" || dimension === "1,1,-1,0,0,0,0";
    })
  );
}

/**
 * Whether an equation writes a whole energy or mass as the sum of its labelled parts ("U_C = U_1 +
 * U_2 + U_3", "K_total = K_R + K_T"), or the net force or total momentum as the sum of the forces or
 * momenta ("F_net = F_1 + F_2"): true of every energy and mass, never of a resistance or a
 * capacitance, whose parts combine by the circuit.
 */
export function writesSumOfParts(leftText: string, rightText: string): boolean {
  const read = readEquation(leftText, rightText);
  if (!read) return false;
  const { left, right } = read;
  if (left.places.length !== 1 || left.pieces.some((piece) => piece.trim() !== "")) return false;
  if (right.places.length < 2 || right.pieces.slice(1, -1).some((piece) => piece.trim() !== "+"))
    return false;
  if (right.pieces[0].trim() !== "" || right.pieces[right.pieces.length - 1].trim() !== "") return false;
  const parts = [left.places[0], ...right.places].map((key) => SYMBOL_KEY.exec(key));
  const letters = new Set(parts.map((part) => part?.[1]));
  const labels = parts.map((part) => part?.[2] ?? "");
  const letter = parts[0]?.[1];
  return (
    letters.size === 1 &&
    letter !== undefined &&
    new Set(labels).size === labels.length &&
    labels.slice(1).every((label) => label !== "") &&
    (addsUpFromParts(letter) || (TOTAL_LABELS.has(labels[0]) && isForceOrMomentum(letter)))
  );
}

/** A labelled symbol of normalised text: "n_  air", "\\theta_ air", "v_ 1i", "v_ 1,i", "m_1". */
const LABELLED = /(\\[A-Za-z]+|[A-Za-z])_\s*([A-Za-z0-9]+(?:,\s*[A-Za-z0-9]+)?)/g;
/** A letter standing alone, neither part of a word or a command nor subscripted. */
const BARE_LETTER = /(?<![A-Za-z\\_])([A-Za-z])(?![A-Za-z_])/g;
/** Indices the engine's relations give bodies, media and instants, tried for the labels written. */
const INDEX_SETS: readonly (readonly string[])[] = [
  ["1", "2"],
  ["i", "f"],
];

/** The spelling the symbol readings use for a letter and a subscript ("\\theta", "1" → "theta1"). */
function spelling(letter: string, label: string): string {
  return `${letter.replace(/^\\(?:var)?/, "")}${label}`;
}

/** The permutations of up to `size` items taken from `items`, each as long as `count`. */
function arrangements(items: readonly string[], count: number): string[][] {
  if (count === 0) return [[]];
  return items.flatMap((item, index) =>
    arrangements([...items.slice(0, index), ...items.slice(index + 1)], count - 1).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

/**
 * The equation with the labels of its bodies, media or instants written as the engine's relations
 * index them ("n_air sin θ_air = n_red sin θ_red" as "n_1 sin θ_1 = n_2 sin θ_2", "m_1 v_1i + m_2
 * v_2i" as "m_1 v_1 + m_2 v_2", "M_H v_H = (M_H + M_I) v" as "m_1 v_1 = (m_1 + m_2) v_f"), each way
 * the labels can be put on the indices; empty when no label needs it. Every label becomes the same
 * index on each symbol that carries it, and two labels never one.
 */
export function relabelledEquations(leftText: string, rightText: string): [string, string][] {
  const text = `${leftText} = ${rightText}`;
  const symbols = [...text.matchAll(LABELLED)].map(([whole, letter, label]) => ({
    whole,
    letter,
    label: label.replace(/,\s*/, ""),
  }));
  const known = (letter: string, label: string) => readingsOfSymbol(spelling(letter, label)).length > 0;
  // A body's mark with an instant ("v_1i"): the body, where the symbol is written at one instant only.
  const bodyOf = (letter: string, label: string) => {
    const mark = /^([0-9A-Z])[if]$/.exec(label);
    if (!mark) return undefined;
    const instants = symbols.filter((other) => other.letter === letter && other.label[0] === mark[1]);
    return new Set(instants.map((other) => other.label)).size === 1 ? mark[1] : undefined;
  };
  const unknown = [
    ...new Set(
      symbols
        .filter(({ letter, label }) => !known(letter, label))
        .map(({ letter, label }) => bodyOf(letter, label) ?? label),
    ),
  ];
  if (unknown.length === 0 || unknown.length > 2) return [];
  const lettersWithLabels = new Set(symbols.map(({ letter }) => letter));
  const found: [string, string][] = [];
  for (const indices of INDEX_SETS) {
    for (const arrangement of arrangements(indices, unknown.length)) {
      const index = new Map(unknown.map((label, place) => [label, arrangement[place]]));
      const rewrite = (letter: string, label: string): string | undefined => {
        const body = bodyOf(letter, label);
        const target = index.get(body ?? label) ?? (body && known(letter, body) ? body : undefined);
        if (target === undefined) return known(letter, label) ? `${letter}_${label}` : undefined;
        if (known(letter, target)) return `${letter}_${target}`;
        // A capital letter for a body's mass ("M_H") where the relations write a small one.
        const small = letter.toLowerCase();
        return /^[A-Z]$/.test(letter) && known(small, target) ? `${small}_${target}` : undefined;
      };
      const written = new Map<string, string>();
      let failed = false;
      const rewritten = text.replace(LABELLED, (whole, letter: string, label: string) => {
        const replacement = rewrite(letter, label.replace(/,\s*/, ""));
        if (replacement === undefined) {
          failed = true;
          return whole;
        }
        const symbol = whole.replace(/\s+/g, "");
        if ((written.get(replacement) ?? symbol) !== symbol) failed = true;
        written.set(replacement, symbol);
        return replacement;
      });
      if (failed) continue;
      const sides = rewritten.split(" = ");
      if (sides.length !== 2) continue;
      found.push([sides[0], sides[1]]);
      // The same letter left bare beside two bodies' is what they share after ("(m_1 + m_2) v").
      if (indices[0] === "1") {
        const shared = rewritten.replace(BARE_LETTER, (whole, letter: string) =>
          lettersWithLabels.has(letter) && known(letter, "f") ? `${letter}_f` : whole,
        );
        const sharedSides = shared.split(" = ");
        if (shared !== rewritten && sharedSides.length === 2) found.push([sharedSides[0], sharedSides[1]]);
      }
    }
  }
  return found;
}

/** Whether a letter may be a quantity a closed system keeps: a momentum, an angular momentum or an energy. */
function conservedKind(letter: string): "energy" | "momentum" | undefined {
  const dimensions = readingsOfSymbol(letter.replace(/^\\/, "")).map((reading) =>
    dimensionOfReading(reading)?.join(","),
  );
  if (dimensions.some((dimension) => dimension === "2,1,-2,0,0,0,0")) return "energy";
  if (dimensions.some((dimension) => dimension === "1,1,-1,0,0,0,0" || dimension === "2,1,-1,0,0,0,0"))
    return "momentum";
  return undefined;
}

/** Letters of a kinetic energy, which alone is kept only in an elastic collision. */
const KINETIC = new Set(["K", "KE"]);

/**
 * Whether an equation says a momentum, an angular momentum or a mechanical energy is the same
 * before and after ("p_i = p_f", "L_i = L_f", "K_i + U_i = K_f + U_f"): one side is the other with
 * each label i written f. A kinetic energy alone is not taken for kept: it is lost in most collisions.
 */
export function writesConservation(leftText: string, rightText: string): boolean {
  const read = readEquation(leftText, rightText);
  if (!read) return false;
  const { left, right, keys } = read;
  if (keys.some(({ label }) => label !== "i" && label !== "f")) return false;
  const letters = new Set(keys.map(({ letter }) => letter));
  const kinds = new Set([...letters].map(conservedKind));
  if (kinds.size !== 1 || kinds.has(undefined)) return false;
  if (kinds.has("energy") && [...letters].every((letter) => KINETIC.has(letter))) return false;
  for (const [before, after] of [
    [left, right],
    [right, left],
  ] as const) {
    if ([...before.symbols].some((key) => !key.endsWith("_i"))) continue;
    if ([...after.symbols].some((key) => !key.endsWith("_f"))) continue;
    const later = (key: string) => key.replace(/_i$/, "_f");
    if ([...before.symbols].map(later).sort().join(" ") !== [...after.symbols].sort().join(" ")) continue;
    let finite = 0;
    for (let draw = 0; draw < DRAWS; draw++) {
      const scope = new Map<string, number>();
      [...before.symbols].forEach((key, place) => {
        const value = 0.8 + 2 * fraction(draw, place);
        scope.set(key, value);
        scope.set(later(key), value);
      });
      const [first, second] = [sideValue(before, scope), sideValue(after, scope)];
      if (first === undefined || second === undefined) continue;
      if (!agree(first, second)) return false;
      finite++;
    }
    if (finite >= DRAWS - 1) return true;
  }
  return false;
}

/** A sum in brackets of one letter for several bodies ("(m_1 + m_2)"): the mass of the bodies together. */
const BODIES_TOGETHER = /\(\s*([A-Za-z])_\s*([A-Za-z0-9]+)\s*\+\s*([A-Za-z])_\s*([A-Za-z0-9]+)\s*\)/g;

/**
 * The relations a total over bodies writes, one for each body, with its labels left off ("p_i =
 * m_1 v_1 + m_2 v_2" writes p = m v twice; "p_f = (m_1 + m_2) v_f" writes p = m v for the two
 * together): undefined unless the left side is one momentum or energy and each term of the right
 * is of one body, each body once. The caller checks each relation.
 */
export function relationsOfTotal(leftText: string, rightText: string): [string, string][] | undefined {
  const whole = SYMBOL_KEY.exec(leftText.replace(/\s+/g, ""));
  if (!whole || conservedKind(whole[1]) === undefined) return undefined;
  // Masses of bodies that move together, as one mass; what else the term has is theirs together.
  const joined: string[] = [];
  const together = rightText.replace(
    BODIES_TOGETHER,
    (written, letter: string, first: string, other: string, second: string) => {
      if (letter !== other || first === second || !conservedMass(letter)) return written;
      joined.push(first[0], second[0]);
      return letter;
    },
  );
  const terms = together.split("+");
  if (terms.some((term) => /[()]/.test(term) && !balanced(term))) return undefined;
  const bodies: string[] = [];
  const relations: [string, string][] = [];
  for (const term of terms) {
    const labels = [...term.matchAll(/(?:\\[A-Za-z]+|[A-Za-z])_\s*([A-Za-z0-9]+)/g)].map((match) => match[1]);
    const marks = new Set(labels.map((label) => label[0]));
    if (marks.size > 1 || (terms.length > 1 && marks.size === 0)) return undefined;
    const body = [...marks][0] ?? "";
    if (bodies.includes(body) || joined.includes(body)) return undefined;
    bodies.push(body);
    relations.push([whole[1], term.replace(/_\s*[A-Za-z0-9]+/g, "")]);
  }
  return relations;
}

/** Whether a letter may be a mass. */
function conservedMass(letter: string): boolean {
  return readingsOfSymbol(letter).some(
    (reading) => dimensionOfReading(reading)?.join(",") === "0,1,0,0,0,0,0",
  );
}

/** Whether a text's brackets pair up. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === "(") depth++;
    if (character === ")") depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}
