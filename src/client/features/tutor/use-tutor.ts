/**
 * The tutor screen's state and actions (tutor-experience.md section 4): mode, level, problem,
 * conversation, step progress, streaming, saving and restoring the session.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Diagram } from "../../../contracts/diagram";
import type { CourseLevel, TutorMode } from "../../../contracts/taxonomy";
import type { ProblemAttribution } from "../../../contracts/textbook";
import type { ChatMessage, PerFeatures, Verification } from "../../../contracts/tutor";
import { SUBSCRIPTION_STATUS_KEY } from "../../lib/query-keys";
import { startFreeTrial } from "../../lib/start-free-trial";
import { toast } from "../../lib/toast-store";
import { featuresForMode } from "./mode-features";
import { preloadMathRenderer } from "./rendered-math";
import { createStreamingText } from "./streaming-text";
import { callTutor, TutorCallError, type TutorCallResult } from "./tutor-api";
import {
  type AccountStorage,
  addToSessionHistory,
  clearCurrentSession,
  DEFAULT_TOTAL_STEPS,
  EMPTY_PROGRESS,
  FIRST_STEP_HINT,
  loadCurrentSession,
  loadSessionHistory,
  type StepProgress,
  saveCurrentSession,
  type TutorSessionRecord,
} from "./tutor-session";
import type { WorkPhotoStore } from "./work-photo-store";

export interface TutorMessage extends ChatMessage {
  verification?: Verification;
  /** The diagram the reply came with, drawn from the solved quantities. */
  diagram?: Diagram;
}

/** The solution or analysis on screen: the reply, its verification mark and its diagram. */
export interface SolutionResponse {
  reply: string;
  verification?: Verification;
  diagram?: Diagram;
}

/** Longest wait before what is on screen is written to storage. */
const AUTOSAVE_INTERVAL_MS = 300;

/** The per-feature switches start off on the main screen; confidence starts at 3. */
export const MAIN_SCREEN_FEATURES: PerFeatures = {
  showMisconceptions: false,
  confidenceRating: 3,
  requestErrorAnalysis: false,
  requestConceptualWarmup: false,
};

/** What a student would lose: the record's content, without the time it was written. */
function contentOf(
  session: Pick<
    TutorSessionRecord,
    "mode" | "level" | "problemText" | "history" | "problemSource" | "studentWork"
  >,
): string {
  return JSON.stringify([
    session.mode,
    session.level,
    session.problemText,
    session.history,
    session.problemSource ?? null,
    session.studentWork ?? "",
  ]);
}

/** The saved session the student reopened last time, if the screen still shows it unchanged. */
function savedContentOf(storage: AccountStorage, restored: TutorSessionRecord | null): string {
  if (!restored) return contentOf({ mode: "concept", level: "", problemText: "", history: [] });
  const saved = loadSessionHistory(storage).find((entry) => entry.id === restored.id);
  return saved ? contentOf(saved) : "";
}

/** A reply restored from a stored Problem Solver or Work Analysis session, with its verification mark. */
function restoredResponse(session: TutorSessionRecord | null) {
  const last = session?.history.at(-1);
  if (!session || (session.mode !== "solve" && session.mode !== "analyze") || last?.role !== "assistant")
    return null;
  return { reply: last.content, verification: last.verification, diagram: last.diagram };
}

/** A conversation's new reply as stored: its text, its verification mark and its diagram, if any. */
function assistantMessage(result: TutorCallResult): TutorMessage {
  const diagram = result.canvasDiagram;
  return {
    role: "assistant",
    content: result.reply,
    verification: result.verification,
    ...(diagram ? { diagram } : {}),
  };
}

function newRecordId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Date.now());
}

/**
 * Everything the tutor screen shows and does; `storage` is the signed-in student's own (see
 * accountStorage), and `workPhotos` where the photo of their Work Analysis work is kept.
 */
