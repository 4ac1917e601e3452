/**
 * A time stated per day, night, week or year ("used for 20 minutes every day", "5.0 h a day") and a
 * number of those periods stated elsewhere ("over 30 days", "for a year") are one total time: the
 * two leave the givens and their product takes their place, written as both ("20 minutes every day
 * for 30 days"), so an appliance's energy over the month is worked from the time it actually runs.
 */
import { toSI } from "../quantity/quantity";
import type { ExtractedQuantity } from "./extract";

const PERIOD_SECONDS: Readonly<Record<string, number>> = {
  day: 86_400,
  night: 86_400,
  week: 604_800,
  year: 365 * 86_400,
};
const PER_PERIOD = /^\s*(?:a|an|per|each|every)\s+(day|night|week|year)\b/;

function seconds(quantity: ExtractedQuantity): number | undefined {
  const si = toSI({ value: quantity.value, unit: quantity.unit });
  return si.unit === "s" && Number.isFinite(si.value) && si.value > 0 ? si.value : undefined;
}

/** The quantities with a time per period and the number of periods joined into one total time. */
export function withTimePerPeriod(quantities: ExtractedQuantity[]): ExtractedQuantity[] {
  const perIndex = quantities.findIndex(
    (quantity) => seconds(quantity) !== undefined && PER_PERIOD.test(quantity.after),
  );
  if (perIndex < 0) return quantities;
  const daily = quantities[perIndex];
  const period = PERIOD_SECONDS[PER_PERIOD.exec(daily.after)?.[1] ?? ""];
  const perPeriod = seconds(daily);
  if (!period || !perPeriod || perPeriod > period) return quantities;
  // The one other time that spans whole periods: the span the appliance is used over.
  const spans = quantities.flatMap((quantity, index) => {
    const total = seconds(quantity);
    if (index === perIndex || total === undefined || total < period) return [];
    const count = Math.round(total / period);
    return Math.abs(total / period - count) <= 0.01 * count ? [{ index, count }] : [];
  });
  if (spans.length !== 1) return quantities;
  const [{ index: spanIndex, count }] = spans;
  const span = quantities[spanIndex];
  const joined: ExtractedQuantity = {
    ...daily,
    text: `${daily.text}${daily.after.match(PER_PERIOD)?.[0] ?? ""} for ${span.text}`,
    value: daily.value * count,
    // Its words are those before the time; "every day" names no variable of its own.
    after: "",
    significantFigures: Math.min(daily.significantFigures, span.significantFigures),
  };
  return quantities.flatMap((quantity, index) =>
    index === perIndex ? [joined] : index === spanIndex ? [] : [quantity],
  );
}
