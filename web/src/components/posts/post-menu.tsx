import type { ArrivalProps } from "@web/components/deferred-overlay.tsx";
import { ReportDialog } from "@web/components/report-dialog.tsx";
import { Button } from "@web/components/ui/button.tsx";
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
import { useBookmarkPost, useBookmarkState } from "@web/features/posts/api/bookmark-post.ts";
import { useDeletePost } from "@web/features/posts/api/delete-post.ts";
import { postPermalink } from "@web/features/posts/posts.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { copyToClipboard } from "@web/lib/clipboard.ts";
import { Bookmark, BookmarkMinus, Flag, Link2, Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { PostMenuButton, type PostMenuProps } from "./post-menu-button.tsx";

/**
 * 'Post options': Bookmark or Remove Bookmark, Copy Link, then Delete Post for the author or
 * Report Post for everyone else.
 */
export function PostMenu({ post, isOwn, onDeleted, openOnArrival }: PostMenuProps & ArrivalProps) {
  const [menuOpen, setMenuOpen] = useState(openOnArrival);
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
          <PostMenuButton postId={post.id} />
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
              <DropdownMenuItem onSelect={() => setConfirmOpen(true)} destructive>
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
        <DialogContent size="sm">
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
