/**
 * The diagram of a worked problem, built from the quantities its solution states. Each kind is a
 * builder in its own file that returns undefined when the problem is not one it draws; the first
 * that draws wins. To add a kind: add its schema to src/contracts/diagram.ts, its builder here,
 * and its drawing in src/client/features/tutor/diagrams.
 */
import type { Diagram } from "../../contracts/diagram";
import type { GeneratedProblem } from "../bank/template";
import { circuitDiagram } from "./circuit";
import { circularMotionDiagram } from "./circular-motion";
import { collisionDiagram } from "./collision";
import { energyBarsDiagram } from "./energy-bars";
import { energyLevelsDiagram } from "./energy-levels";
import { fluidColumnDiagram } from "./fluid-column";
import { focalPointsDiagram } from "./focal-points";
import { freeBodyDiagram, givenForcesDiagram } from "./free-body";
import { gravitationDiagram } from "./gravitation";
import { interferencePatternDiagram } from "./interference-pattern";
import { interferometerDiagram } from "./interferometer";
import { laserBeamDiagram } from "./laser-beam";
import { lightInMediumDiagram } from "./light-in-medium";
import { motionGraphsDiagram } from "./motion-graphs";
import { oscillatorDiagram } from "./oscillator";
import { pointChargesDiagram } from "./point-charges";
import { polarizersDiagram } from "./polarizers";
import { pressureVolumeDiagram } from "./pressure-volume";
import { projectileDiagram } from "./projectile";
import { rayDiagram } from "./ray-diagram";
import { refractionDiagram } from "./refraction";
import { rotationDiagram } from "./rotation";
import { type SolvedQuantities, solvedQuantities } from "./solved-quantities";
import { springOscillationDiagram } from "./spring-oscillation";
import { standingWaveDiagram } from "./standing-wave";
import { thinFilmDiagram } from "./thin-film";
import { torqueDiagram } from "./torque";
import { travellingWaveDiagram } from "./travelling-wave";
import { workDoneDiagram } from "./work-done";

/**
 * The builders in the order they are tried: forces before motion, since a force problem's motion
 * follows from them; energy before motion, since a fall with a mass known is an energy problem;
 * a projectile's path before straight-line graphs, since it is the fuller picture; a collision
 * before energy, since its momenta are what the solution conserves.
 */
const BUILDERS: readonly ((solved: SolvedQuantities) => Diagram | undefined)[] = [
  freeBodyDiagram,
  collisionDiagram,
  energyBarsDiagram,
  projectileDiagram,
  motionGraphsDiagram,
  rayDiagram,
  circuitDiagram,
  standingWaveDiagram,
  pressureVolumeDiagram,
  circularMotionDiagram,
  energyLevelsDiagram,
  pointChargesDiagram,
  interferencePatternDiagram,
  refractionDiagram,
  polarizersDiagram,
  thinFilmDiagram,
  interferometerDiagram,
  travellingWaveDiagram,
  torqueDiagram,
  workDoneDiagram,
  oscillatorDiagram,
  gravitationDiagram,
  rotationDiagram,
  lightInMediumDiagram,
  fluidColumnDiagram,
  focalPointsDiagram,
  springOscillationDiagram,
  laserBeamDiagram,
];

/** The diagram of a worked problem, or undefined when no kind draws it; `assumptions` are the solver's notes. */
export function diagramForProblem(
  problem: GeneratedProblem,
  assumptions: readonly string[] = [],
): Diagram | undefined {
  try {
    const solved = solvedQuantities(problem, assumptions);
    for (const build of BUILDERS) {
      const diagram = build(solved);
      if (diagram) return diagram;
    }
  } catch {
    // A picture is never worth the answer: a builder that fails leaves the reply without one.
  }
  return undefined;
}

/**
 * The picture of a problem before it is solved: what its givens show and nothing the student has
 * still to find, or undefined when no kind has such a form. Today the free-body diagram has one
 * (forces in their directions, sizes only where the problem states them).
 */
export function givensDiagramForProblem(
  problem: GeneratedProblem,
  assumptions: readonly string[] = [],
): Diagram | undefined {
  try {
    return givenForcesDiagram(solvedQuantities(problem, assumptions));
  } catch {
    return undefined;
  }
}
