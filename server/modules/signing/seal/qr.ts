// A QR code drawn as vector rectangles (one per run of dark modules in a row, all filled as one
// path, so no seams and no image to decode or embed), in a form XObject made once per document and
// address: the band under every page of a document draws the same one, scaled where it goes.
import {
  concatTransformationMatrix,
  drawObject,
  fill,
  type PDFDocument,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

/** Modules of blank margin the QR specification asks for around the symbol. */
const QUIET_ZONE = 4;

/** A QR code drawn in a square of `units` modules (quiet zone included), origin bottom-left. */
interface QrForm {
  ref: PDFRef;
  units: number;
}

const forms = new WeakMap<PDFDocument, Map<string, QrForm>>();

/** The QR code of text as a form XObject of doc: its dark modules, row by row, merged into runs. */
function qrForm(doc: PDFDocument, text: string): QrForm {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const units = modules.size + 2 * QUIET_ZONE;
  const runs: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push(rectangle(QUIET_ZONE + start, units - QUIET_ZONE - row - 1, col - start, 1));
        start = -1;
      }
    }
  }
  const stream = doc.context.formXObject([setFillingRgbColor(0, 0, 0), ...runs, fill()], {
    BBox: [0, 0, units, units],
  });
  return { ref: doc.context.register(stream), units };
}

/** Draws the QR code of text in a square of side `side` (quiet zone included) whose bottom-left is x, y. */
export function drawQr(page: PDFPage, text: string, x: number, y: number, side: number) {
  let byText = forms.get(page.doc);
  if (!byText) {
    byText = new Map();
    forms.set(page.doc, byText);
  }
  let form = byText.get(text);
  if (!form) {
    form = qrForm(page.doc, text);
    byText.set(text, form);
  }
  const name = page.node.newXObject('QR', form.ref);
  const scale = side / form.units;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, scale, x, y),
    drawObject(name),
    popGraphicsState(),
  );
}
