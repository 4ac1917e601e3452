/**
 * Two thin lenses on one axis: the first lens's image is the second lens's object, at the
 * separation minus the first image distance (behind the second lens, a virtual object, when that is
 * negative), and the overall magnification is the product of the two. The words give each focal
 * length ("f₁ = 10 cm", "focal lengths of 10 cm and 15 cm"), the separation ("40 cm apart") and the
 * object's distance in front of the first lens; the reader answers the overall magnification or the
 * final image's distance from the second lens. A diverging lens (its sign), a mirror, a value whose
 * role the words do not give, or an image at infinity makes the reader step aside (undefined).
 */
import type { SolutionStep } from "../bank/template";
import { formatNumberLatex, formatQuantityLatex, roundSignificant } from "../format-number";
import { convertQuantity } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";
import type { SolveResult } from "./types";
import { unitAskedFor } from "./unknown";

const TWO_LENSES = /\btwo (thin )?(converging |convex )?lenses\b|\bsecond lens\b/;
// Signs the reader does not read: a lens that diverges, a mirror in the system.
const NOT_READ = /\b(diverging|concave|mirror|negative lens)\b/;
const FIRST_FOCAL = /(?:^|[\s(,;:])f_?\{?1\}?\s*=\s*$|\bfirst lens\b[^.?!]*\bfocal length( of)?\s*$/i;
const SECOND_FOCAL = /(?:^|[\s(,;:])f_?\{?2\}?\s*=\s*$|\bsecond lens\b[^.?!]*\bfocal length( of)?\s*$/i;
const FOCAL_PAIR = /\bfocal lengths?( of)?\s*$/;
const SEPARATION_AFTER = /^\s*apart\b/;
const SEPARATION_BEFORE = /\b(separated by|separation of|apart by|distance between them is|spaced)\s*$/;
const OBJECT_BEFORE = /\bobject\b[^.?!]*$/;
const OBJECT_AFTER = /^\s*(in front of|from|to the left of) the first lens\b/;

type Role = "f1" | "f2" | "separation" | "object";

function roleOf(
  quantity: ExtractedQuantity,
  previousRole: Role | undefined,
  between: string,
): Role | undefined {
  if (FIRST_FOCAL.test(quantity.beforeRaw)) return "f1";
  if (SECOND_FOCAL.test(quantity.beforeRaw)) return "f2";
  if (SEPARATION_AFTER.test(quantity.after) || SEPARATION_BEFORE.test(quantity.before)) return "separation";
  if (
    OBJECT_AFTER.test(quantity.after) ||
    (OBJECT_BEFORE.test(quantity.before) && /\bin front of\b/.test(quantity.after))
  ) {
    return "object";
  }
  if (FOCAL_PAIR.test(quantity.before) && previousRole === undefined) return "f1";
  // "focal lengths of 10 cm and 15 cm": the second of a pair joined by "and".
  if (previousRole === "f1" && /^\s*(and|,)\s*$/.test(between)) return "f2";
  return undefined;
}

/** The overall magnification or final image distance of two thin converging lenses, or undefined. */
export function solveTwoLenses(
  normalized: string,
  quantities: readonly ExtractedQuantity[],
  question: string,
): SolveResult | undefined {
  const lower = normalized.toLowerCase();
  if (!TWO_LENSES.test(lower) || NOT_READ.test(lower) || quantities.length !== 4) return undefined;
  const questionLower = question.toLowerCase();
  const asksMagnification = /\bmagnification\b/.test(questionLower);
  const asksImage =
    /\b(final image|image formed by the second lens)\b/.test(questionLower) && !asksMagnification;
  if (!asksMagnification && !asksImage) return undefined;
  const values = new Map<Role, { si: number; quantity: ExtractedQuantity }>();
  let previous: Role | undefined;
  for (const [index, quantity] of quantities.entries()) {
    const metres = convertQuantity({ value: quantity.value, unit: quantity.unit }, "m")?.value;
    if (metres === undefined) return undefined;
    const between = index > 0 ? normalized.slice(quantities[index - 1].end, quantity.start) : "";
    const role = roleOf(quantity, previous, between);
    if (!role || values.has(role)) return undefined;
    values.set(role, { si: metres, quantity });
    previous = role;
  }
  const f1 = values.get("f1");
  const f2 = values.get("f2");
  const separation = values.get("separation");
  const object = values.get("object");
  if (!f1 || !f2 || !separation || !object || f1.si <= 0 || f2.si <= 0 || object.si <= 0) return undefined;
  const image1 = 1 / (1 / f1.si - 1 / object.si);
  const object2 = separation.si - image1;
  const image2 = 1 / (1 / f2.si - 1 / object2);
  if (
    ![image1, object2, image2].every((value) => Number.isFinite(value) && Math.abs(value) < 1e6) ||
    object2 === 0
  ) {
    return undefined;
  }
  const m1 = -image1 / object.si;
  const m2 = -image2 / object2;
  const figures = Math.max(2, Math.min(...quantities.map((quantity) => quantity.significantFigures)));
  const working = figures + 1;
  const unitOf = object.quantity.unit;
  const length = (si: number) => {
    const shown = convertQuantity({ value: si, unit: "m" }, unitOf)?.value ?? si;
    return formatQuantityLatex(shown, unitOf, working);
  };
  const steps: SolutionStep[] = [
    {
      principle: "Thin-lens equation for the first lens",
      equation: "\\frac{1}{d_{i1}} = \\frac{1}{f_1} - \\frac{1}{d_{o1}}",
      substitution: `\\frac{1}{d_{i1}} = \\frac{1}{${length(f1.si)}} - \\frac{1}{${length(object.si)}} \\;\\Rightarrow\\; d_{i1} = ${length(image1)}`,
      result: { value: image1, unit: "m", symbol: "d_{i1}" },
    },
    {
      principle: "The first image is the second lens's object (behind it, virtual, when negative)",
      equation: "d_{o2} = s - d_{i1}",
      substitution: `d_{o2} = ${length(separation.si)} - ${length(image1)} = ${length(object2)}`,
      result: { value: object2, unit: "m", symbol: "d_{o2}" },
    },
    {
      principle: "Thin-lens equation for the second lens",
      equation: "\\frac{1}{d_{i2}} = \\frac{1}{f_2} - \\frac{1}{d_{o2}}",
      substitution: `\\frac{1}{d_{i2}} = \\frac{1}{${length(f2.si)}} - \\frac{1}{${length(object2)}} \\;\\Rightarrow\\; d_{i2} = ${length(image2)}`,
      result: { value: image2, unit: "m", symbol: "d_{i2}" },
    },
  ];
  if (asksMagnification) {
    steps.push({
      principle: "The overall magnification is the product of each lens's magnification m = −d_i/d_o",
      equation: "m = m_1 m_2 = \\left(-\\frac{d_{i1}}{d_{o1}}\\right)\\left(-\\frac{d_{i2}}{d_{o2}}\\right)",
      substitution: `m = (${formatNumberLatex(m1, working)}) \\times (${formatNumberLatex(m2, working)}) = ${formatNumberLatex(m1 * m2, working)}`,
      result: { value: m1 * m2, unit: "", symbol: "m" },
    });
  }
  const value = asksMagnification ? m1 * m2 : image2;
  const unit = asksMagnification ? "" : (unitAskedFor(question) ?? unitOf);
  const converted = asksMagnification ? value : convertQuantity({ value, unit: "m" }, unit)?.value;
  if (converted === undefined) return undefined;
  return {
    status: "solved",
    answer: { value: roundSignificant(converted, figures), unit },
    si: { value, unit: asksMagnification ? "" : "m" },
    significantFigures: figures,
    steps,
    understood: {
      quantities: (["f1", "f2", "separation", "object"] as const).map((role) => {
        const entry = values.get(role);
        return {
          text: entry?.quantity.text ?? "",
          value: entry?.quantity.value ?? 0,
          unit: entry?.quantity.unit ?? "",
          variable: role,
          variableName: {
            f1: "focal length of the first lens",
            f2: "focal length of the second lens",
            separation: "separation of the lenses",
            object: "object distance from the first lens",
          }[role],
        };
      }),
      unknown: asksMagnification
        ? { variable: "magnification", name: "overall magnification" }
        : { variable: "di", name: "final image distance from the second lens", unit },
      assumptions: [
        "Both lenses are thin and converging; a real image or object distance is positive, a virtual one negative.",
      ],
    },
  };
}
