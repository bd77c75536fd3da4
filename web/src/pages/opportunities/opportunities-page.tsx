import { SETTINGS_PROFESSIONS } from "@contract/constants.ts";
import { JOB_LOCATION_FILTERS } from "@contract/jobs.ts";
import { JobCard, JobCardSkeleton } from "@web/components/jobs/job-card.tsx";
import { EmptyState, PageHeader } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { NativeSelect } from "@web/components/ui/native-select.tsx";
import { Switch } from "@web/components/ui/switch.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useJobBoard } from "@web/features/jobs/api/jobs.ts";
import {
  DEFAULT_JOB_FILTERS,
  emptyBoardHint,
  isFiltered,
  type JobBoardFilters,
} from "@web/features/jobs/job-board.ts";
import { useDebouncedValue } from "@web/hooks/use-debounced-value.ts";
import { useDrawnCount } from "@web/hooks/use-drawn-count.ts";
import { cn } from "@web/lib/utils.ts";
import { Briefcase, Building2, Loader2, RefreshCw, Search } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";

/** Five skeleton cards while the board loads. */
export const OPPORTUNITIES_SKELETON_COUNT = 5;
/** Cards drawn with the first paint, below the filters; the rest follow. */
const FIRST_CARDS = 4;
const SEARCH_DEBOUNCE_MS = 300;

/** The jobs board: search, profession, location and Paid only, all applied by the server. */
export default function OpportunitiesPage() {
  const { user } = useAuth();
  const id = useId();
  const [filters, setFilters] = useState<JobBoardFilters>(DEFAULT_JOB_FILTERS);
  const debouncedQ = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  const applied = { ...filters, q: debouncedQ.trim() };
  const board = useJobBoard(applied);
  const drawnCount = useDrawnCount(board.items.length, FIRST_CARDS);
  const set = (changes: Partial<JobBoardFilters>) =>
    setFilters((current) => ({ ...current, ...changes }));

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Opportunities"
        description="Paid work and collaborations from across the UK creative industry."
        actions={
          user?.accountType === "business" ? (
            <Button asChild>
              <Link href="/companies">
                <Building2 aria-hidden="true" />
                Post a job
              </Link>
            </Button>
          ) : null
        }
      />
      <Card className="mb-5 grid gap-4 p-4 sm:p-5">
        <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
          <div className="relative">
            <Label htmlFor={`${id}-q`} className="sr-only">
              Search jobs
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-q`}
              type="search"
              value={filters.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder="Search jobs..."
              autoComplete="off"
              className="h-10 pl-9"
            />
          </div>
          <div>
            <Label htmlFor={`${id}-profession`} className="sr-only">
              Profession
            </Label>
            <NativeSelect
              id={`${id}-profession`}
              value={filters.profession}
              onChange={(event) => set({ profession: event.target.value })}
            >
              <option value="">All professions</option>
              {SETTINGS_PROFESSIONS.map((profession) => (
                <option key={profession} value={profession}>
                  {profession}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor={`${id}-location`} className="sr-only">
              Location
            </Label>
            <NativeSelect
              id={`${id}-location`}
              value={filters.location}
              onChange={(event) => set({ location: event.target.value })}
            >
              <option value="">All</option>
              {JOB_LOCATION_FILTERS.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </NativeSelect>
          </div>
        </search>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-paid`}
              checked={filters.paidOnly}
              onCheckedChange={(paidOnly) => set({ paidOnly })}
            />
            <Label htmlFor={`${id}-paid`}>Paid only</Label>
          </div>
          {isFiltered(filters) ? (
            <Button variant="ghost" size="sm" onClick={() => setFilters(DEFAULT_JOB_FILTERS)}>
              Clear filters
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          Posting opportunities requires being signed in as a business.
        </p>
      </Card>

      {board.isPending ? (
        <div role="status" aria-label="Loading opportunities" className="grid gap-4">
          {Array.from({ length: OPPORTUNITIES_SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <JobCardSkeleton key={index} />
          ))}
        </div>
      ) : board.isError ? (
        <EmptyState title="Opportunities could not be loaded">
          <p>Please check your connection and try again.</p>
          <Button variant="outline" className="mt-3" onClick={() => void board.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </EmptyState>
      ) : board.items.length === 0 ? (
        <EmptyState icon={<Briefcase aria-hidden="true" />} title="No opportunities found">
          <p>{emptyBoardHint(applied)}</p>
        </EmptyState>
      ) : (
        <section
          aria-label="Opportunities"
          aria-busy={board.isPlaceholderData || undefined}
          className={cn("grid gap-4 transition-opacity", board.isPlaceholderData && "opacity-60")}
        >
          <ul className="grid gap-4">
            {board.items.slice(0, drawnCount).map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          {board.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={board.isFetchingNextPage}
              onClick={() => void board.fetchNextPage()}
            >
              {board.isFetchingNextPage ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : null}
              Load More Opportunities
            </Button>
          ) : null}
        </section>
      )}
    </div>
  );
}
