// Every original page of a sealed document carries, in a band added below the page as displayed,
// who signed it, the verification code, the verification address, a QR code to it and the page's
// number. The page's box grows on the side that is its displayed bottom (geometry.ts), so on a page
// turned by /Rotate the band still sits under it, reading left to right; nothing the page shows is
// covered or moved. Only page dictionaries change and small content streams are added, so the
// seal's incremental update keeps the original's bytes intact.
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { CertificateData } from './certificateData.js';
import { CERTIFICATE_TEXT } from './certificateText.js';
import { extendBelow, inDisplaySpace, pageGeometry } from './geometry.js';
import { COLORS } from './layout.js';
import { drawQr } from './qr.js';
import { encodable, truncate, wrap } from './text.js';

/** The band's least height, in points (about 13 mm): a QR code phones read; more text makes it taller. */
export const BAND_MIN_HEIGHT = 38;
const PADDING = 3;
const QR_SIDE = BAND_MIN_HEIGHT - 2 * PADDING;
const FONT_SIZE = 7.5;
const LEADING = FONT_SIZE * 1.3;
/** Signatories named in the band (the others are counted; the certificate names them all). */
const NAMES_MAX = 5;
const NAME_MAX = 60;

/** The band's text for page `page` of `total`. */
function bandText(data: CertificateData, page: number, total: number): string {
  const names = data.signatarios.slice(0, NAMES_MAX).map((s) => truncate(s.nome.trim(), NAME_MAX));
  const more = data.signatarios.length - names.length;
  const { codigo, url } = data.verificacao;
  return CERTIFICATE_TEXT[data.lang].stamp(data.appName, names, more, codigo, url, page, total);
}

/** Draws the band below each page; `pages` are the original's, in order. */
export function stampPages(pages: PDFPage[], data: CertificateData, font: PDFFont): void {
  pages.forEach((page, i) => {
    const textWidth = Math.max(pageGeometry(page).width - QR_SIDE - 4 * PADDING, 40);
    const lines = wrap(font, FONT_SIZE, encodable(font, bandText(data, i + 1, pages.length)), textWidth);
    const height = Math.max(BAND_MIN_HEIGHT, lines.length * LEADING + 2 * PADDING + 2);
    const g = extendBelow(page, height);
    inDisplaySpace(page, g, () => {
      // Whatever the page drew outside its old box would show in the band: white it out first.
      page.drawRectangle({ x: 0, y: 0, width: g.width, height, color: rgb(1, 1, 1) });
      page.drawLine({
        start: { x: 0, y: height },
        end: { x: g.width, y: height },
        thickness: 0.5,
        color: COLORS.rule,
      });
      drawQr(page, data.verificacao.url, PADDING, (height - QR_SIDE) / 2, QR_SIDE);
      const x = QR_SIDE + 2 * PADDING;
      let y = height / 2 + ((lines.length - 1) * LEADING) / 2 - FONT_SIZE / 3;
      for (const line of lines) {
        page.drawText(line, { x, y, size: FONT_SIZE, font, color: COLORS.text });
        y -= LEADING;
      }
    });
  });
}
