/**
 * npm run grant-role -- <email> <role>: changes a user's role (user, developer or admin).
 * Uses the same configuration as the server; with the embedded database, stop the server first.
 */

import { changeRole, GRANT_ROLE_SCRIPT_ACTOR } from "../src/server/auth/change-role";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { ROLES, type Role } from "../src/server/db/schema";

const [email, role] = process.argv.slice(2);
if (!email || !role || !ROLES.includes(role as Role)) {
  console.error(`Usage: npm run grant-role -- <email> <${ROLES.join("|")}>`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The audit log records the change like any admin action, with the operator's process as actor.
  const result = await changeRole(database.db, {
    user: { email },
    role: role as Role,
    actor: GRANT_ROLE_SCRIPT_ACTOR,
    reason: "npm run grant-role",
  });
  await database.close();
  if (result.outcome === "no-such-user") {
    console.error(`No user with the email ${email}`);
    process.exit(1);
  }
  console.log(result.outcome === "changed" ? `${email} is now ${role}` : `${email} was already ${role}`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
