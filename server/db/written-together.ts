/**
 * Writes that arrive under one key while a write of that key is running wait for it, and are
 * then written together, by one call of `write`, at most `most` at a time. Writes that lock the
 * same rows (every message of one sender to one conversation moves the conversation's row and
 * the receiver's bell entry) would otherwise queue on those rows inside PostgreSQL, each holding
 * them until it commits: here they queue in the server instead, and one statement takes the
 * rows once for all of them. A lone write goes straight through, so nothing waits for company.
 *
 * `write` answers one result per item, in the items' order. When it fails, every write of that
 * call fails with its error; those queued behind it are written by the next call all the same.
 */
export function writtenTogether<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  most: number,
): (key: string, item: Item) => Promise<Result> {
  type Waiting = {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  // The writes waiting under each key whose write is running; a key is here only while it runs.
  const queued = new Map<string, Waiting[]>();

  async function writeFrom(key: string, batch: Waiting[]): Promise<void> {
    try {
      const results = await write(batch.map((waiting) => waiting.item));
      for (const [index, waiting] of batch.entries()) waiting.resolve(results[index]!);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    const waiting = queued.get(key)!;
    if (waiting.length === 0) {
      queued.delete(key);
      return;
    }
    void writeFrom(key, waiting.splice(0, most));
  }

  return (key, item) =>
    new Promise<Result>((resolve, reject) => {
      const waiting = queued.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      queued.set(key, []);
      void writeFrom(key, [{ item, resolve, reject }]);
    });
}
