// What a file is, read from its first bytes: the vault's kinds and the audio and video kinds
// messages carry (Ogg/Opus voice notes, MP3, M4A, MP4), never from the name alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffKind } from '../../server/modules/vault/sniff.js';
import { minimalPdf, pngBytes } from '../helpers/files.js';

const media = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/media', name));
const head = (bytes: Uint8Array) => bytes.subarray(0, SNIFF_BYTES);
/** An ISO media file's first bytes with this brand. */
const iso = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`), Buffer.alloc(8)]);

describe('sniffKind', () => {
  it('tells real audio and video files by their bytes', () => {
    expect(sniffKind(head(media('voice-note.ogg')), 'ogg')).toBe('ogg');
    expect(sniffKind(head(media('tone.mp3')), 'mp3')).toBe('mp3');
    expect(sniffKind(head(media('tone.m4a')), 'm4a')).toBe('m4a');
    expect(sniffKind(head(media('clip.mp4')), 'mp4')).toBe('mp4');
  });

  it('ignores a misleading name', () => {
    expect(sniffKind(head(media('voice-note.ogg')), 'pdf')).toBe('ogg');
    expect(sniffKind(head(minimalPdf()), 'mp3')).toBe('pdf');
    expect(sniffKind(head(pngBytes()), 'mp4')).toBe('png');
  });

  it('reads MP3 frames without an ID3 tag, but not AAC (ADTS) or JPEG', () => {
    expect(sniffKind(Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array(12).fill(0)]), 'mp3')).toBe('mp3');
    expect(sniffKind(Buffer.from([0xff, 0xf1, 0x50, 0x80, ...Array(12).fill(0)]), 'aac')).toBeUndefined();
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(12).fill(0)]), 'jpg')).toBe('jpeg');
    // Text in UTF-16 LE starts with FF FE: a spreadsheet, not audio.
    expect(sniffKind(Buffer.from('\ufeffnome\ttelefone', 'utf16le'), 'txt')).toBeUndefined();
    expect(sniffKind(Buffer.from('\ufeffJosé', 'utf16le'), 'csv')).toBeUndefined();
  });

  it('sorts ISO media by brand: audio, video, and still images refused', () => {
    expect(sniffKind(iso('M4A '), 'bin')).toBe('m4a');
    expect(sniffKind(iso('isom'), 'mp4')).toBe('mp4');
    expect(sniffKind(iso('isom'), 'm4a')).toBe('m4a');
    expect(sniffKind(iso('heic'), 'heic')).toBeUndefined();
    expect(sniffKind(iso('avif'), 'avif')).toBeUndefined();
  });

  it('knows nothing of text, HTML or executables', () => {
    expect(sniffKind(Buffer.from('<html><body>oi</body></html>'), 'mp4')).toBeUndefined();
    expect(sniffKind(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(20)]), 'ogg')).toBeUndefined();
  });
});
