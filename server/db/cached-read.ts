/**
 * A read whose answer may be up to `maxAgeMs` old, plus the time one refresh takes: each
 * instance reads at most once per interval; callers during a read share it; once the answer
 * is old, callers still get it at once while a single refresh runs behind them, so no request
 * waits for the slow read except the very first. A failed read is not kept.
 */
export function cachedRead<T>(
  maxAgeMs: number,
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let answer: Promise<T> | null = null;
  let readAt = 0;
  let refreshing = false;

  const start = () => {
    const started = now();
    const next = read();
    return next.then(
      () => {
        answer = next;
        readAt = started;
      },
      () => {},
    );
  };

  return () => {
    if (!answer) {
      const first = read();
      answer = first;
      readAt = now();
      first.catch(() => {
        if (answer === first) answer = null;
      });
      return first;
    }
    if (!refreshing && now() - readAt >= maxAgeMs) {
      refreshing = true;
      void start().finally(() => {
        refreshing = false;
      });
    }
    return answer;
  };
}
