import { ConfirmDeleteDialog } from "@web/components/confirm-delete-dialog.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { bulkDeleteQuestion, useSelection } from "./selection.ts";

/**
 * A list of rows with a tick box each, "select all" and Delete Selected, which asks before
 * deleting: the users and posts panels share it.
 */
export function BulkList<Row extends { id: string }>({
  rows,
  noun,
  label,
  renderRow,
  deleting,
  onDelete,
  footer,
  empty,
}: {
  rows: Row[];
  noun: "user" | "post";
  label: string;
  renderRow: (row: Row) => ReactNode;
  deleting: boolean;
  onDelete: (ids: string[], done: () => void) => void;
  footer: ReactNode;
  empty: string;
}) {
  const selection = useSelection();
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selection.selected.has(id));
  const allChosen = ids.length > 0 && chosen.length === ids.length;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={allChosen}
            disabled={ids.length === 0}
            onChange={(event) => selection.setAll(ids, event.target.checked)}
          />
          Select all
        </label>
        <Button
          variant="destructive"
          size="sm"
          disabled={chosen.length === 0}
          onClick={() => setConfirming(chosen)}
        >
          <Trash2 aria-hidden="true" />
          Delete Selected ({chosen.length})
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Card>
          <ul aria-label={label} className="divide-y">
            {rows.map((row) => (
              <li key={row.id} className="flex items-start gap-3 px-4 py-3">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-primary"
                  aria-label={`Select ${noun}`}
                  checked={selection.selected.has(row.id)}
                  onChange={() => selection.toggle(row.id)}
                />
                <div className="min-w-0 flex-1">{renderRow(row)}</div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {footer}
      <ConfirmDeleteDialog
        subject={confirming}
        title={noun === "user" ? "Delete users" : "Delete posts"}
        describe={(subject) => bulkDeleteQuestion(subject.length, noun)}
        pending={deleting}
        onClose={() => setConfirming(null)}
        onConfirm={(subject) =>
          onDelete(subject, () => {
            setConfirming(null);
            selection.clear();
          })
        }
      />
    </div>
  );
}
