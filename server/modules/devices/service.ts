// Devices: created on the gateway server with the most room (its instance token sealed at rest),
// renamed and given limits, asked for their QR and live state, logged out and deleted. Every
// change of state is pushed to the company's open browsers.
import { randomBytes } from 'node:crypto';
import type { Language } from '../../../common/constants.js';
import type {
  DeviceCreateBody,
  DeviceQrView,
  DeviceState,
  DeviceStatusView,
  DevicesListQuery,
  DeviceUpdateBody,
  DeviceView,
} from '../../../common/schemas/messaging.js';
import { translate } from '../../../i18n/api/index.js';
import { GatewayError } from '../../adapters/gateway/errors.js';
import type { AppContext } from '../../context.js';
import {
  countCompanyDevices,
  type DeviceRow,
  findCompanyDevice,
  findDeviceById,
  insertDevice,
  listCompanyDevices,
  pickServer,
  queuedCounts,
  updateDevice,
} from '../../db/queries/devices.js';
import { findServer } from '../../db/queries/servers.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { deviceWebhook } from '../integrations/messagingEvents.js';
import { notifyDeviceState } from '../notifications/triggers.js';
import { assertWithinPlan, holdWithinPlan, planLimit } from '../plans/limits.js';
import { releaseSigningMessages } from '../signing/channels.js';
import { publishDevice } from './events.js';
import { deviceGateway, gatewayOf, WEBHOOK_SECRET_HEADER, webhookSecret, webhookUrl } from './gateway.js';
import { deviceView } from './views.js';

/** A QR younger than this is shown as is; an older one is asked again from the gateway. */
const QR_FRESH_MS = 15_000;

/** 502/503 for a gateway that failed, in words the user can act on (never the gateway's internals). */
export function gatewayFailure(err: unknown): HttpError {
  if (err instanceof GatewayError) {
    if (err.kind === 'unavailable' || err.kind === 'timeout' || err.kind === 'unreachable')
      return new HttpError(503, 'devices.gateway_unavailable');
    if (err.kind === 'not_found') return new HttpError(502, 'devices.gateway_instance_missing');
    return new HttpError(502, 'devices.gateway_error');
  }
  throw err;
}

/** Creates the instance on the gateway, its webhook pointed at this API with the server's secret. */
async function createInstanceOn(
  ctx: AppContext,
  server: { id: number },
  gateway: ReturnType<typeof gatewayOf>,
  instanceName: string,
) {
  try {
    return await gateway.createInstance({
      instanceName,
      webhookUrl: webhookUrl(ctx, server.id),
      webhookHeaders: { [WEBHOOK_SECRET_HEADER]: webhookSecret(ctx.config.appKey, server.id) },
    });
  } catch (err) {
    throw gatewayFailure(err);
  }
}

export async function deviceOr404(ctx: AppContext, empresaId: number, ref: string): Promise<DeviceRow> {
  const device = await findCompanyDevice(ctx.db, empresaId, ref);
  if (!device) throw notFound();
  return device;
}

async function viewOf(ctx: AppContext, row: DeviceRow): Promise<DeviceView> {
  const server = await findServer(ctx.db, row.serverId, 'any');
  const queued = (await queuedCounts(ctx.db, [row.id])).get(row.id) ?? 0;
  return deviceView(row, { id: row.serverId, nome: server?.nome ?? '' }, queued);
}

export async function listDevices(ctx: AppContext, empresaId: number, query: DevicesListQuery) {
  const { rows, total } = await listCompanyDevices(ctx.db, empresaId, query);
  const queued = await queuedCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.serverId)))
    names.set(id, (await findServer(ctx.db, id, 'any'))?.nome ?? '');
  return {
    data: rows.map((r) =>
      deviceView(r, { id: r.serverId, nome: names.get(r.serverId) ?? '' }, queued.get(r.id) ?? 0),
    ),
    total,
  };
}

