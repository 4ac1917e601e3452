/**
 * Template Problems: choose a level, a topic area and a subtopic, find problems from the
 * engine's bank, and load one into the editor.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { GeneratedProblemCard } from "../../../contracts/problems";
import type { SubscriptionStatusResponse } from "../../../contracts/subscription";
import { COURSE_LEVEL_LABELS, COURSE_LEVELS, type CourseLevel, TOPICS } from "../../../contracts/taxonomy";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { getQueryFn, requestJson } from "../../lib/request";
import { Button } from "../../ui/button";
import { RenderedMath } from "./rendered-math";

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:bg-slate-100 disabled:text-slate-400";

/** The panel; choosing a problem calls onChoose with its text and the course level it was made for. */
export function TemplateProblemsPanel({
  onChoose,
}: {
  onChoose: (content: string, level: CourseLevel) => void;
}) {
  const [level, setLevel] = useState<CourseLevel | "">("");
  const [topic, setTopic] = useState("");
  const [subtopic, setSubtopic] = useState("");
  const [problems, setProblems] = useState<GeneratedProblemCard[]>([]);
  // The level the problems on show were found for (the select may have moved on since).
  const [problemsLevel, setProblemsLevel] = useState<CourseLevel | "">("");
  const [loading, setLoading] = useState(false);
  const [extended, setExtended] = useState(false);
  const ids = { level: useId(), topic: useId(), subtopic: useId(), extended: useId() };
  const status = useQuery<SubscriptionStatusResponse | null>({
    queryKey: [SUBSCRIPTION_STATUS_KEY],
    queryFn: getQueryFn<SubscriptionStatusResponse>({ on401: "throw" }),
    staleTime: 5 * 60 * 1000,
  });
  const hasExtendedLibrary = status.data?.features.includes("extended-problem-library") ?? false;
  const subtopics = TOPICS.find((entry) => entry.id === topic)?.subtopics ?? [];

  async function findProblems() {
    if (!level || !topic || !subtopic) return;
    setLoading(true);
    try {
      const cards = await requestJson<GeneratedProblemCard[]>("POST", "/api/generate-problems", {
        topic,
        subtopic,
        courseLevel: level,
        ...(extended && hasExtendedLibrary ? { library: "extended" } : {}),
      });
      setProblems(cards);
      setProblemsLevel(level);
    } catch {
      window.alert("Failed to generate problems. Please try again.");
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="grid gap-3">
      <label htmlFor={ids.level} className="text-sm font-medium">
        Problem level
        <select
          id={ids.level}
          className={selectClass}
          value={level}
          onChange={(event) => {
            setLevel(event.target.value as CourseLevel);
            setProblems([]);
          }}
        >
          <option value="">Choose a level</option>
          {COURSE_LEVELS.map((value) => (
            <option key={value} value={value}>
              {COURSE_LEVEL_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.topic} className="text-sm font-medium">
        Topic area
        <select
          id={ids.topic}
          className={selectClass}
          value={topic}
          disabled={!level}
          onChange={(event) => {
            setTopic(event.target.value);
            setSubtopic("");
            setProblems([]);
          }}
        >
          <option value="">Choose a topic area</option>
          {TOPICS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.subtopic} className="text-sm font-medium">
        Subtopic
        <select
          id={ids.subtopic}
          className={selectClass}
          value={subtopic}
          disabled={!topic}
          onChange={(event) => setSubtopic(event.target.value)}
        >
          <option value="">Choose a subtopic</option>
          {subtopics.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {hasExtendedLibrary ? (
        <label htmlFor={ids.extended} className="flex items-start gap-2 text-sm">
          <input
            id={ids.extended}
            type="checkbox"
            className="mt-1"
            checked={extended}
            onChange={(event) => setExtended(event.target.checked)}
          />
          <span>Extended Problem Library: up to 10 problems, harder levels included</span>
        </label>
      ) : (
        status.data && (
          <p className="text-xs text-slate-600">
            The Extended Problem Library (up to 10 problems a set, harder levels included) comes with Premium
            Plan and Premium Plus.
          </p>
        )
      )}
      <Button onClick={() => void findProblems()} disabled={!level || !topic || !subtopic || loading}>
        {loading ? "Finding..." : "Find Problems"}
      </Button>
      {problems.length > 0 && (
        <ul className="grid gap-2" aria-label="Generated problems">
          {problems.map((problem) => (
            <li key={problem.id}>
              <button
                type="button"
                onClick={() => {
                  if (problemsLevel) onChoose(problem.content, problemsLevel);
                }}
                className="w-full rounded-xl border border-slate-200 p-3 text-left text-sm hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="block font-semibold">{problem.title}</span>
                <span className="mt-1 block text-slate-700">
                  <RenderedMath text={problem.content} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
