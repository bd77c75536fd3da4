import { collectHashtags } from "@contract/hashtags.ts";
import { EMPTY_POST_MESSAGE, POST_MAX_LENGTH, type Post } from "@contract/posts.ts";
import { UPLOAD_RULES } from "@contract/uploads.ts";
import type { User } from "@contract/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { ObjectUploader } from "@web/components/uploads/object-uploader.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { refreshPostLists } from "@web/hooks/use-post-actions.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { apiRequest, serverMessage } from "@web/lib/query-client.ts";
import { handleUnauthorized, isUnauthorizedError } from "@web/lib/unauthorized.ts";
import {
  type UploadedObject,
  UploadParametersError,
  uploadErrorMessage,
} from "@web/lib/uploads.ts";
import { Hash, ImagePlus, Loader2, X } from "lucide-react";
import { type KeyboardEvent, type Ref, useCallback, useId, useState } from "react";

export const COMPOSER_PLACEHOLDER = "Share your latest work...";
const UPLOAD_NOTE = `Images up to ${Math.round(UPLOAD_RULES.post.maxBytes / 1_048_576)}MB`;

type CreatePostBody = {
  content: string;
  imageUrl?: string;
  imageAlt?: string;
  hashtags: string[];
};

/**
 * SPEC §2 Post composer: text, an optional image (Uppy dialog), comma-separated hashtags and
 * an optional image description. 'Share' reads 'Uploading...' while an image uploads and
 * 'Sharing...' while the post is saved.
 */
