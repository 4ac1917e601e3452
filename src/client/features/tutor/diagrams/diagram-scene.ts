/**
 * The layout of each kind of diagram: one file per kind turns its description into a scene.
 * A kind without a layout yet draws nothing (its description is still read out).
 */
import type { Diagram } from "../../../../contracts/diagram";
import { circuitScene } from "./circuit";
import { circularMotionScene } from "./circular-motion";
import { collisionScene } from "./collision";
import { energyBarsScene } from "./energy-bars";
import { energyLevelsScene } from "./energy-levels";
import { fluidColumnScene } from "./fluid-column";
import { focalPointsScene } from "./focal-points";
import { freeBodyScene } from "./free-body";
import { gravitationScene } from "./gravitation";
import { interferencePatternScene } from "./interference-pattern";
import { interferometerScene } from "./interferometer";
import { laserBeamScene } from "./laser-beam";
import { lightInMediumScene } from "./light-in-medium";
import { motionGraphsScene } from "./motion-graphs";
import { oscillatorScene } from "./oscillator";
import { pointChargesScene } from "./point-charges";
import { polarizersScene } from "./polarizers";
import { pressureVolumeScene } from "./pressure-volume";
import { projectileScene } from "./projectile";
import { rayDiagramScene } from "./ray-diagram";
import { refractionScene } from "./refraction";
import { rotationScene } from "./rotation";
import type { Scene } from "./scene";
import { springOscillationScene } from "./spring-oscillation";
import { standingWaveScene } from "./standing-wave";
import { thinFilmScene } from "./thin-film";
import { torqueScene } from "./torque";
import { travellingWaveScene } from "./travelling-wave";
import { workDoneScene } from "./work-done";

type Layouts = { [Kind in Diagram["kind"]]?: (diagram: Extract<Diagram, { kind: Kind }>) => Scene };

const LAYOUTS: Layouts = {
  "motion-graphs": motionGraphsScene,
  "free-body": freeBodyScene,
  "ray-diagram": rayDiagramScene,
  "energy-bars": energyBarsScene,
  circuit: circuitScene,
  projectile: projectileScene,
  "standing-wave": standingWaveScene,
  "pressure-volume": pressureVolumeScene,
  "circular-motion": circularMotionScene,
  "energy-levels": energyLevelsScene,
  "point-charges": pointChargesScene,
  "interference-pattern": interferencePatternScene,
  collision: collisionScene,
  refraction: refractionScene,
  polarizers: polarizersScene,
  "thin-film": thinFilmScene,
  interferometer: interferometerScene,
  "travelling-wave": travellingWaveScene,
  torque: torqueScene,
  "work-done": workDoneScene,
  oscillator: oscillatorScene,
  gravitation: gravitationScene,
  rotation: rotationScene,
  "light-in-medium": lightInMediumScene,
  "fluid-column": fluidColumnScene,
  "focal-points": focalPointsScene,
  "spring-oscillation": springOscillationScene,
  "laser-beam": laserBeamScene,
};

/** The scene of a diagram, or undefined when its kind has no layout. */
export function diagramScene(diagram: Diagram): Scene | undefined {
  const layout = LAYOUTS[diagram.kind] as ((diagram: Diagram) => Scene) | undefined;
  return layout?.(diagram);
}
