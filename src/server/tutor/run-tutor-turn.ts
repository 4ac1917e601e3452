/**
 * One tutor turn, metered exactly (ARCHITECTURE.md section 4): find or create the conversation,
 * charge a session when this message costs one, run the brain, store the turn, record usage and
 * update the learner memory. When the brain fails, the charge is given back and nothing is stored.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { CourseLevel, TutorMode } from "../../contracts/taxonomy";
import { type ChatMessage, MESSAGES_PER_SESSION, type PerFeatures } from "../../contracts/tutor";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/client";
import type { SessionCharge } from "../db/schema";
import { AppError } from "../http/errors";
import { chargeSession, refundSession } from "../subscription/charge-session";
import type { BrainReply, ModelUsage, TutorBrain, TutorTurn } from "./brain";
import {
  beginTurn,
  cancelTurn,
  createSession,
  deleteSession,
  loadSession,
  storeTurn,
  whileConversationExists,
} from "./conversation-store";
import { readLearnerMemory, updateLearnerMemory } from "./learner-memory";
import { recordUsage } from "./record-usage";
import { mayRefundStoppedReply } from "./stopped-reply-refunds";

export interface TutorTurnRequest {
  user: CurrentUser;
  endpoint: string;
  mode: TutorMode;
  level: CourseLevel;
  topic: string;
  sessionId?: string;
  /** Conversation modes: the history the client sent; one-shot modes: the single student message. */
  clientHistory: ChatMessage[];
  problem: string;
  studentWork: string;
  studentWorkImage?: { data: Buffer; mediaType: string };
  problemInWork: boolean;
  perFeatures: PerFeatures;
  /** A developer's or admin's call from a debug page: never charged, its usage marked as debug. */
  debugUsage?: boolean;
}

export interface PreparedTurn {
  request: TutorTurnRequest;
  sessionId: string;
  isNewSession: boolean;
  /** The session this turn was charged, if it was. */
  charge: SessionCharge | undefined;
  turn: TutorTurn;
  studentMessages: ChatMessage[];
}

export interface TurnDependencies {
  db: Database;
  brain: TutorBrain;
  log: FastifyBaseLogger;
}

const CONVERSATION_MODES: TutorMode[] = ["concept", "step"];

/**
 * Whether the n-th student message of a conversation costs a session, given the sessions the
 * conversation has paid so far: messages 1-6 are one session, 7-12 the next, and so on.
 */
export function messageCostsSession(messageNumber: number, chargedSessions: number): boolean {
  return chargedSessions < Math.ceil(messageNumber / MESSAGES_PER_SESSION);
}

