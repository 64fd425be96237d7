// The text of a contact list saved by a spreadsheet, whatever encoding it was saved in: Excel in
// pt-BR writes "CSV (separado por vírgulas)" in Windows-1252, "CSV UTF-8" with a BOM, "Texto
// Unicode" in UTF-16 LE with a BOM; LibreOffice and Google Sheets write UTF-8 without one. Legacy
// encodings are decoded by iconv-lite (Node 20's TextDecoder reads 'windows-1252' as ISO-8859-1:
// "€" and the curly quotes Excel puts in text come out as control characters); ISO-8859-1 files
// read the same as Windows-1252, their superset.
import iconv from 'iconv-lite';

/** How the bytes were read (shown with the preview). */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * UTF-16 without a BOM: in a table of Latin text every other byte is zero. Looks at the first
 * 4 KiB; 'le' when the zeros sit at odd offsets, 'be' at even ones, null otherwise.
 */
function bomlessUtf16(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

/** Decodes the bytes: a BOM decides; else UTF-16 by its zeros; else UTF-8 if valid; else Windows-1252. */
export function decodeText(bytes: Buffer): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return { text: iconv.decode(bytes, utf16), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(bytes, 'windows-1252'), encoding: 'windows-1252' };
  }
}

/**
 * True when the text holds characters no spreadsheet writes (NUL and the other C0 controls but tab,
 * line feed, carriage return and form feed): the file is binary, not a table.
 */
export function hasControlCharacters(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}
