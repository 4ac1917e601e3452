/**
 * The saved sessions (latest 20), newest first; choosing one opens it.
 */
import { useMemo } from "react";
import { MODE_LABELS } from "../../../contracts/taxonomy";
import { type AccountStorage, loadSessionHistory, type TutorSessionRecord } from "./tutor-session";

/** The signed-in student's list; `version` changes when a session is saved, so the list re-reads storage. */
export function SessionHistoryPanel({
  storage,
  onOpen,
  version,
}: {
  storage: AccountStorage;
  onOpen: (session: TutorSessionRecord) => void;
  version: number;
}) {
  // Read when the list may have changed, not on every render of the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says when storage changed
  const sessions = useMemo(() => loadSessionHistory(storage), [storage, version]);
  if (sessions.length === 0) {
    return (
      <p className="text-sm text-slate-600">Saved sessions appear here. Use Save on a reply to keep it.</p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Saved sessions">
      {sessions.map((session) => (
        <li key={session.id}>
          <button
            type="button"
            onClick={() => onOpen(session)}
            className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:border-brand-600"
          >
            <span className="block font-medium">{MODE_LABELS[session.mode]}</span>
            <span className="block truncate text-slate-600">
              {session.problemText || "(no problem text)"}
            </span>
            <span className="block text-xs text-slate-500">
              {new Date(session.updatedAt).toLocaleString()}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
