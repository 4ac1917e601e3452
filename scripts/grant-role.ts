/**
 * npm run grant-role -- <email> <role>: changes a user's role (user, developer or admin).
 * Uses the same configuration as the server; with the embedded database, stop the server first.
 */
import { eq } from "drizzle-orm";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { ROLES, type Role, user } from "../src/server/db/schema";

const [email, role] = process.argv.slice(2);
if (!email || !role || !ROLES.includes(role as Role)) {
  console.error(`Usage: npm run grant-role -- <email> <${ROLES.join("|")}>`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const updated = await database.db
    .update(user)
    .set({ role: role as Role, updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  await database.close();
  if (updated.length === 0) {
    console.error(`No user with the email ${email}`);
    process.exit(1);
  }
  console.log(`${email} is now ${role}`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
