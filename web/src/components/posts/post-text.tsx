import type { Post } from "@contract/posts.ts";
import { splitHashtags, tagsNotInText } from "@web/features/posts/posts.ts";
import { cn } from "@web/lib/utils.ts";

/** A post's text with its #hashtags picked out, then any tags the text does not show. */
export function PostText({
  post,
  className,
}: {
  post: Pick<Post, "content" | "hashtags">;
  className?: string;
}) {
  const extraTags = tagsNotInText(post.content, post.hashtags);
  if (!post.content && extraTags.length === 0) return null;
  return (
    <div className={cn("grid gap-2.5", className)}>
      {post.content ? (
        <p className="leading-relaxed break-words whitespace-pre-line">
          {splitHashtags(post.content).map((part, index) =>
            part.isTag ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
              <span key={index} className="font-medium text-primary">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </p>
      ) : null}
      {extraTags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {extraTags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
