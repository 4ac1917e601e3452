import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, sessionsUsed, signUp, type TestApp } from "../../../test/app-harness";
import { tutorSessions } from "../db/schema";
import type { TutorBrain } from "./brain";
import { STOPPED_REPLY_REFUNDS_PER_DAY } from "./stopped-reply-refunds";

describe("replies the student stops before the model finished", () => {
  let harness: TestApp;
  let baseUrl: string;
  // A model that writes a little and then keeps going until the student stops it.
  const brain: TutorBrain = {
    kind: "llm",
    respond(_turn, io) {
      io.onDelta?.("Let us start with the forces ");
      return new Promise((_resolve, reject) => {
        io.signal.addEventListener("abort", () => reject(new Error("stopped")), { once: true });
      });
    },
  };

  beforeAll(async () => {
    harness = await createTestApp({ brain });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => harness.close());

  /** Asks for a streamed reply and closes the connection once the first text arrives. */
  function askAndStop(cookie: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${baseUrl}/api/tutor/solve`, {
        method: "POST",
        headers: {
          cookie,
          origin: "http://localhost:5000",
          "content-type": "application/json",
          accept: "text/event-stream",
        },
      });
      request.on("response", (response) => {
        if (response.statusCode !== 200) reject(new Error(`the tutor answered ${response.statusCode}`));
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", (error) => (request.destroyed ? resolve() : reject(error)));
      request.end(JSON.stringify({ level: "algebra", problem: "A 2 kg cart is pushed with 10 N. Find a." }));
    });
  }

  /** The sessions used once the stopped turn is wound up (its unanswered conversation removed). */
  async function usedAfterStop(userId: string) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const open = await harness.database.db
        .select()
        .from(tutorSessions)
        .where(eq(tutorSessions.userId, userId));
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return sessionsUsed(harness, userId);
  }

  it(`are free ${STOPPED_REPLY_REFUNDS_PER_DAY} times a day; after that a stopped reply is charged`, async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 6);
    for (let index = 0; index < STOPPED_REPLY_REFUNDS_PER_DAY; index++) {
      await askAndStop(cookie);
      expect(await usedAfterStop(userId)).toBe(0);
    }
    await askAndStop(cookie);
    expect(await usedAfterStop(userId)).toBe(1);
  }, 60_000);
});
