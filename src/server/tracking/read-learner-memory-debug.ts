/** The AI memory of a user as the tracking dashboard shows it, with the mastery per subtopic. */
import { eq } from "drizzle-orm";
import type { LearnerMemoryDebug } from "../../contracts/tracking";
import type { Database } from "../db/client";
import { learnerMemory } from "../db/schema";

/** Confidence the tutor assumes before a student has rated it (section 2: default 3). */
const DEFAULT_CONFIDENCE = 3;

/** The user's learner memory; before the first reply, an empty memory with the default confidence. */
export async function readLearnerMemoryDebug(db: Database, userId: string): Promise<LearnerMemoryDebug> {
  const [memory] = await db.select().from(learnerMemory).where(eq(learnerMemory.userId, userId));
  const topicsMastered = [...(memory?.topicsMastered ?? [])].sort();
  const topicsPractised = [...(memory?.topicsPractised ?? [])].sort();
  const mastered = new Set(topicsMastered);
  // Mastered subtopics are always practised ones, but older rows may hold one alone: keep it.
  const subtopics = [...new Set([...topicsPractised, ...topicsMastered])];
  return {
    userLevel: memory?.userLevel ?? null,
    preferredMode: memory?.preferredMode ?? null,
    confidenceRating: memory?.confidenceRating ?? DEFAULT_CONFIDENCE,
    topicsMastered,
    topicsPractised,
    mastery: subtopics
      .map((subtopic) => ({ subtopic, mastered: mastered.has(subtopic) }))
      .sort((a, b) => Number(b.mastered) - Number(a.mastered) || a.subtopic.localeCompare(b.subtopic)),
    updatedAt: memory?.updatedAt.toISOString() ?? null,
  };
}
