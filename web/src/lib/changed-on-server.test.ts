import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { changedOnServer } from "./changed-on-server.ts";

/** A server value read by a fetch that answers only when told to, as a slow link would. */
function slowServer(initial: number) {
  let value = initial;
  const pending: (() => void)[] = [];
  return {
    set: (next: number) => {
      value = next;
    },
    /** Reads the value when asked, answers it when `answerAll` is called. */
    fetch: () => {
      const read = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(read)));
    },
    answerAll: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

describe("changedOnServer", () => {
  const clients: QueryClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.clear();
  });

  /** A query on screen (an observer subscribed), whose first fetch is on its way. */
  function queryOnScreen(server: ReturnType<typeof slowServer>) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    clients.push(queryClient);
    const observer = new QueryObserver(queryClient, {
      queryKey: ["notifications", "unread-count"],
      queryFn: server.fetch,
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = observer.subscribe(() => {});
    return { queryClient, observer, unsubscribe };
  }

  async function settle(server: ReturnType<typeof slowServer>) {
    for (let round = 0; round < 5; round++) {
      server.answerAll();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  /** What the query ends with when the server changes during its first fetch and `tell` says so. */
  async function afterAChangeDuringTheFirstFetch(
    tell: (queryClient: QueryClient) => Promise<void>,
  ) {
    const server = slowServer(0);
    const { queryClient, observer, unsubscribe } = queryOnScreen(server);
    server.set(1);
    const told = tell(queryClient);
    await settle(server);
    await told;
    await settle(server);
    unsubscribe();
    return observer.getCurrentResult().data;
  }

  it("a change during the first fetch is not lost: the query ends with the value after it", async () => {
    const data = await afterAChangeDuringTheFirstFetch((queryClient) =>
      changedOnServer(queryClient, { queryKey: ["notifications"], exact: false }),
    );
    expect(data).toBe(1);
  });

  it("invalidating alone, as before, keeps the first fetch's stale answer (why it cancels)", async () => {
    const data = await afterAChangeDuringTheFirstFetch((queryClient) =>
      queryClient.invalidateQueries({ queryKey: ["notifications"] }),
    );
    expect(data).toBe(0);
  });

  it("a change after the data came refetches it, and a query for something else is left alone", async () => {
    const server = slowServer(0);
    const { queryClient, observer, unsubscribe } = queryOnScreen(server);
    await settle(server);
    expect(observer.getCurrentResult().data).toBe(0);
    const other = new QueryObserver(queryClient, {
      queryKey: ["posts"],
      queryFn: () => Promise.resolve("feed"),
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribeOther = other.subscribe(() => {});
    await settle(server);
    server.set(2);
    const changed = changedOnServer(queryClient, {
      queryKey: ["notifications"],
      exact: false,
    });
    await settle(server);
    await changed;
    expect(observer.getCurrentResult().data).toBe(2);
    expect(queryClient.getQueryState(["posts"])?.isInvalidated).toBe(false);
    unsubscribe();
    unsubscribeOther();
  });
});
