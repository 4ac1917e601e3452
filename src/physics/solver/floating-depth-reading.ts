/**
 * A floating body with straight, upright sides (a block or slab lying flat, a cube, a raft, an
 * upright cylinder): it displaces its own weight, so the depth under the surface is its height times
 * its density over the liquid's, d = (ρ / ρ_liquid) H, the same at every cross-section. Asked: that
 * depth, the height left above the surface (H − d), the body's density from a depth or height above
 * the surface, or the liquid's. The share of the volume under the surface (without any length) is
 * left to the general relations.
 *
 * The height H is the length the words make vertical: "the 10 cm side vertical", a cube's side, a
 * height or a tall or high length, or the thickness of a body that lies flat. Its other sides do not
 * change the depth and are set aside and named. A density goes to the liquid when its clause names
 * one ("fresh water (density 1000 kg/m³)"), else to the body; water's or sea water's density is
 * taken when the text names the liquid without it. The reader steps aside (undefined) when the body
 * is round, tied, loaded or pushed, when the height is not told apart, when a value of another kind
 * is given, or when the body would not float.
 */
import type { SolutionStep } from "../bank/template";
import { formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity, haveSameDimension, toSI } from "../quantity/quantity";
import { type ExtractedQuantity, understoodAs } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const FLOATS = /\bfloat(?:s|ing)?\b/;
/** Something else acting on the body, or a body whose cross-section changes with depth. */
const NOT_THIS_MODEL =
  /\b(?:tied|string|rope|cable|anchor\w*|attached|held|push\w*|pressed|load\w*|placed on top|on top of it|stands? on|sits? on it|person|sphere|spherical|ball|cone|pyramid|boat|ship|hull|log|iceberg|two liquids|layer|oil on|floats? on oil|sinks?|submerged completely|fully submerged|accelerat\w*)\b/;
const UPRIGHT_BODY =
  /\b(?:block|slab|cube|raft|plank|board|sheet|box|barge|brick|prism|puck|cylinder|can|tank|mat|beam)\b/;
const LIQUID =
  /\b(?:water|sea ?water|salt ?water|ocean|sea|lake|pool|river|pond|oil|liquid|mercury|alcohol|glycerin|brine|fluid)\b/;
const SEA = /\b(?:sea ?water|salt ?water|ocean|sea)\b/;
const WATER = /\b(?:(?:fresh ?)?water|lake|pool|river|pond)\b/;
/** "The 10 cm side vertical", "its 10 cm edge upright". */
const SIDE_VERTICAL =
  /\b(\d+(?:\.\d+)?)\s*([a-zμ]+)\s+(?:side|edge|dimension)\s+(?:is\s+|being\s+)?(?:vertical|upright)\b/;
const LIES_FLAT = /\b(?:lying flat|lies flat|floats? flat|flat side down|horizontal(?:ly)?)\b/;
const CUBE_SIDE = /^\s*(?:on a side|on each side|on an edge|per side|edges?|sides?)\b/;
const HEIGHT_AFTER = /^\s*(?:-\s*)?(?:tall|high|in height)\b/;
const HEIGHT_BEFORE = /\b(?:height|length along its axis)\s+(?:of\s+|is\s+)?$/;
const THICK_AFTER = /^\s*(?:-\s*)?thick\b/;
const THICK_BEFORE = /\bthickness\s+(?:of\s+|is\s+)?$/;
/** A depth under the surface, or a height above it, written after or before the length. */
const UNDER_AFTER =
  /^\s*(?:of\s+(?:it|its\s+\w+)\s+)?(?:is\s+|are\s+|lies\s+|sits\s+)?(?:below|under|beneath|submerged|underwater|under water|in the (?:water|liquid))/;
const UNDER_BEFORE = /\b(?:sinks?|submerged|immersed)\s+(?:to\s+)?(?:a\s+depth\s+of\s+)?$|\bdepth\s+of\s+$/;
const ABOVE_AFTER =
  /^\s*(?:of\s+(?:it|its\s+\w+)\s+)?(?:is\s+|are\s+|sticks?\s+|stands?\s+|rises?\s+)?(?:above|out of|showing)/;

