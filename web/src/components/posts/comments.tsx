import { formatDateTime } from "@contract/en-gb.ts";
import { COMMENT_MAX_LENGTH } from "@contract/posts.ts";
import { EmptyState } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Textarea } from "@web/components/ui/input.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useAddComment, useComments, useDeleteComment } from "@web/features/posts/api/comments.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import { Loader2, MessageCircle, SendHorizontal, Trash2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";

/**
 * A post's comments, oldest first: the newest page, with earlier ones on request; fetched only
 * while shown (`enabled`). A comment the member has just posted is scrolled into view when the
 * list shows it.
 */
export function CommentList({
  postId,
  enabled = true,
  className,
}: {
  postId: string;
  enabled?: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  const comments = useComments(postId, enabled);
  const deleteComment = useDeleteComment(postId);
  const listRef = useRef<HTMLUListElement>(null);
  // The ids already shown; null until the first answer, so opening the list scrolls nothing.
  const shownIds = useRef<Set<string> | null>(null);
  const userId = user?.id;

  useEffect(() => {
    const data = comments.comments;
    if (comments.isPending) return;
    const shown = shownIds.current;
    shownIds.current = new Set(data.map((comment) => comment.id));
    if (!shown) return;
    // Only what arrived after the last comment already shown: earlier pages load above it.
    const afterShown = data.slice(
      data.map((comment) => shown.has(comment.id)).lastIndexOf(true) + 1,
    );
    const newest = afterShown.filter((comment) => comment.userId === userId).at(-1);
    if (!newest) return;
    listRef.current
      ?.querySelector(`[data-comment-id="${CSS.escape(newest.id)}"]`)
      ?.scrollIntoView({ block: "nearest" });
  }, [comments.comments, comments.isPending, userId]);

  if (comments.isPending) {
    return (
      <div role="status" className={cn("grid gap-4", className)}>
        <span className="sr-only">Loading comments...</span>
        {[0, 1].map((index) => (
          <div key={index} className="flex gap-3">
            <Skeleton shape="round" className="size-8" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3.5 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (comments.isError) {
    return (
      <div className={cn("py-6 text-center text-sm text-muted-foreground", className)}>
        <p>Comments could not be loaded.</p>
        <Button variant="link" size="sm" onClick={() => void comments.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (comments.comments.length === 0) {
    return (
      <EmptyState
        icon={<MessageCircle aria-hidden="true" />}
        title="No comments yet"
        space="sm"
        framed={false}
        className={className}
      >
        Be the first to share your thoughts.
      </EmptyState>
    );
  }

  return (
    <div className={cn("grid gap-4", className)}>
      {comments.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="sm"
            disabled={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {comments.isFetchingNextPage ? "Loading..." : "Load earlier comments"}
          </Button>
        </div>
      ) : null}
      <ul ref={listRef} aria-label="Comments" className="grid gap-4">
        {comments.comments.map((comment) => {
          const author = { id: comment.userId, ...comment.user };
          const name = displayName(author);
          const isOwn = user?.id === comment.userId;
          return (
            <li key={comment.id} data-comment-id={comment.id} className="group flex gap-3">
              <Link href={`/profile/${comment.userId}`} tabIndex={-1} aria-hidden="true">
                <UserAvatar user={author} size="xs" className="mt-0.5" />
              </Link>
              <div className="min-w-0 flex-1">
                <div className="rounded-2xl rounded-tl-sm bg-muted px-3.5 py-2.5">
                  <div className="flex items-baseline gap-2">
                    <Link
                      href={`/profile/${comment.userId}`}
                      className="truncate text-sm font-semibold hover:underline"
                    >
                      {name}
                      <VerifiedBadge verified={comment.user.isVerified} />
                    </Link>
                    <time
                      dateTime={comment.createdAt}
                      title={formatDateTime(new Date(comment.createdAt))}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {formatPostTime(comment.createdAt)}
                    </time>
                  </div>
                  <p className="mt-0.5 text-sm whitespace-pre-line wrap-anywhere">
                    {comment.content}
                  </p>
                </div>
              </div>
              {isOwn ? (
                <Button
                  variant="ghost-destructive"
                  size="icon-sm"
                  aria-label="Delete comment"
                  title="Delete comment"
                  className="mt-1 text-muted-foreground opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
                  disabled={deleteComment.isPending && deleteComment.variables === comment.id}
                  onClick={() => deleteComment.mutate(comment.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const isMac = () =>
  typeof navigator !== "undefined" &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Comment: sent trimmed and only when not blank; Ctrl or Cmd + Enter sends. */
export function CommentForm({ postId, className }: { postId: string; className?: string }) {
  const [content, setContent] = useState("");
  const fieldId = useId();
  const addComment = useAddComment(postId, () => setContent(""));
  const trimmed = content.trim();

  function submit() {
    if (!trimmed || addComment.isPending) return;
    addComment.mutate(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className={cn("grid gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={fieldId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a comment..."
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        height="xs"
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          <kbd className="font-sans">{isMac() ? "⌘" : "Ctrl"}</kbd> +{" "}
          <kbd className="font-sans">Enter</kbd> to post
        </p>
        <Button type="submit" size="sm" disabled={!trimmed || addComment.isPending}>
          {addComment.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
          Post comment
        </Button>
      </div>
    </form>
  );
}
