import type { PortfolioItem } from "@contract/portfolio.ts";
import { EmptyState } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { usePortfolio } from "@web/features/portfolio/api/portfolio.ts";
import { Images, Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AddPortfolioDialog,
  DeletePortfolioDialog,
  EditPortfolioDialog,
} from "./portfolio-dialogs.tsx";

/** Portfolio tab: the owner adds, edits and deletes; visitors look. */
export function PortfolioTab({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const portfolio = usePortfolio(userId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);

  if (portfolio.isPending) {
    return (
      <div role="status" aria-label="Loading portfolio" className="grid gap-5 sm:grid-cols-2">
        {[0, 1].map((key) => (
          <Card key={key} className="overflow-hidden">
            <Skeleton shape="square" className="aspect-[4/3]" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </Card>
        ))}
      </div>
    );
  }

  if (portfolio.isError) {
    return (
      <EmptyState title="The portfolio could not be loaded">
        <Button variant="outline" className="mt-3" onClick={() => void portfolio.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </EmptyState>
    );
  }

  const items = portfolio.data;

  return (
    <section aria-label="Portfolio" className="grid gap-5">
      {items.length === 0 && !isOwn ? (
        <EmptyState icon={<Images aria-hidden="true" />} title="No portfolio items yet." />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {isOwn ? (
            <li>
              <button
                type="button"
                onClick={() => setAdding(true)}
                className="flex size-full min-h-56 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-primary/30 bg-accent/40 p-6 text-center transition-colors hover:border-primary/60 hover:bg-accent"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Plus className="size-6" aria-hidden="true" />
                </span>
                <span className="font-semibold">Add to Portfolio</span>
                <span className="text-sm text-muted-foreground">
                  {items.length === 0
                    ? "Add your first portfolio item to showcase your work."
                    : "Images or video of your best work."}
                </span>
              </button>
            </li>
          ) : null}
          {items.map((item) => (
            <li key={item.id}>
              <PortfolioItemCard
                item={item}
                isOwn={isOwn}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            </li>
          ))}
        </ul>
      )}

      {isOwn ? (
        <>
          <AddPortfolioDialog userId={userId} open={adding} onOpenChange={setAdding} />
          <EditPortfolioDialog userId={userId} item={editing} onClose={() => setEditing(null)} />
          <DeletePortfolioDialog
            userId={userId}
            item={deleting}
            onClose={() => setDeleting(null)}
          />
        </>
      ) : null}
    </section>
  );
}

function PortfolioItemCard({
  item,
  isOwn,
  onEdit,
  onDelete,
}: {
  item: PortfolioItem;
  isOwn: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden">
      <article aria-label={item.title} className="flex h-full flex-col">
        {item.videoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: members upload their own videos without captions
          <video
            src={item.videoUrl}
            controls
            preload="metadata"
            aria-label={`Video: ${item.title}`}
            className="aspect-[4/3] w-full bg-black object-contain"
          />
        ) : item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.title}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-muted object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="font-semibold leading-snug">{item.title}</h3>
          {item.description ? (
            <p className="text-sm text-muted-foreground whitespace-pre-line">{item.description}</p>
          ) : null}
          {item.tags.length > 0 ? (
            <ul aria-label="Tags" className="mt-auto flex flex-wrap gap-1.5 pt-1">
              {item.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
      {isOwn ? (
        // Shown on hover and on keyboard focus; always on touch screens, which cannot hover.
        <div className="absolute top-2 right-2 flex gap-1.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <Button
            variant="raised"
            size="icon-sm"
            aria-label={`Edit ${item.title}`}
            className="text-secondary-foreground"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="raised"
            size="icon-sm"
            aria-label={`Delete ${item.title}`}
            className="text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
