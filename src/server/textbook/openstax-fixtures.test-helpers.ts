/**
 * Test helpers: the OpenStax fixture books of test/fixtures/openstax, what their SOURCE.txt
 * files say to expect, and a real HTTP server that serves them in the raw-host layout
 * "/{owner}/{repository}/{commit}/{path}".
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export const FIXTURE_ROOT = path.resolve(import.meta.dirname, "../../../test/fixtures/openstax");

export interface FixtureRepository {
  owner: string;
  repository: string;
  commit: string;
  /** Folder holding the repository's files. */
  folder: string;
}

export interface ExpectedChapter {
  repository: string;
  chapter: number;
  /** First and last number of each category, e.g. { problems: [34, 37] }. */
  ranges: Record<string, [number, number]>;
  /** Exercise ids SOURCE.txt names for some numbers, and whether the item is only an embed. */
  named: { number: number; exerciseId: string; embedded: boolean }[];
}

const CATEGORY_PATTERN = /\b([a-z][a-z-]+[a-z]) (\d+)(?:-(\d+))?/g;

function rangesIn(text: string): Record<string, [number, number]> {
  const ranges: Record<string, [number, number]> = {};
  for (const match of text.matchAll(CATEGORY_PATTERN)) {
    const [, category, first, last] = match;
    ranges[category] = [Number(first), Number(last ?? first)];
  }
  return ranges;
}

function namedIn(text: string): ExpectedChapter["named"] {
  return [...text.matchAll(/Problem (\d+) = m\d+ exercise (\S+)([^\n]*)/g)].map((match) => ({
    number: Number(match[1]),
    exerciseId: match[2],
    embedded: match[3].includes("= os-embed"),
  }));
}

/** The repositories of the fixtures, read from their SOURCE.txt files. */
export function fixtureRepositories(): FixtureRepository[] {
  const physics = readFileSync(path.join(FIXTURE_ROOT, "physics/SOURCE.txt"), "utf8");
  const extra = readFileSync(path.join(FIXTURE_ROOT, "extra/SOURCE.txt"), "utf8");
  const physicsRepository = /github\.com\/(\w+)\/([\w-]+)/.exec(physics);
  const physicsCommit = /Commit\s*:\s*([0-9a-f]{40})/.exec(physics);
  if (!physicsRepository || !physicsCommit) throw new Error("physics/SOURCE.txt names no repository");
  const repositories: FixtureRepository[] = [
    {
      owner: physicsRepository[1],
      repository: physicsRepository[2],
      commit: physicsCommit[1],
      folder: path.join(FIXTURE_ROOT, "physics"),
    },
  ];
  for (const match of extra.matchAll(/github\.com\/(\w+)\/([\w-]+)\s+commit ([0-9a-f]{40})/g)) {
    repositories.push({
      owner: match[1],
      repository: match[2],
      commit: match[3],
      folder: path.join(FIXTURE_ROOT, "extra", match[2]),
    });
  }
  return repositories;
}

/** The numbering SOURCE.txt expects, chapter by chapter. */
export function expectedChapters(): ExpectedChapter[] {
  const physics = readFileSync(path.join(FIXTURE_ROOT, "physics/SOURCE.txt"), "utf8");
  const extra = readFileSync(path.join(FIXTURE_ROOT, "extra/SOURCE.txt"), "utf8");
  const expected: ExpectedChapter[] = [];
  const numberingSection = physics.slice(physics.indexOf("Expected numbering"));
  const blocks = numberingSection.split(/\n\s*(?=Chapter \d+:)/).slice(1);
  for (const block of blocks) {
    const chapter = Number(/^Chapter (\d+):/.exec(block.trim())?.[1]);
    const body = block.split(/\n\s*\n|Not included/)[0];
    expected.push({ repository: "osbooks-physics", chapter, ranges: rangesIn(body), named: namedIn(body) });
  }
  for (const match of extra.matchAll(
    /\n(osbooks-[\w-]+)\/[\s\S]*?expected: ([\s\S]*?)(?=\n\s*note:|\n\S|$)/g,
  )) {
    expected.push({ repository: match[1], chapter: 1, ranges: rangesIn(match[2]), named: [] });
  }
  return expected;
}

export interface FixtureSourceServer {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** Answers a path with a fixed status and body instead of the fixture file. */
  override(requestPath: string, answer: { status: number; body: string }): void;
  close(): Promise<void>;
}

/** Starts a real HTTP server on loopback that serves the fixture repositories. */
export async function startFixtureSourceServer(): Promise<FixtureSourceServer> {
  const repositories = fixtureRepositories();
  const overrides = new Map<string, { status: number; body: string }>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const requestPath = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    requests.push(requestPath);
    const override = overrides.get(requestPath);
    if (override) {
      response.writeHead(override.status, { "content-type": "text/plain" });
      response.end(override.body);
      return;
    }
    const repository = repositories.find((candidate) =>
      requestPath.startsWith(`/${candidate.owner}/${candidate.repository}/${candidate.commit}/`),
    );
    const relative = repository
      ? requestPath.slice(`/${repository.owner}/${repository.repository}/${repository.commit}/`.length)
      : "";
    const filePath = repository ? path.resolve(repository.folder, relative) : "";
    const inside = repository && filePath.startsWith(`${repository.folder}${path.sep}`);
    if (!inside || !existsSync(filePath) || !statSync(filePath).isFile()) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("404: Not Found");
      return;
    }
    // A connection per request: a kept-alive socket that the server closes while the client
    // reuses it would fail a test run with "unreachable" now and then.
    response.writeHead(200, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    response.end(readFileSync(filePath));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    override: (requestPath, answer) => overrides.set(requestPath, answer),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
