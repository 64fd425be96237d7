// The product's events that raise notifications, called by their modules after their transaction
// committed. Each one is wrapped in notifySafely: a failing notification is logged, never failing
// (nor delaying with an error) the action that caused it.
import { NOTIFICATION_STATUS } from '../../../common/constants.js';
import { actDone, type SignatureType } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import { campaignCounts } from '../../db/queries/campaigns.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import type { FileRow } from '../../db/queries/files.js';
import {
  campaignById,
  membersWithPermission,
  recipientsByIds,
  usersBoundByTerms,
} from '../../db/queries/notifications.js';
import type { SignatoryRow } from '../../db/queries/signing.js';
import { notifyRecipients, notifySafely, notifyUser } from './service.js';

type Ctx = Pick<AppContext, 'db' | 'realtime'>;
type File = Pick<FileRow, 'id' | 'empresaId' | 'nome' | 'solicitanteId'>;

export const LINKS = {
  vault: '/cofre',
  inbox: '/inbox',
  devices: '/devices',
  messages: '/messages',
  terms: '/451',
  buy: '/comprar',
} as const;

/**
 * One document of the vault: the vault opens it (its folder, with its signing process shown),
 * wherever it was moved since — `/cofre?arquivo=<id>`.
 */
export const vaultDocumentLink = (arquivoId: number) => `${LINKS.vault}?arquivo=${arquivoId}`;

/** A completed document's public verification page (its signatories, events and seal). */
export const verificationLink = (codigo: string) => `/verificar/${encodeURIComponent(codigo)}`;

/**
 * A signatory acted (signed, approved, took notice…): the owner who requested the signatures hears
 * of it in the act's own words (not when they acted themselves).
 */
export function notifySigned(ctx: Ctx, file: File, signer: Pick<SignatoryRow, 'nome' | 'userId' | 'tipo'>) {
  return notifySafely(ctx, 'signing.signed', async () => {
    if (file.solicitanteId === null || signer.userId === file.solicitanteId) return;
    await notifyUser(ctx, {
      userId: file.solicitanteId,
      empresaId: file.empresaId,
      status: NOTIFICATION_STATUS.SUCCESS,
      tipo: 'signing.signed',
      key: 'notifications.signing_signed',
      params: (lang) => ({
        signatario: signer.nome,
        ato: actDone(lang, signer.tipo as SignatureType),
        documento: file.nome,
      }),
      link: LINKS.vault,
    });
  });
}

/** A signatory refused: the process stopped; the owner is told (an error). */
export function notifyDenied(ctx: Ctx, file: File, signer: Pick<SignatoryRow, 'nome'>, motivo: string) {
  return notifySafely(ctx, 'signing.denied', async () => {
    if (file.solicitanteId === null) return;
    await notifyUser(ctx, {
      userId: file.solicitanteId,
      empresaId: file.empresaId,
      status: NOTIFICATION_STATUS.ERROR,
      tipo: 'signing.denied',
      key: 'notifications.signing_denied',
      params: { signatario: signer.nome, documento: file.nome, motivo },
      link: LINKS.vault,
      chave: `assinatura-negada:${file.id}`,
    });
  });
}

/** The deadline passed with signatories pending: the process expired; the owner is told (a warning). */
export function notifyExpired(ctx: Ctx, file: File, data: string) {
  return notifySafely(ctx, 'signing.expired', async () => {
    if (file.solicitanteId === null) return;
    await notifyUser(ctx, {
      userId: file.solicitanteId,
      empresaId: file.empresaId,
      status: NOTIFICATION_STATUS.WARNING,
      tipo: 'signing.expired',
      key: 'notifications.signing_expired',
      params: { documento: file.nome, data },
      link: LINKS.vault,
      chave: `assinatura-expirada:${file.id}`,
    });
  });
}

/**
 * The document is completed: its owner and the signatories with an account are told. "Abrir" takes
 * the owner, and the signatories who may browse that company's vault, to the document in it; the
 * other signatories to its verification page.
 */
