// What one event of a file's history adds to its action label (renamed from→to, moved from→to,
// who was asked to sign and who signed how, the deadline moved, the pending ones when it passed…),
// as an i18n key and its arguments; null when the action carries nothing worth showing.
import type { Language } from '../../common/constants';
import { FIELD_TYPE_LABELS, isFieldType } from '../../common/signatureFields';
import {
  AUTH_METHOD_LABELS,
  AUTH_METHODS,
  type AuthMethod,
  actLabel,
  actPastLabel,
  isSignatureType,
} from '../../common/signing';
import { deadlineDay } from '../../src/pages/signing/dates';
import { getLanguage } from '../../src/providers/preferences';
import type { EventView } from '../../src/providers/vaultApi';
import '../signing/messages';

type Place = { id: number; nome: string } | null | undefined;
export interface EventLine {
  key: string;
  args: Record<string, string | number>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const place = (value: unknown, root: string) => (value as Place)?.nome ?? root;
const isAuthMethod = (value: unknown): value is AuthMethod =>
  typeof value === 'string' && (AUTH_METHODS as readonly string[]).includes(value);

/** Who a signing event is about: "Ana Souza <ana@x.com>", or the name alone. */
const person = (d: Record<string, unknown>) =>
  text(d.email) ? `${text(d.nome)} <${text(d.email)}>`.trim() : text(d.nome);

/** The names in a list of people (names, or objects with one), comma-separated; '—' when none. */
const names = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .map((p) => (typeof p === 'string' ? p : text((p as { nome?: unknown } | null)?.nome)))
    .filter(Boolean)
    .join(', ') || '—';

/** Pages as ranges: [1, 2, 3, 5] → '1–3, 5'. */
function pageRanges(pages: number[]): string {
  const sorted = [...pages].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    out.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** The signing events' lines (the process asked, a signatory's link, code, act, the end). */
function signingDetails(acao: string, d: Record<string, unknown>, lang: Language): EventLine | null {
  const key = (name: string) => `resources.signing.events.${name}`;
  switch (acao) {
    case 'signing_requested': {
      const list = Array.isArray(d.signatarios) ? (d.signatarios as Record<string, unknown>[]) : [];
      if (list.length === 0) return null;
      const nomes = list
        .map((s) => (isSignatureType(s.tipo) ? `${text(s.nome)} (${actLabel(lang, s.tipo)})` : text(s.nome)))
        .join(', ');
      const order = d.sequencial === true ? 'requested_sequential' : 'requested';
      // A document sent again names its round (the process's number on this file).
      if (typeof d.rodada === 'number' && d.rodada > 1)
        return { key: key(`${order}_again`), args: { nomes, rodada: d.rodada } };
      return { key: key(order), args: { nomes } };
    }
    case 'signatory_reminded':
      if (d.automatico === true)
        return { key: key('reminded_auto'), args: { nome: person(d) || names(d.signatarios) } };
      return text(d.nome) ? { key: key('signatory'), args: { nome: person(d) } } : null;
    case 'code_sent':
      // A code by WhatsApp says so, with the masked number it went to.
      if (d.canal === 'whatsapp' && text(d.nome) && text(d.enviado_para))
        return { key: key('code_sent_whatsapp'), args: { nome: person(d), para: text(d.enviado_para) } };
      return text(d.nome) ? { key: key('signatory'), args: { nome: person(d) } } : null;
    case 'signatory_invited':
    case 'signatory_viewed':
    case 'code_failed':
      return text(d.nome) ? { key: key('signatory'), args: { nome: person(d) } } : null;
    case 'signed': {
      if (!isSignatureType(d.tipo)) return null;
      const args = { nome: text(d.nome), ato: actPastLabel(lang, d.tipo) };
      return isAuthMethod(d.autenticacao)
        ? {
            key: key('signed_with'),
            args: { ...args, autenticacao: AUTH_METHOD_LABELS[lang][d.autenticacao] },
          }
        : { key: key('signed'), args };
    }
    case 'denied':
    case 'cancelled':
    case 'signature_removed':
      if (!text(d.motivo)) return null;
      return text(d.nome)
        ? { key: key('reason_of'), args: { nome: text(d.nome), motivo: text(d.motivo) } }
        : { key: key('reason'), args: { motivo: text(d.motivo) } };
    case 'deadline_extended': {
      const para = deadlineDay(text(d.para), lang);
      if (!para) return null;
      const de = deadlineDay(text(d.de), lang);
      return de
        ? { key: key('deadline_extended'), args: { de, para } }
        : { key: key('deadline_set'), args: { para } };
    }
    case 'deadline_alert':
      return typeof d.dias === 'number'
        ? { key: key('deadline_alert'), args: { smart_count: d.dias, nomes: names(d.signatarios) } }
        : null;
    case 'expired':
      return {
        key: key('expired'),
        args: { prazo: deadlineDay(text(d.prazo), lang) || '—', nomes: names(d.pendentes) },
      };
    case 'field_filled': {
      if (!isFieldType(d.tipo) || !Array.isArray(d.areas)) return null;
      const pages = [...new Set(d.areas.map((a) => (a as { pagina?: unknown })?.pagina))].filter(
        (p): p is number => typeof p === 'number',
      );
      const campo = text(d.rotulo) || FIELD_TYPE_LABELS[lang][d.tipo];
      return {
        key: key('field_filled'),
        args: { nome: text(d.nome), campo, smart_count: pages.length, paginas: pageRanges(pages) },
      };
    }
    case 'completed':
      return text(d.verificacao_codigo)
        ? {
            key: key('completed'),
            args: { codigo: text(d.verificacao_codigo), sha256: text(d.sha256_assinado) || '—' },
          }
        : null;
    case 'timestamped':
      return text(d.sha256_assinado)
        ? { key: key('timestamped'), args: { nivel: text(d.nivel) || '—', sha256: text(d.sha256_assinado) } }
        : null;
    default:
      return null;
  }
}

export function eventDetails(
  event: EventView,
  root: string,
  size: (bytes: number) => string,
  /** The language of the act and authentication labels (the one the app speaks when not given). */
  lang: Language = getLanguage(),
): EventLine | null {
  const d = event.dados ?? {};
  switch (event.acao) {
    case 'renamed':
      return { key: 'resources.vault.history.renamed', args: { de: text(d.de), para: text(d.para) } };
    case 'moved':
      return {
        key: 'resources.vault.history.moved',
        args: { de: place(d.de, root), para: place(d.para, root) },
      };
    case 'uploaded':
      return {
        key: 'resources.vault.history.uploaded',
        args: {
          nome: text(d.nome),
          tamanho: typeof d.tamanho === 'number' ? size(d.tamanho) : '',
          pasta: text(d.pasta_nome) || root,
        },
      };
    case 'restored':
      return { key: 'resources.vault.history.restored', args: { nome: text(d.nome) } };
    default:
      return signingDetails(event.acao, d, lang);
  }
}
