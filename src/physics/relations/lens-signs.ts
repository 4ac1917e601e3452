/**
 * Thin lenses and spherical mirrors whose signs the real-is-positive convention fixes: a diverging
 * lens or a convex mirror has a negative focal length and forms a virtual image (negative image
 * distance) of a real object; a virtual image stated for a converging lens is on the object's side.
 * A problem usually states the sizes ("focal length of magnitude 12 cm", "image 8 cm from the
 * lens"), so these relations take the sizes and give the signed values.
 */
import { generalRelation, productRelation, type Relation } from "./relation";

/**
 * A convex mirror, with up to two words between ("a convex security mirror", "a convex rear-view
 * mirror"); a concave lens likewise.
 */
export const CONVEX_MIRROR = "/\\bconvex(?:[ -](?!lens|and\\b|or\\b)[a-z]+){0,2}[ -]mirror/";
const CONCAVE_LENS = "/\\bconcave(?:[ -](?!mirror|and\\b|or\\b)[a-z]+){0,2}[ -]lens/";

/** Words naming a diverging lens or mirror (matched at the start of a word). */
export const DIVERGING_CUES = ["diverging", CONCAVE_LENS, CONVEX_MIRROR, "negative lens", "divergent"];

const positiveOr = (value: number) => (value > 0 && Number.isFinite(value) ? value : undefined);
const negativeOr = (value: number) => (value < 0 && Number.isFinite(value) ? value : undefined);

export const LENS_SIGN_RELATIONS: Relation[] = [
  generalRelation({
    id: "geometric-optics.diverging-lens",
    subtopic: "geometric-optics",
    principle:
      "Thin lens equation for a diverging lens (or convex mirror): its focal length is negative and the image of a real object is virtual, so $d_i < 0$",
    latex: "\\frac{1}{f} = \\frac{1}{d_o} + \\frac{1}{d_i}",
    left: "1 / focal",
    right: "1 / dObject + 1 / dImage",
    variables: ["focal", "dObject", "dImage"],
    conditions: ["diverging lens or convex mirror", "real object", "real-is-positive sign convention"],
    cues: DIVERGING_CUES,
    // The object distance first: it depends only on the sizes, so the check of given values
    // holds whether a distance was stated as a size or with its sign.
    solvers: {
      dObject: ({ focal, dImage }) => positiveOr(1 / (1 / Math.abs(dImage) - 1 / Math.abs(focal))),
      focal: ({ dObject, dImage }) => negativeOr(1 / (1 / dObject - 1 / Math.abs(dImage))),
      dImage: ({ focal, dObject }) => negativeOr(1 / (-1 / Math.abs(focal) - 1 / dObject)),
    },
  }),
  generalRelation({
    id: "geometric-optics.virtual-image",
    subtopic: "geometric-optics",
    principle:
      "Thin lens (or concave mirror) equation with a virtual image: the image is on the object's side, so $d_i < 0$",
    latex: "\\frac{1}{f} = \\frac{1}{d_o} + \\frac{1}{d_i}",
    left: "1 / focal",
    right: "1 / dObject + 1 / dImage",
    variables: ["focal", "dObject", "dImage"],
    conditions: [
      "converging lens or concave mirror",
      "object inside the focal length",
      "real-is-positive sign convention",
    ],
    cues: ["virtual"],
    ruledOutBy: DIVERGING_CUES,
    solvers: {
      dObject: ({ focal, dImage }) => positiveOr(1 / (1 / Math.abs(focal) + 1 / Math.abs(dImage))),
      focal: ({ dObject, dImage }) => positiveOr(1 / (1 / dObject - 1 / Math.abs(dImage))),
      dImage: ({ focal, dObject }) => negativeOr(1 / (1 / Math.abs(focal) - 1 / dObject)),
    },
  }),
  productRelation({
    id: "geometric-optics.convex-mirror-focal",
    subtopic: "geometric-optics",
    principle:
      "Focal length of a convex mirror: half its radius of curvature, negative because the mirror diverges light",
    latex: "f = -\\frac{R}{2}",
    result: "focal",
    coefficient: -0.5,
    coefficientText: "-1/2",
    factors: { r: 1 },
    conditions: ["convex spherical mirror", "paraxial rays"],
    cues: [CONVEX_MIRROR, "diverging mirror"],
  }),
];
