/** A user's stored conversations, the newest first, each with its messages in order. */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Thread } from "../../contracts/tracking";
import { THREAD_CONVERSATION_LIMIT } from "../../contracts/tracking-limits";
import type { Database } from "../db/client";
import { tutorMessages, tutorSessions } from "../db/schema";

/** The user's latest conversations (an unknown user has none). */
export async function readThread(db: Database, userId: string): Promise<Thread> {
  const sessions = await db
    .select()
    .from(tutorSessions)
    .where(eq(tutorSessions.userId, userId))
    .orderBy(desc(tutorSessions.createdAt), desc(tutorSessions.id))
    .limit(THREAD_CONVERSATION_LIMIT);
  const messages =
    sessions.length === 0
      ? []
      : await db
          .select()
          .from(tutorMessages)
          .where(
            inArray(
              tutorMessages.sessionId,
              sessions.map((session) => session.id),
            ),
          )
          .orderBy(asc(tutorMessages.id));
  return {
    userId,
    conversations: sessions.map((session) => ({
      id: session.id,
      mode: session.mode,
      topic: session.topic,
      level: session.level,
      createdAt: session.createdAt.toISOString(),
      messages: messages
        .filter((message) => message.sessionId === session.id)
        .map((message) => ({
          role: message.role,
          content: message.content,
          createdAt: message.createdAt.toISOString(),
        })),
    })),
  };
}
