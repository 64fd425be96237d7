// "Baixar meus dados" (LGPD art. 18, II and V): a zip with dados.json — everything the platform
// holds about the signed-in person — their profile photo, and a LEIA-ME.txt in their language.
//
// Every table that references users.id, and what the export does with it:
// - users: the account, without password_hash, otp_secret, otp_pending_secret, otp_last_step
//   (secrets: never shown, not even hashed).
// - usuario_emails, usuario_telefones, usuario_enderecos, notificacoes, termo_aceites: all of it.
// - usuario_empresa and empresas.owner_id: the companies, permissions and whether they own each.
// - auth_sessions: when, IP and browser; refresh_tokens left out (token hashes only).
// - password_resets: the dates only (the rest is a token hash).
// - assinaturas (by user_id, or by their login e-mail): their acts, denials and the requests they
//   received, with the document's SHA-256; token and code hashes left out; removido_por left out
//   (those rows are other signatories').
// - arquivo_eventos (by user_id, or the actor's e-mail): action, file, time, IP, browser, hash;
//   `dados` left out (it names other people, e.g. the signatories added).
// - arquivos.uploaded_by/deleted_by/solicitante_id, pastas.created_by, devices.created_by: left out
//   as rows — documents, folders and devices are the company's; what the person did to them is in
//   the events.
// - pedidos: their purchase orders (no token). campanhas: their campaigns' text and size, not the
//   recipients; mensagens.created_by left out (recipients' numbers and texts are other people's).
// - pre_cadastros (by user_id or e-mail) and invites addressed to their e-mail: included without
//   tokens; invites.invited_by left out (invitations they sent name other people).
// - termos.created_by/approved_by: left out (the terms' text is the platform's, not personal data).
// - lgpd_solicitacoes: their requests, without the deciding administrator (another person).
// - login_throttle (keyed by e-mail): short-lived security counters, left out.
import { promisify } from 'node:util';
import { type AsyncZippable, strToU8, zip } from 'fflate';
import { type Language, languageOf } from '../../../common/constants.js';
import {
  AUTH_METHOD_LABELS,
  type AuthMethod,
  SIGNATURE_TYPE_LABELS,
  type SignatureType,
} from '../../../common/signing.js';
import { BlobNotFoundError, readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { requestsOf } from '../../db/queries/lgpd.js';
import {
  campaignsOf,
  companiesOf,
  fileEventsOf,
  invitesTo,
  notificationsOf,
  ordersOf,
  passwordResetsOf,
  preRegistrationsOf,
  sessionsOf,
  signingRowsOf,
  termsAcceptedBy,
} from '../../db/queries/lgpdExport.js';
import { listAddresses, listEmails, listPhones } from '../../db/queries/profile.js';
import { userMarks } from '../../db/queries/signatureFields.js';
import { takeSlot } from '../../db/queries/throttle.js';
import type { UserRow } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { addressView, emailView, phoneView } from '../profile/profile.js';
import { readme } from './readme.js';
import { requestView } from './views.js';

/** Exports per person per window: each one reads every row naming them. */
export const EXPORT_LIMIT = { max: 5, windowSeconds: 3600 };

const zipAsync = promisify(zip) as (data: AsyncZippable, opts: { level: 6 }) => Promise<Uint8Array>;

/** Today in Brasília, as YYYY-MM-DD (the file's name). */
const today = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

async function takeExportSlot(ctx: AppContext, userId: number): Promise<void> {
  const seconds = await inTransaction(ctx.db, (tx) =>
    takeSlot(tx, `lgpd-export:${userId}`, EXPORT_LIMIT.max, EXPORT_LIMIT.windowSeconds),
  );
  if (seconds > 0)
    throw new HttpError(
      429,
      'lgpd.export_throttle',
      { seconds },
      {},
      { code: 'THROTTLED', retry_after: seconds },
      { 'retry-after': String(seconds) },
    );
}

const account = (user: UserRow, hasPhoto: boolean) => ({
  id: user.id,
  nome: user.nome,
  email: user.email,
  documento: user.documento,
  phone: user.phone,
  ambient: user.ambient,
  status: user.status,
  empresa_selecionada_id: user.empresaId,
  cargo_id: user.cargoId,
  language: user.language,
  skin: user.skin,
  two_factor: user.otpEnabled,
  foto: hasPhoto ? 'foto.jpg' : null,
  created_at: user.createdAt,
  email_verified_at: user.emailVerifiedAt,
  updated_at: user.updatedAt,
});

type SigningRow = Awaited<ReturnType<typeof signingRowsOf>>[number];

function signingAct(lang: Language, row: SigningRow) {
  const labels = SIGNATURE_TYPE_LABELS[lang][row.tipo as SignatureType];
  const method = row.autenticacao as AuthMethod | null;
  return {
    ...row,
    ato: labels?.act ?? String(row.tipo),
    ato_realizado: row.status === 'signed' ? (labels?.past ?? null) : null,
    autenticacao_descricao: method ? (AUTH_METHOD_LABELS[lang][method] ?? method) : null,
  };
}

async function photoBytes(ctx: AppContext, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  try {
    return await readBlob(ctx.blobs, key);
  } catch (err) {
    if (err instanceof BlobNotFoundError) return null;
    throw err;
  }
}

/** Everything about the person, as dados.json holds it. */
export async function collectPersonalData(ctx: AppContext, auth: AuthContext, photo: boolean) {
  const { db } = ctx;
  const user = auth.user;
  const lang = languageOf(user.language);
  const person = { id: user.id, email: user.email };
  const [emails, phones, addresses, companies, sessions, terms, signing, events] = await Promise.all([
    listEmails(db, user.id),
    listPhones(db, user.id),
    listAddresses(db, user.id),
    companiesOf(db, user.id),
    sessionsOf(db, user.id),
    termsAcceptedBy(db, user.id),
    signingRowsOf(db, person),
    fileEventsOf(db, person),
  ]);
  const [notifications, orders, campaigns, preRegistrations, invites, resets, requests, marks] =
    await Promise.all([
      notificationsOf(db, user.id),
      ordersOf(db, user.id),
      campaignsOf(db, user.id),
      preRegistrationsOf(db, person),
      invitesTo(db, user.email),
      passwordResetsOf(db, user.id),
      requestsOf(db, user.id),
      userMarks(db, user.id),
    ]);
  const acts = signing.map((row) => signingAct(lang, row));
  return {
    gerado_em: new Date(),
    plataforma: ctx.config.brand.appName,
    conta: account(user, photo),
    emails: emails.map(emailView),
    telefones: phones.map(phoneView),
    enderecos: addresses.map(addressView),
    empresas: companies,
    // The session's id is left out: it is how the platform names the session, of no use outside.
    sessoes: sessions.map(({ id, ...s }) => ({ ...s, atual: id === auth.sessionId })),
    termos_aceitos: terms,
    assinaturas: acts.filter((a) => a.status === 'signed'),
    negativas: acts.filter((a) => a.status === 'denied'),
    pedidos_de_assinatura: acts.filter((a) => a.status !== 'signed' && a.status !== 'denied'),
    eventos: events,
    notificacoes: notifications,
    pedidos_de_compra: orders,
    campanhas: campaigns,
    pre_cadastros: preRegistrations,
    convites_recebidos: invites,
    redefinicoes_de_senha: resets,
    solicitacoes_de_exclusao: requests.map(requestView),
    // The saved signature and rubrica (their images beside dados.json: marca-<tipo>.png).
    marcas_salvas: marks.map((m) => ({
      tipo: m.tipo,
      origem: m.origem,
      sha256: m.sha256.trim(),
      atualizada_em: m.updatedAt,
      arquivo: `marca-${m.tipo}.png`,
    })),
  };
}

/** The zip and its file name (meus-dados-YYYY-MM-DD.zip). Past the limit: 429. */
export async function exportPersonalData(
  ctx: AppContext,
  auth: AuthContext,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  await takeExportSlot(ctx, auth.user.id);
  const now = new Date();
  const photo = await photoBytes(ctx, auth.user.fotoKey);
  const data = await collectPersonalData(ctx, auth, photo !== null);
  const files: AsyncZippable = {
    'dados.json': strToU8(`${JSON.stringify(data, null, 2)}\n`),
    'LEIA-ME.txt': strToU8(readme(languageOf(auth.user.language), ctx.config.brand.appName, now)),
  };
  // A JPEG does not shrink: stored as it is; nor does a PNG.
  if (photo) files['foto.jpg'] = [photo, { level: 0 }];
  for (const mark of await userMarks(ctx.db, auth.user.id)) {
    const png = await photoBytes(ctx, mark.blobKey);
    if (png) files[`marca-${mark.tipo}.png`] = [png, { level: 0 }];
  }
  const bytes = await zipAsync(files, { level: 6 });
  return { fileName: `meus-dados-${today(now)}.zip`, bytes };
}
