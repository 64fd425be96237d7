// Spec §7: when GET init/client fails, a modal titled 'Init Client Failed' shows the server's
// message. The dialog's code loads only then.
import { lazy, Suspense, useEffect, useState } from 'react';
import { clientSettings } from '../providers/clientSettings';

const InitClientFailed = lazy(() => import('./InitClientFailed'));

export function InitClientCheck() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    clientSettings().catch((err: Error) => setError(err.message));
  }, []);
  if (error === null) return null;
  return (
    <Suspense fallback={null}>
      <InitClientFailed message={error} />
    </Suspense>
  );
}
