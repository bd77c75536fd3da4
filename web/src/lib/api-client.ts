import type { z } from "zod/mini";

/** The human part of an answer's body: its JSON `message`, else plain text that is not HTML. */
function messageOf(bodyText: string): string | undefined {
  const text = bodyText.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const { message } = parsed as { message: unknown };
      return typeof message === "string" && message.trim() ? message : undefined;
    }
    return undefined;
  } catch {
    // A plain-text body is shown as it is, unless it is an HTML page.
    return text.startsWith("<") ? undefined : text;
  }
}

/** A non-ok answer from the API: its status, its raw body and the server's `{ message }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly serverMessage: string | undefined;

  constructor(status: number, bodyText: string, statusText = "") {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.bodyText = bodyText;
    this.serverMessage = messageOf(bodyText);
  }

  /** The body as JSON, or undefined when it is not JSON. */
  get body(): unknown {
    try {
      return JSON.parse(this.bodyText);
    } catch {
      return undefined;
    }
  }
}

/** An answer whose body does not have the shape the contract promises. */
export class ResponseShapeError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Unexpected answer from ${url}`, { cause });
    this.name = "ResponseShapeError";
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends a JSON body (when given) with the session cookie; throws ApiError on a non-ok answer. */
export async function sendRequest(method: HttpMethod, url: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** Reads an answer's JSON body (null when empty) through the contract's schema. */
export async function parseResponse<T>(response: Response, schema: z.ZodMiniType<T>): Promise<T> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch (error) {
    throw new ResponseShapeError(response.url, error);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ResponseShapeError(response.url, parsed.error);
  return parsed.data;
}

/**
 * The one way to call the API: sends the request and parses the answer with `schema`. Without
 * a schema the answer's body is not read (a delete whose answer nothing uses).
 */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
): Promise<T>;
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<void>;
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: z.ZodMiniType<T>,
): Promise<T | undefined> {
  const response = await sendRequest(method, url, body);
  return schema ? parseResponse(response, schema) : undefined;
}

/** The server's message for an API error; undefined for anything else (e.g. a network failure). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** Whether `error` is an API answer with this status. */
export function hasStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}

/**
 * `apiRequest` for the screen a visitor sees first, which draws before zod has arrived: the
 * request goes at once, and the schema (with the contract module that holds it) is fetched only
 * once an answer needs reading, so the visitor's refused session check reads none.
 */
export async function apiRequestLazily<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  schema: () => Promise<z.ZodMiniType<T>>,
): Promise<T> {
  const response = await sendRequest(method, url, body);
  return parseResponse(response, await schema());
}