/** Finds or creates the conversation and charges a session when due; throws 402/404 before any work. */
export async function prepareTutorTurn(db: Database, request: TutorTurnRequest): Promise<PreparedTurn> {
  const isConversation = CONVERSATION_MODES.includes(request.mode);
  const newStudentMessage = request.clientHistory.at(-1) as ChatMessage;
  let history: ChatMessage[];
  let studentMessages: ChatMessage[];
  let sessionId: string;
  let isNewSession: boolean;
  let messageNumber: number;
  let chargedSessions = 0;
  let charge: SessionCharge | undefined;
  // Read alongside the session and charge statements (a pool of PostgreSQL connections runs them at once).
  const memoryRead = readLearnerMemory(db, request.user.id);
  memoryRead.catch(() => {}); // awaited below; a turn refused before then must not leave it unhandled

  if (request.sessionId) {
    const stored = await loadSession(db, request.user.id, request.sessionId, request.mode);
    const started = await beginTurnWhenStored(db, stored.session.id);
    if (!started) {
      throw new AppError(
        409,
        "TURN_IN_PROGRESS",
        "Vector is still answering your previous message in this conversation; wait for it, then send again.",
      );
    }
    history = [...stored.messages, newStudentMessage];
    studentMessages = [newStudentMessage];
    sessionId = stored.session.id;
    isNewSession = false;
    messageNumber = started.messageNumber;
    chargedSessions = started.chargedSessions;
  } else {
    // Only the student's side is taken from the client: a tutor turn it sends would reach the
    // model as the model's own words. The tutor's side comes from the server's records alone.
    history = isConversation
      ? request.clientHistory.filter((message) => message.role === "user")
      : [newStudentMessage];
    studentMessages = history;
    const studentCount = history.filter((message) => message.role === "user").length;
    const conversation = {
      mode: request.mode,
      level: request.level,
      topic: request.topic,
      userMessageCount: studentCount,
    };
    isNewSession = true;
    messageNumber = studentCount;
    if (request.debugUsage) {
      sessionId = await createSession(db, { userId: request.user.id, ...conversation });
    } else {
      // A new conversation always pays for its first session, whatever history the client sent:
      // one statement charges it and creates the conversation holding the charge (or, at 402,
      // creates nothing).
      sessionId = randomUUID();
      charge = await chargeSession(db, request.user.id, { tutorSessionId: sessionId, create: conversation });
    }
  }

  // One-shot modes pay for every call, conversations for every sixth message.
  const due =
    !isNewSession &&
    !request.debugUsage &&
    (!isConversation || messageCostsSession(messageNumber, chargedSessions));
  if (due) {
    try {
      // The charge and the turn's hold on it commit together, so a process that dies from here
      // on leaves a held charge that refund-abandoned-turns.ts gives back.
      charge = await chargeSession(db, request.user.id, { tutorSessionId: sessionId });
    } catch (error) {
      await undoCounting(db, { sessionId, isNewSession });
      throw error;
    }
  }

  let memory: Awaited<typeof memoryRead>;
  try {
    memory = await memoryRead;
  } catch (error) {
    // Nothing may stay charged or locked for a turn that cannot start.
    await releaseTurn(db, { sessionId, isNewSession, charge });
    throw error;
  }
  const problem = isConversation
    ? (history.find((message) => message.role === "user")?.content ?? newStudentMessage.content)
    : request.problem;
  return {
    request,
    sessionId,
    isNewSession,
    charge,
    studentMessages,
    turn: {
      mode: request.mode,
      level: request.level,
      history,
      problem,
      studentWork: request.studentWork,
      studentWorkImage: request.studentWorkImage,
      problemInWork: request.problemInWork,
      perFeatures: request.perFeatures,
      memory,
    },
  };
}

/** Tries before answering 409: the reply of the previous turn is delivered before it is stored. */
const PREVIOUS_STORE_WAITS = 3;
const PREVIOUS_STORE_WAIT_MS = 20;

/**
 * Begins a turn of a conversation. A follow-up sent the moment the previous reply arrived can find
 * that turn still storing it (a round trip): it waits a little for it instead of answering 409.
 */
async function beginTurnWhenStored(db: Database, sessionId: string) {
  for (let attempt = 0; ; attempt++) {
    const started = await beginTurn(db, sessionId);
    if (started || attempt === PREVIOUS_STORE_WAITS) return started;
    await new Promise((resolve) => setTimeout(resolve, PREVIOUS_STORE_WAIT_MS));
  }
}

async function undoCounting(db: Database, prepared: { sessionId: string; isNewSession: boolean }) {
  if (prepared.isNewSession) await deleteSession(db, prepared.sessionId);
  else await cancelTurn(db, prepared.sessionId);
}

/**
 * Gives back what prepareTutorTurn took: the session charge and the message count, in one
 * transaction; if the database cannot be reached, the held charge is given back later by
 * refund-abandoned-turns.ts (never twice).
 */
export async function abandonTutorTurn(db: Database, prepared: PreparedTurn) {
  await releaseTurn(db, prepared);
}

async function releaseTurn(
  db: Database,
  turn: { sessionId: string; isNewSession: boolean; charge?: SessionCharge },
) {
  await db.transaction(async (transaction) => {
    if (turn.charge) await refundSession(transaction, turn.charge);
    await undoCounting(transaction, turn);
  });
}

/** A completed turn: the stored reply, and the bookkeeping (usage, learner memory) still being written. */
export interface CompletedTurn {
  result: BrainReply;
  /** The model that gave the reply ("engine" for the built-in engine), as the debug page shows it. */
  answeredBy: string;
  /** Never rejects; the reply can be sent before it settles. */
  bookkeeping: Promise<void>;
}

/**
 * Runs the brain for a prepared turn, hands the reply to `deliver` and then stores it; when the
 * brain fails, gives everything back and rethrows (nothing is delivered). The reply reaches the
 * student before the store's round trip: a store that fails afterwards gives the session back
 * (the student keeps the reply without paying, as for a process that dies there, decision 022).
 * The usage records and the learner memory are written alongside the store, off the path of the answer.
 */
