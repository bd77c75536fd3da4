import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** SPEC §7: a non-ok answer becomes `Error("{status}: {body text or status text}")`. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

/** Sends a JSON body (when given) with the session cookie; throws on a non-ok answer. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default reader: GET the query key joined with "/", parse JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) {
      return null as T;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The human part of an API error: the `message` of a JSON body, else the plain text after the
 * status prefix. Undefined when there is nothing worth showing.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  // Only API answers carry a status prefix; a network failure has nothing to show a member.
  const text = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1]?.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const message = (parsed as { message: unknown }).message;
      return typeof message === "string" && message.trim() ? message : undefined;
    }
    return undefined;
  } catch {
    // A plain-text body is shown as it is, unless it is an HTML page.
    return text.startsWith("<") ? undefined : text;
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
