import type { UserSummary } from "@contract/users.ts";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useSuggestedMembers } from "@web/features/users/api/suggestions.ts";
import { displayName } from "@web/lib/avatar.ts";
import { Loader2, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { filterInviteSuggestions } from "./invites.ts";

type InvitePickerProps = {
  invited: string[];
  onChange: (invited: string[]) => void;
  /** Names already known for invited ids (from earlier picks), by id. */
  known: Record<string, UserSummary>;
  onKnown: (person: UserSummary) => void;
};

/**
 * Invite search: suggested members not yet invited, filtered by name or profession,
 * at most 5; a click invites, a chip's × removes. Suggestions are asked for only while the
 * dialog that holds this picker is open (it is mounted only then).
 */
export function InvitePicker({ invited, onChange, known, onKnown }: InvitePickerProps) {
  const inputId = useId();
  const [text, setText] = useState("");
  const suggested = useSuggestedMembers();
  const people = suggested.data ?? [];
  const matches = text.trim() ? filterInviteSuggestions(people, invited, text) : [];
  const nameOf = (id: string) => {
    const person = known[id] ?? people.find((candidate) => candidate.id === id);
    return person ? displayName(person) : "Invited member";
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>Invite people</Label>
      {invited.length > 0 ? (
        <ul aria-label="Invited" className="flex flex-wrap gap-1.5">
          {invited.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-2.5 text-xs font-medium text-accent-foreground"
            >
              {nameOf(id)}
              <button
                type="button"
                aria-label={`Remove ${nameOf(id)}`}
                onClick={() => onChange(invited.filter((other) => other !== id))}
                className="flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-primary/15"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder="Search by name or profession"
        aria-describedby={`${inputId}-hint`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks the first match rather than submitting the dialog.
          if (event.key !== "Enter") return;
          event.preventDefault();
          const first = matches[0];
          if (first) {
            onKnown(first);
            onChange([...invited, first.id]);
            setText("");
          }
        }}
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {suggested.isPending ? "Loading suggestions..." : "Invite from your suggested connections."}
      </p>
      {text.trim() ? (
        suggested.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Searching...
          </p>
        ) : matches.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            No suggested members match “{text.trim()}”.
          </p>
        ) : (
          <ul aria-label="Suggestions" className="grid gap-1 rounded-lg border p-1">
            {matches.map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  aria-label={`Invite ${displayName(person)}`}
                  onClick={() => {
                    onKnown(person);
                    onChange([...invited, person.id]);
                    setText("");
                  }}
                  className="flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-left hover:bg-muted focus-visible:bg-muted"
                >
                  <UserAvatar user={person} size="xs" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">
                      {displayName(person)}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {person.profession || "Creative"}
                    </span>
                  </span>
                  <Plus className="size-4 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
