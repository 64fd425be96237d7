// What one event of a file's history adds to its action label (renamed from→to, moved from→to…),
// as an i18n key and its arguments; null when the action carries nothing worth showing.
import type { EventView } from '../../src/providers/vaultApi';

type Place = { id: number; nome: string } | null | undefined;
export interface EventLine {
  key: string;
  args: Record<string, string | number>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const place = (value: unknown, root: string) => (value as Place)?.nome ?? root;

export function eventDetails(
  event: EventView,
  root: string,
  size: (bytes: number) => string,
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
      return null;
  }
}
