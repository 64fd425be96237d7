// The companies area's calls outside react-admin's CRUD: the status toggle and the restore.
import type { CompanyView } from '../../common/schemas/companies';
import { recordActions } from './dataProvider';

export type { CompanyView };

export const companiesApi = {
  /** Switches the company between active and inactive (inactive: its users cannot sign in). */
  toggleStatus: (id: number | string) => recordActions.toggleStatus<CompanyView>('companies', id),
  /** Brings a deleted company back (422 when another company holds its CNPJ now). */
  restore: (id: number | string) => recordActions.restore<CompanyView>('companies', id),
};
