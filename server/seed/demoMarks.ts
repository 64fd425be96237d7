// The demo signers' handwritten-looking signature and rubrica: a cursive stroke drawn from the
// person's name (the same name always draws the same stroke), rendered by sharp from an SVG path and
// cropped like any adopted mark. No font is involved, so it looks the same on every machine.
import sharp from 'sharp';
import type { MarkType } from '../../common/signatureFields.js';
import { markImage, type StoredMarkImage } from '../modules/signing/fields/markImage.js';

/** A small deterministic generator seeded by the text (mulberry32 over a string hash). */
function randomFrom(text: string): () => number {
  let seed = 0;
  for (const ch of text) seed = (Math.imul(seed, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A cursive line: one turn of a prolate trochoid per letter (a loop when the letter is tall, a
 * hump otherwise), slanted to the right, then a flourish under it.
 */
function strokePath(letters: string, width: number, height: number, random: () => number): string {
  const turns = Math.max(letters.length, 1);
  const step = (width - 60) / turns;
  const base = height * 0.66;
  const points: string[] = [];
  const n = (v: number) => v.toFixed(1);
  [...letters].forEach((ch, i) => {
    const tall = /[A-ZÁÉÍÓÚÂÊÔÃÕÇbdfhklt]/.test(ch);
    const h = height * ((tall ? 0.55 : 0.26) + random() * 0.08);
    const loop = tall ? 0.55 : 0.18;
    for (let k = 0; k < 24; k++) {
      const t = (k / 24) * 2 * Math.PI;
      const up = (h * (1 - Math.cos(t))) / 2;
      const x = 30 + step * (i + t / (2 * Math.PI)) - step * loop * Math.sin(t) + up * 0.25;
      points.push(`${n(x)} ${n(base - up)}`);
    }
  });
  points.push(`${n(width - 30)} ${n(base)}`);
  const flourish = `M 36 ${n(base + height * 0.2)} Q ${n(width / 2)} ${n(base + height * 0.3)}, ${n(width - 36)} ${n(base + height * 0.12)}`;
  return `M ${points.join(' L ')} ${flourish}`;
}

/** The demo person's signature (their name) or rubrica (their initials), as stored. */
export async function demoMark(nome: string, tipo: MarkType): Promise<StoredMarkImage> {
  const words = nome.split(/\s+/).filter(Boolean);
  const letters = tipo === 'assinatura' ? words.slice(0, 2).join('') : words.map((w) => w[0] ?? '').join('');
  const [width, height] = tipo === 'assinatura' ? [640, 200] : [220, 160];
  const path = strokePath(letters, width, height, randomFrom(`${tipo}:${nome}`));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${path}" stroke="#1a237e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>`;
  return markImage(await sharp(Buffer.from(svg)).png().toBuffer(), tipo);
}
