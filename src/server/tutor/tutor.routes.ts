/**
 * The tutor calls: POST /api/tutor/solve, /concept, /step, /analyze and /api/assistant/chat.
 * Each needs a signed-in user, validates its body (400 naming the field), and answers JSON or,
 * with Accept: text/event-stream, streams the reply and ends with the same JSON as a final event.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEBUG_USAGE_HEADER, TUTOR_BRAIN_HEADER } from "../../contracts/tracking-limits";
import {
  type AssistantChatResponse,
  analyzeRequestSchema,
  assistantChatRequestSchema,
  assistantChatResponseSchema,
  conversationRequestSchema,
  DEFAULT_TOTAL_STEPS,
  type StepResponse,
  solveRequestSchema,
  stepResponseSchema,
  type TutorResponse,
  type TutorStreamDelta,
  tutorResponseSchema,
} from "../../contracts/tutor";
import type { CurrentUser } from "../auth/current-user";
import type { Database } from "../db/client";
import { AppError, databaseUnavailable, isDatabaseUnavailable } from "../http/errors";
import { answers } from "../http/reply-contract";
import { tutorCallCounted } from "../http/tutor-call-count";
import { parseInput } from "../http/validate";
import { watchDisconnect } from "../http/watch-disconnect";
import type { BrainReply, TutorBrain } from "./brain";
import { openEventStream, wantsEventStream } from "./event-stream";
import { readAnalyzeRequest } from "./read-analyze-request";
import {
  abandonTutorTurn,
  completeTutorTurn,
  prepareTutorTurn,
  type TutorTurnRequest,
} from "./run-tutor-turn";

export interface TutorRouteDependencies {
  db: Database;
  brain: TutorBrain;
  /** Finds the generated bank problem a text is, when it is one. */
  findBankProblemId?: (problemText: string) => Promise<string | undefined>;
}

/** A call's reply, in its contract, from the brain's result. */
type Shape<Reply> = (result: BrainReply, sessionId: string) => Reply;

const basicShape: Shape<TutorResponse> = (result, sessionId) => ({
  reply: result.reply,
  sessionId,
  verification: result.verification,
  ...(result.diagram ? { canvasDiagram: result.diagram } : {}),
  ...(result.sessionReturned ? { sessionReturned: true as const } : {}),
});

const stepShape: Shape<StepResponse> = (result, sessionId) => ({
  ...basicShape(result, sessionId),
  currentStep: result.step?.currentStep ?? 1,
  totalSteps: result.step?.totalSteps ?? DEFAULT_TOTAL_STEPS,
  isComplete: result.step?.isComplete ?? false,
  stepDescription: result.step?.stepDescription ?? "",
});

const chatShape: Shape<AssistantChatResponse> = (result) => ({
  reply: result.reply,
  ...(result.diagram ? { canvasDiagram: result.diagram } : {}),
  verification: result.verification,
});

/**
 * Whether a call is debug usage: sent from a debug page by a developer or admin. The header is
 * honoured for those roles only, so a student who sends it is charged as anywhere else.
 */
function isDebugUsage(request: FastifyRequest, user: CurrentUser): boolean {
  if (user.role !== "developer" && user.role !== "admin") return false;
  return request.headers[DEBUG_USAGE_HEADER] === "true";
}

function errorBody(thrown: unknown) {
  const error = isDatabaseUnavailable(thrown) ? databaseUnavailable() : thrown;
  if (error instanceof AppError)
    return { message: error.message, code: error.code, status: error.statusCode, ...error.extra };
  return { message: "The tutor could not answer; please try again", code: "INTERNAL", status: 500 };
}

/** The problem a new conversation is about: its first student message (see prepareTutorTurn). */
function problemOfNewConversation(turnRequest: TutorTurnRequest): string {
  if (turnRequest.mode !== "concept" && turnRequest.mode !== "step") return turnRequest.problem;
  return turnRequest.clientHistory.find((message) => message.role === "user")?.content ?? "";
}

