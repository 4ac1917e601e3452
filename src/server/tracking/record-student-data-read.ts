/**
 * Writes an audit row each time a developer or admin reads one student's data on the tracking
 * dashboard or the support portal (learner memory, stored conversations, API usage, analytics,
 * subscription), so every look at a student's work leaves a trace of who looked. Nothing is
 * written for an id that is no student. Reads of lists that name many students (users and their
 * emails, payments waiting for support) leave a row too, saying what was listed.
 */
import { sql } from "drizzle-orm";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/client";

/** Records the read in one statement, only when the student exists. */
export async function recordStudentDataRead(
  db: Database,
  read: { reader: CurrentUser; studentId: string; what: string },
): Promise<void> {
  await db.execute(sql`
    insert into admin_actions (admin_user_id, admin_email, action, details, target_user_id)
    select ${read.reader.id}, ${read.reader.email}, ${ADMIN_ACTION_NAMES.studentDataRead},
           ${`${read.reader.role} ${read.reader.email} read the ${read.what} of `}::text || "user".email,
           "user".id
    from "user" where "user".id = ${read.studentId}`);
}

/** Records a read of a list that names students (`what` says which list, and any search). */
export async function recordDataListRead(
  db: Database,
  read: { reader: CurrentUser; what: string },
): Promise<void> {
  await db.execute(sql`
    insert into admin_actions (admin_user_id, admin_email, action, details, target_user_id)
    values (${read.reader.id}, ${read.reader.email}, ${ADMIN_ACTION_NAMES.dataListRead},
      ${`${read.reader.role} ${read.reader.email} read ${read.what}`}, null)`);
}
