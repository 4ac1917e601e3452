/**
 * Turns whose process died, or whose refund failed while the database was away, are found here
 * and given back: a turn still running long after any reply could have finished never delivered
 * its reply, so its held charge is refunded, its message no longer counts, and a conversation
 * that has no stored message left is removed. Claiming the rows and refunding happen in one
 * transaction, so with several server processes each turn is given back exactly once.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Database, queryRows } from "../db/client";
import type { SessionCharge } from "../db/schema";
import { refundSession } from "../subscription/charge-session";

/** Gives back every turn started more than `olderThanMs` ago and never finished; returns how many. */
export async function refundAbandonedTurns(db: Database, olderThanMs: number): Promise<number> {
  return db.transaction(async (transaction) => {
    const rows = await queryRows<{ id: string; pending_charge: SessionCharge | null }>(
      transaction,
      sql`
      with stale as (
        select id, pending_charge from tutor_sessions
        where turn_started_at < now() - make_interval(secs => ${olderThanMs / 1000})
        for update skip locked
      )
      update tutor_sessions as turn
      set turn_started_at = null,
          pending_charge = null,
          user_message_count = greatest(turn.user_message_count - 1, 0)
      from stale
      where turn.id = stale.id
      returning turn.id, stale.pending_charge`,
    );
    for (const row of rows) if (row.pending_charge) await refundSession(transaction, row.pending_charge);
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      await transaction.execute(sql`
        delete from tutor_sessions
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and not exists (select 1 from tutor_messages where tutor_messages.session_id = tutor_sessions.id)`);
    }
    return rows.length;
  });
}

/**
 * Runs refundAbandonedTurns when the app is ready and then regularly, until it closes; a failed
 * round (the database away) is logged and tried again at the next one.
 */
export function scheduleAbandonedTurnRefunds(
  app: FastifyInstance,
  db: Database,
  options: { abandonedAfterMs: number },
): void {
  const everyMs = Math.max(1000, Math.min(60_000, Math.floor(options.abandonedAfterMs / 2)));
  let current: Promise<void> | undefined;
  const round = () => {
    current ??= refundAbandonedTurns(db, options.abandonedAfterMs)
      .then((refunded) => {
        if (refunded > 0) app.log.warn({ refunded }, "gave back turns that never delivered a reply");
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, "could not give back abandoned turns; trying again later");
      })
      .finally(() => {
        current = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    round();
    timer = setInterval(round, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await current;
  });
}
