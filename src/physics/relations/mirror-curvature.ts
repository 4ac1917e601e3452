/**
 * A spherical mirror's focal length from a value named as its radius of curvature. The radius of
 * curvature has a variable of its own (a lens surface in Newton's rings has one too, beside the
 * radius of a ring); these are the mirror relations of optics.ts and lens-signs.ts over it.
 */
import { CONVEX_MIRROR } from "./lens-signs";
import { finite, generalRelation, productRelation, type Relation } from "./relation";

export const MIRROR_CURVATURE_RELATIONS: Relation[] = [
  productRelation({
    id: "geometric-optics.mirror-focal-curvature",
    subtopic: "geometric-optics",
    principle: "Focal length of a spherical mirror",
    latex: "f = \\frac{R}{2}",
    result: "focal",
    coefficient: 0.5,
    coefficientText: "1/2",
    factors: { radiusCurvature: 1 },
    cues: ["mirror"],
    ruledOutBy: ["convex", "diverging"],
  }),
  productRelation({
    id: "geometric-optics.convex-mirror-focal-curvature",
    subtopic: "geometric-optics",
    principle:
      "Focal length of a convex mirror: half its radius of curvature, negative because the mirror diverges light",
    latex: "f = -\\frac{R}{2}",
    result: "focal",
    coefficient: -0.5,
    coefficientText: "-1/2",
    factors: { radiusCurvature: 1 },
    conditions: ["convex spherical mirror", "paraxial rays"],
    cues: [CONVEX_MIRROR, "diverging mirror"],
  }),
  // The lensmaker's equation with one flat surface (1/R = 0): the curved surface's radius is read
  // as a size, its sign set by the lens being convex (converging) or concave (diverging).
  ...(
    [
      ["plano-convex", 1, "converging"],
      ["plano-concave", -1, "diverging"],
    ] as const
  ).map(([kind, sign, action]) =>
    generalRelation({
      id: `geometric-optics.${kind}-lens`,
      subtopic: "geometric-optics",
      principle: `Lensmaker's equation for a thin ${kind} lens: one flat surface, so 1/f = (n − 1)/R, the lens ${action}`,
      latex: sign > 0 ? "f = \\frac{R}{n - 1}" : "f = -\\frac{R}{n - 1}",
      left: "focal",
      // R is the curved surface's radius as a size; its sign comes from the kind of lens.
      right: sign > 0 ? "radiusCurvature / (nIndex - 1)" : "-radiusCurvature / (nIndex - 1)",
      variables: ["focal", "radiusCurvature", "nIndex"],
      conditions: ["thin lens in air", "one flat surface"],
      cues: [kind, kind.replace("-", " ")],
      solvers: {
        focal: ({ radiusCurvature, nIndex }) =>
          nIndex <= 1 ? undefined : finite((sign * Math.abs(radiusCurvature)) / (nIndex - 1)),
        nIndex: ({ focal, radiusCurvature }) =>
          focal * sign <= 0 ? undefined : finite(1 + Math.abs(radiusCurvature) / Math.abs(focal)),
        radiusCurvature: ({ focal, nIndex }) =>
          focal * sign <= 0 ? undefined : finite(Math.abs(focal) * (nIndex - 1)),
      },
    }),
  ),
];
