import {
  AI_APOLOGY,
  AI_SEARCH_FAILED_MESSAGE,
  AI_SEARCH_FAILED_TITLE,
  AI_WELCOME,
  type AiConversation,
  type AiSuggestion,
  conversationTitleFrom,
} from "@contract/ai.ts";
import { PageHeader } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  SheetContent,
} from "@web/components/ui/dialog.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import {
  streamSearch,
  useAiMessages,
  useCreateAiConversation,
  useSaveAiMessage,
} from "@web/features/ai/api/ai.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { cn } from "@web/lib/utils.ts";
import { History, LifeBuoy, Plus, Send, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ConversationHistory } from "./ai-search/conversation-history.tsx";
import { SuggestionCard } from "./ai-search/suggestion-card.tsx";

type ChatMessage = {
  key: string;
  type: "user" | "ai";
  content: string;
  suggestions: AiSuggestion[] | null;
  /** Still being written. */
  streaming?: boolean;
};

const SUPPORT_QUESTION = "I need help with my account";
let localKeys = 0;
const nextKey = () => `local-${++localKeys}`;

/**
 * /ai-search: a chat with the assistant, with the past conversations beside it (in a sheet on
 * phones). The first message starts a conversation named after it; the answer shows as it is
 * written, with the suggested members as cards.
 */
export default function AiSearchPage() {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [titleDialogOpen, setTitleDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const history = useAiMessages(conversationId);
  const loadedFor = useRef<string | null>(null);
  const createConversation = useCreateAiConversation();
  const saveMessage = useSaveAiMessage();
  const endRef = useRef<HTMLDivElement>(null);

  // A conversation reopened from the history shows its stored messages once they arrive (not
  // a cached copy from before its last answer was saved).
  useEffect(() => {
    if (!conversationId || !history.data || history.isFetching) return;
    if (loadedFor.current === conversationId) return;
    loadedFor.current = conversationId;
    setMessages(
      history.data.map((message) => ({
        key: message.id,
        type: message.type,
        content: message.content,
        suggestions: message.suggestions,
      })),
    );
  }, [conversationId, history.data, history.isFetching]);

  useEffect(() => {
    if (messages.length > 0) endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  const open = (conversation: AiConversation) => {
    setHistoryOpen(false);
    if (conversation.id === conversationId) return;
    loadedFor.current = null;
    setMessages([]);
    setConversationId(conversation.id);
  };

  const clear = () => {
    loadedFor.current = null;
    setConversationId(null);
    setMessages([]);
  };

  const startNewChat = () => (messages.length > 1 ? setTitleDialogOpen(true) : clear());

  const startTitled = async (title: string) => {
    const { id } = await createConversation.mutateAsync(title);
    loadedFor.current = id;
    setMessages([]);
    setConversationId(id);
    setTitleDialogOpen(false);
  };

  const updateLast = (change: (message: ChatMessage) => ChatMessage) =>
    setMessages((current) => [...current.slice(0, -1), change(current.at(-1)!)]);

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || busy) return;
    setBusy(true);
    setMessages((current) => [
      ...current,
      { key: nextKey(), type: "user", content, suggestions: null },
      { key: nextKey(), type: "ai", content: "", suggestions: null, streaming: true },
    ]);
    try {
      let id = conversationId;
      if (!id) {
        id = (await createConversation.mutateAsync(conversationTitleFrom(content))).id;
        loadedFor.current = id;
        setConversationId(id);
      }
      await saveMessage.mutateAsync({ id, message: { type: "user", content } });
      let result: Awaited<ReturnType<typeof streamSearch>>;
      try {
        result = await streamSearch(content, (event) => {
          if (event.type === "suggestions") {
            updateLast((message) => ({ ...message, suggestions: event.suggestions }));
          } else if (event.type === "text") {
            updateLast((message) => ({ ...message, content: message.content + event.text }));
          }
        });
      } catch (error) {
        showErrorToast(error, AI_SEARCH_FAILED_MESSAGE, {
          title: AI_SEARCH_FAILED_TITLE,
          serverReason: "never",
        });
        updateLast((message) => ({
          ...message,
          content: AI_APOLOGY,
          suggestions: null,
          streaming: false,
        }));
        await saveMessage.mutateAsync({ id, message: { type: "ai", content: AI_APOLOGY } });
        return;
      }
      updateLast((message) => ({
        ...message,
        content: result.response,
        suggestions: result.suggestions,
        streaming: false,
      }));
      await saveMessage.mutateAsync({
        id,
        message: { type: "ai", content: result.response, suggestions: result.suggestions },
      });
    } catch (error) {
      updateLast((message) =>
        message.streaming ? { ...message, content: AI_APOLOGY, streaming: false } : message,
      );
      showErrorToast(error, "Failed to save message");
    } finally {
      setBusy(false);
    }
  };

  const historyPanel = <ConversationHistory selectedId={conversationId} onSelect={open} />;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="AI Search"
        description="Describe who you are looking for and let the assistant find matching creatives."
      />
      <div className="flex h-[calc(100dvh-14rem)] min-h-[28rem] overflow-hidden rounded-xl border bg-card">
        <aside className="hidden w-64 shrink-0 flex-col border-r md:flex">
          <p className="border-b px-4 py-3 text-sm font-semibold">History</p>
          <div className="min-h-0 flex-1 overflow-y-auto">{historyPanel}</div>
        </aside>
        <section aria-label="Chat with the assistant" className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
            <Button
              variant="ghost"
              size="sm"
              className="md:hidden"
              onClick={() => setHistoryOpen(true)}
            >
              <History aria-hidden="true" />
              History
            </Button>
            <Button variant="outline" size="sm" onClick={startNewChat}>
              <Plus aria-hidden="true" />
              New Chat
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto"
              disabled={busy}
              onClick={() => void send(SUPPORT_QUESTION)}
            >
              <LifeBuoy aria-hidden="true" />
              Get Support
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-live="polite">
            {conversationId === null && messages.length === 0 ? (
              <Bubble type="ai" content={AI_WELCOME} />
            ) : null}
            {history.isError && messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">Failed to fetch messages</p>
            ) : null}
            <div className="grid gap-4">
              {messages.map((message) => (
                <div key={message.key} className="grid gap-3">
                  <Bubble
                    type={message.type}
                    content={message.content}
                    streaming={message.streaming}
                  />
                  {message.suggestions && message.suggestions.length > 0 ? (
                    <div className="grid gap-3 lg:grid-cols-2">
                      {message.suggestions.map((suggestion) => (
                        <SuggestionCard key={suggestion.user.id} suggestion={suggestion} />
                      ))}
                    </div>
                  ) : null}
                </div>
              ))}
            </div>
            <div ref={endRef} />
          </div>
          <Composer disabled={busy} onSend={(text) => void send(text)} />
        </section>
      </div>
      <Dialog open={historyOpen} onOpenChange={setHistoryOpen}>
        <SheetContent aria-describedby={undefined} closeLabel="Close history">
          <DialogTitle className="border-b px-5 py-4">History</DialogTitle>
          <div className="min-h-0 flex-1 overflow-y-auto">{historyPanel}</div>
        </SheetContent>
      </Dialog>
      <NewChatDialog
        open={titleDialogOpen}
        onOpenChange={setTitleDialogOpen}
        pending={createConversation.isPending}
        onCreate={(title) =>
          startTitled(title).catch((error: unknown) =>
            showErrorToast(error, "Failed to create conversation"),
          )
        }
      />
    </div>
  );
}

