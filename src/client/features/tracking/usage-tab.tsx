/** API Usage: the user's model calls, newest first, a page at a time. */
import { useState } from "react";
import { Button } from "../../ui/button";
import { Panel } from "../../ui/panel";
import { useApiUsage } from "./tracking-api";
import { formatDuration, formatMoment, formatUsd } from "./tracking-format";
import { Notice } from "./tracking-parts";

export function UsageTab(props: { userId: string }) {
  const [page, setPage] = useState(1);
  const usage = useApiUsage(props.userId, page);
  const data = usage.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Panel
      title="API Usage"
      actions={
        data ? <p className="text-sm text-slate-600">{data.total.toLocaleString("en-US")} calls</p> : null
      }
    >
      {usage.isError ? (
        <Notice tone="error">The API usage could not be loaded.</Notice>
      ) : !data ? (
        <Notice>Loading API usage...</Notice>
      ) : data.total === 0 ? (
        <Notice>This user has made no API calls.</Notice>
      ) : (
        <>
          {/* Wide tables scroll inside their frame on a phone rather than widening the page; the
              browser makes such a scroller reachable by keyboard. */}
          <div className="-mx-1 overflow-x-auto px-1">
            <table className="w-full min-w-[46rem] text-left text-sm">
              <caption className="sr-only">
                API calls, newest first, page {data.page} of {pages}
              </caption>
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Endpoint
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Model
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Input tokens
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Output tokens
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Time
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Duration
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Cost (USD)
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {data.records.map((record) => (
                  <tr key={record.id} className="border-b border-slate-100 last:border-0">
                    <td className="py-2 pr-3 font-mono text-xs">{record.endpoint}</td>
                    <td className="py-2 pr-3">{record.model}</td>
                    <td className="py-2 pr-3 text-right">{record.inputTokens.toLocaleString("en-US")}</td>
                    <td className="py-2 pr-3 text-right">{record.outputTokens.toLocaleString("en-US")}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatMoment(record.time)}</td>
                    <td className="py-2 pr-3 text-right">{formatDuration(record.latencyMs)}</td>
                    <td className="py-2 pr-3 text-right">{formatUsd(Number(record.costUsd))}</td>
                    <td className="py-2">
                      {record.success ? "OK" : <span className="font-semibold text-red-800">Failed</span>}
                      {record.debug ? (
                        <span className="ml-1 text-xs text-slate-600">(debug, not charged)</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav
            className="mt-3 flex flex-wrap items-center justify-between gap-2"
            aria-label="API usage pages"
          >
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <p className="text-sm text-slate-600" aria-live="polite">
              Page {data.page} of {pages}
            </p>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </nav>
        </>
      )}
    </Panel>
  );
}
