/**
 * Seeded pseudo-random numbers (mulberry32), so a seed always reproduces the same problem.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform value in [min, max] rounded to a multiple of step. */
  between(min: number, max: number, step: number): number;
  /** Uniform integer in [min, max]. */
  integer(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** A seeded generator; the same seed gives the same sequence. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    between(min, max, step) {
      const count = Math.round((max - min) / step);
      const value = min + integer(0, count) * step;
      // Remove floating-point noise such as 0.30000000000000004.
      return Number(value.toPrecision(12));
    },
    pick(items) {
      return items[integer(0, items.length - 1)];
    },
  };
}

/** A stable 32-bit hash of a string (FNV-1a), used to turn ids into seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
