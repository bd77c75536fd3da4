import {
  BOT_MESSAGES_SHOWN,
  GENERATE_COUNT_MAX,
  PROMPT_REQUIRED_MESSAGE,
} from "@contract/admin.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import {
  useBotMessages,
  useClearBotMessages,
  useGenerateContent,
} from "@web/features/admin/api/bot-messages.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { Loader2, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useAdminFailure } from "./admin-failure.ts";

/** AI content generation from a prompt, and the bot messages it made. */
export function ContentPanel() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <GenerateContent />
      <BotMessages />
    </div>
  );
}

function GenerateContent() {
  const [prompt, setPrompt] = useState("");
  const [count, setCount] = useState(5);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = useAdminFailure();
  const generate = useGenerateContent({
    onSuccess: (generated) => {
      setPrompt("");
      toast({ title: "AI Content Generated", description: `Generated ${generated} message(s).` });
    },
    onError: failed("Generation Failed", "Failed to generate AI content. Please try again."),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!prompt.trim()) {
      setProblem(PROMPT_REQUIRED_MESSAGE);
      return;
    }
    setProblem(null);
    generate.mutate({ prompt: prompt.trim(), count });
  }

  return (
    <Card className="p-5">
      <h2 className="font-semibold">AI Content Generation</h2>
      <form onSubmit={submit} className="mt-3 grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="generate-prompt">Prompt</Label>
          <Textarea
            id="generate-prompt"
            maxLength={1000}
            placeholder="e.g. tips for golden-hour portraits in the Lake District"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
          />
        </div>
        <div className="grid max-w-40 gap-1.5">
          <Label htmlFor="generate-count">How many (1–{GENERATE_COUNT_MAX})</Label>
          <Input
            id="generate-count"
            type="number"
            min={1}
            max={GENERATE_COUNT_MAX}
            value={count}
            onChange={(event) =>
              setCount(Math.min(GENERATE_COUNT_MAX, Math.max(1, Number(event.target.value) || 1)))
            }
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={generate.isPending}>
            {generate.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            Generate Content
          </Button>
        </div>
      </form>
    </Card>
  );
}

function BotMessages() {
  const { data } = useBotMessages();
  const failed = useAdminFailure();
  const clear = useClearBotMessages({
    onSuccess: () =>
      toast({ title: "Bot Messages Cleared", description: "All bot messages were removed." }),
    onError: failed("Error", "Failed to clear bot messages. Please try again."),
  });
  const more = data ? data.total - data.messages.length : 0;
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">Bot Messages ({data?.total ?? 0})</h2>
        <Button
          size="sm"
          variant="outline"
          disabled={clear.isPending || !data?.total}
          onClick={() => clear.mutate()}
        >
          Clear
        </Button>
      </div>
      {data && data.messages.length > 0 ? (
        <ul aria-label="Bot messages" className="mt-3 grid gap-2 text-sm">
          {data.messages.slice(0, BOT_MESSAGES_SHOWN).map((message) => (
            <li key={message.id} className="rounded-md bg-muted px-3 py-2 break-words">
              <span className="font-medium capitalize">{message.messageType}: </span>
              {message.content}
            </li>
          ))}
          {more > 0 ? <li className="text-muted-foreground">and {more} more</li> : null}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No bot messages.</p>
      )}
    </Card>
  );
}
