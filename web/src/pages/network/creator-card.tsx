import type { Creator } from "@contract/search.ts";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useStartConversation } from "@web/features/messages/api/start-conversation.ts";
import { displayName } from "@web/lib/avatar.ts";
import { Loader2, MapPin, MessageCircle } from "lucide-react";
import { Link } from "wouter";

/** Network card: avatar, name, profession, bio, location, View Profile and Message. */
export function CreatorCard({ creator, isSelf }: { creator: Creator; isSelf: boolean }) {
  const start = useStartConversation();
  const name = displayName(creator);
  const href = `/profile/${creator.id}`;
  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-label={name} className="flex h-full flex-col">
        <div className="flex items-start gap-3">
          <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <UserAvatar user={creator} size="lg" />
          </Link>
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold leading-tight">
              <Link href={href} className="hover:underline">
                {name}
                <VerifiedBadge verified={creator.isVerified} />
              </Link>
            </h2>
            <Badge variant="accent" className="mt-1.5">
              {creator.profession || "Creative"}
            </Badge>
            {creator.location ? (
              <p className="mt-1.5 flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 wrap-anywhere">{creator.location}</span>
              </p>
            ) : null}
          </div>
        </div>
        <p className="mt-3 line-clamp-3 flex-1 text-sm wrap-anywhere text-muted-foreground">
          {creator.bio || "No bio added yet."}
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" asChild className={isSelf ? "col-span-2" : undefined}>
            <Link href={href} aria-label={`View Profile of ${name}`}>
              View Profile
            </Link>
          </Button>
          {isSelf ? null : (
            <Button
              size="sm"
              disabled={start.isPending}
              aria-busy={start.isPending || undefined}
              aria-label={`Message ${name}`}
              onClick={() =>
                start.mutate({ recipientId: creator.id, firstName: creator.firstName })
              }
            >
              {start.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <MessageCircle aria-hidden="true" />
              )}
              Message
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}

export function CreatorCardSkeleton() {
  return (
    <Card className="p-5" data-testid="creator-skeleton">
      <div className="flex items-start gap-3">
        <Skeleton shape="round" className="size-16" />
        <div className="grid flex-1 gap-2 pt-1">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton shape="round" className="h-4 w-20" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
      <div className="mt-4 grid gap-2">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-5/6" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    </Card>
  );
}
