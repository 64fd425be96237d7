// A term of use in force while a test goes through a sign-up that asks for its acceptance: the one
// approved already (another test of this worker's server may have), or one approved for the test
// and removed with its acceptances when it ends (a platform without terms asks for none).
import { eq } from 'drizzle-orm';
import { currentTerm } from '../../server/db/queries/terms.js';
import { termoAceites, termos } from '../../server/db/schema.js';
import type { TestApp } from '../helpers/app.js';

/** Runs `body` with an approved term in force. */
export async function withApprovedTerm(server: TestApp, body: () => Promise<void>): Promise<void> {
  if (await currentTerm(server.ctx.db)) return body();
  const [term] = await server.ctx.db
    .insert(termos)
    .values({
      termoDescricao: 'Cláusula única: estes são os termos de uso do teste.',
      approvedAt: new Date(),
    })
    .returning({ id: termos.id });
  if (!term) throw new Error('the term was not stored');
  try {
    await body();
  } finally {
    await server.ctx.db.delete(termoAceites).where(eq(termoAceites.termoId, term.id));
    await server.ctx.db.delete(termos).where(eq(termos.id, term.id));
  }
}
