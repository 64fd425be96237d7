// Whether the guided start shows for the person in the company they are in: the steps (GET
// /api/inicio/primeiros-passos) until every one is done, unless they hid it — remembered in this
// browser for that person and company, across sign-outs (first_steps_hidden is one of the session's
// persistent keys).
import { useEffect, useState } from 'react';
import { type FirstStepsView, startApi } from '../../../providers/startApi';

const HIDDEN_KEY = 'first_steps_hidden';

/** The people and companies (`user.company`) that hid the guided start in this browser. */
function hiddenFor(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(HIDDEN_KEY) ?? '[]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

const allDone = (s: FirstStepsView) => s.documento_enviado && s.whatsapp_conectado && s.equipe_convidada;

export function useFirstSteps(userId: unknown, empresaId: unknown) {
  const [steps, setSteps] = useState<FirstStepsView | null>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setSteps(null);
    if (empresaId == null) return;
    const gone = hiddenFor().includes(`${userId}.${empresaId}`);
    setHidden(gone);
    if (gone) return;
    const abort = new AbortController();
    startApi.firstSteps(abort.signal).then(
      (r) => setSteps(r.data),
      () => undefined,
    );
    return () => abort.abort();
  }, [userId, empresaId]);
  return {
    /** The steps while some is left to do and the person has not hidden them; else null. */
    steps: steps && !hidden && !allDone(steps) ? steps : null,
    hide: () => {
      localStorage.setItem(HIDDEN_KEY, JSON.stringify([...hiddenFor(), `${userId}.${empresaId}`]));
      setHidden(true);
    },
  };
}
