/**
 * Textbook import (the "Problem Management" section): choose a book, a chapter and a problem
 * number, import the problem and load it into the problem editor, its source shown beside it.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  type ImportedProblem,
  TEXTBOOK_INPUT_MAX,
  TEXTBOOK_INPUT_MIN,
  type TextbookImportResponse,
  type TextbookSummary,
} from "../../../contracts/textbook";
import { ApiError, requestJson } from "../../lib/request";
import { toast } from "../../lib/toast-store";
import { Button } from "../../ui/button";

const BOOKS_KEY = "/api/openstax/books";
const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:bg-slate-100 disabled:text-slate-400";

/** A whole number within the inputs' limits, or undefined. */
function numberInRange(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(\.\d*)?$/.test(trimmed)) return undefined;
  const value = Number.parseInt(trimmed, 10);
  return value >= TEXTBOOK_INPUT_MIN && value <= TEXTBOOK_INPUT_MAX ? value : undefined;
}

/**
 * Reads the problem number input (spec section 5): empty means 1, only the first
 * comma-separated entry counts; undefined when that entry is not a valid number.
 */
export function readProblemNumber(input: string): number | undefined {
  const first = input.split(",")[0] ?? "";
  if (!first.trim()) return input.trim() ? undefined : 1;
  return numberInRange(first);
}

/** Reads the chapter number input; undefined when it is not a valid chapter number. */
export function readChapterNumber(input: string): number | undefined {
  return numberInRange(input);
}

/** The panel; a successful import calls onImport with the problem and its attribution. */
export function TextbookPanel({ onImport }: { onImport: (problem: ImportedProblem) => void }) {
  const books = useQuery<TextbookSummary[] | null>({ queryKey: [BOOKS_KEY] });
  const [bookId, setBookId] = useState("");
  const [chapter, setChapter] = useState("");
  const [problemNumber, setProblemNumber] = useState("");
  const [loading, setLoading] = useState(false);
  const ids = { book: useId(), chapter: useId(), problem: useId() };
  const chosenBook = books.data?.find((book) => book.id === bookId);

  async function importProblem() {
    if (!bookId || !chapter.trim()) return;
    const chapterNumber = readChapterNumber(chapter);
    if (chapterNumber === undefined) {
      toast({ title: "Please enter a valid chapter number", variant: "destructive" });
      return;
    }
    const number = readProblemNumber(problemNumber);
    if (number === undefined) {
      toast({ title: "Please enter a valid problem number", variant: "destructive" });
      return;
    }
    setLoading(true);
    try {
      const { problems } = await requestJson<TextbookImportResponse>("POST", "/api/openstax/import", {
        bookId,
        chapter: chapterNumber,
        problemNumbers: [number],
      });
      const [problem] = problems;
      if (!problem) throw new Error("The textbook returned no problem");
      onImport(problem);
      toast({ title: "Problem imported and loaded into editor above" });
    } catch (error) {
      toast({
        title: "Failed to import OpenStax problem",
        description: error instanceof ApiError ? (error.body?.message ?? error.message) : String(error),
        variant: "destructive",
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    // noValidate: the panel's own messages (spec section 8) replace the browser's range bubbles.
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void importProblem();
      }}
    >
      <label htmlFor={ids.book} className="text-sm font-medium">
        Textbook
        <select
          id={ids.book}
          className={fieldClass}
          value={bookId}
          disabled={!books.data}
          onChange={(event) => setBookId(event.target.value)}
        >
          <option value="">{books.isError ? "Textbooks could not be loaded" : "Choose a textbook"}</option>
          {books.data?.map((book) => (
            <option key={book.id} value={book.id}>
              {book.title}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label htmlFor={ids.chapter} className="text-sm font-medium">
          Chapter
          <input
            id={ids.chapter}
            type="number"
            inputMode="numeric"
            min={TEXTBOOK_INPUT_MIN}
            max={Math.min(TEXTBOOK_INPUT_MAX, chosenBook?.chapterCount ?? TEXTBOOK_INPUT_MAX)}
            className={fieldClass}
            value={chapter}
            onChange={(event) => setChapter(event.target.value)}
          />
        </label>
        <label htmlFor={ids.problem} className="text-sm font-medium">
          Problem
          <input
            id={ids.problem}
            // Text, not a number field: "3, 5" must reach the first-number rule, and "abc" its message.
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1"
            className={fieldClass}
            value={problemNumber}
            onChange={(event) => setProblemNumber(event.target.value)}
          />
        </label>
      </div>
      {chosenBook && (
        <p className="text-xs text-slate-600">
          {chosenBook.chapterCount} chapters
          {chosenBook.license
            ? ` · ${chosenBook.publisher}, ${chosenBook.license}`
            : ` · ${chosenBook.publisher}`}
        </p>
      )}
      <Button type="submit" disabled={!bookId || !chapter.trim() || loading}>
        {loading ? "Importing..." : "Import Problem"}
      </Button>
    </form>
  );
}
