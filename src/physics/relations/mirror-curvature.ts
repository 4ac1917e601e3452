/**
 * A spherical mirror's focal length from a value named as its radius of curvature. The radius of
 * curvature has a variable of its own (a lens surface in Newton's rings has one too, beside the
 * radius of a ring); these are the mirror relations of optics.ts and lens-signs.ts over it.
 */
import { productRelation, type Relation } from "./relation";

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
    cues: ["convex mirror", "diverging mirror"],
  }),
];
