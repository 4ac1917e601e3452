/**
 * The electric potential at a point on the axis of a rod whose charge per length varies along it,
 * V = k ∫ λ(x) / |x − x₀| dx over the rod, zero at infinity. The point must lie off the rod or at
 * one of its ends; at an end the density must vanish there, or the integral has no finite value.
 */
/** "At the origin", "at x = 0": the point of the axis the question names by words. */
export const AT_THE_ORIGIN = /\bat\s+the\s+origin\b/i;

/**
 * ∫ f(x) / |x − at| dx from `from` to `to`, by `integrate`; undefined when the point lies inside
 * the rod, or at an end where f is not zero (the integral grows without bound). `slope` gives f's
 * first derivative, the integrand's limit at an end where f vanishes.
 */
export function integralOverDistance(
  f: (x: number) => number,
  from: number,
  to: number,
  at: number,
  integrate: (g: (x: number) => number, from: number, to: number) => number,
  slope: (g: (x: number) => number, at: number) => number,
): number | undefined {
  if (!(to > from) || (at > from && at < to)) return undefined;
  const scale = Math.max(1, Math.abs(from), Math.abs(to));
  const atAnEnd = Math.abs(at - from) <= 1e-12 * scale || Math.abs(at - to) <= 1e-12 * scale;
  if (atAnEnd && !(Math.abs(f(at)) <= 1e-12 * Math.max(1, Math.abs(f(at === from ? to : from)))))
    return undefined;
  // At the end where the density vanishes the integrand tends to its slope there, with the side's sign.
  const slopeAtThePoint = atAnEnd ? slope(f, at) : 0;
  const integrand = (x: number) => {
    const distance = Math.abs(x - at);
    return distance <= 1e-12 * scale ? slopeAtThePoint * Math.sign((from + to) / 2 - at) : f(x) / distance;
  };
  const value = integrate(integrand, from, to);
  return Number.isFinite(value) ? value : undefined;
}