export async function createDevice(
  ctx: AppContext,
  empresaId: number,
  userId: number,
  body: DeviceCreateBody,
): Promise<DeviceView> {
  await assertWithinPlan(ctx, empresaId, 'devices', () => countCompanyDevices(ctx.db, empresaId));
  const server = await pickServer(ctx.db);
  if (!server) throw new HttpError(503, 'devices.no_server');
  const gateway = gatewayOf(ctx, server);
  // The instance's name never comes from the user: the company and random bytes.
  const instanceName = `cofre-${empresaId}-${randomBytes(6).toString('hex')}`;
  const created = await createInstanceOn(ctx, server, gateway, instanceName);
  const limit = await planLimit(ctx, empresaId, 'devices');
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      await holdWithinPlan(tx, empresaId, 'devices', limit, (t) => countCompanyDevices(t, empresaId));
      return insertDevice(tx, {
        empresaId,
        serverId: server.id,
        name: body.name,
        instanceName,
        instanceTokenSealed: ctx.secrets.seal(created.token),
        state: created.state === 'open' ? 'open' : 'connecting',
        qrCode: created.qr?.code ?? null,
        qrBase64: created.qr?.base64 ?? null,
        qrCount: created.qr?.count ?? 0,
        qrAt: created.qr?.code ? new Date() : null,
        stateAt: new Date(),
        createdBy: userId,
      });
    });
    return deviceView(row, { id: server.id, nome: server.nome }, 0);
  } catch (err) {
    // Nothing half-done: the instance goes if the row could not be written.
    await gateway.deleteInstance(instanceName, created.token).catch(() => {});
    throw err;
  }
}

export async function editDevice(
  ctx: AppContext,
  empresaId: number,
  ref: string,
  body: DeviceUpdateBody,
): Promise<DeviceView> {
  const device = await deviceOr404(ctx, empresaId, ref);
  const row = await updateDevice(ctx.db, device.id, {
    name: body.name,
    ...(body.limit_minute === undefined ? {} : { limitMinute: body.limit_minute }),
    ...(body.limit_hour === undefined ? {} : { limitHour: body.limit_hour }),
    ...(body.limit_day === undefined ? {} : { limitDay: body.limit_day }),
  });
  if (!row) throw notFound();
  return viewOf(ctx, row);
}

export async function deviceDetails(ctx: AppContext, empresaId: number, ref: string): Promise<DeviceView> {
  return viewOf(ctx, await deviceOr404(ctx, empresaId, ref));
}

/** How often a state change judged against a copy that turned out stale is judged again. */
const STATE_ATTEMPTS = 3;

/**
 * Records a new state (and what comes with it); publishes when anything changed. A change of state
 * is written only while the state is still the one of the copy it was judged against: the webhook
 * and the status poll (or the reconciliation) often report the same transition at once, and only
 * the call that made it may notify the company's users. The other one judges again on a fresh read.
 */
export async function applyState(
  ctx: AppContext,
  device: DeviceRow,
  change: Partial<
    Pick<
      DeviceRow,
      | 'state'
      | 'loggedOut'
      | 'statusReason'
      | 'disconnectReason'
      | 'profileName'
      | 'number'
      | 'qrCode'
      | 'qrBase64'
      | 'qrCount'
      | 'qrAt'
      | 'connectedAt'
    >
  >,
): Promise<DeviceRow> {
  let current = device;
  for (let attempt = 1; ; attempt++) {
    const changed = (Object.keys(change) as (keyof typeof change)[]).some((k) => {
      const a = change[k];
      const b = current[k];
      return a instanceof Date || b instanceof Date ? String(a) !== String(b) : a !== b;
    });
    if (!changed) return current;
    const moving = change.state !== undefined && change.state !== current.state;
    const opening = change.state === 'open' && current.state !== 'open';
    const row = await updateDevice(
      ctx.db,
      current.id,
      {
        ...change,
        ...(moving ? { stateAt: new Date() } : {}),
        // A device that comes back is sent to at once, without the backoff of its outage.
        ...(opening ? { nextSendAt: null, gatewayFailures: 0, disconnectReason: null } : {}),
      },
      moving ? current.state : undefined,
    );
    if (row) {
      publishDevice(ctx, row);
      if (opening) ctx.queue?.wake();
      // Connected, or lost the connection it had: the company's device users are notified.
      const closing = current.state === 'open' && moving;
      if (opening || closing) {
        await notifyDeviceState(ctx, row, opening);
        deviceWebhook(ctx, row, opening);
      }
      // Signatories do not wait for a device to come back: their messages go by e-mail instead.
      if (closing) await releaseSigningMessages(ctx, row.id);
      return row;
    }
    // Gone, or (a change of state) someone else moved it first: judge again against what is stored.
    const fresh = moving && attempt < STATE_ATTEMPTS ? await findDeviceById(ctx.db, current.id) : undefined;
    if (!fresh) return current;
    current = fresh;
  }
}

