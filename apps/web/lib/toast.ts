/**
 * The toast queue (spec §8/§9): errors red for 4 s with the server's message; success 3000 ms as a white card with
 * dark pink 14px text and an animated check mark; plain notices (a feature that is coming) 3 s. Plain module state
 * with subscribers, so any client code can raise a toast without a provider; `<Toaster>` renders the queue.
 */
export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 4000, success: 3000, info: 3000 };
/** Older toasts give way when several arrive at once: a phone screen has room for a few lines only. */
const MAX_VISIBLE = 3;

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS[kind]): number {
  // The same message twice in a row (a double tap) shows once, with its time renewed.
  const same = toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (same) dismissToast(same.id);
  const toast: Toast = { id: nextId++, kind, message, durationMs };
  toasts = [...toasts, toast].slice(-MAX_VISIBLE);
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
  emit();
  return toast.id;
}

export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  /** A notice; a longer one (several lines) may ask to stay longer, to be read. */
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

const noToasts: readonly Toast[] = [];
export function serverToasts(): readonly Toast[] {
  return noToasts;
}
