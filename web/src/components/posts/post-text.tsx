import type { Post } from "@contract/posts.ts";
import { hashtagSearchHref, splitHashtags, tagsNotInText } from "@web/features/posts/posts.ts";
import { cn } from "@web/lib/utils.ts";
import { Link } from "wouter";

/** The text's parts, each with where it starts (a stable key: the parts never reorder). */
function textParts(text: string) {
  let start = 0;
  return splitHashtags(text).map((part) => {
    const placed = { ...part, start };
    start += part.text.length;
    return placed;
  });
}

/**
 * A post's text with its #hashtags as links to their search results, then any tags the text
 * does not show. Long unbroken words and URLs wrap instead of running off the card.
 */
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
        <p className="leading-relaxed whitespace-pre-line wrap-anywhere">
          {textParts(post.content).map((part) =>
            part.isTag ? (
              <Link
                key={part.start}
                href={hashtagSearchHref(part.text)}
                className="font-medium text-primary hover:underline"
              >
                {part.text}
              </Link>
            ) : (
              part.text
            ),
          )}
        </p>
      ) : null}
      {extraTags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {extraTags.map((tag) => (
            <li key={tag} className="min-w-0">
              <Link
                href={hashtagSearchHref(tag)}
                className="block rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground wrap-anywhere hover:underline"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
