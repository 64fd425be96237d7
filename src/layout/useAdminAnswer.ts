// What the layout's administrator banners ask the API once per sign-in (the platform certificate,
// whether e-mail goes out): null for anyone else, before the answer, or when the call failed.
import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';

/** A banner's one answer per signed-in administrator. */
export type AnswerCache<T> = { asked?: { userId: unknown; answer: Promise<T | null> } };

/**
 * `ask` is called once per signed-in administrator (another sign-in asks again); each banner keeps
 * its own answer in `cache`, a module-level object it passes in.
 */
export function useAdminAnswer<T>(cache: AnswerCache<T>, ask: () => Promise<T>): T | null {
  const { identity } = useGetIdentity();
  const admin = identity?.ambient === 'A';
  const userId = identity?.id;
  const [answer, setAnswer] = useState<T | null>(null);

  useEffect(() => {
    if (!admin) {
      setAnswer(null);
      return;
    }
    const asked =
      cache.asked && cache.asked.userId === userId
        ? cache.asked
        : { userId, answer: ask().catch((): T | null => null) };
    cache.asked = asked;
    const { answer } = asked;
    let live = true;
    void answer.then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
  }, [admin, userId, cache, ask]);

  return admin ? answer : null;
}
