import type { AiConversation } from "@contract/ai.ts";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useAiConversations } from "@web/features/ai/api/ai.ts";
import { formatShortRelative } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";

/** The member's past conversations with the assistant, newest first; choosing one reopens it. */
export function ConversationHistory({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (conversation: AiConversation) => void;
}) {
  const conversations = useAiConversations();
  if (conversations.isPending) {
    return (
      <div className="grid gap-2 p-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (conversations.isError) {
    return <p className="p-4 text-sm text-muted-foreground">Failed to fetch conversations</p>;
  }
  if (conversations.data.length === 0) {
    return <p className="p-4 text-sm text-muted-foreground">No conversations yet.</p>;
  }
  return (
    <nav aria-label="Conversation history" className="grid gap-1 p-2">
      {conversations.data.map((conversation) => (
        <button
          key={conversation.id}
          type="button"
          onClick={() => onSelect(conversation)}
          aria-current={conversation.id === selectedId ? "true" : undefined}
          className={cn(
            "grid min-w-0 cursor-pointer gap-0.5 rounded-lg px-3 py-2 text-left transition-colors hover:bg-muted",
            conversation.id === selectedId && "bg-muted",
          )}
        >
          <span className="truncate text-sm font-medium">{conversation.title}</span>
          <span className="text-xs text-muted-foreground">
            {formatShortRelative(conversation.lastMessageAt)}
          </span>
        </button>
      ))}
    </nav>
  );
}
