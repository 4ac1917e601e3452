/**
 * Active Subscriptions: every subscription with the totals of all, active and cancelled ones,
 * a refresh, and Manage User to open the owner in User Management.
 */
import { Button } from "../../ui/button";
import { Panel } from "../../ui/panel";
import { type UserReference, useAdminSubscriptions } from "./admin-api";
import { describeUsage, formatDate, StatusBadge } from "./admin-parts";

export function SubscriptionsTab(props: { onManageUser: (user: UserReference) => void }) {
  const subscriptions = useAdminSubscriptions();
  const data = subscriptions.data;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {(
          [
            ["Total", data?.totals.total],
            ["Active", data?.totals.active],
            ["Cancelled", data?.totals.cancelled],
          ] as const
        ).map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:p-4"
          >
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-bold">{value ?? "—"}</p>
          </div>
        ))}
      </div>
      <Panel
        title="All Subscriptions"
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => subscriptions.refetch()}
            disabled={subscriptions.isFetching}
          >
            {subscriptions.isFetching ? "Refreshing..." : "Refresh"}
          </Button>
        }
      >
        {subscriptions.isError ? (
          <p className="text-sm text-red-800">Could not load the subscriptions.</p>
        ) : !data ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : data.subscriptions.length === 0 ? (
          <p className="text-sm text-slate-600">No subscriptions yet.</p>
        ) : (
          <ul className="grid gap-2">
            {data.subscriptions.map((row) => (
              <li
                key={row.id}
                className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{row.user_name}</p>
                  <p className="break-words text-slate-600">{row.user_email}</p>
                </div>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{row.plan_name}</span> <StatusBadge status={row.status} />
                  </p>
                  <p className="text-slate-600">
                    {describeUsage(row)} ·{" "}
                    {row.current_period_end ? `ends ${formatDate(row.current_period_end)}` : "no end date"}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Manage User ${row.user_email}`}
                  onClick={() =>
                    props.onManageUser({ id: row.user_id, email: row.user_email, displayName: row.user_name })
                  }
                >
                  Manage User
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
