// One page of the editor: the canvas the PDF renderer draws into (the same slots the signer's page
// uses) and, over it, the layer holding the page's field boxes. With a field type picked from the
// palette, a tap (or click) on the layer places the field there; otherwise a tap on the empty page
// clears the selection.
import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';
import { type Point, pointOn } from './geometry';

interface Props {
  pagina: number;
  /** The canvas's accessible name ("Página 2 de 5"). */
  label: string;
  /** A field type is picked and waits for its place. */
  armed: boolean;
  /** Keeps the layer's element, to measure it. */
  register(pagina: number, el: HTMLElement | null): void;
  onPlace(pagina: number, point: Point): void;
  onClear(): void;
  children: ReactNode;
}

export function PageOverlay({ pagina, label, armed, register, onPlace, onClear, children }: Props) {
  const tap = (e: MouseEvent<HTMLElement>) => {
    if (armed) onPlace(pagina, pointOn(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY));
    else if (e.target === e.currentTarget) onClear();
  };
  return (
    <>
      <canvas
        data-page={pagina}
        role="img"
        aria-label={label}
        data-testid="pdf-canvas"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
      />
      <Box
        ref={(el: HTMLElement | null) => register(pagina, el)}
        role="presentation"
        data-testid="field-page-overlay"
        data-page={pagina}
        onClick={tap}
        sx={{ position: 'absolute', inset: 0, cursor: armed ? 'crosshair' : 'default' }}
      >
        {children}
      </Box>
    </>
  );
}
