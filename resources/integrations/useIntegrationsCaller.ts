// Who is running the integrations pages: their company (another one, switched from the app bar,
// starts the page afresh) and their own permissions — all a new API key may be given.
import { useAccess } from '../../src/providers/access';

export interface IntegrationsCaller {
  empresaId: number;
  permissions: string[];
}

export function useIntegrationsCaller(): IntegrationsCaller | undefined {
  const { identity: who, permissions } = useAccess();
  const company = who?.empresa;
  if (!who || !company) return undefined;
  return { empresaId: company.id, permissions };
}
