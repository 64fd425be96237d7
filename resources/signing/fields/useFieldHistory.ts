// The fields being placed, with their undo and redo, and the box selected. Every change is a step
// back; changes under the same tag (one drag of the pointer, the letters typed into one label) make a
// single step. Removing a signatory takes their fields out of every step, so undo never brings back
// a field whose signatory is gone.
import { useCallback, useState } from 'react';
import type { EditorField, Selection } from './editorFields';

/** Steps kept back. */
const HISTORY_MAX = 100;

interface History {
  past: EditorField[][];
  present: EditorField[];
  future: EditorField[][];
  /** The tag of the last change, to merge the next one with it. */
  tag: string | null;
}

export type FieldEdit = (fields: EditorField[]) => EditorField[];

export interface FieldHistory {
  fields: EditorField[];
  /** Applies an edit as one step, or as part of the last one when `tag` is the same. */
  change(edit: FieldEdit, tag?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Starts over from these fields, without steps (a draft loaded, dropped). */
  reset(fields: EditorField[]): void;
  /** Drops the fields of signatories no longer in the request, in every step. */
  keepOwners(owners: readonly number[]): void;
  selected: Selection | null;
  select(selection: Selection | null): void;
}

export function useFieldHistory(initial: () => EditorField[]): FieldHistory {
  const [history, setHistory] = useState<History>(() => ({
    past: [],
    present: initial(),
    future: [],
    tag: null,
  }));
  const [selected, select] = useState<Selection | null>(null);

  const change = useCallback((edit: FieldEdit, tag?: string) => {
    setHistory((h) => {
      const present = edit(h.present);
      if (present === h.present) return h;
      const merge = tag !== undefined && tag === h.tag;
      return {
        past: merge ? h.past : [...h.past, h.present].slice(-HISTORY_MAX),
        present,
        future: [],
        tag: tag ?? null,
      };
    });
  }, []);
  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.past.at(-1);
      return previous
        ? { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], tag: null }
        : h;
    });
  }, []);
  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...future] = h.future;
      return next ? { past: [...h.past, h.present], present: next, future, tag: null } : h;
    });
  }, []);
  const reset = useCallback((fields: EditorField[]) => {
    setHistory({ past: [], present: fields, future: [], tag: null });
  }, []);
  const keepOwners = useCallback((owners: readonly number[]) => {
    const keep = (fields: EditorField[]) =>
      fields.every((f) => owners.includes(f.owner)) ? fields : fields.filter((f) => owners.includes(f.owner));
    setHistory((h) => ({
      past: h.past.map(keep),
      present: keep(h.present),
      future: h.future.map(keep),
      tag: h.tag,
    }));
  }, []);

  // A selection an undo (or a removal) took away is no selection.
  const shown =
    selected && history.present.find((f) => f.key === selected.key)?.areas[selected.area] ? selected : null;
  return {
    fields: history.present,
    change,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    reset,
    keepOwners,
    selected: shown,
    select,
  };
}
