import type { Post } from "@contract/posts.ts";
import { ReportDialog } from "@web/components/report-dialog.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import {
  useBookmarkPost,
  useBookmarkState,
  usePrefetchBookmarkState,
} from "@web/features/posts/api/bookmark-post.ts";
import { useDeletePost } from "@web/features/posts/api/delete-post.ts";
import { useLikePost } from "@web/features/posts/api/like-post.ts";
import { formatCount, postPermalink } from "@web/features/posts/posts.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { displayName } from "@web/lib/avatar.ts";
import { copyToClipboard } from "@web/lib/clipboard.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { cn } from "@web/lib/utils.ts";
import {
  Bookmark,
  BookmarkMinus,
  Eye,
  Flag,
  Heart,
  Link2,
  Loader2,
  MessageCircle,
  MoreHorizontal,
  Trash2,
} from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { CommentModal } from "./comment-modal.tsx";
import { PostImage } from "./post-image.tsx";
import { PostText } from "./post-text.tsx";

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
                <time
                  dateTime={post.createdAt}
                  title={new Date(post.createdAt).toLocaleString("en-GB")}
                >
                  {formatPostTime(post.createdAt)}
                </time>
              </Link>
            </p>
          </div>
          <PostMenu post={post} isOwn={user?.id === post.user.id} onDeleted={onDeleted} />
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
            variant="ghost"
            size="sm"
            aria-label="Like"
            aria-pressed={post.isLiked}
            aria-describedby={likeCountId}
            onClick={() => like.mutate(!post.isLiked)}
            className={cn(
              "h-9 gap-1.5 rounded-full px-3 text-sm",
              post.isLiked
                ? "text-rose-600 hover:bg-rose-50 hover:text-rose-700"
                : "text-muted-foreground",
            )}
          >
            <Heart className={cn(post.isLiked && "fill-current")} aria-hidden="true" />
            <span id={likeCountId} className="tabular-nums">
              <span data-testid="like-count">{formatCount(post.likes)}</span>
              <span className="sr-only"> {post.likes === 1 ? "like" : "likes"}</span>
            </span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Comment"
            aria-describedby={commentCountId}
            onClick={() => setCommentsOpen(true)}
            className="h-9 gap-1.5 rounded-full px-3 text-sm text-muted-foreground"
          >
            <MessageCircle aria-hidden="true" />
            <span id={commentCountId} className="tabular-nums">
              <span data-testid="comment-count">{formatCount(post.commentsCount)}</span>
              <span className="sr-only"> {post.commentsCount === 1 ? "comment" : "comments"}</span>
            </span>
          </Button>
          <p
            className="ml-auto flex items-center gap-1.5 pr-2 text-xs text-muted-foreground/80"
            data-testid="view-count"
          >
            <Eye className="size-3.5" aria-hidden="true" />
            {formatCount(post.views)} {post.views === 1 ? "view" : "views"}
          </p>
        </footer>
      </article>
      <CommentModal post={post} open={commentsOpen} onOpenChange={setCommentsOpen} />
    </Card>
  );
}

/**
 * 'Post options': Bookmark or Remove Bookmark, Copy Link, then Delete Post for the author or
 * Report Post for everyone else.
 */
function PostMenu({
  post,
  isOwn,
  onDeleted,
}: {
  post: Post;
  isOwn: boolean;
  onDeleted: (() => void) | undefined;
}) {
  const prefetchBookmarkState = usePrefetchBookmarkState(post.id);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  // The bookmark state is asked for only when the menu is about to open, not for every card.
  const bookmarkState = useBookmarkState(post.id, menuOpen);
  const bookmark = useBookmarkPost(post.id);
  const deletePost = useDeletePost(post.id, onDeleted);
  const isBookmarked = bookmarkState.data?.isBookmarked ?? false;

  async function copyLink() {
    const copied = await copyToClipboard(postPermalink(window.location.origin, post.id));
    if (copied) {
      toast({ title: "Link copied!", description: "Post link has been copied to clipboard." });
    } else {
      toast({
        title: "Error",
        description: "The link could not be copied.",
        variant: "destructive",
      });
    }
  }

  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Post options"
            className="-mr-2 shrink-0 text-muted-foreground"
            onPointerEnter={prefetchBookmarkState}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            disabled={bookmarkState.isPending}
            onSelect={() => bookmark.mutate(!isBookmarked)}
          >
            {isBookmarked ? <BookmarkMinus aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {isBookmarked ? "Remove Bookmark" : "Bookmark"}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copyLink()}>
            <Link2 aria-hidden="true" />
            Copy Link
          </DropdownMenuItem>
          {isOwn ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() => setConfirmOpen(true)}
                className="text-destructive data-[highlighted]:bg-destructive/10 data-[highlighted]:text-destructive [&_svg]:text-destructive"
              >
                <Trash2 aria-hidden="true" />
                Delete Post
              </DropdownMenuItem>
            </>
          ) : (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setReportOpen(true)}>
                <Flag aria-hidden="true" />
                Report Post
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        targetType="post"
        targetId={post.id}
      />

      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent className="max-w-md">
          <div className="grid gap-1.5 pr-6">
            <DialogTitle>Delete this post?</DialogTitle>
            <DialogDescription>
              It will be removed from the feed and your profile, with its likes and comments. This
              cannot be undone.
            </DialogDescription>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={deletePost.isPending}
              onClick={() =>
                deletePost.mutate(undefined, { onSuccess: () => setConfirmOpen(false) })
              }
            >
              {deletePost.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : null}
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
