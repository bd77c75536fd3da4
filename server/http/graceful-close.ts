import type { FastifyInstance } from "fastify";

/**
 * Once the server starts closing, the responses still in flight say `Connection: close`, so
 * their keep-alive sockets end with them and close() need not wait out the keep-alive timeout.
 */
export function closeConnectionsAfterShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("Connection", "close");
  });
}
