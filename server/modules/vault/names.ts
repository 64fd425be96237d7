// File names in the vault: what a client sends is never trusted as a path. A name is cut to its
// last path part, cleaned of control, bidirectional and reserved characters, NFC-normalised and
// kept within 255 characters (the extension survives the cut). Names never reach the file
// system (blob keys are server-made); they are what users see and what downloads are called.

export const FILE_NAME_MAX = 255;
export const DEFAULT_FILE_NAME = 'arquivo';

// C0/C1 controls and DEL; bidi overrides and isolates (the "invoice‮fdp.exe" trick); zero-width
// and BOM characters that make two names look the same.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const RESERVED = /[<>:"/\\|?*]/g;
/** An extension: 1–10 letters or digits with at least one letter (so "v1.2" has none). */
const EXTENSION = /\.([A-Za-z0-9]{0,9}[A-Za-z][A-Za-z0-9]{0,9})$/;

/** The lower-case extension of a name without its dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const match = EXTENSION.exec(name);
  if (!match?.[1] || match[1].length > 10 || match.index === 0) return '';
  return match[1].toLowerCase();
}

/** The name split into the part before the extension and the extension with its dot ('' if none). */
export function splitName(name: string): { base: string; ext: string } {
  const ext = extensionOf(name);
  if (!ext) return { base: name, ext: '' };
  const cut = name.length - ext.length - 1;
  return { base: name.slice(0, cut), ext: name.slice(cut) };
}

/** Shortens a name to `max` characters, cutting the base and keeping the extension whole. */
export function fitName(name: string, max = FILE_NAME_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const { base, ext } = splitName(name);
  const extChars = Array.from(ext);
  if (extChars.length >= max) return chars.slice(0, max).join('');
  return (
    Array.from(base)
      .slice(0, max - extChars.length)
      .join('')
      .replace(/[. ]+$/, '') + ext
  );
}

/**
 * A client-sent file name made safe to show and store: only the last path part (either slash),
 * no control, bidi or reserved characters, no leading/trailing spaces or trailing dots, NFC, at
 * most 255 characters with the extension kept; '' when nothing is left (callers pick a default).
 */
export function cleanFileName(raw: string): string {
  const normalised = raw.normalize('NFC');
  const last = normalised.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(INVISIBLE, '')
    .replace(RESERVED, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  return fitName(cleaned).normalize('NFC');
}

/** cleanFileName, with 'arquivo' for a name that leaves nothing. */
export function sanitizeFileName(raw: string | undefined | null): string {
  return cleanFileName(raw ?? '') || DEFAULT_FILE_NAME;
}

/** `name` with ' (n)' before its extension, still within 255 characters. */
export function withSuffix(name: string, n: number): string {
  const { base, ext } = splitName(name);
  const suffix = ` (${n})`;
  const room = FILE_NAME_MAX - Array.from(ext).length - suffix.length;
  const cutBase = Array.from(base).slice(0, Math.max(room, 1)).join('');
  return `${cutBase}${suffix}${ext}`;
}

/**
 * The first free name among `name`, `name (2)`, `name (3)`… given the names already taken
 * (compared case-insensitively). A name that already ends in ' (n)' counts on from n.
 */
export function firstFreeName(name: string, taken: Iterable<string>): string {
  const used = new Set(Array.from(taken, (t) => t.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const { base, ext } = splitName(name);
  const numbered = /^(.*) \((\d{1,6})\)$/.exec(base);
  const stem = numbered?.[1] && numbered[1].length > 0 ? `${numbered[1]}${ext}` : name;
  let n = numbered ? Number(numbered[2]) + 1 : 2;
  for (; ; n++) {
    const candidate = withSuffix(stem, n);
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** The part of a name shared by all its suffixed variants ("a.pdf", "a (2).pdf" → "a"). */
export function nameStem(name: string): string {
  const { base } = splitName(name);
  const numbered = /^(.*) \((\d{1,6})\)$/.exec(base);
  return numbered?.[1] && numbered[1].length > 0 ? numbered[1] : base;
}
