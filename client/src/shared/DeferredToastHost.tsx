import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/*
 * The toast host and react-toastify load only when toasts may come: with the first toast, or with the signed-in
 * layout (`wantToastHost`). The sign-in and register pages show none, so their visitors never download them.
 * react-toastify keeps a toast asked for before its container mounts, and shows it once the container is there.
 */

const ToastHost = lazy<ComponentType>(() =>
  import('./ToastHost').then(
    (m) => ({ default: m.ToastHost }),
    // Its code could not be loaded (offline, or a new deployment): no toasts rather than a broken app.
    () => ({ default: () => null }),
  ),
);

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast host (loading its code the first time). */
export function wantToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear once `wantToastHost` was called (in the app providers, once). */
export function DeferredToastHost() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  return show ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
