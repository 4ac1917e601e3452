/**
 * The tutor screen's state and actions (tutor-experience.md section 4): mode, level, problem,
 * conversation, step progress, streaming, saving and restoring the session.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CourseLevel, TutorMode } from "../../../contracts/taxonomy";
import type { ChatMessage, PerFeatures, Verification } from "../../../contracts/tutor";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { toast } from "../../lib/toast-store";
import { callTutor, TutorCallError, type TutorCallResult } from "./tutor-api";
import {
  addToSessionHistory,
  clearCurrentSession,
  DEFAULT_TOTAL_STEPS,
  EMPTY_PROGRESS,
  FIRST_STEP_HINT,
  loadCurrentSession,
  type StepProgress,
  saveCurrentSession,
  type TutorSessionRecord,
} from "./tutor-session";

export interface TutorMessage extends ChatMessage {
  verification?: Verification;
}

/** The per-feature switches start off on the main screen; confidence starts at 3. */
export const MAIN_SCREEN_FEATURES: PerFeatures = {
  showMisconceptions: false,
  confidenceRating: 3,
  requestErrorAnalysis: false,
  requestConceptualWarmup: false,
};

function newRecordId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Date.now());
}

/** Everything the tutor screen shows and does. */
export function useTutor() {
  const queryClient = useQueryClient();
  const restored = useRef(loadCurrentSession(localStorage)).current;
  const [recordId, setRecordId] = useState(restored?.id ?? newRecordId());
  const [mode, setModeState] = useState<TutorMode>(restored?.mode ?? "concept");
  const [level, setLevel] = useState<CourseLevel | "">(restored?.level ?? "");
  const [problemText, setProblemText] = useState(restored?.problemText ?? "");
  const [studentWork, setStudentWork] = useState("");
  const [studentWorkImage, setStudentWorkImage] = useState<File | null>(null);
  const [problemInWork, setProblemInWork] = useState(false);
  const [history, setHistory] = useState<TutorMessage[]>(restored?.history ?? []);
  const [response, setResponse] = useState<{ reply: string; verification?: Verification } | null>(() => {
    const last = restored?.history.at(-1);
    return restored &&
      (restored.mode === "solve" || restored.mode === "analyze") &&
      last?.role === "assistant"
      ? { reply: last.content }
      : null;
  });
  const [progress, setProgress] = useState<StepProgress>(restored?.progress ?? EMPTY_PROGRESS);
  const [sessionId, setSessionId] = useState<string | undefined>(restored?.serverSessionId);
  const [perFeatures, setPerFeatures] = useState<PerFeatures>(MAIN_SCREEN_FEATURES);
  const [loading, setLoading] = useState(false);
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const record = useCallback(
    (overrides: Partial<TutorSessionRecord> = {}): TutorSessionRecord => ({
      id: recordId,
      mode,
      topic: "Physics",
      level,
      problemText,
      history,
      progress,
      updatedAt: Date.now(),
      serverSessionId: sessionId,
      ...overrides,
    }),
    [recordId, mode, level, problemText, history, progress, sessionId],
  );

  // Keep the stored current session in step with what is on screen.
  useEffect(() => {
    if (!problemText && history.length === 0) return;
    saveCurrentSession(localStorage, record());
  }, [problemText, history, record]);

  const clearConversation = useCallback(() => {
    setHistory([]);
    setResponse(null);
    setProgress(EMPTY_PROGRESS);
    setSessionId(undefined);
  }, []);

  /** Changing mode clears the response, the history and the step progress. */
  const setMode = useCallback(
    (next: TutorMode) => {
      if (next === mode) return;
      abortRef.current?.abort();
      setModeState(next);
      clearConversation();
    },
    [mode, clearConversation],
  );

  /** Reset: clears response, history, problem, work, image, session id and progress, and the stored session. */
  const reset = useCallback(() => {
    abortRef.current?.abort();
    clearConversation();
    setProblemText("");
    setStudentWork("");
    setStudentWorkImage(null);
    setRecordId(newRecordId());
    clearCurrentSession(localStorage);
  }, [clearConversation]);

  /** Calls the tutor; `continueSession` is the server conversation to append to (none for a new one). */
  async function run(
    conversation: TutorMessage[],
    continueSession: string | undefined,
  ): Promise<TutorCallResult | null> {
    if (!level) return null;
    const controller = new AbortController();
    abortRef.current = controller;
    setLoading(true);
    setStreamingText("");
    try {
      const result = await callTutor(
        {
          mode,
          level,
          problem: problemText,
          history: conversation.map(({ role, content }) => ({ role, content })),
          studentWork,
          studentWorkImage,
          problemInWork,
          perFeatures,
          sessionId: continueSession,
        },
        (delta) => setStreamingText((current) => (current ?? "") + delta),
        // A retried call starts its reply afresh.
        () => setStreamingText(""),
        controller.signal,
      );
      if (result.sessionId) setSessionId(result.sessionId);
      if (result.sessionReturned) {
        toast({
          title: "Session given back",
          description: "Vector could not solve this problem, so this reply cost you no session.",
        });
      }
      void queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] });
      return result;
    } catch (error) {
      if (controller.signal.aborted) {
        toast({ title: "Stopped", description: "The reply was stopped; this message cost no session." });
      } else if (error instanceof TutorCallError) {
        toast({ title: error.title, description: error.message, variant: "destructive" });
      } else {
        toast({ title: "Something went wrong", description: String(error), variant: "destructive" });
      }
      return null;
    } finally {
      setLoading(false);
      setStreamingText(null);
      abortRef.current = null;
    }
  }

  /** Submits the problem form: saves the session, then calls the mode's endpoint. */
  async function submit() {
    if (!level || loading) return;
    if (mode !== "analyze" && !problemText.trim()) return;
    if (mode === "analyze" && !studentWork.trim() && !studentWorkImage) return;
    if (mode === "analyze" && !problemInWork && !problemText.trim()) return;
    saveCurrentSession(localStorage, record());

    if (mode === "concept" || mode === "step") {
      const conversation: TutorMessage[] = [{ role: "user", content: problemText.trim() }];
      setHistory(conversation);
      setSessionId(undefined);
      if (mode === "step") {
        setProgress({
          completed: false,
          currentStep: 1,
          totalSteps: DEFAULT_TOTAL_STEPS,
          nextHint: FIRST_STEP_HINT,
        });
      }
      const result = await run(conversation, undefined);
      if (!result) return;
      setHistory([
        ...conversation,
        { role: "assistant", content: result.reply, verification: result.verification },
      ]);
      if (mode === "step") applyStep(result);
      return;
    }

    setResponse(null);
    const userContent = mode === "analyze" ? studentWork.trim() || "(photo of my work)" : problemText.trim();
    const result = await run([{ role: "user", content: userContent }], undefined);
    if (!result) return;
    setResponse({ reply: result.reply, verification: result.verification });
    setHistory([
      { role: "user", content: userContent },
      { role: "assistant", content: result.reply, verification: result.verification },
    ]);
    if (mode === "analyze") setProgress((current) => ({ ...current, completed: true }));
  }

  function applyStep(result: TutorCallResult) {
    setProgress({
      completed: result.isComplete ?? false,
      currentStep: result.currentStep ?? 1,
      totalSteps: result.totalSteps ?? DEFAULT_TOTAL_STEPS,
      nextHint: result.stepDescription ?? "",
    });
  }

  /** Sends a follow-up in a conversation; blank messages are ignored. */
  async function sendFollowUp(text: string): Promise<boolean> {
    if (!text.trim() || loading) return false;
    const conversation: TutorMessage[] = [...history, { role: "user", content: text.trim() }];
    setHistory(conversation);
    const result = await run(conversation, sessionId);
    if (!result) {
      setHistory(history);
      return false;
    }
    setHistory([
      ...conversation,
      { role: "assistant", content: result.reply, verification: result.verification },
    ]);
    if (mode === "step") applyStep(result);
    return true;
  }

  /** Adds the session to the local history ("Session Saved"). */
  function save() {
    addToSessionHistory(localStorage, record());
    toast({ title: "Session Saved", description: "You can find it in your session history." });
  }

  /** Opens a saved session. */
  function restore(saved: TutorSessionRecord) {
    abortRef.current?.abort();
    setRecordId(saved.id);
    setModeState(saved.mode);
    setLevel(saved.level);
    setProblemText(saved.problemText);
    setHistory(saved.history);
    setProgress(saved.progress);
    setSessionId(saved.serverSessionId);
    const last = saved.history.at(-1);
    setResponse(
      (saved.mode === "solve" || saved.mode === "analyze") && last?.role === "assistant"
        ? { reply: last.content }
        : null,
    );
  }

  return {
    mode,
    setMode,
    level,
    setLevel,
    problemText,
    setProblemText,
    studentWork,
    setStudentWork,
    studentWorkImage,
    setStudentWorkImage,
    problemInWork,
    setProblemInWork,
    perFeatures,
    setPerFeatures,
    history,
    response,
    progress,
    loading,
    streamingText,
    stop: () => abortRef.current?.abort(),
    submit,
    sendFollowUp,
    reset,
    save,
    restore,
    record,
  };
}

export type TutorController = ReturnType<typeof useTutor>;
