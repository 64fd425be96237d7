// An adopted signature or rubrica as stored: whatever was drawn, typed or uploaded (PNG or JPEG by
// its bytes, else 422), cropped to its ink with a small margin, its near-white background made
// transparent (so a photographed signature does not cover the lines under it), fitted to a size a
// page needs, and written as a PNG of at most MARK_PNG_MAX_BYTES. Nothing is ever stored as a data
// URL: the PNG goes to the blob store and its SHA-256 into the evidence.
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { MARK_PNG_MAX_BYTES, type MarkType } from '../../../../common/signatureFields.js';
import { fieldError } from '../../../http/errors.js';
import { sniffKind } from '../../vault/sniff.js';

/** Decoding bombs: refuse images with more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The largest stored mark, in pixels (a signature box is rarely over 250 pt wide: 3× that is sharp). */
const MAX_SIZE: Record<MarkType, { width: number; height: number }> = {
  assinatura: { width: 900, height: 360 },
  rubrica: { width: 480, height: 360 },
};
/** A pixel is ink when it is visible and darker than paper. */
const ALPHA_INK = 24;
const PAPER = 236;
const MARGIN = 4;

export interface StoredMarkImage {
  png: Buffer;
  sha256: string;
  largura: number;
  altura: number;
}

/** The PNG to store for an uploaded mark image; 422 on `imagem` when it is not PNG/JPEG, unreadable or blank. */
export async function markImage(bytes: Buffer, tipo: MarkType): Promise<StoredMarkImage> {
  const kind = sniffKind(bytes.subarray(0, 16), '');
  if (kind !== 'png' && kind !== 'jpeg') throw fieldError('imagem', 'fields.mark_type');
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fieldError('imagem', 'fields.mark_unreadable');
  }
  const { data, info } = raw;
  const { width, height } = info;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      const a = data[i + 3] as number;
      if (a <= ALPHA_INK) {
        data[i + 3] = 0;
        continue;
      }
      if (r >= PAPER && g >= PAPER && b >= PAPER) {
        // Paper: transparent, so the page shows through.
        data[i + 3] = 0;
        continue;
      }
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) throw fieldError('imagem', 'fields.mark_empty');
  const box = {
    left: Math.max(0, left - MARGIN),
    top: Math.max(0, top - MARGIN),
    width: Math.min(width, right + MARGIN + 1) - Math.max(0, left - MARGIN),
    height: Math.min(height, bottom + MARGIN + 1) - Math.max(0, top - MARGIN),
  };
  const max = MAX_SIZE[tipo];
  const cropped = await sharp(data, { raw: { width, height, channels: 4 } })
    .extract(box)
    .resize(max.width, max.height, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const png = await fitBytes(cropped.data, cropped.info.width, cropped.info.height);
  const meta = await sharp(png).metadata();
  return {
    png,
    sha256: createHash('sha256').update(png).digest('hex'),
    largura: meta.width ?? cropped.info.width,
    altura: meta.height ?? cropped.info.height,
  };
}

/** The RGBA pixels as a PNG under MARK_PNG_MAX_BYTES: lossless first, then a palette, then smaller. */
async function fitBytes(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  const encode = (w: number, h: number, palette: boolean) => {
    const image = sharp(rgba, { raw: { width, height, channels: 4 } });
    const sized = w === width ? image : image.resize(w, h, { fit: 'fill' });
    return sized
      .png(palette ? { palette: true, colours: 64, compressionLevel: 9, effort: 8 } : { compressionLevel: 9 })
      .toBuffer();
  };
  let png = await encode(width, height, false);
  if (png.length <= MARK_PNG_MAX_BYTES) return png;
  let scale = 1;
  for (;;) {
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    png = await encode(w, h, true);
    if (png.length <= MARK_PNG_MAX_BYTES || w <= 32) return png;
    scale *= 0.75;
  }
}
