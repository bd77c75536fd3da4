import { Button } from "@web/components/ui/button.tsx";

/** What a list read a page at a time tells its Load more button (an infinite query has it). */
type PagedList = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** "Load more" under a paged list, while there is more. */
export function LoadMore({ pages, className }: { pages: PagedList; className?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={className}>
      <Button
        variant="outline"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
