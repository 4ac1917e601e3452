import { describe, expect, it } from "vitest";
import {
  accountStorage,
  addToSessionHistory,
  clearCurrentSession,
  EMPTY_PROGRESS,
  loadCurrentSession,
  loadSessionHistory,
  readSessionRecord,
  SESSION_HISTORY_LIMIT,
  SESSION_SCHEMA_VERSION,
  saveCurrentSession,
  splitSourceLine,
  stepProgressLabel,
  type TutorSessionRecord,
} from "./tutor-session";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const session = (id: string): TutorSessionRecord => ({
  id,
  mode: "solve",
  topic: "Physics",
  level: "algebra",
  problemText: `Problem ${id}`,
  history: [],
  progress: EMPTY_PROGRESS,
  updatedAt: 1,
});

describe("the stored tutor session", () => {
  it("restores what was saved and forgets it on reset", () => {
    const storage = memoryStorage();
    saveCurrentSession(storage, session("a"));
    expect(loadCurrentSession(storage)?.problemText).toBe("Problem a");
    clearCurrentSession(storage);
    expect(loadCurrentSession(storage)).toBeNull();
  });

  it("keeps Work Analysis work typed before it is sent, and reads records from before it was kept as no work", () => {
    const storage = memoryStorage();
    const work = "d = 1/2 a t^2\nd = 0.5 * 192 = 86 m";
    saveCurrentSession(storage, { ...session("w"), mode: "analyze", studentWork: work, problemInWork: true });
    expect(loadCurrentSession(storage)).toMatchObject({ studentWork: work, problemInWork: true });
    const before = readSessionRecord({ ...session("old"), version: SESSION_SCHEMA_VERSION });
    expect(before?.studentWork ?? "").toBe("");
    expect(before?.problemInWork ?? false).toBe(false);
    expect(
      readSessionRecord({ ...session("odd"), studentWork: 42, problemInWork: "yes" }),
    ).not.toHaveProperty("studentWork");
  });

  it("ignores an unreadable record", () => {
    const storage = memoryStorage();
    storage.setItem("vector-current-session", "{broken");
    expect(loadCurrentSession(storage)).toBeNull();
  });

  it("keeps the latest 20 saved sessions, newest first, without duplicates", () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 25; i++) addToSessionHistory(storage, session(String(i)));
    addToSessionHistory(storage, session("24"));
    const history = loadSessionHistory(storage);
    expect(history).toHaveLength(SESSION_HISTORY_LIMIT);
    expect(history[0].id).toBe("24");
    expect(history[1].id).toBe("25");
    expect(history.map((entry) => entry.id)).not.toContain("5");
  });
});

describe("the one schema of stored sessions", () => {
  const verified = { status: "verified" as const, note: "The engine finds 96 m." };
  const withReply = (): TutorSessionRecord => ({
    ...session("v"),
    history: [
      { role: "user", content: "How far?" },
      { role: "assistant", content: "96 m", verification: verified },
    ],
  });

  it("stores the schema version and reads back the reply's verification mark", () => {
    const storage = memoryStorage();
    saveCurrentSession(storage, withReply());
    expect(JSON.parse(storage.getItem("vector-current-session") ?? "{}").version).toBe(
      SESSION_SCHEMA_VERSION,
    );
    expect(loadCurrentSession(storage)?.history[1].verification).toEqual(verified);
  });

  it("reads a record written before versions existed", () => {
    expect(readSessionRecord({ ...withReply() })?.history).toHaveLength(2);
  });

  it("sets aside a record of an unknown version or with a message that is not one", () => {
    expect(readSessionRecord({ ...withReply(), version: SESSION_SCHEMA_VERSION + 1 })).toBeNull();
    expect(readSessionRecord({ ...withReply(), history: [{ role: "system", content: "x" }] })).toBeNull();
    expect(readSessionRecord({ ...withReply(), mode: "chat" })).toBeNull();
  });

  it("fills what an older record lacks and drops a verdict it cannot read", () => {
    const record = readSessionRecord({
      id: "old",
      mode: "concept",
      problemText: "Why?",
      history: [{ role: "assistant", content: "Because.", verification: { status: "maybe" } }],
      level: "graduate",
    });
    expect(record).toMatchObject({ topic: "Physics", level: "", progress: EMPTY_PROGRESS });
    expect(record?.history[0]).toEqual({ role: "assistant", content: "Because." });
  });
});

