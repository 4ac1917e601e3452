/**
 * The learner memory: level, preferred mode, confidence, topics practised and mastered,
 * read before a turn and updated after each reply.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { learnerMemory } from "../db/schema";
import type { LearnerMemorySnapshot } from "./brain";
import { mostUsedMode } from "./conversation-store";

/** The user's learner memory, or null before the first reply. */
export async function readLearnerMemory(db: Database, userId: string): Promise<LearnerMemorySnapshot | null> {
  const [row] = await db.select().from(learnerMemory).where(eq(learnerMemory.userId, userId));
  if (!row) return null;
  return {
    userLevel: row.userLevel,
    preferredMode: row.preferredMode,
    confidenceRating: row.confidenceRating,
    topicsPractised: row.topicsPractised,
    topicsMastered: row.topicsMastered,
  };
}

/** Updates the memory after a reply. */
export async function updateLearnerMemory(
  db: Database,
  userId: string,
  update: { level: string; confidenceRating: number; subtopic?: string; mastered?: boolean },
) {
  const current = await readLearnerMemory(db, userId);
  const practised = new Set(current?.topicsPractised ?? []);
  const mastered = new Set(current?.topicsMastered ?? []);
  if (update.subtopic) practised.add(update.subtopic);
  if (update.subtopic && update.mastered) mastered.add(update.subtopic);
  const values = {
    userLevel: update.level,
    preferredMode: await mostUsedMode(db, userId),
    confidenceRating: update.confidenceRating,
    topicsPractised: [...practised],
    topicsMastered: [...mastered],
    updatedAt: new Date(),
  };
  await db
    .insert(learnerMemory)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: learnerMemory.userId, set: values });
}
