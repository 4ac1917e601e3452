import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DATABASE_KINDS,
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
  turnsStored,
} from "../../../test/app-harness";
import { tutorSessions } from "../db/schema";
import { sharedEnginePool } from "../engine-pool/engine-pool";
import { TURN_LOCK_MINUTES } from "./conversation-store";
import { refundAbandonedTurns } from "./refund-abandoned-turns";
import { prepareTutorTurn, type TutorTurnRequest } from "./run-tutor-turn";

const PROBLEM = "A 2.0 kg cart is pushed with a net force of 6.0 N. What is its acceleration?";

// Each test builds its own app; the engine's worker loads once, before them.
beforeAll(() => sharedEnginePool({ workers: 1 }).ready());

describe.each(DATABASE_KINDS)("turns that never delivered a reply (%s)", (database) => {
  let harness: TestApp;
  afterEach(async () => {
    await harness?.close();
  });

  async function student() {
    harness = await createTestApp({ database });
    const { cookie, email } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 6);
    return { cookie, user: { id: userId, email, name: "Test Student", role: "user" as const } };
  }

  /** A turn prepared (and charged) as a request does, whose process then never answers. */
  function turnRequest(user: TutorTurnRequest["user"], overrides: Partial<TutorTurnRequest> = {}) {
    return {
      user,
      endpoint: "/api/tutor/solve",
      mode: "solve",
      level: "algebra",
      topic: "Physics",
      clientHistory: [{ role: "user", content: PROBLEM }],
      problem: PROBLEM,
      studentWork: "",
      problemInWork: false,
      perFeatures: {
        showMisconceptions: false,
        confidenceRating: 3,
        requestErrorAnalysis: false,
        requestConceptualWarmup: false,
      },
      ...overrides,
    } satisfies TutorTurnRequest;
  }

  // Turns aged past this file's one-minute limit but not the app's own (TURN_LOCK_MINUTES): the
  // app's scheduled round, which runs every minute in the background, never takes them first.
  const ageTurns = (minutes: number) =>
    harness.database.db.execute(
      sql`update tutor_sessions set turn_started_at = now() - make_interval(mins => ${minutes}) where turn_started_at is not null`,
    );

  it("gives the session back once, with several processes looking, and leaves no empty conversation", async () => {
    const { user } = await student();
    await prepareTutorTurn(harness.database.db, turnRequest(user));
    expect(await sessionsUsed(harness, user.id)).toBe(1);

    // A turn still within its time is not touched.
    expect(await refundAbandonedTurns(harness.database.db, 60_000)).toBe(0);
    expect(await sessionsUsed(harness, user.id)).toBe(1);

    await ageTurns(TURN_LOCK_MINUTES / 2);
    const refunded = await Promise.all([
      refundAbandonedTurns(harness.database.db, 60_000),
      refundAbandonedTurns(harness.database.db, 60_000),
      refundAbandonedTurns(harness.database.db, 60_000),
    ]);
    expect(refunded.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sessionsUsed(harness, user.id)).toBe(0);
    const left = await harness.database.db
      .select()
      .from(tutorSessions)
      .where(eq(tutorSessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it("in a conversation, the unanswered message no longer counts and the next one is charged once", async () => {
    const { cookie, user } = await student();
    let sessionId: string | undefined;
    let history: { role: "user" | "assistant"; content: string }[] = [];
    // Six answered messages: the first session of the conversation.
    for (let message = 1; message <= 6; message++) {
      history = [...history, { role: "user", content: message === 1 ? PROBLEM : `Question ${message}` }];
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/tutor/concept",
        headers: jsonHeaders(cookie),
        payload: { level: "algebra", history, sessionId },
      });
      expect(response.statusCode).toBe(200);
      sessionId = response.json().sessionId;
      history = [...history, { role: "assistant", content: response.json().reply }];
    }
    // Each reply is stored after it is sent; the sixth must be stored before the seventh begins.
    await turnsStored(harness, user.id);
    expect(await sessionsUsed(harness, user.id)).toBe(1);

    // The seventh message starts a second session; its process dies before the reply is stored.
    await prepareTutorTurn(
      harness.database.db,
      turnRequest(user, {
        endpoint: "/api/tutor/concept",
        mode: "concept",
        sessionId,
        clientHistory: [...history, { role: "user", content: "Question 7" }],
      }),
    );
    expect(await sessionsUsed(harness, user.id)).toBe(2);
    await ageTurns(TURN_LOCK_MINUTES / 2);
    expect(await refundAbandonedTurns(harness.database.db, 60_000)).toBe(1);
    expect(await sessionsUsed(harness, user.id)).toBe(1);

    // The conversation is kept and free again; sending the seventh message again charges once.
    const again = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/concept",
      headers: jsonHeaders(cookie),
      payload: {
        level: "algebra",
        history: [...history, { role: "user", content: "Question 7" }],
        sessionId,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(await sessionsUsed(harness, user.id)).toBe(2);
    await turnsStored(harness, user.id);
    const [row] = await harness.database.db
      .select()
      .from(tutorSessions)
      .where(eq(tutorSessions.id, sessionId as string));
    expect(row).toMatchObject({
      userMessageCount: 7,
      chargedSessions: 2,
      pendingCharge: null,
      turnStartedAt: null,
    });
  });

  it("a stored reply releases its charge, so nothing is given back for it later", async () => {
    const { cookie, user } = await student();
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level: "algebra", problem: PROBLEM },
    });
    expect(response.statusCode).toBe(200);
    await turnsStored(harness, user.id);
    await ageTurns(TURN_LOCK_MINUTES / 2);
    expect(await refundAbandonedTurns(harness.database.db, 0)).toBe(0);
    expect(await sessionsUsed(harness, user.id)).toBe(1);
  });
});
