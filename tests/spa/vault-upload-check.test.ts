// The vault's sizes as people read them ('1,5 MB') and the browser's check of a file before it is
// sent, with the same limits and refusals as the API (too large, empty, type not allowed).
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../resources/vault/bytes';
import '../../resources/vault/messages';
import { acceptAttribute, extensionOf, precheckUpload } from '../../resources/vault/uploadCheck';
import { lateMessage } from '../../src/providers/lateMessages';

const MiB = 1024 * 1024;
const limits = { max_bytes: 100 * MiB, extensions: ['pdf', 'png', 'jpg', 'jpeg', 'docx'] };

describe('file sizes', () => {
  it('writes 1024-based units with a comma in pt-BR', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1.5 * MiB)).toBe('1,5 MB');
    expect(formatBytes(100 * MiB)).toBe('100 MB');
    expect(formatBytes(2.25 * 1024 * MiB)).toBe('2,3 GB');
  });

  it('writes a point in English', () => {
    expect(formatBytes(1.5 * MiB, 'en')).toBe('1.5 MB');
    expect(formatBytes(1234, 'en')).toBe('1.2 KB');
  });
});

describe('the check before an upload', () => {
  it('lets an allowed file within the limit through, whatever the case of its extension', () => {
    expect(precheckUpload({ name: 'contrato.PDF', size: 10 * MiB }, limits)).toBeNull();
    expect(precheckUpload({ name: 'foto.jpeg', size: 100 * MiB }, limits)).toBeNull();
  });

  it('refuses a file over the limit with the limit written as the API writes it', () => {
    const refusal = precheckUpload({ name: 'grande.pdf', size: 100 * MiB + 1 }, limits);
    expect(refusal).toEqual({
      key: 'resources.vault.upload.too_large',
      args: { name: 'grande.pdf', max: '100 MB' },
    });
    expect(
      lateMessage('pt_BR', 'resources.vault.upload.too_large')?.replace('%{max}', refusal?.args.max ?? ''),
    ).toBe('O arquivo excede o limite de 100 MB.');
  });

  it('refuses a type the deployment does not accept, naming the accepted ones', () => {
    expect(precheckUpload({ name: 'script.exe', size: 10 }, limits)).toEqual({
      key: 'resources.vault.upload.type_not_allowed',
      args: { name: 'script.exe', allowed: 'pdf, png, jpg, jpeg, docx' },
    });
    expect(precheckUpload({ name: 'sem-extensao', size: 10 }, limits)?.key).toBe(
      'resources.vault.upload.type_not_allowed',
    );
    expect(precheckUpload({ name: '.pdf', size: 10 }, limits)?.key).toBe(
      'resources.vault.upload.type_not_allowed',
    );
  });

  it('refuses an empty file, even before the limits are known', () => {
    expect(precheckUpload({ name: 'vazio.pdf', size: 0 }, limits)?.key).toBe('resources.vault.upload.empty');
    expect(precheckUpload({ name: 'vazio.pdf', size: 0 }, null)?.key).toBe('resources.vault.upload.empty');
    expect(precheckUpload({ name: 'x.exe', size: 5 }, null)).toBeNull();
  });

  it('reads extensions and builds the picker filter', () => {
    expect(extensionOf('a/b\\relatório.final.XLSX')).toBe('xlsx');
    expect(extensionOf('README')).toBe('');
    expect(acceptAttribute(limits)).toBe('.pdf,.png,.jpg,.jpeg,.docx');
    expect(acceptAttribute({ max_bytes: 1, extensions: [] })).toBeUndefined();
  });

  it('has every refusal message in both languages with the same placeholders', () => {
    for (const key of ['too_large', 'type_not_allowed', 'empty'] as const) {
      const names = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
      const en = lateMessage('en', `resources.vault.upload.${key}`);
      const ptBR = lateMessage('pt_BR', `resources.vault.upload.${key}`);
      expect(en, key).toBeTruthy();
      expect(names(en ?? '')).toEqual(names(ptBR ?? ''));
    }
  });
});
