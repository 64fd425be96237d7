// The editor's keys, read on its root element: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo,
// Ctrl/Cmd+V pastes (anywhere in the editor); on a focused box, the arrows move it (Shift: more),
// Delete or Backspace takes it away and Ctrl/Cmd+C copies it; Esc lets go of the type picked or the
// box selected before it closes the dialog. Text boxes keep their own keys (but Enter sends nothing).
import { useEffect, useRef } from 'react';

export interface EditorKeys {
  undo(): void;
  redo(): void;
  /** False when there was nothing to paste. */
  paste(): boolean;
  copy(): void;
  nudge(dx: number, dy: number, big: boolean): void;
  remove(): void;
  /** False when there was nothing to let go of (the dialog closes then). */
  escape(): boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function useEditorKeys(root: HTMLElement | null, disabled: boolean, keys: EditorKeys) {
  const latest = useRef({ keys, disabled });
  latest.current = { keys, disabled };

  useEffect(() => {
    if (!root) return;
    const onKey = (e: KeyboardEvent) => {
      const { keys: on, disabled: off } = latest.current;
      const target = e.target as HTMLElement;
      if (off) return;
      if (target.closest('input, textarea, select')) {
        // Enter in the panel's text boxes does not send the request (the dialog is a form).
        if (e.key === 'Enter' && target instanceof HTMLInputElement) e.preventDefault();
        return;
      }
      // Handled here: neither the browser nor the dialog (Esc closes it) acts on it too.
      const handled = () => {
        e.preventDefault();
        e.stopPropagation();
      };
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        handled();
        if (e.shiftKey) on.redo();
        else on.undo();
      } else if (mod && key === 'y') {
        handled();
        on.redo();
      } else if (mod && key === 'v') {
        if (on.paste()) handled();
      } else if (e.key === 'Escape') {
        if (on.escape()) handled();
      } else if (target.closest('[data-field-key]')) {
        const arrow = ARROWS[e.key];
        if (mod && key === 'c') {
          handled();
          on.copy();
        } else if (arrow && !mod && !e.altKey) {
          handled();
          on.nudge(arrow[0], arrow[1], e.shiftKey);
        } else if (e.key === 'Delete' || e.key === 'Backspace') {
          handled();
          on.remove();
        }
      }
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [root]);
}
