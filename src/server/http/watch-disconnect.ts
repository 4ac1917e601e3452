/** The client going away in the middle of a long call (a tutor reply, an image being read). */
import type { FastifyReply } from "fastify";

/**
 * Watches for the client going away, from the start of a request (so a disconnect while the
 * turn is being prepared is seen too); the signal aborts when it does.
 */
export function watchDisconnect(reply: FastifyReply): AbortSignal {
  const disconnect = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) disconnect.abort(new Error("The client disconnected"));
  };
  reply.raw.on("close", onClose);
  if (reply.raw.destroyed) onClose();
  return disconnect.signal;
}