/** The depth under the surface, the height above it, or a density, for a floating upright body. */
export function solveFloatingDepth(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  const asked = question.toLowerCase();
  const questionAt = lower.lastIndexOf(asked);
  if (questionAt < 0 || !FLOATS.test(lower) || NOT_THIS_MODEL.test(lower) || !UPRIGHT_BODY.test(lower))
    return undefined;
  // A share of the volume is the general relations' ("what fraction is submerged").
  if (/\b(?:fraction|percent\w*|share|proportion|what part)\b/.test(asked)) return undefined;
  // A volume, mass, weight or force asked is not a depth.
  if (/\b(?:volume|mass|weight|force|buoyan\w*|pressure)\b/.test(asked)) return undefined;
  const lengths = quantities.filter((quantity) => haveSameDimension(quantity.unit, "m"));
  const densities = quantities.filter((quantity) => haveSameDimension(quantity.unit, "kg/m^3"));
  // A volume ("40 cm × 20 cm × 10 cm" read as one) does not change the depth either.
  const volumes = quantities.filter((quantity) => haveSameDimension(quantity.unit, "m^3"));
  if (volumes.length > 1 || lengths.length + densities.length + volumes.length !== quantities.length)
    return undefined;

  // The liquid's density: a value whose clause names a liquid; the body's: any other.
  const liquidDensities = densities.filter((density) => LIQUID.test(density.before));
  const bodyDensities = densities.filter((density) => !liquidDensities.includes(density));
  if (liquidDensities.length > 1 || bodyDensities.length > 1) return undefined;

  // The depth under the surface and the height above it, given.
  const under = lengths.filter(
    (length) => UNDER_AFTER.test(length.after) || UNDER_BEFORE.test(length.before),
  );
  const above = lengths.filter((length) => !under.includes(length) && ABOVE_AFTER.test(length.after));
  if (under.length + above.length > 1) return undefined;
  const sizes = lengths.filter((length) => !under.includes(length) && !above.includes(length));
  // The vertical one of the body's sizes.
  const sideVertical = SIDE_VERTICAL.exec(lower);
  let height: ExtractedQuantity | undefined;
  if (sideVertical) {
    const named = sizes.filter(
      (size) =>
        Math.abs(size.value - Number(sideVertical[1])) < 1e-12 &&
        size.text.toLowerCase().includes(sideVertical[2]),
    );
    height = named.length >= 1 && named.every((size) => size.value === named[0].value) ? named[0] : undefined;
  } else {
    const tall = sizes.filter((size) => HEIGHT_AFTER.test(size.after) || HEIGHT_BEFORE.test(size.before));
    const thick = sizes.filter((size) => THICK_AFTER.test(size.after) || THICK_BEFORE.test(size.before));
    const cubeSide =
      /\bcube\b/.test(lower) &&
      sizes.length === 1 &&
      (CUBE_SIDE.test(sizes[0].after) || /\b(?:side|edge)\s+(?:of\s+)?$/.test(sizes[0].before));
    if (tall.length === 1 && thick.length === 0) height = tall[0];
    else if (thick.length === 1 && tall.length === 0 && LIES_FLAT.test(lower)) height = thick[0];
    else if (cubeSide) height = sizes[0];
    // An upright cylinder's height must be named as one.
    if (
      /\bcylinder|\bcan\b|\btank\b/.test(lower) &&
      !(tall.length === 1 && /\b(?:upright|vertical)\b/.test(lower))
    )
      height = undefined;
  }
  if (!height) return undefined;
  const setAside = [...sizes.filter((size) => size !== height), ...volumes];
  // The height is told apart by its own words, so every other size is horizontal.
  // What is asked.
  type Asked = "under" | "above" | "bodyDensity" | "liquidDensity";
  let unknown: Asked | undefined;
  if (/\bdensity\b/.test(asked))
    unknown = LIQUID.test(
      asked.replace(/\b(?:in|on|floats?)\s(?:the\s)?(?:[a-z]+\s)?(?:water|liquid|oil)\b/g, ""),
    )
      ? "liquidDensity"
      : "bodyDensity";
  else if (/\b(?:above|out of the (?:water|liquid)|sticks? out)\b/.test(asked)) unknown = "above";
  else if (/\b(?:how deep|depth|below|under|beneath|submerged|sink)\b/.test(asked)) unknown = "under";
  if (!unknown) return undefined;

  const liquidGiven = liquidDensities[0];
  const sea = SEA.test(lower);
  const impliedLiquid = liquidGiven
    ? undefined
    : sea
      ? 1025
      : WATER.test(lower) && !/\boil|\bmercury|\balcohol|\bliquid\b/.test(lower)
        ? 1000
        : undefined;
  const H = toSI(height).value;
  const rhoLiquid = liquidGiven ? toSI(liquidGiven).value : impliedLiquid;
  const rhoBody = bodyDensities[0] ? toSI(bodyDensities[0]).value : undefined;
  const depthGiven = under[0] ? toSI(under[0]).value : above[0] ? H - toSI(above[0]).value : undefined;
  let value: number;
  let resultUnit: string;
  let symbol: string;
  let equation: string;
  if ((unknown === "under" || unknown === "above") && rhoLiquid && rhoBody && depthGiven === undefined) {
    const depth = (rhoBody / rhoLiquid) * H;
    value = unknown === "under" ? depth : H - depth;
    [resultUnit, symbol] = ["m", unknown === "under" ? "d" : "H - d"];
    equation =
      unknown === "under"
        ? "d = \\frac{\\rho}{\\rho_{liquid}} H"
        : "H - d = H \\left(1 - \\frac{\\rho}{\\rho_{liquid}}\\right)";
  } else if (unknown === "bodyDensity" && rhoLiquid && depthGiven !== undefined && rhoBody === undefined) {
    value = (rhoLiquid * depthGiven) / H;
    [resultUnit, symbol] = ["kg/m^3", "\\rho"];
    equation = "\\rho = \\rho_{liquid} \\frac{d}{H}";
  } else if (
    unknown === "liquidDensity" &&
    liquidGiven === undefined &&
    rhoBody &&
    depthGiven !== undefined
  ) {
    value = (rhoBody * H) / depthGiven;
    [resultUnit, symbol] = ["kg/m^3", "\\rho_{liquid}"];
    equation = "\\rho_{liquid} = \\rho \\frac{H}{d}";
  } else return undefined;
  // It floats: the depth under the surface lies between zero and the height.
  const depth = unknown === "under" ? value : unknown === "above" ? H - value : (depthGiven as number);
  if (!(Number.isFinite(value) && value > 0 && depth > 0 && depth < H)) return undefined;

  const defaultUnit =
    resultUnit === "m" ? height.unit : ((bodyDensities[0] ?? liquidGiven)?.unit ?? "kg/m^3");
  const unit = unitAskedFor(normalized.slice(questionAt)) ?? defaultUnit;
  const converted = convertQuantity({ value, unit: resultUnit }, unit);
  if (!converted) return undefined;
  const used = [height, ...densities, ...under, ...above];
  const figures = Math.max(2, Math.min(3, ...used.map((quantity) => quantity.significantFigures)));
  const show = (quantity: ExtractedQuantity) => formatQuantityLatex(quantity.value, quantity.unit);
  const parts = [
    `H = ${show(height)}`,
    ...(rhoBody !== undefined && bodyDensities[0] ? [`\\rho = ${show(bodyDensities[0])}`] : []),
    `\\rho_{liquid} = ${liquidGiven ? show(liquidGiven) : formatQuantityLatex(rhoLiquid as number, "kg/m^3")}`,
    ...(under[0] ? [`d = ${show(under[0])}`] : []),
    ...(above[0] ? [`H - d = ${show(above[0])}`] : []),
  ];
  const step: SolutionStep = {
    principle:
      "A floating body displaces its own weight of liquid; with upright sides the depth under the surface is its height times its density over the liquid's (ρ A H g = ρ_liquid A d g, the cross-section A cancels)",
    equation,
    substitution: `${parts.join(",\\ ")} \\;\\Rightarrow\\; ${symbol} = ${formatQuantityLatex(converted.value, unit, figures)}`,
    result: { value, unit: resultUnit, symbol },
  };
  const names: Record<Asked, string> = {
    under: "depth under the surface",
    above: "height above the surface",
    bodyDensity: "density of the body",
    liquidDensity: "density of the liquid",
  };
  return {
    status: "solved",
    answer: { value: roundSignificant(converted.value, figures), unit },
    si: { value, unit: resultUnit },
    significantFigures: figures,
    steps: [step],
    understood: {
      quantities: [
        understoodAs(height, "h", "height of the body (vertical)"),
        ...bodyDensities.map((density) => understoodAs(density, "rho", "density of the body")),
        ...liquidDensities.map((density) => understoodAs(density, "fluidDensity", "density of the liquid")),
        ...under.map((length) => understoodAs(length, "d", "depth under the surface")),
        ...above.map((length) => understoodAs(length, "h", "height above the surface")),
        ...setAside.map((size) => ({ text: size.text, value: size.value, unit: size.unit })),
      ],
      unknown: {
        variable: unknown === "bodyDensity" ? "rho" : unknown === "liquidDensity" ? "fluidDensity" : "d",
        name: names[unknown],
        unit,
      },
      assumptions: [
        "The body floats upright at rest with its sides vertical, so every cross-section is the same.",
        ...(impliedLiquid
          ? [`Density of ${sea ? "sea water" : "water"} ${impliedLiquid} kg/m³ (not given).`]
          : []),
        ...(setAside.length > 0
          ? [
              `Not needed for this answer: ${setAside.map((size) => `"${size.text}"`).join(", ")} (the sizes across do not change the depth).`,
            ]
          : []),
      ],
    },
  };
}
