import { PostCard } from "@web/components/posts/post-card.tsx";
import { PostCardSkeleton } from "@web/components/posts/post-card-skeleton.tsx";
import { PostComposer } from "@web/components/posts/post-composer.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useFeed } from "@web/features/posts/api/post-pages.ts";
import { useDrawnCount } from "@web/hooks/use-drawn-count.ts";
import { useSideColumns } from "@web/hooks/use-media-query.ts";
import { Briefcase, Loader2, PenSquare, RefreshCw, Sparkles, Users } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { Link } from "wouter";

/** Three skeleton cards while the feed loads. */
export const FEED_SKELETON_COUNT = 3;
/** Images of the first cards load at once; the rest wait until they are near. */
const EAGER_IMAGES = 2;
/** Cards drawn with the first paint; the rest of the page follows in the background. */
const FIRST_CARDS = 4;
const loadSideColumns = () => import("@web/components/feed/feed-sidebars.tsx");
const ShortcutsColumn = lazy(() =>
  loadSideColumns().then((module) => ({ default: module.ShortcutsColumn })),
);
const SuggestionsColumn = lazy(() =>
  loadSideColumns().then((module) => ({ default: module.SuggestionsColumn })),
);

export default function FeedPage() {
  const { user } = useAuth();
  const composerText = useRef<HTMLTextAreaElement>(null);
  // A phone shows no side columns, so it neither loads nor draws them, nor asks for their data.
  const sideColumns = useSideColumns();

  function focusComposer() {
    const field = composerText.current;
    if (!field) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    field.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    field.focus({ preventScroll: true });
  }

  return (
    // Bottom padding below lg: the floating create button then covers nothing at the feed's end.
    <div className="grid gap-6 pb-24 lg:grid-cols-[14rem_minmax(0,1fr)_16rem] lg:pb-0 xl:grid-cols-[16rem_minmax(0,1fr)_18rem]">
      <h1 className="sr-only">Feed</h1>

      {sideColumns ? (
        <aside aria-label="Shortcuts" className="hidden flex-col gap-5 lg:flex">
          <Suspense fallback={null}>
            <ShortcutsColumn user={user} onCreatePost={focusComposer} />
          </Suspense>
        </aside>
      ) : null}

      <section aria-label="Posts" className="grid min-w-0 content-start gap-5">
        {user ? <PostComposer user={user} textareaRef={composerText} /> : null}
        <PostList onCreatePost={focusComposer} />
      </section>

      {sideColumns ? (
        <aside aria-label="Suggestions" className="hidden flex-col gap-5 lg:flex">
          <Suspense fallback={null}>
            <SuggestionsColumn />
          </Suspense>
        </aside>
      ) : null}

      <Button
        variant="floating"
        size="fab"
        aria-label="Create post"
        onClick={focusComposer}
        className="fixed right-5 bottom-5 z-30 lg:hidden"
      >
        <PenSquare aria-hidden="true" />
      </Button>
    </div>
  );
}

function PostList({ onCreatePost }: { onCreatePost: () => void }) {
  const feed = useFeed();
  const drawnCount = useDrawnCount(feed.posts.length, FIRST_CARDS);

  if (feed.isPending) {
    return (
      <div role="status" aria-label="Loading posts" className="grid gap-5">
        {Array.from({ length: FEED_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PostCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (feed.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p className="font-semibold">The feed could not be loaded.</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  if (feed.posts.length === 0) return <WelcomeCard onCreatePost={onCreatePost} />;

  return (
    <>
      {feed.posts.slice(0, drawnCount).map((post, index) => (
        <PostCard key={post.id} post={post} eager={index < EAGER_IMAGES} />
      ))}
      {feed.hasNextPage ? (
        <div className="flex justify-center pt-1 pb-20 lg:pb-4">
          <Button
            variant="outline"
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
            className="min-w-44"
          >
            {feed.isFetchingNextPage ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : null}
            Load More Posts
          </Button>
        </div>
      ) : (
        <p className="pt-1 pb-20 text-center text-sm text-muted-foreground lg:pb-4">
          You're all caught up.
        </p>
      )}
    </>
  );
}

/** With no posts, invite the member to share work, connect and find opportunities. */
function WelcomeCard({ onCreatePost }: { onCreatePost: () => void }) {
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-[linear-gradient(120deg,oklch(0.62_0.2_290),oklch(0.7_0.16_330),oklch(0.8_0.12_60))]"
      />
      <div className="p-6">
        <h2 className="flex items-center gap-2 font-display text-2xl font-semibold tracking-tight">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Welcome to Atelier
        </h2>
        <p className="mt-2 text-muted-foreground">
          Your feed is quiet for now. Share your work, connect with UK creative professionals and
          discover new opportunities.
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button onClick={onCreatePost}>
            <PenSquare aria-hidden="true" />
            Share your work
          </Button>
          <Button variant="outline" asChild>
            <Link href="/network">
              <Users aria-hidden="true" />
              Connect with creatives
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/opportunities">
              <Briefcase aria-hidden="true" />
              Discover opportunities
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
