import type { AvailabilityEvent, AvailabilityStatus } from "@contract/availability.ts";
import { Button } from "@web/components/ui/button.tsx";
import { cn } from "@web/lib/utils.ts";
import { addMonths, format, isSameDay, isSameMonth, isToday } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import {
  dateKey,
  dayDescription,
  dayLabel,
  dayStatus,
  monthGrid,
  moveSelection,
  STATUS_LABELS,
  weekdayNames,
} from "./month-grid.ts";

export const STATUS_STYLES: Record<AvailabilityStatus, { day: string; dot: string }> = {
  available: { day: "bg-emerald-100 text-emerald-900 hover:bg-emerald-200", dot: "bg-emerald-500" },
  busy: { day: "bg-amber-100 text-amber-900 hover:bg-amber-200", dot: "bg-amber-400" },
  unavailable: { day: "bg-rose-100 text-rose-900 hover:bg-rose-200", dot: "bg-rose-500" },
};

const WEEKDAYS = weekdayNames();

type MonthCalendarProps = {
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  events: Map<string, AvailabilityEvent[]>;
};

/**
 * A month of day buttons (Calendar): days with events take their status colour and
 * invitations a dot. One day is in the tab order; the arrow keys, Home/End and Page Up/Down
 * move the selection, across months too.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  events,
}: MonthCalendarProps) {
  const headingId = useId();
  const descriptionPrefix = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const focusSelected = useRef(false);
  const weeks = monthGrid(month);
  const focusable = isSameMonth(selected, month)
    ? selected
    : weeks[0]!.find((day) => day.getDate() === 1)!;

  // After a key moved the selection (maybe into another month), focus follows it.
  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    tableRef.current
      ?.querySelector<HTMLButtonElement>(`button[data-date="${dateKey(selected)}"]`)
      ?.focus();
  });

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = moveSelection(selected, event.key);
    if (!next) return;
    event.preventDefault();
    focusSelected.current = true;
    onSelect(next);
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={headingId} aria-live="polite" className="font-semibold">
          {format(month, "MMMM yyyy")}
        </h3>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={tableRef}
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th
                key={day.long}
                scope="col"
                className="pb-1 text-xs font-medium text-muted-foreground"
              >
                <abbr title={day.long} className="no-underline">
                  {day.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dateKey(week[0]!)}>
              {week.map((day) => {
                const key = dateKey(day);
                const dayEvents = events.get(key) ?? [];
                const status = dayStatus(dayEvents);
                const invited = dayEvents.some((event) => event.isInvitation);
                const description = dayDescription(dayEvents);
                const isSelected = isSameDay(day, selected);
                const outside = !isSameMonth(day, month);
                return (
                  <td key={key} className="p-0">
                    <button
                      type="button"
                      data-date={key}
                      tabIndex={isSameDay(day, focusable) ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-pressed={isSelected}
                      aria-current={isToday(day) ? "date" : undefined}
                      aria-describedby={description ? `${descriptionPrefix}-${key}` : undefined}
                      onClick={() => onSelect(day)}
                      className={cn(
                        "relative flex h-10 w-full cursor-pointer flex-col items-center justify-center rounded-lg text-sm tabular-nums transition-colors sm:h-12",
                        status ? STATUS_STYLES[status].day : "hover:bg-muted",
                        outside && "opacity-45",
                        // Today is bold, and blue where no status colours the day.
                        isToday(day) && (status ? "font-bold" : "font-bold text-primary"),
                        isSelected && "ring-2 ring-primary ring-offset-1 ring-offset-card",
                      )}
                    >
                      {day.getDate()}
                      {invited ? (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-1 size-1.5 rounded-full bg-primary"
                        />
                      ) : null}
                      {description ? (
                        <span id={`${descriptionPrefix}-${key}`} className="sr-only">
                          {description}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label="Legend"
        className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground"
      >
        {(Object.keys(STATUS_LABELS) as AvailabilityStatus[]).map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-full", STATUS_STYLES[status].dot)}
            />
            {STATUS_LABELS[status]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
          Invitation
        </li>
      </ul>
    </div>
  );
}
