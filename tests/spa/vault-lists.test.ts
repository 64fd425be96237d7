import Polyglot from 'node-polyglot';
import { describe, expect, it } from 'vitest';
import { auditColumns, eventSummary } from '../../resources/vault/AuditColumns';
import '../../resources/signing/messages';
import '../../resources/vault/messages';
import type { AuditEventView } from '../../src/providers/filesApi';
import { lateMessages } from '../../src/providers/lateMessages';

// The vault's and signing's messages (which their pages add when they load),
// read the way react-admin reads them (polyglot, missing keys allowed).
const translator = (phrases: object) => {
  const polyglot = new Polyglot({ phrases, allowMissing: true });
  return (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);
};
const pt = translator(lateMessages('pt_BR'));
const en = translator(lateMessages('en'));

const event = (over: Partial<AuditEventView>): AuditEventView => ({
  id: 1,
  seq: 1,
  acao: 'renamed',
  ator: { id: 7, nome: 'Ana Souza', email: 'ana@demo.local' },
  ip: '10.0.0.1',
  user_agent: 'Mozilla/5.0',
  dados: {},
  created_at: '2026-03-05T15:07:00.000Z',
  prev_hash: null,
  hash: 'ab',
  arquivo: { id: 3, nome: 'contrato.pdf' },
  ...over,
});

describe('audit event details', () => {
  it('says what a rename changed', () => {
    const e = event({ acao: 'renamed', dados: { de: 'minuta.pdf', para: 'contrato.pdf' } });
    expect(eventSummary(e, pt, 'pt_BR')).toBe('De "minuta.pdf" para "contrato.pdf"');
    expect(eventSummary(e, en, 'en')).toBe('From "minuta.pdf" to "contrato.pdf"');
  });

  it('names the root vault for a move from or to it', () => {
    const toFolder = event({ acao: 'moved', dados: { de: null, para: { id: 4, nome: 'Contratos' } } });
    expect(eventSummary(toFolder, pt, 'pt_BR')).toBe('De Cofre para Contratos');
    const toRoot = event({ acao: 'moved', dados: { de: { id: 4, nome: 'Contratos' }, para: null } });
    expect(eventSummary(toRoot, en, 'en')).toBe('From Contratos to Vault');
  });

  it('gives an upload its size in the language and has nothing to add for a download', () => {
    const upload = event({
      acao: 'uploaded',
      dados: {
        nome: 'a.pdf',
        tamanho: 1536,
        sha256: 'x',
        mime: 'application/pdf',
        pasta_id: null,
        pasta_nome: null,
      },
    });
    expect(eventSummary(upload, pt, 'pt_BR')).toBe('a.pdf (1,5 KB) em Cofre');
    expect(eventSummary(event({ acao: 'downloaded', dados: {} }), pt, 'pt_BR')).toBe('');
  });
});

describe('audit Excel export', () => {
  it('has a translated header for every column', () => {
    expect(auditColumns(pt, 'pt_BR').map((c) => pt(c.header))).toEqual([
      'Quando',
      'Arquivo',
      'Ação',
      'Quem',
      'E-mail',
      'IP',
      'Navegador (user agent)',
      'Detalhes',
    ]);
    expect(auditColumns(en, 'en').map((c) => en(c.header))[0]).toBe('When');
  });

  it('writes one row per event as the list shows it', () => {
    const row = (e: AuditEventView) => auditColumns(pt, 'pt_BR').map((c) => c.value(e));
    expect(row(event({ dados: { de: 'minuta.pdf', para: 'contrato.pdf' } }))).toEqual([
      '05/03/2026, 12:07',
      'contrato.pdf',
      'Renomeado',
      'Ana Souza',
      'ana@demo.local',
      '10.0.0.1',
      'Mozilla/5.0',
      'De "minuta.pdf" para "contrato.pdf"',
    ]);
    // No user (a system event) and an action without a label: shown as the API names it.
    const system = row(event({ acao: 'sealed_v2', ator: null, ip: null, user_agent: null }));
    expect(system.slice(2, 7)).toEqual(['sealed_v2', 'Sistema', undefined, null, null]);
  });
});
