import { createHmac, randomBytes } from "node:crypto";
import type { AccountSession } from "@contract/settings.ts";
import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  ne,
  type Placeholder,
  sql,
} from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { EndedSessions, EventBus } from "../realtime/event-bus.ts";
import { isSuspended } from "../users/suspension.ts";
import { createSessionCache } from "./session-cache.ts";
import type { SessionOrigin } from "./session-origin.ts";

export const SESSION_COOKIE = "atelier_session";

/**
 * The session cookie's name. With secure cookies (production) it carries the `__Host-` prefix:
 * browsers then take it only over HTTPS, for the whole site and from this host alone (no
 * Domain), so neither a subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
/** A session ends after a week without use, and a month after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry and "last seen" are written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** A member's session list shows this many, most recently used first. */
const LISTED_SESSIONS = 50;
/** Sessions an instance keeps resolved at most; a kilobyte or two each. */
const CACHED_SESSIONS = 10_000;

/**
 * The member a session belongs to, without the password hash (it never travels with a request)
 * and without what the database works out for the assistant's index, their regions and free
 * days (no request reads them from the member: every signed-in request would carry them, and a
 * kept session would go stale with each change to the member's calendar).
 */
const {
  passwordHash: _neverLoadedWithASession,
  regions: _readByTheAssistantsIndexOnly,
  freeDays: _keptForTheAssistantsIndex,
  ...columns
} = getTableColumns(users);
export const sessionUserColumns = columns;
export type SessionUser = Omit<typeof users.$inferSelect, "passwordHash" | "regions" | "freeDays">;

/**
 * What a cookie resolves to: the member, the session's public id (live sockets are tied to it),
 * and whether this one session has unlocked the admin panel.
 */
export type ResolvedSession = {
  user: SessionUser;
  sessionId: string;
  adminUnlockedUntil: Date | null;
};

/**
 * How the store tells every instance that sessions ended (their live sockets close) or that an
 * account changed, and hears the same from the others (their resolved sessions are forgotten).
 */
export type SessionNews = Pick<
  EventBus,
  "publishSessionsEnded" | "publishAccountChanged" | "subscribe"
>;

