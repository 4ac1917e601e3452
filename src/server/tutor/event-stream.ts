/**
 * Server-sent events for tutor calls: text deltas as the reply is written, then one final event
 * with the call's JSON fields (or an error event).
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether the client asked for a streamed reply. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? "").includes("text/event-stream");
}

export interface EventStream {
  send(event: "delta" | "final" | "error", data: unknown): void;
  close(): void;
}

/** A comment line every 15 s keeps proxies from closing a stream that is quiet while the tutor thinks. */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** Starts an event stream on the reply (status 200) and returns its writer. */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  reply.raw.flushHeaders();
  const heartbeat = setInterval(() => {
    if (!reply.raw.writableEnded) reply.raw.write(": ping\n\n");
  }, HEARTBEAT_INTERVAL_MS);
  return {
    send(event, data) {
      if (reply.raw.writableEnded) return;
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // Node holds a chunk until the next tick; work queued behind the event (the engine's check
      // of a finished reply) would hold it too, so it goes out now.
      reply.raw.socket?.uncork();
    },
    close() {
      clearInterval(heartbeat);
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}
