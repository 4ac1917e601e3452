/** Words that name an ion with one electron or its nuclear charge, where hydrogen's own levels do not hold. */
export const HYDROGEN_LIKE_CUES: readonly string[] = [
  "hydrogen-like",
  "hydrogenlike",
  "singly ionized",
  "doubly ionized",
  "triply ionized",
  "z =",
];