export function notifyCompleted(
  ctx: Ctx,
  file: File & Pick<FileRow, 'verificacaoCodigo'>,
  signatories: Pick<SignatoryRow, 'userId' | 'status'>[],
) {
  return notifySafely(ctx, 'signing.completed', async () => {
    const common = {
      status: NOTIFICATION_STATUS.SUCCESS,
      tipo: 'signing.completed',
      key: 'notifications.signing_completed',
      params: { documento: file.nome },
      chave: `assinatura-concluida:${file.id}`,
    } as const;
    if (file.solicitanteId !== null)
      await notifyUser(ctx, {
        ...common,
        userId: file.solicitanteId,
        empresaId: file.empresaId,
        link: vaultDocumentLink(file.id),
      });
    const signers = signatories
      .filter((s) => s.status === 'signed' && s.userId !== null && s.userId !== file.solicitanteId)
      .map((s) => s.userId as number);
    if (signers.length === 0) return;
    const browsers = new Set(
      (await membersWithPermission(ctx.db, file.empresaId, 'vault.view')).map((m) => m.id),
    );
    const inVault = signers.filter((id) => browsers.has(id));
    const outside = signers.filter((id) => !browsers.has(id));
    if (inVault.length > 0)
      await notifyRecipients(ctx, await recipientsByIds(ctx.db, inVault), {
        ...common,
        empresaId: file.empresaId,
        link: vaultDocumentLink(file.id),
      });
    if (outside.length === 0) return;
    const link = file.verificacaoCodigo ? verificationLink(file.verificacaoCodigo) : LINKS.inbox;
    await notifyRecipients(ctx, await recipientsByIds(ctx.db, outside), { ...common, link });
  });
}

/** A device connected (success) or lost its connection (warning): who sees or manages devices is told. */
export function notifyDeviceState(
  ctx: Ctx,
  device: Pick<DeviceRow, 'id' | 'empresaId' | 'name' | 'disconnectReason'>,
  connected: boolean,
) {
  return notifySafely(ctx, connected ? 'device.connected' : 'device.disconnected', async () => {
    const lost = !connected && device.disconnectReason === 'gateway_lost';
    const input = {
      status: connected ? NOTIFICATION_STATUS.SUCCESS : NOTIFICATION_STATUS.WARNING,
      tipo: connected ? 'device.connected' : 'device.disconnected',
      key: connected
        ? 'notifications.device_connected'
        : lost
          ? 'notifications.device_lost'
          : 'notifications.device_disconnected',
      params: { dispositivo: device.name },
      link: LINKS.devices,
    } as const;
    const [manage, view] = await Promise.all([
      membersWithPermission(ctx.db, device.empresaId, 'devices.manage'),
      membersWithPermission(ctx.db, device.empresaId, 'devices.view'),
    ]);
    await notifyRecipients(ctx, [...manage, ...view], { empresaId: device.empresaId, ...input });
  });
}

/** A campaign finished: its sender is told (a warning when some messages failed). */
export function notifyCampaignFinished(ctx: Ctx, campanhaId: number) {
  return notifySafely(ctx, 'campaign.finished', async () => {
    const campaign = await campaignById(ctx.db, campanhaId);
    if (!campaign?.userId) return;
    const counts = (await campaignCounts(ctx.db, [campanhaId])).get(campanhaId);
    const falhas = (counts?.failed ?? 0) + (counts?.invalid ?? 0);
    await notifyUser(ctx, {
      userId: campaign.userId,
      empresaId: campaign.empresaId,
      status: falhas > 0 ? NOTIFICATION_STATUS.WARNING : NOTIFICATION_STATUS.SUCCESS,
      tipo: 'campaign.finished',
      key: falhas > 0 ? 'notifications.campaign_finished_failures' : 'notifications.campaign_finished',
      params: { total: campaign.total, falhas },
      link: LINKS.messages,
    });
  });
}

/** A term was approved: every user who must accept it is warned, once (chave 'termo:<id>'). */
export function notifyTermApproved(ctx: Ctx, termoId: number) {
  return notifySafely(ctx, 'terms.pending', async () => {
    await notifyRecipients(ctx, await usersBoundByTerms(ctx.db), {
      status: NOTIFICATION_STATUS.WARNING,
      tipo: 'terms.pending',
      key: 'notifications.terms_pending',
      link: LINKS.terms,
      chave: `termo:${termoId}`,
    });
  });
}
