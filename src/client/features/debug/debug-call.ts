/**
 * One tutor call from a debug page: the normal tutor call, answered as JSON, aborted after
 * 30 seconds (section 9). It uses fetch itself rather than the app's request layer because the
 * page shows what that layer hides: the HTTP status, the raw body and the brain header. The
 * debug-usage header asks the server to record a developer's or admin's call as debug usage; the
 * server ignores it for students.
 */
import {
  DEBUG_REQUEST_TIMEOUT_MS,
  DEBUG_USAGE_HEADER,
  TUTOR_BRAIN_HEADER,
} from "../../../contracts/tracking-limits";

export type DebugCallName = "solve" | "concept" | "step";

export interface DebugCallInput {
  topic: string;
  level: string;
  text: string;
}

export type DebugCallResult =
  | {
      outcome: "answered";
      status: number;
      ok: boolean;
      durationMs: number;
      /** "llm gpt-4o-mini" or "engine engine", from the reply's header; null on an error. */
      brain: string | null;
      body: unknown;
    }
  | { outcome: "aborted"; durationMs: number }
  | { outcome: "failed"; durationMs: number; message: string };

/** The body each call sends: the problem for solve, a one-message history for the conversations. */
export function requestBody(call: DebugCallName, input: DebugCallInput) {
  if (call === "solve") return { topic: input.topic, level: input.level, problem: input.text };
  return { topic: input.topic, level: input.level, history: [{ role: "user", content: input.text }] };
}

/** Sends the call and settles with what happened, never throwing. */
export async function runDebugCall(call: DebugCallName, input: DebugCallInput): Promise<DebugCallResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEBUG_REQUEST_TIMEOUT_MS);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`/api/tutor/${call}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", [DEBUG_USAGE_HEADER]: "true" },
      body: JSON.stringify(requestBody(call, input)),
      credentials: "include",
      cache: "no-store",
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: shown as the text it is.
    }
    return {
      outcome: "answered",
      status: response.status,
      ok: response.ok,
      durationMs: elapsed(),
      brain: response.headers.get(TUTOR_BRAIN_HEADER),
      body,
    };
  } catch (error) {
    if (controller.signal.aborted) return { outcome: "aborted", durationMs: elapsed() };
    return {
      outcome: "failed",
      durationMs: elapsed(),
      message: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The server's message of an error body, when it has one. */
export function serverMessage(body: unknown): string | null {
  if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string")
    return body.message;
  return null;
}
