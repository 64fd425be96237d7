// The request being prepared, kept as the file's draft (GET/PUT/DELETE /api/arquivo/{id}/rascunho):
// read when the dialog opens (the dialog restores it), then saved quietly a moment after the sender
// stops typing or placing, and at once when the dialog closes, so leaving it (to connect a WhatsApp
// device, say) loses nothing. The state the dialog starts from is not saved until it changes; saves
// go one after the other, so the last one wins. A 422 names the fields the API refused (`campos.N…`,
// with the keys of the fields in that body). Sending stops the saving (the API drops the draft).
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../src/providers/http';
import { type SigningDraftBody, signingApi } from '../../../src/providers/signingApi';

/** Quiet time after the last change before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftToSave {
  body: SigningDraftBody;
  /** The key of each field in `body.campos`, in order. */
  keys: number[];
}

interface Handlers {
  /** The draft found when the dialog opened, to show. */
  restore(body: SigningDraftBody): void;
  onRejected(errors: Record<string, string>, keys: number[]): void;
}

export function useRequestDraft(fileId: number, current: DraftToSave, handlers: Handlers) {
  /** The draft was read (or there is none): what shows is where the dialog starts. */
  const [ready, setReady] = useState(false);
  /** The file has a draft (read, or saved since). */
  const [exists, setExists] = useState(false);
  const [state, setState] = useState<DraftState>('idle');
  /** Bumped by a new start, so the state shown next is taken as the start even when unchanged. */
  const [start, setStart] = useState(0);
  const json = ready ? JSON.stringify(current.body) : null;
  /** What the server has (or the start); null: the next state seen is the start. */
  const kept = useRef<string | null>(null);
  const pending = useRef<{ json: string; keys: number[] } | null>(null);
  const stopped = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ fileId, handlers, keys: current.keys });
  latest.current = { fileId, handlers, keys: current.keys };

  useEffect(() => {
    let live = true;
    signingApi.draft(fileId, 'all').then(
      ({ rascunho }) => {
        if (!live) return;
        if (rascunho) latest.current.handlers.restore(rascunho);
        setExists(Boolean(rascunho));
        setReady(true);
      },
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, [fileId]);

  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (!next || stopped.current || next.json === kept.current) return;
    kept.current = next.json;
    setState('saving');
    const { fileId: id, handlers: on } = latest.current;
    queue.current = queue.current.then(() =>
      signingApi.saveDraft(id, JSON.parse(next.json) as SigningDraftBody, 'all').then(
        () => {
          setExists(true);
          if (!pending.current) setState('saved');
        },
        (err: unknown) => {
          // Tried again with the next change.
          if (kept.current === next.json) kept.current = '';
          setState('failed');
          if (err instanceof HttpError && err.status === 422 && err.body.errors)
            on.onRejected(err.body.errors as Record<string, string>, next.keys);
        },
      ),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new start takes the state as it is as the start.
  useEffect(() => {
    if (json === null) return;
    if (kept.current === null) {
      kept.current = json;
      return;
    }
    if (json === kept.current) {
      pending.current = null;
      return;
    }
    pending.current = { json, keys: latest.current.keys };
    const timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, flush, start]);

  // Closing the dialog saves what is still waiting.
  useEffect(() => flush, [flush]);

  return {
    ready,
    exists,
    state,
    /** Sending the request: nothing more is saved. */
    stop: useCallback(() => {
      stopped.current = true;
      pending.current = null;
    }, []),
    /** The request was not sent: saving goes on. */
    resume: useCallback(() => {
      stopped.current = false;
    }, []),
    /** Drops the draft; `reset` puts the dialog back where it began (not saved as such). */
    discard: async (reset: () => void) => {
      // After the saves under way, or one of them would bring the draft back.
      const dropped = queue.current.then(() => signingApi.dropDraft(fileId));
      queue.current = dropped.then(
        () => undefined,
        () => undefined,
      );
      try {
        await dropped;
      } catch {
        return;
      }
      kept.current = null;
      pending.current = null;
      reset();
      setExists(false);
      setState('idle');
      setStart((n) => n + 1);
    },
  };
}
