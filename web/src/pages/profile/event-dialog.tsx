import {
  AVAILABILITY_STATUSES,
  type AvailabilityEvent,
  type SaveAvailabilityInput,
  saveAvailabilitySchema,
} from "@contract/availability.ts";
import type { UserSummary } from "@contract/users.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import {
  AVAILABILITY_MESSAGES,
  useSaveEvent,
} from "@web/features/availability/api/availability.ts";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { InvitePicker } from "./invite-picker.tsx";
import { STATUS_LABELS } from "./month-grid.ts";
import { SaveError } from "./save-error.tsx";

type EventDialogProps = {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit, or null to add one. */
  event: AvailabilityEvent | null;
  /** The day a new event starts on: the selected one (yyyy-MM-dd). */
  defaultDate: string;
  /** After a save: the calendar shows the event's day. */
  onSaved?: (event: AvailabilityEvent) => void;
};

type EventForm = SaveAvailabilityInput;

function initialValues(event: AvailabilityEvent | null, defaultDate: string): EventForm {
  return event
    ? {
        date: event.date,
        status: event.status,
        title: event.title ?? "",
        description: event.description ?? "",
        invitedUsers: event.invitedUsers,
      }
    : { date: defaultDate, status: "available", title: "", description: "", invitedUsers: [] };
}

/** Add or edit an availability event, with invitations. */
export function EventDialog({
  userId,
  open,
  onOpenChange,
  event,
  defaultDate,
  onSaved,
}: EventDialogProps) {
  const id = useId();
  const save = useSaveEvent(userId);
  const [known, setKnown] = useState<Record<string, UserSummary>>({});
  const form = useForm<EventForm>({
    resolver: zodResolver(saveAvailabilitySchema),
    defaultValues: initialValues(event, defaultDate),
  });
  const { reset, register, setValue, watch, formState } = form;
  const errors = formState.errors;
  const invitedUsers = watch("invitedUsers") ?? [];

  // Every opening starts from the event being edited, or a fresh one on the selected day.
  const { reset: resetSave } = save;
  useEffect(() => {
    if (open) {
      reset(initialValues(event, defaultDate));
      resetSave();
    }
  }, [open, event, defaultDate, reset, resetSave]);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { ...values, id: event?.id },
      {
        onSuccess: (saved) => {
          reset(initialValues(null, defaultDate));
          onOpenChange(false);
          onSaved?.(saved);
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="grid gap-1 pr-6">
          <DialogTitle>{event ? "Edit Event" : "Add Event"}</DialogTitle>
          <DialogDescription>
            Let clients and collaborators know when you can work, and invite people to join.
          </DialogDescription>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input
                id={`${id}-date`}
                type="date"
                aria-required="true"
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={errors.date ? `${id}-date-error` : undefined}
                {...register("date")}
              />
              {errors.date ? (
                <p id={`${id}-date-error`} role="alert" className="text-sm text-destructive">
                  {errors.date.message}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-status`}>Status</Label>
              <NativeSelect
                id={`${id}-status`}
                aria-required="true"
                aria-invalid={errors.status ? true : undefined}
                aria-describedby={errors.status ? `${id}-status-error` : undefined}
                {...register("status")}
              >
                <option value="">Select a status</option>
                {AVAILABILITY_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
              {errors.status ? (
                <p id={`${id}-status-error`} role="alert" className="text-sm text-destructive">
                  {errors.status.message}
                </p>
              ) : null}
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              placeholder="e.g. Studio shoot, Manchester"
              {...register("title")}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={3}
              placeholder="Times, location, what you are looking for"
              {...register("description")}
            />
          </div>
          {open ? (
            <InvitePicker
              invited={invitedUsers}
              onChange={(next) => setValue("invitedUsers", next, { shouldDirty: true })}
              known={known}
              onKnown={(person) => setKnown((current) => ({ ...current, [person.id]: person }))}
            />
          ) : null}
          <SaveError error={save.error} fallback={AVAILABILITY_MESSAGES.saveFailed} />
          <div className="flex justify-end gap-2 pt-1">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {event ? "Save Changes" : "Save Event"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
