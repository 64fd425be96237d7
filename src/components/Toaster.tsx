// The app's toasts: the head of the queue (providers/toasts.ts) in a snackbar. The queue's calls are
// re-exported here for the pages that toast.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, nextToast, subscribeToasts } from '../providers/toasts';

export {
  markToasted,
  nextToast,
  type Toast,
  toast,
  toastedJustNow,
  toastedRecently,
} from '../providers/toasts';

// The Snackbar and Alert load with the first toast, not with the first page.
const ToastView = lazy(() => import('./ToastView'));

export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts);
  const current = items[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} item={current} onDone={nextToast} />
    </Suspense>
  );
}
