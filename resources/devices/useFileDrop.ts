// A file dragged from the desktop onto a conversation becomes its attachment; `over` while one is
// held above it (the pane says "drop the file to attach it").
import { type DragEvent, useRef, useState } from 'react';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

export function useFileDrop(onFile: (file: File) => void) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them.
  const depth = useRef(0);
  const handlers = {
    onDragEnter(e: DragEvent) {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth.current++;
      setOver(true);
    },
    onDragOver(e: DragEvent) {
      if (carriesFiles(e)) e.preventDefault();
    },
    onDragLeave(e: DragEvent) {
      if (!carriesFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop(e: DragEvent) {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth.current = 0;
      setOver(false);
      const file = e.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };
  return { over, handlers };
}
