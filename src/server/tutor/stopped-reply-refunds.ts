/**
 * How many replies a student may stop before the model finished, and still get the session
 * back, in a day (decision 024): enough for a reply going wrong now and then, too few to get
 * replies free by disconnecting on purpose.
 */
import type { Database } from "../db/client";
import { consumeRateLimit, RateLimitedError } from "../http/rate-limit";

export const STOPPED_REPLY_REFUNDS_PER_DAY = 3;

/** Counts one refund for a stopped reply; false when today's are used up (the reply is then charged). */
export async function mayRefundStoppedReply(db: Database, userId: string): Promise<boolean> {
  try {
    await consumeRateLimit(db, `vector:stopped-reply-refund:${userId}`, {
      windowSeconds: 24 * 60 * 60,
      max: STOPPED_REPLY_REFUNDS_PER_DAY,
      message: "No more refunds for stopped replies today",
    });
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}
