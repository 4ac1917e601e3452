/**
 * Session History on the account (paid plans, docs/decisions/015-paid-plan-features.md): the
 * conversations the tutor answered, from the server, on any device. Without the feature, a short
 * note says which plans include it and how to get it.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import type {
  ConversationDetail,
  ConversationPage,
  ConversationSummary,
} from "../../../contracts/plan-features";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import { MODE_LABELS, TUTOR_MODES, type TutorMode } from "../../../contracts/taxonomy";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { getQueryFn, requestJson } from "../../lib/request";
import { toast } from "../../lib/toast-store";
import { EMPTY_PROGRESS, type TutorSessionRecord } from "./tutor-session";

const CONVERSATIONS_KEY = "/api/history/conversations";

const isTutorMode = (mode: string): mode is TutorMode => (TUTOR_MODES as readonly string[]).includes(mode);

/** The list of the account's conversations; choosing one opens it in the tutor. */
export function AccountConversations({ onOpen }: { onOpen: (session: TutorSessionRecord) => void }) {
  const status = useQuery<SubscriptionStatusResponse | null>({
    queryKey: [SUBSCRIPTION_STATUS_KEY],
    queryFn: getQueryFn<SubscriptionStatusResponse>({ on401: "throw" }),
    staleTime: 5 * 60 * 1000,
  });
  const included = status.data?.features.includes("session-history") ?? false;
  const conversations = useQuery<ConversationPage | null>({
    queryKey: [CONVERSATIONS_KEY],
    queryFn: getQueryFn({ on401: "throw" }),
    enabled: included,
  });
  const [opening, setOpening] = useState<string | null>(null);

  if (!status.data) return null;
  if (!included) {
    return (
      <p className="text-sm text-slate-600">
        Every conversation kept on your account, on any device, comes with Base Plan, Premium Plan and Premium
        Plus.{" "}
        <Link href="/checkout" className="font-medium text-brand-700 underline">
          See plans
        </Link>
      </p>
    );
  }

  async function open(summary: ConversationSummary) {
    setOpening(summary.id);
    try {
      const detail = await requestJson<ConversationDetail>("GET", `${CONVERSATIONS_KEY}/${summary.id}`);
      if (!isTutorMode(detail.mode)) return;
      const firstQuestion = detail.messages.find((message) => message.role === "user")?.content ?? "";
      onOpen({
        id: `account-${detail.id}`,
        mode: detail.mode,
        topic: detail.topic,
        level: detail.level as TutorSessionRecord["level"],
        problemText: detail.mode === "solve" || detail.mode === "analyze" ? firstQuestion : "",
        history: detail.messages.map(({ role, content }) => ({ role, content })),
        progress: EMPTY_PROGRESS,
        updatedAt: Date.now(),
        serverSessionId: detail.id,
      });
    } catch {
      toast({
        title: "Could not open the conversation",
        description: "Please try again.",
        variant: "destructive",
      });
    } finally {
      setOpening(null);
    }
  }

  const list = conversations.data?.conversations ?? [];
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">On your account</h3>
      {conversations.isLoading && <p className="text-sm text-slate-600">Loading your conversations...</p>}
      {conversations.isError && (
        <p className="text-sm text-red-800">Your conversations could not be loaded.</p>
      )}
      {conversations.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600">Conversations you have with the tutor are kept here.</p>
      )}
      {list.length > 0 && (
        <ul className="grid gap-2" aria-label="Conversations on your account">
          {list.map((summary) => (
            <li key={summary.id}>
              <button
                type="button"
                disabled={opening !== null}
                onClick={() => void open(summary)}
                className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:border-brand-600 disabled:opacity-60"
              >
                <span className="block font-medium">
                  {isTutorMode(summary.mode) ? MODE_LABELS[summary.mode] : summary.mode}
                </span>
                <span className="block truncate text-slate-600">
                  {summary.firstMessage ?? "(no message)"}
                </span>
                <span className="block text-xs text-slate-500">
                  {new Date(summary.updatedAt).toLocaleString()}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
