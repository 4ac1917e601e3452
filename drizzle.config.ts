import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema with `npx drizzle-kit generate` and applied by the
// server at start-up; never run drizzle-kit against the data folder of a running server.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