export function useTutor(storage: AccountStorage, workPhotos: WorkPhotoStore) {
  const queryClient = useQueryClient();
  // Read once, on the first render only (a useRef initial value would read storage on every render).
  const [restored] = useState(() => loadCurrentSession(storage));
  const [recordId, setRecordId] = useState(restored?.id ?? newRecordId());
  const [mode, setModeState] = useState<TutorMode>(restored?.mode ?? "concept");
  const [level, setLevel] = useState<CourseLevel | "">(restored?.level ?? "");
  const [problemText, setProblemTextState] = useState(restored?.problemText ?? "");
  // Where an imported problem comes from: shown beside the problem, never sent with its text.
  const [problemSource, setProblemSource] = useState<ProblemAttribution | null>(
    restored?.problemSource ?? null,
  );
  const [studentWork, setStudentWork] = useState(restored?.studentWork ?? "");
  const [studentWorkImage, setStudentWorkImageState] = useState<File | null>(null);
  const [problemInWork, setProblemInWork] = useState(restored?.problemInWork ?? false);
  const [history, setHistory] = useState<TutorMessage[]>(restored?.history ?? []);
  const [response, setResponse] = useState<SolutionResponse | null>(() => restoredResponse(restored));
  const [progress, setProgress] = useState<StepProgress>(restored?.progress ?? EMPTY_PROGRESS);
  const [sessionId, setSessionId] = useState<string | undefined>(restored?.serverSessionId);
  // The problem the conversation on screen is about: asking again about it continues the
  // server's conversation (its session id) instead of starting another.
  const [askedProblem, setAskedProblem] = useState(restored?.problemText ?? "");
  const [perFeatures, setPerFeatures] = useState<PerFeatures>(MAIN_SCREEN_FEATURES);
  const [loading, setLoading] = useState(false);
  // Per token only the streaming message re-renders, not the screen (see streaming-text.ts).
  const [streaming] = useState(createStreamingText);
  // Replies finished since the page opened (announced once each), and those the student asked for
  // from the problem form (the reply then takes focus; a follow-up keeps it in the reply box).
  const [finishedReplies, setFinishedReplies] = useState(0);
  const [repliesToFocus, setRepliesToFocus] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  // Which conversation is on screen: raised whenever it is replaced (mode change, new topic,
  // reset, a saved session opened, a new problem sent), so that a reply, a failure or a stop that
  // arrives later for an earlier conversation changes nothing on screen or in storage.
  const conversationRef = useRef(0);
  // The content as last saved or opened, to tell whether the screen holds unsaved work.
  const [savedContent, setSavedContent] = useState(() => savedContentOf(storage, restored));

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
      ...(problemSource ? { problemSource } : {}),
      ...(studentWork ? { studentWork } : {}),
      ...(problemInWork ? { problemInWork } : {}),
      ...overrides,
    }),
    [
      recordId,
      mode,
      level,
      problemText,
      history,
      progress,
      sessionId,
      problemSource,
      studentWork,
      problemInWork,
    ],
  );

  // The work photo is kept with the session it was chosen in (as the typed work is kept in the
  // session record), so a reload brings it back attached. Choosing, removing or replacing it is
  // what counts: a photo still loading from an earlier visit never replaces one just chosen.
  const photoChosen = useRef(false);
  const setStudentWorkImage = useCallback(
    (photo: File | null) => {
      photoChosen.current = true;
      setStudentWorkImageState(photo);
      void (photo ? workPhotos.keep(recordId, photo) : workPhotos.forget(recordId));
    },
    [workPhotos, recordId],
  );
  const restoredId = restored?.id;
  useEffect(() => {
    if (!restoredId) return;
    let current = true;
    void workPhotos.load(restoredId).then((photo) => {
      if (current && photo && !photoChosen.current) setStudentWorkImageState(photo);
    });
    return () => {
      current = false;
    };
  }, [workPhotos, restoredId]);

  /** Changes the problem text; an emptied editor no longer holds an imported problem. */
  const setProblemText = useCallback((text: string) => {
    setProblemTextState(text);
    if (!text.trim()) setProblemSource(null);
  }, []);

  /** Puts a new problem in the editor, with its source when it comes from a book. */
  const loadProblem = useCallback((text: string, source: ProblemAttribution | null) => {
    setProblemTextState(text);
    setProblemSource(source);
  }, []);

  // Keep the stored current session in step with what is on screen, at most a few times a second
  // (typing and long conversations would otherwise serialise the whole session per keystroke);
  // what is pending is written when the page is hidden or the screen closes.
  const pendingSave = useRef<TutorSessionRecord | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flushSave = useCallback(() => {
    if (saveTimer.current !== null) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    const pending = pendingSave.current;
    pendingSave.current = null;
    if (pending) saveCurrentSession(storage, pending);
  }, [storage]);
  // What the screen opens with is already stored: only changes are saved.
  const openedWithStored = useRef(true);
  // The mode and level a reset left on a blank screen: the stored session it removed stays
  // removed until the student changes something.
  const resetTo = useRef<{ mode: TutorMode; level: CourseLevel | "" } | null>(null);
  useEffect(() => {
    if (openedWithStored.current) {
      openedWithStored.current = false;
      return;
    }
    const blank = !problemText && !studentWork && !studentWorkImage && history.length === 0;
    if (blank && resetTo.current?.mode === mode && resetTo.current.level === level) return;
    resetTo.current = null;
    // A screen emptied by Clear is saved too, or a reload would bring the cleared problem back.
    pendingSave.current = record();
    saveTimer.current ??= setTimeout(flushSave, AUTOSAVE_INTERVAL_MS);
  }, [problemText, studentWork, studentWorkImage, history, mode, level, record, flushSave]);
  useEffect(() => {
    window.addEventListener("pagehide", flushSave);
    return () => {
      window.removeEventListener("pagehide", flushSave);
      flushSave();
    };
  }, [flushSave]);

  const clearConversation = useCallback(() => {
    conversationRef.current += 1;
    setHistory([]);
    setResponse(null);
    setProgress(EMPTY_PROGRESS);
    setSessionId(undefined);
    setAskedProblem("");
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
    loadProblem("", null);
    setStudentWork("");
    // The photo stays kept with the session it belongs to, which a saved copy may open again.
    photoChosen.current = true;
    setStudentWorkImageState(null);
    setRecordId(newRecordId());
    setSavedContent("");
    // A save still waiting would write the cleared session back.
    pendingSave.current = null;
    resetTo.current = { mode, level };
    clearCurrentSession(storage);
  }, [clearConversation, storage, loadProblem, mode, level]);

  /** Calls the tutor; `continueSession` is the server conversation to append to (none for a new one). */
  async function run(
    messages: TutorMessage[],
    continueSession: string | undefined,
  ): Promise<TutorCallResult | null> {
    if (!level) return null;
    // The reply will hold math: its renderer loads while the tutor thinks, not mid-stream.
    preloadMathRenderer();
    const conversation = conversationRef.current;
    const isCurrent = () => conversationRef.current === conversation;
    const controller = new AbortController();
    abortRef.current = controller;
    setLoading(true);
    streaming.set("");
    try {
      const result = await callTutor(
        {
          mode,
          level,
          problem: problemText,
          history: messages.map(({ role, content }) => ({ role, content })),
          studentWork,
          studentWorkImage,
          problemInWork,
          perFeatures: featuresForMode(mode, perFeatures),
          sessionId: continueSession,
        },
        (delta) => {
          if (isCurrent()) streaming.append(delta);
        },
        // A retried call starts its reply afresh.
        () => {
          if (isCurrent()) streaming.set("");
        },
        controller.signal,
      );
      void queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_KEY] });
      if (!isCurrent()) return null;
      if (result.sessionId) setSessionId(result.sessionId);
      if (result.sessionReturned) {
        toast({
          title: "Session given back",
          description: "Vector could not solve or check this one, so this reply cost you no session.",
        });
      }
      return result;
    } catch (error) {
      if (controller.signal.aborted) {
        toast({ title: "Stopped", description: "The reply was stopped; this message cost no session." });
      } else if (error instanceof TutorCallError && error.offers === "start-free-trial") {
        toast({
          title: error.title,
          description: error.message,
          action: { label: "Start Free Trial", onClick: () => void startFreeTrial(queryClient) },
        });
      } else if (error instanceof TutorCallError) {
        toast({ title: error.title, description: error.message, variant: "destructive" });
      } else {
        toast({ title: "Something went wrong", description: String(error), variant: "destructive" });
      }
      return null;
    } finally {
      // A later call may already be running; only the call that is still current clears the state.
      if (abortRef.current === controller) {
        // The streamed text stays as it is: the finished reply takes its place in the same render.
        setLoading(false);
        abortRef.current = null;
      }
    }
  }

  /** Submits the problem form: saves the session, then calls the mode's endpoint. */
  async function submit() {
    if (!level || loading) return;
    if (mode !== "analyze" && !problemText.trim()) return;
    if (mode === "analyze" && !studentWork.trim() && !studentWorkImage) return;
    if (mode === "analyze" && !problemInWork && !problemText.trim()) return;
    saveCurrentSession(storage, record());
    // A failed first call leaves the screen as it was before the send.
    const before = { history, response, progress, sessionId, askedProblem };
    conversationRef.current += 1;
    const sent = conversationRef.current;
    const restoreBefore = () => {
      if (conversationRef.current !== sent) return;
      conversationRef.current += 1;
      setHistory(before.history);
      setResponse(before.response);
      setProgress(before.progress);
      setSessionId(before.sessionId);
      setAskedProblem(before.askedProblem);
    };

    if (mode === "concept" || mode === "step") {
      const conversation: TutorMessage[] = [{ role: "user", content: problemText.trim() }];
      setHistory(conversation);
      setSessionId(undefined);
      setAskedProblem(problemText);
      if (mode === "step") {
        setProgress({
          completed: false,
          currentStep: 1,
          totalSteps: DEFAULT_TOTAL_STEPS,
          nextHint: FIRST_STEP_HINT,
        });
      }
      const result = await run(conversation, undefined);
      if (!result) return restoreBefore();
      setHistory([...conversation, assistantMessage(result)]);
      if (mode === "step") applyStep(result);
      setFinishedReplies((count) => count + 1);
      setRepliesToFocus((count) => count + 1);
      return;
    }

    setResponse(null);
    const userContent = mode === "analyze" ? studentWork.trim() || "(photo of my work)" : problemText.trim();
    const sameProblem = history.length > 0 && askedProblem.trim() === problemText.trim();
    setAskedProblem(problemText);
    const result = await run([{ role: "user", content: userContent }], sameProblem ? sessionId : undefined);
    if (!result) return restoreBefore();
    const diagram = result.canvasDiagram;
    setResponse({ reply: result.reply, verification: result.verification, ...(diagram ? { diagram } : {}) });
    setHistory([
      { role: "user", content: userContent },
      {
        role: "assistant",
        content: result.reply,
        verification: result.verification,
        ...(diagram ? { diagram } : {}),
      },
    ]);
    if (mode === "analyze") setProgress((current) => ({ ...current, completed: true }));
    setFinishedReplies((count) => count + 1);
    setRepliesToFocus((count) => count + 1);
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
    const sent = conversationRef.current;
    const conversation: TutorMessage[] = [...history, { role: "user", content: text.trim() }];
    setHistory(conversation);
    const result = await run(conversation, sessionId);
    // The student moved on to another conversation: nothing of this one comes back.
    if (conversationRef.current !== sent) return true;
    if (!result) {
      setHistory(history);
      return false;
    }
    setHistory([...conversation, assistantMessage(result)]);
    if (mode === "step") applyStep(result);
    setFinishedReplies((count) => count + 1);
    return true;
  }

  /** Adds the session to the local history ("Session Saved"). */
  function save() {
    const saved = record();
    addToSessionHistory(storage, saved);
    setSavedContent(contentOf(saved));
    toast({ title: "Session Saved", description: "You can find it in your session history." });
  }

  /** Whether the screen holds work that opening another session would lose. */
  function hasUnsavedWork(): boolean {
    const hasWork = problemText.trim() || studentWork.trim() || studentWorkImage || history.length > 0;
    return (
      Boolean(hasWork) &&
      contentOf({
        mode,
        level,
        problemText,
        history,
        problemSource: problemSource ?? undefined,
        studentWork,
      }) !== savedContent
    );
  }

  /** Opens a saved session in place of what is on screen (ask first when that is unsaved work). */
  function restore(saved: TutorSessionRecord) {
    abortRef.current?.abort();
    conversationRef.current += 1;
    const openedConversation = conversationRef.current;
    setSavedContent(contentOf(saved));
    setStudentWork(saved.studentWork ?? "");
    // The photo kept for the session opened comes back with it; another session's stays kept.
    photoChosen.current = true;
    setStudentWorkImageState(null);
    const opened = saved.id;
    void workPhotos.load(opened).then((photo) => {
      if (photo && conversationRef.current === openedConversation) setStudentWorkImageState(photo);
    });
    setProblemInWork(saved.problemInWork ?? false);
    setRecordId(saved.id);
    setModeState(saved.mode);
    setLevel(saved.level);
    loadProblem(saved.problemText, saved.problemSource ?? null);
    setHistory(saved.history);
    setProgress(saved.progress);
    setSessionId(saved.serverSessionId);
    setAskedProblem(saved.problemText);
    setResponse(restoredResponse(saved));
  }

  return {
    mode,
    setMode,
    level,
    setLevel,
    problemText,
    setProblemText,
    problemSource,
    loadProblem,
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
    streaming,
    finishedReplies,
    repliesToFocus,
    stop: () => abortRef.current?.abort(),
    submit,
    sendFollowUp,
    reset,
    save,
    restore,
    hasUnsavedWork,
    record,
  };
}

export type TutorController = ReturnType<typeof useTutor>;
