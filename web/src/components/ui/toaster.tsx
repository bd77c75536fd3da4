import { TOAST_DURATION_MS } from "@contract/constants.ts";
import { useToast } from "@web/hooks/use-toast.ts";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect } from "react";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.tsx";
import { toastsDrawn } from "./toaster-chunk.ts";

/** One toast at a time, 5 s, swipe right 50 px to dismiss, F8 focuses the area. */
export function Toaster() {
  const { toasts } = useToast();
  // Whatever waits for a toast to be seen (leaving for sign-in, say) may go on once it is drawn.
  useEffect(() => toastsDrawn(toasts.map(({ id }) => id)), [toasts]);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          {variant === "destructive" ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : variant === "success" ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : null}
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}
