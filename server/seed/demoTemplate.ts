// The demo company's contract template: the service contract as a "Modelo" with two roles
// (Contratante, Contratada) placed where the demo contract's signers sign, and two prefill fields the
// sender fills when using it (the client's name in the opening, the monthly value).
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TemplateDefinition } from '../../common/schemas/templates.js';
import type { AppContext } from '../context.js';
import { insertTemplate, insertTemplateVersion } from '../db/queries/templates.js';
import { inTransaction } from '../db/transaction.js';
import type { DemoPeople } from './demo.js';
import { CLAUSES, contractFields, samplePdf } from './samplePdf.js';

const [W, H] = [595, 842];
const LINES = [
  'Contratante: ______________________________________',
  ...CLAUSES,
  'Valor mensal: R$ ____________________',
];

/** Where samplePdf draws a line's baseline (points from the bottom), as it steps down the page. */
function baselineOf(index: number): number {
  let y = 730;
  for (const line of LINES.slice(0, index)) y -= 15 * Math.ceil(line.length / 85) + 10;
  return y;
}

/** A prefill box over the blank after a line's label, from x (points), one line high. */
const blankAfter = (index: number, x: number, largura: number) => ({
  pagina: 1,
  x: x / W,
  y: (H - baselineOf(index) - 11) / H,
  largura: largura / W,
  altura: 16 / H,
});

const DEFINITION: TemplateDefinition = {
  papeis: [
    { nome: 'Contratante', tipo: 4, canal: 'email', exige_codigo: false },
    { nome: 'Contratada', tipo: 4, canal: 'email', exige_codigo: false },
  ],
  sequencial: false,
  campos: [...contractFields(1), ...contractFields(2)],
  preenchimentos: [
    {
      chave: 'contratante',
      rotulo: 'Nome do contratante',
      obrigatorio: true,
      areas: [blankAfter(0, 126, 270)],
    },
    {
      chave: 'valor',
      rotulo: 'Valor mensal (R$)',
      obrigatorio: true,
      areas: [blankAfter(LINES.length - 1, 150, 130)],
    },
  ],
  mensagem: 'Segue o contrato de prestação de serviços para assinatura.',
  prazo_dias: 15,
  lembrete_dias: 3,
};

export async function seedDemoTemplate(ctx: AppContext, people: DemoPeople): Promise<void> {
  const bytes = await samplePdf('Contrato de prestação de serviços', LINES, ['Contratante', 'Contratada']);
  const blobKey = `${people.empresaId}/${randomUUID()}`;
  await ctx.blobs.put(blobKey, Readable.from([bytes]));
  await inTransaction(ctx.db, async (tx) => {
    const t = await insertTemplate(tx, {
      empresaId: people.empresaId,
      nome: 'Contrato de prestação de serviços',
      descricao: 'Contrato mensal de consultoria: o contratante e o valor são preenchidos a cada uso.',
      createdBy: people.manager.id,
    });
    await insertTemplateVersion(tx, {
      modeloId: t.id,
      empresaId: t.empresaId,
      versao: 1,
      arquivoNome: 'Contrato de prestação de serviços.pdf',
      blobKey,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      tamanho: bytes.length,
      definicao: DEFINITION,
      createdBy: people.manager.id,
    });
  });
}
