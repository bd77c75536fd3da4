import { Button } from "@web/components/ui/button.tsx";

/** "Load more" under a paged list, while there is more. */
export function LoadMore({
  hasNextPage,
  loading,
  onLoad,
}: {
  hasNextPage: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <div>
      <Button variant="outline" disabled={loading} onClick={onLoad}>
        Load more
      </Button>
    </div>
  );
}
