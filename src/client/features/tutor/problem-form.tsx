/**
 * The problem input form: course level, the problem (typed, photographed or pasted), in Work
 * Analysis the student's work and where the problem statement is, and the submit button.
 */
import { Eraser, ImageUp, X } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  COURSE_LEVEL_LABELS,
  COURSE_LEVELS,
  type CourseLevel,
  type TutorMode,
} from "../../../contracts/taxonomy";
import { toast } from "../../lib/toast-store";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { extractImageText, isImageFile } from "./image-upload";
import { type PreparedPhoto, preparePhoto } from "./prepare-photo";
import { ProblemSource } from "./problem-source";
import type { TutorController } from "./use-tutor";

export const LEVEL_WARNING = "Please select a course level before asking for help from Vector";

const PLACEHOLDERS: Record<TutorMode, string> = {
  concept: "Ask about a physics idea, e.g. Why do heavy and light objects fall at the same rate?",
  solve:
    "Type or paste a physics problem, e.g. A car accelerates from rest at 3 m/s² for 8 s. How far does it go?",
  step: "Enter the problem you want to work through step by step",
  analyze: "Paste the original problem here",
};

/** The label of the problem field by mode (and, in Work Analysis, by where the problem is). */
export function problemLabel(mode: TutorMode, problemInWork: boolean): string {
  if (mode === "concept") return "Physics Question";
  if (mode === "analyze")
    return problemInWork ? "Original Problem (Optional)" : "Original Problem (Required)";
  return "Physics Problem";
}

/** Whether the form may be submitted (tutor-experience.md section 4). */
export function canSubmit(
  tutor: Pick<
    TutorController,
    "mode" | "loading" | "problemText" | "studentWork" | "studentWorkImage" | "problemInWork"
  >,
) {
  if (tutor.loading) return false;
  if (tutor.mode !== "analyze") return tutor.problemText.trim().length > 0;
  const hasWork = tutor.studentWork.trim().length > 0 || tutor.studentWorkImage !== null;
  return hasWork && (tutor.problemInWork || tutor.problemText.trim().length > 0);
}

const textareaClass =
  "block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base leading-relaxed focus:border-brand-600";

