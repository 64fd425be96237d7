// The actions on one company, each after a confirmation: enable/disable, delete and restore. A
// failed call was already shown by the HTTP client's error catalogue (e.g. "still has users").
import { type ReactNode, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { type CompanyView, companiesApi } from '../../src/providers/companiesApi';

type Kind = 'disable' | 'enable' | 'delete' | 'restore';
type Company = Pick<CompanyView, 'id' | 'razao_social' | 'status'>;

const DONE: Record<Kind, string> = {
  disable: 'resources.companies.notify.disabled',
  enable: 'resources.companies.notify.enabled',
  delete: 'resources.companies.notify.deleted',
  restore: 'resources.companies.notify.restored',
};

export function useCompanyActions(): {
  toggleStatus(company: Company): void;
  remove(company: Company): void;
  restore(company: Company): void;
  dialog: ReactNode;
} {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  // Kept while the dialog fades out, so its text does not blank.
  const [pending, setPending] = useState<{ kind: Kind; company: Company } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (kind: Kind, company: Company) => {
    setPending({ kind, company });
    setOpen(true);
  };

  const run = (kind: Kind, company: Company): Promise<unknown> => {
    switch (kind) {
      case 'delete':
        return dataProvider.delete('companies', { id: company.id, previousData: company });
      case 'restore':
        return companiesApi.restore(company.id);
      default:
        return companiesApi.toggleStatus(company.id);
    }
  };

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await run(pending.kind, pending.company);
      notify(DONE[pending.kind], { type: 'success' });
      refresh();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const kind = pending?.kind ?? 'disable';
  const dialog = (
    // Inside a clickable row: keep the dialog's clicks (they bubble through the React tree) from
    // opening the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops propagation, handles nothing.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <span onClick={(e) => e.stopPropagation()}>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`resources.companies.confirm.${kind}_title`}
        content={`resources.companies.confirm.${kind}_content`}
        translateOptions={{ name: pending?.company.razao_social ?? '' }}
        confirm={`resources.companies.action.${kind}`}
        confirmColor={kind === 'disable' || kind === 'delete' ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
      />
    </span>
  );

  return {
    toggleStatus: (company) => ask(company.status ? 'disable' : 'enable', company),
    remove: (company) => ask('delete', company),
    restore: (company) => ask('restore', company),
    dialog,
  };
}
