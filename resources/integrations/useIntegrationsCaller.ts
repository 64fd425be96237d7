// Who is running the integrations pages: their company (another one, switched from the app bar,
// starts the page afresh) and their own permissions — all a new API key may be given.
import { useGetIdentity } from 'react-admin';
import type { Identity } from '../../common/schemas/auth';

export interface IntegrationsCaller {
  empresaId: number;
  permissions: string[];
}

export function useIntegrationsCaller(): IntegrationsCaller | undefined {
  const { identity } = useGetIdentity();
  const who = identity as Partial<Identity> | undefined;
  const company = who?.empresa;
  if (!who || !company) return undefined;
  return { empresaId: company.id, permissions: who.permissoes ?? [] };
}
