import type { AvailabilityEvent } from "@contract/availability.ts";
import { ConfirmDeleteDialog } from "@web/components/confirm-delete-dialog.tsx";
import { EmptyState } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { useAvailability, useDeleteEvent } from "@web/features/availability/api/availability.ts";
import { displayName } from "@web/lib/avatar.ts";
import { pluralize } from "@web/lib/text.ts";
import { cn } from "@web/lib/utils.ts";
import { format, isSameMonth, startOfMonth } from "date-fns";
import { CalendarPlus, Mail, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { EventDialog } from "./event-dialog.tsx";
import { MonthCalendar, STATUS_STYLES } from "./month-calendar.tsx";
import { dateKey, eventsByDate, fromDateKey, STATUS_LABELS } from "./month-grid.ts";

/** Calendar tab: a month with event days highlighted and the selected day's events. */
export function CalendarTab({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const availability = useAvailability(userId);
  const headingId = useId();
  const [selected, setSelected] = useState(() => new Date());
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<AvailabilityEvent | null>(null);
  const [deleting, setDeleting] = useState<AvailabilityEvent | null>(null);
  const byDate = useMemo(() => eventsByDate(availability.data ?? []), [availability.data]);
  const selectedKey = dateKey(selected);
  const dayEvents = byDate.get(selectedKey) ?? [];

  function select(day: Date) {
    setSelected(day);
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
  }

  function openDialog(event: AvailabilityEvent | null) {
    setEditing(event);
    setDialogOpen(true);
  }

  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">
          {isOwn ? "My Availability" : "Availability Calendar"}
        </h2>
        {isOwn ? (
          <Button onClick={() => openDialog(null)}>
            <CalendarPlus aria-hidden="true" />
            Add Event
          </Button>
        ) : null}
      </div>

      {availability.isError ? (
        <EmptyState title="The calendar could not be loaded">
          <Button variant="outline" className="mt-3" onClick={() => void availability.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={select}
            events={byDate}
          />
          <section aria-labelledby={headingId} className="min-w-0">
            <h3 id={headingId} className="mb-3 font-semibold">
              {format(selected, "EEEE d MMMM yyyy")}
            </h3>
            {availability.isPending ? (
              <div role="status" aria-label="Loading events" className="grid gap-2">
                <Skeleton shape="field" className="h-16 w-full" />
                <Skeleton shape="field" className="h-16 w-full" />
              </div>
            ) : dayEvents.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
                {isOwn
                  ? "No events for this date. Click 'Add Event' to create one."
                  : "No events for this date."}
              </p>
            ) : (
              <ul
                aria-label={`Events on ${format(selected, "MMMM d, yyyy")}`}
                className="grid gap-2.5"
              >
                {dayEvents.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    canEdit={isOwn && !event.isInvitation}
                    onEdit={() => openDialog(event)}
                    onDelete={() => setDeleting(event)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}

      {isOwn ? (
        <>
          <EventDialog
            userId={userId}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            event={editing}
            defaultDate={selectedKey}
            onSaved={(saved) => select(fromDateKey(saved.date))}
          />
          <DeleteEventDialog userId={userId} event={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </Card>
  );
}

/** The event's own title, or its status when it has none. */
function eventTitle(event: AvailabilityEvent): string {
  return event.title?.trim() || STATUS_LABELS[event.status];
}

function EventRow({
  event,
  canEdit,
  onEdit,
  onDelete,
}: {
  event: AvailabilityEvent;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = eventTitle(event);
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3",
        event.isInvitation && "border-primary/30 bg-accent/40",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", STATUS_STYLES[event.status].dot)}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{title}</p>
        <p className="text-xs text-muted-foreground">{STATUS_LABELS[event.status]}</p>
        {event.description ? (
          <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
            {event.description}
          </p>
        ) : null}
        {event.isInvitation && event.owner ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-accent-foreground">
            <Mail className="size-3.5" aria-hidden="true" />
            <span>
              Invited by{" "}
              <Link href={`/profile/${event.owner.id}`} className="hover:underline">
                {displayName(event.owner)}
              </Link>
            </span>
          </p>
        ) : null}
        {!event.isInvitation && event.invitedUsers.length > 0 ? (
          <p className="mt-1.5 text-xs text-muted-foreground">
            {pluralize(event.invitedUsers.length, "person", "people")} invited
          </p>
        ) : null}
      </div>
      {canEdit ? (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost-destructive"
            size="icon-sm"
            aria-label={`Delete ${title}`}
            className="text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function DeleteEventDialog({
  userId,
  event,
  onClose,
}: {
  userId: string;
  event: AvailabilityEvent | null;
  onClose: () => void;
}) {
  const remove = useDeleteEvent(userId);
  return (
    <ConfirmDeleteDialog
      subject={event}
      title="Delete this event?"
      describe={(shown) =>
        `“${eventTitle(shown)}” on ${format(fromDateKey(shown.date), "d MMMM yyyy")} will be removed from your calendar${
          shown.invitedUsers.length > 0 ? " and from the calendars of the people you invited" : ""
        }.`
      }
      pending={remove.isPending}
      onConfirm={(shown) => remove.mutate(shown.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
