// How an act of the company's audit trail reads: its label, the API call it was (method and route,
// and the answer's code), what it was about (the target, named with what the act recorded of it)
// and the data it recorded.
import type { AuditEntryView } from '../../src/providers/auditApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The act's label; one this build does not know yet shows as the API names it. */
export const entryLabel = (entry: Pick<AuditEntryView, 'acao'>, translate: Translate) =>
  translate(`resources.audit.acao.${entry.acao}`, { _: entry.acao });

/** A write made with an API key: "POST /api/file/upload · resposta 201"; null for other acts. */
export function apiRequestLine(entry: AuditEntryView, translate: Translate): string | null {
  if (entry.acao !== 'api.request' || !entry.alvo) return null;
  const status = entry.dados.status;
  return typeof status === 'number'
    ? translate('resources.audit.api_request', { rota: entry.alvo, status })
    : entry.alvo;
}

/** The ids an API call named in its route ("id 12"), for its target. */
function paramsText(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  return Object.entries(params as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');
}

/**
 * What the act was about: "Convite · ana@x.com", "Chave de API #4 · ERP", "Webhook #2 · https://…";
 * for an API call, the ids in its route; '' when the act names nothing.
 */
export function entryTarget(entry: AuditEntryView, translate: Translate): string {
  if (entry.acao === 'api.request') return paramsText(entry.dados.params);
  if (!entry.alvo) return '';
  const [kind = '', id] = entry.alvo.split(':');
  const name = translate(`resources.audit.alvo.${kind}`, { _: kind });
  const d = entry.dados;
  const hint = text(d.nome) || text(d.razao_social) || text(d.email) || text(d.url);
  return [id ? `${name} #${id}` : name, hint].filter(Boolean).join(' · ');
}

/** The recorded data, pretty-printed; '' when there is none. */
export const entryData = (entry: Pick<AuditEntryView, 'dados'>) =>
  Object.keys(entry.dados ?? {}).length ? JSON.stringify(entry.dados, null, 2) : '';
