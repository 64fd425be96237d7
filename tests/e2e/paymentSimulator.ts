// The payer, played through the payment simulator's control calls (docs/payments-simulator.md): a
// company's charge paid by Pix or boleto at the provider, with the key the app was started with.
import { and, eq } from 'drizzle-orm';
import { financeiro } from '../../server/db/schema.js';
import type { TestApp } from '../helpers/app.js';

/**
 * The payer pays installment `parcela` of the company's only order at the provider (it must have been
 * placed there: an order's first installment is, at confirmation). Fails loudly otherwise.
 */
export async function payerPays(
  server: Pick<TestApp, 'url' | 'ctx'>,
  empresaId: number,
  how: 'pix' | 'boleto',
  parcela = 1,
): Promise<void> {
  const [charge] = await server.ctx.db
    .select()
    .from(financeiro)
    .where(and(eq(financeiro.empresaId, empresaId), eq(financeiro.parcela, parcela)));
  if (!charge?.provedorId)
    throw new Error(`installment ${parcela} of company ${empresaId} is not at the provider`);
  const res = await fetch(`${server.url}/psp-sim/_control/${how}/${charge.provedorId}/pay`, {
    method: 'POST',
    headers: { access_token: server.ctx.config.payments.simulatorKey },
  });
  if (!res.ok)
    throw new Error(`_control/${how}/${charge.provedorId}/pay → ${res.status} ${await res.text()}`);
}
