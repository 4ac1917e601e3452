/**
 * Support Actions: the audit log of admin actions, newest first, a page at a time.
 */
import { useState } from "react";
import { Button } from "../../ui/button";
import { Panel } from "../../ui/panel";
import { useAdminActions } from "./admin-api";
import { formatDateTime } from "./admin-parts";

export function SupportActionsTab() {
  const [page, setPage] = useState(1);
  const actions = useAdminActions(page);
  const data = actions.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Panel
      title="Support Actions"
      actions={
        <Button variant="secondary" size="sm" onClick={() => actions.refetch()} disabled={actions.isFetching}>
          {actions.isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      }
    >
      {actions.isError ? (
        <p className="text-sm text-red-800">Could not load the log.</p>
      ) : !data ? (
        <p className="text-sm text-slate-500">Loading...</p>
      ) : data.actions.length === 0 ? (
        <p className="text-sm text-slate-600">No admin actions yet.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Admin actions, newest first">
          {data.actions.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800">
                  {entry.action}
                </span>
                <time dateTime={entry.timestamp} className="text-xs text-slate-500">
                  {formatDateTime(entry.timestamp)}
                </time>
              </div>
              <p className="mt-2 break-words text-slate-900">{entry.details}</p>
              <p className="mt-1 break-words text-xs text-slate-600">
                By {entry.userEmail}
                {entry.targetEmail ? ` · User ${entry.targetEmail}` : ""}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > 0 && (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label="Log pages">
          <Button variant="secondary" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPage(page + 1)}
            disabled={page >= pageCount}
          >
            Next
          </Button>
        </nav>
      )}
    </Panel>
  );
}
