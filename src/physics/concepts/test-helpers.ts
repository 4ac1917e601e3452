/**
 * Shared by the Concept Coach's tests: the page a question starts, the coach's first reply
 * to a question, with the student's features off, and the golden conversations over the
 * labelled questions.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type CoachInput, conceptCoachReply } from "./concept-coach";
import { findConcept } from "./concept-search";

export const FEATURES = {
  showMisconceptions: false,
  confidenceRating: 3,
  requestErrorAnalysis: false,
  requestConceptualWarmup: false,
};

/** The id of the page the search starts for a question, or null when it starts none. */
export function pageFor(question: string): string | null {
  const result = findConcept(question);
  return result.status === "found" ? result.best.concept.id : null;
}

/** The coach's reply to a question that opens a conversation, at high-school level. */
export function coach(question: string) {
  return conceptCoachReply({
    history: [{ role: "user", content: question }],
    level: "high-school",
    perFeatures: FEATURES,
  });
}

/** A question of test/fixtures/concept-questions.json labelled with the page it should start. */
interface LabelledQuestion {
  question: string;
  concept: string | null;
}

/** A follow-up case of test/fixtures/concept-questions.json: an opening question and the next message. */
interface FollowUpCase {
  opening: string;
  message: string;
}

/** What the golden test keeps of one conversation: the page started and a hash of every reply's full text. */
export interface GoldenConversation {
  messages: string[];
  page: string | null;
  replies: string[];
}

/** A reply's fingerprint: the SHA-256 of the whole reply object, so any change of a byte shows. */
function replyFingerprint(reply: unknown): string {
  return createHash("sha256").update(JSON.stringify(reply)).digest("hex");
}

/** One conversation held at high-school level: each message in turn, with the coach's replies between. */
function goldenConversation(messages: string[]): GoldenConversation {
  const history: CoachInput["history"] = [];
  const replies: string[] = [];
  let page: string | null = null;
  for (const message of messages) {
    history.push({ role: "user", content: message });
    const reply = conceptCoachReply({ history: [...history], level: "high-school", perFeatures: FEATURES });
    if (page === null) page = reply.conceptId;
    replies.push(replyFingerprint(reply));
    history.push({ role: "assistant", content: reply.reply });
  }
  return { messages, page, replies };
}

/**
 * The golden conversations of every labelled question of test/fixtures/concept-questions.json:
 * the question, then "I don't know" (the follow-up that walks a page); and every follow-up case.
 */
export function goldenConversations(): GoldenConversation[] {
  const set = JSON.parse(
    readFileSync(
      fileURLToPath(new URL("../../../test/fixtures/concept-questions.json", import.meta.url)),
      "utf8",
    ),
  ) as { questions: LabelledQuestion[]; heldOut: LabelledQuestion[]; followUps: FollowUpCase[] };
  return [
    ...[...set.questions, ...set.heldOut].map(({ question }) =>
      goldenConversation([question, "I don't know"]),
    ),
    ...set.followUps.map(({ opening, message }) => goldenConversation([opening, message])),
  ];
}
