// The demo company's first contents (SEED_DEMO_CONTENT=0 skips them), made once, right after the
// demo was seeded and the server listens (the device talks to the mounted simulator over HTTP):
// three documents — sealed, waiting for signatures, denied —, three contacts, a contract template and, on the simulator, a connected
// device with a chat and a finished campaign (demoMessaging.ts). Everything goes through the app's
// own services, so the evidence, events and notifications are the real ones. A part that fails is
// logged and skipped: the server runs on regardless.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { PERMISSIONS } from '../../common/permissions.js';
import { MARK_TYPES } from '../../common/signatureFields.js';
import type { AppContext } from '../context.js';
import { insertContact } from '../db/queries/contacts.js';
import { denyAct, performAct, type SignerAccess, type SignerClient } from '../modules/signing/acts.js';
import { adoptImage } from '../modules/signing/fields/marks.js';
import { type Owner, requestSignatures } from '../modules/signing/process.js';
import { insertUploaded } from '../modules/vault/files.js';
import { type DemoPeople, demoPeople } from './demo.js';
import { demoMark } from './demoMarks.js';
import { connectDemoDevice, seedDemoCampaign, seedDemoChat } from './demoMessaging.js';
import { seedDemoTemplate } from './demoTemplate.js';
import { CLAUSES, contractFields, samplePdf } from './samplePdf.js';

/** Who the demo's acts are recorded as coming from (the server itself). */
const CLIENT: SignerClient = {
  ip: '127.0.0.1',
  port: null,
  userAgent: 'Cofre (demonstração)',
  lang: 'pt_BR',
};

export interface DemoContentReport {
  ms: number;
  /** The parts that were made; a part missing here failed (and was logged). */
  done: string[];
}

/** Stores the PDF in the vault the way an upload does (blob, row, 'uploaded' event in the chain). */
async function storePdf(ctx: AppContext, owner: Owner, nome: string, bytes: Buffer): Promise<number> {
  const blobKey = `${owner.empresaId}/${randomUUID()}`;
  await ctx.blobs.put(blobKey, Readable.from([bytes]));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const file = await insertUploaded(
      ctx,
      owner,
      { blobKey, nome, kind: 'pdf', mime: 'application/pdf', tamanho: bytes.length, sha256 },
      null,
      null,
    );
    return file.id;
  } catch (err) {
    await ctx.blobs.delete(blobKey).catch(() => {});
    throw err;
  }
}

/** The three documents: one sealed, one waiting for signatures, one denied. */
async function seedDocuments(ctx: AppContext, people: DemoPeople, log: FastifyBaseLogger): Promise<void> {
  const { manager, signatory } = people;
  const owner: Owner = {
    empresaId: people.empresaId,
    userId: manager.id,
    nome: manager.nome,
    email: manager.email,
    ip: CLIENT.ip,
    userAgent: CLIENT.userAgent,
    apiKey: null,
    permissions: [...PERMISSIONS],
    lang: 'pt_BR',
  };
  const signers = {
    sequencial: false,
    campos: [],
    ancoras: false,
    signatarios: [
      { user_id: manager.id, tipo: 1 as const, exige_codigo: false, canal: 'email' as const },
      {
        nome: signatory.nome,
        email: signatory.email,
        tipo: 1 as const,
        exige_codigo: false,
        canal: 'email' as const,
      },
    ],
  };
  const as = (who: { id: number; email: string }, arquivoId: number): SignerAccess => ({
    kind: 'session',
    userId: who.id,
    email: who.email,
    arquivoId,
  });

  const sealed = await storePdf(
    ctx,
    owner,
    'Contrato de prestação de serviços.pdf',
    await samplePdf('Contrato de prestação de serviços', CLAUSES, [manager.nome, signatory.nome]),
  );
  // Each signer signs above their name, dates it and initials every page, with a drawn-looking mark.
  await requestSignatures(
    ctx,
    owner,
    sealed,
    { ...signers, campos: [...contractFields(1), ...contractFields(2)] },
    log,
  );
  for (const who of [manager, signatory])
    for (const tipo of MARK_TYPES)
      await adoptImage(ctx, as(who, sealed), tipo, await demoMark(who.nome, tipo), 'desenho');
  await performAct(ctx, as(manager, sealed), CLIENT, { consentimento: true }, log);
  // The last act seals the document (fields burned in, certificate pages, the platform's signature).
  await performAct(ctx, as(signatory, sealed), CLIENT, { consentimento: true }, log);

  const waiting = await storePdf(
    ctx,
    owner,
    'Proposta comercial.pdf',
    await samplePdf('Proposta comercial', [
      'Apresentamos a proposta de serviços de consultoria para o próximo ano, com valores e prazos.',
      'Validade da proposta: 30 dias.',
    ]),
  );
  await requestSignatures(ctx, owner, waiting, { ...signers, mensagem: 'Por favor, assine até sexta.' }, log);

  const denied = await storePdf(
    ctx,
    owner,
    'Termo aditivo.pdf',
    await samplePdf('Termo aditivo ao contrato', [
      'Cláusula única. O valor mensal passa a ser reajustado pelo IPCA a cada seis meses.',
    ]),
  );
  await requestSignatures(ctx, owner, denied, signers, log);
  await denyAct(ctx, as(signatory, denied), CLIENT, 'O reajuste deve ser anual, como no contrato.', log);
}

/**
 * Fills the just-seeded demo company. Call once, after the server listens, only when seedDemo()
 * returned true. Never throws: what fails is logged as a warning and left out.
 */
/** The company's address book: people it signs with and messages. */
const DEMO_CONTACTS = [
  {
    nome: 'Ana Souza',
    email: 'ana.souza@exemplo.com.br',
    celular: '5511987650001',
    empresa: 'Construtora Horizonte',
    tags: ['cliente'],
  },
  { nome: 'Bruno Lima', email: 'bruno.lima@exemplo.com.br', celular: '5521987650002', tags: ['fornecedor'] },
  {
    nome: 'Carla Mendes',
    celular: '5531987650003',
    empresa: 'Mendes Advocacia',
    tags: ['cliente', 'jurídico'],
  },
];
const seedContacts = (ctx: AppContext, people: DemoPeople) =>
  Promise.all(
    DEMO_CONTACTS.map((c) => insertContact(ctx.db, people.empresaId, { ...c, createdBy: people.manager.id })),
  );

export async function seedDemoContent(ctx: AppContext, log: FastifyBaseLogger): Promise<DemoContentReport> {
  const started = Date.now();
  const done: string[] = [];
  const part = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      const made = await run();
      done.push(name);
      return made;
    } catch (err) {
      log.warn({ err }, `demo content: ${name} left out`);
      return undefined;
    }
  };
  const people = await demoPeople(ctx).catch(() => null);
  if (people) {
    await part('documents', () => seedDocuments(ctx, people, log));
    await part('contacts', () => seedContacts(ctx, people));
    await part('template', () => seedDemoTemplate(ctx, people));
    const device = ctx.config.gateway.simulator
      ? await part('device', () => connectDemoDevice(ctx, people))
      : undefined;
    if (device) {
      await part('chat', () => seedDemoChat(ctx, people, device, log));
      await part('campaign', () => seedDemoCampaign(ctx, people, device));
    }
  } else log.warn('demo content: the demo users are missing');
  return { ms: Date.now() - started, done };
}
