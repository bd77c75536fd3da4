/**
 * The live connection under load: `sockets` members connected at once, messages sent through
 * the API at a fixed rate, and the time from each POST to its arrival on the receiver's socket.
 * Runs on one instance and, when BENCH_REDIS_URL is set, on two instances sharing Redis with
 * the members spread across them, so half the messages cross from one instance to the other.
 * Also reports the server's memory per idle socket.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import WebSocket from "ws";
import { createSessionStore, sessionCookieName } from "../server/auth/sessions.ts";
import { rowsOf } from "../server/db/rows.ts";
import { createInProcessBus } from "../server/realtime/event-bus.ts";
import { raisedRateLimits } from "../server/test/rate-limits.ts";
import type { BenchDatabase } from "./database.ts";
import { summarise } from "./latency.ts";
import { freePort, lineFrom, type PinnedProcess, startPinned } from "./server-process.ts";

export type LiveRow = {
  scenario: string;
  sockets: number;
  instances: number;
  p50: number;
  p99: number;
  delivered: number;
  sent: number;
  /** Sends the server refused (503 when overloaded, say): never delivered, so not in p50/p99. */
  refused: number;
  /** Server memory per idle socket, in KiB, measured with every socket on one instance. */
  kibPerSocket: number | null;
  /** The server's whole RSS, in MiB, with every socket connected and idle on one instance. */
  idleRssMiB: number | null;
};

const SECRET = randomBytes(32).toString("hex");
/** The rate a busy community's messages arrive at, by the performance targets. */
const MESSAGES_PER_SECOND = 200;
const CONNECT_BATCH = 20;
const WARM_UP_SECONDS = 2;
const MARK = "live-bench";

/** Every combination of socket count and instance count the machine offers. */
export async function measureLive(
  target: BenchDatabase,
  options: { socketCounts: number[]; seconds: number; serverCore: number; redisUrl?: string },
): Promise<LiveRow[]> {
  const rows: LiveRow[] = [];
  const instanceCounts = options.redisUrl ? [1, 2] : [1];
  for (const sockets of options.socketCounts) {
    for (const instances of instanceCounts) {
      rows.push(await measureOnce(target, { ...options, sockets, instances }));
    }
  }
  return rows;
}

