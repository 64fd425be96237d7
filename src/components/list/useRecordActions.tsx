// The actions on one record of a list, written once: each runs its call (by default the generic
// record action of the same name: toggle, remove, restore), after a confirmation when it has one,
// then toasts what it did (its `done` key, else the API's `message`, else 'Sucesso!') and refreshes
// the list. A failed call was already toasted by the HTTP client's error catalogue.

import type { RaRecord } from 'react-admin';
import { useNotify, useRefresh } from 'react-admin';
import { recordActions } from '../../providers/dataProvider';
import { useConfirmAction } from './useConfirmAction';

export interface RecordAction<R extends RaRecord = RaRecord> {
  /** The call; default for 'toggle', 'remove' and 'restore': the generic record action. */
  run?(record: R): Promise<unknown>;
  /** i18n keys of the confirmation (with %{name}); none: the call runs at once. */
  confirm?: { title: string; content: string; button?: string; destructive?: boolean };
  /** i18n key of the success toast; default: the API's `message`, else app.success ('Sucesso!'). */
  done?: string;
  doneType?: 'success' | 'info';
  doneArgs?: Record<string, unknown>;
}

/** Per action name, its description (or one chosen by the record, e.g. disable or enable). */
export type RecordActions<R extends RaRecord> = Record<
  string,
  RecordAction<R> | ((record: R) => RecordAction<R>)
>;

/**
 * The usual confirmation of `kind` on `resource`: resources.<resource>.confirm.<kind>_title and
 * _content, the button resources.<resource>.action.<kind>, the toast resources.<resource>.notify.<kind>(e)d.
 */
export const asked = (resource: string, kind: string, destructive = false): RecordAction<never> => ({
  confirm: {
    title: `resources.${resource}.confirm.${kind}_title`,
    content: `resources.${resource}.confirm.${kind}_content`,
    button: `resources.${resource}.action.${kind}`,
    destructive,
  },
  done: `resources.${resource}.notify.${kind}${kind.endsWith('e') ? 'd' : 'ed'}`,
});

/** react-admin's own "Element deleted" toast. */
export const DELETED_TOAST = {
  done: 'ra.notification.deleted',
  doneType: 'info',
  doneArgs: { smart_count: 1 },
} as const;

const GENERIC: Record<string, (resource: string, record: RaRecord) => Promise<unknown>> = {
  toggle: (resource, r) => recordActions.toggleStatus(resource, r.id),
  remove: (resource, r) => recordActions.remove(resource, r.id),
  restore: (resource, r) => recordActions.restore(resource, r.id),
};

const messageOf = (result: unknown) =>
  result && typeof result === 'object' && 'message' in result && typeof result.message === 'string'
    ? result.message
    : undefined;

export function useRecordActions<R extends RaRecord>(
  resource: string,
  actions: RecordActions<R>,
  /** The record's name in the confirmation (%{name}). */
  name?: (record: R) => string,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { ask, dialog } = useConfirmAction();

  const execute = async (kind: string, action: RecordAction<R>, record: R) => {
    const call = action.run ?? ((r: R) => (GENERIC[kind] ?? missing(kind))(resource, r));
    const result = await call(record);
    // Spec §8: without a message of its own or the API's, the default success text ('Sucesso!').
    const message = action.done ?? messageOf(result) ?? 'app.success';
    notify(message, { type: action.doneType ?? 'success', messageArgs: action.doneArgs });
    refresh();
  };

  const run = (kind: string, record: R) => {
    const given = actions[kind];
    if (!given) throw new Error(`${resource}: no action '${kind}'`);
    const action = typeof given === 'function' ? given(record) : given;
    if (!action.confirm) {
      // A failure was toasted by the HTTP client.
      execute(kind, action, record).catch(() => undefined);
      return;
    }
    ask({
      title: action.confirm.title,
      content: action.confirm.content,
      confirm: action.confirm.button,
      destructive: action.confirm.destructive,
      args: { name: name?.(record) ?? '' },
      run: () => execute(kind, action, record),
    });
  };

  return { run, dialog };
}

function missing(kind: string): never {
  throw new Error(`no generic record action '${kind}'`);
}
