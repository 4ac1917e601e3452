/**
 * The learner memory: level, preferred mode, confidence, topics practised and mastered,
 * read before a turn and updated after each reply.
 */
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { learnerMemory, tutorSessions } from "../db/schema";
import type { LearnerMemorySnapshot } from "./brain";

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

/** Updates the memory after a reply, in one statement (the preferred mode is the most used one). */
export async function updateLearnerMemory(
  db: Database,
  userId: string,
  update: { level: string; confidenceRating: number; subtopic?: string; mastered?: boolean },
) {
  const practised = update.subtopic ? [update.subtopic] : [];
  const mastered = update.subtopic && update.mastered ? [update.subtopic] : [];
  const preferredMode = sql`(select ${tutorSessions.mode} from ${tutorSessions} where ${tutorSessions.userId} = ${userId}
    group by ${tutorSessions.mode} order by count(*) desc limit 1)`;
  const merge = (column: AnyPgColumn, added: string[]) =>
    sql`(select coalesce(jsonb_agg(distinct topic), '[]'::jsonb) from jsonb_array_elements_text(${column} || ${JSON.stringify(added)}::jsonb) as topic)`;
  await db
    .insert(learnerMemory)
    .values({
      userId,
      userLevel: update.level,
      preferredMode,
      confidenceRating: update.confidenceRating,
      topicsPractised: practised,
      topicsMastered: mastered,
    })
    .onConflictDoUpdate({
      target: learnerMemory.userId,
      set: {
        userLevel: update.level,
        preferredMode,
        confidenceRating: update.confidenceRating,
        topicsPractised: merge(learnerMemory.topicsPractised, practised),
        topicsMastered: merge(learnerMemory.topicsMastered, mastered),
        updatedAt: new Date(),
      },
    });
}
