import { EmptyState, PageHeader } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useCreatorSearch } from "@web/features/search/api/creators.ts";
import {
  isTooShort,
  NETWORK_PROFESSIONS,
  searchTerm,
  TRENDING_PROFESSIONS,
} from "@web/features/search/creator-search.ts";
import { useDebouncedValue } from "@web/hooks/use-debounced-value.ts";
import { pluralize } from "@web/lib/text.ts";
import { cn } from "@web/lib/utils.ts";
import { Loader2, RefreshCw, Search, TrendingUp, Users, X } from "lucide-react";
import { useId, useState } from "react";
import { CreatorCard, CreatorCardSkeleton } from "./creator-card.tsx";

/** Six skeleton cards while creators load. */
export const NETWORK_SKELETON_COUNT = 6;
/** Typing settles this long before a search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Network: everyone at first; a search of more than 2 characters (typo-tolerant on the
 * server), a category filter, or both; Show All Creators clears them.
 */
export default function NetworkPage() {
  const { user } = useAuth();
  const inputId = useId();
  const [text, setText] = useState("");
  const [profession, setProfession] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const q = searchTerm(debounced);
  const search = useCreatorSearch({ q, profession }, true);
  const filtered = q !== "" || profession !== null;
  const settling = searchTerm(text) !== q;

  function showAll() {
    setText("");
    setProfession(null);
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Network"
        description="Discover and connect with photographers, stylists, models and designers across the UK."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-5">
          <Card className="grid gap-4 p-4 sm:p-5">
            <search className="grid gap-1.5">
              <Label htmlFor={inputId} className="sr-only">
                Search creators
              </Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={inputId}
                  type="search"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  placeholder="Search creators by name, profession or location..."
                  autoComplete="off"
                  aria-describedby={`${inputId}-hint`}
                  fieldSize="lg"
                  className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
                />
                {text ? (
                  <button
                    type="button"
                    aria-label="Clear search"
                    onClick={() => setText("")}
                    className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
              <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
                {isTooShort(text)
                  ? "Type at least 3 characters to search."
                  : "Search by name, profession, location or bio. Close spellings count too."}
              </p>
            </search>
            <fieldset className="min-w-0">
              <legend className="mb-2 text-sm font-medium">Profession</legend>
              <div className="flex flex-wrap gap-2">
                {NETWORK_PROFESSIONS.map((category) => (
                  <ToggleChip
                    key={category}
                    pressed={profession === category}
                    onClick={() => setProfession(profession === category ? null : category)}
                  >
                    {category}
                  </ToggleChip>
                ))}
              </div>
            </fieldset>
            <TrendingProfessionsRow text={text} onToggle={setText} />
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
              <p aria-live="polite" className="text-sm text-muted-foreground">
                {search.isPending || search.isPlaceholderData || settling ? (
                  "Searching..."
                ) : search.isError ? (
                  ""
                ) : (
                  <>
                    {search.hasNextPage ? "Showing the first " : ""}
                    {pluralize(search.creators.length, "creator")}
                    {q ? ` for “${q}”` : ""}
                    {profession ? ` in ${profession}` : ""}
                  </>
                )}
              </p>
              <Button variant={filtered ? "default" : "outline"} size="sm" onClick={showAll}>
                <Users aria-hidden="true" />
                Show All Creators
              </Button>
            </div>
          </Card>

          <Results search={search} selfId={user?.id} onShowAll={showAll} filtered={filtered} />
        </div>

        <aside aria-label="Trending" className="hidden lg:block">
          <TrendingProfessions text={text} onToggle={(next) => setText(next)} />
        </aside>
      </div>
    </div>
  );
}

function Results({
  search,
  selfId,
  onShowAll,
  filtered,
}: {
  search: ReturnType<typeof useCreatorSearch>;
  selfId: string | undefined;
  onShowAll: () => void;
  filtered: boolean;
}) {
  if (search.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading creators"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {Array.from({ length: NETWORK_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CreatorCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (search.isError) {
    return (
      <EmptyState title="Creators could not be loaded">
        <p>Please check your connection and try again.</p>
        <Button variant="outline" className="mt-3" onClick={() => void search.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </EmptyState>
    );
  }

  if (search.creators.length === 0) {
    return (
      <EmptyState icon={<Users aria-hidden="true" />} title="No creators found">
        <p>Try another name or profession, or clear the filters.</p>
        {filtered ? (
          <Button variant="outline" className="mt-3" onClick={onShowAll}>
            Show All Creators
          </Button>
        ) : null}
      </EmptyState>
    );
  }

  return (
    <section
      aria-label="Creators"
      aria-busy={search.isPlaceholderData || undefined}
      className={cn("grid gap-5 transition-opacity", search.isPlaceholderData && "opacity-60")}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {search.creators.map((creator) => (
          <li key={creator.id}>
            <CreatorCard creator={creator} isSelf={creator.id === selfId} />
          </li>
        ))}
      </ul>
      {search.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : null}
          Load More
        </Button>
      ) : null}
    </section>
  );
}

type TrendingProps = { text: string; onToggle: (text: string) => void };

/** Quick searches for professions beyond the six categories; pressing one again clears it. */
function TrendingChips({ text, onToggle }: TrendingProps) {
  const current = text.trim().toLowerCase();
  return TRENDING_PROFESSIONS.map((name) => {
    const pressed = current === name.toLowerCase();
    return (
      <ToggleChip key={name} pressed={pressed} onClick={() => onToggle(pressed ? "" : name)}>
        {name}
      </ToggleChip>
    );
  });
}

/** Wide screens: a card in the sidebar. */
function TrendingProfessions(props: TrendingProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-4 text-primary" aria-hidden="true" />
          Trending Professions
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <TrendingChips {...props} />
      </CardContent>
    </Card>
  );
}

/** Small screens: one scrolling row in the filters, so the results stay near the top. */
function TrendingProfessionsRow(props: TrendingProps) {
  return (
    // min-w-0: a fieldset is otherwise as wide as its content and the row would not scroll.
    <fieldset className="min-w-0 lg:hidden">
      <legend className="mb-2 flex items-center gap-1.5 text-sm font-medium">
        <TrendingUp className="size-4 text-primary" aria-hidden="true" />
        Trending Professions
      </legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-5 sm:px-5">
        <TrendingChips {...props} />
      </div>
    </fieldset>
  );
}

function ToggleChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "shrink-0 cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
        pressed
          ? "border-primary bg-primary text-primary-foreground shadow-sm"
          : "bg-card text-foreground hover:border-primary/40 hover:bg-accent",
      )}
    >
      {children}
    </button>
  );
}
