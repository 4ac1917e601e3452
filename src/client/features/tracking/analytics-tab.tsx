/**
 * Analytics: the support portal's figures for the user (one definition for both dashboards,
 * docs/decisions/016-support-portal.md), then charts of the daily statistics, loaded on demand.
 */
import { lazy, Suspense } from "react";
import { Panel } from "../../ui/panel";
import { useTrackingAnalytics } from "./tracking-api";
import { formatCostPerSession, formatRate, formatUsd } from "./tracking-format";
import { Figures, Notice } from "./tracking-parts";

// The charting library loads only once the Analytics tab is open.
const UsageCharts = lazy(() => import("./usage-charts").then((module) => ({ default: module.UsageCharts })));

export function AnalyticsTab(props: { userId: string; userLabel: string }) {
  const analytics = useTrackingAnalytics(props.userId);
  const data = analytics.data;
  return (
    <Panel title="Analytics">
      {analytics.isError ? (
        <Notice tone="error">The analytics could not be loaded.</Notice>
      ) : !data ? (
        <Notice>Loading analytics...</Notice>
      ) : (
        <Figures
          items={[
            ["Total API calls", data.totalCalls.toLocaleString("en-US")],
            ["Total cost (USD)", formatUsd(data.totalCost)],
            ["Completed sessions", data.sessions.toLocaleString("en-US")],
            ["Study minutes", data.totalMinutes.toLocaleString("en-US")],
            ["Success rate", formatRate(data.successRate)],
            ["Average cost per session", formatCostPerSession(data.totalCost, data.sessions)],
          ]}
        />
      )}
      <Suspense fallback={<Notice>Loading charts...</Notice>}>
        <UsageCharts userId={props.userId} userLabel={props.userLabel} />
      </Suspense>
    </Panel>
  );
}
