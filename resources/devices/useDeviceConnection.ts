// Follows a device while its WhatsApp is being connected: asks for the QR code every second until
// the gateway has one, then listens to the device's live events (a new QR, the connection opening,
// the QR expiring); the status is also polled every 5 s in case the live stream is down.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeEvents } from '../../common/schemas/messaging';
import { devicesApi } from '../../src/providers/devicesApi';
import { HttpError } from '../../src/providers/http';
import { useRealtime } from '../../src/providers/realtime';
import { isDevice } from './shared';

export const QR_POLL_MS = 1000;
export const STATUS_POLL_MS = 5000;

/**
 * loading: the first answer is awaited; waiting: the gateway is preparing the QR; qr: shown, waiting
 * for the phone; open: connected; refused: the QR expired unread; closed: the phone disconnected.
 */
export type ScanPhase = 'loading' | 'waiting' | 'qr' | 'open' | 'refused' | 'closed';

export interface DeviceConnection {
  phase: ScanPhase;
  name: string | null;
  code: string | null;
  base64: string | null;
  profileName: string | null;
  number: string | null;
  /** Why the gateway could not be asked (the last answer is kept on screen), or null. */
  problem: string | null;
}

const INITIAL: DeviceConnection = {
  phase: 'loading',
  name: null,
  code: null,
  base64: null,
  profileName: null,
  number: null,
  problem: null,
};

const problemOf = (err: unknown) => (err instanceof HttpError && err.status >= 500 ? err.message : null);

export function useDeviceConnection(id: string | undefined) {
  const [conn, setConn] = useState<DeviceConnection>(INITIAL);
  /** Bumped to ask the gateway for a QR again ("Gerar novo QR"). */
  const [round, setRound] = useState(0);
  // The phase as the latest answer or event left it, for the polls' decisions between renders.
  const phase = useRef<ScanPhase>('loading');

  const isOpen = () => phase.current === 'open';
  /** Nothing to wait for: connected, or stopped until the user asks for a new QR. */
  const settled = () => isOpen() || phase.current === 'refused' || phase.current === 'closed';

  const update = useCallback((next: Partial<DeviceConnection>) => {
    if (next.phase) phase.current = next.phase;
    setConn((c) => ({ ...c, ...next }));
  }, []);

  const connected = useCallback(
    (profileName: string | null, number: string | null) =>
      update({ phase: 'open', code: null, base64: null, profileName, number, problem: null }),
    [update],
  );

  useEffect(() => {
    if (!id) return;
    const control = new AbortController();
    devicesApi.details(id, control.signal).then(
      (d) => update({ name: d.name }),
      () => undefined,
    );
    return () => control.abort();
  }, [id, update]);

  // The QR code, asked for every second until there is one (or the device turns out connected).
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks for a new QR.
  useEffect(() => {
    if (!id) return;
    const control = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (settled()) return;
      try {
        const qr = await devicesApi.qrcode(id, control.signal);
        if (control.signal.aborted || settled()) return;
        if (qr.state === 'open') {
          const status = await devicesApi.status(id, control.signal).catch(() => null);
          if (!control.signal.aborted) connected(status?.profile_name ?? null, status?.number ?? null);
          return;
        }
        if (qr.code || qr.base64)
          return update({ phase: 'qr', code: qr.code, base64: qr.base64, problem: null });
        if (qr.state === 'refused') return update({ phase: 'refused', code: null, base64: null });
        update({ phase: 'waiting', problem: null });
      } catch (err) {
        if (control.signal.aborted) return;
        update({ problem: problemOf(err), phase: phase.current === 'loading' ? 'waiting' : phase.current });
      }
      timer = setTimeout(ask, QR_POLL_MS);
    };
    update({ phase: 'loading', code: null, base64: null });
    void ask();
    return () => {
      control.abort();
      clearTimeout(timer);
    };
  }, [id, round, update, connected]);

  // The fallback: the status every 5 s while not connected.
  const open = conn.phase === 'open';
  useEffect(() => {
    if (!id || open) return;
    const control = new AbortController();
    const timer = setInterval(async () => {
      try {
        const status = await devicesApi.status(id, control.signal);
        if (control.signal.aborted) return;
        if (status.state === 'open') connected(status.profile_name, status.number);
        else if (status.state === 'refused' && phase.current === 'qr')
          update({ phase: 'refused', code: null, base64: null });
        update({ problem: status.gateway_error });
      } catch (err) {
        if (!control.signal.aborted) update({ problem: problemOf(err) });
      }
    }, STATUS_POLL_MS);
    return () => {
      control.abort();
      clearInterval(timer);
    };
  }, [id, open, update, connected]);

  useRealtime('device', (e: RealtimeEvents['device']) => {
    if (!isDevice(e, id)) return;
    if (e.state === 'open') return connected(e.profile_name, e.number);
    if (e.state === 'refused') return update({ phase: 'refused', code: null, base64: null });
    if (e.state === 'close' && phase.current === 'open')
      return update({ phase: 'closed', profileName: null, number: null });
    if (e.qr && (e.qr.code || e.qr.base64) && phase.current !== 'open')
      update({ phase: 'qr', code: e.qr.code, base64: e.qr.base64, problem: null });
  });

  const renew = useCallback(() => setRound((r) => r + 1), []);
  return { ...conn, renew };
}
