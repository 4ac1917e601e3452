/**
 * The user selector: a search by email, name or id (from the third character) over any number of
 * users, the newest users listed before anything is typed.
 */
import { useEffect, useState } from "react";
import { USER_SEARCH_MIN_CHARACTERS } from "../../../contracts/admin-limits";
import type { TrackingUser } from "../../../contracts/tracking";
import { Panel } from "../../ui/panel";
import { UserChoice } from "../../ui/user-choice";
import { useTrackingUsers } from "./tracking-api";
import { Notice } from "./tracking-parts";

/** Waits until typing pauses, so a search is not sent for every key. */
function useSettledText(text: string, delayMs = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

export function UserSelector(props: {
  selected: TrackingUser | null;
  onSelect: (user: TrackingUser) => void;
}) {
  const [text, setText] = useState("");
  const settled = useSettledText(text);
  const searching = settled.trim().length >= USER_SEARCH_MIN_CHARACTERS;
  const users = useTrackingUsers(searching ? settled : "");
  const found = users.data ?? [];

  return (
    <Panel title="Select a User">
      <label htmlFor="tracking-user-search" className="text-sm font-medium text-slate-800">
        Search users
      </label>
      <input
        id="tracking-user-search"
        type="search"
        autoComplete="off"
        aria-describedby="tracking-user-search-hint"
        placeholder="e.g. ada@example.com"
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-600"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p id="tracking-user-search-hint" className="mt-1 text-xs text-slate-500">
        Email, name or user ID; the search starts from 3 characters. Before that, the newest users are listed.
      </p>
      <div className="mt-3" aria-live="polite">
        {users.isError ? (
          <Notice tone="error">The users could not be loaded. Please try again.</Notice>
        ) : users.isLoading ? (
          <Notice>Loading users...</Notice>
        ) : found.length === 0 ? (
          <Notice>{searching ? `No users match "${settled.trim()}".` : "There are no users yet."}</Notice>
        ) : (
          <ul
            className="grid max-h-72 gap-2 overflow-y-auto pr-1"
            aria-label={searching ? "Matching users" : "Newest users"}
          >
            {found.map((user) => {
              const role =
                user.role === "user" ? "Student" : user.role === "developer" ? "Developer" : "Admin";
              return (
                <li key={user.id}>
                  <UserChoice
                    displayName={user.displayName}
                    email={user.email}
                    detail={`${role}${user.subscription ? ` · ${user.subscription.planName}` : ""}`}
                    selected={props.selected?.id === user.id}
                    onChoose={() => props.onSelect(user)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Panel>
  );
}
