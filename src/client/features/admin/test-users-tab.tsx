/**
 * Test User System: the global switch, the whitelist of emails, and grant or revoke of test access
 * (100 free sessions with an optional expiry). The grant list shows the first 10 regular users.
 */
import { Switch } from "radix-ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type {
  AdminUser,
  GrantTestUserRequest,
  TestUserChangeResponse,
  TestUserModeResponse,
  WhitelistAccountState,
  WhitelistAddRequest,
  WhitelistEntry,
  WhitelistRemoveResponse,
} from "../../../contracts/admin";
import { GRANT_LIST_SIZE } from "../../../contracts/admin-limits";
import { Button } from "../../ui/button";
import { Panel } from "../../ui/panel";
import {
  showValidationMessage,
  useAdminMutation,
  useAdminUsers,
  useTestUserMode,
  useWhitelist,
} from "./admin-api";
import { formatDate, TextField } from "./admin-parts";

/** The end of a picked day (local time) as an ISO instant, or null when no day is picked. */
function endOfDay(date: string): string | null {
  return date ? new Date(`${date}T23:59:59`).toISOString() : null;
}

export function TestUsersTab() {
  return (
    <div className="grid gap-4">
      <TestUserModeSwitch />
      <div className="grid gap-4 lg:grid-cols-2">
        <WhitelistPanel />
        <GrantPanel />
      </div>
    </div>
  );
}

function TestUserModeSwitch() {
  const mode = useTestUserMode();
  const labelId = useId();
  const update = useAdminMutation<boolean, TestUserModeResponse>({
    request: (enabled) => ({ method: "POST", url: "/api/admin/test-user-mode", body: { enabled } }),
    successMessage: "Test user mode updated",
    failureMessage: "Failed to update test user mode",
  });
  const enabled = update.isPending ? update.variables : (mode.data?.enabled ?? false);
  return (
    <Panel title="Test User Mode">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={labelId} className="font-medium">
            Test user mode is {enabled ? "on" : "off"}
          </p>
          <p className="text-sm text-slate-600">
            While it is on, granted users and accounts that verified a whitelisted email get 100 free sessions
            each, used before their plan.
          </p>
        </div>
        <Switch.Root
          aria-label="Test User Mode"
          aria-describedby={labelId}
          checked={enabled}
          disabled={mode.isLoading || update.isPending}
          onCheckedChange={(checked) => update.mutate(checked)}
          className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
        >
          <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
    </Panel>
  );
}

/** Why a listed address has no test access yet: only an account that verified it gets it. */
const WHITELIST_ACCOUNT_NOTES: Record<Exclude<WhitelistAccountState, "verified">, string> = {
  none: "No account with this address yet: test access starts once its owner signs up and verifies it.",
  unverified: "The account with this address has not verified it yet: no test access until it does.",
};

