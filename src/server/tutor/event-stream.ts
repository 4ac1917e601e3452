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
  /** Aborted when the client disconnects before the stream ends. */
  signal: AbortSignal;
}

/** Starts an event stream on the reply (status 200) and returns its writer. */
export function openEventStream(reply: FastifyReply): EventStream {
  const disconnect = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) disconnect.abort(new Error("The client disconnected"));
  });
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  reply.raw.flushHeaders();
  return {
    signal: disconnect.signal,
    send(event, data) {
      if (reply.raw.writableEnded) return;
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}
