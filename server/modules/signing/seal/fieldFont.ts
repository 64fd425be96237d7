// The font filled-in text is written in on the pages: Noto Sans (Latin: every Portuguese letter),
// embedded as a subset of the glyphs used. The .woff is read and parsed by fontkit once per process
// (parsing was about half of what embedding it cost) and embedded once per PDF; @pdf-lib/fontkit
// subsets a .woff correctly (its .woff2 reader does not).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;

const FONT_FILE = '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff';

let bytes: Uint8Array | undefined;
let parsed: Font | undefined;

function fontBytes(): Uint8Array {
  bytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  return bytes;
}

/**
 * fontkit as pdf-lib calls it, handing back the parsed Noto Sans for its bytes: each document makes
 * its own subset from it (createSubset), nothing of one document stays in the font object.
 */
const cachedFontkit: Fontkit = {
  create: (data, name) => {
    if (data !== fontBytes()) return fontkit.create(data, name);
    parsed ??= fontkit.create(data, name);
    return parsed;
  },
};

const embedded = new WeakMap<PDFDocument, Promise<PDFFont>>();

/** Noto Sans embedded in doc (a subset), the same font object for every call on that doc. */
export function fieldFont(doc: PDFDocument): Promise<PDFFont> {
  let font = embedded.get(doc);
  if (!font) {
    doc.registerFontkit(cachedFontkit);
    font = doc.embedFont(fontBytes(), { subset: true });
    embedded.set(doc, font);
  }
  return font;
}
