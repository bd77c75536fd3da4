/**
 * Sessions this instance resolved a moment ago, by token hash. Every signed-in request starts
 * by resolving its cookie, and on a busy instance most of them come from members who asked
 * something a moment before (a page asks several things at once); without this, each costs a
 * round trip to the database before the request's own work begins.
 *
 * What keeps it true: whatever changes a member's row or ends their sessions forgets the
 * member here at once and, through the event bus, on every other instance (`forgetMember`);
 * and an entry is dropped after `maxAgeMs` whatever happens, which bounds a change made outside
 * the app (by hand in SQL) or news the bus lost. A read that started before a change is not
 * kept, so it cannot put back what the change made stale.
 */
export type SessionCache<Entry> = {
  /** The entry read less than the maximum age ago, if any. */
  get(tokenHash: string): Entry | undefined;
  /** Marks the start of a read; pass it to `remember`. */
  startRead(): number;
  /** Keeps what a read found, unless a member was forgotten since the read started. */
  remember(tokenHash: string, userId: string, entry: Entry, readStarted: number): void;
  /** Drops every entry of the member. */
  forgetMember(userId: string): void;
  size(): number;
};

type Kept<Entry> = { entry: Entry; userId: string; readAt: number };

export function createSessionCache<Entry>(options: {
  maxAgeMs: number;
  /** Beyond this many the oldest go first, so a flood of sessions cannot grow it without end. */
  maxEntries: number;
  now: () => number;
}): SessionCache<Entry> {
  const { maxAgeMs, maxEntries, now } = options;
  // In the order they were read, so the oldest are at the front.
  const kept = new Map<string, Kept<Entry>>();
  const tokensOf = new Map<string, Set<string>>();
  // Counts forgettings: a read that saw another number started before one of them.
  let forgettings = 0;

  const drop = (tokenHash: string, userId: string) => {
    kept.delete(tokenHash);
    const tokens = tokensOf.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOf.delete(userId);
  };
  const dropStale = (at: number) => {
    for (const [tokenHash, old] of kept) {
      if (at - old.readAt < maxAgeMs && kept.size <= maxEntries) break;
      drop(tokenHash, old.userId);
    }
  };

  return {
    get(tokenHash) {
      const found = kept.get(tokenHash);
      if (!found) return undefined;
      if (now() - found.readAt < maxAgeMs) return found.entry;
      drop(tokenHash, found.userId);
      return undefined;
    },
    startRead: () => forgettings,
    remember(tokenHash, userId, entry, readStarted) {
      if (maxAgeMs <= 0 || readStarted !== forgettings) return;
      const at = now();
      const old = kept.get(tokenHash);
      if (old) drop(tokenHash, old.userId);
      kept.set(tokenHash, { entry, userId, readAt: at });
      const tokens = tokensOf.get(userId) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensOf.set(userId, tokens);
      dropStale(at);
    },
    forgetMember(userId) {
      forgettings += 1;
      for (const tokenHash of tokensOf.get(userId) ?? []) kept.delete(tokenHash);
      tokensOf.delete(userId);
    },
    size: () => kept.size,
  };
}
