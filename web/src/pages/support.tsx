import {
  type CreateTicketInput,
  createTicketSchema,
  followUpSchema,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_COUNTER,
  TICKET_PRIORITIES,
  TICKET_STATUS_LABELS,
  type Ticket,
  type TicketStatus,
} from "@contract/support.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { EmptyState, PageHeader } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Field, invalidProps } from "@web/components/ui/form-field.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import {
  useCreateTicket,
  useFollowUpTicket,
  useMyTickets,
} from "@web/features/support/api/tickets.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import { capitalize } from "@web/lib/text.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import { LifeBuoy, Loader2, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";

const STATUS_VARIANT: Record<TicketStatus, "default" | "secondary" | "outline" | "accent"> = {
  open: "accent",
  in_progress: "secondary",
  resolved: "default",
  closed: "outline",
};

export default function SupportPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Support Center"
        description="Raise a ticket and we'll get back to you within 24 hours."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <NewTicketForm />
        <MyTickets />
      </div>
    </div>
  );
}

type TicketForm = CreateTicketInput;

function NewTicketForm() {
  const form = useForm<TicketForm, unknown, z.output<typeof createTicketSchema>>({
    resolver: zodResolver(createTicketSchema),
    defaultValues: { subject: "", message: "", category: undefined, priority: "normal" },
  });
  const errors = form.formState.errors;
  const messageLength = form.watch("message")?.length ?? 0;
  const create = useCreateTicket({
    onSuccess: () => {
      toast({
        title: "Support ticket submitted!",
        description: "We'll get back to you within 24 hours.",
        variant: "success",
      });
      form.reset();
    },
    onError: (error) =>
      showErrorToast(error, "Failed to submit support ticket. Please try again.", {
        serverReason: "badRequest",
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>New Ticket</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="New support ticket"
          className="grid gap-4"
          onSubmit={form.handleSubmit(
            (body) => create.mutate(body),
            () =>
              toast({
                title: "Missing Information",
                description: "Please fill in all required fields.",
                variant: "destructive",
              }),
          )}
        >
          <Field id="ticket-subject" label="Subject" error={errors.subject?.message}>
            <Input
              id="ticket-subject"
              placeholder="What do you need help with?"
              {...invalidProps("ticket-subject", errors.subject?.message)}
              {...form.register("subject")}
            />
          </Field>
          <Field
            id="ticket-message"
            label="Message"
            error={errors.message?.message}
            aside={
              <span className="text-xs tabular-nums text-muted-foreground">
                {messageLength}/{TICKET_MESSAGE_COUNTER}
              </span>
            }
          >
            <Textarea
              id="ticket-message"
              rows={6}
              placeholder="Tell us what happened and what you expected"
              {...invalidProps("ticket-message", errors.message?.message)}
              {...form.register("message")}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="ticket-category" label="Category" error={errors.category?.message}>
              <NativeSelect
                id="ticket-category"
                {...invalidProps("ticket-category", errors.category?.message)}
                {...form.register("category", {
                  setValueAs: (value: string) => value || undefined,
                })}
              >
                <option value="">Choose a category</option>
                {TICKET_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {TICKET_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="ticket-priority" label="Priority" error={errors.priority?.message}>
              <NativeSelect id="ticket-priority" {...form.register("priority")}>
                {TICKET_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {capitalize(priority)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Submit Ticket
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MyTickets() {
  const tickets = useMyTickets();
  return (
    <section aria-labelledby="my-tickets-heading" className="grid gap-3">
      <h2 id="my-tickets-heading" className="text-lg font-semibold">
        Your Tickets
      </h2>
      {tickets.isLoading ? (
        <div className="grid gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : tickets.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your tickets could not be loaded. Please refresh the page.
        </p>
      ) : tickets.data?.length ? (
        <ul className="grid gap-3">
          {tickets.data.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={<LifeBuoy aria-hidden="true" />} title="No tickets yet">
          Anything you raise appears here with our answer.
        </EmptyState>
      )}
    </section>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  return (
    <li>
      <Card className="grid min-w-0 gap-3 p-4" aria-label={`Ticket: ${ticket.subject}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold wrap-anywhere">{ticket.subject}</h3>
            <p className="text-xs text-muted-foreground">
              {TICKET_CATEGORY_LABELS[ticket.category]} · {capitalize(ticket.priority)} priority ·{" "}
              {formatPostTime(ticket.createdAt)}
            </p>
          </div>
          <Badge variant={STATUS_VARIANT[ticket.status]}>
            {TICKET_STATUS_LABELS[ticket.status]}
          </Badge>
        </div>
        <p className="text-sm whitespace-pre-line wrap-anywhere">{ticket.message}</p>
        {ticket.messages.map((message) => (
          <p
            key={message.id}
            className={cn(
              "rounded-md border-l-2 py-1 pl-3 text-sm whitespace-pre-line wrap-anywhere",
              message.fromAdmin ? "border-primary" : "border-muted-foreground/30",
            )}
          >
            {message.content}
          </p>
        ))}
        {ticket.adminResponse ? (
          <div className="rounded-lg bg-accent/60 p-3 text-sm">
            <p className="font-medium">Response from support</p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere">{ticket.adminResponse}</p>
          </div>
        ) : null}
        {ticket.status === "closed" ? null : <FollowUpForm ticketId={ticket.id} />}
      </Card>
    </li>
  );
}

function FollowUpForm({ ticketId }: { ticketId: string }) {
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const followUp = useFollowUpTicket(ticketId, {
    onSuccess: () => {
      setContent("");
      toast({ title: "Message sent!", variant: "success" });
    },
    onError: (failure) => showErrorToast(failure, "Failed to send message"),
  });
  const id = `follow-up-${ticketId}`;
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = followUpSchema.safeParse({ content });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setError(null);
        followUp.mutate(parsed.data.content);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Add to this ticket
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={content}
          placeholder="Add a message"
          onChange={(event) => setContent(event.target.value)}
          {...invalidProps(id, error ?? undefined)}
        />
        <Button type="submit" variant="outline" disabled={followUp.isPending}>
          <Send aria-hidden="true" />
          Send
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
