// The document's pages as boxes at their real aspect ratio, laid out before anything renders (the
// sizes come with the signer's view), so nothing below moves when the PDF renderer fills them; the
// signer's fields are laid over them in the same boxes.
// Holds no PDF code: the page shows these right away and the renderer's chunk loads later.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface PageBox {
  largura: number;
  altura: number;
}

/** What a page is assumed to be when its size is unknown. */
export const A4: PageBox = { largura: 595, altura: 842 };

/** Zoom levels, as multiples of the preview's width (1 = fit the width). */
export const ZOOMS = [1, 1.5, 2, 3] as const;

export function PageSlots({
  sizes,
  zoom,
  render,
}: {
  sizes: readonly PageBox[];
  /** A multiple of the frame's width. */
  zoom: number;
  /** What fills page `index` (0-based); empty boxes while the renderer loads. */
  render?: (index: number) => ReactNode;
}) {
  return (
    <Box sx={{ width: `${zoom * 100}%`, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {sizes.map((size, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity
          key={index}
          data-testid="sign-page-slot"
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: `${size.largura} / ${size.altura}`,
            bgcolor: '#fff',
            boxShadow: 1,
            // The fields over the page size their text in cqw: a share of the page's width.
            containerType: 'inline-size',
          }}
        >
          {render?.(index)}
        </Box>
      ))}
    </Box>
  );
}
