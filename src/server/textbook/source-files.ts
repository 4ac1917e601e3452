/**
 * Raw book source files, read through a database cache. Files are pinned to a commit, so a
 * cached copy is always current. Files fetched during one import are stored only when the
 * import has read them all and found them well-formed: a failed import caches nothing.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { textbookSourceCache } from "../db/schema";
import { AppError } from "../http/errors";

const FETCH_TIMEOUT_MS = 15_000;

export interface SourceLocation {
  owner: string;
  repository: string;
  commit: string;
}

export interface SourceFileReader {
  /** The text of a file of the repository at the pinned commit. */
  read(path: string): Promise<string>;
  /** Stores the files fetched so far; call it once they have all been read and parsed. */
  commit(): Promise<void>;
}

/** The source host cannot be reached or answered with a server error. */
export function sourceUnreachable(): AppError {
  return new AppError(503, "OPENSTAX_UNREACHABLE", "Could not reach OpenStax");
}

/** A source file is missing or not what the importer can read. */
export function malformedSource(detail: string): AppError {
  return new AppError(
    502,
    "OPENSTAX_SOURCE_INVALID",
    `The OpenStax book source could not be read: ${detail}`,
  );
}

/** Creates a reader of one repository at one commit, cached in the database. */
export function createSourceFileReader(dependencies: {
  db: Database;
  baseUrl: string;
  location: SourceLocation;
  fetch?: typeof fetch;
}): SourceFileReader {
  const { db, baseUrl, location } = dependencies;
  const fetchFile = dependencies.fetch ?? globalThis.fetch;
  const fetched = new Map<string, string>();
  const keyOf = (path: string) => `${location.owner}/${location.repository}/${location.commit}/${path}`;

  async function download(path: string): Promise<string> {
    let response: Response;
    try {
      response = await fetchFile(`${baseUrl}/${keyOf(path)}`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch {
      throw sourceUnreachable();
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw malformedSource(`${path} is missing at commit ${location.commit.slice(0, 7)}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw sourceUnreachable();
    }
    try {
      return await response.text();
    } catch {
      throw sourceUnreachable();
    }
  }

  return {
    async read(path) {
      const key = keyOf(path);
      const pending = fetched.get(key);
      if (pending !== undefined) return pending;
      const [cached] = await db
        .select({ content: textbookSourceCache.content })
        .from(textbookSourceCache)
        .where(eq(textbookSourceCache.sourceKey, key))
        .limit(1);
      if (cached) return cached.content;
      const content = await download(path);
      fetched.set(key, content);
      return content;
    },
    async commit() {
      if (fetched.size === 0) return;
      await db
        .insert(textbookSourceCache)
        .values([...fetched].map(([sourceKey, content]) => ({ sourceKey, content })))
        .onConflictDoNothing();
      fetched.clear();
    },
  };
}
