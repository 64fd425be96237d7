// The actions on one company, each after a confirmation: enable/disable, delete and restore. A
// failed call was already shown by the HTTP client's error catalogue (e.g. "still has users").
import { asked, useRecordActions } from '../../src/components/list/useRecordActions';
import type { CompanyView } from '../../src/providers/companiesApi';

type Company = Pick<CompanyView, 'id' | 'razao_social' | 'status'>;

const ACTIONS = {
  toggle: (c: Company) => asked('companies', c.status ? 'disable' : 'enable', c.status),
  remove: asked('companies', 'delete', true),
  restore: asked('companies', 'restore'),
};

export function useCompanyActions() {
  const { run, dialog } = useRecordActions<Company>('companies', ACTIONS, (c) => c.razao_social);
  return {
    toggleStatus: (company: Company) => run('toggle', company),
    remove: (company: Company) => run('remove', company),
    restore: (company: Company) => run('restore', company),
    dialog,
  };
}
