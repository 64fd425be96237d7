// A QR code drawn as vector rectangles (one per run of dark modules in a row, all filled as one
// path, so no seams and no image to decode or embed).
import {
  fill,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

/** Modules of blank margin the QR specification asks for around the symbol. */
const QUIET_ZONE = 4;

interface Run {
  row: number;
  col: number;
  length: number;
}

/** The last code worked out: the same address is drawn under every page of a document. */
let last: { text: string; qr: { size: number; runs: Run[] } } | null = null;

/** The dark modules of the QR code of text, row by row, merged into horizontal runs. */
function qrRuns(text: string): { size: number; runs: Run[] } {
  if (last?.text !== text) last = { text, qr: computeRuns(text) };
  return last.qr;
}

function computeRuns(text: string): { size: number; runs: Run[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: Run[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** Draws the QR code of text in a square of side `side` (quiet zone included) whose bottom-left is x, y. */
export function drawQr(page: PDFPage, text: string, x: number, y: number, side: number) {
  const { size, runs } = qrRuns(text);
  const m = side / (size + 2 * QUIET_ZONE);
  const top = y + side - QUIET_ZONE * m;
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...runs.map((r) => rectangle(x + (QUIET_ZONE + r.col) * m, top - (r.row + 1) * m, r.length * m, m)),
    fill(),
    popGraphicsState(),
  );
}
