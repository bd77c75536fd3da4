import { TOAST_LIMIT } from "@contract/constants.ts";
import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

/**
 * A small store for toasts (shadcn-style): add, update, dismiss, remove. At most TOAST_LIMIT are
 * kept, newest first; a dismissed toast stays mounted briefly so its closing animation can run.
 */

const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = "default" | "destructive" | "success";

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type ToastInput = Omit<ToastData, "id" | "open" | "onOpenChange">;

type State = { toasts: ToastData[] };

type Action =
  | { type: "add"; toast: ToastData }
  | { type: "update"; toast: Partial<ToastData> & { id: string } }
  | { type: "dismiss"; toastId?: string | undefined }
  | { type: "remove"; toastId?: string | undefined };

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "remove", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.toast.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId
            ? { ...toast, open: false }
            : toast,
        ),
      };
    case "remove":
      return {
        toasts:
          action.toastId === undefined
            ? []
            : state.toasts.filter((toast) => toast.id !== action.toastId),
      };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === "dismiss") {
    for (const toast of memoryState.toasts) {
      if (action.toastId === undefined || toast.id === action.toastId) scheduleRemoval(toast.id);
    }
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "dismiss", toastId: id });
  const update = (next: ToastInput) => dispatch({ type: "update", toast: { ...next, id } });
  dispatch({
    type: "add",
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The toasts, read through useSyncExternalStore rather than copied into state and subscribed to
 * in an effect: a toast added after a component's render but before its effect ran (the toast
 * area mounting just as a button's answer comes) would otherwise never reach it. React checks
 * the store again once subscribed and draws what it missed.
 */
export function useToast() {
  const state = useSyncExternalStore(subscribe, () => memoryState);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "dismiss", toastId }),
  };
}
