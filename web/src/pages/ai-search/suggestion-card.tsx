import type { AiSuggestion } from "@contract/ai.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { useStartConversation } from "@web/features/messages/api/start-conversation.ts";
import { displayName } from "@web/lib/avatar.ts";
import { BadgeCheck, MapPin, MessageCircle } from "lucide-react";
import { Link } from "wouter";

/** One suggested member: who they are, how well they match and why, and what to do next. */
export function SuggestionCard({ suggestion }: { suggestion: AiSuggestion }) {
  const { user, score, reason } = suggestion;
  const startConversation = useStartConversation();
  const name = displayName(user);
  return (
    <article
      aria-label={name}
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="ai-suggestion"
    >
      <div className="flex min-w-0 items-start gap-3">
        <UserAvatar user={user} size="md" />
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 items-center gap-1.5 font-semibold">
            <span className="truncate">{name}</span>
            {user.isVerified ? (
              <BadgeCheck
                role="img"
                aria-label="Verified member"
                className="size-4 shrink-0 fill-primary text-primary-foreground"
              />
            ) : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{user.profession || "Creative"}</p>
          {user.location ? (
            <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3 shrink-0" aria-hidden="true" />
              <span className="truncate">{user.location}</span>
            </p>
          ) : null}
        </div>
        <Badge variant="accent" className="shrink-0">
          {score}% match
        </Badge>
      </div>
      {user.bio ? (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{user.bio}</p>
      ) : null}
      <p className="text-sm break-words" data-testid="ai-suggestion-reason">
        {reason}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link href={`/profile/${user.id}`}>View Profile</Link>
        </Button>
        <Button
          size="sm"
          disabled={startConversation.isPending}
          onClick={() =>
            startConversation.mutate({ recipientId: user.id, firstName: user.firstName })
          }
        >
          <MessageCircle aria-hidden="true" />
          Message
        </Button>
      </div>
    </article>
  );
}
