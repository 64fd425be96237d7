// How an audit event reads, on screen and in the Excel export: its action's label, who did it, a
// one-line summary of what changed (the explorer's history wording) and the export's columns.
import type { Language } from '../../common/constants';
import type { ExcelColumn } from '../../src/components/list/excelExporter';
import type { AuditEventView } from '../../src/providers/filesApi';
import { formatDateTime } from '../../src/providers/format';
import { formatBytes } from './bytes';
import { eventDetails } from './eventDetails';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the event changed, in one line (renamed and moved say from what to what); '' when nothing. */
export function eventSummary(event: AuditEventView, translate: Translate, lang: Language): string {
  const line = eventDetails(event, translate('resources.vault.root'), (bytes) => formatBytes(bytes, lang));
  return line ? translate(line.key, line.args) : '';
}

/** The action's label; an action this build does not know yet shows as the API names it. */
export const actionLabel = (acao: string, translate: Translate) =>
  translate(`resources.vault.actions.${acao}`, { _: acao });

/** Who did it: the user's name, or 'Sistema' for an event with no user. */
export const actorName = (event: Pick<AuditEventView, 'ator'>, translate: Translate) =>
  event.ator?.nome ?? translate('resources.vault.history.system');

/** Who did it, and with which API key when one was used: "Ana Souza · via chave ERP". */
export const actorWithKey = (event: Pick<AuditEventView, 'ator'>, translate: Translate) =>
  event.ator?.chave
    ? `${actorName(event, translate)} · ${translate('resources.audit.via_key', { nome: event.ator.chave.nome })}`
    : actorName(event, translate);

export function auditColumns(translate: Translate, lang: Language): ExcelColumn<AuditEventView>[] {
  return [
    {
      header: 'resources.vaultEvents.fields.created_at',
      value: (e) => formatDateTime(e.created_at, lang),
      width: 18,
    },
    { header: 'resources.vaultEvents.fields.arquivo', value: (e) => e.arquivo?.nome, width: 36 },
    { header: 'resources.vaultEvents.fields.acao', value: (e) => actionLabel(e.acao, translate), width: 22 },
    { header: 'resources.vaultEvents.fields.ator', value: (e) => actorWithKey(e, translate), width: 28 },
    { header: 'resources.vaultEvents.fields.email', value: (e) => e.ator?.email, width: 32 },
    { header: 'resources.vaultEvents.fields.ip', value: (e) => e.ip, width: 16 },
    { header: 'resources.vaultEvents.fields.user_agent', value: (e) => e.user_agent, width: 48 },
    {
      header: 'resources.vaultEvents.fields.dados',
      value: (e) => eventSummary(e, translate, lang),
      width: 48,
    },
  ];
}
