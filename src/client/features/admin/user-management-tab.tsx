/**
 * User Management: find a user by email, name or id (from the third character), see their
 * subscription and usage, and reset their sessions for a new billing cycle.
 */
import { useEffect, useState } from "react";
import type { SessionsChangeResponse } from "../../../contracts/admin";
import { MANUAL_RESET_REASON, USER_SEARCH_MIN_CHARACTERS } from "../../../contracts/admin-limits";
import { Button } from "../../ui/button";
import { Panel } from "../../ui/panel";
import { UserChoice } from "../../ui/user-choice";
import {
  type UserReference,
  useAdminMutation,
  useUserAnalytics,
  useUserSearch,
  useUserSubscription,
} from "./admin-api";
import { Facts, formatDate, StatusBadge, TextField } from "./admin-parts";

/** Waits until typing pauses, so a search is not sent for every key. */
function useSettledText(text: string, delayMs = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

export function UserManagementTab(props: {
  selectedUser: UserReference | null;
  onSelectUser: (user: UserReference) => void;
}) {
  const [searchText, setSearchText] = useState("");
  const settledText = useSettledText(searchText);
  const search = useUserSearch(settledText);
  const tooShort = searchText.trim().length < USER_SEARCH_MIN_CHARACTERS;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title="Find a User">
        <TextField
          label="Search users"
          hint="Email, name or user ID; the search starts from 3 characters."
          type="search"
          value={searchText}
          onChange={setSearchText}
          placeholder="e.g. ada@example.com"
          autoComplete="off"
        />
        <div className="mt-3" aria-live="polite">
          {tooShort ? (
            <p className="text-sm text-slate-500">Type at least 3 characters to search.</p>
          ) : search.isError ? (
            <p className="text-sm text-red-800">The search failed. Please try again.</p>
          ) : search.isFetching && !search.data ? (
            <p className="text-sm text-slate-500">Searching...</p>
          ) : search.data && search.data.length === 0 ? (
            <p className="text-sm text-slate-500">No users match "{settledText.trim()}".</p>
          ) : (
            <ul className="grid gap-2" aria-label="Search results">
              {(search.data ?? []).map((found) => {
                return (
                  <li key={found.id}>
                    <UserChoice
                      displayName={found.displayName}
                      email={found.email}
                      detail={`${found.subscription?.planName ?? "No subscription"}${found.isTestUser ? " · Test user" : ""}`}
                      selected={props.selectedUser?.id === found.id}
                      onChoose={() => props.onSelectUser(found)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Panel>
      {props.selectedUser ? (
        <SelectedUser key={props.selectedUser.id} user={props.selectedUser} />
      ) : (
        <Panel title="User Details">
          <p className="text-sm text-slate-600">Search for a user and select them to see their details.</p>
        </Panel>
      )}
    </div>
  );
}

/** Study time in hours, as the spec shows it, with the minutes while it is under an hour. */
function describeStudyTime(minutes: number): string {
  const hours = `${(minutes / 60).toFixed(1)} hours`;
  return minutes < 60 ? `${hours} (${Math.round(minutes)} minutes)` : hours;
}

function SelectedUser(props: { user: UserReference }) {
  const subscription = useUserSubscription(props.user.id);
  const analytics = useUserAnalytics(props.user.id);
  const [confirming, setConfirming] = useState(false);
  const reset = useAdminMutation<void, SessionsChangeResponse>({
    request: () => ({
      method: "POST",
      url: "/api/admin/reset-sessions",
      body: { userId: props.user.id, reason: MANUAL_RESET_REASON },
    }),
    successMessage: "User sessions reset for new billing cycle",
    failureMessage: "Failed to reset sessions",
    onSuccess: () => setConfirming(false),
  });
  const row = subscription.data?.subscription ?? null;
  const stats = analytics.data;
  const user = subscription.data?.user;

  return (
    <div className="grid gap-4">
      <Panel title="Subscription Details">
        <p className="mb-3 break-words text-sm">
          <span className="font-semibold">{props.user.displayName}</span> · {props.user.email}
        </p>
        {subscription.isLoading ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : subscription.isError ? (
          <p className="text-sm text-red-800">Could not load the subscription.</p>
        ) : !row || !user ? (
          <p className="text-sm text-slate-600">This user has no subscription yet.</p>
        ) : (
          <Facts
            items={[
              ["Plan", row.plan_name],
              ["Status", <StatusBadge key="status" status={row.status} />],
              ["Sessions used this period", `${row.current_month_sessions} of ${row.monthly_session_limit}`],
              ["Sessions remaining", Math.max(0, row.monthly_session_limit - row.current_month_sessions)],
              [
                "Period",
                row.current_period_end
                  ? `${formatDate(row.current_period_start)} – ${formatDate(row.current_period_end)}`
                  : `From ${formatDate(row.current_period_start)}, no end date`,
              ],
              ["Lemon Squeezy subscription", row.lemonsqueezy_subscription_id ?? "—"],
              [
                "Test user",
                !user.isTestUser
                  ? "No"
                  : user.testUserExpiresAt
                    ? `Yes, until ${formatDate(user.testUserExpiresAt)}`
                    : "Yes, no expiry",
              ],
              [
                "User ID",
                <code key="id" className="break-words text-xs">
                  {user.id}
                </code>,
              ],
            ]}
          />
        )}
        {row && (
          <div className="mt-4 border-t border-slate-200 pt-4">
            {confirming ? (
              <div className="grid gap-2">
                <p className="text-sm text-slate-700">
                  This sets the sessions used to 0 and the limit back to the plan's allowance, dropping this
                  period's adjustments.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="destructive" onClick={() => reset.mutate()} disabled={reset.isPending}>
                    Confirm Reset
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)} disabled={reset.isPending}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Reset Sessions for New Billing Cycle
              </Button>
            )}
          </div>
        )}
      </Panel>
      <Panel title="Usage Analytics">
        {analytics.isLoading ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : !stats ? (
          <p className="text-sm text-red-800">Could not load the analytics.</p>
        ) : (
          <Facts
            items={[
              ["Total API calls", stats.totalApiCalls],
              [
                "Total cost",
                `$${stats.totalCost.toFixed(stats.totalCost > 0 && stats.totalCost < 0.01 ? 6 : 2)}`,
              ],
              ["Completed sessions", stats.completedSessions],
              ["Study time", describeStudyTime(stats.studyTime)],
              [
                "Success rate",
                stats.successRate === null ? "N/A" : `${(stats.successRate * 100).toFixed(1)}%`,
              ],
            ]}
          />
        )}
      </Panel>
    </div>
  );
}
