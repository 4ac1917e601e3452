import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  giveSessions,
  jsonHeaders,
  signUp,
  type TestApp,
  turnsStored,
} from "../../../test/app-harness";
import { tutorMessages } from "../db/schema";
import { beginTurn, cancelTurn } from "./conversation-store";

describe("follow-ups sent the moment a reply arrives", () => {
  let harness: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await createTestApp({ database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => harness.close());

  it("are answered, not refused as in progress, and every message and reply is kept", async () => {
    const { cookie } = await signUp(harness.app);
    await giveSessions(harness, cookie, 6);
    const send = async (history: { role: "user"; content: string }[], sessionId?: string, stream = false) => {
      const response = await fetch(`${baseUrl}/api/tutor/concept`, {
        method: "POST",
        headers: { ...jsonHeaders(cookie), accept: stream ? "text/event-stream" : "application/json" },
        body: JSON.stringify({ level: "high-school", history, ...(sessionId ? { sessionId } : {}) }),
      });
      return { status: response.status, text: await response.text() };
    };
    const first = await send([{ role: "user", content: "Why do heavy and light things fall together?" }]);
    expect(first.status).toBe(200);
    const { sessionId } = JSON.parse(first.text) as { sessionId: string };
    // Each reply is delivered before it is stored; the next message must wait for that store.
    for (const [index, question] of ["Why?", "What about air?", "And a feather?", "On the Moon?"].entries()) {
      const next = await send([{ role: "user", content: question }], sessionId, index % 2 === 1);
      expect(next.status).toBe(200);
      expect(next.text).not.toContain("TURN_IN_PROGRESS");
    }
    // The last reply, too, is stored just after it is delivered.
    await expect
      .poll(
        async () => {
          const stored = await harness.database.db
            .select({ role: tutorMessages.role })
            .from(tutorMessages)
            .where(eq(tutorMessages.sessionId, sessionId));
          return ["user", "assistant"].map(
            (role) => stored.filter((message) => message.role === role).length,
          );
        },
        { timeout: 10_000 },
      )
      .toEqual([5, 5]);
  });

  it("wait a moment for the previous turn to finish storing its reply instead of answering 409", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 6);
    const headers = { ...jsonHeaders(cookie), accept: "application/json" };
    const first = await fetch(`${baseUrl}/api/tutor/concept`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        level: "high-school",
        history: [{ role: "user", content: "What is inertia?" }],
      }),
    });
    const { sessionId } = (await first.json()) as { sessionId: string };
    // The first reply is stored just after it is delivered; then another turn takes the conversation.
    await turnsStored(harness, userId);
    // A turn of the conversation still holds it, and lets go of it 30 ms later.
    expect(await beginTurn(harness.database.db, sessionId)).toBeDefined();
    const released = new Promise((resolve) => setTimeout(resolve, 30)).then(() =>
      cancelTurn(harness.database.db, sessionId),
    );
    const next = await fetch(`${baseUrl}/api/tutor/concept`, {
      method: "POST",
      headers,
      body: JSON.stringify({ level: "high-school", sessionId, history: [{ role: "user", content: "Why?" }] }),
    });
    await released;
    expect(next.status).toBe(200);
  });
});
