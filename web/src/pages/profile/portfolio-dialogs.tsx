import { NO_FILE_MESSAGE, type PortfolioItem } from "@contract/portfolio.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { ConfirmDeleteDialog } from "@web/components/confirm-delete-dialog.tsx";
import { DialogHeading } from "@web/components/dialog-heading.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Dialog, DialogContent } from "@web/components/ui/dialog.tsx";
import { Input, Textarea } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { ObjectUploader } from "@web/components/uploads/object-uploader.tsx";
import {
  PORTFOLIO_MESSAGES,
  useAddPortfolioItem,
  useDeletePortfolioItem,
  useUpdatePortfolioItem,
} from "@web/features/portfolio/api/portfolio.ts";
import {
  EMPTY_PORTFOLIO_FORM,
  isVideoUpload,
  newPortfolioItem,
  type PortfolioChanges,
  type PortfolioForm,
  portfolioFormSchema,
} from "@web/features/portfolio/portfolio-form.ts";
import { toast } from "@web/hooks/use-toast.ts";
import { showErrorToast } from "@web/lib/error-toast.ts";
import type { UploadedObject } from "@web/lib/uploads.ts";
import { Loader2, Upload, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { SaveError } from "./save-error.tsx";

/** Portfolio uploads take images and MP4, MOV or WebM video up to 50 MB. */
const PORTFOLIO_UPLOAD_NOTE = "Images, or MP4, MOV or WebM video. Max size 50MB.";

function usePortfolioForm(defaultValues: PortfolioForm) {
  return useForm<PortfolioForm, unknown, PortfolioChanges>({
    resolver: zodResolver(portfolioFormSchema),
    defaultValues,
  });
}

/** Title, Description and Tags, shared by the add and edit dialogs. */
function PortfolioFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<PortfolioForm, unknown, PortfolioChanges>;
  idPrefix: string;
}) {
  const titleError = form.formState.errors.title?.message;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-title`}>Title</Label>
        <Input
          id={`${idPrefix}-title`}
          placeholder="e.g. Autumn editorial for Vogue UK"
          aria-required="true"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${idPrefix}-title-error` : undefined}
          {...form.register("title")}
        />
        {titleError ? (
          <p id={`${idPrefix}-title-error`} role="alert" className="text-sm text-destructive">
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <Textarea
          id={`${idPrefix}-description`}
          rows={3}
          placeholder="The brief, the team and what you did"
          {...form.register("description")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-tags`}>Tags</Label>
        <Input
          id={`${idPrefix}-tags`}
          placeholder="editorial, portrait, London"
          aria-describedby={`${idPrefix}-tags-hint`}
          {...form.register("tags")}
        />
        <p id={`${idPrefix}-tags-hint`} className="text-xs text-muted-foreground">
          Separate tags with commas.
        </p>
      </div>
    </>
  );
}

function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

/**
 * Adding to the portfolio: the file is uploaded first (its path is kept and can be removed),
 * then the title, description and tags. Everything clears after a successful save.
 */
export function AddPortfolioDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = usePortfolioForm(EMPTY_PORTFOLIO_FORM);
  const [upload, setUpload] = useState<UploadedObject | null>(null);
  const [uploading, setUploading] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const add = useAddPortfolioItem(userId);
  const idPrefix = useId();

  const onSubmit = form.handleSubmit((changes) => {
    if (!upload) {
      setMissingFile(true);
      toast({ title: "No file uploaded", description: NO_FILE_MESSAGE, variant: "destructive" });
      return;
    }
    add.mutate(newPortfolioItem(changes, upload), {
      onSuccess: () => {
        form.reset(EMPTY_PORTFOLIO_FORM);
        setUpload(null);
        onOpenChange(false);
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) add.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeading
          title="Add to Portfolio"
          description="Upload an image or a video of your work, then tell people about it."
        />
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-1.5">
            <span className="text-sm font-medium">Image or video</span>
            {upload ? (
              <div className="relative overflow-hidden rounded-lg border bg-muted">
                {isVideoUpload(upload) ? (
                  // biome-ignore lint/a11y/useMediaCaption: a preview of the member's own upload
                  <video src={upload.objectPath} controls className="max-h-64 w-full bg-black" />
                ) : (
                  <img
                    src={upload.thumbnailPath ?? upload.objectPath}
                    alt="Uploaded file preview"
                    className="max-h-64 w-full object-contain"
                  />
                )}
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="absolute top-2 right-2 shadow"
                  onClick={() => setUpload(null)}
                >
                  <X aria-hidden="true" />
                  Remove file
                </Button>
              </div>
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-6 text-center">
                <ObjectUploader
                  purpose="portfolio"
                  title="Upload to your portfolio"
                  note={PORTFOLIO_UPLOAD_NOTE}
                  variant="outline"
                  disabled={uploading}
                  aria-describedby={`${idPrefix}-upload-note`}
                  onUploadStart={() => setUploading(true)}
                  onUploadEnd={() => setUploading(false)}
                  onUploadError={(error) =>
                    showErrorToast(error, "Failed to upload the file. Please try again.")
                  }
                  onUploaded={(object) => {
                    setUpload(object);
                    setMissingFile(false);
                  }}
                >
                  {uploading ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Upload aria-hidden="true" />
                  )}
                  {uploading ? "Uploading..." : "Upload Image or Video"}
                </ObjectUploader>
                <p id={`${idPrefix}-upload-note`} className="text-xs text-muted-foreground">
                  {PORTFOLIO_UPLOAD_NOTE}
                </p>
                {missingFile ? (
                  <p role="alert" className="text-sm text-destructive">
                    {NO_FILE_MESSAGE}
                  </p>
                ) : null}
              </div>
            )}
          </div>
          <PortfolioFields form={form} idPrefix={idPrefix} />
          <SaveError error={add.error} fallback={PORTFOLIO_MESSAGES.addFailed} />
          <div className="flex justify-end gap-2 pt-1">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={add.isPending || uploading}>Add to Portfolio</SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Editing a portfolio item: title, description and tags. */
export function EditPortfolioDialog({
  userId,
  item,
  onClose,
}: {
  userId: string;
  item: PortfolioItem | null;
  onClose: () => void;
}) {
  const form = usePortfolioForm(EMPTY_PORTFOLIO_FORM);
  const update = useUpdatePortfolioItem(userId);
  const idPrefix = useId();
  const { reset } = form;

  const { reset: resetUpdate } = update;
  useEffect(() => {
    if (item) {
      reset({ title: item.title, description: item.description ?? "", tags: item.tags.join(", ") });
      resetUpdate();
    }
  }, [item, reset, resetUpdate]);

  const onSubmit = form.handleSubmit((changes) => {
    if (!item) return;
    update.mutate({ id: item.id, ...changes }, { onSuccess: onClose });
  });

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeading
          title="Edit Portfolio Item"
          description="Change the title, description or tags."
        />
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <PortfolioFields form={form} idPrefix={idPrefix} />
          <SaveError error={update.error} fallback={PORTFOLIO_MESSAGES.updateFailed} />
          <div className="flex justify-end gap-2 pt-1">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton pending={update.isPending}>Save Changes</SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deleting a portfolio item asks first. */
export function DeletePortfolioDialog({
  userId,
  item,
  onClose,
}: {
  userId: string;
  item: PortfolioItem | null;
  onClose: () => void;
}) {
  const remove = useDeletePortfolioItem(userId);
  return (
    <ConfirmDeleteDialog
      subject={item}
      title="Delete portfolio item?"
      describe={(shown) =>
        `“${shown.title}” will be removed from your portfolio. This cannot be undone.`
      }
      pending={remove.isPending}
      onConfirm={(shown) => remove.mutate(shown.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