export function PostComposer({
  user,
  textareaRef,
}: {
  user: User;
  /** The feed's Create Post buttons focus the text through this. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState("");
  const [hashtagField, setHashtagField] = useState("");
  const [image, setImage] = useState<UploadedObject | null>(null);
  const [imageAlt, setImageAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const ids = { text: useId(), tags: useId(), alt: useId(), hint: useId() };

  const hashtags = collectHashtags(content, hashtagField);
  const isBlank = !content.trim() && !image;

  const createPost = useMutation({
    mutationFn: async (body: CreatePostBody) => {
      const response = await apiRequest("POST", "/api/posts", body);
      return (await response.json()) as Post;
    },
    onSuccess: async () => {
      setContent("");
      setHashtagField("");
      setImage(null);
      setImageAlt("");
      toast({ title: "Success", description: "Your post has been shared!", variant: "success" });
      await refreshPostLists(queryClient);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(toast, "postCreation");
        return;
      }
      // A refusal the member can act on (too long, not their image) is worth showing as it is.
      const reason = error.message.startsWith("400: ") ? serverMessage(error) : undefined;
      toast({
        title: "Error",
        description: reason ?? "Failed to create post. Please try again.",
        variant: "destructive",
      });
    },
  });

  function share() {
    if (createPost.isPending || uploading) return;
    if (isBlank) {
      toast({ title: "Error", description: EMPTY_POST_MESSAGE, variant: "destructive" });
      return;
    }
    createPost.mutate({
      content: content.trim(),
      hashtags,
      ...(image ? { imageUrl: image.objectPath } : {}),
      ...(image && imageAlt.trim() ? { imageAlt: imageAlt.trim() } : {}),
    });
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      share();
    }
  }

  const onUploadStart = useCallback(() => setUploading(true), []);
  const onUploadEnd = useCallback(() => setUploading(false), []);
  const onUploaded = useCallback((object: UploadedObject) => {
    setImage(object);
    toast({
      title: "Upload Complete",
      description: "Your image has been uploaded successfully!",
      variant: "success",
    });
  }, []);
  const onUploadError = useCallback((error: unknown) => {
    const cause = error instanceof UploadParametersError ? error.cause : error;
    if (isUnauthorizedError(cause)) {
      handleUnauthorized(toast, "postCreation");
      return;
    }
    toast({
      title: "Upload Error",
      description: uploadErrorMessage(error, "Failed to upload image. Please try again."),
      variant: "destructive",
    });
  }, []);

  const shareLabel = uploading ? "Uploading..." : createPost.isPending ? "Sharing..." : "Share";

  return (
    <Card className="p-4 sm:p-5">
      <form
        aria-label="Create a post"
        onSubmit={(event) => {
          event.preventDefault();
          share();
        }}
        className="grid gap-3"
      >
        <div className="flex gap-3">
          <UserAvatar user={user} size="md" className="hidden sm:inline-flex" />
          <div className="grid min-w-0 flex-1 gap-3">
            <label htmlFor={ids.text} className="sr-only">
              Share your latest work
            </label>
            <Textarea
              ref={textareaRef}
              id={ids.text}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              onKeyDown={onTextKeyDown}
              placeholder={COMPOSER_PLACEHOLDER}
              maxLength={POST_MAX_LENGTH}
              rows={3}
              className="min-h-20 scroll-mt-28 border-transparent bg-muted/60 text-[0.95rem] shadow-none focus-visible:bg-card"
            />

            {image ? (
              <ImagePreview
                image={image}
                altFieldId={ids.alt}
                alt={imageAlt}
                onAltChange={setImageAlt}
                onRemove={() => {
                  setImage(null);
                  setImageAlt("");
                }}
              />
            ) : null}

            <div className="grid gap-1.5">
              <Label htmlFor={ids.tags} className="text-xs text-muted-foreground">
                Hashtags
              </Label>
              <div className="relative">
                <Hash
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={ids.tags}
                  value={hashtagField}
                  onChange={(event) => setHashtagField(event.target.value)}
                  placeholder="photography, london, portrait"
                  aria-describedby={ids.hint}
                  className="h-9 pl-9"
                />
              </div>
              <p id={ids.hint} className="text-xs text-muted-foreground">
                {hashtags.length > 0 ? (
                  <>
                    <span className="sr-only">Tags on this post: </span>
                    {hashtags.map((tag) => (
                      <span
                        key={tag.toLowerCase()}
                        className="mr-1.5 inline-block rounded-full bg-accent px-2 py-0.5 font-medium text-accent-foreground"
                      >
                        {tag}
                      </span>
                    ))}
                  </>
                ) : (
                  "Separate tags with commas. #words in your text count too."
                )}
              </p>
            </div>
          </div>
        </div>

        <div className="flex items-center justify-between gap-3 border-t pt-3">
          <ObjectUploader
            purpose="post"
            title="Add an image"
            note={UPLOAD_NOTE}
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            data-testid="button-upload"
            disabled={createPost.isPending}
            onUploadStart={onUploadStart}
            onUploaded={onUploaded}
            onUploadError={onUploadError}
            onUploadEnd={onUploadEnd}
          >
            {uploading ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus aria-hidden="true" />
            )}
            {image ? "Replace image" : "Add image"}
          </ObjectUploader>
          <Button
            type="submit"
            disabled={uploading || createPost.isPending || isBlank}
            className="min-w-24"
          >
            {uploading || createPost.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : null}
            {shareLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The uploaded image before sharing: removable, cleared if it cannot be shown (SPEC §2). */
function ImagePreview({
  image,
  alt,
  altFieldId,
  onAltChange,
  onRemove,
}: {
  image: UploadedObject;
  alt: string;
  altFieldId: string;
  onAltChange: (alt: string) => void;
  onRemove: () => void;
}) {
  return (
    <div className="grid gap-2 rounded-xl border bg-muted/40 p-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start sm:gap-3">
      <div className="relative w-fit">
        <img
          src={image.thumbnailPath ?? image.objectPath}
          alt={alt.trim() || "Image to share"}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          onError={onRemove}
          className="max-h-56 w-auto max-w-full rounded-lg object-cover sm:max-h-40"
        />
        <Button
          type="button"
          size="icon-sm"
          variant="secondary"
          aria-label="Remove image"
          onClick={onRemove}
          className="absolute top-1.5 right-1.5 size-7 rounded-full bg-black/60 text-white hover:bg-black/75"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-1.5 p-1">
        <Label htmlFor={altFieldId} className="text-xs">
          Image description
        </Label>
        <Input
          id={altFieldId}
          value={alt}
          onChange={(event) => onAltChange(event.target.value)}
          maxLength={300}
          placeholder="Describe the image for people who can't see it"
          className="h-9"
        />
        <p className="text-xs text-muted-foreground">Optional, but it helps screen reader users.</p>
      </div>
    </div>
  );
}
