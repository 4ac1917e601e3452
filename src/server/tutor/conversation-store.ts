/**
 * Tutor sessions and their messages in the database.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { TutorMode } from "../../contracts/taxonomy";
import type { ChatMessage, Verification } from "../../contracts/tutor";
import type { Database } from "../db/client";
import { type SessionCharge, tutorMessages, tutorSessions } from "../db/schema";
import { AppError, notFound } from "../http/errors";
import { refundSession } from "../subscription/charge-session";

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

/** A turn older than this is taken to have died with its process, so the conversation frees up. */
export const TURN_LOCK_MINUTES = 4;

/**
 * Starts a turn in an existing conversation: counts the student's message and marks the turn as
 * running, in one statement; undefined when another turn of the conversation is still running.
 */
export async function beginTurn(
  db: Database,
  sessionId: string,
): Promise<{ messageNumber: number; chargedSessions: number } | undefined> {
  const [row] = await db
    .update(tutorSessions)
    .set({ userMessageCount: sql`${tutorSessions.userMessageCount} + 1`, turnStartedAt: new Date() })
    .where(
      and(
        eq(tutorSessions.id, sessionId),
        // A stale turn whose charge is still held is first given back by refund-abandoned-turns.ts.
        sql`(${tutorSessions.turnStartedAt} is null or (${tutorSessions.turnStartedAt} < now() - make_interval(mins => ${TURN_LOCK_MINUTES}) and ${tutorSessions.pendingCharge} is null))`,
      ),
    )
    .returning({
      messageNumber: tutorSessions.userMessageCount,
      chargedSessions: tutorSessions.chargedSessions,
    });
  return row;
}

/** Ends a failed turn: the message no longer counts and the conversation is free again. */
export async function cancelTurn(db: Database, sessionId: string) {
  await db
    .update(tutorSessions)
    .set({
      userMessageCount: sql`greatest(${tutorSessions.userMessageCount} - 1, 0)`,
      turnStartedAt: null,
      pendingCharge: null,
    })
    .where(eq(tutorSessions.id, sessionId));
}

/** Creates a session, with its first turn running, and returns its id. */
export async function createSession(
  db: Database,
  values: { userId: string; mode: TutorMode; level: string; topic: string; userMessageCount: number },
): Promise<string> {
  const [row] = await db
    .insert(tutorSessions)
    .values({ ...values, turnStartedAt: new Date() })
    .returning({ id: tutorSessions.id });
  return row.id;
}

/**
 * Stores a finished turn: the student's new messages and the tutor's reply, and releases the
 * turn's held charge, in one statement. With `refund`, the charge is given back in the same
 * transaction (a reply that could not help).
 */
export async function storeTurn(
  db: Database,
  turn: {
    sessionId: string;
    studentMessages: ChatMessage[];
    reply: string;
    verification: Verification;
    charged: boolean;
    completed: boolean;
    refund?: SessionCharge;
  },
) {
  if (turn.refund) {
    const refund = turn.refund;
    await db.transaction(async (transaction) => {
      await refundSession(transaction, refund);
      await transaction.execute(storeTurnStatement(turn));
    });
    return;
  }
  // One statement, so one round trip: the messages, the charge counted and the turn's hold let go.
  await db.execute(storeTurnStatement(turn));
}

/** Inserts the turn's messages and updates its conversation in one atomic statement. */
function storeTurnStatement(turn: Parameters<typeof storeTurn>[1]) {
  const rows = [
    ...turn.studentMessages.map(
      (message) => sql`(${turn.sessionId}, ${message.role}, ${message.content}, null)`,
    ),
    sql`(${turn.sessionId}, 'assistant', ${turn.reply}, ${JSON.stringify(turn.verification)}::jsonb)`,
  ];
  return sql`with stored as (
      insert into ${tutorMessages} (session_id, role, content, verification)
      values ${sql.join(rows, sql`, `)}
      returning id
    )
    update ${tutorSessions} set
      updated_at = now(),
      charged_sessions = charged_sessions + ${turn.charged ? 1 : 0},
      turn_started_at = null,
      pending_charge = null,
      completed = completed or ${turn.completed}::boolean
    where id = ${turn.sessionId}`;
}

/** Deletes a session created for a turn that failed, so no empty conversation is left behind. */
export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(tutorSessions).where(eq(tutorSessions.id, sessionId));
}

/**
 * Runs `work` in a transaction that holds the conversation, or skips it when the conversation no
 * longer exists (the student deleted their data while the turn ran), so what the work writes about
 * the turn is never left behind by a deletion: one that started first has removed the conversation
 * before this looks, and one that starts later waits for this to commit and deletes its rows too.
 * Resolves to whether the work ran.
 */
export async function whileConversationExists(
  db: Database,
  sessionId: string,
  work: (transaction: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const [held] = await transaction
      .select({ id: tutorSessions.id })
      .from(tutorSessions)
      .where(eq(tutorSessions.id, sessionId))
      .for("key share");
    if (!held) return false;
    await work(transaction);
    return true;
  });
}
