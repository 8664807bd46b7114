import { useSyncExternalStore } from 'react';
import { Direction } from 'radix-ui';
import type { Renderable, ToastOptions } from 'react-hot-toast';
import { containerStyle, iconThemes, toastStyle } from './toaster.styles';

/**
 * react-hot-toast is loaded on the first toast, not at start-up: most page views show none, and the
 * library is not needed to render the first screen (start-up bundle budget).
 */
type ToastLibrary = typeof import('react-hot-toast');
let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
const waiting: ((lib: ToastLibrary) => void)[] = [];
const listeners = new Set<() => void>();

function withLibrary(action: (lib: ToastLibrary) => void): void {
  if (library) {
    action(library);
    return;
  }
  waiting.push(action);
  loading ??= import(/* webpackChunkName: "toaster" */ 'react-hot-toast').then((lib) => {
    library = lib;
    for (const pending of waiting.splice(0)) pending(lib);
    for (const listener of listeners) listener();
    return lib;
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoaded = () => library !== null;

let sequence = 0;
const nextId = () => `ps-toast-${(sequence += 1)}`;

/** At most this many toasts are visible at once (docs/product/constants.md). */
export const TOAST_LIMIT = 20;
/** Display time in ms by kind; loading toasts stay until dismissed or updated. */
export const TOAST_DURATIONS = { default: 4000, success: 3000, error: 5000, loading: Infinity } as const;

/**
 * The one toast region. Sits at the top inline-end corner (top-right in LTR, top-left in RTL,
 * following the Radix direction that `DesignSystemProvider` sets). Rendered by `DesignSystemProvider`.
 */
export function Toaster() {
  const dir = Direction.useDirection();
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  if (!loaded || !library) return null;
  const HotToaster = library.Toaster;
  return (
    <HotToaster
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      containerStyle={containerStyle}
      toastOptions={{
        duration: TOAST_DURATIONS.default,
        style: toastStyle,
        success: { duration: TOAST_DURATIONS.success, iconTheme: iconThemes.success },
        error: { duration: TOAST_DURATIONS.error, iconTheme: iconThemes.error },
        loading: { duration: TOAST_DURATIONS.loading, iconTheme: iconThemes.loading },
      }}
    />
  );
}

/** Ids of the newest toasts, oldest first; the store itself also caps at 20 as a backstop. */
const recent: string[] = [];

function track(id: string): string {
  const known = recent.indexOf(id);
  if (known !== -1) recent.splice(known, 1);
  recent.push(id);
  while (recent.length > TOAST_LIMIT) {
    const oldest = recent.shift();
    if (oldest !== undefined) withLibrary((lib) => lib.toast.dismiss(oldest));
  }
  return id;
}

export type NotifyOptions = Pick<ToastOptions, 'id' | 'duration' | 'icon'>;

/**
 * Shows toasts with the platform's durations and the 20-toast limit. Pass translated texts.
 * Reusing an `id` updates that toast (e.g. `loading` → `success`).
 */
type Kind = 'success' | 'error' | 'info' | 'loading';

function show(kind: Kind, message: Renderable, options?: ToastOptions): string {
  const id = options?.id ?? nextId();
  const settings: ToastOptions = { ...options, id };
  withLibrary(({ toast }) => {
    if (kind === 'info') toast(message, settings);
    else toast[kind](message, settings);
  });
  return track(id);
}

export const notify = {
  success: (message: Renderable, options?: NotifyOptions) => show('success', message, options),
  /** Errors are announced assertively (`role="alert"`). */
  error: (message: Renderable, options?: NotifyOptions) =>
    show('error', message, { ariaProps: { role: 'alert', 'aria-live': 'assertive' }, ...options }),
  info: (message: Renderable, options?: NotifyOptions) => show('info', message, options),
  loading: (message: Renderable, options?: NotifyOptions) => show('loading', message, options),
  /** Dismisses one toast, or all when no id is given. */
  dismiss: (id?: string) => {
    if (id === undefined) recent.length = 0;
    else if (recent.includes(id)) recent.splice(recent.indexOf(id), 1);
    withLibrary(({ toast }) => toast.dismiss(id));
  },
  /** Removes every toast at once, without the exit animation (a test's clean slate). */
  removeAll: () => {
    recent.length = 0;
    library?.toast.remove();
  },
};