/** The form; `mathHelper` renders the Math Helper button for the focused field. */
export function ProblemForm(props: {
  tutor: TutorController;
  mathHelper: (insert: (text: string) => void) => ReactNode;
}) {
  const { tutor } = props;
  const levelId = useId();
  const levelWarningId = useId();
  const problemId = useId();
  const problemSourceId = useId();
  const workId = useId();
  const problemRef = useRef<HTMLTextAreaElement>(null);
  const workRef = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<"problem" | "work">("problem");
  const photoInput = useRef<HTMLInputElement>(null);
  const workPhotoInput = useRef<HTMLInputElement>(null);
  // The screen as it is now, for code that resumes after reading a photo.
  const latest = useRef(tutor);
  latest.current = tutor;
  const [reading, setReading] = useState<AbortController | null>(null);
  // Text read from a problem photo while the student typed: offered, never written over their text.
  const [offeredText, setOfferedText] = useState<string | null>(null);

  /** Inserts text at the cursor of a field (by default the last focused one). */
  function insertAtCursor(text: string, field: "problem" | "work" = lastFocused.current) {
    const target = field === "work" && workRef.current ? workRef.current : problemRef.current;
    if (!target) return;
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? start;
    const next = target.value.slice(0, start) + text + target.value.slice(end);
    if (target === workRef.current) tutor.setStudentWork(next);
    else tutor.setProblemText(next);
    requestAnimationFrame(() => {
      target.focus();
      target.setSelectionRange(start + text.length, start + text.length);
    });
  }

  async function uploadProblemPhoto(file: File | undefined) {
    if (!file) return;
    const prepared = await preparePhoto(file);
    if (!prepared.ok) {
      toast({ title: "Image Analysis Failed", description: prepared.reason, variant: "destructive" });
      return;
    }
    const before = tutor.problemText;
    const text = await readPhoto(prepared.file, { successToast: false });
    if (!text) return;
    const now = latest.current.problemText;
    if (now !== before && now.trim()) {
      setOfferedText(text);
      return;
    }
    tutor.setProblemText(now.trim() ? `${now.trim()}\n${text}` : text);
    toast({
      title: "Image Analyzed Successfully",
      description: `${convertedNote(prepared)}The text is in the editor; check it before you ask.`,
    });
  }

  /** Reads a photo's text with a visible progress state that Cancel ends. */
  async function readPhoto(file: File, options: { quiet?: boolean; successToast?: boolean }) {
    reading?.abort();
    const controller = new AbortController();
    setReading(controller);
    setOfferedText(null);
    try {
      const text = await extractImageText(file, { ...options, signal: controller.signal });
      return controller.signal.aborted ? null : text;
    } finally {
      setReading((current) => (current === controller ? null : current));
    }
  }

  async function uploadWorkPhoto(file: File | undefined) {
    if (!file) return;
    // Refused now, not when help is asked: the server reads PNG, JPEG and WebP photos only.
    const prepared = await preparePhoto(file);
    if (!prepared.ok) {
      toast({ title: "Image Upload Failed", description: prepared.reason, variant: "destructive" });
      return;
    }
    tutor.setStudentWorkImage(prepared.file);
    // One toast: the photo is attached whatever the reading gives; the text read, if any, is shown to check.
    const text = await readPhoto(prepared.file, { quiet: true });
    // Work typed while the photo was being read is kept.
    if (text) tutor.setStudentWork((current) => (current.trim() ? current : text));
    toast({
      title: "Student Work Image Uploaded",
      description: `${convertedNote(prepared)}${
        text
          ? "It will be sent to Vector when you ask for help. Check the text read from it below."
          : "It will be sent to Vector when you ask for help. Its text could not be read here, so type your work too if you can."
      }`,
    });
  }

  const isAnalyze = tutor.mode === "analyze";
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void tutor.submit();
      }}
      data-tour="input-methods"
    >
      <div>
        <label htmlFor={levelId} className="text-sm font-medium">
          Course level
        </label>
        <select
          id={levelId}
          value={tutor.level}
          onChange={(event) => tutor.setLevel(event.target.value as CourseLevel)}
          aria-describedby={tutor.level ? undefined : levelWarningId}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">Select your course level</option>
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {COURSE_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
        {!tutor.level && (
          // Described on the field rather than announced as an alert: it is there from the start.
          <p
            id={levelWarningId}
            className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {LEVEL_WARNING}
          </p>
        )}
      </div>

      {isAnalyze && (
        <fieldset>
          <legend className="text-sm font-medium">Problem Statement Location</legend>
          <RadioGroup.Root
            aria-label="Problem Statement Location"
            value={tutor.problemInWork ? "in-work" : "separate"}
            onValueChange={(value) => tutor.setProblemInWork(value === "in-work")}
            orientation="horizontal"
            className="mt-1 inline-flex rounded-lg border border-slate-300 bg-white p-1"
          >
            {[
              { value: "separate", label: "Separate" },
              { value: "in-work", label: "In Work" },
            ].map((option) => (
              <RadioGroup.Item
                key={option.value}
                value={option.value}
                className="rounded-md px-3 py-1 text-sm font-medium text-slate-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white"
              >
                {option.label}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <p className="mt-1 text-xs text-slate-600">
            {tutor.problemInWork
              ? "Original problem is included in your uploaded work/solution"
              : "Original problem is entered separately above"}
          </p>
        </fieldset>
      )}

      <div>
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={problemId} className="text-sm font-medium">
            {problemLabel(tutor.mode, tutor.problemInWork)}
          </label>
          <div className="flex items-center gap-1">{props.mathHelper(insertAtCursor)}</div>
        </div>
        <div className="relative mt-1">
          <textarea
            id={problemId}
            ref={problemRef}
            rows={4}
            value={tutor.problemText}
            placeholder={PLACEHOLDERS[tutor.mode]}
            aria-describedby={tutor.problemSource ? problemSourceId : undefined}
            onFocus={() => {
              lastFocused.current = "problem";
            }}
            onChange={(event) => tutor.setProblemText(event.target.value)}
            className={cn(textareaClass, "pr-9")}
          />
          {tutor.problemText && (
            <button
              type="button"
              aria-label="Clear text"
              onClick={() => tutor.setProblemText("")}
              className="absolute top-2 right-2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
        {tutor.problemSource && <ProblemSource source={tutor.problemSource} id={problemSourceId} />}
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Problem photo"
            onChange={(event) => {
              void uploadProblemPhoto(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => photoInput.current?.click()}
            data-tour="photo-upload"
          >
            <ImageUp className="h-4 w-4" aria-hidden /> Upload Photo
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!tutor.problemText}
            onClick={() => tutor.setProblemText("")}
          >
            <Eraser className="h-4 w-4" aria-hidden /> Clear
          </Button>
        </div>
      </div>

      {isAnalyze && (
        <div>
          <label htmlFor={workId} className="text-sm font-medium">
            Your Work/Solution (Required)
          </label>
          <textarea
            id={workId}
            ref={workRef}
            rows={6}
            value={tutor.studentWork}
            placeholder="Type your solution line by line, or upload or paste a photo of it"
            onFocus={() => {
              lastFocused.current = "work";
            }}
            onChange={(event) => tutor.setStudentWork(event.target.value)}
            data-paste-target="student-work"
            className={cn(textareaClass, "mt-1")}
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <input
              ref={workPhotoInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label="Photo of your work"
              onChange={(event) => {
                void uploadWorkPhoto(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Button variant="secondary" size="sm" onClick={() => workPhotoInput.current?.click()}>
              <ImageUp className="h-4 w-4" aria-hidden /> Upload Work Photo
            </Button>
            {tutor.studentWorkImage && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-800">
                Photo attached: {tutor.studentWorkImage.name || "pasted image"}
                <button
                  type="button"
                  aria-label="Remove the photo of your work"
                  onClick={() => tutor.setStudentWorkImage(null)}
                  className="rounded p-0.5 hover:bg-brand-100"
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              </span>
            )}
          </div>
        </div>
      )}

      {reading && (
        <div role="status" className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
            aria-hidden
          />
          Reading your photo...
          <Button variant="ghost" size="sm" onClick={() => reading.abort()}>
            Cancel
          </Button>
        </div>
      )}
      {offeredText !== null && (
        <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
          <p className="font-medium">Text read from your photo. What you typed meanwhile is kept.</p>
          <p className="mt-1 max-h-32 overflow-y-auto whitespace-pre-wrap text-slate-700">{offeredText}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                insertAtCursor(offeredText, "problem");
                setOfferedText(null);
              }}
            >
              Insert the text
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setOfferedText(null)}>
              Dismiss
            </Button>
          </div>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="lg" disabled={!tutor.level || !canSubmit(tutor)}>
          {tutor.loading ? "Thinking..." : "Get Help from Vector"}
        </Button>
        {tutor.loading && (
          <Button variant="secondary" onClick={tutor.stop}>
            Stop
          </Button>
        )}
      </div>
      <PasteHandler onProblemImage={uploadProblemPhoto} onWorkImage={uploadWorkPhoto} analyze={isAnalyze} />
    </form>
  );
}

/** The sentence that says a photo was converted to a format Vector reads ("" when it was not). */
function convertedNote(prepared: Extract<PreparedPhoto, { ok: true }>): string {
  if (!prepared.convertedFrom) return "";
  const format = prepared.file.type === "image/png" ? "PNG" : "JPEG";
  return `Your ${prepared.convertedFrom} photo was converted to ${format}. `;
}

/**
 * Pasting a picture alone anywhere uploads it as the problem; into the work box, as the work
 * photo. A paste that also carries text pastes the text, as any text field would.
 */
function PasteHandler(props: {
  onProblemImage: (file: File) => void;
  onWorkImage: (file: File) => void;
  analyze: boolean;
}) {
  const handlers = useRef(props);
  handlers.current = props;
  useDocumentPaste((event) => {
    const file = [...(event.clipboardData?.files ?? [])].find(isImageFile);
    if (!file) return;
    // Office apps copy text with a picture of it: the text is what the student means to paste.
    if (event.clipboardData?.getData("text/plain").trim()) return;
    event.preventDefault();
    const target = event.target as HTMLElement | null;
    if (handlers.current.analyze && target?.closest?.('[data-paste-target="student-work"]'))
      handlers.current.onWorkImage(file);
    else handlers.current.onProblemImage(file);
  });
  return null;
}

function useDocumentPaste(listener: (event: ClipboardEvent) => void) {
  const saved = useRef(listener);
  saved.current = listener;
  useEffect(() => {
    const handle = (event: ClipboardEvent) => saved.current(event);
    document.addEventListener("paste", handle);
    return () => document.removeEventListener("paste", handle);
  }, []);
}