function WhitelistPanel() {
  const whitelist = useWhitelist();
  const [email, setEmail] = useState("");
  const [reason, setReason] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const add = useAdminMutation<WhitelistAddRequest, WhitelistEntry>({
    request: (body) => ({ method: "POST", url: "/api/admin/test-user-whitelist", body }),
    successMessage: "Test user email added to whitelist",
    failureMessage: "Failed to add test user email",
    onSuccess: () => {
      setEmail("");
      setReason("");
      setExpiresOn("");
    },
  });
  const remove = useAdminMutation<string, WhitelistRemoveResponse>({
    request: (address) => ({
      method: "DELETE",
      url: `/api/admin/test-user-whitelist/${encodeURIComponent(address)}`,
    }),
    successMessage: "Test user email removed from whitelist",
    failureMessage: "Failed to remove test user email",
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !reason.trim()) {
      showValidationMessage("Please enter both email and reason");
      return;
    }
    add.mutate({ email: email.trim(), reason: reason.trim(), expiresAt: endOfDay(expiresOn) });
  }

  return (
    <Panel title="Test User Whitelist">
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" />
        <TextField label="Reason" value={reason} onChange={setReason} />
        <TextField
          label="Expires on (optional)"
          hint="Access ends at the end of this day; leave empty for no expiry."
          type="date"
          value={expiresOn}
          onChange={setExpiresOn}
        />
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add to Whitelist"}
          </Button>
        </div>
      </form>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">Whitelisted emails</h3>
      {whitelist.isError ? (
        <p className="mt-2 text-sm text-red-800">Could not load the whitelist.</p>
      ) : (whitelist.data ?? []).length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{whitelist.isLoading ? "Loading..." : "No emails yet."}</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-label="Whitelisted emails">
          {(whitelist.data ?? []).map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="break-words font-medium">{entry.email}</p>
                <p className="text-slate-600">
                  {entry.reason} · added {formatDate(entry.createdAt)}
                  {entry.expiresAt ? ` · expires ${formatDate(entry.expiresAt)}` : ""}
                </p>
                {entry.account !== "verified" && (
                  <p className="text-amber-800">{WHITELIST_ACCOUNT_NOTES[entry.account]}</p>
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${entry.email}`}
                onClick={() => remove.mutate(entry.email)}
                disabled={remove.isPending}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function GrantPanel() {
  const users = useAdminUsers();
  const [reason, setReason] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const grant = useAdminMutation<{ id: string; body: GrantTestUserRequest }, TestUserChangeResponse>({
    request: ({ id, body }) => ({
      method: "POST",
      url: `/api/admin/grant-test-user/${encodeURIComponent(id)}`,
      body,
    }),
    successMessage: "Test user access granted",
    failureMessage: "Failed to grant test user access",
  });
  const revoke = useAdminMutation<{ id: string; reason: string }, TestUserChangeResponse>({
    request: ({ id, reason: why }) => ({
      method: "POST",
      url: `/api/admin/revoke-test-user/${encodeURIComponent(id)}`,
      body: { reason: why },
    }),
    successMessage: "Test user access revoked",
    failureMessage: "Failed to revoke test user access",
  });
  const regularUsers = (users.data ?? []).filter((user) => !user.isTestUser).slice(0, GRANT_LIST_SIZE);
  const testUsers = (users.data ?? []).filter((user) => user.isTestUser);

  function withReason(action: (why: string) => void) {
    if (!reason.trim()) {
      showValidationMessage("Please provide a reason");
      return;
    }
    action(reason.trim());
  }

  return (
    <Panel title="Grant or Revoke Test Access">
      <div className="grid gap-3">
        <TextField
          label="Reason"
          hint="Recorded in Support Actions with each grant or revoke."
          value={reason}
          onChange={setReason}
        />
        <TextField
          label="Access expires on (optional)"
          hint="For grants; leave empty for no expiry."
          type="date"
          value={expiresOn}
          onChange={setExpiresOn}
        />
      </div>
      <UserList
        title={`Regular users (first ${GRANT_LIST_SIZE})`}
        users={regularUsers}
        emptyText={
          users.isError ? "Could not load the users." : users.isLoading ? "Loading..." : "No regular users."
        }
        describe={(user) => user.email}
        action={(user) => (
          <Button
            size="sm"
            aria-label={`Grant test access to ${user.email}`}
            disabled={grant.isPending}
            onClick={() =>
              withReason((why) =>
                grant.mutate({ id: user.id, body: { reason: why, expiresAt: endOfDay(expiresOn) } }),
              )
            }
          >
            Grant Test Access
          </Button>
        )}
      />
      <UserList
        title="Test users"
        users={testUsers}
        emptyText={users.isLoading ? "Loading..." : "No test users."}
        describe={(user) =>
          `${user.email} · ${user.testUserExpiresAt ? `until ${formatDate(user.testUserExpiresAt)}` : "no expiry"}`
        }
        action={(user) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Revoke test access of ${user.email}`}
            disabled={revoke.isPending}
            onClick={() => withReason((why) => revoke.mutate({ id: user.id, reason: why }))}
          >
            Revoke
          </Button>
        )}
      />
    </Panel>
  );
}

/** A titled list of users, each with one action button. */
function UserList(props: {
  title: string;
  users: AdminUser[];
  emptyText: string;
  describe: (user: AdminUser) => string;
  action: (user: AdminUser) => ReactNode;
}) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{props.title}</h3>
      {props.users.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{props.emptyText}</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-label={props.title.replace(/ \(.*\)$/, "")}>
          {props.users.map((user) => (
            <li
              key={user.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium">{user.displayName}</p>
                <p className="break-words text-slate-600">{props.describe(user)}</p>
              </div>
              {props.action(user)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
