// The handwriting font typed marks are written in: Dancing Script (SIL OFL, from @fontsource), its
// Latin and Latin Extended faces, served by this site (the CSP allows fonts from 'self') and added to
// the document only when a typed mark is first shown. A typed mark is drawn only once the faces its
// text needs are in and `document.fonts.check` says so for it and for the Portuguese letters: a
// fallback font never makes a signature. Characters the font has no face for are named instead.

import latinUrl from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';
import latinExtUrl from '@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff2?url';
import { useEffect, useState } from 'react';

/** A family name of our own, so nothing else on the page (or its CSS) decides these faces. */
const HANDWRITING = 'Cofre Dancing Script';

/** The faces and the characters each covers (@fontsource/dancing-script's unicode.json). */
const FACES = [
  {
    url: latinUrl,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExtUrl,
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

/** Letters of Portuguese names that must come out in the handwriting, not in a fallback. */
export const PORTUGUESE_LETTERS = 'çÇãÃõÕáÁéÉíÍóÓúÚâÂêÊôÔàÀü';

const RANGES = FACES.flatMap((f) =>
  f.range.split(',').map((r) => {
    const [lo = '0', hi = lo] = r.replace('U+', '').split('-');
    return [Number.parseInt(lo, 16), Number.parseInt(hi, 16)] as const;
  }),
);

/** The text as drawn: composed (a typed "e" + accent becomes "é"), without outer spaces. */
export const typedText = (text: string) => text.normalize('NFC').trim();

/** The characters of `text` the font has no face for, each once ("" when it has them all). */
export function missingGlyphs(text: string): string {
  const missing = new Set<string>();
  for (const ch of typedText(text)) {
    const code = ch.codePointAt(0) ?? 0;
    if (!/\s/u.test(ch) && !RANGES.some(([lo, hi]) => code >= lo && code <= hi)) missing.add(ch);
  }
  return [...missing].join('');
}

export const fontSpec = (px: number) => `${px}px "${HANDWRITING}"`;

let added = false;

/** Loads the faces `text` and the Portuguese letters need; true when the browser has them all. */
export async function loadHandwriting(text: string): Promise<boolean> {
  if (typeof FontFace === 'undefined' || !document.fonts) return false;
  if (!added) {
    for (const face of FACES)
      document.fonts.add(
        new FontFace(HANDWRITING, `url(${face.url}) format('woff2')`, {
          unicodeRange: face.range,
          display: 'block',
        }),
      );
    added = true;
  }
  const sample = PORTUGUESE_LETTERS + typedText(text);
  try {
    await document.fonts.load(fontSpec(48), sample);
  } catch {
    return false;
  }
  return document.fonts.check(fontSpec(48), sample);
}

export interface Handwriting {
  /** How the last load ended ('loading' before the first one does). */
  state: 'loading' | 'ready' | 'failed';
  /** The text that load was for: a typed mark is ready when it is the text shown. */
  text: string | null;
}

/** Loads the font for `text` while `active` (the typed tab shown), again as the text changes. */
export function useHandwriting(active: boolean, text: string): Handwriting {
  const [font, setFont] = useState<Handwriting>({ state: 'loading', text: null });
  useEffect(() => {
    if (!active) return;
    let current = true;
    void loadHandwriting(text).then((ok) => {
      if (current) setFont({ state: ok ? 'ready' : 'failed', text });
    });
    return () => {
      current = false;
    };
  }, [active, text]);
  return font;
}

/** Whether `text` can be adopted as typed: something to write, every character in the font, its faces in. */
export const typedReady = (font: Handwriting, text: string) =>
  font.state === 'ready' && font.text === text && typedText(text) !== '' && missingGlyphs(text) === '';
