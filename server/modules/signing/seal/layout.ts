// The page flow of the certificate: A4 pages with a header and room for a footer, text blocks
// measured before they are drawn (so a block is kept on one page), and a cursor moving down.
import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { encodable, wrap } from './text.js';

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4 as [number, number];
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where content starts (below the header) and stops (above the footer). */
const CONTENT_TOP = PAGE_HEIGHT - 62;
const CONTENT_BOTTOM = 62;

export const COLORS = {
  accent: rgb(0.09, 0.29, 0.52),
  text: rgb(0.12, 0.13, 0.15),
  muted: rgb(0.4, 0.43, 0.48),
  rule: rgb(0.84, 0.86, 0.89),
  box: rgb(0.965, 0.972, 0.98),
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

/** Lines of one style at an x, measured: height = lines × leading. */
export interface TextBlock {
  x: number;
  lines: string[];
  style: TextStyle;
  leading: number;
  height: number;
}

export function textBlock(style: TextStyle, text: string, x: number, width: number): TextBlock {
  const lines = wrap(style.font, style.size, encodable(style.font, text), width);
  const leading = style.size * 1.32;
  return { x, lines, style, leading, height: lines.length * leading };
}

export function drawBlock(page: PDFPage, block: TextBlock, top: number) {
  const { font, size, color } = block.style;
  block.lines.forEach((line, i) => {
    if (line)
      page.drawText(line, { x: block.x, y: top - size * 0.92 - i * block.leading, font, size, color });
  });
}

export class Flow {
  readonly pages: PDFPage[] = [];
  private current: PDFPage | null = null;
  /** The top of the free space on the current page. */
  y = CONTENT_TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly decorate: (page: PDFPage) => void,
  ) {}

  get page(): PDFPage {
    return this.current ?? this.newPage();
  }

  newPage(): PDFPage {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.decorate(page);
    this.pages.push(page);
    this.current = page;
    this.y = CONTENT_TOP;
    return page;
  }

  /** Starts a new page unless `height` fits below the cursor (or the page is still empty). */
  ensure(height: number) {
    if (!this.current || (this.y - height < CONTENT_BOTTOM && this.y < CONTENT_TOP)) this.newPage();
  }

  /** Draws blocks side by side from the cursor and moves it below the tallest plus `gap`. */
  row(blocks: TextBlock[], gap: number) {
    const height = Math.max(0, ...blocks.map((b) => b.height));
    this.ensure(height);
    for (const b of blocks) drawBlock(this.page, b, this.y);
    this.y -= height + gap;
  }

  rule(y: number) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness: 0.6,
      color: COLORS.rule,
    });
  }
}
