import { formatDate } from "@contract/en-gb.ts";
import { LoadMore } from "@web/components/load-more.tsx";
import { useAdminPosts, useDeletePosts } from "@web/features/admin/api/posts.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { useAdminFailure } from "./admin-failure.ts";
import { BulkList } from "./bulk-list.tsx";

const authorName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || "Unnamed member";

/** Content management: every post with its first 50 characters, deleted in bulk. */
export function PostsPanel() {
  const list = useAdminPosts();
  const { items: posts, isLoading } = list;
  const failed = useAdminFailure();
  const remove = useDeletePosts({
    onSuccess: (deleted) =>
      toast({ title: "Posts Deleted", description: `${deleted} post(s) deleted.` }),
    onError: failed("Delete Failed", "Failed to delete posts. Please try again."),
  });
  if (isLoading) return <p className="text-sm text-muted-foreground">Loading posts…</p>;
  return (
    <BulkList
      rows={posts}
      noun="post"
      label="Posts"
      empty="No posts yet."
      deleting={remove.isPending}
      onDelete={(ids, done) => remove.mutate(ids, { onSuccess: done })}
      renderRow={(post) => (
        <div className="grid gap-0.5 text-sm">
          <p className="break-words">{post.content || <em>(image only)</em>}</p>
          <p className="text-muted-foreground break-words">
            {authorName(post.user)} · {post.likes} likes · {formatDate(new Date(post.createdAt))}
          </p>
        </div>
      )}
      footer={<LoadMore pages={list} />}
    />
  );
}
