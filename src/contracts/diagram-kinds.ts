/**
 * The kinds of diagram (src/contracts/diagram.ts has their shapes). Kept apart from the schemas,
 * free of zod, so the browser can check a stored diagram's kind without loading the schema library.
 */
export const DIAGRAM_KINDS = [
  "motion-graphs",
  "free-body",
  "ray-diagram",
  "circuit",
  "energy-bars",
  "projectile",
  "standing-wave",
  "pressure-volume",
  "circular-motion",
  "energy-levels",
  "point-charges",
  "interference-pattern",
  "collision",
  "refraction",
  "polarizers",
  "thin-film",
  "interferometer",
  "travelling-wave",
  "torque",
  "work-done",
  "oscillator",
  "gravitation",
  "rotation",
  "light-in-medium",
  "fluid-column",
  "focal-points",
  "spring-oscillation",
] as const;
export type DiagramKind = (typeof DIAGRAM_KINDS)[number];