/**
 * The gateway no longer knows the device's instance (it was restarted without its memory, or the
 * instance was deleted there): the device is marked disconnected with that reason, which tells the
 * company (live and in the bell) and leaves its queued messages waiting — paused, not failed —
 * until the device is linked again (its QR then re-creates the instance, see deviceQr).
 */
export function markGatewayLost(ctx: AppContext, device: DeviceRow): Promise<DeviceRow> {
  return applyState(ctx, device, {
    state: 'close',
    disconnectReason: 'gateway_lost',
    qrCode: null,
    qrBase64: null,
    qrCount: 0,
  });
}

/**
 * Creates the device's instance again, under the same name, on the same gateway (which lost it);
 * the new instance token replaces the old one. Answers what connect would: its state and QR.
 */
async function recreateInstance(ctx: AppContext, device: DeviceRow) {
  const { server, gateway } = await deviceGateway(ctx, device);
  const created = await createInstanceOn(ctx, server, gateway, device.instanceName);
  const row = await updateDevice(ctx.db, device.id, { instanceTokenSealed: ctx.secrets.seal(created.token) });
  return { row: row ?? device, answer: { state: created.state, qr: created.qr } };
}

export async function deviceQr(ctx: AppContext, empresaId: number, ref: string): Promise<DeviceQrView> {
  let device = await deviceOr404(ctx, empresaId, ref);
  const fresh = device.qrCode && device.qrAt && Date.now() - device.qrAt.getTime() < QR_FRESH_MS;
  if (device.state !== 'open' && !fresh) {
    const { gateway, token } = await deviceGateway(ctx, device);
    let answer: Awaited<ReturnType<typeof gateway.connect>>;
    try {
      answer = await gateway.connect(device.instanceName, token);
    } catch (err) {
      if (!(err instanceof GatewayError && err.kind === 'not_found')) throw gatewayFailure(err);
      // The gateway lost the instance: linking the phone again starts with a new one.
      const again = await recreateInstance(ctx, device);
      device = again.row;
      answer = again.answer;
    }
    device =
      answer.state === 'open'
        ? await applyState(ctx, device, { state: 'open' })
        : await applyState(ctx, device, {
            state: answer.qr?.code ? 'connecting' : (answer.state as DeviceState),
            ...(answer.qr?.code
              ? {
                  qrCode: answer.qr.code,
                  qrBase64: answer.qr.base64,
                  qrCount: answer.qr.count,
                  qrAt: new Date(),
                }
              : {}),
          });
    if (answer.state !== 'open' && !answer.qr?.code)
      return { state: device.state as DeviceState, code: null, base64: null, count: 0 };
  }
  if (device.state === 'open') return { state: 'open', code: null, base64: null, count: device.qrCount };
  return {
    state: device.state as DeviceState,
    code: device.qrCode,
    base64: device.qrBase64,
    count: device.qrCount,
  };
}

export async function deviceStatus(
  ctx: AppContext,
  empresaId: number,
  ref: string,
  lang: Language,
): Promise<DeviceStatusView> {
  let device = await deviceOr404(ctx, empresaId, ref);
  let gatewayError: string | null = null;
  try {
    const { gateway, token } = await deviceGateway(ctx, device);
    const state = await gateway.connectionState(device.instanceName, token);
    if (state !== device.state) device = await applyState(ctx, device, { state });
  } catch (err) {
    gatewayError = translate(lang, gatewayFailure(err).key);
  }
  return {
    state: device.state as DeviceState,
    profile_name: device.profileName,
    number: device.number,
    connected_at: device.connectedAt?.toISOString() ?? null,
    logged_out: device.loggedOut,
    gateway_error: gatewayError,
  };
}

export async function logoutDevice(ctx: AppContext, empresaId: number, ref: string): Promise<void> {
  const device = await deviceOr404(ctx, empresaId, ref);
  const { gateway, token } = await deviceGateway(ctx, device);
  try {
    await gateway.logout(device.instanceName, token);
  } catch (err) {
    throw gatewayFailure(err);
  }
  await applyState(ctx, device, {
    state: 'close',
    loggedOut: true,
    qrCode: null,
    qrBase64: null,
    qrCount: 0,
  });
}

/** The generic record delete's hook: the instance leaves the gateway first (gone already is fine). */
export async function removeDeviceInstance(ctx: AppContext, device: DeviceRow): Promise<void> {
  const { gateway, token } = await deviceGateway(ctx, device);
  try {
    await gateway.logout(device.instanceName, token).catch(() => {});
    await gateway.deleteInstance(device.instanceName, token);
  } catch (err) {
    throw gatewayFailure(err);
  }
}
