// The actions on one plan, each through the plans API: switch the status, delete (after a
// confirmation; a plan companies subscribe to is refused and the HTTP client toasts the server's
// reason) and restore (after a confirmation).
import { type ReactNode, useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { plansApi } from '../../src/providers/plansApi';
import type { PlanRecord } from './shared';

type Asking = { kind: 'delete' | 'restore'; plan: PlanRecord };

export function usePlanActions(): {
  toggleStatus(plan: PlanRecord): Promise<void>;
  askDelete(plan: PlanRecord): void;
  askRestore(plan: PlanRecord): void;
  dialog: ReactNode;
} {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const toggleStatus = async (plan: PlanRecord) => {
    try {
      const res = await plansApi.toggleStatus(plan.id);
      notify(res.message, { type: 'success' });
      refresh();
    } catch {
      // Shown by the HTTP client's error catalogue.
    }
  };

  const confirm = async () => {
    if (!asking || busy) return;
    setBusy(true);
    try {
      if (asking.kind === 'delete') await plansApi.remove(asking.plan.id);
      else await plansApi.restore(asking.plan.id);
      notify(
        asking.kind === 'delete' ? 'resources.plans.notify.deleted' : 'resources.plans.notify.restored',
        {
          type: 'success',
        },
      );
      refresh();
    } catch {
      // Shown by the HTTP client's error catalogue (e.g. 'Este plano não pode ser excluído…').
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const ask = (kind: Asking['kind']) => (plan: PlanRecord) => {
    setAsking({ kind, plan });
    setOpen(true);
  };

  const dialog = (
    // Inside a clickable row: the dialog's clicks bubble through the React tree and must not open it.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops propagation, handles nothing.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <span onClick={(e) => e.stopPropagation()}>
      <Confirm
        isOpen={open}
        loading={busy}
        title={
          asking?.kind === 'restore'
            ? 'resources.plans.confirm.restore_title'
            : 'resources.plans.confirm.delete_title'
        }
        content={
          asking?.kind === 'restore'
            ? 'resources.plans.confirm.restore_content'
            : 'resources.plans.confirm.delete_content'
        }
        translateOptions={{ name: asking?.plan.nome ?? '' }}
        confirm={
          asking?.kind === 'restore' ? 'resources.plans.action.restore' : 'resources.plans.action.delete'
        }
        confirmColor={asking?.kind === 'restore' ? 'primary' : 'warning'}
        onConfirm={confirm}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
      />
    </span>
  );

  return { toggleStatus, askDelete: ask('delete'), askRestore: ask('restore'), dialog };
}
