/**
 * The global test-user switch: a JSON boolean in the settings table that metering reads
 * (TEST_USER_MODE_KEY); absent means off.
 */
import { eq } from "drizzle-orm";
import type { TestUserModeResponse } from "../../contracts/admin";
import { ADMIN_ACTION_NAMES } from "../../contracts/admin-limits";
import type { Database } from "../db/client";
import { settings } from "../db/schema";
import { TEST_USER_MODE_KEY } from "../subscription/usable-subscription";
import { type AdminActor, recordAdminAction } from "./record-admin-action";

/** Whether test-user mode is on. */
export async function getTestUserMode(db: Database): Promise<TestUserModeResponse> {
  const [row] = await db.select().from(settings).where(eq(settings.key, TEST_USER_MODE_KEY));
  return { enabled: row?.value === true };
}

/** Turns test-user mode on or off, with its audit row. */
export async function setTestUserMode(
  db: Database,
  actor: AdminActor,
  enabled: boolean,
): Promise<TestUserModeResponse> {
  await db.transaction(async (transaction) => {
    await transaction
      .insert(settings)
      .values({ key: TEST_USER_MODE_KEY, value: enabled })
      .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedAt: new Date() } });
    await recordAdminAction(transaction, {
      actor,
      action: ADMIN_ACTION_NAMES.testUserMode,
      details: `Test user mode turned ${enabled ? "on" : "off"}`,
      targetUserId: null,
    });
  });
  return { enabled };
}
