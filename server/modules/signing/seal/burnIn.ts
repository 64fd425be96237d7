// The filled fields drawn into the original pages, on the server, before the band and the seal:
// each area of each field on its page, placed from fractions of the page as displayed
// (geometry.ts). An adopted mark is its image fitted in the box (proportions kept, centred); a text
// is one line in Noto Sans about 70 % of the box's height, smaller when it is too long for the box,
// left aligned and vertically centred, never outside the box; a checkbox is a square, with a check
// when ticked. An anchor's own text (`marcador`) is painted white first, so it does not show under
// the field. Only new content streams and resources are added: the incremental update holds.
import {
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import type { FieldArea } from '../../../../common/schemas/signatureFields.js';
import type { BurnContent, BurnField } from './certificateData.js';
import { fieldFont } from './fieldFont.js';
import { displayRect, fitInside, inDisplaySpace, pageGeometry, type Rect } from './geometry.js';
import { COLORS } from './layout.js';
import { embedMark } from './markImages.js';
import { encodable } from './text.js';

/**
 * Share of the box's height the text's size takes (Noto Sans's ascent plus descent, 1.36 em, then
 * fills 95 % of it); never more than the box's height holds.
 */
const TEXT_SIZE = 0.7;
/** Space left and right of the text: this share of the box's height, at most 2 pt or a tenth of its width. */
const TEXT_INSET = 0.15;
const INK = COLORS.text;

interface Placed {
  area: FieldArea;
  content: BurnContent;
}

function drawLine(page: PDFPage, font: PDFFont, text: string, box: Rect) {
  const line = encodable(font, text).trim();
  if (!line) return;
  const inset = Math.min(2, box.height * TEXT_INSET, box.width / 10);
  let size = box.height * Math.min(TEXT_SIZE, 1 / font.heightAtSize(1));
  const width = font.widthOfTextAtSize(line, size);
  if (width > box.width - 2 * inset) size *= (box.width - 2 * inset) / width;
  const height = font.heightAtSize(size);
  const descent = height - font.heightAtSize(size, { descender: false });
  page.drawText(line, {
    x: box.x + inset,
    y: box.y + (box.height - height) / 2 + descent,
    size,
    font,
    color: INK,
  });
}

function drawCheckbox(page: PDFPage, checked: boolean, box: Rect) {
  const side = Math.min(box.width, box.height) * 0.9;
  const x = box.x + (box.width - side) / 2;
  const y = box.y + (box.height - side) / 2;
  page.drawRectangle({
    x,
    y,
    width: side,
    height: side,
    borderColor: INK,
    borderWidth: Math.max(0.5, side / 16),
  });
  if (!checked) return;
  const at = (u: number, v: number) => [x + u * side, y + v * side] as const;
  page.pushOperators(
    pushGraphicsState(),
    setStrokingRgbColor(INK.red, INK.green, INK.blue),
    setLineWidth(side / 8),
    setLineCap(LineCapStyle.Round),
    setLineJoin(LineJoinStyle.Round),
    moveTo(...at(0.22, 0.52)),
    lineTo(...at(0.42, 0.28)),
    lineTo(...at(0.8, 0.74)),
    stroke(),
    popGraphicsState(),
  );
}

function drawContent(
  page: PDFPage,
  content: BurnContent,
  box: Rect,
  image: PDFImage | null,
  font: PDFFont | null,
) {
  if (content.kind === 'mark') {
    if (image) page.drawImage(image, fitInside(image.width, image.height, box));
  } else if (content.kind === 'text') {
    if (font) drawLine(page, font, content.text, box);
  } else drawCheckbox(page, content.checked, box);
}

/** The areas on each page (index from 0); areas on pages the document does not have are skipped. */
function byPage(fields: BurnField[], pageCount: number): Map<number, Placed[]> {
  const pages = new Map<number, Placed[]>();
  for (const { areas, content } of fields)
    for (const area of areas) {
      const index = area.pagina - 1;
      if (!Number.isInteger(index) || index < 0 || index >= pageCount) continue;
      const list = pages.get(index) ?? [];
      list.push({ area, content });
      pages.set(index, list);
    }
  return pages;
}

/** Draws every filled field into `pages` (the original's, in order) of doc. */
export async function burnFields(doc: PDFDocument, pages: PDFPage[], fields: BurnField[]): Promise<void> {
  const placed = byPage(fields, pages.length);
  if (placed.size === 0) return;
  const font = fields.some((f) => f.content.kind === 'text') ? await fieldFont(doc) : null;
  for (const [index, items] of placed) {
    const page = pages[index] as PDFPage;
    const images = await Promise.all(
      items.map(({ content }) => (content.kind === 'mark' ? embedMark(doc, content.mark) : null)),
    );
    const g = pageGeometry(page);
    inDisplaySpace(page, g, () => {
      for (const { area } of items)
        if (area.marcador) page.drawRectangle({ ...displayRect(g, area.marcador), color: rgb(1, 1, 1) });
      items.forEach(({ area, content }, i) => {
        drawContent(page, content, displayRect(g, area), images[i] ?? null, font);
      });
    });
  }
}
