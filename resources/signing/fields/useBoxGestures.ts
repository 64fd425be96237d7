// Moving and resizing a field's box with the pointer (mouse, pen or finger). Pressing a box selects
// and focuses it; dragging its body moves it (onto another page too, keeping its size in points),
// dragging a corner handle resizes it. Edges snap to the page's and to the other boxes' within a few
// pixels, the box stays inside its page, and one gesture is one undo step.
import { type PointerEvent as ReactPointerEvent, useCallback, useRef } from 'react';
import type { FieldArea } from '../../../common/schemas/signatureFields';
import type { EditorField, Selection } from './editorFields';
import { type Edit, setArea } from './fieldEdits';
import {
  type Corner,
  onPage,
  type PageSize,
  pointOn,
  resizeTo,
  snapMove,
  snapTargets,
  tolerance,
} from './geometry';

/** A press that moves less than this is a tap (it selects, nothing moves). */
const DRAG_START_PX = 3;
/** The smallest a box is resized to, in pixels of the page as drawn. */
const MIN_SIDE_PX = 8;

interface Options {
  fields: EditorField[];
  /** The pages' sizes in points, by page number - 1. */
  sizes: readonly PageSize[];
  /** Where each page's overlay is drawn now (page numbers from 1). */
  pageRects(): { pagina: number; rect: DOMRectReadOnly }[];
  change(edit: Edit, tag: string): void;
  select(at: Selection): void;
}

let gestures = 0;

export function useBoxGestures(options: Options) {
  const latest = useRef(options);
  latest.current = options;

  return useCallback((e: ReactPointerEvent<HTMLElement>, at: Selection) => {
    if (e.button !== 0 || !e.isPrimary) return;
    const { fields, sizes, pageRects, change, select } = latest.current;
    const start = fields.find((f) => f.key === at.key)?.areas[at.area];
    const rectOf = (pagina: number) => pageRects().find((p) => p.pagina === pagina)?.rect;
    const startRect = start && rectOf(start.pagina);
    if (!start || !startRect) return;
    const el = e.currentTarget;
    el.focus();
    select(at);
    const corner = (e.target as HTMLElement).dataset.handle as Corner | undefined;
    const grab = {
      x: e.clientX - startRect.left - start.x * startRect.width,
      y: e.clientY - startRect.top - start.y * startRect.height,
    };
    const tag = `gesture:${++gestures}`;
    // The other boxes, as they were when the gesture began (only this one moves).
    const others = (pagina: number) =>
      fields.flatMap((f) =>
        f.areas.filter((a, i) => a.pagina === pagina && !(f.key === at.key && i === at.area)),
      );
    let moving = false;

    const resized = (ev: PointerEvent): FieldArea | null => {
      const rect = rectOf(start.pagina);
      if (!rect || !corner) return null;
      const min = { x: MIN_SIDE_PX / rect.width, y: MIN_SIDE_PX / rect.height };
      const point = pointOn(rect, ev.clientX, ev.clientY);
      return resizeTo(
        start,
        corner,
        point,
        snapTargets(others(start.pagina)),
        tolerance(rect.width, rect.height),
        min,
      );
    };
    const moved = (ev: PointerEvent): FieldArea | null => {
      const rects = pageRects();
      // The page under the pointer, or the box's own while the pointer is between pages.
      const target =
        rects.find((p) => ev.clientY >= p.rect.top && ev.clientY <= p.rect.bottom) ??
        rects.find((p) => p.pagina === start.pagina);
      const from = sizes[start.pagina - 1];
      const to = target && sizes[target.pagina - 1];
      if (!target || !from || !to) return null;
      const { marcador: _anchor, ...box } = start;
      // On another page the anchor text's box means nothing: it stays behind.
      const base =
        target.pagina === start.pagina ? start : onPage({ ...box, pagina: target.pagina }, from, to);
      const { rect } = target;
      return snapMove(
        {
          ...base,
          x: (ev.clientX - grab.x - rect.left) / rect.width,
          y: (ev.clientY - grab.y - rect.top) / rect.height,
        },
        snapTargets(others(target.pagina)),
        tolerance(rect.width, rect.height),
      );
    };

    const onMove = (ev: PointerEvent) => {
      if (!moving && Math.hypot(ev.clientX - e.clientX, ev.clientY - e.clientY) < DRAG_START_PX) return;
      moving = true;
      const next = corner ? resized(ev) : moved(ev);
      if (next) change(setArea(at, next), tag);
    };
    const onEnd = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      // A box taken to another page is drawn anew there: the focus follows it.
      if (el.isConnected) return;
      el.ownerDocument
        .querySelector<HTMLElement>(`[data-field-key="${at.key}"][data-area="${at.area}"]`)
        ?.focus();
    };
    el.setPointerCapture?.(e.pointerId);
    // On the window: the box's element is replaced when it changes page, the gesture goes on.
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
  }, []);
}
