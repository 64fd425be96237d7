// The company's use of each plan module, counted by the same queries the limits are enforced with,
// beside the limit itself (plan plus add-ons). Read-only, for the plan page.
import type { CompanyUsageView } from '../../../common/schemas/billing.js';
import type { AppContext } from '../../context.js';
import { countCompanyUsers } from '../../db/queries/backofficeCompanies.js';
import { countSignatureRequests } from '../../db/queries/billing.js';
import { countCompanyDevices } from '../../db/queries/devices.js';
import { countCompanyOutgoing } from '../../db/queries/messages.js';
import { allowanceOf } from '../plans/limits.js';
import { brasiliaMonthStart } from './dates.js';

export async function companyUsage(
  ctx: AppContext,
  empresaId: number,
  now = new Date(),
): Promise<CompanyUsageView> {
  const month = brasiliaMonthStart(now);
  const [allowance, users, devices, messages, signatures] = await Promise.all([
    allowanceOf(ctx, empresaId),
    countCompanyUsers(ctx.db, empresaId),
    countCompanyDevices(ctx.db, empresaId),
    countCompanyOutgoing(ctx.db, empresaId, month),
    countSignatureRequests(ctx.db, empresaId, month),
  ]);
  return {
    usuarios: { usado: users, limite: allowance.limit('users') },
    dispositivos: { usado: devices, limite: allowance.limit('devices') },
    armazenamento: { usado_bytes: allowance.storageUsedBytes, limite_mb: allowance.limit('storage') },
    mensagens_mes: { usado: messages, limite: allowance.limit('messages') },
    assinaturas_mes: { usado: signatures, limite: allowance.limit('signatures') },
  };
}
