// What a file's history shows beside each action: renamed from→to, moved from→to (the root named
// as such), what was uploaded; nothing for actions that carry no details.
import { describe, expect, it } from 'vitest';
import { eventDetails } from '../../resources/vault/eventDetails';
import type { EventView } from '../../src/providers/vaultApi';

const event = (acao: string, dados: Record<string, unknown>): EventView => ({
  id: 1,
  seq: 1,
  acao,
  ator: null,
  ip: null,
  user_agent: null,
  dados,
  created_at: '2026-03-05T12:00:00.000Z',
  prev_hash: null,
  hash: 'h',
});
const size = (n: number) => `${n} B`;

describe('event details', () => {
  it('names both sides of a rename and of a move, the root included', () => {
    expect(eventDetails(event('renamed', { de: 'a.pdf', para: 'b.pdf' }), 'Cofre', size)).toEqual({
      key: 'resources.vault.history.renamed',
      args: { de: 'a.pdf', para: 'b.pdf' },
    });
    expect(
      eventDetails(event('moved', { de: null, para: { id: 3, nome: 'Contratos' } }), 'Cofre', size),
    ).toEqual({
      key: 'resources.vault.history.moved',
      args: { de: 'Cofre', para: 'Contratos' },
    });
  });

  it('tells what was uploaded and where', () => {
    const uploaded = event('uploaded', { nome: 'a.pdf', tamanho: 10, pasta_id: null, pasta_nome: null });
    expect(eventDetails(uploaded, 'Cofre', size)?.args).toEqual({
      nome: 'a.pdf',
      tamanho: '10 B',
      pasta: 'Cofre',
    });
  });

  it('says a code went by WhatsApp, and to which masked number; by e-mail, only who', () => {
    const byWhatsapp = event('code_sent', {
      nome: 'Wesley Zap',
      canal: 'whatsapp',
      enviado_para: '(11) 9****-0101',
    });
    expect(eventDetails(byWhatsapp, 'Cofre', size)).toEqual({
      key: 'resources.signing.events.code_sent_whatsapp',
      args: { nome: 'Wesley Zap', para: '(11) 9****-0101' },
    });
    const byMail = event('code_sent', {
      nome: 'Ana',
      email: 'ana@x.com',
      canal: 'email',
      enviado_para: 'a***@x***.com',
    });
    expect(eventDetails(byMail, 'Cofre', size)?.key).toBe('resources.signing.events.signatory');
  });

  it('adds nothing to views, downloads, deletions or unknown actions', () => {
    for (const acao of ['viewed', 'downloaded', 'deleted', 'purged', 'signed'])
      expect(eventDetails(event(acao, {}), 'Cofre', size)).toBeNull();
  });
});
