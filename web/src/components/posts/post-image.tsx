import type { Post } from "@contract/posts.ts";
import { feedImageAspect, postImageSources } from "@web/features/posts/posts.ts";
import { usePageSettled } from "@web/hooks/use-page-settled.ts";
import { blurhashToDataUrl } from "@web/lib/blurhash.ts";
import { cn } from "@web/lib/utils.ts";
import { ImageOff } from "lucide-react";
import { useMemo, useState } from "react";

type PostImageProps = {
  post: Pick<Post, "imageUrl" | "imageAlt" | "imageWidth" | "imageHeight" | "imageBlurhash">;
  /** What to say when the author gave no description. */
  fallbackAlt: string;
  /**
   * Above the fold: load at once and early. Otherwise the image is drawn once the page has
   * settled, and the browser then waits until it is near: on a slow phone link the images
   * further down no longer share it with what the first screen draws.
   */
  eager?: boolean;
  /** "cover" crops into the feed's box; "contain" shows the whole image (comment modal). */
  fit?: "cover" | "contain";
  /** The width the image is drawn at, for choosing between thumbnail and display sizes. */
  sizes?: string;
  className?: string;
};

/**
 * A post's image in a box of its own proportions, reserved before it loads (no layout shift),
 * with the BlurHash, or a neutral tone, showing until the image fades in.
 */
export function PostImage({
  post,
  fallbackAlt,
  eager = false,
  fit = "cover",
  sizes = "(min-width: 1024px) 640px, 100vw",
  className,
}: PostImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const settled = usePageSettled();
  const placeholder = useMemo(
    () => (post.imageBlurhash ? blurhashToDataUrl(post.imageBlurhash) : null),
    [post.imageBlurhash],
  );
  if (!post.imageUrl) return null;
  const { src, srcSet } = postImageSources(post.imageUrl, post.imageWidth);

  return (
    <div
      className={cn("relative overflow-hidden", fit === "cover" && "bg-muted", className)}
      style={{
        aspectRatio:
          fit === "cover" ? feedImageAspect(post.imageWidth, post.imageHeight) : undefined,
        backgroundImage: placeholder && !loaded ? `url(${placeholder})` : undefined,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }}
    >
      {failed ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          <span>Image unavailable</span>
        </div>
      ) : eager || settled ? (
        <img
          ref={(image) => {
            // A cached image can finish before React attaches onLoad.
            if (image?.complete && image.naturalWidth > 0) setLoaded(true);
          }}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={post.imageAlt?.trim() || fallbackAlt}
          width={post.imageWidth ?? undefined}
          height={post.imageHeight ?? undefined}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          className={cn(
            "size-full transition-opacity duration-300",
            fit === "cover" ? "absolute inset-0 object-cover" : "object-contain",
            loaded ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
    </div>
  );
}
