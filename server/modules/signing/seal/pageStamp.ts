// Every original page of a sealed document carries the verification code, the verification address
// and a QR code to it, in a band added below the page (its box grows downwards; nothing the page
// shows is covered or moved). Only page dictionaries change and small content streams are added,
// so the seal's incremental update keeps the original's bytes intact.
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { CertificateData } from './certificateData.js';
import { CERTIFICATE_TEXT } from './certificateText.js';
import { COLORS } from './layout.js';
import { drawQr } from './qr.js';
import { encodable, wrap } from './text.js';

/** Height of the band, in points (about 13 mm): a QR that phones read, two lines of text. */
export const STAMP_HEIGHT = 38;
const PADDING = 3;
const FONT_SIZE = 6.5;

/** Draws the band below each page; `pages` are the original's, in order. */
export function stampPages(pages: PDFPage[], data: CertificateData, font: PDFFont): void {
  const t = CERTIFICATE_TEXT[data.lang];
  pages.forEach((page, i) => {
    const media = page.getMediaBox();
    const crop = page.getCropBox();
    // The band sits under what the reader sees (the crop box), inside a media box grown to hold it.
    const bottom = crop.y - STAMP_HEIGHT;
    page.setMediaBox(
      media.x,
      Math.min(media.y, bottom),
      media.width,
      media.y + media.height - Math.min(media.y, bottom),
    );
    page.setCropBox(crop.x, bottom, crop.width, crop.height + STAMP_HEIGHT);
    // Whatever the page drew outside its old box would show in the band: white it out first.
    page.drawRectangle({
      x: crop.x,
      y: bottom,
      width: crop.width,
      height: STAMP_HEIGHT,
      color: rgb(1, 1, 1),
    });
    page.drawLine({
      start: { x: crop.x, y: crop.y },
      end: { x: crop.x + crop.width, y: crop.y },
      thickness: 0.5,
      color: COLORS.rule,
    });
    const side = STAMP_HEIGHT - 2 * PADDING;
    drawQr(page, data.verificacao.url, crop.x + PADDING, bottom + PADDING, side);
    const x = crop.x + side + 2 * PADDING;
    const width = Math.max(crop.width - side - 4 * PADDING, 40);
    const text = encodable(
      font,
      t.stamp(data.appName, data.verificacao.codigo, data.verificacao.url, i + 1, pages.length),
    );
    const lines = wrap(font, FONT_SIZE, text, width).slice(0, 3);
    const lineHeight = FONT_SIZE + 2;
    let y = bottom + STAMP_HEIGHT / 2 + ((lines.length - 1) * lineHeight) / 2 - FONT_SIZE / 3;
    for (const line of lines) {
      page.drawText(line, { x, y, size: FONT_SIZE, font, color: COLORS.text });
      y -= lineHeight;
    }
  });
}
