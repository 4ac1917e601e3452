/**
 * Ray diagrams for a thin lens or a spherical mirror: the object, the image where the solution
 * puts it, the focal points and the principal rays. Drawn when the solution used the thin-lens
 * (or mirror) equation and its focal length, object distance and image distance are all known.
 */
import type { RayDiagram } from "../../contracts/diagram";
import { quantityText, type SolvedQuantities } from "./solved-quantities";

/** The relations that state 1/f = 1/d_o + 1/d_i (the same equation for lenses and mirrors). */
const IMAGE_RELATIONS = [
  "geometric-optics.thin-lens",
  "geometric-optics.diverging-lens",
  "geometric-optics.virtual-image",
];

const AGREEMENT = 1e-6;

/** The ray diagram of a solved lens or mirror problem, or undefined when it is not one. */
export function rayDiagram(solved: SolvedQuantities): RayDiagram | undefined {
  if (!IMAGE_RELATIONS.some((id) => solved.uses(id))) return undefined;
  // A diverging lens's focal length is negative; a problem may state only its size, which the
  // solution then used with its sign (the lens equation says which reading it used).
  const statedFocal = solved.value("focal");
  const objectAt = solved.value("dObject");
  const imageAt = solved.value("dImage");
  const fitsAsStated =
    statedFocal !== undefined &&
    objectAt !== undefined &&
    imageAt !== undefined &&
    Math.abs(1 / statedFocal - 1 / objectAt - 1 / imageAt) <= AGREEMENT * Math.abs(1 / statedFocal);
  const focalLength =
    statedFocal !== undefined && !fitsAsStated && solved.uses("geometric-optics.diverging-lens")
      ? -Math.abs(statedFocal)
      : statedFocal;
  const objectDistance = solved.value("dObject");
  const imageDistance = solved.value("dImage");
  if (focalLength === undefined || objectDistance === undefined || imageDistance === undefined)
    return undefined;
  if (focalLength === 0 || objectDistance <= 0 || imageDistance === 0) return undefined;
  // The picture must obey the equation the solution used, with the numbers it used.
  const mismatch = Math.abs(1 / focalLength - 1 / objectDistance - 1 / imageDistance);
  if (mismatch > AGREEMENT * Math.abs(1 / focalLength)) return undefined;
  const mirror = /\bmirror\b/.test(solved.text);
  const element: RayDiagram["element"] = mirror
    ? focalLength > 0
      ? "concave-mirror"
      : "convex-mirror"
    : focalLength > 0
      ? "converging-lens"
      : "diverging-lens";
  const objectHeight = solved.value("hObject");
  const magnification = -imageDistance / objectDistance;
  const real = imageDistance > 0;
  const size = Math.abs(magnification);
  const sizeWords =
    Math.abs(size - 1) < 1e-9
      ? "the same size as the object"
      : `${quantityText(size, "", solved.figures)} times as tall as the object`;
  const imageWords = `${real ? "real" : "virtual"}, ${magnification < 0 ? "inverted" : "upright"}, ${sizeWords}`;
  const side = mirror
    ? real
      ? "in front of the mirror"
      : "behind the mirror"
    : real
      ? "on the far side of the lens"
      : "on the object's side of the lens";
  const elementWords = element.replace("-", " ");
  const labels = {
    focalLength: solved.label("focal"),
    objectDistance: solved.label("dObject"),
    imageDistance: solved.label("dImage"),
    image: imageWords,
  };
  return {
    kind: "ray-diagram",
    title: `Ray diagram: ${elementWords}`,
    description:
      `A ${elementWords} of focal length ${labels.focalLength}, with the object ${labels.objectDistance} away. ` +
      (real
        ? `The principal rays from the top of the object meet ${labels.imageDistance} ${side}`
        : `The principal rays from the top of the object seem to come from a point ${quantityText(-imageDistance, "m", solved.figures)} ${side} (image distance ${labels.imageDistance})`) +
      `, where the image is ${imageWords}.`,
    element,
    focalLength,
    objectDistance,
    imageDistance,
    objectHeight: objectHeight !== undefined && objectHeight > 0 ? objectHeight : 1,
    heightsGiven: objectHeight !== undefined && objectHeight > 0,
    labels,
  };
}
