/*
 * Uppy's Dashboard with its styles: a chunk of its own, fetched when an upload dialog first
 * opens, so pages that only might upload do not pay for it.
 */
import Dashboard from "@uppy/react/dashboard";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import type { Uploader } from "./uppy-uploader.ts";

export { createUploader } from "./uppy-uploader.ts";

export function UploadDashboard({ uppy, onDone }: { uppy: Uploader; onDone: () => void }) {
  return (
    <Dashboard
      uppy={uppy}
      width="100%"
      height={320}
      theme="light"
      proudlyDisplayPoweredByUppy={false}
      hideProgressAfterFinish
      doneButtonHandler={onDone}
      className="atelier-uppy"
    />
  );
}
