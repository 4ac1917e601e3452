/**
 * Interference and diffraction patterns: light through a double slit or a grating (bright fringes
 * where d sin θ = m λ) or through a single slit (dark fringes where a sin θ = m λ), with the fringe
 * the problem is about at its angle, drawn from the spacing, wavelength, order and angle the
 * solution states. The order is read from the solution, or from d sin θ / λ when the solution
 * works with the angle alone; an angle whose order is not a whole number is not a fringe, and
 * gets no picture.
 */
import type { InterferencePatternDiagram } from "../../contracts/diagram";
import { quantityText, quantityTextIn, type SolvedQuantities, sameValue } from "./solved-quantities";

type Aperture = InterferencePatternDiagram["aperture"];

const DEGREES = 180 / Math.PI;

/** Which aperture the relations the solution used describe; a grating is named by its ruling. */
function apertureOf(solved: SolvedQuantities): Aperture | undefined {
  const singleSlit =
    solved.uses("diffraction.single-slit") || solved.uses("diffraction.central-maximum-width");
  const grating =
    solved.uses("diffraction.grating-spacing") ||
    solved.uses("diffraction.grating-highest-order") ||
    solved.uses("diffraction.grating-maxima-count");
  const doubleSlit = solved.uses("interference.double-slit") || solved.uses("interference.fringe-position");
  if (singleSlit === (grating || doubleSlit)) return undefined;
  if (singleSlit) return "single-slit";
  return grating ? "grating" : "double-slit";
}

/** A whole order m ≥ 1 within a thousandth, or undefined. */
function wholeOrder(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const rounded = Math.round(value);
  return rounded >= 1 && Math.abs(value - rounded) <= 1e-3 * rounded ? rounded : undefined;
}

/** A length in the unit a student reads it in: nanometres for light, micrometres or millimetres for slits. */
function lengthText(metres: number, figures: number): string {
  const unit = metres < 1e-6 ? "nm" : metres < 1e-3 ? "um" : metres < 0.1 ? "mm" : "m";
  return quantityTextIn(metres, "m", unit, figures);
}

