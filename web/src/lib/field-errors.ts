/**
 * The per-field messages of a 400 answer (`{ message, errors: { field: message } }`), read from
 * an API error ("400: {json}"). Empty when there are none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const body = /^400: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== "object" || !("errors" in parsed)) return {};
    const errors = (parsed as { errors: unknown }).errors;
    if (!errors || typeof errors !== "object") return {};
    return Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}
