import type { Post } from "@contract/posts.ts";
import { DeferredOverlay, overlayChunk } from "@web/components/deferred-overlay.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { usePrefetchBookmarkState } from "@web/features/posts/api/bookmark-post.ts";
import { MoreHorizontal } from "lucide-react";
import type { ComponentProps } from "react";

export type PostMenuProps = {
  post: Post;
  isOwn: boolean;
  onDeleted: (() => void) | undefined;
};

/** The card's 'Post options' button; hovering it fetches the post's bookmark state ahead. */
export function PostMenuButton({
  postId,
  ...props
}: ComponentProps<"button"> & { postId: string }) {
  const prefetchBookmarkState = usePrefetchBookmarkState(postId);
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label="Post options"
      className="-mr-2 text-muted-foreground"
      onPointerEnter={prefetchBookmarkState}
      {...props}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}

const postMenu = overlayChunk<PostMenuProps>(() =>
  import("./post-menu.tsx").then((module) => module.PostMenu),
);

/** The post menu, drawn as its button until the menu's chunk has come (see DeferredOverlay). */
export function PostMenuSlot(props: PostMenuProps) {
  return (
    <DeferredOverlay
      chunk={postMenu}
      props={props}
      placeholder={(open) => (
        <PostMenuButton
          postId={props.post.id}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
        />
      )}
    />
  );
}
