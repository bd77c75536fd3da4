import { storageUsageText } from "@contract/uploads.ts";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card.tsx";
import { useStorageUsage } from "@web/features/uploads/api/storage-usage.ts";

/** How much of their storage the member's uploads take, as a line and a bar. */
export function StorageCard() {
  const { data: usage, isLoading, isError } = useStorageUsage();
  const percent = usage ? Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 100)) : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>
          Your photos, videos and documents. Deleting posts or portfolio items frees room.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {isLoading ? <p className="text-sm text-muted-foreground">Loading storage...</p> : null}
        {isError ? (
          <p className="text-sm text-destructive">Your storage could not be loaded.</p>
        ) : null}
        {usage ? (
          <>
            <p className="text-sm" data-testid="storage-usage">
              {storageUsageText(usage)}
            </p>
            <div
              role="progressbar"
              aria-label="Storage used"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
