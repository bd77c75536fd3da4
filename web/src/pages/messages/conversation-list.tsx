import type { ConversationSummary } from "@contract/messages.ts";
import { EmptyState } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useConversations } from "@web/features/messages/api/conversations.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatShortRelative } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import { MessageCircle, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";

/** Does the conversation's member match the search (first name, last name or profession)? */
export function matchesConversationSearch(summary: ConversationSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const { firstName, lastName, profession } = summary.user;
  return [firstName, lastName, profession].some((field) => field?.toLowerCase().includes(needle));
}

/** The member's conversations with a search box; choosing one opens it. */
export function ConversationList({
  selectedUserId,
  onSelect,
}: {
  selectedUserId: string | null;
  onSelect: (userId: string) => void;
}) {
  const {
    items: conversations,
    isLoading,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useConversations();
  const [query, setQuery] = useState("");
  const shown = conversations.filter((summary) => matchesConversationSearch(summary, query));

  if (!isLoading && conversations.length === 0) {
    return (
      <EmptyState icon={<MessageCircle />} title="No conversations yet" className="m-4">
        <p>Find creatives to connect with and start a conversation.</p>
        <Button asChild className="mt-4">
          <Link href="/network">Find Creatives</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative p-3">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-6 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search conversations"
          placeholder="Search conversations..."
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label="Conversations">
        {isLoading
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="flex items-center gap-3 px-4 py-3">
                <Skeleton shape="round" className="size-11" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))
          : shown.map((summary) => (
              <ConversationRow
                key={summary.id}
                summary={summary}
                selected={summary.user.id === selectedUserId}
                onSelect={() => onSelect(summary.user.id)}
              />
            ))}
      </ul>
      {hasNextPage ? (
        <div className="border-t p-3">
          <Button
            variant="outline"
            className="w-full"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? "Loading..." : "Load more conversations"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ConversationRow({
  summary,
  selected,
  onSelect,
}: {
  summary: ConversationSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const name = displayName(summary.user);
  return (
    <li
      className={cn(
        "flex items-start gap-3 border-b px-4 py-3 last:border-b-0",
        selected && "bg-accent/60",
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        className="flex min-w-0 flex-1 items-start gap-3 text-left"
      >
        <UserAvatar user={summary.user} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">
              {name}
              <VerifiedBadge verified={summary.user.isVerified} />
            </span>
            {summary.lastMessage ? (
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatShortRelative(summary.lastMessage.createdAt)}
              </span>
            ) : null}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm text-muted-foreground">
              {summary.lastMessage?.content ?? "No messages yet"}
            </span>
            {summary.unreadCount > 0 ? (
              <Badge aria-label={`${summary.unreadCount} unread`}>{summary.unreadCount}</Badge>
            ) : null}
          </span>
        </span>
      </button>
      <Link
        href={`/profile/${summary.user.id}`}
        className="shrink-0 self-center text-xs text-primary hover:underline"
        aria-label={`View Profile of ${name}`}
      >
        View Profile
      </Link>
    </li>
  );
}
