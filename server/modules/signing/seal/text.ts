// Text for the standard PDF fonts: they encode WinAnsi only, so any other character (CJK, emoji,
// control characters) becomes '?' (or a space) instead of making pdf-lib throw; and lines are
// wrapped to a width, breaking inside a word only when the word alone is too wide.
import type { PDFFont } from 'pdf-lib';

const charsets = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

/** The text as the font can write it: NFC, whitespace as spaces, the rest replaced by '?'. */
export function encodable(font: PDFFont, text: string): string {
  const set = charsetOf(font);
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) out += ' ';
    else out += set.has(cp) ? ch : '?';
  }
  return out;
}

/** Cuts a text to at most max characters, marking the cut with an ellipsis. */
export const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** Splits one word that is wider than the line into pieces that fit. */
function breakWord(word: string, fits: (s: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && !fits(piece + ch)) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The text (already encodable) in lines no wider than width; at least one line. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (fits(word)) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, fits);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}
