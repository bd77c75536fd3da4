import type { FastifyInstance } from "fastify";

/**
 * Once the server starts closing, the responses still in flight say `Connection: close`, so
 * their keep-alive sockets end with them and close() need not wait out the keep-alive timeout.
 * A connection still open after `graceMs` (a client that stopped halfway through sending a
 * request, or never finished reading an answer) is closed then, so one stuck client cannot hold
 * a shutdown, or a deployment, for good.
 */
export function closeConnectionsAfterShutdown(app: FastifyInstance, graceMs: number) {
  let closing = false;
  let deadline: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
    deadline.unref();
  });
  app.addHook("onClose", async () => {
    clearTimeout(deadline);
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("Connection", "close");
  });
}
