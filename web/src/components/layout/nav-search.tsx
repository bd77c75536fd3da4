import { submitSearch } from "@web/lib/session.ts";
import { cn } from "@web/lib/utils.ts";
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation, useSearch } from "wouter";

export const SEARCH_PLACEHOLDER = "Search creatives, jobs, posts...";

/** The query of the /search page the member is on; blank anywhere else. */
function useShownQuery(): string {
  const [location] = useLocation();
  const search = useSearch();
  return location === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
}

/**
 * The navigation search box; a non-blank submit loads /search?q=... as a full page. On the
 * results page it holds the query from the URL, and follows it when the URL changes.
 */
export function NavSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const shownQuery = useShownQuery();
  const [text, setText] = useState(shownQuery);
  const [lastShown, setLastShown] = useState(shownQuery);
  if (shownQuery !== lastShown) {
    setLastShown(shownQuery);
    setText(shownQuery);
  }
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitSearch(text)) onSearch?.();
  }

  return (
    <search className={cn("block", className)}>
      <form onSubmit={handleSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          Search
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          maxLength={100}
          className="h-10 w-full rounded-full border border-transparent bg-muted pr-4 pl-9 text-sm transition-colors placeholder:text-muted-foreground hover:border-input focus-visible:border-ring focus-visible:bg-card focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20"
        />
      </form>
    </search>
  );
}
