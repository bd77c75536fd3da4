import { INVITE_SUGGESTION_LIMIT } from "@contract/availability.ts";
import type { UserSummary } from "@contract/users.ts";

type Invitable = Pick<UserSummary, "id" | "firstName" | "lastName" | "profession">;

function fullName(person: Invitable): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

/**
 * Invite search: suggested members not invited yet whose full name or profession
 * contains the text (case-insensitive), at most 5. Blank text matches everyone.
 */
export function filterInviteSuggestions<T extends Invitable>(
  suggestions: readonly T[],
  invited: readonly string[],
  text: string,
  limit: number = INVITE_SUGGESTION_LIMIT,
): T[] {
  const query = text.trim().toLowerCase();
  const already = new Set(invited);
  return suggestions
    .filter((person) => !already.has(person.id))
    .filter(
      (person) =>
        !query ||
        fullName(person).toLowerCase().includes(query) ||
        (person.profession ?? "").toLowerCase().includes(query),
    )
    .slice(0, limit);
}
