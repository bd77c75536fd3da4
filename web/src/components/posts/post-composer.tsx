import { collectHashtags } from "@contract/hashtags.ts";
import { POST_MAX_LENGTH } from "@contract/posts.ts";
import { UPLOAD_RULES } from "@contract/uploads.ts";
import type { User } from "@contract/users.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { ObjectUploader } from "@web/components/uploads/object-uploader.tsx";
import { UserAvatar } from "@web/components/user-avatar.tsx";
import { CREATE_POST_FAILED_MESSAGE, useCreatePost } from "@web/features/posts/api/create-post.ts";
import {
  type ComposerFields,
  composerSchema,
  EMPTY_COMPOSER,
  HASHTAG_LIMIT_MESSAGE,
  hasTooManyHashtags,
} from "@web/features/posts/composer-form.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import {
  type UploadedObject,
  UploadParametersError,
  uploadErrorMessage,
} from "@web/lib/uploads.ts";
import { Hash, ImagePlus, Loader2, X } from "lucide-react";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useId,
  useState,
} from "react";

export const COMPOSER_PLACEHOLDER = "Share your latest work...";
const UPLOAD_NOTE = `Images up to ${Math.round(UPLOAD_RULES.post.maxBytes / 1_048_576)}MB`;

/** A text field's value and change handler, bound to one of the composer's fields. */
type TextFieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/**
 * The post composer: text, an optional image (Uppy dialog), comma-separated hashtags and an
 * optional image description, checked by the contract's post schema. 'Share' reads 'Uploading...' while an image uploads and
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
  // Four fields and one check on submit (the contract's schema) need no form library.
  const [fields, setFields] = useState<ComposerFields>(EMPTY_COMPOSER);
  const setField = (name: keyof ComposerFields, value: string | null) =>
    setFields((current) => ({ ...current, [name]: value }));
  const textField = (name: "content" | "hashtags" | "imageAlt"): TextFieldProps => ({
    value: fields[name],
    onChange: (event) => setField(name, event.target.value),
  });
  const [image, setImage] = useState<UploadedObject | null>(null);
  const [uploading, setUploading] = useState(false);
  const ids = { text: useId(), tags: useId(), alt: useId(), hint: useId(), limit: useId() };

  const { content, hashtags: hashtagField } = fields;
  const hashtags = collectHashtags(content, hashtagField);
  const tooManyHashtags = hasTooManyHashtags(content, hashtagField);
  const isBlank = !content.trim() && !image;

  const createPost = useCreatePost({
    onShared: () => {
      setFields(EMPTY_COMPOSER);
      setImage(null);
    },
  });

  function chooseImage(object: UploadedObject | null) {
    setImage(object);
    setFields((current) => ({
      ...current,
      imagePath: object?.objectPath ?? null,
      imageAlt: object ? current.imageAlt : "",
    }));
  }

  function share() {
    if (createPost.isPending || uploading) return;
    const post = composerSchema.safeParse(fields);
    if (post.success) {
      createPost.mutate(post.data);
      return;
    }
    // A refusal by the schema (e.g. nothing to share) reads as the server would say it.
    toast({
      title: "Error",
      description: post.error.issues[0]?.message || CREATE_POST_FAILED_MESSAGE,
      variant: "destructive",
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
    setFields((current) => ({ ...current, imagePath: object.objectPath }));
    toast({
      title: "Upload Complete",
      description: "Your image has been uploaded successfully!",
      variant: "success",
    });
  }, []);
  const onUploadError = useCallback((error: unknown) => {
    const cause = error instanceof UploadParametersError ? error.cause : error;
    showErrorToast(cause, uploadErrorMessage(error, "Failed to upload image. Please try again."), {
      title: "Upload Error",
      serverReason: "never",
      unauthorized: "postCreation",
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
          <UserAvatar user={user} size="md" className="max-sm:hidden" />
          <div className="grid min-w-0 flex-1 gap-3">
            <label htmlFor={ids.text} className="sr-only">
              Share your latest work
            </label>
            <Textarea
              {...textField("content")}
              ref={textareaRef}
              id={ids.text}
              onKeyDown={onTextKeyDown}
              placeholder={COMPOSER_PLACEHOLDER}
              maxLength={POST_MAX_LENGTH}
              rows={3}
              look="soft"
              height="sm"
              className="scroll-mt-28"
            />

            {image ? (
              <ImagePreview
                image={image}
                altFieldId={ids.alt}
                altField={textField("imageAlt")}
                onRemove={() => chooseImage(null)}
              />
            ) : null}

            <div className="grid gap-1.5">
              <Label htmlFor={ids.tags} hint>
                Hashtags
              </Label>
              <div className="relative">
                <Hash
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={ids.tags}
                  {...textField("hashtags")}
                  placeholder="photography, london, portrait"
                  aria-describedby={tooManyHashtags ? `${ids.hint} ${ids.limit}` : ids.hint}
                  fieldSize="sm"
                  className="pl-9"
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
              {tooManyHashtags ? (
                <p id={ids.limit} role="status" className="text-xs font-medium text-amber-700">
                  {HASHTAG_LIMIT_MESSAGE}
                </p>
              ) : null}
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

/** The uploaded image before sharing: removable, cleared if it cannot be shown. */
function ImagePreview({
  image,
  altFieldId,
  altField,
  onRemove,
}: {
  image: UploadedObject;
  altFieldId: string;
  altField: TextFieldProps;
  onRemove: () => void;
}) {
  const alt = altField.value;
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
          size="icon-xs"
          round
          variant="on-photo"
          aria-label="Remove image"
          onClick={onRemove}
          className="absolute top-1.5 right-1.5"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-1.5 p-1">
        <Label htmlFor={altFieldId} hint>
          Image description
        </Label>
        <Input
          id={altFieldId}
          {...altField}
          maxLength={300}
          placeholder="Describe the image for people who can't see it"
          fieldSize="sm"
        />
        <p className="text-xs text-muted-foreground">Optional, but it helps screen reader users.</p>
      </div>
    </div>
  );
}