export function createSessionStore(
  db: Database,
  secret: string,
  news: SessionNews,
  options: { cacheMs: number; now?: () => number },
) {
  const hashToken = (token: string) => createHmac("sha256", secret).update(token).digest("hex");
  /** Still open: not idle past its expiry, and signed in after `openedAfter` (the absolute end). */
  const openAt = (now: Date | Placeholder, openedAfter: Date | Placeholder) =>
    and(gt(sessions.expiresAt, now), gt(sessions.createdAt, openedAfter));
  /** Sessions signed in before this have reached their absolute end. */
  const absoluteStart = (now: Date) => new Date(now.getTime() - SESSION_ABSOLUTE_MS);
  const open = (now: Date) => openAt(now, absoluteStart(now));
  /*
   * Every signed-in request resolves its cookie, so this statement is built once and named:
   * each connection parses it once, and the request only binds the token and the time. (A
   * lookup by a unique key plans the same whatever the values.)
   */
  const bySessionToken = namedStatement(db, "resolve_session", (name) =>
    db
      .select({
        user: sessionUserColumns,
        // What a request needs of its session: the token's hash and the device stay put.
        session: {
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          adminUnlockedUntil: sessions.adminUnlockedUntil,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          openAt(sql.placeholder("now"), sql.placeholder("openedAfter")),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  type SessionRow = Awaited<ReturnType<typeof bySessionToken.execute>>[number];
  const cache = createSessionCache<SessionRow>({
    maxAgeMs: options.cacheMs,
    maxEntries: CACHED_SESSIONS,
    now: options.now ?? Date.now,
  });
  // What another instance changed; this instance's own changes are forgotten before they are
  // announced, so no request here can read them stale while the news travels.
  news.subscribe((delivery) => {
    if (!("event" in delivery)) cache.forgetMember(delivery.userId);
  });
  const sessionsEnded = async (userId: string, ended: EndedSessions) => {
    cache.forgetMember(userId);
    await news.publishSessionsEnded(userId, ended);
  };
  const announce = async (ended: { userId: string; id: string }[]) => {
    const [first] = ended;
    if (first)
      await sessionsEnded(
        first.userId,
        ended.map((session) => session.id),
      );
  };
  /** Reads the session behind a token hash, and moves its expiry on when it is due. */
  const read = async (tokenHash: string, now: Date): Promise<SessionRow | undefined> => {
    const readStarted = cache.startRead();
    const [row] = await bySessionToken.execute({
      tokenHash,
      now,
      openedAfter: absoluteStart(now),
    });
    if (!row) return undefined;
    let found = row;
    if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const absoluteEnd = row.session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
      const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(eq(sessions.tokenHash, tokenHash));
      found = {
        user: row.user,
        session: Object.assign({}, row.session, { lastSeenAt: now, expiresAt }),
      };
    }
    cache.remember(tokenHash, found.user.id, found, readStarted);
    return found;
  };

  return {
    async create(userId: string, origin: SessionOrigin): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now + SESSION_IDLE_MS),
        ...origin,
      });
      return token;
    },

    /** The member's sessions still open, the one making the request marked as current. */
    async listOpen(userId: string, currentToken: string): Promise<AccountSession[]> {
      const now = new Date();
      const rows = await db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          device: sessions.device,
          place: sessions.place,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), open(now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(LISTED_SESSIONS);
      const current = hashToken(currentToken);
      return rows.map(({ tokenHash, createdAt, lastSeenAt, ...row }) => ({
        createdAt: createdAt.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
        current: tokenHash === current,
        ...row,
      }));
    },

    /** Ends one of the member's sessions by its public id, saying whether it was this one. */
    async destroyById(
      userId: string,
      id: string,
      currentToken: string,
    ): Promise<{ ended: boolean; wasCurrent: boolean }> {
      const [ended] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
        .returning({ tokenHash: sessions.tokenHash });
      if (ended) await sessionsEnded(userId, [id]);
      return { ended: Boolean(ended), wasCurrent: ended?.tokenHash === hashToken(currentToken) };
    },

    /** The member behind a cookie token, or null when it is unknown or expired. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const now = new Date();
      const row = cache.get(tokenHash) ?? (await read(tokenHash, now));
      // A session kept from a moment ago may have reached its end since. A suspended member's
      // sessions are ended when the suspension starts; this keeps any made meanwhile from
      // working either.
      if (!row || row.session.expiresAt <= now || row.session.createdAt <= absoluteStart(now))
        return null;
      if (isSuspended(row.user, now)) return null;
      return {
        user: row.user,
        sessionId: row.session.id,
        adminUnlockedUntil: row.session.adminUnlockedUntil,
      };
    },

    /** Of the given session ids, those still open (the rest expired or ended unannounced). */
    async stillOpen(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, [...ids]), open(new Date())));
      return new Set(rows.map((row) => row.id));
    },

    /** Signing out: one row, so one member. */
    async destroy(token: string): Promise<void> {
      await announce(
        await db
          .delete(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
          .returning({ userId: sessions.userId, id: sessions.id }),
      );
    },

    /** Ends every session of a member but the one given (a password change, "sign out others"). */
    async destroyOthers(userId: string, keepToken: string): Promise<void> {
      await announce(
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))))
          .returning({ userId: sessions.userId, id: sessions.id }),
      );
    },

    /**
     * Every session of the member ended without the store (the account deleted, a password
     * reset deleting them in its own transaction): their sockets must go too.
     */
    async allEnded(userId: string): Promise<void> {
      await sessionsEnded(userId, "all");
    },

    /**
     * After a change to the member's row or to one of their sessions is committed: every
     * instance reads their sessions afresh from the next request on.
     */
    async accountChanged(userId: string): Promise<void> {
      cache.forgetMember(userId);
      await news.publishAccountChanged(userId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
