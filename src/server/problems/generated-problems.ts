/**
 * Remembers generated problems by a hash of their text, so that when a student sends one to
 * the tutor, the engine knows its worked solution and tutoring script.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { generatedProblems } from "../db/schema";

/** A hash of a problem text that ignores spacing differences. */
export function problemTextHash(text: string): string {
  return createHash("sha256").update(text.replace(/\s+/g, " ").trim()).digest("hex");
}

/** Stores generated problems (repeats are harmless). */
export async function rememberGeneratedProblems(db: Database, problems: { id: string; content: string }[]) {
  if (problems.length === 0) return;
  await db
    .insert(generatedProblems)
    .values(problems.map((problem) => ({ id: problem.id, contentHash: problemTextHash(problem.content) })))
    .onConflictDoNothing();
}

/** The id of the generated problem with this text, if there is one. */
export async function findGeneratedProblemId(db: Database, text: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: generatedProblems.id })
    .from(generatedProblems)
    .where(eq(generatedProblems.contentHash, problemTextHash(text)))
    .limit(1);
  return row?.id;
}
