/**
 * Starts Vector: reads the configuration, opens and migrates the database, serves.
 */
import { questionClassifierArtifactProblem } from "../physics/engine";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { closeSharedEnginePool, sharedEnginePool } from "./engine-pool/engine-pool";
import { placeholderWarnings, readOperatorContent } from "./operator-content-check";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Concept Coach's classifier is trained by a script and stored; one trained on other example
  // questions than today's would answer for a bank that no longer exists.
  const classifierProblem = questionClassifierArtifactProblem();
  if (classifierProblem) {
    console.error(classifierProblem);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db });
  // The engine's workers load the engine and Concept Coach's stored classifier while the server starts
  // listening: health checks answer at once, and a tutor call made meanwhile waits for a worker.
  const enginePool = sharedEnginePool(config.engine);
  enginePool
    .ready()
    .then(() => app.log.info(`The physics engine is ready in ${enginePool.workers} worker threads`))
    .catch((error: unknown) => app.log.error({ err: error }, "the physics engine's workers failed to start"));
  const shutdown = async () => {
    await app.close();
    await closeSharedEnginePool();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Vector is running at ${config.publicUrl} (database: ${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"})`,
  );
  for (const warning of placeholderWarnings(
    config.publicUrl,
    config.prioritySupportEmail,
    await readOperatorContent(),
  )) {
    app.log.warn(warning);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
