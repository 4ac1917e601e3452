/**
 * Tutor sessions and their messages in the database.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { TutorMode } from "../../contracts/taxonomy";
import type { ChatMessage, Verification } from "../../contracts/tutor";
import type { Database } from "../db/client";
import { tutorMessages, tutorSessions } from "../db/schema";
import { AppError, notFound } from "../http/errors";

export type StoredSession = typeof tutorSessions.$inferSelect;

/** A session of this user, with its messages; 404 when it does not exist or is someone else's. */
export async function loadSession(db: Database, userId: string, sessionId: string, mode: TutorMode) {
  const [session] = await db
    .select()
    .from(tutorSessions)
    .where(and(eq(tutorSessions.id, sessionId), eq(tutorSessions.userId, userId)));
  if (!session) throw notFound("No such tutor session");
  if (session.mode !== mode) {
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      `sessionId: this session belongs to the ${session.mode} mode`,
    );
  }
  const messages = await db
    .select({ role: tutorMessages.role, content: tutorMessages.content })
    .from(tutorMessages)
    .where(eq(tutorMessages.sessionId, sessionId))
    .orderBy(asc(tutorMessages.id));
  return { session, messages: messages as ChatMessage[] };
}

/** Counts one more student message in a session atomically and returns the new count. */
export async function countStudentMessage(db: Database, sessionId: string, by: number): Promise<number> {
  const [row] = await db
    .update(tutorSessions)
    .set({ userMessageCount: sql`${tutorSessions.userMessageCount} + ${by}` })
    .where(eq(tutorSessions.id, sessionId))
    .returning({ count: tutorSessions.userMessageCount });
  return row?.count ?? 0;
}

/** Creates a session and returns its id. */
export async function createSession(
  db: Database,
  values: { userId: string; mode: TutorMode; level: string; topic: string; userMessageCount: number },
): Promise<string> {
  const [row] = await db.insert(tutorSessions).values(values).returning({ id: tutorSessions.id });
  return row.id;
}

/** Stores a finished turn: the student's new messages and the tutor's reply. */
export async function storeTurn(
  db: Database,
  turn: {
    sessionId: string;
    studentMessages: ChatMessage[];
    reply: string;
    verification: Verification;
    charged: boolean;
    completed: boolean;
  },
) {
  await db.transaction(async (transaction) => {
    await transaction.insert(tutorMessages).values([
      ...turn.studentMessages.map((message) => ({
        sessionId: turn.sessionId,
        role: message.role,
        content: message.content,
      })),
      {
        sessionId: turn.sessionId,
        role: "assistant" as const,
        content: turn.reply,
        verification: turn.verification,
      },
    ]);
    await transaction
      .update(tutorSessions)
      .set({
        updatedAt: new Date(),
        chargedSessions: sql`${tutorSessions.chargedSessions} + ${turn.charged ? 1 : 0}`,
        ...(turn.completed ? { completed: true } : {}),
      })
      .where(eq(tutorSessions.id, turn.sessionId));
  });
}

/** Deletes a session created for a turn that failed, so no empty conversation is left behind. */
export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(tutorSessions).where(eq(tutorSessions.id, sessionId));
}