/** Registers the tutor routes. */
export async function registerTutorRoutes(app: FastifyInstance, dependencies: TutorRouteDependencies) {
  const { db, brain } = dependencies;
  // Usage records and memory updates still being written after their replies went out: a
  // shutdown waits for them before the database closes.
  const pendingBookkeeping = new Set<Promise<void>>();
  const track = (bookkeeping: Promise<void>) => {
    pendingBookkeeping.add(bookkeeping);
    return bookkeeping.finally(() => pendingBookkeeping.delete(bookkeeping));
  };
  app.addHook("onClose", async () => {
    await Promise.all(pendingBookkeeping);
  });

  async function runTurn<Reply>(
    request: FastifyRequest,
    reply: FastifyReply,
    turnRequest: TutorTurnRequest,
    shape: Shape<Reply>,
  ) {
    const disconnected = watchDisconnect(reply);
    turnRequest.debugUsage = isDebugUsage(request, turnRequest.user);
    // The bank lookup of a new conversation's problem runs alongside the charge.
    const newProblem = turnRequest.sessionId ? "" : problemOfNewConversation(turnRequest);
    const earlyLookup =
      newProblem.trim() && dependencies.findBankProblemId
        ? dependencies.findBankProblemId(newProblem)
        : undefined;
    earlyLookup?.catch(() => {}); // awaited below, once the turn is prepared
    // The per-account limit is counted while the turn is prepared; over it, the turn is given back.
    const [counted, preparing] = await Promise.allSettled([
      tutorCallCounted(request),
      prepareTutorTurn(db, turnRequest),
    ]);
    if (counted.status === "rejected") {
      if (preparing.status === "fulfilled") await abandonTutorTurn(db, preparing.value);
      throw counted.reason;
    }
    if (preparing.status === "rejected") throw preparing.reason;
    const prepared = preparing.value;
    // A bank problem's worked solution: the engine tutors from it, and it is the one certain
    // reading against which a model's final answer may be disputed. The problem is the
    // conversation's first student message on every turn, not only the first.
    if (prepared.turn.problem.trim() && dependencies.findBankProblemId) {
      try {
        prepared.turn.bankProblemId = await (prepared.turn.problem === newProblem && earlyLookup
          ? earlyLookup
          : dependencies.findBankProblemId(prepared.turn.problem));
      } catch (error) {
        await abandonTutorTurn(db, prepared).catch((undoError: unknown) =>
          request.log.error({ err: undoError }, "could not give back a turn that did not start"),
        );
        throw error;
      }
    }
    const turnDependencies = { db, brain, log: request.log };
    if (disconnected.aborted) {
      // The student left while the turn was being prepared: give everything back, answer no one.
      await abandonTutorTurn(db, prepared);
      return reply;
    }

    if (wantsEventStream(request)) {
      const stream = openEventStream(reply);
      let bookkeeping: Promise<void> | undefined;
      try {
        const completed = await completeTutorTurn(turnDependencies, prepared, {
          signal: disconnected,
          onDelta: (text) => stream.send("delta", { text } satisfies TutorStreamDelta),
          // The check's result ends the stream; the turn is stored after it has gone out.
          deliver: (result) => {
            stream.send("final", shape(result, prepared.sessionId));
            stream.close();
          },
        });
        bookkeeping = track(completed.bookkeeping);
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error }, "tutor turn failed");
        stream.send("error", errorBody(error));
        stream.close();
      }
      await bookkeeping;
      return reply;
    }

    const completed = await completeTutorTurn(turnDependencies, prepared, {
      signal: disconnected,
      deliver: (result, answeredBy) => {
        // Which brain answered, for the debug page; the body keeps the spec's fields only.
        reply.header(TUTOR_BRAIN_HEADER, `${brain.kind} ${answeredBy}`);
        reply.send(shape(result, prepared.sessionId));
      },
    });
    await track(completed.bookkeeping);
    return reply;
  }

  app.post("/api/tutor/solve", answers(tutorResponseSchema), async (request, reply) => {
    const user = await request.requireUser();
    const body = parseInput(solveRequestSchema, request.body);
    return runTurn(
      request,
      reply,
      {
        user,
        endpoint: "/api/tutor/solve",
        mode: "solve",
        level: body.level,
        topic: body.topic,
        sessionId: body.sessionId,
        clientHistory: [{ role: "user", content: body.problem }],
        problem: body.problem,
        studentWork: "",
        problemInWork: false,
        perFeatures: body.perFeatures,
      },
      basicShape,
    );
  });

  app.post("/api/tutor/concept", answers(tutorResponseSchema), (request, reply) =>
    conversationTurn("concept", request, reply),
  );
  app.post("/api/tutor/step", answers(stepResponseSchema), (request, reply) =>
    conversationTurn("step", request, reply),
  );
  /** A Concept Coach or Interactive Tutor message. */
  async function conversationTurn(mode: "concept" | "step", request: FastifyRequest, reply: FastifyReply) {
    const user = await request.requireUser();
    const body = parseInput(conversationRequestSchema, request.body);
    const firstStudentMessage = body.history.find((message) => message.role === "user")?.content ?? "";
    const turnRequest: TutorTurnRequest = {
      user,
      endpoint: `/api/tutor/${mode}`,
      mode,
      level: body.level,
      topic: body.topic,
      sessionId: body.sessionId,
      clientHistory: body.history,
      problem: body.sessionId ? "" : firstStudentMessage,
      studentWork: "",
      problemInWork: false,
      perFeatures: body.perFeatures,
    };
    return mode === "step"
      ? runTurn(request, reply, turnRequest, stepShape)
      : runTurn(request, reply, turnRequest, basicShape);
  }

  app.post("/api/tutor/analyze", answers(tutorResponseSchema), async (request, reply) => {
    const user = await request.requireUser();
    const { body, studentWorkImage } = await readAnalyzeRequest(request);
    const parsed = parseInput(analyzeRequestSchema, body);
    if (!parsed.studentWork.trim() && !studentWorkImage) {
      throw new AppError(400, "VALIDATION_ERROR", "studentWork: your work or a photo of it is required");
    }
    if (!parsed.problemInWork && !parsed.problem.trim()) {
      throw new AppError(
        400,
        "VALIDATION_ERROR",
        "problem: the original problem is required unless it is in your work",
      );
    }
    const summary = parsed.studentWork.trim() || "(photo of my work)";
    return runTurn(
      request,
      reply,
      {
        user,
        endpoint: "/api/tutor/analyze",
        mode: "analyze",
        level: parsed.level,
        topic: "Physics",
        sessionId: parsed.sessionId,
        clientHistory: [
          {
            role: "user",
            content: parsed.problem.trim() ? `${parsed.problem.trim()}\n\n${summary}` : summary,
          },
        ],
        problem: parsed.problem,
        studentWork: parsed.studentWork,
        studentWorkImage,
        problemInWork: parsed.problemInWork,
        perFeatures: parsed.perFeatures,
      },
      basicShape,
    );
  });

  app.post("/api/assistant/chat", answers(assistantChatResponseSchema), async (request, reply) => {
    const user = await request.requireUser();
    const body = parseInput(assistantChatRequestSchema, request.body);
    return runTurn(
      request,
      reply,
      {
        user,
        endpoint: "/api/assistant/chat",
        mode: "solve",
        level: body.level,
        topic: "Physics",
        clientHistory: [{ role: "user", content: body.message }],
        problem: body.message,
        studentWork: "",
        problemInWork: false,
        perFeatures: body.perFeatures,
      },
      chatShape,
    );
  });
}
