// What may be done to a webhook endpoint, for its row's ⋮ menu and its own page's buttons: open its
// deliveries, edit it, send a test event, generate a new secret (shown once) and delete it — the last
// two after confirming. `dialogs` holds the form, the confirmation and the secret, to be rendered once.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SendIcon from '@mui/icons-material/Send';
import { type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../src/components/list/RowActions';
import { useConfirmAction } from '../../src/components/list/useConfirmAction';
import { integrationsApi, type WebhookView } from '../../src/providers/integrationsApi';
import { useRefusal } from '../users/shared';
import { webhookPath } from './paths';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { useIntegrationsT } from './useIntegrationsT';
import { WebhookDialog } from './WebhookDialog';

export interface WebhookActions {
  actionsFor(webhook: WebhookView, options?: { withOpen?: boolean }): RowAction[];
  /** A new endpoint's form. */
  create(): void;
  dialogs: ReactNode;
}

export function useWebhookActions({
  onChanged,
  onDeleted = onChanged,
  onTested,
}: {
  /** After a save or a new secret. */
  onChanged(): void;
  onDeleted?(): void;
  /** After a test event was queued (a new delivery to show). */
  onTested?(): void;
}): WebhookActions {
  const notify = useNotify();
  const it = useIntegrationsT();
  const t = (key: string, args?: Record<string, unknown>) => it(`webhooks.${key}`, args);
  const navigate = useNavigate();
  const refusing = useRefusal();
  const { ask, dialog } = useConfirmAction();
  // The endpoint stays while the form fades out, so its title does not change.
  const [editing, setEditing] = useState<WebhookView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const edit = (w: WebhookView | null) => {
    setEditing(w);
    setFormOpen(true);
  };
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  const show = (value: string, title: 'created_title' | 'rotated_title') =>
    setSecret({
      value,
      title: t(`secret.${title}`),
      warning: t('secret.warning'),
      label: t('secret.label'),
    });

  const test = async (w: WebhookView) => {
    try {
      await refusing(integrationsApi.sendTest(w.id));
      notify(t('notify.test_queued'), { type: 'success' });
      onTested?.();
    } catch {
      // Shown as the API's message.
    }
  };

  const actionsFor: WebhookActions['actionsFor'] = (w, { withOpen = true } = {}) => [
    {
      label: t('action.open'),
      icon: <ListAltIcon fontSize="small" />,
      hidden: !withOpen,
      onClick: () => navigate(webhookPath(w.id)),
    },
    { label: t('action.edit'), icon: <EditIcon fontSize="small" />, onClick: () => edit(w) },
    { label: t('action.test'), icon: <SendIcon fontSize="small" />, onClick: () => void test(w) },
    {
      label: t('action.rotate'),
      icon: <KeyIcon fontSize="small" />,
      onClick: () =>
        ask({
          title: t('action.rotate'),
          content: t('confirm.rotate', { url: w.url }),
          confirm: t('action.rotate'),
          destructive: true,
          run: async () =>
            show((await refusing(integrationsApi.rotateSecret(w.id))).segredo, 'rotated_title'),
          // No toast: on a phone it would sit over the secret dialog's button.
          after: onChanged,
        }),
    },
    {
      label: t('action.delete'),
      icon: <DeleteIcon fontSize="small" />,
      onClick: () =>
        ask({
          title: t('action.delete'),
          content: t('confirm.delete', { url: w.url }),
          confirm: t('action.delete'),
          destructive: true,
          run: () => refusing(integrationsApi.deleteWebhook(w.id)),
          done: t('notify.deleted'),
          after: onDeleted,
        }),
    },
  ];

  const dialogs = (
    <>
      <WebhookDialog
        open={formOpen}
        webhook={editing}
        onClose={() => setFormOpen(false)}
        onSaved={({ segredo }) => {
          setFormOpen(false);
          // A new endpoint's secret dialog says it was saved (a toast would sit over its button on a phone).
          if (segredo) show(segredo, 'created_title');
          else notify(t('notify.saved'), { type: 'success' });
          onChanged();
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {dialog}
    </>
  );

  return { actionsFor, create: () => edit(null), dialogs };
}
