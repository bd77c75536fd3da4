import { MESSAGE_MAX_LENGTH, type Message } from "@contract/messages.ts";
import type { ReportTargetType } from "@contract/reports.ts";
import type { UserSummary } from "@contract/users.ts";
import { BlockMenuSlot } from "@web/components/block-menu-button.tsx";
import { EmptyState } from "@web/components/page-header.tsx";
import { ReportDialog } from "@web/components/report-dialog.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Textarea } from "@web/components/ui/input.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useConversation, useSendMessage } from "@web/features/messages/api/conversations.ts";
import { useIsTyping } from "@web/features/messages/typing.ts";
import { sendTyping } from "@web/features/notifications/use-live-connection.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatShortRelative } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import { ArrowLeft, Flag, MessageCircle, Send, Sparkles } from "lucide-react";
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";

/**
 * One conversation: the header, the messages (own on the right), older ones on scrolling up (or
 * the button) without the view jumping, and the input (Enter sends, Shift+Enter a new line).
 */
export function ChatPanel({
  me,
  other,
  isNewChat,
  onBack,
}: {
  me: string;
  other: UserSummary;
  isNewChat: boolean;
  onBack: () => void;
}) {
  const { messages, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useConversation(
    other.id,
  );
  const name = displayName(other);
  const scroller = useMessageScroll(messages);
  const typing = useIsTyping(other.id);
  // "Seen" goes under the member's newest message once the other has read it.
  const lastOwn = messages.findLast((message) => message.senderId === me);
  const seenId = lastOwn?.readAt ? lastOwn.id : null;
  const [reporting, setReporting] = useState<{
    targetType: ReportTargetType;
    targetId: string;
  } | null>(null);

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={`Conversation with ${name}`}>
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <Button
          variant="ghost"
          size="icon-sm"
          className="md:hidden"
          onClick={onBack}
          aria-label="Back to conversations"
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <UserAvatar user={other} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {name}
            <VerifiedBadge verified={other.isVerified} />
          </h2>
          <p className="truncate text-xs text-muted-foreground" aria-live="polite">
            {typing ? "typing…" : other.profession}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Report ${name}`}
          title="Report"
          className="text-muted-foreground"
          onClick={() => setReporting({ targetType: "member", targetId: other.id })}
        >
          <Flag aria-hidden="true" />
        </Button>
        <Link href={`/profile/${other.id}`} className="text-sm text-primary hover:underline">
          View Profile
        </Link>
        <BlockMenuSlot member={other} />
      </header>
      {isNewChat ? (
        <p className="flex items-center gap-2 border-b bg-accent/50 px-4 py-2 text-sm">
          <Sparkles aria-hidden="true" className="size-4" />
          New Chat: say hello to {name}.
        </p>
      ) : null}
      <div
        ref={scroller.ref}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
        onScroll={(event) => {
          // Reaching the top asks for older messages, as the button does.
          if (event.currentTarget.scrollTop < 40 && hasNextPage && !isFetchingNextPage) {
            scroller.keepPositionOnNextChange();
            void fetchNextPage();
          }
        }}
      >
        {hasNextPage ? (
          <div className="mb-3 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              disabled={isFetchingNextPage}
              onClick={() => {
                scroller.keepPositionOnNextChange();
                void fetchNextPage();
              }}
            >
              {isFetchingNextPage ? "Loading..." : "Load older messages"}
            </Button>
          </div>
        ) : null}
        {!isLoading && messages.length === 0 ? (
          <EmptyState icon={<MessageCircle />} title="Start the conversation">
            Send {name} a message to begin.
          </EmptyState>
        ) : (
          <ol className="grid gap-2" aria-label="Messages">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.senderId === me}
                seen={message.id === seenId}
                onReport={() => setReporting({ targetType: "message", targetId: message.id })}
              />
            ))}
          </ol>
        )}
      </div>
      <MessageInput receiverId={other.id} />
      {reporting ? (
        <ReportDialog
          open
          onOpenChange={(open) => (open ? null : setReporting(null))}
          {...reporting}
        />
      ) : null}
    </section>
  );
}

function MessageBubble({
  message,
  own,
  seen,
  onReport,
}: {
  message: Message;
  own: boolean;
  seen: boolean;
  onReport: () => void;
}) {
  return (
    <li className={cn("group flex flex-col", own ? "items-end" : "items-start")}>
      <div className={cn("flex w-full items-center gap-1", own ? "justify-end" : "justify-start")}>
        <div
          className={cn(
            "max-w-[80%] rounded-2xl px-3.5 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap",
            own ? "bg-primary text-primary-foreground" : "bg-muted",
          )}
        >
          <p>{message.content}</p>
          <p
            className={cn(
              "mt-1 text-[0.7rem]",
              own ? "text-primary-foreground/80" : "text-muted-foreground",
            )}
          >
            {formatShortRelative(message.createdAt)}
          </p>
        </div>
        {own ? null : (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Report message"
            title="Report message"
            className="text-muted-foreground opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
            onClick={onReport}
          >
            <Flag aria-hidden="true" />
          </Button>
        )}
      </div>
      {seen ? <p className="mt-0.5 px-1 text-[0.7rem] text-muted-foreground">Seen</p> : null}
    </li>
  );
}

function MessageInput({ receiverId }: { receiverId: string }) {
  const [text, setText] = useState("");
  const send = useSendMessage(() => setText(""));
  const content = text.trim();
  const submit = () => {
    if (!content || send.isPending) return;
    send.mutate({ receiverId, content });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="flex items-end gap-2 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        aria-label="Message"
        placeholder="Type a message..."
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        height="line"
        className="max-h-40 flex-1"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) sendTyping(receiverId);
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="icon" disabled={!content || send.isPending} aria-label="Send">
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * Keeps the newest message in view as messages arrive, except when older ones were asked for:
 * then the view stays on the message the member was reading.
 */
function useMessageScroll(messages: Message[]) {
  const ref = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const newest = messages.at(-1)?.id;
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [newest, count]);
  return {
    ref,
    keepPositionOnNextChange: () => {
      heightBeforeOlder.current = ref.current?.scrollHeight ?? null;
    },
  };
}
