import type { UserSummary } from "@contract/users.ts";
import { EmptyState, PageHeader } from "@web/components/page-header.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useConversations } from "@web/features/messages/api/conversations.ts";
import { useProfile } from "@web/features/users/api/get-profile.ts";
import { cn } from "@web/lib/utils.ts";
import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { ChatPanel } from "./chat-panel.tsx";
import { ConversationList } from "./conversation-list.tsx";

/**
 * /messages, optionally /messages?user={id}: the id opens (or starts) that chat, and the query
 * is then removed from the address so a reload does not reopen it. Wide screens show the list
 * and the chat side by side; phones show one at a time, with a way back.
 */
export default function MessagesPage() {
  const search = useSearch();
  const { user } = useAuth();
  const [selectedUserId, setSelectedUserId] = useState<string | null>(null);

  useEffect(() => {
    const requested = new URLSearchParams(search).get("user");
    if (!requested) return;
    setSelectedUserId(requested);
    window.history.replaceState(window.history.state, "", "/messages");
  }, [search]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Messages" description="Your conversations with other creatives." />
      <div className="flex h-[calc(100dvh-14rem)] min-h-96 overflow-hidden rounded-xl border bg-card">
        <div
          className={cn(
            "flex min-h-0 w-full flex-col md:w-80 md:border-r",
            selectedUserId && "max-md:hidden",
          )}
        >
          <ConversationList selectedUserId={selectedUserId} onSelect={setSelectedUserId} />
        </div>
        <div className={cn("min-h-0 flex-1 flex-col", selectedUserId ? "flex" : "hidden md:flex")}>
          {selectedUserId && user ? (
            <SelectedChat
              me={user.id}
              userId={selectedUserId}
              onBack={() => setSelectedUserId(null)}
            />
          ) : (
            <EmptyState icon={<MessageCircle />} title="Select a conversation" className="m-6">
              Choose someone on the left to read and reply.
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}

/** The chosen member, from the conversation list or, for a new chat, from their profile. */
function SelectedChat({ me, userId, onBack }: { me: string; userId: string; onBack: () => void }) {
  const { items: conversations, isLoading } = useConversations();
  const existing = conversations.find((summary) => summary.user.id === userId);
  // A new chat's member is not in the list yet: their profile names them.
  const profile = useProfile(userId, !isLoading && !existing);
  const other: UserSummary | undefined = existing?.user ?? profile.data;
  if (!other) {
    return (
      <EmptyState icon={<MessageCircle />} title="Select a conversation" className="m-6">
        {profile.isError ? "That member could not be found." : "Loading..."}
      </EmptyState>
    );
  }
  return (
    <ChatPanel
      key={userId}
      me={me}
      other={other}
      isNewChat={!isLoading && !existing}
      onBack={onBack}
    />
  );
}
