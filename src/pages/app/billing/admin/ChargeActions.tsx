// What an administrator may do with one charge: record a manual payment of an open charge (after a
// confirmation; the charge is then paid by "baixa manual"), refund a provider's paid charge (all or
// part of it), and read the provider's events about it. Icon buttons in the table, labelled buttons
// on a phone's card; the dialogs are the page's, one at a time.
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import { useConfirmAction } from '../../../../components/list/useConfirmAction';
import { adminBillingApi, type FinancialRecordView } from '../../../../providers/adminBillingApi';
import { useBillingT } from '../useBillingT';
import { ChargeEventsDialog } from './ChargeEventsDialog';
import { RefundDialog } from './RefundDialog';

export type ChargeAction = 'mark_paid' | 'refund' | 'events';

/** The actions open to a charge. */
export function actionsFor(r: FinancialRecordView): ChargeAction[] {
  const actions: ChargeAction[] = [];
  if (r.status === 'pending' || r.status === 'overdue') actions.push('mark_paid');
  if (r.provedor === 'asaas' && r.status === 'paid' && r.estornado < r.valor) actions.push('refund');
  if (r.provedor === 'asaas') actions.push('events');
  return actions;
}

const ICON: Record<ChargeAction, ReactNode> = {
  mark_paid: <PaymentsIcon fontSize="small" />,
  refund: <UndoIcon fontSize="small" />,
  events: <ReceiptLongIcon fontSize="small" />,
};

/** The page's dialogs and how a row opens one; `changed` reloads the list after a change. */
export function useChargeActions(changed: () => void) {
  const { t, money, date } = useBillingT();
  const notify = useNotify();
  const { ask, dialog: confirm } = useConfirmAction();
  const [open, setOpen] = useState<{ kind: 'refund' | 'events'; record: FinancialRecordView } | null>(null);

  const run = (kind: ChargeAction, r: FinancialRecordView) => {
    if (kind !== 'mark_paid') return setOpen({ kind, record: r });
    ask({
      title: t('admin.mark_paid.title'),
      content: t('admin.mark_paid.content', {
        value: money(r.valor),
        company: r.empresa_nome,
        date: date(r.vencimento),
      }),
      confirm: t('admin.action.mark_paid'),
      run: () => adminBillingApi.markPaid(r.id),
      done: t('admin.mark_paid.done'),
      after: changed,
    });
  };

  const close = () => setOpen(null);
  const dialogs = (
    <>
      {confirm}
      {open?.kind === 'refund' && (
        <RefundDialog
          record={open.record}
          onClose={close}
          onDone={(message) => {
            close();
            notify(message, { type: 'success' });
            changed();
          }}
        />
      )}
      {open?.kind === 'events' && <ChargeEventsDialog record={open.record} onClose={close} />}
    </>
  );
  return { run, dialogs };
}

/** A charge's action buttons: icons with their name (table), or labelled buttons (phone). */
export function ChargeActionButtons({
  record,
  run,
  labelled = false,
}: {
  record: FinancialRecordView;
  run(kind: ChargeAction, r: FinancialRecordView): void;
  labelled?: boolean;
}) {
  const { t } = useBillingT();
  const actions = actionsFor(record);
  if (actions.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('admin.actions', { name: `${record.empresa_nome} — ${record.descricao}` })}
      sx={{ display: 'flex', flexWrap: labelled ? 'wrap' : 'nowrap', gap: labelled ? 1 : 0 }}
    >
      {actions.map((kind) =>
        labelled ? (
          <Button
            key={kind}
            size="small"
            variant="outlined"
            startIcon={ICON[kind]}
            onClick={() => run(kind, record)}
          >
            {t(`admin.action.${kind}`)}
          </Button>
        ) : (
          <Tooltip key={kind} title={t(`admin.action.${kind}`)}>
            <IconButton size="small" aria-label={t(`admin.action.${kind}`)} onClick={() => run(kind, record)}>
              {ICON[kind]}
            </IconButton>
          </Tooltip>
        ),
      )}
    </Box>
  );
}
