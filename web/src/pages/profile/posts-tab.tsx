import { EmptyState } from "@web/components/page-header.tsx";
import { PostCard } from "@web/components/posts/post-card.tsx";
import { PostCardSkeleton } from "@web/components/posts/post-card-skeleton.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { useMemberPosts } from "@web/features/posts/api/post-pages.ts";
import { useDrawnCount } from "@web/hooks/use-drawn-count.ts";
import { FileText, Loader2, RefreshCw } from "lucide-react";
import { Link } from "wouter";

/** Cards drawn with the first paint, below the profile's header; the rest follow. */
const FIRST_CARDS = 3;

/** Posts tab: the member's posts, newest first, with Load More. */
export function PostsTab({ userId }: { userId: string }) {
  const posts = useMemberPosts(userId, true);
  const drawnCount = useDrawnCount(posts.posts.length, FIRST_CARDS);

  if (posts.isPending) {
    return (
      <div role="status" aria-label="Loading posts" className="grid gap-5">
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }

  if (posts.isError) {
    return (
      <EmptyState title="Posts could not be loaded">
        <Button variant="outline" className="mt-3" onClick={() => void posts.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </EmptyState>
    );
  }

  if (posts.posts.length === 0) {
    return (
      <EmptyState icon={<FileText aria-hidden="true" />} title="No posts yet.">
        <Button asChild variant="outline" className="mt-3">
          <Link href="/">Browse Posts</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-5">
      {posts.posts.slice(0, drawnCount).map((post, index) => (
        <PostCard key={post.id} post={post} eager={index < 1} />
      ))}
      {posts.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          {posts.isFetchingNextPage ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : null}
          Load More Posts
        </Button>
      ) : null}
    </div>
  );
}
