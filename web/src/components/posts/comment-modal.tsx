import type { Post } from "@contract/posts.ts";
import { Dialog, DialogContent, DialogTitle } from "@web/components/ui/dialog.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { VerifiedBadge } from "@web/components/verified-badge.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import { displayName } from "@web/lib/avatar.ts";
import { formatPostTime } from "@web/lib/time.ts";
import { ImageIcon } from "lucide-react";
import { Link } from "wouter";
import { CommentForm, CommentList } from "./comments.tsx";
import { PostImage } from "./post-image.tsx";
import { PostText } from "./post-text.tsx";

/**
 * Comment modal: the post's image (or 'No image') on one side; the author, the text,
 * the comments (fetched only while open) and, for a signed-in member, a comment box on the other.
 */
export function CommentModal({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const name = displayName(post.user);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        size="media"
        className="h-[min(90dvh,46rem)] [&>button:last-child]:top-3 [&>button:last-child]:right-3 [&>button:last-child]:rounded-full [&>button:last-child]:bg-card/90 [&>button:last-child]:p-1.5 [&>button:last-child]:text-foreground [&>button:last-child]:shadow-sm grid-rows-[minmax(0,38%)_minmax(0,1fr)] overflow-hidden md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:grid-rows-1"
      >
        <div className="flex min-h-0 items-center justify-center bg-neutral-950">
          {post.imageUrl ? (
            <PostImage
              post={post}
              fallbackAlt={`Image shared by ${name}`}
              fit="contain"
              eager
              sizes="(min-width: 768px) 560px, 100vw"
              className="size-full"
            />
          ) : (
            <div className="flex flex-col items-center gap-2 text-sm text-neutral-400">
              <ImageIcon className="size-8" aria-hidden="true" />
              <span>No image</span>
            </div>
          )}
        </div>

        <div className="flex min-h-0 flex-col border-t md:border-t-0 md:border-l">
          <div className="flex items-start gap-3 border-b p-4 pr-12">
            <Link href={`/profile/${post.user.id}`} tabIndex={-1} aria-hidden="true">
              <UserAvatar user={post.user} size="sm" />
            </Link>
            <div className="min-w-0">
              <Link
                href={`/profile/${post.user.id}`}
                className="block truncate text-sm font-semibold hover:underline"
              >
                {name}
                <VerifiedBadge verified={post.user.isVerified} />
              </Link>
              <p className="truncate text-xs text-muted-foreground">
                {post.user.profession || "Creative"} · {formatPostTime(post.createdAt)}
              </p>
            </div>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <PostText post={post} className="text-sm" />
            <DialogTitle subtle className="mt-5 mb-3">
              Comments
              {post.commentsCount > 0 ? ` (${post.commentsCount})` : ""}
            </DialogTitle>
            <CommentList postId={post.id} enabled={open} />
          </div>

          {user ? (
            <div className="border-t bg-card p-4">
              <CommentForm postId={post.id} />
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