describe("the step progress heading", () => {
  it("names the current step while the problem is open", () => {
    expect(stepProgressLabel({ completed: false, currentStep: 2, totalSteps: 4 })).toBe("Step 2 of 4");
  });

  it("says every step is complete once the problem is done", () => {
    expect(stepProgressLabel({ completed: true, currentStep: 4, totalSteps: 4 })).toBe(
      "All 4 steps complete",
    );
  });

  it("speaks of one step in the singular", () => {
    expect(stepProgressLabel({ completed: true, currentStep: 1, totalSteps: 1 })).toBe(
      "The step is complete",
    );
  });
});

describe("each account's own sessions in a shared browser", () => {
  it("keeps one student's current session and history out of another's sight", () => {
    const browser = memoryStorage();
    const ada = accountStorage(browser, "ada");
    saveCurrentSession(ada, session("ada-current"));
    addToSessionHistory(ada, session("ada-saved"));

    const ben = accountStorage(browser, "ben");
    expect(loadCurrentSession(ben)).toBeNull();
    expect(loadSessionHistory(ben)).toEqual([]);
    saveCurrentSession(ben, session("ben-current"));

    // Ada signs in again at the same browser: her work is there, Ben's is not.
    const adaAgain = accountStorage(browser, "ada");
    expect(loadCurrentSession(adaAgain)?.id).toBe("ada-current");
    expect(loadSessionHistory(adaAgain).map((entry) => entry.id)).toEqual(["ada-saved"]);
    clearCurrentSession(adaAgain);
    expect(loadCurrentSession(accountStorage(browser, "ben"))?.id).toBe("ben-current");
  });

  it("gives sessions stored before accounts had their own keys to the first account that opens the tutor", () => {
    const browser = memoryStorage();
    saveCurrentSession(browser, session("older-current"));
    addToSessionHistory(browser, session("older-saved"));

    const first = accountStorage(browser, "first");
    expect(loadCurrentSession(first)?.id).toBe("older-current");
    expect(loadSessionHistory(first).map((entry) => entry.id)).toEqual(["older-saved"]);
    // Adopted once: nothing is left for the next account, and nothing stays under the old keys.
    expect(loadCurrentSession(accountStorage(browser, "second"))).toBeNull();
    expect(loadCurrentSession(browser)).toBeNull();
    expect(loadSessionHistory(browser)).toEqual([]);
  });
});

describe("an imported problem's source, kept beside its text", () => {
  const source = {
    book: "University Physics Volume 1",
    publisher: "OpenStax",
    chapter: 1,
    chapterTitle: "Units and Measurement",
    number: 37,
    license: "CC BY 4.0",
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
    url: "https://openstax.org/books/university-physics-volume-1",
    text: "Access for free at https://openstax.org/books/university-physics-volume-1",
  };
  const problem =
    "Mount Everest, at 29,028 ft, is the tallest mountain on Earth. What is its height in kilometers?";
  const oldLine =
    "\n\n*University Physics Volume 1 (OpenStax), chapter 1, problem 37. CC BY 4.0. Access for free at https://openstax.org/books/university-physics-volume-1*";

  it("is stored and read back with the session", () => {
    const storage = memoryStorage();
    saveCurrentSession(storage, { ...session("s"), problemText: problem, problemSource: source });
    expect(loadCurrentSession(storage)).toMatchObject({ problemText: problem, problemSource: source });
  });

  it("moves out of the text of a record that wrote it as a line under the problem", () => {
    const record = readSessionRecord({
      ...session("old"),
      version: 1,
      problemText: `${problem}${oldLine}`,
      history: [
        { role: "user", content: `${problem}${oldLine}` },
        { role: "assistant", content: "I cannot solve this one." },
      ],
    });
    expect(record?.problemText).toBe(problem);
    expect(record?.history[0].content).toBe(problem);
    expect(record?.problemSource).toEqual({ ...source, chapterTitle: "" });
  });

  it("reads the practice book's line, which names no license", () => {
    const line =
      "\n\n*Vector Practice Book (Vector), chapter 1, problem 2. Kinematics: an original problem from Vector's problem bank.*";
    expect(splitSourceLine(`A car. How far?${line}`)).toEqual({
      text: "A car. How far?",
      source: {
        book: "Vector Practice Book",
        publisher: "Vector",
        chapter: 1,
        chapterTitle: "",
        number: 2,
        license: "",
        licenseUrl: null,
        url: null,
        text: "Kinematics: an original problem from Vector's problem bank.",
      },
    });
  });

  it("leaves a problem alone when its last line only looks like a source", () => {
    const text = "A ball falls.\n\n*Note: take g as 9.8 m/s^2.*";
    expect(splitSourceLine(text)).toEqual({ text });
    expect(readSessionRecord({ ...session("n"), version: 1, problemText: text })?.problemText).toBe(text);
  });
});