/** The pattern of a solved double-slit, grating or single-slit problem, or undefined when it is not one. */
export function interferencePatternDiagram(solved: SolvedQuantities): InterferencePatternDiagram | undefined {
  const aperture = apertureOf(solved);
  if (!aperture) return undefined;
  const spacingVariable = aperture === "single-slit" ? "slitWidth" : "slitSeparation";
  const spacing = solved.value(spacingVariable);
  const wavelength = solved.value("lambda");
  if (spacing === undefined || wavelength === undefined || !(spacing > 0) || !(wavelength > 0))
    return undefined;
  const screenDistance = solved.value("screenDistance");
  const highestOrder = wholeOrder(solved.value("orderMax"));
  const theta = solved.value("theta");
  const fringeY = solved.value("fringeY");
  const centralWidth = solved.value("centralWidth");

  // The fringe drawn: the order the solution names, else the one its angle or screen position gives.
  let order = wholeOrder(solved.value("order"));
  if (order === undefined && theta !== undefined)
    order = wholeOrder((spacing * Math.sin(theta)) / wavelength);
  if (order === undefined && highestOrder !== undefined) order = highestOrder;
  if (order === undefined && centralWidth !== undefined) order = 1;
  if (order === undefined) return undefined;
  const sine = (order * wavelength) / spacing;
  if (!(sine > 0 && sine < 1)) return undefined;
  const angle = Math.asin(sine);
  // Everything the solution states must be this one fringe.
  if (theta !== undefined && Math.abs(theta - angle) > 1e-3 * angle) return undefined;
  if (
    highestOrder !== undefined &&
    (spacing / wavelength <= highestOrder || spacing / wavelength > highestOrder + 1)
  )
    return undefined;
  // The position on the screen: L tan θ where the solution used that relation, else the small-angle m λ L / d.
  const screenPosition = (distance: number) =>
    solved.uses("interference.screen-angle")
      ? distance * Math.tan(angle)
      : (order * wavelength * distance) / spacing;
  if (
    fringeY !== undefined &&
    (screenDistance === undefined || !sameValue(fringeY, screenPosition(screenDistance)))
  )
    return undefined;
  if (
    centralWidth !== undefined &&
    (screenDistance === undefined || !sameValue(centralWidth, (2 * wavelength * screenDistance) / spacing))
  )
    return undefined;
  // A screen position worked out for small angles must still be where the fringe's angle puts it (L tan θ).
  if (screenDistance !== undefined && (fringeY !== undefined || centralWidth !== undefined)) {
    const stated = fringeY ?? (centralWidth ?? 0) / 2;
    if (Math.abs(screenDistance * Math.tan(angle) - stated) > 0.01 * stated) return undefined;
  }

  const figures = solved.figures;
  // A length the problem writes keeps its unit; one worked out in metres is shown in nanometres or micrometres.
  const written = (variable: string, value: number) => {
    const unit = solved.writtenUnit(variable);
    const workedOutInMetres = variable === solved.answerVariable && unit === "m";
    return unit !== undefined && !workedOutInMetres ? solved.label(variable) : lengthText(value, figures);
  };
  const angleDegrees = angle * DEGREES;
  const labels: InterferencePatternDiagram["labels"] = {
    spacing: written(spacingVariable, spacing),
    wavelength: written("lambda", wavelength),
    angle: theta !== undefined ? solved.label("theta") : quantityText(angleDegrees, "deg", figures),
    ...(aperture === "grating" && solved.value("linesPerMeter") !== undefined
      ? { ruling: solved.label("linesPerMeter").replace(/ 1\/(\w+)$/, " lines/$1") }
      : {}),
    ...(screenDistance !== undefined ? { screenDistance: solved.label("screenDistance") } : {}),
    ...(fringeY !== undefined ? { position: written("fringeY", fringeY) } : {}),
    ...(centralWidth !== undefined ? { centralWidth: written("centralWidth", centralWidth) } : {}),
    ...(solved.value("maximaCount") !== undefined
      ? { maximaCount: String(Math.round(solved.value("maximaCount") ?? 0)) }
      : {}),
  };

  const ordinal = ordinalOf(order);
  const fringe = aperture === "single-slit" ? "dark fringe (minimum)" : "bright fringe (maximum)";
  const spacingName =
    aperture === "single-slit" ? "slit width" : aperture === "grating" ? "line spacing" : "slit separation";
  const rule = aperture === "single-slit" ? "a sin θ = m λ" : "d sin θ = m λ";
  const apertureWords: Record<Aperture, string> = {
    "double-slit": "Light passes through two narrow slits",
    grating: "Light passes through a diffraction grating",
    "single-slit": "Light passes through a single slit",
  };
  const screen =
    labels.position && labels.screenDistance
      ? ` On a screen ${labels.screenDistance} away it is ${labels.position} from the centre.`
      : labels.centralWidth && labels.screenDistance
        ? ` On a screen ${labels.screenDistance} away the central bright band, between the first dark fringes on either side, is ${labels.centralWidth} wide.`
        : "";
  const count =
    highestOrder !== undefined
      ? ` The highest order seen is m = ${highestOrder}, since sin θ cannot exceed 1${labels.maximaCount ? `: ${labels.maximaCount} bright maxima in all, counting the central one` : ""}.`
      : "";
  return {
    kind: "interference-pattern",
    title:
      aperture === "single-slit"
        ? "Single-slit diffraction"
        : aperture === "grating"
          ? "Diffraction grating"
          : "Double-slit interference",
    description:
      `${apertureWords[aperture]} (${spacingName} ${labels.spacing}${labels.ruling ? `, ${labels.ruling}` : ""}) with wavelength ${labels.wavelength}. ` +
      `The ${ordinal} ${fringe} is at ${labels.angle} from the central axis, where ${rule} with m = ${order}.` +
      screen +
      count,
    aperture,
    spacing,
    wavelength,
    order,
    angle: angleDegrees,
    ...(highestOrder !== undefined ? { highestOrder } : {}),
    ...(screenDistance !== undefined ? { screenDistance } : {}),
    labels,
  };
}

function ordinalOf(order: number): string {
  const words = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
  ];
  if (order <= words.length) return words[order - 1];
  const suffix =
    order % 10 === 1 && order % 100 !== 11
      ? "st"
      : order % 10 === 2 && order % 100 !== 12
        ? "nd"
        : order % 10 === 3 && order % 100 !== 13
          ? "rd"
          : "th";
  return `${order}${suffix}`;
}