export async function completeTutorTurn(
  dependencies: TurnDependencies,
  prepared: PreparedTurn,
  io: {
    signal: AbortSignal;
    onDelta?: (text: string) => void;
    deliver: (result: BrainReply, answeredBy: string) => void;
  },
): Promise<CompletedTurn> {
  const { db, brain, log } = dependencies;
  const usages: ModelUsage[] = [];
  let result: BrainReply;
  let giveBack: boolean;
  try {
    result = await brain.respond(prepared.turn, {
      signal: io.signal,
      onDelta: io.onDelta,
      onUsage: (usage) => usages.push(usage),
    });
    // NUL characters cannot be stored; a reply is never lost for them.
    result = { ...result, reply: result.reply.replaceAll("\u0000", "") };
    if (result.reply.trim().length === 0)
      throw new AppError(502, "EMPTY_REPLY", "The tutor returned an empty reply");
    // A reply that could not help (the engine could not solve the problem) gives its session back.
    giveBack = result.returnSession === true && prepared.charge !== undefined;
    if (giveBack) result = { ...result, sessionReturned: true };
  } catch (error) {
    // Nothing is stored and nothing is charged for a turn that did not complete, except a reply
    // the student stopped once today's refunds for stopped replies are used (decision 024).
    const stoppedAndCharged =
      io.signal.aborted &&
      prepared.charge !== undefined &&
      !(await mayRefundStoppedReply(db, prepared.request.user.id).catch(() => true));
    await (stoppedAndCharged ? undoCounting(db, prepared) : abandonTutorTurn(db, prepared)).catch(
      (undoError: unknown) => log.error({ err: undoError }, "could not give back a failed turn"),
    );
    await saveUsages(dependencies, prepared, usages);
    throw error;
  }
  const answeredBy = usages.at(-1)?.model ?? brain.kind;
  try {
    io.deliver(result, answeredBy);
  } catch (error) {
    // A reply that could not be handed over was never received: nothing is charged for it.
    await abandonTutorTurn(db, prepared).catch((undoError: unknown) =>
      log.error({ err: undoError }, "could not give back a turn whose reply was not delivered"),
    );
    throw error;
  }
  // The turn, its usage and the learner memory are written at once, right after the reply went out.
  const stored = storeTurn(db, {
    sessionId: prepared.sessionId,
    studentMessages: prepared.studentMessages,
    reply: result.reply,
    verification: result.verification,
    charged: prepared.charge !== undefined && !giveBack,
    completed: result.step?.isComplete ?? prepared.request.mode !== "concept",
    refund: giveBack ? prepared.charge : undefined,
  }).catch(async (error: unknown) => {
    log.error({ err: error }, "a delivered reply could not be stored; its session is given back");
    await abandonTutorTurn(db, prepared).catch((undoError: unknown) =>
      log.error({ err: undoError }, "could not give back a turn whose reply was not stored"),
    );
  });
  // Written only while the conversation exists: a student who deleted their data during the turn
  // gets no usage or memory rows back. Written after the turn is stored, whose statement must not
  // wait behind the lock this takes on the conversation.
  const bookkeeping = stored
    .then(() =>
      whileConversationExists(db, prepared.sessionId, async (transaction) => {
        await saveUsages({ ...dependencies, db: transaction }, prepared, usages);
        await updateLearnerMemory(transaction, prepared.request.user.id, {
          level: prepared.request.level,
          confidenceRating: prepared.request.perFeatures.confidenceRating,
          subtopic: result.subtopic,
          mastered: result.mastered,
        });
      }),
    )
    .then(() => {})
    .catch((error: unknown) => {
      // The reply is paid for; a usage record or memory update must not turn it into a failure.
      log.warn({ err: error }, "usage records or learner memory update failed");
    });
  await stored;
  return { result, answeredBy, bookkeeping };
}

/** Records usage rows; a failure is logged, never turned into a failed reply. */
async function saveUsages(dependencies: TurnDependencies, prepared: PreparedTurn, usages: ModelUsage[]) {
  for (const usage of usages) {
    await recordUsage(dependencies.db, prepared.request.user.id, prepared.request.endpoint, usage, {
      debug: prepared.request.debugUsage === true,
    }).catch((error: unknown) => dependencies.log.warn({ err: error }, "usage record failed"));
  }
}
