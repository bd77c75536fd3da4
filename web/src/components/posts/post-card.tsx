import { formatDateTime, formatWholeNumber } from "@contract/en-gb.ts";
import type { Post } from "@contract/posts.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { useLikePost } from "@web/features/posts/api/like-post.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import { Eye, Heart, MessageCircle } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "wouter";
import { PostImage } from "./post-image.tsx";
import { PostMenuSlot } from "./post-menu-button.tsx";
import { PostText } from "./post-text.tsx";

const CommentModal = lazy(() =>
  import("./comment-modal.tsx").then((module) => ({ default: module.CommentModal })),
);

type PostCardProps = {
  post: Post;
  /** The first cards of a list: their images load at once rather than lazily. */
  eager?: boolean;
  /** Called after the member deleted this post (the permalink page leaves). */
  onDeleted?: () => void;
  className?: string;
};

/** A post card: author, time, text, hashtags, image, Like, Comment and a menu. */
export function PostCard({ post, eager = false, onDeleted, className }: PostCardProps) {
  const { user } = useAuth();
  const [commentsOpen, setCommentsOpen] = useState(false);
  // The modal (and its dialog machinery) is fetched and mounted at the first Comment click,
  // then stays mounted so that closing it animates.
  const [commentsShown, setCommentsShown] = useState(false);
  const like = useLikePost(post.id);
  const name = displayName(post.user);
  const profileHref = `/profile/${post.user.id}`;
  const likeCountId = useId();
  const commentCountId = useId();

  return (
    <Card className={cn("overflow-hidden", className)}>
      <article aria-label={`Post by ${name}`}>
        <header className="flex items-start gap-3 px-5 pt-5 pb-3">
          <Link href={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <UserAvatar user={post.user} size="md" />
          </Link>
          <div className="min-w-0 flex-1">
            <Link
              href={profileHref}
              className="block truncate font-semibold leading-tight hover:underline"
            >
              {name}
              <VerifiedBadge verified={post.user.isVerified} />
            </Link>
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <span className="truncate">{post.user.profession || "Creative"}</span>
              <span aria-hidden="true">·</span>
              <Link
                href={`/posts/${post.id}`}
                className="shrink-0 hover:text-foreground hover:underline"
              >
                <time dateTime={post.createdAt} title={formatDateTime(new Date(post.createdAt))}>
                  {formatPostTime(post.createdAt)}
                </time>
              </Link>
            </p>
          </div>
          <PostMenuSlot post={post} isOwn={user?.id === post.user.id} onDeleted={onDeleted} />
        </header>

        <PostText post={post} className="px-5 pb-4 text-[0.95rem]" />

        {post.imageUrl ? (
          <PostImage post={post} fallbackAlt={`Image shared by ${name}`} eager={eager} />
        ) : null}
        {post.videoUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: members upload their own videos without captions
          <video src={post.videoUrl} controls preload="metadata" className="w-full bg-black" />
        ) : null}

        <footer className="flex items-center gap-1 border-t px-3 py-1.5">
          <Button
            variant={post.isLiked ? "liked" : "ghost"}
            size="pill"
            aria-label="Like"
            aria-pressed={post.isLiked}
            aria-describedby={likeCountId}
            onClick={() => like.mutate(!post.isLiked)}
            className={post.isLiked ? undefined : "text-muted-foreground"}
          >
            <Heart className={cn(post.isLiked && "fill-current")} aria-hidden="true" />
            <span id={likeCountId} className="tabular-nums">
              <span data-testid="like-count">{formatWholeNumber(post.likes)}</span>
              <span className="sr-only"> {post.likes === 1 ? "like" : "likes"}</span>
            </span>
          </Button>
          <Button
            variant="ghost"
            size="pill"
            aria-label="Comment"
            aria-describedby={commentCountId}
            onClick={() => {
              setCommentsShown(true);
              setCommentsOpen(true);
            }}
            className="text-muted-foreground"
          >
            <MessageCircle aria-hidden="true" />
            <span id={commentCountId} className="tabular-nums">
              <span data-testid="comment-count">{formatWholeNumber(post.commentsCount)}</span>
              <span className="sr-only"> {post.commentsCount === 1 ? "comment" : "comments"}</span>
            </span>
          </Button>
          <p
            className="ml-auto flex items-center gap-1.5 pr-2 text-xs text-muted-foreground/80"
            data-testid="view-count"
          >
            <Eye className="size-3.5" aria-hidden="true" />
            {formatWholeNumber(post.views)} {post.views === 1 ? "view" : "views"}
          </p>
        </footer>
      </article>
      {commentsShown ? (
        <Suspense fallback={null}>
          <CommentModal post={post} open={commentsOpen} onOpenChange={setCommentsOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
