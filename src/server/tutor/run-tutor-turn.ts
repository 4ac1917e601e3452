/**
 * One tutor turn, metered exactly (ARCHITECTURE.md section 4): find or create the conversation,
 * charge a session when this message costs one, run the brain, store the turn, record usage and
 * update the learner memory. When the brain fails, the charge is given back and nothing is stored.
 */
import type { FastifyBaseLogger } from "fastify";
import type { CourseLevel, TutorMode } from "../../contracts/taxonomy";
import { type ChatMessage, MESSAGES_PER_SESSION, type PerFeatures } from "../../contracts/tutor";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { chargeSession, refundSession } from "../subscription/charge-session";
import type { BrainReply, ModelUsage, TutorBrain, TutorTurn } from "./brain";
import {
  countStudentMessage,
  createSession,
  deleteSession,
  loadSession,
  storeTurn,
} from "./conversation-store";
import { readLearnerMemory, updateLearnerMemory } from "./learner-memory";
import { recordUsage } from "./record-usage";

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
  bankProblemId?: string;
}

export interface PreparedTurn {
  request: TutorTurnRequest;
  sessionId: string;
  isNewSession: boolean;
  charged: boolean;
  turn: TutorTurn;
  studentMessages: ChatMessage[];
}

export interface TurnDependencies {
  db: Database;
  brain: TutorBrain;
  log: FastifyBaseLogger;
}

const CONVERSATION_MODES: TutorMode[] = ["concept", "step"];

/** Whether the n-th student message of a conversation (1-based) costs a session: 1, 7, 13 ... */
export function messageCostsSession(messageNumber: number): boolean {
  return messageNumber % MESSAGES_PER_SESSION === 1 % MESSAGES_PER_SESSION;
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

  if (request.sessionId) {
    const stored = await loadSession(db, request.user.id, request.sessionId, request.mode);
    history = [...stored.messages, newStudentMessage];
    studentMessages = [newStudentMessage];
    sessionId = stored.session.id;
    isNewSession = false;
    messageNumber = await countStudentMessage(db, sessionId, 1);
  } else {
    history = isConversation ? request.clientHistory : [newStudentMessage];
    studentMessages = history;
    const studentCount = history.filter((message) => message.role === "user").length;
    sessionId = await createSession(db, {
      userId: request.user.id,
      mode: request.mode,
      level: request.level,
      topic: request.topic,
      userMessageCount: studentCount,
    });
    isNewSession = true;
    messageNumber = studentCount;
  }

  const due = !isConversation || messageCostsSession(messageNumber);
  if (due) {
    try {
      await chargeSession(db, request.user.id);
    } catch (error) {
      await undoCounting(db, { sessionId, isNewSession });
      throw error;
    }
  }

  const problem = isConversation
    ? (history.find((message) => message.role === "user")?.content ?? newStudentMessage.content)
    : request.problem;
  return {
    request,
    sessionId,
    isNewSession,
    charged: due,
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
      memory: await readLearnerMemory(db, request.user.id),
      bankProblemId: request.bankProblemId,
    },
  };
}

async function undoCounting(db: Database, prepared: { sessionId: string; isNewSession: boolean }) {
  if (prepared.isNewSession) await deleteSession(db, prepared.sessionId);
  else await countStudentMessage(db, prepared.sessionId, -1);
}

/** Gives back what prepareTutorTurn took: the session charge and the message count. */
export async function abandonTutorTurn(db: Database, prepared: PreparedTurn) {
  if (prepared.charged) await refundSession(db, prepared.request.user.id);
  await undoCounting(db, prepared);
}

/** Runs the brain for a prepared turn and stores the result; on failure gives everything back and rethrows. */
export async function completeTutorTurn(
  dependencies: TurnDependencies,
  prepared: PreparedTurn,
  io: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<BrainReply> {
  const { db, brain, log } = dependencies;
  const usages: ModelUsage[] = [];
  let result: BrainReply;
  try {
    result = await brain.respond(prepared.turn, { ...io, onUsage: (usage) => usages.push(usage) });
    if (result.reply.trim().length === 0)
      throw new AppError(502, "EMPTY_REPLY", "The tutor returned an empty reply");
  } catch (error) {
    await abandonTutorTurn(db, prepared);
    await saveUsages(dependencies, prepared, usages);
    throw error;
  }
  await storeTurn(db, {
    sessionId: prepared.sessionId,
    studentMessages: prepared.studentMessages,
    reply: result.reply,
    verification: result.verification,
    charged: prepared.charged,
    completed: result.step?.isComplete ?? prepared.request.mode !== "concept",
  });
  const memoryUpdate = updateLearnerMemory(db, prepared.request.user.id, {
    level: prepared.request.level,
    confidenceRating: prepared.request.perFeatures.confidenceRating,
    subtopic: result.subtopic,
    mastered: result.mastered,
  }).catch((error: unknown) => {
    // The reply is stored and paid for; a memory update must not turn it into a failure.
    log.warn({ err: error }, "learner memory update failed");
  });
  await Promise.all([saveUsages(dependencies, prepared, usages), memoryUpdate]);
  return result;
}

async function saveUsages(dependencies: TurnDependencies, prepared: PreparedTurn, usages: ModelUsage[]) {
  for (const usage of usages) {
    await recordUsage(dependencies.db, prepared.request.user.id, prepared.request.endpoint, usage);
  }
}
