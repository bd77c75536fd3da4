import type { UploadPurpose } from "@contract/uploads.ts";
import { Button, type ButtonProps } from "@web/components/ui/button.tsx";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import type { Uploader, UploaderEvents } from "./uppy-uploader.ts";

const loadUploader = () => import("./upload-dashboard.tsx");
// The dialog (and Radix's dialog machinery) is fetched at the first click, beside Uppy.
const UploadDialog = lazy(() =>
  import("./upload-dialog.tsx").then((module) => ({ default: module.UploadDialog })),
);
type UploaderModule = Awaited<ReturnType<typeof loadUploader>>;

type ObjectUploaderProps = UploaderEvents & {
  purpose: UploadPurpose;
  /** The dialog's title, e.g. "Add an image". */
  title: string;
  /** The limits, shown under the title, e.g. "Images up to 10MB". */
  note: string;
  /** The content of the button that opens the dialog. */
  children: ReactNode;
} & Omit<ButtonProps, "onClick" | "type" | "children" | "title">;

/**
 * A button that opens an upload dialog with Uppy's Dashboard. Uppy is fetched the
 * first time the dialog opens (or the button is hovered); the upload starts only when the member
 * confirms in the dashboard, and the dialog closes once the file is stored. Closing the dialog
 * early does not stop an upload that is under way.
 */
export function ObjectUploader({
  purpose,
  title,
  note,
  children,
  onUploadStart,
  onUploaded,
  onUploadError,
  onUploadEnd,
  ...buttonProps
}: ObjectUploaderProps) {
  const [open, setOpen] = useState(false);
  const [dialogShown, setDialogShown] = useState(false);
  const [loaded, setLoaded] = useState<{ module: UploaderModule; uppy: Uploader } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const uppyRef = useRef<Uploader | null>(null);

  // Uppy calls back long after a render: it always reaches the latest handlers through this ref.
  const events = useRef<UploaderEvents>({ onUploaded });
  useEffect(() => {
    events.current = {
      onUploadStart,
      onUploadError,
      onUploadEnd,
      onUploaded(object) {
        setOpen(false);
        uppyRef.current?.clear();
        onUploaded(object);
      },
    };
  }, [onUploadStart, onUploaded, onUploadError, onUploadEnd]);

  useEffect(
    () => () => {
      uppyRef.current?.destroy();
      uppyRef.current = null;
    },
    [],
  );

  async function ensureLoaded() {
    if (uppyRef.current) return;
    try {
      const module = await loadUploader();
      if (uppyRef.current) return;
      const uppy = module.createUploader(purpose, () => events.current);
      uppyRef.current = uppy;
      setLoaded({ module, uppy });
      setLoadFailed(false);
    } catch (error) {
      console.error("Could not load the uploader", error);
      setLoadFailed(true);
    }
  }

  return (
    <>
      <Button
        type="button"
        {...buttonProps}
        onPointerEnter={() => void loadUploader().catch(() => undefined)}
        onClick={() => {
          setDialogShown(true);
          setOpen(true);
          void ensureLoaded();
        }}
      >
        {children}
      </Button>
      {dialogShown ? (
        <Suspense fallback={null}>
          <UploadDialog
            open={open}
            onOpenChange={setOpen}
            title={title}
            note={note}
            loadFailed={loadFailed}
          >
            {loaded ? (
              <loaded.module.UploadDashboard uppy={loaded.uppy} onDone={() => setOpen(false)} />
            ) : null}
          </UploadDialog>
        </Suspense>
      ) : null}
    </>
  );
}
