// A page's one load (the plans on sale, the company's plan, its subscription): what `load` answers,
// undefined while loading; `retry` asks again (after a failure, or when news came), keeping the last
// answer on screen meanwhile.
import { useEffect, useState } from 'react';

/** What `load` answers (GET once; `retry` asks again after a failure); undefined while loading. */
export function useLoaded<T>(load: () => Promise<T>) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a reload; `load` is a module-level call.
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => {
        if (!live) return;
        setValue(loaded);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return { value, failed, retry: () => setAttempt((a) => a + 1) };
}