function Bubble({
  type,
  content,
  streaming = false,
}: {
  type: "user" | "ai";
  content: string;
  streaming?: boolean;
}) {
  return (
    <div className={cn("flex", type === "user" ? "justify-end" : "justify-start")}>
      <div
        data-testid={type === "ai" ? "ai-answer" : "ai-question"}
        aria-busy={streaming || undefined}
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap",
          type === "user" ? "bg-primary text-primary-foreground" : "bg-muted",
        )}
      >
        {type === "ai" ? (
          <Sparkles className="mr-1.5 inline size-4 align-[-2px] text-primary" aria-hidden="true" />
        ) : null}
        {content}
        {streaming ? <span className="ml-0.5 inline-block animate-pulse">▍</span> : null}
      </div>
    </div>
  );
}

function Composer({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState("");
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || disabled) return;
    onSend(text);
    setText("");
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      <Label htmlFor="ai-query" className="sr-only">
        Describe who you are looking for
      </Label>
      <Textarea
        id="ai-query"
        rows={1}
        value={text}
        maxLength={500}
        placeholder="e.g. menswear stylist in Manchester free next week"
        height="line"
        className="flex-1"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) submit(event);
        }}
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={disabled || !text.trim()}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}

function NewChatDialog({
  open,
  onOpenChange,
  pending,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onCreate: (title: string) => void;
}) {
  const [title, setTitle] = useState("");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>New Chat</DialogTitle>
        <DialogDescription>Give the new conversation a title.</DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim()) onCreate(title.trim());
            setTitle("");
          }}
        >
          <Label htmlFor="ai-chat-title">Title</Label>
          <Input
            id="ai-chat-title"
            value={title}
            maxLength={100}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" disabled={pending || !title.trim()}>
            Start Chat
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
