/**
 * AI Memory: what the tutor remembers of the user (level, preferred mode, confidence out of 5,
 * topics mastered and the mastery per subtopic behind that count) and their stored conversations.
 */

import { useQuery } from "@tanstack/react-query";
import { COURSE_LEVEL_LABELS, MODE_LABELS, TOPICS } from "../../../contracts/taxonomy";
import type { Thread } from "../../../contracts/tracking";
import { getQueryFn } from "../../lib/request";
import { Panel } from "../../ui/panel";
import { useLearnerMemory } from "./tracking-api";
import { formatMoment } from "./tracking-format";
import { Figures, Notice } from "./tracking-parts";

const SUBTOPIC_NAMES = new Map<string, string>(
  TOPICS.flatMap((topic) => topic.subtopics.map((subtopic) => [subtopic.id, subtopic.name] as const)),
);

function labelOf(labels: Record<string, string>, value: string | null): string {
  if (!value) return "Not known yet";
  return labels[value] ?? value;
}

export function MemoryTab(props: { userId: string }) {
  const memory = useLearnerMemory(props.userId);
  const data = memory.data;
  return (
    <div className="grid gap-4">
      <Panel title="AI Memory">
        {memory.isError ? (
          <Notice tone="error">The AI memory could not be loaded.</Notice>
        ) : !data ? (
          <Notice>Loading the AI memory...</Notice>
        ) : (
          <>
            <Figures
              items={[
                ["Education level", labelOf(COURSE_LEVEL_LABELS, data.userLevel)],
                ["Preferred mode", labelOf(MODE_LABELS, data.preferredMode)],
                ["Confidence", `${data.confidenceRating} / 5`],
                ["Topics mastered", String(data.topicsMastered.length)],
              ]}
            />
            <h3 className="mt-5 text-base font-semibold">Mastery by subtopic</h3>
            {data.mastery.length === 0 ? (
              <Notice>No subtopic practised yet.</Notice>
            ) : (
              <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Mastery by subtopic">
                {data.mastery.map((entry) => (
                  <li
                    key={entry.subtopic}
                    className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 break-words">
                      {SUBTOPIC_NAMES.get(entry.subtopic) ?? entry.subtopic}
                    </span>
                    <span
                      className={
                        entry.mastered
                          ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
                          : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                      }
                    >
                      {entry.mastered ? "Mastered" : "Practising"}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-xs text-slate-500">
              {data.updatedAt
                ? `Last updated ${formatMoment(data.updatedAt)}.`
                : "The tutor has not answered this user yet."}
            </p>
          </>
        )}
      </Panel>
      <Conversations userId={props.userId} />
    </div>
  );
}

function Conversations(props: { userId: string }) {
  const thread = useQuery<Thread | null>({
    queryKey: [`/api/assistant/thread/${encodeURIComponent(props.userId)}`],
    queryFn: getQueryFn<Thread>({ on401: "throw" }),
    retry: false,
  });
  const conversations = thread.data?.conversations ?? [];
  return (
    <Panel title="Stored Conversations">
      {thread.isError ? (
        <Notice tone="error">The conversations could not be loaded.</Notice>
      ) : thread.isLoading ? (
        <Notice>Loading conversations...</Notice>
      ) : conversations.length === 0 ? (
        <Notice>No stored conversations.</Notice>
      ) : (
        <ul className="grid gap-2">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <summary className="cursor-pointer font-medium">
                  {labelOf(MODE_LABELS, conversation.mode)} · {conversation.topic} ·{" "}
                  {formatMoment(conversation.createdAt)} ({conversation.messages.length} messages)
                </summary>
                <ol className="mt-2 grid gap-2">
                  {conversation.messages.map((message, index) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: messages of a stored conversation never move, so their place identifies them
                      key={index}
                      className={
                        message.role === "user" ? "rounded bg-brand-50 p-2" : "rounded bg-slate-50 p-2"
                      }
                    >
                      <span className="block text-xs font-semibold text-slate-600">
                        {message.role === "user" ? "Student" : "Tutor"}
                      </span>
                      <span className="whitespace-pre-wrap break-words">{message.content}</span>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
