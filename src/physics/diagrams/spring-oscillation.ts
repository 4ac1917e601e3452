/**
 * A block on a spring in simple harmonic motion: its amplitude, its speed at a displacement
 * (v = √(k/m (A² − x²))), its greatest speed (A √(k/m)) and the energy of the oscillation (½ k A²).
 * Drawn when the solution used those relations and its values satisfy each of them.
 */
import type { SpringOscillationDiagram } from "../../contracts/diagram";
import type { SolvedQuantities } from "./solved-quantities";

const SPEED_AT = "oscillations-waves.shm-speed-at-displacement";
const MAX_SPEED = "oscillations-waves.max-speed-shm";
const ENERGY = "oscillations-waves.shm-energy";

/** The spring oscillation of a solved problem, or undefined when it is not one or its numbers disagree. */
export function springOscillationDiagram(solved: SolvedQuantities): SpringOscillationDiagram | undefined {
  const used = [SPEED_AT, MAX_SPEED, ENERGY].filter((id) => solved.uses(id));
  if (used.length === 0 || !used.every((id) => solved.agrees(id))) return undefined;
  const amplitude = solved.value("A_amp");
  if (amplitude === undefined || !(amplitude > 0)) return undefined;
  const position = solved.uses(SPEED_AT) ? solved.value("xShm") : undefined;
  if (position !== undefined && Math.abs(position) > amplitude) return undefined;
  const known = (id: string) => (solved.value(id) === undefined ? undefined : solved.label(id));
  const labels = {
    amplitude: solved.label("A_amp"),
    ...(position !== undefined ? { position: solved.label("xShm") } : {}),
    ...(known("k") ? { springConstant: known("k") } : {}),
    ...(known("m") ? { mass: known("m") } : {}),
    ...(solved.uses(SPEED_AT) && known("v") ? { speed: known("v") } : {}),
    ...(solved.uses(MAX_SPEED) && known("vmax") ? { maxSpeed: known("vmax") } : {}),
    ...(solved.uses(ENERGY) && known("PEs") ? { energy: known("PEs") } : {}),
  };
  const spring = labels.springConstant ? ` on a spring of constant ${labels.springConstant}` : " on a spring";
  const body = labels.mass ? `A ${labels.mass} block` : "A body";
  const sentences = [`${body}${spring} oscillates ${labels.amplitude} either side of equilibrium.`];
  if (labels.position && labels.speed)
    sentences.push(
      `At ${labels.position} from equilibrium it moves at v = √(k/m (A² − x²)) = ${labels.speed}.`,
    );
  if (labels.maxSpeed)
    sentences.push(`It is fastest passing equilibrium: v_max = A √(k/m) = ${labels.maxSpeed}.`);
  if (labels.energy)
    sentences.push(
      `The energy of the oscillation, all in the spring at the ends, is ½ k A² = ${labels.energy}.`,
    );
  return {
    kind: "spring-oscillation",
    title: "Oscillating on a spring",
    description: sentences.join(" "),
    amplitude,
    ...(position !== undefined ? { position } : {}),
    labels,
  };
}
