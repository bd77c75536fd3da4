import { Card } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";

/** The shape of a post card while the list loads. */
export function PostCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="post-skeleton">
      <div className="flex items-center gap-3 px-5 pt-5 pb-4">
        <Skeleton shape="round" className="size-11" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-28" />
        </div>
      </div>
      <div className="grid gap-2 px-5 pb-4">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
      <Skeleton shape="square" className="aspect-[4/3] w-full" />
      <div className="flex gap-3 px-5 py-3">
        <Skeleton shape="round" className="h-6 w-14" />
        <Skeleton shape="round" className="h-6 w-14" />
      </div>
    </Card>
  );
}
