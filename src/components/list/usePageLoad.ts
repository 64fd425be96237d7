// A hand-made list's page: loaded again whenever `deps` change or `reload()` is called, the answer
// of a call overtaken by a newer one dropped; `failed` once the latest call failed.
import { useEffect, useState } from 'react';

export function usePageLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` name what `load` reads; `attempt` asks for a reload.
  useEffect(() => {
    let live = true;
    load().then(
      (res) => {
        if (!live) return;
        setData(res);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);
  return { data, failed, reload: () => setAttempt((a) => a + 1) };
}
