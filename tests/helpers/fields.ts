// Visible signatures and fields through the real API: a signer adopting a mark (multipart, as the
// SPA sends it), a user saving one in the profile, and images to adopt — a drawn-looking signature
// on white with wide margins (so cropping shows), a blank one, a JPEG.
import sharp from 'sharp';
import type { TestApp } from './app.js';

export interface UploadAnswer {
  status: number;
  body: any;
}

async function multipart(
  app: TestApp,
  method: 'PUT' | 'POST',
  path: string,
  image: Uint8Array,
  o: { origem?: string; token?: string; type?: string; extra?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('origem', o.origem ?? 'desenho');
  for (const [k, v] of Object.entries(o.extra ?? {})) form.append(k, v);
  form.append(
    'imagem',
    new Blob([image as Uint8Array<ArrayBuffer>], { type: o.type ?? 'image/png' }),
    'marca.png',
  );
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** PUT /api/assinar/{token}/marca/{tipo}: the link's signatory adopts a mark. */
export const adoptByLink = (
  app: TestApp,
  token: string,
  tipo: string,
  image: Uint8Array,
  o: { origem?: string; type?: string } = {},
) => multipart(app, 'PUT', `/api/assinar/${token}/marca/${tipo}`, image, o);

/** PUT /api/arquivo/{id}/marca/{tipo}: a signed-in signatory adopts a mark. */
export const adoptSignedIn = (
  app: TestApp,
  bearer: string,
  fileId: number,
  tipo: string,
  image: Uint8Array,
  extra: Record<string, string> = {},
) => multipart(app, 'PUT', `/api/arquivo/${fileId}/marca/${tipo}`, image, { token: bearer, extra });

/** PUT /api/usuario/marca/{tipo}: saves a mark in the profile. */
export const saveProfileMark = (app: TestApp, bearer: string, tipo: string, image: Uint8Array) =>
  multipart(app, 'PUT', `/api/usuario/marca/${tipo}`, image, { token: bearer, origem: 'digitada' });

/**
 * A signature-like image: a dark scribble on white, with wide white margins around it. `ink` is
 * where the scribble lies, in the image's pixels.
 */
export async function scribble(
  width = 600,
  height = 300,
  format: 'png' | 'jpeg' = 'png',
): Promise<{ bytes: Buffer; ink: { left: number; top: number; width: number; height: number } }> {
  const ink = {
    left: Math.round(width * 0.3),
    top: Math.round(height * 0.4),
    width: Math.round(width * 0.4),
    height: Math.round(height * 0.2),
  };
  const path = `M ${ink.left} ${ink.top + ink.height} C ${ink.left + ink.width * 0.3} ${ink.top - ink.height}, ${ink.left + ink.width * 0.6} ${ink.top + ink.height * 2}, ${ink.left + ink.width} ${ink.top}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" stroke="#102060" stroke-width="6" fill="none"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes = await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  return { bytes, ink };
}

/** A white image with nothing on it. */
export const blankImage = () =>
  sharp({ create: { width: 200, height: 80, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** Noise that does not compress: a large PNG (bytes ≈ 3 × width × height). */
export const noisyImage = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 200))), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
