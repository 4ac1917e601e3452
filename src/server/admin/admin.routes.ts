/**
 * Admin support portal calls (every /api/admin/* path is admin-only by the role guard table).
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { adminActions, subscriptions, user } from "../db/schema";

/** Registers the admin routes. */
export async function registerAdminRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get("/api/admin/users", async () => {
    const rows = await db
      .select({
        id: user.id,
        email: user.email,
        displayName: user.name,
        role: user.role,
        createdAt: user.createdAt,
        isTestUser: user.isTestUser,
        testUserExpiresAt: user.testUserExpiresAt,
        planName: subscriptions.planName,
      })
      .from(user)
      .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
      .orderBy(desc(user.createdAt))
      .limit(500);
    return rows.map(({ planName, ...row }) => ({ ...row, subscription: planName ? { planName } : null }));
  });

  app.get("/api/admin/actions", async () => {
    const rows = await db.select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(200);
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      details: row.details,
      timestamp: row.createdAt,
      userEmail: row.adminEmail,
      userId: row.adminUserId,
    }));
  });
}
