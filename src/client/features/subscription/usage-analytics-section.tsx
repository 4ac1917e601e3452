/**
 * Usage Analytics on My Subscription (a paid plans' feature, docs/decisions/015 and 036): the
 * allowance used and left this period, the sessions of each mode this period and of each of the
 * last 8 weeks, each as a chart with its numbers in a table beside it (the table is what screen
 * readers read; the bars repeat it for the eye). A student whose plan lacks it sees what it shows
 * and which plans include it.
 */
import type { UsageAnalytics } from "../../../contracts/plan-features";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import { MODE_LABELS, TUTOR_MODES, type TutorMode } from "../../../contracts/taxonomy";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { useUsageAnalytics } from "./plan-features-api";
import { formatDate, plansIncluding } from "./subscription-display";

/** Weeks shown in the chart of sessions by week. */
export const USAGE_WEEKS = 8;

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** The section; `included` is whether the student's plan includes the feature now. */
export function UsageAnalyticsSection({
  status,
  included,
  seePlansHref,
}: {
  status: SubscriptionStatusResponse;
  included: boolean;
  seePlansHref: string;
}) {
  return (
    <section
      id="usage-analytics"
      aria-labelledby="usage-analytics-heading"
      className={cn(cardClass, "scroll-mt-6")}
    >
      <h2 id="usage-analytics-heading" className="text-xl font-bold text-slate-900">
        Usage Analytics
      </h2>
      {included ? (
        <UsageReport status={status} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            See how you use Vector: your sessions by mode and by week, and how much of your allowance is left,
            as charts with their numbers. Usage Analytics is included in {plansIncluding("usage-analytics")}.
          </p>
          <a href={seePlansHref} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
            See the plans
          </a>
        </>
      )}
    </section>
  );
}

function UsageReport({ status }: { status: SubscriptionStatusResponse }) {
  const usage = useUsageAnalytics(true);
  const subscription = status.subscription;
  if (usage.isLoading) {
    return (
      <p role="status" className="mt-3 text-slate-700">
        Loading your usage...
      </p>
    );
  }
  if (usage.isError || !usage.data || !subscription) {
    return (
      <p role="alert" className="mt-3 text-red-800">
        Your usage could not be loaded. Refresh the page to try again.
      </p>
    );
  }
  const used = subscription.currentMonthSessions;
  const limit = subscription.monthlySessionLimit;
  const left = Math.max(0, limit - used);
  const modes = sessionsByMode(usage.data);
  const weeks = sessionsByWeek(usage.data, new Date());
  return (
    <div className="mt-3 space-y-8">
      <div>
        <h3 className="font-semibold text-slate-900">This billing period</h3>
        <p className="text-sm text-slate-700">Since {formatDate(usage.data.periodStart)}</p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <Figure term="Sessions used" value={used} />
          <Figure term="Sessions left" value={left} />
          <Figure term="Allowance" value={limit} />
        </dl>
      </div>
      <Chart
        id="usage-by-mode"
        title="Sessions by mode this period"
        columns={["Mode", "Sessions", "Conversations"]}
        rows={modes.map((row) => ({
          label: MODE_LABELS[row.mode],
          value: row.sessions,
          extra: row.conversations,
        }))}
      />
      <Chart
        id="usage-by-week"
        title={`Sessions by week, last ${USAGE_WEEKS} weeks`}
        columns={["Week of", "Sessions"]}
        rows={weeks.map((row) => ({ label: formatWeek(row.weekStart), value: row.sessions }))}
      />
      <p className="text-sm text-slate-700">
        A Problem Solver or Work Analysis call is one session; a Concept Coach or Interactive Tutor
        conversation is one session for its first message and one more for every six after it.
      </p>
    </div>
  );
}

function Figure({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

interface ChartRow {
  label: string;
  value: number;
  extra?: number;
}

/** Horizontal bars (for the eye) and the same numbers as a table (for everyone). */
function Chart(props: { id: string; title: string; columns: string[]; rows: ChartRow[] }) {
  const largest = Math.max(1, ...props.rows.map((row) => row.value));
  return (
    <figure aria-labelledby={`${props.id}-title`}>
      <figcaption id={`${props.id}-title`} className="font-semibold text-slate-900">
        {props.title}
      </figcaption>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <ul aria-hidden="true" className="space-y-2" data-testid={`${props.id}-chart`}>
          {props.rows.map((row) => (
            <li key={row.label} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span className="truncate text-slate-700">{row.label}</span>
              <span className="h-4 rounded bg-slate-100">
                <span
                  className="block h-4 rounded bg-brand-600"
                  style={{ width: `${(row.value / largest) * 100}%` }}
                />
              </span>
              <span className="text-right font-medium text-slate-900 tabular-nums">{row.value}</span>
            </li>
          ))}
        </ul>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {props.columns.map((column, index) => (
                <th key={column} scope="col" className={cn("py-1 font-medium", index > 0 && "text-right")}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-100">
                <th scope="row" className="py-1 font-normal text-slate-800">
                  {row.label}
                </th>
                <td className="py-1 text-right tabular-nums text-slate-900">{row.value}</td>
                {row.extra !== undefined && (
                  <td className="py-1 text-right tabular-nums text-slate-900">{row.extra}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Every mode in the product's order, with 0 for a mode not used this period. */
export function sessionsByMode(usage: UsageAnalytics) {
  return TUTOR_MODES.map((mode: TutorMode) => {
    const row = usage.byMode.find((entry) => entry.mode === mode);
    return { mode, sessions: row?.sessions ?? 0, conversations: row?.conversations ?? 0 };
  });
}

/** The last 8 weeks (each from its Monday, UTC, as the server counts them), oldest first, 0 for a quiet week. */
export function sessionsByWeek(usage: UsageAnalytics, today: Date) {
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weeks: { weekStart: string; sessions: number }[] = [];
  for (let back = USAGE_WEEKS - 1; back >= 0; back--) {
    const start = new Date(monday);
    start.setUTCDate(monday.getUTCDate() - back * 7);
    const weekStart = start.toISOString().slice(0, 10);
    weeks.push({
      weekStart,
      sessions: usage.byWeek.find((row) => row.weekStart === weekStart)?.sessions ?? 0,
    });
  }
  return weeks;
}

function formatWeek(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
