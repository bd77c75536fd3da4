import { CommentForm, CommentList } from "@web/components/posts/comments.tsx";
import { PostCard } from "@web/components/posts/post-card.tsx";
import { PostCardSkeleton } from "@web/components/posts/post-card-skeleton.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { usePost } from "@web/features/posts/api/get-post.ts";
import { hasStatus } from "@web/lib/api-client.ts";
import { ArrowLeft, FileQuestion, RefreshCw } from "lucide-react";
import { Link, useLocation } from "wouter";

const isNotFound = (error: Error | null) => hasStatus(error, 400, 404);

function BackToFeed() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 mb-4 text-muted-foreground" asChild>
      <Link href="/">
        <ArrowLeft aria-hidden="true" />
        Back to feed
      </Link>
    </Button>
  );
}

/** /posts/{id}: one post, its comments and a comment box (the Copy Link target). */
export default function PostPage({ postId }: { postId: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const post = usePost(postId);

  if (post.isError && isNotFound(post.error)) {
    return (
      <div className="mx-auto max-w-2xl">
        <BackToFeed />
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <FileQuestion className="size-6" aria-hidden="true" />
          </div>
          <h1 className="font-display text-2xl font-semibold tracking-tight">Post not found</h1>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            This post may have been deleted, or the link may be wrong.
          </p>
          <Button className="mt-5" asChild>
            <Link href="/">Go to your feed</Link>
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <BackToFeed />
      <h1 className="mb-4 font-display text-2xl font-semibold tracking-tight">Post</h1>
      {post.isPending ? (
        <div role="status" aria-label="Loading post">
          <PostCardSkeleton />
        </div>
      ) : post.isError ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <p className="font-semibold">This post could not be loaded.</p>
          <Button variant="outline" onClick={() => void post.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <PostCard post={post.data} eager onDeleted={() => navigate("/", { replace: true })} />
          <Card className="mt-5 p-5">
            <h2 className="mb-4 font-semibold">
              Comments
              {post.data.commentsCount > 0 ? (
                <span className="ml-1.5 font-normal text-muted-foreground">
                  ({post.data.commentsCount})
                </span>
              ) : null}
            </h2>
            <CommentList postId={postId} />
            {user ? <CommentForm postId={postId} className="mt-5 border-t pt-4" /> : null}
          </Card>
        </>
      )}
    </div>
  );
}
