/**
 * The per-account count of a tutor turn's call, started by the limits' preHandler
 * (account-rate-limits.ts) and run alongside the turn's first steps: the turn awaits it before
 * the model is asked, and an error answer awaits it so that a call over the limit answers 429.
 */
import type { FastifyRequest } from "fastify";

const countedTutorCalls = new WeakMap<FastifyRequest, Promise<void>>();

/** Records the count of a request's tutor call. */
export function countTutorCall(request: FastifyRequest, counted: Promise<void>) {
  counted.catch(() => {}); // awaited later; a call refused before then must not leave it unhandled
  countedTutorCalls.set(request, counted);
}

/** Resolves when the call is within the limit; rejects with 429 when it is over. */
export function tutorCallCounted(request: FastifyRequest): Promise<void> {
  return countedTutorCalls.get(request) ?? Promise.resolve();
}

/** The error of a call's count (429 over the limit), or undefined. */
export async function tutorCallOverLimit(request: FastifyRequest): Promise<Error | undefined> {
  try {
    await tutorCallCounted(request);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}