async function measureOnce(
  target: BenchDatabase,
  options: {
    sockets: number;
    instances: number;
    seconds: number;
    serverCore: number;
    redisUrl?: string;
  },
): Promise<LiveRow> {
  // Written before any server starts: an embedded PGlite folder has one process at a time.
  const members = await benchSessions(target, options.sockets);
  const servers: { process: PinnedProcess; base: string }[] = [];
  for (let index = 0; index < options.instances; index++) {
    const port = await freePort();
    const process = startPinned(
      "server/main.ts",
      [],
      {
        ...target.env,
        NODE_ENV: "production",
        SESSION_SECRET: SECRET,
        SEED_DEMO_DATA: "false",
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "warn",
        RATE_LIMITS: raisedRateLimits(),
        ...(options.instances > 1 && options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      },
      options.serverCore,
    );
    await lineFrom(process.child, /Atelier is running/);
    servers.push({ process, base: `http://127.0.0.1:${port}` });
  }

  const rssBefore = servers[0]!.process.memory().rss;
  // Member i connects to instance i mod n, so a message from i to i+1 crosses instances.
  // Members arrive a batch at a time: a thousand upgrades in one instant would each wait for a
  // database connection, and the server sheds that as overload (503) by design.
  const sockets: BenchSocket[] = [];
  for (let start = 0; start < members.length; start += CONNECT_BATCH) {
    const batch = members.slice(start, start + CONNECT_BATCH);
    sockets.push(
      ...(await Promise.all(
        batch.map((member, offset) =>
          openSocket(
            servers[(start + offset) % servers.length]!.base,
            member.cookie,
            member.userId,
          ),
        ),
      )),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = servers[0]!.process.memory().rss;

  /**
   * Sends `count` messages through the API at the fixed rate, member i to member i+1, noting in
   * `sentAt` when each one left, by its text; answers the responses once all have come.
   */
  const sendMessages = async (count: number, sentAt: Map<string, number>) => {
    const sends: Promise<Response>[] = [];
    const started = performance.now();
    for (let n = 0; n < count; n++) {
      // Each send waits for its own slot on the clock, so timer drift never lowers the rate.
      const slot = started + (n * 1000) / MESSAGES_PER_SECOND - performance.now();
      if (slot > 0) await new Promise((resolve) => setTimeout(resolve, slot));
      const sender = members[n % members.length]!;
      const receiver = members[(n + 1) % members.length]!;
      const content = `${MARK} ${n} ${randomBytes(4).toString("hex")}`;
      const base = servers[(n % members.length) % servers.length]!.base;
      sentAt.set(content, performance.now());
      sends.push(
        fetch(`${base}/api/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: sender.cookie },
          body: JSON.stringify({ receiverId: receiver.userId, content }),
        }),
      );
    }
    return Promise.all(sends);
  };

  // As before the HTTP scenarios, a warm-up first, not timed: the first sends open the pool's
  // connections and prepare their statements on each instance, as a running server has done.
  await sendMessages(MESSAGES_PER_SECOND * WARM_UP_SECONDS, new Map());
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (const socket of sockets) {
    socket.onMessage = (content) => {
      const started = sentAt.get(content);
      if (started !== undefined) latencies.push(performance.now() - started);
    };
  }
  const total = MESSAGES_PER_SECOND * options.seconds;
  const answers = await sendMessages(total, sentAt);
  await new Promise((resolve) => setTimeout(resolve, 2000));

  for (const socket of sockets) socket.close();
  await Promise.all(servers.map((server) => server.process.stop()));
  await removeBenchData(target);
  const { p50, p99 } = summarise(latencies, options.seconds);
  return {
    scenario: `live message (${options.sockets} sockets, ${options.instances} instance${options.instances > 1 ? "s" : ""})`,
    sockets: options.sockets,
    instances: options.instances,
    p50,
    p99,
    delivered: latencies.length,
    sent: total,
    refused: answers.filter((answer) => answer.status !== 201).length,
    kibPerSocket: options.instances === 1 ? ((rssAfter - rssBefore) * 1024) / sockets.length : null,
    idleRssMiB: options.instances === 1 ? rssAfter : null,
  };
}

/**
 * Sessions for the first `count` members, written straight to the database with the secret
 * the servers share: signing thousands in through the password check would take minutes.
 */
async function benchSessions(target: BenchDatabase, count: number) {
  const handle = await target.open();
  const store = createSessionStore(handle.db, SECRET, createInProcessBus(), { cacheMs: 0 });
  const users = rowsOf<{ id: string }>(
    // Members who take messages from anyone, so every message sent is one that arrives.
    await handle.db.execute(sql`select id from users
      where privacy_settings->>'allowMessages' = 'true' order by created_at, id limit ${count}`),
  );
  if (users.length < count) throw new Error(`the community has fewer than ${count} members`);
  const members: { userId: string; cookie: string }[] = [];
  for (const { id } of users) {
    const token = await store.create(id, { device: MARK, place: null });
    members.push({ userId: id, cookie: `${sessionCookieName(true)}=${token}` });
  }
  await handle.close();
  return members;
}

/** The bench's sessions and messages, so the next run (and the feed bench) starts clean. */
async function removeBenchData(target: BenchDatabase) {
  const handle = await target.open();
  await handle.db.execute(sql`delete from sessions where device = ${MARK}`);
  await handle.db.execute(sql`delete from messages where content like ${`${MARK} %`}`);
  await handle.db.execute(sql`delete from notifications where message like ${`%${MARK} %`}`);
  await handle.close();
}

type BenchSocket = { onMessage: (content: string) => void; close: () => void };

function openSocket(base: string, cookie: string, userId: string): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/ws`, { headers: { cookie } });
    const handle: BenchSocket = { onMessage: () => {}, close: () => socket.close() };
    socket.on("message", (raw) => {
      const event = JSON.parse(raw.toString()) as {
        type: string;
        data?: { content?: string; receiverId?: string };
      };
      if (event.type === "newMessage" && event.data?.receiverId === userId && event.data.content) {
        handle.onMessage(event.data.content);
      }
    });
    socket.once("open", () => resolve(handle));
    socket.once("error", reject);
  });
}
