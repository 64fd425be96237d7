// The drag payload of file rows (their ids, as JSON) that folder cards accept as a move.
import type { DragEvent } from 'react';

export const FILES_DRAG_TYPE = 'application/x-cofre-files';

/** Starts dragging a file's row: the ticked files when it is one of them, else the file alone. */
export function dragFiles(e: DragEvent, selected: Set<number>, fileId: number): void {
  const ids = selected.has(fileId) ? [...selected] : [fileId];
  e.dataTransfer.setData(FILES_DRAG_TYPE, JSON.stringify(ids));
  e.dataTransfer.effectAllowed = 'move';
}
