import {
  type AdminTicket,
  type AdminTicketQuery,
  EMPTY_RESPONSE_MESSAGE,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
} from "@contract/support.ts";
import { EmptyState } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useAdminTickets, useUpdateTicket } from "@web/features/admin-trust/api/tickets.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { capitalize } from "@web/lib/text.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { Inbox, Loader2, Send } from "lucide-react";
import { useId, useState } from "react";
import { useAdminFailure } from "./admin-failure.ts";
import { RequiredTextarea, useRequiredText } from "./required-text.tsx";

const UPDATE_FAILED = "Failed to update support ticket. Please try again.";

/** Every member's tickets, the most pressing first, with filters, a status and a response. */
export function TicketsPanel() {
  const id = useId();
  const [filter, setFilter] = useState<AdminTicketQuery>({});
  const tickets = useAdminTickets(filter);
  return (
    <Card>
      <CardHeader row>
        <CardTitle>Support Tickets</CardTitle>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect
              id={`${id}-status`}
              value={filter.status ?? ""}
              onChange={(event) =>
                setFilter({ ...filter, status: (event.target.value || undefined) as TicketStatus })
              }
            >
              <option value="">All statuses</option>
              {TICKET_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TICKET_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-priority`}>Priority</Label>
            <NativeSelect
              id={`${id}-priority`}
              value={filter.priority ?? ""}
              onChange={(event) =>
                setFilter({
                  ...filter,
                  priority: (event.target.value || undefined) as AdminTicketQuery["priority"],
                })
              }
            >
              <option value="">All priorities</option>
              {TICKET_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {capitalize(priority)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {tickets.isLoading ? (
          <Skeleton className="h-32" />
        ) : tickets.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The tickets could not be loaded.
          </p>
        ) : tickets.data?.length ? (
          <ul className="grid gap-3">
            {tickets.data.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={<Inbox aria-hidden="true" />} title="No tickets">
            Nothing matches these filters.
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}

function TicketRow({ ticket }: { ticket: AdminTicket }) {
  const id = useId();
  const response = useRequiredText(EMPTY_RESPONSE_MESSAGE);
  const fail = useAdminFailure();
  const update = useUpdateTicket(ticket.id, {
    onSuccess: (_ticket, input) => {
      if (input.adminResponse) response.setValue("");
      toast({ title: "Ticket updated!", variant: "success" });
    },
    onError: (error) => fail("Error", UPDATE_FAILED)(error),
  });
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Ticket: ${ticket.subject}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere">{ticket.subject}</p>
          <p className="text-xs text-muted-foreground wrap-anywhere">
            {displayName(ticket.member)} ({ticket.member.email}) ·{" "}
            {TICKET_CATEGORY_LABELS[ticket.category]} · {formatPostTime(ticket.createdAt)}
          </p>
        </div>
        <Badge variant={ticket.priority === "urgent" ? "destructive" : "secondary"}>
          {capitalize(ticket.priority)}
        </Badge>
      </div>
      <p className="text-sm whitespace-pre-line wrap-anywhere">{ticket.message}</p>
      {ticket.messages.map((message) => (
        <p key={message.id} className="border-l-2 pl-3 text-sm whitespace-pre-line wrap-anywhere">
          {message.content}
        </p>
      ))}
      {ticket.adminResponse ? (
        <p className="rounded-md bg-accent/60 p-2 text-sm whitespace-pre-line wrap-anywhere">
          <span className="font-medium">Response: </span>
          {ticket.adminResponse}
        </p>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          className="sm:w-48"
          value={ticket.status}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ status: event.target.value as TicketStatus })}
        >
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TICKET_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form
        noValidate
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const answer = response.take();
          if (answer) update.mutate({ status: "resolved", adminResponse: answer });
        }}
      >
        <RequiredTextarea id={`${id}-response`} label="Response" text={response} />
        <Button type="submit" className="justify-self-start" disabled={update.isPending}>
          {update.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          Send Response
        </Button>
      </form>
    </li>
  );
}
