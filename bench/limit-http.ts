/**
 * The HTTP limit: Fastify on the server's core answering a feed page it already holds, the
 * same bytes the app sends, so the app's figures can be read as a share of what the framework
 * and this core can do at all. Prints "listening <port>".
 */
import Fastify from "fastify";

const body = Buffer.from(process.env.LIMIT_BODY ?? "[]");
const app = Fastify({ logger: false });
app.get("/limit", async (_request, reply) => reply.type("application/json").send(body));
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
